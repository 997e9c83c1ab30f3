import type { TableSet } from '@fulfil/database';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { CheckoutEntity } from './checkout.entity';
import { WidgetCheckouts1764200000000 } from './1764200000000-widget-checkouts';
import { CheckoutKeysMoved1764400000001 } from './1764400000001-checkout-keys-moved';
import { CheckoutDraftOrders1764500000001 } from './1764500000001-checkout-draft-orders';
import { CheckoutCreateRecord1765100000001 } from './1765100000001-checkout-create-record';

/** Tables widget-api adds to the store's: its checkouts. */
export const WIDGET_CHECKOUT_TABLES = ['checkouts'];

/**
 * widget-api's tables: the store's and the capacity ledger's (`CAPACITY_TABLE_SET` of
 * @fulfil/capacity) plus its own `checkouts`, in the store's migrations table
 * (`migrations_store`, as before the checkouts left @fulfil/store-settings, so nothing
 * runs again on an existing database). fulfilment-api runs the store's and the ledger's
 * migrations only; on a database both apps share, either order of start-up ends with
 * every table.
 */
export const WIDGET_TABLE_SET: TableSet = {
  name: CAPACITY_TABLE_SET.name,
  entities: [...CAPACITY_TABLE_SET.entities, CheckoutEntity],
  migrations: [
    ...CAPACITY_TABLE_SET.migrations,
    WidgetCheckouts1764200000000,
    CheckoutKeysMoved1764400000001,
    CheckoutDraftOrders1764500000001,
    CheckoutCreateRecord1765100000001,
  ],
};
