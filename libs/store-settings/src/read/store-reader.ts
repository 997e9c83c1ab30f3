import type { DataSource } from 'typeorm';
import { LRUCache } from 'lru-cache';
import { ShopEntity } from '../entities/shop.entity';
import { PartSource, ShopSnapshot } from './shop-snapshot';
import { loadDeliveryAreas } from './location-index';
import { currentVersion, EAGER_LOCATIONS, loadParts, loadShopData, MAX_PARTIAL_LOCATIONS, reloadLocations, ShopData, slotLocation } from './shop-data';
import { WidgetCatalog, loadWidgetCatalog } from './widget-catalog';

/** Default memory budget of the shop cache: 256 MiB of estimated snapshot bytes. */
export const DEFAULT_SHOP_CACHE_BYTES = 256 * 1024 * 1024;

/** Options of {@link StoreReader}. */
export interface StoreReaderOptions {
  /**
   * How long a cached shop is served before its `settings_version` is read again, in
   * milliseconds (default 2000). Bounds how stale another instance's write can be when no
   * change bus (Redis) delivers changes.
   */
  revalidateMs?: number;
  /** The same while a change bus is connected ({@link StoreReader.setChangeBusConnected}); default 30,000 (a safety net for a lost message). */
  busRevalidateMs?: number;
  /** Memory budget of the shop cache: estimated bytes of the cached snapshots (default {@link DEFAULT_SHOP_CACHE_BYTES}). */
  maxBytes?: number;
  /** Milliseconds since the epoch; injectable for tests (default `Date.now`). */
  now?: () => number;
  /**
   * Shops with at most this many locations are loaded whole; bigger ones load their
   * location index and each location's records on first use (default `EAGER_LOCATIONS`,
   * 2,000; 0 loads every shop lazily, as tests of the lazy path do).
   */
  eagerLocations?: number;
}

/**
 * A committed change to a shop's configuration, as a writer announces it (to this
 * process's reader, and through a change bus to every other instance's).
 */
export interface ShopChange {
  shopId: number;
  /** `shops.settings_version` after the change; absent when not known (then the whole shop is reloaded). */
  version?: number;
  /** Only these locations (and the shop-wide rows) changed; absent: anything may have changed. */
  locationIds?: number[];
}

/**
 * Counters of the shop cache since start (see {@link StoreReader.shopCacheStats}); the
 * metrics endpoint reads hits and loads from here.
 */
export interface ShopCacheStats {
  /** Requests answered from a cached snapshot (including after a version check that found no change). */
  hits: number;
  /** Requests for a shop not in the cache (never loaded, or evicted). */
  misses: number;
  /** Whole-shop loads from the database (first load, after eviction, after a shop-wide change). */
  loads: number;
  /** Reloads of only the changed locations of a cached shop. */
  partialReloads: number;
  /** Shops dropped to stay within the memory budget. */
  evictions: number;
  /** Shops cached now. */
  shops: number;
  /** Estimated bytes of the cached snapshots now. */
  bytes: number;
  /** The memory budget, bytes. */
  maxBytes: number;
}

interface Entry {
  version: number;
  checkedAt: number;
  snapshot: ShopSnapshot;
  widget?: Promise<WidgetCatalog>;
  /** Changes announced since `version`: the locations to re-read up to version `upTo`, or 'full'. */
  pending?: { upTo: number; ids: Set<number> } | 'full';
}

const MAX_KNOWN_DOMAINS = 100_000;
const MAX_UNKNOWN = 10_000;

/**
 * The apps' read side: a shop's configuration as read models ({@link ShopSnapshot}),
 * cached in memory per shop within a memory budget.
 *
 * The cache is an LRU (lru-cache) bounded by the estimated bytes of the snapshots
 * (`ShopSnapshot.estimatedBytes`, `maxBytes`): the least recently used shops are dropped
 * first, and a dropped shop touched again is loaded again (one load, the same answer).
 * A shop larger than the whole budget is kept alone. Loading never holds the event loop
 * for more than a page of rows (see `loadShopData`); concurrent requests for a shop
 * share one load.
 *
 * Staying correct (also across instances sharing one database): every write bumps
 * `shops.settings_version` in its own transaction. A cached shop is served for at most
 * `revalidateMs`; after that the next request reads the version (one primary-key query)
 * and reloads when it changed. Writers of this process announce each change after commit
 * ({@link changed}); one naming locations reloads only those locations (and the shop-wide
 * rows), anything else the whole shop. A change bus (Redis pub/sub, @fulfil/storefront)
 * carries the same announcements to the other instances ({@link onLocalChange},
 * {@link applyRemoteChange}), which see a change within milliseconds; while it is
 * connected, the version check runs every `busRevalidateMs` instead. docs/scaling.md.
 */
