import type { MenuAvailability, OptionGroupView } from '@fulfil/store-settings';

/** A menu item as `GET /restaurant/{restaurant}/menu/{menu}` returns it. Prices in minor units. */
export interface MenuItemResponse {
  id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  description: string | null;
  /** Minor units (cents) of `currency_code`. */
  price: number;
  image_url: string | null;
  /** Orderable now: the item is not sold out and its menu is served now. */
  available: boolean;
  /** Sold out, whenever it is ordered for (an item of a menu not served now can still be ordered ahead for a time it is served). */
  sold_out: boolean;
  option_groups: OptionGroupView[];
}

/** The menu response. */
export interface MenuResponse {
  id: number;
  restaurant_id: number;
  handle: string;
  name: string;
  /** IANA zone the availability windows are read in (the restaurant's). */
  timezone: string;
  currency_code: string;
  /** Served now (at the server's clock, in `timezone`). */
  available_now: boolean;
  /** Weekdays and `HH:MM` windows (local) when the menu is served; empty = always. */
  availability: MenuAvailability[];
  categories: { id: number; name: string; items: MenuItemResponse[] }[];
}

/** One entry of `GET /restaurant/{restaurant}/menus`. */
export interface MenuSummary {
  id: number;
  handle: string;
  name: string;
  available_now: boolean;
  availability: MenuAvailability[];
}
