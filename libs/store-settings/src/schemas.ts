import { STORE_ENTITIES } from './entities';
import { STORE_MIGRATIONS } from './migrations';

/**
 * The table sets of the platform. Each app's database holds one of them:
 * - `store`: merchant configuration, orders and reservations (fulfilment-api, widget-api);
 * - `forms`: website enquiries, newsletter signups and the local helpdesk (website-api).
 */
export const SCHEMAS = {
  store: { entities: STORE_ENTITIES as unknown[] as (new () => unknown)[], migrations: STORE_MIGRATIONS as unknown[] as (new () => unknown)[] },
  forms: { entities: [] as (new () => unknown)[], migrations: [] as (new () => unknown)[] },
};

/** Name of a table set. */
export type SchemaName = keyof typeof SCHEMAS;
