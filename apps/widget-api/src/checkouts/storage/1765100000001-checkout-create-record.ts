import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { datetimeColumn } from '@fulfil/database';

/**
 * The idempotency record of a checkout's draft-order create (docs/draft-orders.md,
 * "Idempotency record"): `create_sent_at`, when the last `draftOrderCreate` was sent. A
 * retry within the settle window after it only searches for the draft order, so a create
 * slower than the client's timeout is waited for instead of repeated. Null for rows before
 * this migration (their creates, if any, settled long ago).
 */
export class CheckoutCreateRecord1765100000001 implements MigrationInterface {
  name = 'CheckoutCreateRecord1765100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('checkouts', new TableColumn(datetimeColumn('create_sent_at', { nullable: true })));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('checkouts', 'create_sent_at');
  }
}
