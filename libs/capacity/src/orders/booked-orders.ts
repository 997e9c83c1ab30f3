import { Between, type EntityManager } from 'typeorm';
import type { LocationMethod } from '@fulfil/store-settings';
import { OrderEntity } from '../entities/capacity.entity';

/** An active order of a location, as the person preparing it needs it (docs/privacy.md, "What is kept"). */
export interface BookedOrder {
  /** Our id of the order (creation order). */
  id: number;
  /** The platform's order id (`redacted-<id>` after `customers/redact`). */
  externalOrderId: string;
  method: LocationMethod;
  /** Local fulfilment date `YYYY-MM-DD` in the location's zone. */
  date: string;
  /** The slot booked; null for a date-only or whole-day booking. */
  slotId: number | null;
  /** `#1001`, or null when no webhook gave it. */
  orderName: string | null;
  /** The shopper's name, or null (none given, or redacted). */
  customerName: string | null;
  /** Items to prepare, or null when no webhook gave the line items. */
  itemCount: number | null;
}

/** Where {@link bookedOrders} looks: one shop's location and a range of its local dates (inclusive). */
export interface BookedOrdersScope {
  shopId: number;
  locationId: number;
  /** First and last local date `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

/**
 * The active (counted) pickup and delivery orders of a location on the dates of `scope`,
 * by date, slot and then our id: exactly the orders `countUsageByKind` counts there
 * (cancelled and deleted ones are left out, docs/scheduling-rules.md §6).
 *
 * @param manager where to read (the DataSource's manager, or a transaction's)
 */
export async function bookedOrders(manager: EntityManager, scope: BookedOrdersScope): Promise<BookedOrder[]> {
  const rows = await manager.getRepository(OrderEntity).find({
    where: { shopId: scope.shopId, locationId: scope.locationId, status: 'active', date: Between(scope.from, scope.to) },
    order: { date: 'ASC', id: 'ASC' },
  });
  return rows
    .filter((o): o is OrderEntity & { method: LocationMethod } => o.method === 'pickup' || o.method === 'delivery')
    .map((o) => ({
      id: o.id,
      externalOrderId: o.externalOrderId,
      method: o.method,
      date: o.date,
      slotId: o.slotId,
      orderName: o.orderName,
      customerName: o.customerName,
      itemCount: o.itemCount,
    }));
}
