/**
 * The shapes the widget reads from widget-api (apps/widget-api/README.md; docs/api-decisions.md,
 * "Widget backend"), declared here because a browser bundle imports no server code. Money is
 * integer minor units of the shop's currency; dates `YYYY-MM-DD` and times `HH:MM` are local
 * to the restaurant.
 */

export type Method = 'pickup' | 'delivery';

/** A translation of WidgetSettings: its key and its text per language. */
export interface Translation {
  id: number;
  translation_key: string;
  values: Record<string, string>;
}

/** A restaurant as WidgetSettings lists it. */
export interface Restaurant {
  id: number;
  name: string;
  address_line_1: string;
  city: string;
  region: string;
  is_pickup_enabled: boolean;
  is_delivery_enabled: boolean;
}

/** The parts of `settings` the widget uses. */
export interface WidgetSettingsBlock {
  company_name: string;
  language: string;
  currency_code: string;
  country_code: string;
  time_format: string;
  advanced: { show_restaurant_name: boolean; show_restaurant_address: boolean; address_format: string; always_show_order_note: boolean };
}

/** `GET /settings`. */
export interface WidgetSettings {
  is_test_mode: boolean;
  pickup_restaurants_count: number;
  delivery_restaurants_count: number;
  settings: WidgetSettingsBlock;
  translations: Translation[];
}

/** When a restaurant can next serve. */
export interface NextAvailable {
  date: string;
  time: string | null;
  at: string | null;
}

/** A restaurant found by `POST /search`. */
export interface SearchHit extends Restaurant {
  postal_code: string;
  timezone: string;
  distance: number;
  accepting_orders: boolean;
  next_available: NextAvailable | null;
}

/** `POST /search`. */
export interface SearchResponse {
  method: Method;
  unit: 'kilometers' | 'miles';
  restaurants: SearchHit[];
}

/** When a menu is served: weekdays (`monday`...) and a local window. */
export interface MenuAvailability {
  days: string[];
  from: string;
  until: string;
}

/** An option of a group; `price_delta` in minor units. */
export interface OptionView {
  id: number;
  name: string;
  price_delta: number;
  available: boolean;
}

/** An option group with its rules. */
export interface OptionGroup {
  id: number;
  product_id: number;
  name: string;
  required: boolean;
  min_selections: number;
  max_selections: number;
  options: OptionView[];
}

/** A menu item. */
export interface MenuItem {
  id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  description: string | null;
  price: number;
  image_url: string | null;
  available: boolean;
  sold_out?: boolean;
  option_groups: OptionGroup[];
}

/** `GET /restaurant/{id}/menu/{handle}`. */
export interface Menu {
  id: number;
  handle: string;
  name: string;
  timezone: string;
  currency_code: string;
  available_now: boolean;
  availability: MenuAvailability[];
  categories: Array<{ id: number; name: string; items: MenuItem[] }>;
}

/** A slot of `GET /restaurant/{id}/slots`. */
export interface SlotView {
  id: number | null;
  from: string;
  until: string;
  limit: number | null;
  remaining: number | null;
  available: boolean;
}

/** `GET /restaurant/{id}/slots`. */
export interface SlotsResponse {
  date: string;
  timezone: string;
  selectable: boolean;
  date_only: boolean;
  slots: SlotView[];
}

/** `GET /restaurant/{id}/calendar`: the fulfilment API's calendar shape plus `today` and `timezone`. */
export interface CalendarResponse {
  minDate: string | null;
  maxDate: string | null;
  disabled: unknown[];
  timezone: string;
  today: string;
}

/** A checkout (`POST /checkouts`, `GET /checkouts/{id}`); docs/draft-orders.md, "Checkout statuses". */
export interface Checkout {
  id: string;
  status: 'reserved' | 'expired' | 'pending' | 'ready' | 'failed';
  is_test_mode: boolean;
  checkout_url: string | null;
  failure_code: string | null;
  expires_at: string;
  currency_code: string;
  totals: { item_count: number; subtotal: number; total: number };
}
