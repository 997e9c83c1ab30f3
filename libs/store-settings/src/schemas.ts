import { STORE_ENTITIES } from './entities';
import { STORE_MIGRATIONS } from './migrations';
import { FORMS_ENTITIES } from './forms/entities';
import { FORMS_MIGRATIONS } from './forms/migrations/1765000000000-forms';
// widget-api: its checkouts table is appended to the `store` schema below.
import { WIDGET_CHECKOUT_ENTITIES, WIDGET_CHECKOUT_MIGRATIONS } from './widget/schema';

/**
 * The table sets of the platform. Each app's database holds one of them:
 * - `store`: merchant configuration, orders and reservations (fulfilment-api, widget-api);
 * - `forms`: website enquiries, newsletter signups and the local helpdesk (website-api).
 */
export const SCHEMAS = {
  store: {
    entities: [...STORE_ENTITIES, ...WIDGET_CHECKOUT_ENTITIES] as unknown[] as (new () => unknown)[],
    migrations: [...STORE_MIGRATIONS, ...WIDGET_CHECKOUT_MIGRATIONS] as unknown[] as (new () => unknown)[],
  },
  forms: { entities: FORMS_ENTITIES as unknown[] as (new () => unknown)[], migrations: FORMS_MIGRATIONS as unknown[] as (new () => unknown)[] },
};

/** Name of a table set. */
export type SchemaName = keyof typeof SCHEMAS;
