import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { intColumn, varcharColumn } from '@fulfil/database';

/**
 * What a person preparing an order needs, kept on `orders` from the order webhooks
 * (docs/privacy.md, "What is kept, and for how long"): `order_name` (the platform's
 * `name`, "#1001"), `customer_name` (nulled by `customers/redact`) and `item_count` (the
 * sum of the line items' quantities). All nullable: orders recorded before, and webhooks
 * without them, have none. Columns are added, so existing rows stay as they are.
 */
export class OrderDetails1765100000000 implements MigrationInterface {
  name = 'OrderDetails1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('orders', [
      new TableColumn(varcharColumn('order_name', 64, { nullable: true })),
      new TableColumn(varcharColumn('customer_name', 255, { nullable: true })),
      new TableColumn(intColumn(q, 'item_count', { nullable: true })),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['item_count', 'customer_name', 'order_name']) await q.dropColumn('orders', column);
  }
}
