import { Brackets, DataSource, EntityManager } from 'typeorm';
import { OrderEntity, ReservationEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '../model/vocabulary';
import { exclusiveOnSqlite } from '@fulfil/database';

/** What a unit of capacity is counted against (scheduling-semantics.md §6). */
export interface CapacityTarget {
  shopId: number;
  method: CheckoutMethod;
  /** Null for shipping (shop-wide daily limits). */
  locationId: number | null;
  /** Local fulfilment date `YYYY-MM-DD` (1-based month). */
  date: string;
  /** The slot; null when the merchant limits whole days. */
  slotId: number | null;
}

/** A request to hold capacity. */
export interface ReserveRequest extends CapacityTarget {
  /** Places the slot or day can hold; null = unlimited. */
  limit: number | null;
  /** Places to hold (usually 1). */
  quantity: number;
  /** The instant the hold lapses (e.g. now + 15 minutes). */
  expiresAt: Date;
  /** "Now", for deciding which holds are still live. */
  now: Date;
  /** Client's Idempotency-Key: a repeat returns the first reservation and holds nothing more. */
  idempotencyKey?: string;
}

/** Outcome of {@link CapacityRepository.reserve}. */
export type ReserveResult =
  | { ok: true; reservation: ReservationEntity; replayed: boolean }
  | { ok: false; reason: 'full'; used: number; limit: number };

/** Used places per `date|slotId` key (`slotId` empty for date-only counts). */
export type UsageMap = Map<string, number>;

/** Key of a {@link UsageMap} entry. */
export function usageKey(date: string, slotId: number | null): string {
  return `${date}|${slotId ?? ''}`;
}

/**
 * Counts and holds capacity (orders and live reservations) so that it is never
 * oversold: of N concurrent reservations racing for the last place, exactly one wins,
 * also across app instances on one MySQL/MariaDB database (scheduling-semantics.md §6).
 *
 * Serialisation per target: on MySQL a named lock (`GET_LOCK`) on the target held for
 * the whole count-then-insert transaction; on SQLite the DataSource's transaction
 * queue (`exclusiveOnSqlite`: the process shares one connection) plus `BEGIN IMMEDIATE`, which takes the database's
 * write lock so another process waits (busy timeout) until the first commits.
 */
export class CapacityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Places used on one target: active orders plus held, unexpired reservations.
   * @param now instant deciding which reservations are still live
   */
  async used(target: CapacityTarget, now: Date, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const orders = await this.scope(manager.createQueryBuilder(OrderEntity, 'o'), 'o', target).andWhere('o.status = :active', { active: 'active' }).getCount();
    const held = await this.scope(manager.createQueryBuilder(ReservationEntity, 'r'), 'r', target)
      .andWhere('r.status = :held AND r.expires_at > :now', { held: 'held', now })
      .select('COALESCE(SUM(r.quantity), 0)', 'q')
      .getRawOne<{ q: number | string }>();
    return orders + Number(held?.q ?? 0);
  }

  /**
   * Used places of a location (or, with `locationId` null, of the shop's method) for
   * every date and slot in `[fromDate, toDate]`, keyed by {@link usageKey}; the
   * date-only key (`date|`) holds the day's total.
   */
  async usage(shopId: number, method: CheckoutMethod, locationId: number | null, fromDate: string, toDate: string, now: Date): Promise<UsageMap> {
    const usage: UsageMap = new Map();
    const add = (date: string, slotId: number | null, n: number) => {
      usage.set(usageKey(date, slotId), (usage.get(usageKey(date, slotId)) ?? 0) + n);
      if (slotId !== null) usage.set(usageKey(date, null), (usage.get(usageKey(date, null)) ?? 0) + n);
    };
    const filter = <T extends { andWhere: (...a: never[]) => T }>(qb: T, alias: string): T =>
      (qb as unknown as import('typeorm').SelectQueryBuilder<object>)
        .andWhere(`${alias}.shop_id = :shopId AND ${alias}.method = :method`, { shopId, method })
        .andWhere(locationId === null ? `${alias}.location_id IS NULL` : `${alias}.location_id = :locationId`, { locationId })
        .andWhere(`${alias}.date >= :fromDate AND ${alias}.date <= :toDate`, { fromDate, toDate }) as unknown as T;
    const orders = await filter(this.dataSource.manager.createQueryBuilder(OrderEntity, 'o').where('o.status = :active', { active: 'active' }), 'o')
      .select(['o.date AS date', 'o.slot_id AS slotId', 'COUNT(*) AS n'])
      .groupBy('o.date')
      .addGroupBy('o.slot_id')
      .getRawMany<{ date: string; slotId: number | null; n: number | string }>();
    const holds = await filter(this.dataSource.manager.createQueryBuilder(ReservationEntity, 'r').where('r.status = :held AND r.expires_at > :now', { held: 'held', now }), 'r')
      .select(['r.date AS date', 'r.slot_id AS slotId', 'SUM(r.quantity) AS n'])
      .groupBy('r.date')
      .addGroupBy('r.slot_id')
      .getRawMany<{ date: string; slotId: number | null; n: number | string }>();
    for (const row of [...orders, ...holds]) add(row.date, row.slotId === null ? null : Number(row.slotId), Number(row.n));
    return usage;
  }

  /**
   * Holds `quantity` places on a target if it has room: counts and inserts in one
   * serialised transaction. A repeated `idempotencyKey` returns the reservation it
   * made the first time (`replayed: true`) without holding more.
   */
  async reserve(request: ReserveRequest): Promise<ReserveResult> {
    return this.serialised(request, async (manager) => {
      if (request.idempotencyKey) {
        const existing = await manager.findOne(ReservationEntity, { where: { shopId: request.shopId, idempotencyKey: request.idempotencyKey } });
        if (existing) return { ok: true, reservation: existing, replayed: true };
      }
      if (request.limit !== null) {
        const used = await this.used(request, request.now, manager);
        if (used + request.quantity > request.limit) return { ok: false, reason: 'full', used, limit: request.limit };
      }
      const reservation = manager.create(ReservationEntity, {
        shopId: request.shopId,
        method: request.method,
        locationId: request.locationId,
        date: request.date,
        slotId: request.slotId,
        quantity: request.quantity,
        expiresAt: request.expiresAt,
        status: 'held',
        idempotencyKey: request.idempotencyKey ?? null,
      });
      // The surrounding transaction is ours (BEGIN IMMEDIATE on SQLite): no nested one.
      return { ok: true, reservation: await manager.save(reservation, { transaction: false }), replayed: false };
    });
  }

  /** Gives a held reservation up (its places are free at once). */
  async release(shopId: number, reservationId: number): Promise<void> {
    await this.dataSource.manager.update(ReservationEntity, { id: reservationId, shopId, status: 'held' }, { status: 'released' });
  }

  private scope<T extends import('typeorm').SelectQueryBuilder<object>>(qb: T, alias: string, t: CapacityTarget): T {
    qb.where(`${alias}.shop_id = :shopId AND ${alias}.method = :method AND ${alias}.date = :date`, { shopId: t.shopId, method: t.method, date: t.date });
    qb.andWhere(t.locationId === null ? `${alias}.location_id IS NULL` : `${alias}.location_id = :locationId`, { locationId: t.locationId });
    qb.andWhere(
      new Brackets((b) => {
        if (t.slotId === null) b.where('1 = 1');
        else b.where(`${alias}.slot_id = :slotId`, { slotId: t.slotId });
      }),
    );
    return qb;
  }

  private async serialised<T>(target: CapacityTarget, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const key = `cap:${target.shopId}:${target.method}:${target.locationId ?? '-'}:${target.date}:${target.slotId ?? '-'}`;
    if (this.dataSource.options.type === 'mysql') {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        const [{ locked }] = await runner.query('SELECT GET_LOCK(?, 10) AS locked', [key]);
        if (Number(locked) !== 1) throw new Error(`capacity lock ${key} not acquired within 10 s`);
        try {
          await runner.startTransaction('READ COMMITTED');
          try {
            const result = await work(runner.manager);
            await runner.commitTransaction();
            return result;
          } catch (err) {
            await runner.rollbackTransaction();
            throw err;
          }
        } finally {
          await runner.query('SELECT RELEASE_LOCK(?)', [key]);
        }
      } finally {
        await runner.release();
      }
    }
    // One connection serves the whole process: wait for this database's transaction
    // queue (shared with every other writer), then take SQLite's write lock so other
    // processes wait for this transaction to commit.
    return exclusiveOnSqlite(this.dataSource, async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.query('BEGIN IMMEDIATE');
      try {
        const result = await work(runner.manager);
        await runner.query('COMMIT');
        return result;
      } catch (err) {
        await runner.query('ROLLBACK');
        throw err;
      } finally {
        await runner.release();
      }
    });
  }
}
