import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bigintColumn, boolColumn, cascadeTo, idColumn, index, intColumn, jsonColumn, varcharColumn } from '@fulfil/database';

/** The ordering widget's menus, categories, items, option groups and translations. */
export class Widget1764100000004 implements MigrationInterface {
  name = 'Widget1764100000004';

  async up(q: QueryRunner): Promise<void> {
    const sort = intColumn(q, 'sort_position', { default: 0 });
    await q.createTable(
      new Table({
        name: 'menus',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          intColumn(q, 'location_id'),
          varcharColumn('handle', 64),
          varcharColumn('name', 255),
          jsonColumn('availability'),
          sort,
        ],
        indices: [index('uq_menus_location_handle', ['location_id', 'handle'], true), index('idx_menus_shop', ['shop_id'])],
        foreignKeys: [cascadeTo('fk_menus_shop', 'shop_id', 'shops'), cascadeTo('fk_menus_location', 'location_id', 'locations')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'menu_categories',
        columns: [idColumn(q), intColumn(q, 'menu_id'), varcharColumn('name', 255), sort],
        indices: [index('idx_menu_categories_menu', ['menu_id', 'sort_position'])],
        foreignKeys: [cascadeTo('fk_menu_categories_menu', 'menu_id', 'menus')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'menu_items',
        columns: [
          idColumn(q),
          intColumn(q, 'category_id'),
          bigintColumn('product_id'),
          bigintColumn('variant_id', { nullable: true }),
          varcharColumn('name', 255),
          jsonColumn('description', { nullable: true }),
          intColumn(q, 'price'),
          varcharColumn('image_url', 1024, { nullable: true }),
          boolColumn(q, 'available', true),
          sort,
        ],
        indices: [index('idx_menu_items_category', ['category_id', 'sort_position'])],
        foreignKeys: [cascadeTo('fk_menu_items_category', 'category_id', 'menu_categories')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'option_groups',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          bigintColumn('product_id'),
          varcharColumn('name', 255),
          boolColumn(q, 'required', false),
          intColumn(q, 'min_selections', { default: 0 }),
          intColumn(q, 'max_selections', { default: 1 }),
          sort,
        ],
        indices: [index('idx_option_groups_shop_product', ['shop_id', 'product_id'])],
        foreignKeys: [cascadeTo('fk_option_groups_shop', 'shop_id', 'shops')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'option_values',
        columns: [
          idColumn(q),
          intColumn(q, 'option_group_id'),
          varcharColumn('name', 255),
          intColumn(q, 'price_delta', { default: 0 }),
          boolColumn(q, 'available', true),
          sort,
        ],
        indices: [index('idx_option_values_group', ['option_group_id', 'sort_position'])],
        foreignKeys: [cascadeTo('fk_option_values_group', 'option_group_id', 'option_groups')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'translations',
        columns: [idColumn(q), intColumn(q, 'shop_id'), varcharColumn('translation_key', 191), jsonColumn('values_by_language')],
        indices: [index('uq_translations_shop_key', ['shop_id', 'translation_key'], true)],
        foreignKeys: [cascadeTo('fk_translations_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['translations', 'option_values', 'option_groups', 'menu_items', 'menu_categories', 'menus']) await q.dropTable(t);
  }
}
