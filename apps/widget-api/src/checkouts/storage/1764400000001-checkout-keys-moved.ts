import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { index, varcharColumn } from '@fulfil/database';

/**
 * Checkouts keep no Idempotency-Key of their own any more: keys, request hashes and
 * responses of both storefront APIs live in the store's `idempotency_keys` (migration
 * `IdempotencyKeys1764400000000` of @fulfil/store-settings; docs/api-decisions.md,
 * "Idempotency keys"). Drops `uq_checkouts_shop_idempotency`, `idempotency_key` and
 * `request_hash`; `idx_checkouts_shop` takes over as the index of the shop's foreign key
 * (MySQL/MariaDB used the unique index for it). Keys of checkouts made before are not
 * carried over (their hashes covered another request form).
 */
export class CheckoutKeysMoved1764400000001 implements MigrationInterface {
  name = 'CheckoutKeysMoved1764400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('checkouts', index('idx_checkouts_shop', ['shop_id']));
    await q.dropIndex('checkouts', 'uq_checkouts_shop_idempotency');
    await q.dropColumn('checkouts', 'idempotency_key');
    await q.dropColumn('checkouts', 'request_hash');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('checkouts', new TableColumn(varcharColumn('idempotency_key', 255, { nullable: true })));
    // NOT NULL as before; rows written meanwhile get an empty hash (added with a default, which then goes).
    await q.addColumn('checkouts', new TableColumn(varcharColumn('request_hash', 64, { default: '' })));
    await q.changeColumn('checkouts', 'request_hash', new TableColumn(varcharColumn('request_hash', 64)));
    await q.createIndex('checkouts', index('uq_checkouts_shop_idempotency', ['shop_id', 'idempotency_key'], true));
    await q.dropIndex('checkouts', 'idx_checkouts_shop');
  }
}
