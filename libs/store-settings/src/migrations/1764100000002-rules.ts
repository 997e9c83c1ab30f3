import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { boolColumn, cascadeTo, idColumn, index, intColumn, jsonColumn, varcharColumn } from '@fulfil/database';

/** Preparation times (general and product-based) and conditional-activation rules. */
export class Rules1764100000002 implements MigrationInterface {
  name = 'Rules1764100000002';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'preparation_times',
        columns: [idColumn(q), intColumn(q, 'shop_id'), intColumn(q, 'location_id', { nullable: true }), varcharColumn('method', 16), jsonColumn('general')],
        indices: [index('idx_preparation_times_lookup', ['shop_id', 'method', 'location_id'])],
        foreignKeys: [cascadeTo('fk_preparation_times_shop', 'shop_id', 'shops'), cascadeTo('fk_preparation_times_location', 'location_id', 'locations')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'product_preparation_times',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('method', 16),
          varcharColumn('product_external_id', 64),
          boolColumn(q, 'preparation_enabled', true),
          intColumn(q, 'preparation_value'),
          varcharColumn('preparation_format', 16),
        ],
        indices: [index('uq_product_preparation_times', ['shop_id', 'method', 'product_external_id'], true)],
        foreignKeys: [cascadeTo('fk_product_preparation_times_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'conditional_activation_rules',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          intColumn(q, 'location_id', { nullable: true }),
          varcharColumn('method', 16),
          jsonColumn('weight_price'),
          jsonColumn('property_based'),
          boolColumn(q, 'hide_checkout_method', false),
        ],
        indices: [index('idx_conditional_activation_lookup', ['shop_id', 'method', 'location_id'])],
        foreignKeys: [
          cascadeTo('fk_conditional_activation_shop', 'shop_id', 'shops'),
          cascadeTo('fk_conditional_activation_location', 'location_id', 'locations'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['conditional_activation_rules', 'product_preparation_times', 'preparation_times']) await q.dropTable(t);
  }
}