export class StoreReader {
  private readonly entries: LRUCache<number, Entry>;
  private readonly loading = new Map<number, Promise<Entry | null>>();
  private readonly ids = new Map<string, number>();
  private readonly unknown = new Map<string, number>();
  private readonly baseRevalidateMs: number;
  private readonly busRevalidateMs: number;
  private revalidateMs: number;
  private readonly now: () => number;
  private readonly eagerLocations: number;
  private readonly listeners: ((change: ShopChange) => void)[] = [];
  private readonly counters = { hits: 0, misses: 0, loads: 0, partialReloads: 0, evictions: 0 };
  /** Bumped by every invalidation: a load that started before it must not be cached. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    options: StoreReaderOptions = {},
  ) {
    this.baseRevalidateMs = this.revalidateMs = options.revalidateMs ?? 2000;
    this.busRevalidateMs = options.busRevalidateMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.eagerLocations = options.eagerLocations ?? EAGER_LOCATIONS;
    const maxBytes = options.maxBytes ?? DEFAULT_SHOP_CACHE_BYTES;
    this.entries = new LRUCache<number, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, Math.min(maxBytes, entry.snapshot.estimatedBytes)),
      dispose: (_entry, _key, reason) => {
        if (reason === 'evict') this.counters.evictions++;
      },
    });
  }

  /** The shop with this store domain (`example.myshopify.com`), or null when none is configured. */
  async forShop(domain: string): Promise<ShopSnapshot | null> {
    const id = await this.shopId(domain);
    return id === null ? null : this.forShopId(id);
  }

  /** The shop with this id, or null. */
  async forShopId(shopId: number): Promise<ShopSnapshot | null> {
    return (await this.entry(shopId))?.snapshot ?? null;
  }

