import { UsageIndex } from '@fulfil/scheduling';
import { countsStillFresh, type UsageCount, type UsageCounter } from '@fulfil/capacity';
import { type LocationMethod } from '@fulfil/store-settings';
import { usageRange } from '@fulfil/storefront';

/** Bound on remembered (shop, method, location) count sets; reaching it drops the stale ones, then all. */
export const MAX_SEARCH_USAGE_ENTRIES = 20_000;

/** Options of {@link SearchUsage}. */
export interface SearchUsageOptions {
  /**
   * How long, in milliseconds, the counts of one restaurant are reused by later searches
   * of this instance (`SEARCH_CAPACITY_CACHE_MS`; 0 = every search counts). Measured on
   * the monotonic clock and on the searches' `now` alike.
   */
  maxAgeMs: number;
  /** Milliseconds of a monotonic clock, injectable for tests (default `performance.now`). */
  clock?: () => number;
}

/** The counts of one restaurant and method, as read at one moment. */
interface Entry {
  /** When they were read: on the monotonic clock, and the search's `now` (epoch ms). */
  readAt: number;
  readNow: number;
  /** The date range they cover (it moves once a day). */
  from: string;
  to: string;
  /** That restaurant's cells only (a pending read while the query runs: concurrent searches share it). */
  usage: Promise<UsageIndex>;
  /** The same once read (a search then takes it without waiting). */
  value?: UsageIndex;
  /** What {@link SearchUsage.derived} made from these counts, for the shop version `version` (shared while pending). */
  derived?: { version: object; value: Promise<unknown>; settled?: { value: unknown } };
}

/**
 * Capacity in use for `POST /search`'s `next_available` and `accepting_orders`, reused per
 * restaurant for a short while: the product decision of docs/scaling.md ("Capacity
 * counters and the locks", widget search). What a search shows is advisory, like
 * fulfilment-api's calendars (`CAPACITY_CACHE_MS`); the checkout is exact
 * (`CapacityRepository.hold` counts inside its lock and never reads these counts), so
 * a restaurant can be shown as available for at most `maxAgeMs` after its last place went
 * elsewhere (the checkout then answers 409 SLOT_FULL), and nothing is ever oversold.
 *
 * - Per (shop, method, restaurant), not per result list: whatever query finds a restaurant
 *   reuses its counts. The restaurants of a search whose counts are missing or stale are
 *   read in ONE query (`UsageCounter.counts` over their ids: orders plus live holds,
 *   docs/scheduling-rules.md §6), and concurrent searches share a pending read.
 * - Fresh while younger than `maxAgeMs` on the monotonic clock AND on the search's `now`
 *   (a search whose "now" moved on, e.g. past a hold's expiry, or back, reads again), and
 *   while the date range is today's.
 * - {@link invalidate} drops a shop's counts at once: it runs on every capacity write of
 *   this instance (`UsageService.changed` of @fulfil/storefront: a checkout's hold, a
 *   SLOT_FULL answer, a released hold), so one instance is read-your-writes. Writes elsewhere (another instance,
 *   fulfilment-api's orders and reservations) show within `maxAgeMs`.
 * - A failed read is not kept (the next search reads again); at most
 *   {@link MAX_SEARCH_USAGE_ENTRIES} count sets are kept.
 */
export class SearchUsage {
  private readonly maxAgeMs: number;
  private readonly clock: () => number;
  /** Per shop, by `method|locationId`. */
  private readonly shops = new Map<number, Map<string, Entry>>();
  private entries = 0;

  constructor(
    private readonly counter: UsageCounter,
    options: SearchUsageOptions,
  ) {
    this.maxAgeMs = options.maxAgeMs;
    this.clock = options.clock ?? (() => performance.now());
  }

  /**
   * Used places per restaurant for `method` at `now` (each restaurant's cells only, over
   * `usageRange` of @fulfil/storefront, the one horizon rule), in the order of `locationIds`: reused when fresh, else all
   * missing ones counted in one query.
   *
   * @param shopId the shop the restaurants belong to
   * @param locationIds restaurant (location) ids; duplicates are fine
   * @param now the search's instant (UTC), deciding which holds are still live
   * @throws whatever the count query throws (the database down or too slow)
   */
  async usage(shopId: number, method: LocationMethod, locationIds: readonly number[], now: Date): Promise<UsageIndex[]> {
    if (this.maxAgeMs <= 0) {
      const { from, to } = usageRange(now);
      const index = UsageIndex.fromCounts(await this.counter.counts(shopId, method, locationIds, from, to, now));
      return locationIds.map(() => index);
    }
    const entries = this.entriesFor(shopId, method, locationIds, now);
    const indexes: UsageIndex[] = [];
    for (const entry of entries) indexes.push(entry.value ?? (await entry.usage));
    return indexes;
  }

