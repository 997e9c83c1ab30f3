import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bigintColumn, cascadeTo, datetimeColumn, idColumn, index, intColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/** Inventory per location and variant, product availability, orders and reservations. */
export class InventoryAndCapacity1764100000003 implements MigrationInterface {
  name = 'InventoryAndCapacity1764100000003';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_levels',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          intColumn(q, 'location_id'),
          bigintColumn('variant_id'),
          bigintColumn('product_id', { nullable: true }),
          intColumn(q, 'available', { default: 0 }),
        ],
        indices: [
          index('uq_inventory_levels_location_variant', ['location_id', 'variant_id'], true),
          index('idx_inventory_levels_shop_variant', ['shop_id', 'variant_id']),
        ],
        foreignKeys: [cascadeTo('fk_inventory_levels_location', 'location_id', 'locations')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'product_locations',
        columns: [idColumn(q), intColumn(q, 'shop_id'), intColumn(q, 'location_id'), bigintColumn('product_id')],
        indices: [
          index('uq_product_locations_location_product', ['location_id', 'product_id'], true),
          index('idx_product_locations_shop_product', ['shop_id', 'product_id']),
        ],
        foreignKeys: [cascadeTo('fk_product_locations_location', 'location_id', 'locations')],
      }),
    );
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
    for (const t of ['reservations', 'orders', 'product_locations', 'inventory_levels']) await q.dropTable(t);
  }
}
