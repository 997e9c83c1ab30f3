import { DataSource, EntityManager } from 'typeorm';
import type { CheckoutMethod } from '../model/vocabulary';
import { OrderEntity, OrderStatus, ReservationEntity } from '../entities/capacity.entity';

/**
 * Capacity used in one cell: active orders plus live reservations holding `slotId` at
 * `locationId` on local date `date` (`YYYY-MM-DD`). Same shape as `UsageCount` of
 * `@fulfil/scheduling`. `slotId` null = date-only orders; `locationId` null = shipping.
 */
export interface UsageCount {
  locationId: number | null;
  date: string;
  slotId: number | null;
  count: number;
}

/** Which holds {@link OrderRepository.usageCounts} counts. */
export interface UsageQuery {
  /** First local date, inclusive (`YYYY-MM-DD`). */
  from: string;
  /** Last local date, inclusive. */
  to: string;
  /** Only these locations (omit for every location of the shop, including shipping's null). */
  locationIds?: number[];
  /** Only this method. */
  method?: CheckoutMethod;
}

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

type Cell = { location_id: number | null; date: string; slot_id: number | null; used: number | string };

/**
 * Orders (kept up to date from the platform's webhooks) and the capacity orders and
 * reservations hold, counted in the scheduling engine's `UsageCount` shape. Holding
 * capacity race-free ("reserve only if a place is left") is `CapacityRepository` in
 * `src/capacity` (fulfilment); both work on the same `orders` and `reservations` tables.
 */
export class OrderRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Used capacity per (location, date, slot) for a date range: active orders count 1
   * each, reservations count their `quantity` while `held` and `expires_at > now`.
   * Cells without any hold are omitted.
   */
  async usageCounts(shopId: number, query: UsageQuery, now: Date, em: EntityManager = this.dataSource.manager): Promise<UsageCount[]> {
    if (query.locationIds && query.locationIds.length === 0) return [];
    const orders = em
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select(['o.location_id AS location_id', 'o.date AS date', 'o.slot_id AS slot_id', 'COUNT(*) AS used'])
      .where('o.shop_id = :shopId AND o.status = :active AND o.date BETWEEN :from AND :to', { shopId, active: 'active', from: query.from, to: query.to })
      .groupBy('o.location_id, o.date, o.slot_id');
    const held = em
      .getRepository(ReservationEntity)
      .createQueryBuilder('r')
      .select(['r.location_id AS location_id', 'r.date AS date', 'r.slot_id AS slot_id', 'SUM(r.quantity) AS used'])
      .where('r.shop_id = :shopId AND r.status = :held AND r.expires_at > :now AND r.date BETWEEN :from AND :to', { shopId, held: 'held', now, from: query.from, to: query.to })
      .groupBy('r.location_id, r.date, r.slot_id');
    if (query.locationIds) {
      orders.andWhere('o.location_id IN (:...ids)', { ids: query.locationIds });
      held.andWhere('r.location_id IN (:...ids)', { ids: query.locationIds });
    }
    if (query.method) {
      orders.andWhere('o.method = :method', { method: query.method });
      held.andWhere('r.method = :method', { method: query.method });
    }
    const cells = new Map<string, UsageCount>();
    for (const row of [...(await orders.getRawMany<Cell>()), ...(await held.getRawMany<Cell>())]) {
      const locationId = row.location_id === null ? null : Number(row.location_id);
      const slotId = row.slot_id === null ? null : Number(row.slot_id);
      const key = `${locationId}|${row.date}|${slotId}`;
      const cell = cells.get(key) ?? { locationId, date: row.date, slotId, count: 0 };
      cell.count += Number(row.used);
      cells.set(key, cell);
    }
    return [...cells.values()].sort((a, b) => a.date.localeCompare(b.date) || (a.locationId ?? 0) - (b.locationId ?? 0) || (a.slotId ?? 0) - (b.slotId ?? 0));
  }

  /**
   * Orders per day of one method (shipping order limits): active orders plus live
   * reservations, summed over every location and slot, as `{locationId: null, slotId: null}` cells.
   */
  async dailyCounts(shopId: number, method: CheckoutMethod, from: string, to: string, now: Date, em?: EntityManager): Promise<UsageCount[]> {
    const cells = await this.usageCounts(shopId, { from, to, method }, now, em);
    const days = new Map<string, number>();
    for (const c of cells) days.set(c.date, (days.get(c.date) ?? 0) + c.count);
    return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ locationId: null, date, slotId: null, count }));
  }

  /**
   * Creates or updates an order by its external id (idempotent for webhook retries).
   * A webhook whose `updated_at` is older than the stored one changes nothing.
   *
   * @returns the order's id and whether anything changed
   */
  async upsertOrder(shopId: number, input: OrderInput, em: EntityManager = this.dataSource.manager): Promise<{ id: number; changed: boolean }> {
    const repo = em.getRepository(OrderEntity);
    const existing = await repo.findOne({ where: { shopId, externalOrderId: input.external_order_id } });
    const fields = { method: input.method, locationId: input.location_id, date: input.date, slotId: input.slot_id, status: input.status, orderUpdatedAt: input.updated_at ?? null };
    if (!existing) {
      const saved = await repo.save(repo.create({ shopId, externalOrderId: input.external_order_id, ...fields }));
      return { id: saved.id, changed: true };
    }
    if (existing.orderUpdatedAt && input.updated_at && input.updated_at.getTime() < existing.orderUpdatedAt.getTime()) return { id: existing.id, changed: false };
    const same = existing.method === fields.method && existing.locationId === fields.locationId && existing.date === fields.date && existing.slotId === fields.slotId && existing.status === fields.status;
    if (same) return { id: existing.id, changed: false };
    await repo.update({ id: existing.id }, fields);
    return { id: existing.id, changed: true };
  }

  /** Deletes reservations whose hold ended before `before` (`expires_at < before`: they count no more); returns how many. */
  async purgeReservations(before: Date, em: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await em
      .getRepository(ReservationEntity)
      .createQueryBuilder()
      .delete()
      .where('expires_at < :before', { before })
      .execute();
    return result.affected ?? 0;
  }
}
