import type { DataSource } from 'typeorm';
import { isUniqueViolation, exclusiveOnSqlite } from '@fulfil/database';
import { CheckoutEntity } from './checkout.entity';

/** A checkout to store (timestamps are set by the database). */
export type NewCheckout = Omit<CheckoutEntity, 'shop' | 'createdAt' | 'updatedAt'>;

/** Outcome of {@link CheckoutRepository.insert}. */
export type InsertCheckoutResult = { inserted: true; checkout: CheckoutEntity } | { inserted: false; existing: CheckoutEntity };

/**
 * Stores and finds widget checkouts. A write is one statement (no transaction of its
 * own), queued with `exclusiveOnSqlite`: on SQLite, TypeORM shares one connection per
 * process, and a statement issued while a reservation's `BEGIN IMMEDIATE` is open
 * would become part of that transaction.
 */
export class CheckoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The checkout a shop created under this Idempotency-Key, or null. */
  findByIdempotencyKey(shopId: number, idempotencyKey: string): Promise<CheckoutEntity | null> {
    return this.dataSource.getRepository(CheckoutEntity).findOne({ where: { shopId, idempotencyKey } });
  }

  /** One checkout of a shop by its public id, or null (also for another shop's checkout). */
  findById(shopId: number, id: string): Promise<CheckoutEntity | null> {
    return this.dataSource.getRepository(CheckoutEntity).findOne({ where: { shopId, id } });
  }

  /**
   * Inserts a checkout. When another checkout of the shop already holds the same
   * Idempotency-Key (a concurrent retry won), nothing is written and that one is
   * returned as `existing`.
   */
  async insert(row: NewCheckout): Promise<InsertCheckoutResult> {
    try {
      await exclusiveOnSqlite(this.dataSource, () => this.dataSource.createQueryBuilder().insert().into(CheckoutEntity).values(row as never).updateEntity(false).execute());
    } catch (err) {
      if (row.idempotencyKey !== null && isUniqueViolation(err)) {
        const existing = await this.findByIdempotencyKey(row.shopId, row.idempotencyKey);
        if (existing) return { inserted: false, existing };
      }
      throw err;
    }
    const checkout = await this.findById(row.shopId, row.id);
    if (!checkout) throw new Error(`checkout ${row.id} vanished right after its insert`);
    return { inserted: true, checkout };
  }
}
