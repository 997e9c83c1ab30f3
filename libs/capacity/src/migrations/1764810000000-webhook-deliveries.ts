import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { cascadeTo, datetimeColumn, idColumn, index, intColumn, jsonColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/**
 * `webhook_deliveries`: the webhook deliveries fulfilment-api accepted, one row each, both
 * the record of `X-Shopify-Webhook-Id` (unique per shop, so a duplicate is dropped) and
 * the durable queue entry its worker applies (`status`, `attempts`, `next_attempt_at`,
 * `lease_until`, `last_error`); `WebhookDeliveryEntity` documents the columns.
 */
export class WebhookDeliveries1764810000000 implements MigrationInterface {
  name = 'WebhookDeliveries1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('webhook_id', 64, { nullable: true }),
          varcharColumn('topic', 32),
          varcharColumn('order_ref', 64, { nullable: true }),
          jsonColumn('payload', { nullable: true }),
          varcharColumn('status', 16, { default: 'queued' }),
          intColumn(q, 'attempts', { default: 0 }),
          datetimeColumn('next_attempt_at'),
          datetimeColumn('lease_until', { nullable: true }),
          varcharColumn('last_error', 300, { nullable: true }),
          jsonColumn('result', { nullable: true }),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_webhook_deliveries_shop_webhook', ['shop_id', 'webhook_id'], true),
          index('idx_webhook_deliveries_due', ['status', 'next_attempt_at']),
          index('idx_webhook_deliveries_created', ['created_at']),
        ],
        foreignKeys: [cascadeTo('fk_webhook_deliveries_shop', 'shop_id', 'shops')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('webhook_deliveries');
  }
}
