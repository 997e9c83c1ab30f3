import { CheckoutEntity } from './checkout.entity';
import { WidgetCheckouts1764200000000 } from './1764200000000-widget-checkouts';

/** Entities the ordering widget (widget-api) adds to the `store` schema. */
export const WIDGET_CHECKOUT_ENTITIES = [CheckoutEntity];

/** Migrations the widget adds to the `store` schema (after every migration of `STORE_MIGRATIONS`). */
export const WIDGET_CHECKOUT_MIGRATIONS = [WidgetCheckouts1764200000000];

/** Tables the widget adds to the `store` schema. */
export const WIDGET_CHECKOUT_TABLES = ['checkouts'];
