import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { OrderEntity, ReservationEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '../model/vocabulary';
import type { UsageCount } from '../repositories/order.repository';

/** Options of {@link UsageCounter}. */
export interface UsageCounterOptions {
  /**
   * How long, in milliseconds, counts read for one (shop, method, location, date range) are
   * reused by later calls of this instance (default 0: every call queries), measured on
   * the monotonic clock and on the callers' `now` alike (a reservation that lapses by `now`
   * is not served from older counts). Bounds how late
   * a calendar shows a write made elsewhere (another instance, the widget API); writes of
   * this process that call {@link UsageCounter.invalidate} show at once.
   */
  maxAgeMs?: number;
  /** Milliseconds of a monotonic clock, injectable for tests (default `performance.now`). */
  clock?: () => number;
}

/** Bound on cached count sets; reaching it empties the cache. */
const MAX_CACHED = 10_000;

interface CachedCounts {
  /** When the counts were read, on the monotonic clock and as the caller's `now` (ms). */
  readAt: number;
  readNow: number;
  rows: Promise<UsageCount[]>;
}

/**
 * Capacity used at one location (or, with `locationId` null, by the shop's shipping) per
 * date and slot, read in ONE round trip: active orders count 1 each, held reservations
 * their `quantity` while `expires_at > now` (the same rule as `OrderRepository.usageCounts`
 * and `CapacityRepository.used`). Hand-written SQL, because a calendar request runs it on
 * every call and TypeORM's query builder costs more than the indexed query itself.
 *
 * With `maxAgeMs` the counts serve calendars for that long (concurrent calls share one
 * query), as the fulfilment API README decides ("Calendar capacity"): what a calendar shows
 * is advisory, since a shopper can always lose the race between viewing and booking; what
 * is exact is reserving (CapacityRepository counts inside its lock and never uses this).
 */
export class UsageCounter {
  private readonly sql: { located: string; shopWide: string };
  private readonly expiresAt: ColumnMetadata;
  private readonly maxAgeMs: number;
  private readonly clock: () => number;
  /** Count sets per shop, by `method|location|from|to`. */
  private readonly cache = new Map<number, Map<string, CachedCounts>>();
  private cached = 0;

  constructor(
    private readonly dataSource: DataSource,
    options: UsageCounterOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 0;
    this.clock = options.clock ?? (() => performance.now());
    const orders = dataSource.getMetadata(OrderEntity).tableName;
    const reservations = dataSource.getMetadata(ReservationEntity).tableName;
    this.expiresAt = dataSource.getMetadata(ReservationEntity).findColumnWithPropertyName('expiresAt') as ColumnMetadata;
    // Positional parameters (both drivers take `?`), in this order: shop, method, [location,]
    // from, to for orders, then the same plus now for reservations.
    const query = (location: (alias: string) => string) => `SELECT u.date AS date, u.slot_id AS slot_id, SUM(u.n) AS n FROM (
      SELECT o.date AS date, o.slot_id AS slot_id, COUNT(*) AS n FROM ${orders} o
       WHERE o.shop_id = ? AND o.method = ? AND ${location('o')} AND o.date >= ? AND o.date <= ? AND o.status = 'active'
       GROUP BY o.date, o.slot_id
      UNION ALL
      SELECT r.date AS date, r.slot_id AS slot_id, SUM(r.quantity) AS n FROM ${reservations} r
       WHERE r.shop_id = ? AND r.method = ? AND ${location('r')} AND r.date >= ? AND r.date <= ? AND r.status = 'held' AND r.expires_at > ?
       GROUP BY r.date, r.slot_id
    ) u GROUP BY u.date, u.slot_id`;
    this.sql = { located: query((a) => `${a}.location_id = ?`), shopWide: query((a) => `${a}.location_id IS NULL`) };
  }

  /**
   * Used places per date and slot in `[from, to]` (local `YYYY-MM-DD` dates, inclusive) as
   * `UsageCount` rows (`slotId` null = date-only holds); cells without holds are omitted.
   */
  async counts(shopId: number, method: CheckoutMethod, locationId: number | null, from: string, to: string, now: Date): Promise<UsageCount[]> {
    if (this.maxAgeMs <= 0) return this.query(shopId, method, locationId, from, to, now);
    const key = `${method}|${locationId}|${from}|${to}`;
    const readAt = this.clock();
    const readNow = now.getTime();
    const hit = this.cache.get(shopId)?.get(key);
    // Fresh on both clocks: a caller whose "now" moved on (reservations lapse by it) reads again.
    if (hit && readAt - hit.readAt < this.maxAgeMs && readNow >= hit.readNow && readNow - hit.readNow < this.maxAgeMs) return hit.rows;
    // The pending read is cached at once: concurrent calls share it, and invalidate() drops it.
    const rows = this.query(shopId, method, locationId, from, to, now);
    if (this.cached >= MAX_CACHED) this.clear();
    let shop = this.cache.get(shopId);
    if (!shop) this.cache.set(shopId, (shop = new Map()));
    if (!shop.has(key)) this.cached++;
    const entry = { readAt, readNow, rows };
    shop.set(key, entry);
    rows.catch(() => {
      // A failed read is not kept: the next call queries again.
      if (this.cache.get(shopId)?.get(key) === entry) {
        this.cache.get(shopId)?.delete(key);
        this.cached--;
      }
    });
    return rows;
  }

  /**
   * Forgets the cached counts of a shop; call it after committing an order or reservation
   * change of that shop, so this instance's calendars show it at once.
   */
  invalidate(shopId: number): void {
    this.cached -= this.cache.get(shopId)?.size ?? 0;
    this.cache.delete(shopId);
  }

  private clear(): void {
    this.cache.clear();
    this.cached = 0;
  }

  private async query(shopId: number, method: CheckoutMethod, locationId: number | null, from: string, to: string, now: Date): Promise<UsageCount[]> {
    // The instant as the driver stores `expires_at` (a UTC string on SQLite, a Date for mysql2).
    const until = this.dataSource.driver.preparePersistentValue(now, this.expiresAt);
    const scope = locationId === null ? [shopId, method] : [shopId, method, locationId];
    const params = [...scope, from, to, ...scope, from, to, until];
    const rows: { date: string; slot_id: number | string | null; n: number | string }[] = await this.dataSource.query(locationId === null ? this.sql.shopWide : this.sql.located, params);
    return rows.map((row) => ({ locationId, date: row.date, slotId: row.slot_id === null ? null : Number(row.slot_id), count: Number(row.n) }));
  }
}
