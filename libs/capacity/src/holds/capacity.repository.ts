import { DataSource, EntityManager } from 'typeorm';
import { HoldEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { databaseLockName, exclusiveOnSqlite } from '@fulfil/database';
import { IdempotencyClaim, IdempotencyKeyInUseError, IdempotencyKeyStore, idempotencyLockName, StoredResponse } from '../idempotency/idempotency-keys';
import { countUsage } from '../usage/usage-counter';

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
export interface CapacityHoldRequest extends CapacityTarget {
  /** Places the slot or day can hold; null = unlimited. */
  limit: number | null;
  /** Places to hold (usually 1). */
  quantity: number;
  /** The instant the hold lapses (e.g. now + 15 minutes). */
  expiresAt: Date;
  /** "Now", for deciding which holds are still live. */
  now: Date;
  /**
   * The request's Idempotency-Key in its scope (shop and API) with the request's hash
   * (docs/api-decisions.md, "Idempotency keys"): claimed first in the hold's transaction,
   * before the slot's lock. A key stored before answers with its stored response
   * (`replayed`) and holds nothing; a key stored with another request throws 422
   * IDEMPOTENCY_KEY_REUSED. Needs {@link CapacityHoldOptions.respond}.
   */
  idempotency?: IdempotencyClaim;
}

/** Options of {@link CapacityRepository.hold}; `B` is the response body. */
export interface CapacityHoldOptions<B> {
  /**
   * Runs inside the hold's own transaction once the reservation is inserted: writes
   * whatever belongs with the hold (widget-api's checkout row) through `manager` and
   * returns the response, which is stored with the Idempotency-Key. The hold, these
   * writes and the key commit together or not at all; throwing rolls all back.
   */
  respond?: (manager: EntityManager, reservation: HoldEntity) => Promise<StoredResponse<B>>;
}

/** Outcome of {@link CapacityRepository.hold}. */
export type CapacityHoldResult<B = unknown> =
  /** Held now; `response` is what `respond` returned (null without it). */
  | { ok: true; replayed: false; reservation: HoldEntity; response: StoredResponse<B> | null }
  /** The Idempotency-Key was used before with the same request: its stored response, nothing held. */
  | { ok: true; replayed: true; response: StoredResponse<B> }
  /** No room: `used` of `limit` places are taken; nothing held or stored. */
  | { ok: false; reason: 'full'; used: number; limit: number };

/** What a serialised transaction returns, and whether it commits (false: roll back). */
interface Outcome<T> {
  value: T;
  commit: boolean;
}

/** The Idempotency-Key step of a serialised transaction: its named lock (MySQL/MariaDB) and its claim. */
interface KeyStep<T> {
  /** `GET_LOCK` name serialising the requests of one key ({@link idempotencyLockName}). */
  lockName: string;
  /** Claims the key; an outcome (a replay) ends the transaction without holding anything. */
  claim: (manager: EntityManager) => Promise<Outcome<T> | null>;
}

/**
 * Counts and holds capacity (orders and live reservations) so that it is never
 * oversold: of N concurrent reservations racing for the last place, exactly one wins,
 * also across app instances on one MySQL/MariaDB database (docs/scheduling-rules.md §6).
 *
 * Serialisation per target: on MySQL a named lock (`GET_LOCK`) on the target held for
 * the whole count-then-insert transaction; on SQLite the DataSource's transaction
 * queue (`exclusiveOnSqlite`: the process shares one connection) plus `BEGIN IMMEDIATE`, which takes the database's
 * write lock so another process waits (busy timeout) until the first commits.
 *
 * Idempotency-Keys (docs/api-decisions.md, "Idempotency keys") are claimed first, before
 * the target's lock: on MySQL under a named lock of the key (`GET_LOCK`, at most 10 s,
 * else 409 IDEMPOTENCY_KEY_IN_USE), then by the insert-or-return of
 * {@link IdempotencyKeyStore.claim} in the hold's transaction. Requests sharing a key
 * therefore wait on the key, not on their (possibly different) slots, and exactly one of
 * them holds a place; the others get its stored response or 422.
 */
export class CapacityRepository {
  /**
   * @param dataSource the store's database
   * @param keys the Idempotency-Key store (one per DataSource by default)
   * @param options.keyWaitSeconds how long a request waits for another request with its
   *   Idempotency-Key to finish before 409 IDEMPOTENCY_KEY_IN_USE (MySQL/MariaDB; 10 s)
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: IdempotencyKeyStore = new IdempotencyKeyStore(dataSource),
    private readonly options: { keyWaitSeconds?: number } = {},
  ) {}

  /**
   * Places used on one target, counted by {@link countUsage} (the one count): active
   * orders plus held, unexpired reservations of its location (null: shipping) and local
   * date, in its slot, or in every slot of the date when `slotId` is null (a daily limit).
   *
   * @param now instant deciding which reservations are still live
   * @param manager the transaction to count in (hold() counts under its lock)
   */
  async used(target: CapacityTarget, now: Date, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const cells = await countUsage(
      manager,
      { shopId: target.shopId, method: target.method, locations: target.locationId, from: target.date, to: target.date },
      now,
    );
    return cells.reduce((sum, cell) => (target.slotId === null || cell.slotId === target.slotId ? sum + cell.count : sum), 0);
  }

  /**
   * Holds `quantity` places on a target if it has room: claims the Idempotency-Key (if
   * any), counts, inserts the reservation and runs `respond` in one serialised
   * transaction, which commits only when the place was held (a full slot, a replay or an
   * error roll it back, key claim included).
   *
   * @throws IdempotencyKeyReusedError (422) when the key was used with another request
   * @throws IdempotencyKeyInUseError (409) when another request with the key held it for more than `keyWaitSeconds` (10 s; MySQL)
   * @throws Error when `idempotency` is given without `respond`, or the target's lock is not had within 10 s (MySQL)
   */
  async hold<B = unknown>(request: CapacityHoldRequest, options: CapacityHoldOptions<B> = {}): Promise<CapacityHoldResult<B>> {
    const claim = request.idempotency;
    const respond = options.respond;
    if (claim && !respond) throw new Error('an Idempotency-Key needs respond(): the response is stored with it');
    const keyStep: KeyStep<CapacityHoldResult<B>> | null = claim
      ? {
          lockName: idempotencyLockName(claim),
          claim: async (manager) => {
            const claimed = await this.keys.claim(manager, claim);
            return claimed.claimed ? null : { value: { ok: true, replayed: true, response: claimed.response as StoredResponse<B> }, commit: false };
          },
        }
      : null;
    return this.serialised<CapacityHoldResult<B>>(request, keyStep, async (manager) => {
      if (request.limit !== null) {
        const used = await this.used(request, request.now, manager);
        if (used + request.quantity > request.limit) return { value: { ok: false, reason: 'full', used, limit: request.limit }, commit: false };
      }
      const reservation = manager.create(HoldEntity, {
        shopId: request.shopId,
        method: request.method,
        locationId: request.locationId,
        date: request.date,
        slotId: request.slotId,
        quantity: request.quantity,
        expiresAt: request.expiresAt,
        status: 'held',
      });
      // The surrounding transaction is ours (BEGIN IMMEDIATE on SQLite): no nested one.
      const saved = await manager.save(reservation, { transaction: false });
      const response = respond ? await respond(manager, saved) : null;
      if (claim && response) await this.keys.complete(manager, claim, response, saved.id);
      return { value: { ok: true, replayed: false, reservation: saved, response }, commit: true };
    });
  }

  /** Gives a held reservation up (its places are free at once). */
  async release(shopId: number, reservationId: number): Promise<void> {
    // Through SQLite's queue, so the statement never lands inside another request's open transaction.
    await exclusiveOnSqlite(this.dataSource, () =>
      this.dataSource.manager.update(HoldEntity, { id: reservationId, shopId, status: 'held' }, { status: 'released' }),
    );
  }

  /**
   * Runs the key's claim (if any) and then, under the target's lock, `work`, in one
   * transaction that commits when the outcome says so and rolls back otherwise (or when
   * either throws). A claim returning an outcome ends the transaction there.
   */
  private async serialised<T>(target: CapacityTarget, key: KeyStep<T> | null, work: (manager: EntityManager) => Promise<Outcome<T>>): Promise<T> {
    const targetLock = `cap:${target.shopId}:${target.method}:${target.locationId ?? '-'}:${target.date}:${target.slotId ?? '-'}`;
    if (this.dataSource.options.type === 'mysql') return this.onMysql(targetLock, key, work);
    // One connection serves the whole process: wait for this database's transaction
    // queue (shared with every other writer), then take SQLite's write lock so other
    // processes wait for this transaction to commit. One writer at a time also
    // serialises the requests of one key.
    return exclusiveOnSqlite(this.dataSource, async () => {
      const runner = this.dataSource.createQueryRunner();
      await runner.query('BEGIN IMMEDIATE');
      try {
        const outcome = (key ? await key.claim(runner.manager) : null) ?? (await work(runner.manager));
        await runner.query(outcome.commit ? 'COMMIT' : 'ROLLBACK');
        return outcome.value;
      } catch (err) {
        await runner.query('ROLLBACK');
        throw err;
      } finally {
        await runner.release();
      }
    });
  }

  /**
   * MySQL/MariaDB: the key's named lock (a request with the same key waits up to
   * `keyWaitSeconds`, then 409 IDEMPOTENCY_KEY_IN_USE), the transaction with the key's claim, then the
   * target's named lock for `work`. The named locks go after the commit or rollback, and
   * with the connection should the process die. Lock order is always key, then target,
   * and a target's holder waits for no key: no deadlock.
   */
  private async onMysql<T>(targetLock: string, key: KeyStep<T> | null, work: (manager: EntityManager) => Promise<Outcome<T>>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const held: string[] = [];
    const lock = async (name: string, seconds: number, timedOut: () => Error) => {
      // Scoped to this database: named locks are server-wide (databaseLockName).
      const scoped = databaseLockName(this.dataSource, name);
      const [{ locked }] = await runner.query('SELECT GET_LOCK(?, ?) AS locked', [scoped, seconds]);
      if (Number(locked) !== 1) throw timedOut();
      held.push(scoped);
    };
    try {
      if (key) await lock(key.lockName, this.options.keyWaitSeconds ?? 10, () => new IdempotencyKeyInUseError());
      await runner.startTransaction('READ COMMITTED');
      try {
        let outcome = key ? await key.claim(runner.manager) : null;
        if (!outcome) {
          await lock(targetLock, 10, () => new Error(`capacity lock ${targetLock} not acquired within 10 s`));
          outcome = await work(runner.manager);
        }
        if (outcome.commit) await runner.commitTransaction();
        else await runner.rollbackTransaction();
        return outcome.value;
      } catch (err) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw err;
      }
    } finally {
      try {
        for (const name of held.reverse()) await runner.query('SELECT RELEASE_LOCK(?)', [name]);
      } finally {
        await runner.release();
      }
    }
  }
}
