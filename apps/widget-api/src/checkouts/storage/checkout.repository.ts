import type { DataSource, EntityManager } from 'typeorm';
import { CheckoutEntity } from './checkout.entity';

/** A checkout to store (timestamps are set by the database). */
export type NewCheckout = Omit<CheckoutEntity, 'shop' | 'createdAt' | 'updatedAt'>;

/**
 * Stores and finds widget checkouts. A checkout is written only inside the transaction
 * that holds its place (`CapacityRepository.reserve`'s `respond`), through that
 * transaction's manager: the hold and the checkout commit together or not at all.
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
}
