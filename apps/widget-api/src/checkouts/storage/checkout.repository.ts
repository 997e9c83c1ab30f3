import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { exclusiveOnSqlite } from '@fulfil/database';
import { CheckoutEntity, type CheckoutFailureCode } from './checkout.entity';

/** Outbox columns a new checkout may leave to their defaults. */
type OutboxColumns =
  'platformState' | 'draftOrderId' | 'checkoutUrl' | 'attempts' | 'nextAttemptAt' | 'leaseUntil' | 'lastError' | 'failureCode' | 'createSentAt';

/** A checkout to store (timestamps are set by the database; platform columns default to a `test` checkout). */
export type NewCheckout = Omit<CheckoutEntity, 'shop' | 'createdAt' | 'updatedAt' | OutboxColumns> & Partial<Pick<CheckoutEntity, OutboxColumns>>;

/**
 * Stores and finds widget checkouts. A checkout is written only inside the transaction
 * that holds its place (`CapacityRepository.hold`'s `respond`), through that
 * transaction's manager: the hold and the checkout commit together or not at all.
 *
 * Checkouts whose draft order is still to be created (`platform_state = 'pending'`) are an
 * outbox (docs/draft-orders.md), claimed like the website's enquiries: one conditional
 * `UPDATE ... SET lease_until = now + lease WHERE <claimable>` per row, won by whoever's
 * statement changed it, so two requests or two instances never work on one checkout at
 * once. Writes outside a transaction go through SQLite's queue (`exclusiveOnSqlite`).
 */
export class CheckoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One checkout of a shop by its public id, or null (also for another shop's checkout). */
  findById(shopId: number, id: string): Promise<CheckoutEntity | null> {
    return this.dataSource.getRepository(CheckoutEntity).findOne({ where: { shopId, id } });
  }

  /**
   * Inserts a checkout in the caller's transaction (one statement, no transaction of its
   * own: on SQLite the caller's `BEGIN IMMEDIATE` is already open on the shared connection).
   * @throws the database's error (e.g. a duplicate id), which rolls the caller's transaction back
   */
  async insert(manager: EntityManager, row: NewCheckout): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(CheckoutEntity)
      .values(row as never)
      .updateEntity(false)
      .execute();
  }

  /**
   * Claims a `pending` checkout for one draft-order attempt if nobody holds it (or the
   * holder's lease lapsed), counting the attempt. With `dueOnly`, only when
   * `next_attempt_at` has come.
   * @returns the claimed row, or null when it is not pending or someone else holds it
   */
  async claim(id: string, options: { now: Date; leaseMs: number; dueOnly?: boolean }): Promise<CheckoutEntity | null> {
    const until = new Date(options.now.getTime() + options.leaseMs);
    const query = this.dataSource
      .getRepository(CheckoutEntity)
      .createQueryBuilder()
      .update()
      .set({ leaseUntil: until, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere("platform_state = 'pending'")
      .andWhere(new Brackets((b) => b.where('lease_until IS NULL').orWhere('lease_until <= :now', { now: options.now })));
    if (options.dueOnly) query.andWhere('next_attempt_at IS NOT NULL AND next_attempt_at <= :now', { now: options.now });
    const result = await exclusiveOnSqlite(this.dataSource, () => query.execute());
    if ((result.affected ?? 0) !== 1) return null;
    return this.dataSource.getRepository(CheckoutEntity).findOne({ where: { id } });
  }

  /** Ids of up to `limit` pending checkouts due at `now` and not held, oldest due first. */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(CheckoutEntity)
      .createQueryBuilder('c')
      .select(['c.id'])
      .where("c.platform_state = 'pending'")
      .andWhere('c.next_attempt_at IS NOT NULL AND c.next_attempt_at <= :now', { now })
      .andWhere(new Brackets((b) => b.where('c.lease_until IS NULL').orWhere('c.lease_until <= :now', { now })))
      .orderBy('c.next_attempt_at', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((r) => r.id);
  }

  /**
   * Writes the idempotency record of the draft order's create (`create_sent_at`), by the
   * holder of the checkout's claim, just before a `draftOrderCreate` is sent
   * (docs/draft-orders.md, "Idempotency record"). Resolves once stored.
   */
  async markCreateSent(id: string, at: Date): Promise<void> {
    await this.update(id, { createSentAt: at });
  }

  /** Records the created draft order and releases the claim. */
  async markCreated(id: string, draft: { draftOrderId: string; checkoutUrl: string }): Promise<void> {
    await this.update(id, {
      platformState: 'created',
      draftOrderId: draft.draftOrderId,
      checkoutUrl: draft.checkoutUrl,
      nextAttemptAt: null,
      leaseUntil: null,
      lastError: null,
    });
  }

  /** Records a failed attempt that may succeed later: pending until `nextAttemptAt`, claim released. */
  async markRetry(id: string, failure: { error: string; nextAttemptAt: Date }): Promise<void> {
    await this.update(id, { nextAttemptAt: failure.nextAttemptAt, leaseUntil: null, lastError: failure.error.slice(0, 300) });
  }

  /** Marks the checkout failed for good (its hold is released by the caller). */
  async markFailed(id: string, failure: { code: CheckoutFailureCode; error: string }): Promise<void> {
    await this.update(id, {
      platformState: 'failed',
      failureCode: failure.code,
      nextAttemptAt: null,
      leaseUntil: null,
      lastError: failure.error.slice(0, 300),
    });
  }

  private async update(id: string, values: Partial<CheckoutEntity>): Promise<void> {
    await exclusiveOnSqlite(this.dataSource, () => this.dataSource.getRepository(CheckoutEntity).update({ id }, values as never));
  }
}
