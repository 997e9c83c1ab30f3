import { DataSource, EntityManager } from 'typeorm';
import { ReservationEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '../model/vocabulary';
import { exclusiveOnSqlite } from '@fulfil/database';
import { countUsage } from './usage-counter';

/** What a unit of capacity is counted against (docs/scheduling-rules.md §6). */
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

/**
 * Counts and holds capacity (orders and live reservations) so that it is never
 * oversold: of N concurrent reservations racing for the last place, exactly one wins,
 * also across app instances on one MySQL/MariaDB database (docs/scheduling-rules.md §6).
 *
 * Serialisation per target: on MySQL a named lock (`GET_LOCK`) on the target held for
 * the whole count-then-insert transaction; on SQLite the DataSource's transaction
 * queue (`exclusiveOnSqlite`: the process shares one connection) plus `BEGIN IMMEDIATE`, which takes the database's
 * write lock so another process waits (busy timeout) until the first commits.
 */
export class CapacityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Places used on one target, counted by {@link countUsage} (the one count): active
   * orders plus held, unexpired reservations of its location (null: shipping) and local
   * date, in its slot, or in every slot of the date when `slotId` is null (a daily limit).
   *
   * @param now instant deciding which reservations are still live
   * @param manager the transaction to count in (reserve() counts under its lock)
   */
  async used(target: CapacityTarget, now: Date, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const cells = await countUsage(manager, { shopId: target.shopId, method: target.method, locations: target.locationId, from: target.date, to: target.date }, now);
    return cells.reduce((sum, cell) => (target.slotId === null || cell.slotId === target.slotId ? sum + cell.count : sum), 0);
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
