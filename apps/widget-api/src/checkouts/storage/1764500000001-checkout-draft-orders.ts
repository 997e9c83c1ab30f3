import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { datetimeColumn, index, intColumn, varcharColumn } from '@fulfil/database';

/**
 * Checkouts that become draft orders on the storefront platform (docs/draft-orders.md):
 * `platform_state` (`test`: no platform, the rows before this migration; `pending`,
 * `created`, `failed`), the draft order's id and invoice URL, and the outbox columns of the
 * retry worker (`attempts`, `next_attempt_at`, `lease_until`, `last_error`), with
 * `failure_code` saying why a checkout failed.
 */
export class CheckoutDraftOrders1764500000001 implements MigrationInterface {
  name = 'CheckoutDraftOrders1764500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('checkouts', [
      new TableColumn(varcharColumn('platform_state', 16, { default: 'test' })),
      new TableColumn(varcharColumn('draft_order_id', 64, { nullable: true })),
      new TableColumn(varcharColumn('checkout_url', 1024, { nullable: true })),
      new TableColumn(intColumn(q, 'attempts', { default: 0 })),
      new TableColumn(datetimeColumn('next_attempt_at', { nullable: true })),
      new TableColumn(datetimeColumn('lease_until', { nullable: true })),
      new TableColumn(varcharColumn('last_error', 300, { nullable: true })),
      new TableColumn(varcharColumn('failure_code', 32, { nullable: true })),
    ]);
    await q.createIndex('checkouts', index('idx_checkouts_platform_due', ['platform_state', 'next_attempt_at']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('checkouts', 'idx_checkouts_platform_due');
    for (const column of ['failure_code', 'last_error', 'lease_until', 'next_attempt_at', 'attempts', 'checkout_url', 'draft_order_id', 'platform_state']) {
      await q.dropColumn('checkouts', column);
    }
  }
}
