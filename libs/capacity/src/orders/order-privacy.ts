import { DataSource, In } from 'typeorm';
import { inTransaction } from '@fulfil/database';
import { HoldEntity, OrderEntity, type OrderStatus } from '../entities/capacity.entity';
import { IdempotencyKeyEntity } from '../entities/idempotency-key.entity';

/** An order as `customers/data_request` reports it: everything the ledger keeps about it. */
export interface HeldOrder {
  external_order_id: string;
  method: string;
  location_id: number | null;
  /** Local fulfilment date `YYYY-MM-DD`. */
  date: string;
  slot_id: number | null;
  status: OrderStatus;
  /** The platform's order name (`#1001`), or null. */
  order_name: string | null;
  /** The shopper's name as the order gave it, or null (none given, or redacted). */
  customer_name: string | null;
  /** Items to prepare (sum of the line items' quantities), or null. */
  item_count: number | null;
  /** When the ledger first recorded it (ISO 8601). */
  recorded_at: string;
}

/** Rows `shop/redact` deleted, by table. */
export interface ErasedShopData {
  orders: number;
  reservations: number;
  idempotency_keys: number;
}

/** Prefix of the id an order gets when its shopper's data is redacted (`redacted-<our id>`). */
export const REDACTED_ORDER_PREFIX = 'redacted-';

/**
 * What the capacity ledger keeps about a shopper or a shop, for the privacy webhooks
 * (docs/privacy.md). An order row is the platform's order id, where and when it is
 * fulfilled, and what the person preparing it needs: the order's name (`#1001`), the
 * shopper's name and the number of items; no e-mail, phone or address. A hold is a place,
 * not a person (it names no order or shopper, so a shopper's holds cannot be told apart).
 */
export class OrderPrivacy {
  constructor(private readonly dataSource: DataSource) {}

  /** The shop's orders among these platform order ids, oldest first. */
  async ordersHeld(shopId: number, externalOrderIds: readonly string[]): Promise<HeldOrder[]> {
    if (externalOrderIds.length === 0) return [];
    const rows = await this.dataSource.getRepository(OrderEntity).find({ where: { shopId, externalOrderId: In([...externalOrderIds]) }, order: { id: 'ASC' } });
    return rows.map((o) => ({
      external_order_id: o.externalOrderId,
      method: o.method,
      location_id: o.locationId,
      date: o.date,
      slot_id: o.slotId,
      status: o.status,
      order_name: o.orderName,
      customer_name: o.customerName,
      item_count: o.itemCount,
      recorded_at: o.createdAt.toISOString(),
    }));
  }

  /**
   * Unlinks the shop's orders among these platform ids from the shopper
   * (`customers/redact`): each keeps counting against its slot (deleting a future order
   * would free its place and oversell it) but its platform id becomes
   * `redacted-<our id>`, its platform `updated_at` is dropped and its `customer_name` and
   * `order_name` (the platform's `#1001` finds the order as its id does) are nulled, so
   * nothing left points to the shopper or the shopper's order any more; `item_count`
   * stays (it names no one).
   * @returns how many orders were redacted
   */
  async redactOrders(shopId: number, externalOrderIds: readonly string[]): Promise<number> {
    if (externalOrderIds.length === 0) return 0;
    return inTransaction(this.dataSource, async (em) => {
      const repo = em.getRepository(OrderEntity);
      const rows = await repo.find({ where: { shopId, externalOrderId: In([...externalOrderIds]) }, select: { id: true } });
      for (const { id } of rows)
        await repo.update({ id }, { externalOrderId: `${REDACTED_ORDER_PREFIX}${id}`, orderUpdatedAt: null, customerName: null, orderName: null });
      return rows.length;
    });
  }

  /** Deletes the shop's orders, holds and Idempotency-Keys in one transaction (`shop/redact`). */
  eraseShop(shopId: number): Promise<ErasedShopData> {
    return inTransaction(this.dataSource, async (em) => ({
      orders: (await em.getRepository(OrderEntity).delete({ shopId })).affected ?? 0,
      reservations: (await em.getRepository(HoldEntity).delete({ shopId })).affected ?? 0,
      idempotency_keys: (await em.getRepository(IdempotencyKeyEntity).delete({ shopId })).affected ?? 0,
    }));
  }
}
