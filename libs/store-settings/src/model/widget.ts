/**
 * Shapes of the storefront ordering widget's data (WidgetSettings of the API spec plus
 * menus and option groups). Prices are integer minor units (cents) of the shop's
 * `currency_code`; times of day are `HH:MM` local to the restaurant.
 */
import type { Weekday } from './vocabulary';

/** `advanced` display options of the widget. */
export interface WidgetAdvancedSettings {
  show_restaurant_name: boolean;
  show_restaurant_address: boolean;
  /** Template using `{address_line_1}` and `{city}`. */
  address_format: string;
  always_show_order_note: boolean;
}

/** `maps` options of the widget. */
export interface WidgetMapsSettings {
  maps_api_key: string;
  enable_widget_map: boolean;
}

/** WidgetSettings.settings, exactly as the spec shapes it. */
export interface WidgetSettingsBlock {
  base_country: string;
  advanced: WidgetAdvancedSettings;
  maps: WidgetMapsSettings;
  widget: {
    maps: WidgetMapsSettings;
    advanced: WidgetAdvancedSettings;
    restaurant: { select_delivery_location: boolean; adjust_location_with_map: boolean };
    location_types: { sort_by_type: boolean };
  };
  company_name: string;
  language: string;
  currency_code: string;
  country_code: string;
  /** `12h` or `24h`. */
  time_format: string;
  developer: { selectors: { product_add_to_cart: string; product_add_to_cart_text: string } };
  checkout_locales: { pickup: string; delivery: string; shipping: string };
}

/** The widget configuration stored per shop. */
export interface WidgetConfig {
  is_test_mode: boolean;
  settings: WidgetSettingsBlock;
}

/** A WidgetSettings translation row: one key, its text per language code. */
export interface Translation {
  id: number;
  translation_key: string;
  values: Record<string, string>;
}

/** When a menu can be ordered from: these weekdays, `from` until `until` local time. */
export interface MenuAvailability {
  days: Weekday[];
  from: string;
  until: string;
}

/** A menu item (read model). */
export interface MenuItemView {
  id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  description: string | null;
  /** Minor units (cents). */
  price: number;
  image_url: string | null;
  available: boolean;
}

/** A menu category with its items in the merchant's order. */
export interface MenuCategoryView {
  id: number;
  name: string;
  items: MenuItemView[];
}

/** A location's menu (read model; the widget's API calls the location a restaurant). */
export interface MenuView {
  id: number;
  location_id: number;
  handle: string;
  name: string;
  availability: MenuAvailability[];
  categories: MenuCategoryView[];
}

/** One choice of an option group. */
export interface OptionView {
  id: number;
  name: string;
  /** Added to the item price, minor units (cents); may be 0. */
  price_delta: number;
  available: boolean;
}

/** An option group of a product (e.g. "Size": required, exactly one). */
export interface OptionGroupView {
  id: number;
  product_id: number;
  name: string;
  required: boolean;
  min_selections: number;
  max_selections: number;
  options: OptionView[];
}

/**
 * A location listed by the ordering widget (`widget_enabled`; the widget's API calls it a
 * restaurant, docs/glossary.md): what its settings and search answer with (coordinates in
 * WGS 84 degrees, IANA zone, postal code).
 */
export interface WidgetLocation {
  id: number;
  name: string;
  address_line_1: string;
  city: string;
  region: string;
  is_pickup_enabled: boolean;
  is_delivery_enabled: boolean;
  external_id: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
}
