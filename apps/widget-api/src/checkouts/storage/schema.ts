import type { TableSet } from '@fulfil/database';
import { STORE_ENTITIES, STORE_MIGRATIONS, STORE_TABLE_SET } from '@fulfil/store-settings';
import { CheckoutEntity } from './checkout.entity';
import { WidgetCheckouts1764200000000 } from './1764200000000-widget-checkouts';
import { CheckoutKeysMoved1764400000001 } from './1764400000001-checkout-keys-moved';
import { CheckoutDraftOrders1764500000001 } from './1764500000001-checkout-draft-orders';

/** Tables widget-api adds to the store's: its checkouts. */
export const WIDGET_CHECKOUT_TABLES = ['checkouts'];

/**
 * widget-api's tables: the store's plus its own `checkouts`, in the store's
 * migrations table (`migrations_store`, as before the checkouts left
 * @fulfil/store-settings, so nothing runs again on an existing database).
 * fulfilment-api runs the store's migrations only; on a database both apps share,
 * either order of start-up ends with every table.
 */
export const WIDGET_TABLE_SET: TableSet = {
  name: STORE_TABLE_SET.name,
  entities: [...STORE_ENTITIES, CheckoutEntity],
  migrations: [...STORE_MIGRATIONS, WidgetCheckouts1764200000000, CheckoutKeysMoved1764400000001, CheckoutDraftOrders1764500000001],
};
