import type { TableSet } from '@fulfil/database';
import { STORE_ENTITIES, STORE_MIGRATIONS, STORE_TABLE_SET } from '@fulfil/store-settings';
import { OrderEntity, HoldEntity } from './entities/capacity.entity';
import { IdempotencyKeyEntity } from './entities/idempotency-key.entity';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { CAPACITY_MIGRATIONS } from './migrations';

/** Entities of the capacity ledger: orders, reservations (holds), Idempotency-Keys and webhook deliveries. */
export const CAPACITY_ENTITIES = [OrderEntity, HoldEntity, IdempotencyKeyEntity, WebhookDeliveryEntity];

/** Tables of the capacity ledger, added to the store's (`STORE_TABLES`). */
export const CAPACITY_TABLES = ['orders', 'reservations', 'idempotency_keys', 'webhook_deliveries'];

/** The number a migration's name ends with (TypeORM's timestamp, ms since the epoch). */
function timestampOf(migration: { name: string }): number {
  return Number(/(\d{13})$/.exec(migration.name)?.[1] ?? 0);
}

/**
 * The store's tables plus the capacity ledger's, for `DatabaseModule.forRoot` and the test
 * databases of both storefront apps: one database, since a hold reads the store's shop
 * and locks its slot in the same transaction. The ledger's tables share the store's
 * migrations table (`migrations_store`) and default SQLite file (`data/store.sqlite`), as
 * before they left @fulfil/store-settings, so no migration runs again on an existing
 * database; migrations come oldest first across both lists (TypeORM also sorts them by
 * timestamp). libs/capacity/README.md, "Tables and migrations".
 */
export const CAPACITY_TABLE_SET: TableSet = {
  name: STORE_TABLE_SET.name,
  entities: [...STORE_ENTITIES, ...CAPACITY_ENTITIES],
  migrations: [...STORE_MIGRATIONS, ...CAPACITY_MIGRATIONS].sort((a, b) => timestampOf(a) - timestampOf(b)),
};
