import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { cascadeTo, datetimeColumn, idColumn, index, intColumn, jsonColumn, varcharColumn, isMysql } from '@fulfil/database';

/** Shop-wide settings on `shops`, plus `shipping_settings` and `admin_tokens`. */
export class ShopSettings1764100000000 implements MigrationInterface {
  name = 'ShopSettings1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns(
      'shops',
      [
        varcharColumn('base_country_name', 100, { default: '' }),
        varcharColumn('base_country_code', 2, { nullable: true }),
        varcharColumn('measurement_format', 16, { default: 'kilometers' }),
        jsonColumn('storefront_origins', { nullable: true }),
        varcharColumn('webhook_secret', 255, { nullable: true }),
        jsonColumn('pickup_options', { nullable: true }),
        jsonColumn('delivery_options', { nullable: true }),
        jsonColumn('widget_settings', { nullable: true }),
        intColumn(q, 'settings_version', { default: 1 }),
        varcharColumn('import_hash', 64, { nullable: true }),
      ].map((c) => new TableColumn(c)),
    );

    await q.createTable(
      new Table({
        name: 'shipping_settings',
        columns: [
          { ...intColumn(q, 'shop_id'), isPrimary: true },
          varcharColumn('timezone', 64, { nullable: true }),
          varcharColumn('discount_code', 255, { nullable: true }),
          jsonColumn('blackout_dates'),
          jsonColumn('enabled_weekdays'),
          jsonColumn('preparation_time'),
          jsonColumn('maximum_date'),
          jsonColumn('order_limits'),
        ],
        foreignKeys: [cascadeTo('fk_shipping_settings_shop', 'shop_id', 'shops')],
      }),
    );

    const created = isMysql(q)
      ? { name: 'created_at', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'created_at', type: 'datetime', default: "datetime('now')" };
    await q.createTable(
      new Table({
        name: 'admin_tokens',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('token_hash', 64),
          varcharColumn('label', 255, { default: '' }),
          created,
          datetimeColumn('revoked_at', { nullable: true }),
        ],
        indices: [index('idx_admin_tokens_shop', ['shop_id']), index('uq_admin_tokens_hash', ['token_hash'], true)],
        foreignKeys: [cascadeTo('fk_admin_tokens_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('admin_tokens');
    await q.dropTable('shipping_settings');
    for (const c of [
      'import_hash',
      'settings_version',
      'widget_settings',
      'delivery_options',
      'pickup_options',
      'webhook_secret',
      'storefront_origins',
      'measurement_format',
      'base_country_code',
      'base_country_name',
    ]) {
      await q.dropColumn('shops', c);
    }
  }
}
