import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { bigintColumn, boolColumn, cascadeTo, datetimeColumn, idColumn, index, intColumn, jsonColumn, varcharColumn } from '@fulfil/database';

/**
 * What the catalogue sync keeps of the storefront platform besides stock
 * (docs/platform-install.md, "Sync" and "Status"):
 * - `platform_products`: each product's tags, vendor, product type and collections (handles
 *   and titles), which conditional activation reads for a cart item that does not carry them;
 * - `platform_locations`: the platform's locations (name, active, address with coordinates),
 *   listed in the console for mapping and for creating one of ours from theirs;
 * - `platform_shop_states`: per shop, the platform shop's currency as last read and the last
 *   webhook reconcile (topics missing, errors), for the console's banners;
 * - `sync_run` on `inventory_levels` and `platform_unmapped_levels` (and `run` on
 *   `platform_sync_states`, the shop's last full sync): the run that last wrote the row (an
 *   inventory webhook writes the current one), so that the end of a full sync deletes the rows
 *   of older runs with one statement instead of reading them all.
 */
export class PlatformCatalogue1765000000000 implements MigrationInterface {
  name = 'PlatformCatalogue1765000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['inventory_levels', 'platform_unmapped_levels'])
      await q.addColumn(table, new TableColumn(intColumn(q, 'sync_run', { nullable: true })));
    await q.addColumn('platform_sync_states', new TableColumn(intColumn(q, 'run', { default: 0 })));
    await q.createTable(
      new Table({
        name: 'platform_products',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          bigintColumn('product_id'),
          jsonColumn('tags'),
          varcharColumn('vendor', 255, { default: '' }),
          varcharColumn('product_type', 255, { default: '' }),
          jsonColumn('collections'),
        ],
        indices: [index('uq_platform_products_shop_product', ['shop_id', 'product_id'], true)],
        foreignKeys: [cascadeTo('fk_platform_products_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'platform_locations',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          bigintColumn('platform_location_id'),
          varcharColumn('name', 255, { default: '' }),
          boolColumn(q, 'active', true),
          jsonColumn('address', { nullable: true }),
        ],
        indices: [index('uq_platform_locations_shop_location', ['shop_id', 'platform_location_id'], true)],
        foreignKeys: [cascadeTo('fk_platform_locations_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'platform_shop_states',
        columns: [
          { ...intColumn(q, 'shop_id'), isPrimary: true },
          varcharColumn('currency_code', 3, { nullable: true }),
          datetimeColumn('currency_checked_at', { nullable: true }),
          datetimeColumn('webhooks_reconciled_at', { nullable: true }),
          jsonColumn('webhooks', { nullable: true }),
        ],
        foreignKeys: [cascadeTo('fk_platform_shop_states_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['platform_shop_states', 'platform_locations', 'platform_products']) await q.dropTable(t);
    for (const table of ['inventory_levels', 'platform_unmapped_levels']) await q.dropColumn(table, 'sync_run');
    await q.dropColumn('platform_sync_states', 'run');
  }
}