  /**
   * The ordering widget's data of a shop (restaurants, menus, option groups,
   * translations), cached with the same version as its snapshot; null for an unknown shop.
   */
  async widget(domain: string): Promise<WidgetCatalog | null> {
    const id = await this.shopId(domain);
    const entry = id === null ? null : await this.entry(id);
    if (!entry) return null;
    if (!entry.widget) {
      const loading = loadWidgetCatalog(this.dataSource.manager, entry.snapshot);
      entry.widget = loading;
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (entry.widget === loading) entry.widget = undefined;
      });
    }
    return entry.widget;
  }

  /**
   * The shop cache's counters (hits, misses, whole-shop loads, partial reloads,
   * evictions) since start, and its size now. Cheap (no I/O); for metrics and benchmarks.
   */
  shopCacheStats(): ShopCacheStats {
    return { ...this.counters, shops: this.entries.size, bytes: this.entries.calculatedSize, maxBytes: this.entries.maxSize };
  }

  /** Drops a shop from the cache: the next request loads it whole. */
  invalidate(shopId: number): void {
    this.generation++;
    this.entries.delete(shopId);
    this.loading.delete(shopId);
    this.unknown.clear();
  }

  /**
   * Announces a committed change of this process (writers call it after commit): applies
   * it here at once, then hands it to the {@link onLocalChange} listeners (the change bus).
   */
  changed(change: ShopChange): void {
    this.apply(change);
    for (const listener of this.listeners) listener(change);
  }

  /** A change announced by another instance (through the change bus); one this cache already has is ignored. */
  applyRemoteChange(change: ShopChange): void {
    const entry = this.entries.peek(change.shopId);
    if (!entry && !this.loading.has(change.shopId)) {
      // Not cached here: nothing to correct (an unknown domain may exist now, though).
      this.unknown.clear();
      return;
    }
    // Known already: cached at that version, or announced (e.g. this instance's own change coming back from the bus).
    const known = entry ? Math.max(entry.version, entry.pending && entry.pending !== 'full' ? entry.pending.upTo : 0) : 0;
    if (entry && change.version !== undefined && change.version <= known) return;
    this.apply(change);
  }

  /** Calls `listener` with every change of this process ({@link changed}); the change bus publishes them. */
  onLocalChange(listener: (change: ShopChange) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Tells the reader whether a change bus delivers other instances' changes now: while it
   * does, the version check runs every `busRevalidateMs`; when it (re)connects, every
   * cached shop is checked on its next request (changes may have been missed meanwhile).
   */
  setChangeBusConnected(connected: boolean): void {
    this.revalidateMs = connected ? this.busRevalidateMs : this.baseRevalidateMs;
    for (const entry of this.entries.values()) entry.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** Drops every cached shop. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.ids.clear();
    this.unknown.clear();
  }

  private apply(change: ShopChange): void {
    this.generation++;
    this.loading.delete(change.shopId);
    this.unknown.clear();
    const entry = this.entries.peek(change.shopId);
    if (!entry) return;
    const ids = change.locationIds;
    const pending = entry.pending;
    const from = pending === undefined ? entry.version : pending === 'full' ? null : pending.upTo;
    if (ids && change.version !== undefined && from !== null && change.version === from + 1 && ids.length <= MAX_PARTIAL_LOCATIONS) {
      entry.pending = { upTo: change.version, ids: new Set([...(pending && pending !== 'full' ? pending.ids : []), ...ids]) };
      if (entry.pending.ids.size > MAX_PARTIAL_LOCATIONS) entry.pending = 'full';
    } else {
      entry.pending = 'full';
    }
    entry.checkedAt = Number.NEGATIVE_INFINITY;
    // Reload now rather than on the next request: by the time a shopper asks, the change is in.
    this.load(change.shopId, entry).catch(() => undefined);
  }

  private async shopId(domain: string): Promise<number | null> {
    const known = this.ids.get(domain);
    if (known !== undefined) return known;
    const missSince = this.unknown.get(domain);
    if (missSince !== undefined && this.now() - missSince < this.revalidateMs) return null;
    const row = await this.dataSource.getRepository(ShopEntity).findOne({ where: { domain }, select: { id: true } });
    if (!row) {
      if (this.unknown.size >= MAX_UNKNOWN) this.unknown.clear();
      this.unknown.set(domain, this.now());
      return null;
    }
    this.unknown.delete(domain);
    if (this.ids.size >= MAX_KNOWN_DOMAINS) this.ids.clear();
    this.ids.set(domain, row.id);
    return row.id;
  }

  private async entry(shopId: number): Promise<Entry | null> {
    const cached = this.entries.get(shopId);
    if (cached && this.now() - cached.checkedAt < this.revalidateMs) {
      this.counters.hits++;
      return cached;
    }
    if (!cached) this.counters.misses++;
    else if (this.loading.has(shopId)) this.counters.hits++;
    return this.load(shopId, cached);
  }

  /** The pending (re)load of a shop, started now unless one is under way (concurrent requests share it). */
  private load(shopId: number, cached: Entry | undefined): Promise<Entry | null> {
    let pending = this.loading.get(shopId);
    if (!pending) {
      pending = this.refresh(shopId, cached).finally(() => {
        if (this.loading.get(shopId) === pending) this.loading.delete(shopId);
      });
      this.loading.set(shopId, pending);
    }
    return pending;
  }

  /**
   * Where a lazily loaded snapshot of `data` reads its locations' parts: parts read after
   * the shop moved past the snapshot's version are not kept by it, and the shop is checked
   * again on its next request.
   */
  private partSource(data: ShopData): PartSource | null {
    if (data.parts) return null;
    const em = this.dataSource.manager;
    const shop = data.level.shop;
    /** Whether the shop is still at the snapshot's version after a read; if not, the shop is checked on its next request. */
    const current = async () => {
      const now = (await currentVersion(em, shop.id)) === shop.settingsVersion;
      if (!now) {
        const entry = this.entries.peek(shop.id);
        if (entry && entry.version === shop.settingsVersion) entry.checkedAt = Number.NEGATIVE_INFINITY;
      }
      return now;
    };
    return {
      parts: async (ids) => {
        const parts = await loadParts(em, shop, ids);
        return { parts, current: await current() };
      },
      slotLocation: (slotId) => slotLocation(em, shop.id, slotId),
      deliveryAreas: async (index) => {
        const areas = await loadDeliveryAreas(em, shop.id, index);
        return { areas, current: await current() };
      },
    };
  }

  private async refresh(shopId: number, cached: Entry | undefined): Promise<Entry | null> {
    const checkedAt = this.now();
    const generation = this.generation;
    const row = await this.dataSource.getRepository(ShopEntity).findOne({ where: { id: shopId }, select: { id: true, domain: true, settingsVersion: true } });
    if (!row) {
      this.entries.delete(shopId);
      for (const [domain, id] of this.ids) if (id === shopId) this.ids.delete(domain);
      return null;
    }
    if (cached && cached.version === row.settingsVersion && cached.pending === undefined && this.entries.peek(shopId) === cached) {
      cached.checkedAt = checkedAt;
      this.counters.hits++;
      return cached;
    }
    let snapshot: ShopSnapshot | null = null;
    const pending = cached?.pending;
    if (cached && pending && pending !== 'full' && pending.upTo === row.settingsVersion) {
      const reloaded = await reloadLocations(this.dataSource.manager, cached.snapshot.data, [...pending.ids]);
      // The shop's zone is every zone-less location's: a change of it reloads the whole shop.
      if (reloaded && reloaded.data.level.shop.timezone === cached.snapshot.shop.timezone) {
        snapshot = new ShopSnapshot(reloaded.data, this.partSource(reloaded.data), { snapshot: cached.snapshot, changed: reloaded.changed, ids: pending.ids });
        this.counters.partialReloads++;
      }
    }
    if (!snapshot) {
      const data = await loadShopData(this.dataSource.manager, shopId, this.eagerLocations);
      if (!data) return null;
      snapshot = new ShopSnapshot(data, this.partSource(data));
      this.counters.loads++;
    }
    const entry: Entry = { version: snapshot.shop.settings_version, checkedAt, snapshot };
    if (generation === this.generation) this.entries.set(shopId, entry);
    return entry;
  }
}