  /**
   * `derive(locationId, usage)` per restaurant (with its counts as {@link usage} gives
   * them), made once per count set and shop version and reused with the counts: for
   * `maxAgeMs` at most, on both clocks, and dropped with them by {@link invalidate}. The
   * search keeps each restaurant's next available time this way (docs/scaling.md,
   * "Capacity counters and the locks": what it shows may be as old as the counts it was
   * computed from). With `maxAgeMs` 0 it derives on every call.
   *
   * @param version the shop version the derivation depends on (the `ShopSnapshot`, by identity)
   * @param derive pure in `(locationId, usage, version)`; a failure is not kept
   */
  async derived<T>(
    shopId: number,
    method: LocationMethod,
    locationIds: readonly number[],
    now: Date,
    version: object,
    derive: (locationId: number, usage: UsageIndex) => T | Promise<T>,
  ): Promise<T[]> {
    if (this.maxAgeMs <= 0) {
      const usage = await this.usage(shopId, method, locationIds, now);
      return Promise.all(locationIds.map((id, i) => derive(id, usage[i])));
    }
    const entries = this.entriesFor(shopId, method, locationIds, now);
    const values: T[] = [];
    let pending: Promise<T>[] | null = null;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      let made = entry.derived;
      if (made?.version !== version) {
        const value = (entry.value ? Promise.resolve(entry.value) : entry.usage).then((usage) => derive(locationIds[i], usage));
        const fresh: NonNullable<Entry['derived']> = { version, value };
        entry.derived = made = fresh;
        value.then(
          (v) => {
            fresh.settled = { value: v };
          },
          () => {
            // A failed derivation is not kept: the next search derives again.
            if (entry.derived === fresh) entry.derived = undefined;
          },
        );
      }
      if (made.settled && !pending) values.push(made.settled.value as T);
      else (pending ??= values.map((v) => Promise.resolve(v))).push(made.value as Promise<T>);
    }
    // Every value known already (the usual case within the window): no promise per restaurant.
    return pending ? Promise.all(pending) : values;
  }

  /** The fresh count set of each id (in order, duplicates sharing one), the missing and stale ones read in one query. */
  private entriesFor(shopId: number, method: LocationMethod, locationIds: readonly number[], now: Date): Entry[] {
    const { from, to } = usageRange(now);
    const readAt = this.clock();
    const readNow = now.getTime();
    const found = new Map<number, Entry>();
    const missing = new Set<number>();
    const known = this.shops.get(shopId);
    for (const id of locationIds) {
      if (found.has(id) || missing.has(id)) continue;
      const hit = known?.get(`${method}|${id}`);
      if (hit && this.fresh(hit, readAt, readNow, from, to)) found.set(id, hit);
      else missing.add(id);
    }
    if (missing.size > 0) {
      const read = this.counter.counts(shopId, method, [...missing], from, to, now).then(byLocation);
      if (this.entries + missing.size > MAX_SEARCH_USAGE_ENTRIES) this.prune(readAt, readNow);
      let shop = this.shops.get(shopId);
      if (!shop) this.shops.set(shopId, (shop = new Map()));
      for (const id of missing) {
        const key = `${method}|${id}`;
        const entry: Entry = { readAt, readNow, from, to, usage: read.then((cells) => cells.get(id) ?? EMPTY) };
        if (!shop.has(key)) this.entries++;
        shop.set(key, entry);
        found.set(id, entry);
        const kept = shop;
        entry.usage.then(
          (value) => {
            entry.value = value;
          },
          () => {
            // A failed read is not kept: the next search reads again.
            if (this.shops.get(shopId) === kept && kept.get(key) === entry) {
              kept.delete(key);
              this.entries--;
            }
          },
        );
      }
    }
    return locationIds.map((id) => found.get(id) as Entry);
  }

  /**
   * Forgets the shop's counts (every method and restaurant): call it after a capacity
   * write of this instance committed (or was refused as full), so the next search counts.
   */
  invalidate(shopId: number): void {
    this.entries -= this.shops.get(shopId)?.size ?? 0;
    this.shops.delete(shopId);
  }

  /** Count sets kept now (for tests and the bound). */
  get size(): number {
    return this.entries;
  }

  private fresh(entry: Entry, readAt: number, readNow: number, from: string, to: string): boolean {
    return countsStillFresh(entry, { readAt, readNow }, this.maxAgeMs) && entry.from === from && entry.to === to;
  }

  /** Drops every stale count set; when that is not enough, everything. */
  private prune(readAt: number, readNow: number): void {
    for (const [shopId, shop] of this.shops) {
      for (const [key, entry] of shop)
        if (readAt - entry.readAt >= this.maxAgeMs || Math.abs(readNow - entry.readNow) >= this.maxAgeMs) {
          shop.delete(key);
          this.entries--;
        }
      if (shop.size === 0) this.shops.delete(shopId);
    }
    if (this.entries >= MAX_SEARCH_USAGE_ENTRIES) {
      this.shops.clear();
      this.entries = 0;
    }
  }
}

/** Usage of a restaurant without orders or holds in the range (shared: never added to). */
const EMPTY = new UsageIndex();

/** Count rows split into one index per location. */
function byLocation(rows: readonly UsageCount[]): Map<number, UsageIndex> {
  const cells = new Map<number, UsageIndex>();
  for (const row of rows) {
    if (row.locationId === null) continue;
    let index = cells.get(row.locationId);
    if (!index) cells.set(row.locationId, (index = new UsageIndex()));
    index.add(row.locationId, row.date, row.slotId, row.count);
  }
  return cells;
}
