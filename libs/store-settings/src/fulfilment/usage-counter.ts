import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { OrderEntity, ReservationEntity } from '../entities/capacity.entity';
import type { CheckoutMethod } from '../entities/column-types';
import type { UsageCount } from '../repositories/order.repository';

/**
 * Capacity used at one location (or, with `locationId` null, by the shop's shipping) per
 * date and slot, read in ONE round trip: active orders count 1 each, held reservations
 * their `quantity` while `expires_at > now` (the same rule as `OrderRepository.usageCounts`
 * and `CapacityRepository.used`). Hand-written SQL, because a calendar request runs it on
 * every call and TypeORM's query builder costs more than the indexed query itself.
 */
export class UsageCounter {
  private readonly sql: { located: string; shopWide: string };
  private readonly expiresAt: ColumnMetadata;

  constructor(private readonly dataSource: DataSource) {
    const orders = dataSource.getMetadata(OrderEntity).tableName;
    const reservations = dataSource.getMetadata(ReservationEntity).tableName;
    this.expiresAt = dataSource.getMetadata(ReservationEntity).findColumnWithPropertyName('expiresAt') as ColumnMetadata;
    // Positional parameters (both drivers take `?`), in this order: shop, method, [location,]
    // from, to for orders, then the same plus now for reservations.
    const query = (location: (alias: string) => string) => `SELECT u.date AS date, u.slot_id AS slot_id, SUM(u.n) AS n FROM (
      SELECT o.date AS date, o.slot_id AS slot_id, COUNT(*) AS n FROM ${orders} o
       WHERE o.shop_id = ? AND o.method = ? AND ${location('o')} AND o.date >= ? AND o.date <= ? AND o.status = 'active'
       GROUP BY o.date, o.slot_id
      UNION ALL
      SELECT r.date AS date, r.slot_id AS slot_id, SUM(r.quantity) AS n FROM ${reservations} r
       WHERE r.shop_id = ? AND r.method = ? AND ${location('r')} AND r.date >= ? AND r.date <= ? AND r.status = 'held' AND r.expires_at > ?
       GROUP BY r.date, r.slot_id
    ) u GROUP BY u.date, u.slot_id`;
    this.sql = { located: query((a) => `${a}.location_id = ?`), shopWide: query((a) => `${a}.location_id IS NULL`) };
  }

  /**
   * Used places per date and slot in `[from, to]` (local `YYYY-MM-DD` dates, inclusive) as
   * `UsageCount` rows (`slotId` null = date-only holds); cells without holds are omitted.
   */
  async counts(shopId: number, method: CheckoutMethod, locationId: number | null, from: string, to: string, now: Date): Promise<UsageCount[]> {
    // The instant as the driver stores `expires_at` (a UTC string on SQLite, a Date for mysql2).
    const until = this.dataSource.driver.preparePersistentValue(now, this.expiresAt);
    const scope = locationId === null ? [shopId, method] : [shopId, method, locationId];
    const params = [...scope, from, to, ...scope, from, to, until];
    const rows: { date: string; slot_id: number | string | null; n: number | string }[] = await this.dataSource.query(locationId === null ? this.sql.shopWide : this.sql.located, params);
    return rows.map((row) => ({ locationId, date: row.date, slotId: row.slot_id === null ? null : Number(row.slot_id), count: Number(row.n) }));
  }
}
