import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { boolColumn, cascadeTo, doubleColumn, idColumn, index, intColumn, jsonColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/** `locations` with their pickup and delivery settings and slots. */
export class Locations1764100000001 implements MigrationInterface {
  name = 'Locations1764100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'locations',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('external_id', 255),
          varcharColumn('company_name', 255),
          varcharColumn('address_line_1', 255),
          varcharColumn('address_line_2', 255, { nullable: true }),
          varcharColumn('city', 120),
          varcharColumn('postal_code', 20),
          varcharColumn('region', 120),
          varcharColumn('country', 120),
          doubleColumn('latitude'),
          doubleColumn('longitude'),
          varcharColumn('timezone', 64, { nullable: true }),
          varcharColumn('custom_attribute_1', 255, { nullable: true }),
          varcharColumn('custom_attribute_2', 255, { nullable: true }),
          varcharColumn('custom_attribute_3', 255, { nullable: true }),
          jsonColumn('opening_hours'),
          jsonColumn('more_information', { nullable: true }),
          boolColumn(q, 'pickup_enabled', false),
          boolColumn(q, 'delivery_enabled', false),
          boolColumn(q, 'widget_enabled', false),
          intColumn(q, 'sort_position', { default: 0 }),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_locations_shop_external', ['shop_id', 'external_id'], true),
          index('idx_locations_shop_pickup', ['shop_id', 'pickup_enabled', 'sort_position']),
          index('idx_locations_shop_delivery', ['shop_id', 'delivery_enabled', 'sort_position']),
          index('idx_locations_coordinates', ['latitude', 'longitude']),
        ],
        foreignKeys: [cascadeTo('fk_locations_shop', 'shop_id', 'shops')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'pickup_settings',
        columns: [
          { ...intColumn(q, 'location_id'), isPrimary: true },
          boolColumn(q, 'date_picker_enabled', true),
          boolColumn(q, 'time_picker_enabled', true),
          jsonColumn('weekday_windows'),
          intColumn(q, 'interval_minutes', { default: 30 }),
          jsonColumn('blackout_dates'),
          boolColumn(q, 'allow_list_mode', false),
          jsonColumn('allowed_weekdays'),
          intColumn(q, 'future_order_window_days', { nullable: true }),
          boolColumn(q, 'limits_enabled', false),
        ],
        foreignKeys: [cascadeTo('fk_pickup_settings_location', 'location_id', 'locations')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'delivery_settings',
        columns: [
          { ...intColumn(q, 'location_id'), isPrimary: true },
          boolColumn(q, 'flip_blackout_dates', false),
          jsonColumn('blackouts'),
          jsonColumn('weekdays'),
          doubleColumn('max_radius', { nullable: true }),
          jsonColumn('postal_codes'),
          varcharColumn('postal_code_match_mode', 16, { default: 'exact' }),
          jsonColumn('cities'),
        ],
        foreignKeys: [cascadeTo('fk_delivery_settings_location', 'location_id', 'locations')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'slots',
        columns: [
          idColumn(q),
          intColumn(q, 'location_id'),
          varcharColumn('method', 16),
          varcharColumn('day_of_week', 9),
          varcharColumn('available_from', 5),
          varcharColumn('available_until', 5),
          boolColumn(q, 'limited', false),
          intColumn(q, 'slot_limit', { default: 0 }),
        ],
        indices: [index('idx_slots_location_method_day', ['location_id', 'method', 'day_of_week'])],
        foreignKeys: [cascadeTo('fk_slots_location', 'location_id', 'locations')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['slots', 'delivery_settings', 'pickup_settings', 'locations']) await q.dropTable(t);
  }
}
