import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, datetimeColumn, idColumn, index, intColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/**
 * The capacity ledger's first tables: `orders` (platform orders counted against capacity)
 * and `reservations` (holds), as `InventoryAndCapacity1764100000003` of
 * @fulfil/store-settings created them before the ledger became its own library. A database
 * made before the split already has both tables (recorded under that older name): there
 * this migration changes nothing and is only recorded, so no table is created twice and
 * no row is lost (libs/capacity/README.md, "Tables and migrations"). The same timestamp
 * keeps it right after the store's inventory tables on a new database.
 */
export class OrdersAndReservations1764100000003 implements MigrationInterface {
  name = 'OrdersAndReservations1764100000003';

  async up(q: QueryRunner): Promise<void> {
    // Created by the pre-split InventoryAndCapacity1764100000003: nothing to do.
    if (await q.hasTable('orders')) return;
    await q.createTable(
      new Table({
        name: 'orders',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('external_order_id', 64),
          varcharColumn('method', 16),
          intColumn(q, 'location_id', { nullable: true }),
          varcharColumn('date', 10),
          intColumn(q, 'slot_id', { nullable: true }),
          varcharColumn('status', 16, { default: 'active' }),
          datetimeColumn('order_updated_at', { nullable: true }),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_orders_shop_external', ['shop_id', 'external_order_id'], true),
          index('idx_orders_location_date_slot', ['location_id', 'date', 'slot_id']),
          index('idx_orders_shop_method_date', ['shop_id', 'method', 'date']),
        ],
        foreignKeys: [cascadeTo('fk_orders_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'reservations',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('method', 16),
          intColumn(q, 'location_id', { nullable: true }),
          varcharColumn('date', 10),
          intColumn(q, 'slot_id', { nullable: true }),
          intColumn(q, 'quantity', { default: 1 }),
          datetimeColumn('expires_at'),
          varcharColumn('status', 16, { default: 'held' }),
          varcharColumn('idempotency_key', 255, { nullable: true }),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_reservations_shop_idempotency', ['shop_id', 'idempotency_key'], true),
          index('idx_reservations_location_date_slot', ['location_id', 'date', 'slot_id']),
          index('idx_reservations_shop_method_date', ['shop_id', 'method', 'date']),
        ],
        foreignKeys: [cascadeTo('fk_reservations_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['reservations', 'orders']) await q.dropTable(t);
  }
}
