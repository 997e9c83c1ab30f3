import type { DataSource, EntityManager } from 'typeorm';
import { OrderEntity, OrderStatus, HoldEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { isUniqueViolation, inTransaction } from '@fulfil/database';

/** Where an order is fulfilled: what its capacity is counted against. */
export interface OrderTarget {
  method: CheckoutMethod;
  /** Null for shipping. */
  locationId: number | null;
  /** Local fulfilment date `YYYY-MM-DD` (1-based month). */
  date: string;
  /** Null for date-only fulfilment. */
  slotId: number | null;
}

/**
 * What a person preparing an order needs (docs/privacy.md, "What is kept"): each member
 * only when the webhook carried it; an absent member leaves the stored value as it is.
 */
export interface OrderDetails {
  /** The platform's order name (`#1001`), at most 64 characters. */
  orderName?: string;
  /** The shopper's name, at most 255 characters. */
  customerName?: string;
  /** Items to prepare: the sum of the line items' quantities (>= 0). */
  itemCount?: number;
}

/** The stored columns of the details given (absent members left out, so nothing stored is overwritten). */
function detailColumns(details: OrderDetails | undefined): Partial<Pick<OrderEntity, 'orderName' | 'customerName' | 'itemCount'>> {
  return {
    ...(details?.orderName !== undefined ? { orderName: details.orderName } : {}),
    ...(details?.customerName !== undefined ? { customerName: details.customerName } : {}),
    ...(details?.itemCount !== undefined ? { itemCount: details.itemCount } : {}),
  };
}

/** An order event from the storefront platform (webhook `orders/create`, `orders/updated`, `orders/cancelled`). */
export interface OrderEvent {
  /** The platform's order id. */
  externalOrderId: string;
  /** The order's fulfilment, or null when the order carries none (then only a status change of a known order applies). */
  target: OrderTarget | null;
  status: OrderStatus;
  /** The platform's `updated_at`; an event older than the one applied last changes nothing. */
  updatedAt: Date | null;
  /** The reservation the checkout held; an active order converts it, a cancelled one releases it. */
  reservationId: number | null;
  /** Name, customer and item count, as far as the webhook gave them (absent: stored values kept). */
  details?: OrderDetails;
}

/** What {@link OrderLedger.apply} did. */
export interface OrderEventResult {
  /** Our id of the order; null when nothing was recorded (`outcome` `ignored`). */
  orderId: number | null;
  /**
   * `created` / `updated`: written; `unchanged`: a repeat of what is stored (webhook
   * retry); `stale`: older than the stored event, ignored; `ignored`: an unknown order
   * without fulfilment data.
   */
  outcome: 'created' | 'updated' | 'unchanged' | 'stale' | 'ignored';
  /** What happened to the referenced reservation. */
  reservation: 'converted' | 'released' | 'not_held' | null;
}

/**
 * Records storefront orders for capacity counting (docs/scheduling-rules.md §6):
 * idempotent by the platform's order id, ordered by the platform's `updated_at`,
 * converting or releasing the checkout's reservation in the same transaction. An order
 * whose date or slot changes moves its count; a cancelled order stops counting.
 * On SQLite the transaction waits its turn in the DataSource's one write queue
 * (`inTransaction`), shared with reservations and admin writes.
 */
export class OrderLedger {
  constructor(private readonly dataSource: DataSource) {}

  /** Applies one order event in one transaction (retried once when a concurrent delivery of the same new order won the insert). */
  async apply(shopId: number, event: OrderEvent): Promise<OrderEventResult> {
    const attempt = () => inTransaction(this.dataSource, (em) => this.applyWithin(em, shopId, event));
    try {
      return await attempt();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return attempt();
    }
  }

  /** The order with this platform id, or null. */
  findOrder(shopId: number, externalOrderId: string): Promise<OrderEntity | null> {
    return this.dataSource.getRepository(OrderEntity).findOne({ where: { shopId, externalOrderId } });
  }

  /** A reservation of the shop by id, or null. */
  findReservation(shopId: number, id: number): Promise<HoldEntity | null> {
    return this.dataSource.getRepository(HoldEntity).findOne({ where: { shopId, id } });
  }

  private async applyWithin(em: EntityManager, shopId: number, event: OrderEvent): Promise<OrderEventResult> {
    const orders = em.getRepository(OrderEntity);
    const existing = await orders.findOne({ where: { shopId, externalOrderId: event.externalOrderId } });
    let orderId: number | null = existing?.id ?? null;
    let outcome: OrderEventResult['outcome'];
    if (existing && existing.orderUpdatedAt && event.updatedAt && event.updatedAt.getTime() < existing.orderUpdatedAt.getTime()) {
      return { orderId, outcome: 'stale', reservation: null };
    }
    if (!existing && !event.target) {
      outcome = 'ignored';
    } else if (!existing) {
      const t = event.target as OrderTarget;
      const inserted = await orders.insert({
        shopId,
        externalOrderId: event.externalOrderId,
        method: t.method,
        locationId: t.locationId,
        date: t.date,
        slotId: t.slotId,
        status: event.status,
        orderUpdatedAt: event.updatedAt,
        ...detailColumns(event.details),
      });
      orderId = Number(inserted.identifiers[0].id);
      outcome = 'created';
    } else {
      const t = event.target ?? { method: existing.method, locationId: existing.locationId, date: existing.date, slotId: existing.slotId };
      const details = detailColumns(event.details);
      const same =
        existing.method === t.method &&
        existing.locationId === t.locationId &&
        existing.date === t.date &&
        existing.slotId === t.slotId &&
        existing.status === event.status &&
        Object.entries(details).every(([k, v]) => existing[k as keyof typeof details] === v);
      const fields = {
        ...details,
        method: t.method,
        locationId: t.locationId,
        date: t.date,
        slotId: t.slotId,
        status: event.status,
        orderUpdatedAt: event.updatedAt ?? existing.orderUpdatedAt,
      };
      if (!same || (event.updatedAt && existing.orderUpdatedAt?.getTime() !== event.updatedAt.getTime())) await orders.update({ id: existing.id }, fields);
      outcome = same ? 'unchanged' : 'updated';
    }
    const reservation =
      event.reservationId === null || outcome === 'ignored' ? null : await this.settleReservation(em, shopId, event.reservationId, event.status);
    return { orderId, outcome, reservation };
  }

  /** Converts (active order) or releases (cancelled order) a held reservation. */
  private async settleReservation(em: EntityManager, shopId: number, id: number, status: OrderStatus): Promise<OrderEventResult['reservation']> {
    const next = status === 'active' ? 'converted' : 'released';
    const result = await em.getRepository(HoldEntity).update({ id, shopId, status: 'held' }, { status: next });
    return result.affected ? next : 'not_held';
  }
}
