import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { cascadeTo, idColumn, index, intColumn, jsonColumn, timestampColumns, varcharColumn } from '@fulfil/database';

/**
 * `idempotency_keys`: one row per Idempotency-Key, unique per shop AND API, with the hash
 * of the request and the stored response (docs/api-decisions.md, "Idempotency keys").
 * Reservations no longer carry a key of their own: `reservations.idempotency_key` and its
 * unique index `uq_reservations_shop_idempotency` (one key space shared by both APIs) go.
 * Keys stored there before are not carried over (their requests were never hashed).
 */
export class IdempotencyKeys1764400000000 implements MigrationInterface {
  name = 'IdempotencyKeys1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          idColumn(q),
          intColumn(q, 'shop_id'),
          varcharColumn('api', 32),
          varcharColumn('idempotency_key', 255),
          varcharColumn('request_hash', 64),
          intColumn(q, 'reservation_id', { nullable: true }),
          intColumn(q, 'response_status', { nullable: true }),
          jsonColumn('response_body', { nullable: true }),
          ...timestampColumns(q),
        ],
        indices: [
          index('uq_idempotency_keys_shop_api_key', ['shop_id', 'api', 'idempotency_key'], true),
          index('idx_idempotency_keys_created', ['created_at']),
        ],
        foreignKeys: [cascadeTo('fk_idempotency_keys_shop', 'shop_id', 'shops')],
      }),
    );
    await q.dropIndex('reservations', 'uq_reservations_shop_idempotency');
    await q.dropColumn('reservations', 'idempotency_key');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('reservations', new TableColumn(varcharColumn('idempotency_key', 255, { nullable: true })));
    await q.createIndex('reservations', index('uq_reservations_shop_idempotency', ['shop_id', 'idempotency_key'], true));
    await q.dropTable('idempotency_keys');
  }
}
