import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bigintColumn, cascadeTo, idColumn, index, intColumn } from '@fulfil/database';

/**
 * Inventory per location and variant, and product availability. Before @fulfil/capacity
 * took the capacity ledger, this migration also created `orders` and `reservations`; it
 * keeps its recorded name so an existing database runs nothing again, and those two tables
 * are now created by `OrdersAndReservations1764100000003` of @fulfil/capacity
 * (libs/capacity/README.md, "Tables and migrations").
 */
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
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['product_locations', 'inventory_levels']) await q.dropTable(t);
  }
}
