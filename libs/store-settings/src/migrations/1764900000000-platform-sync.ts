import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { bigintColumn, boolColumn, cascadeTo, datetimeColumn, idColumn, index, intColumn, jsonColumn, varcharColumn } from '@fulfil/database';

/**
 * The catalogue sync from the storefront platform (docs/platform-install.md, "Sync"):
 * - `inventory_levels.tracked` (default true, so every existing row keeps its meaning): a
 *   row with `tracked = false` stocks its variant at that location whatever `available` says
 *   (the platform's untracked inventory item, offered where it is stocked);
 * - `platform_location_links`: which of our locations a platform location is (one to one);
 * - `platform_inventory_items`: the platform's inventory items, their variant and product and
 *   whether they are tracked (for the inventory webhooks, and so a synced variant stocked at
 *   none of our locations is available nowhere);
 * - `platform_unmapped_levels`: inventory of platform locations linked to none of ours, kept
 *   aside (never applied);
 * - `platform_sync_states`: the last sync of each shop (status, times, counts, error).
 */
export class PlatformSync1764900000000 implements MigrationInterface {
  name = 'PlatformSync1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('inventory_levels', new TableColumn(boolColumn(q, 'tracked', true)));
    await q.createTable(
      new Table({
        name: 'platform_location_links',
        columns: [idColumn(q), intColumn(q, 'shop_id'), bigintColumn('platform_location_id'), intColumn(q, 'location_id')],
        indices: [
          index('uq_platform_location_links_shop_platform', ['shop_id', 'platform_location_id'], true),
          index('uq_platform_location_links_location', ['location_id'], true),
        ],
        foreignKeys: [
          cascadeTo('fk_platform_location_links_shop', 'shop_id', 'shops'),
          cascadeTo('fk_platform_location_links_location', 'location_id', 'locations'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'platform_inventory_items',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          bigintColumn('inventory_item_id'),
          bigintColumn('variant_id'),
          bigintColumn('product_id'),
          boolColumn(q, 'tracked', true),
        ],
        indices: [
          index('uq_platform_inventory_items_shop_item', ['shop_id', 'inventory_item_id'], true),
          index('idx_platform_inventory_items_shop_variant', ['shop_id', 'variant_id']),
        ],
        foreignKeys: [cascadeTo('fk_platform_inventory_items_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'platform_unmapped_levels',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          bigintColumn('platform_location_id'),
          bigintColumn('inventory_item_id'),
          intColumn(q, 'available', { default: 0 }),
        ],
        indices: [index('uq_platform_unmapped_levels_shop_location_item', ['shop_id', 'platform_location_id', 'inventory_item_id'], true)],
        foreignKeys: [cascadeTo('fk_platform_unmapped_levels_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'platform_sync_states',
        columns: [
          { ...intColumn(q, 'shop_id'), isPrimary: true },
          varcharColumn('status', 16),
          datetimeColumn('started_at', { nullable: true }),
          datetimeColumn('finished_at', { nullable: true }),
          jsonColumn('details', { nullable: true }),
        ],
        foreignKeys: [cascadeTo('fk_platform_sync_states_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['platform_sync_states', 'platform_unmapped_levels', 'platform_inventory_items', 'platform_location_links']) await q.dropTable(t);
    await q.dropColumn('inventory_levels', 'tracked');
  }
}
