import type { DataSource } from 'typeorm';
import { ShopEntity } from '../entities/shop.entity';
import { ShopSnapshot } from './shop-snapshot';
import { loadShopRows } from './snapshot-data';
import { WidgetCatalog, loadWidgetCatalog } from './widget-catalog';

/** Options of {@link StoreReader}. */
export interface StoreReaderOptions {
  /**
   * How long a cached shop is served before its `settings_version` is read again, in
   * milliseconds (default 2000). Bounds how stale another instance's write can be.
   */
  revalidateMs?: number;
  /** Milliseconds since the epoch; injectable for tests (default `Date.now`). */
  now?: () => number;
}

interface Entry {
  version: number;
  checkedAt: number;
  snapshot: ShopSnapshot;
  widget?: Promise<WidgetCatalog>;
}

const MAX_UNKNOWN = 10_000;

/**
 * The apps' read side: a shop's configuration as read models ({@link ShopSnapshot}),
 * cached in memory per shop.
 *
 * Cache invalidation (also across instances sharing one database): every write bumps
 * `shops.settings_version` in its own transaction. A cached shop is served for at most
 * `revalidateMs`; after that the next request reads the version (one primary-key query)
 * and reloads the shop only when it changed. Writes through a StoreWriter of this
 * process call {@link invalidate} after commit, so they are visible here at once; other
 * instances see them within `revalidateMs`.
 */
export class StoreReader {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<Entry | null>>();
  private readonly ids = new Map<string, number>();
  private readonly unknown = new Map<string, number>();
  private readonly revalidateMs: number;
  private readonly now: () => number;
  /** Bumped by every invalidation: a load that started before it must not be cached. */
  private generation = 0;
  /** Running totals of {@link cacheStats}. */
  private readonly stats = { hits: 0, loads: 0 };

  constructor(
    private readonly dataSource: DataSource,
    options: StoreReaderOptions = {},
  ) {
    this.revalidateMs = options.revalidateMs ?? 2000;
    this.now = options.now ?? Date.now;
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
    entry.widget ??= loadWidgetCatalog(this.dataSource.manager, entry.snapshot);
    return entry.widget;
  }

  /**
   * Running totals since start: `hits`, shops answered from the cache (fresh, or
   * revalidated with an unchanged `settings_version`); `loads`, shops read whole from the
   * database. Read by the apps' metrics (`shop_cache_*_total`).
   */
  cacheStats(): { hits: number; loads: number } {
    return { ...this.stats };
  }

  /** Drops a shop from the cache (called after a write commits). */
  invalidate(shopId: number): void {
    this.generation++;
    this.entries.delete(shopId);
    this.loading.delete(shopId);
    this.unknown.clear();
  }

  /** Drops every cached shop. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.ids.clear();
    this.unknown.clear();
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
    this.ids.set(domain, row.id);
    return row.id;
  }

  private async entry(shopId: number): Promise<Entry | null> {
    const cached = this.entries.get(shopId);
    if (cached && this.now() - cached.checkedAt < this.revalidateMs) {
      this.stats.hits++;
      return cached;
    }
    let pending = this.loading.get(shopId);
    if (!pending) {
      pending = this.refresh(shopId, cached).finally(() => {
        if (this.loading.get(shopId) === pending) this.loading.delete(shopId);
      });
      this.loading.set(shopId, pending);
    }
    return pending;
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
    if (cached && cached.version === row.settingsVersion && this.entries.get(shopId) === cached) {
      cached.checkedAt = checkedAt;
      this.stats.hits++;
      return cached;
    }
    const rows = await loadShopRows(this.dataSource.manager, shopId);
    if (!rows) return null;
    this.stats.loads++;
    const entry: Entry = { version: rows.shop.settingsVersion, checkedAt, snapshot: new ShopSnapshot(rows) };
    if (generation === this.generation) this.entries.set(shopId, entry);
    return entry;
  }
}
