import type { DataSource, EntityManager } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { OrderEntity, HoldEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '@fulfil/store-settings';

/**
 * Capacity used in one cell: active orders plus live reservations holding `slotId` at
 * `locationId` on local date `date` (`YYYY-MM-DD`, 1-based month, the location's zone).
 * Same shape as `UsageCount` of `@fulfil/scheduling` (`UsageIndex.fromCounts` takes it).
 * `slotId` null = date-only holds; `locationId` null = shipping.
 */
export interface UsageCount {
  locationId: number | null;
  date: string;
  slotId: number | null;
  count: number;
}

/** Where {@link countUsage} counts: one shop and method, some locations, a range of local dates. */
export interface UsageScope {
  shopId: number;
  method: CheckoutMethod;
  /**
   * One location id, several (an empty list counts nothing), or null for the shop-wide
   * holds of shipping (`location_id IS NULL`).
   */
  locations: number | readonly number[] | null;
  /** First local date, inclusive (`YYYY-MM-DD`). */
  from: string;
  /** Last local date, inclusive. */
  to: string;
}

/** Table names and the `expires_at` column of a DataSource, read once. */
interface CountTables {
  orders: string;
  reservations: string;
  expiresAt: ColumnMetadata;
}

const tablesOf = new WeakMap<DataSource, CountTables>();

function countTables(dataSource: DataSource): CountTables {
  let tables = tablesOf.get(dataSource);
  if (!tables) {
    const reservations = dataSource.getMetadata(HoldEntity);
    tables = {
      orders: dataSource.getMetadata(OrderEntity).tableName,
      reservations: reservations.tableName,
      expiresAt: reservations.findColumnWithPropertyName('expiresAt') as ColumnMetadata,
    };
    tablesOf.set(dataSource, tables);
  }
  return tables;
}

/** One cell of {@link countUsageByKind}: what {@link countUsage} sums, kept apart. */
export interface UsageCells {
  locationId: number | null;
  date: string;
  slotId: number | null;
  /** Active orders in the cell. */
  orders: number;
  /** Places held by live reservations (their summed `quantity`). */
  reservations: number;
}

/**
 * THE count of capacity in use (docs/scheduling-rules.md §6), the one definition every
 * calendar, slot list and reservation reads: per (location, local date, slot) in
 * `scope`, active orders count 1 each (cancelled and deleted ones nothing) and held
 * reservations their `quantity` while `expires_at > now` (a hold lapses AT its
 * `expires_at`; released and converted ones count nothing: a converted reservation's
 * order counts instead). Cells without holds are omitted; rows come sorted by date,
 * location and slot. `count` is `orders + reservations` of {@link countUsageByKind}.
 *
 * @param now the instant deciding which reservations are still live (UTC instant)
 */
export async function countUsage(manager: EntityManager, scope: UsageScope, now: Date): Promise<UsageCount[]> {
  return (await countUsageByKind(manager, scope, now)).map(({ locationId, date, slotId, orders, reservations }) => ({
    locationId,
    date,
    slotId,
    count: orders + reservations,
  }));
}

/**
 * {@link countUsage} with its two parts apart, for the merchant's capacity view: per cell
 * the active orders and the places live reservations hold (same rules, same query).
 *
 * One round trip of hand-written SQL (both drivers take `?` parameters): a calendar runs
 * it on every request and TypeORM's query builder costs more than the indexed query.
 * Runs on `manager`, so inside a transaction (reservations count under their lock) it
 * reads what that transaction sees.
 *
 * @param now the instant deciding which reservations are still live (UTC instant)
 */
export async function countUsageByKind(manager: EntityManager, scope: UsageScope, now: Date): Promise<UsageCells[]> {
  const { locations } = scope;
  if (Array.isArray(locations) && locations.length === 0) return [];
  const { orders, reservations, expiresAt } = countTables(manager.connection);
  const ids: readonly number[] = locations === null ? [] : typeof locations === 'number' ? [locations] : (locations as readonly number[]);
  const where = (a: string) =>
    `${a}.shop_id = ? AND ${a}.method = ? AND ${locations === null ? `${a}.location_id IS NULL` : `${a}.location_id IN (${ids.map(() => '?').join(', ')})`} AND ${a}.date >= ? AND ${a}.date <= ?`;
  const sql = `SELECT u.location_id AS location_id, u.date AS date, u.slot_id AS slot_id, SUM(u.o) AS o, SUM(u.r) AS r FROM (
      SELECT o.location_id AS location_id, o.date AS date, o.slot_id AS slot_id, COUNT(*) AS o, 0 AS r FROM ${orders} o
       WHERE ${where('o')} AND o.status = 'active'
       GROUP BY o.location_id, o.date, o.slot_id
      UNION ALL
      SELECT r.location_id AS location_id, r.date AS date, r.slot_id AS slot_id, 0 AS o, SUM(r.quantity) AS r FROM ${reservations} r
       WHERE ${where('r')} AND r.status = 'held' AND r.expires_at > ?
       GROUP BY r.location_id, r.date, r.slot_id
    ) u GROUP BY u.location_id, u.date, u.slot_id`;
  // The instant as the driver stores `expires_at` (a UTC string on SQLite, a Date for mysql2).
  const until = manager.connection.driver.preparePersistentValue(now, expiresAt);
  const params = [scope.shopId, scope.method, ...ids, scope.from, scope.to];
  const rows: { location_id: number | string | null; date: string; slot_id: number | string | null; o: number | string; r: number | string }[] =
    await manager.query(sql, [...params, ...params, until]);
  return rows
    .map((row) => ({
      locationId: row.location_id === null ? null : Number(row.location_id),
      date: row.date,
      slotId: row.slot_id === null ? null : Number(row.slot_id),
      orders: Number(row.o),
      reservations: Number(row.r),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.locationId ?? 0) - (b.locationId ?? 0) || (a.slotId ?? 0) - (b.slotId ?? 0));
}

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

/**
 * Whether counts read at `read` may serve a call at `now`: younger than `maxAgeMs` on the
 * monotonic clock and on the callers' instants, and not read at a later instant than
 * `now` (a caller whose "now" moved on, past a hold's expiry, or back, reads again).
 * The one reuse rule of {@link UsageCounter} and widget-api's search counts.
 *
 * @param read when the counts were read: `readAt` on the monotonic clock (ms), `readNow` the caller's instant (epoch ms)
 * @param now the same two clocks for the call asking
 */
export function countsStillFresh(read: { readAt: number; readNow: number }, now: { readAt: number; readNow: number }, maxAgeMs: number): boolean {
  return now.readAt - read.readAt < maxAgeMs && now.readNow >= read.readNow && now.readNow - read.readNow < maxAgeMs;
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
 * {@link countUsage} for calendars and slot lists, optionally cached: capacity used at
 * some locations (or, with `locations` null, by the shop's shipping) per date and slot.
 *
 * With `maxAgeMs` the counts serve calendars for that long (concurrent calls share one
 * query), as the fulfilment API README decides ("Calendar capacity"): what a calendar shows
 * is advisory, since a shopper can always lose the race between viewing and booking; what
 * is exact is reserving (CapacityRepository counts with {@link countUsage} inside its
 * lock and never uses this cache).
 */
export class UsageCounter {
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
  }

  /**
   * Used places per location, date and slot in `[from, to]` (local `YYYY-MM-DD` dates,
   * inclusive) as {@link UsageCount} rows; see {@link countUsage}.
   *
   * @param locations one location id, several, or null for shipping (`location_id IS NULL`)
   * @param now the instant deciding which reservations are still live
   */
  async counts(
    shopId: number,
    method: CheckoutMethod,
    locations: number | readonly number[] | null,
    from: string,
    to: string,
    now: Date,
  ): Promise<UsageCount[]> {
    const scope: UsageScope = { shopId, method, locations, from, to };
    if (this.maxAgeMs <= 0) return countUsage(this.dataSource.manager, scope, now);
    const key = `${method}|${locations === null ? 'null' : String(locations)}|${from}|${to}`;
    const readAt = this.clock();
    const readNow = now.getTime();
    const hit = this.cache.get(shopId)?.get(key);
    if (hit && countsStillFresh(hit, { readAt, readNow }, this.maxAgeMs)) return hit.rows;
    // The pending read is cached at once: concurrent calls share it, and invalidate() drops it.
    const rows = countUsage(this.dataSource.manager, scope, now);
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
}
