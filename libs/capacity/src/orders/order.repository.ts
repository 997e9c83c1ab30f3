import { DataSource, EntityManager } from 'typeorm';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { OrderEntity, OrderStatus, HoldEntity } from '../entities/capacity.entity';

/** An order as a webhook reports it. */
export interface OrderInput {
  external_order_id: string;
  method: CheckoutMethod;
  location_id: number | null;
  /** Local fulfilment date `YYYY-MM-DD`. */
  date: string;
  slot_id: number | null;
  status: OrderStatus;
  /** The platform's `updated_at`; a webhook older than the stored one is ignored. */
  updated_at?: Date | null;
}

/**
 * Orders by their platform id and the clean-up of lapsed reservations. Counting what
 * orders and reservations hold is `countUsage` / `UsageCounter` (`src/fulfilment`);
 * holding capacity race-free ("reserve only if a place is left") is `CapacityRepository`
 * in `src/capacity`; all work on the same `orders` and `reservations` tables.
 */
export class OrderRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates or updates an order by its external id (idempotent for webhook retries).
   * A webhook whose `updated_at` is older than the stored one changes nothing.
   *
   * @returns the order's id and whether anything changed
   */
  async upsertOrder(shopId: number, input: OrderInput, em: EntityManager = this.dataSource.manager): Promise<{ id: number; changed: boolean }> {
    const repo = em.getRepository(OrderEntity);
    const existing = await repo.findOne({ where: { shopId, externalOrderId: input.external_order_id } });
    const fields = {
      method: input.method,
      locationId: input.location_id,
      date: input.date,
      slotId: input.slot_id,
      status: input.status,
      orderUpdatedAt: input.updated_at ?? null,
    };
    if (!existing) {
      const saved = await repo.save(repo.create({ shopId, externalOrderId: input.external_order_id, ...fields }));
      return { id: saved.id, changed: true };
    }
    if (existing.orderUpdatedAt && input.updated_at && input.updated_at.getTime() < existing.orderUpdatedAt.getTime())
      return { id: existing.id, changed: false };
    const same =
      existing.method === fields.method &&
      existing.locationId === fields.locationId &&
      existing.date === fields.date &&
      existing.slotId === fields.slotId &&
      existing.status === fields.status;
    if (same) return { id: existing.id, changed: false };
    await repo.update({ id: existing.id }, fields);
    return { id: existing.id, changed: true };
  }

  /**
   * The active orders of a location (any method) on local date `from` (`YYYY-MM-DD`, the
   * location's zone) or later: how many, and the first of their dates (null when none).
   * What keeps the admin API from deleting a location shoppers still come to.
   */
  async activeFrom(
    shopId: number,
    locationId: number,
    from: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<{ orders: number; first_date: string | null }> {
    const row: { n: string | number; first: string | null } | undefined = await em
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('COUNT(*)', 'n')
      .addSelect('MIN(o.date)', 'first')
      .where('o.shop_id = :shopId AND o.location_id = :locationId AND o.status = :status AND o.date >= :from', { shopId, locationId, status: 'active', from })
      .getRawOne();
    const orders = Number(row?.n ?? 0);
    return { orders, first_date: orders > 0 ? (row?.first ?? null) : null };
  }

  /** Deletes reservations whose hold ended before `before` (`expires_at < before`: they count no more); returns how many. */
  async purgeReservations(before: Date, em: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await em.getRepository(HoldEntity).createQueryBuilder().delete().where('expires_at < :before', { before }).execute();
    return result.affected ?? 0;
  }
}
