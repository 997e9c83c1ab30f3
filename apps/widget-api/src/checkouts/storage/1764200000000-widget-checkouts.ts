import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, datetimeColumn, index, intColumn, jsonColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/** Checkouts of the storefront ordering widget (widget-api), idempotent per shop and key. */
export class WidgetCheckouts1764200000000 implements MigrationInterface {
  name = 'WidgetCheckouts1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'checkouts',
        columns: [
          { ...varcharColumn('id', 36), isPrimary: true },
          intColumn(q, 'shop_id'),
          intColumn(q, 'reservation_id', { nullable: true }),
          varcharColumn('idempotency_key', 255, { nullable: true }),
          varcharColumn('request_hash', 64),
          varcharColumn('method', 16),
          intColumn(q, 'location_id'),
          varcharColumn('date', 10),
          intColumn(q, 'slot_id', { nullable: true }),
          jsonColumn('snapshot'),
          datetimeColumn('expires_at'),
          ...timestampColumns(q),
        ],
        indices: [index('uq_checkouts_shop_idempotency', ['shop_id', 'idempotency_key'], true), index('idx_checkouts_reservation', ['reservation_id'])],
        foreignKeys: [cascadeTo('fk_checkouts_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('checkouts');
  }
}
