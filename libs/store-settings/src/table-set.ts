import type { TableSet } from '@fulfil/database';
import { STORE_ENTITIES } from './entities';
import { STORE_MIGRATIONS } from './migrations';

/**
 * The store's tables for `DatabaseModule.forRoot` and the test databases: the
 * merchant's configuration, orders and reservations. Its migrations table stays
 * `migrations_store` and its default SQLite file `data/store.sqlite`.
 */
export const STORE_TABLE_SET: TableSet = { name: 'store', entities: STORE_ENTITIES, migrations: STORE_MIGRATIONS };
