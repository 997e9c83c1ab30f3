/**
 * Shapes of the merchant's settings blocks, shared by the tables (JSON columns), the
 * read models and the import format. Field names follow the fulfilment-options API
 * (docs/api-contract.md) where it names them. Units: times of day
 * `HH:MM` (24 h, local to the location), dates `YYYY-MM-DD` (1-based months), durations
 * in minutes, money in integer minor units (cents), weight in grams.
 */
import type { Weekday } from './vocabulary';

export type { Weekday, CheckoutMethod, LocationMethod } from './vocabulary';
// The API's response shapes that the scheduling engine takes as input are defined once, there.
export type {
  PreparationFormat,
  PreparationAmount,
  GeneralPreparation,
  ProductPreparation,
  PreparationTimes,
  DeliveryDayRule,
  DeliverySettings,
  ShippingPreparationDay,
  ShippingSettings,
  TimeWindow,
} from '@fulfil/scheduling';
import type { PreparationAmount, ShippingSettings, TimeWindow } from '@fulfil/scheduling';

/** One weekday of `opening_hours`. */
export interface OpeningHoursDay {
  opens: string;
  closes: string;
  closed: boolean;
}

/** `opening_hours` keyed by weekday; a missing weekday reads as closed. */
export type OpeningHours = Partial<Record<Weekday, OpeningHoursDay>>;

/** A location's pickup settings (admin and import shape). */
export interface PickupSettingsConfig {
  date_picker_enabled: boolean;
  time_picker_enabled: boolean;
  /** Per-weekday pickup window; a weekday without one (and without slots) is closed. */
  weekday_windows: Partial<Record<Weekday, TimeWindow>>;
  /** Minutes between generated slot starts. */
  interval: number;
  /** `YYYY-MM-DD` blackout dates, or `--MM-DD` for a date blacked out every year. */
  blackout_dates: string[];
  /** "Only these dates": `blackout_dates` and `allowed_weekdays` become the allow-list. */
  allow_list_mode: boolean;
  /** Allow-list mode only: weekdays whose every date is allowed. */
  allowed_weekdays: Weekday[];
  /** Orders at most this many days ahead (inclusive); null = no limit. */
  future_order_window_days: number | null;
  /** Per-slot order limits are enforced. */
  limits_enabled: boolean;
}

/** A merchant-defined slot of a weekday (pickup rows; delivery rows use `from`/`until` in the API). */
export interface SlotConfig {
  day_of_week: Weekday;
  available_from: string;
  available_until: string;
  limited: boolean;
  /** Orders plus live reservations allowed in the slot per date, when `limited`. */
  limit: number;
}

/** One weekday of a location's delivery settings, as stored (slots live in `slots`). */
export interface DeliveryDayConfig {
  blackout_dates: string[];
  /** `HH:MM`: orders placed after it use `after`. */
  breakpoint: string;
  useBreakpoint: boolean;
  before: PreparationAmount;
  after: PreparationAmount;
  /** Time slots offered on this weekday; false = date-only delivery. */
  slots_enabled: boolean;
}

/** How a location's postal-code list is matched against the customer's code. */
export type PostalCodeMatchMode = 'exact' | 'prefix' | 'pattern';

/** Where a location delivers (used by the shop's `delivery.validation_mode`). */
export interface DeliveryArea {
  /** Radius for `within_max_radius`, in the shop's `measurement_format` unit (km or miles); null = no radius. */
  max_radius: number | null;
  /** Postal codes, prefixes or patterns for `postal_code` validation. */
  postal_codes: string[];
  postal_code_match_mode: PostalCodeMatchMode;
  /** City names for `city` validation. */
  cities: string[];
}

/** The `weight_price` rule of conditional activation. */
export interface WeightPriceRule {
  enabled: boolean;
  /** Compare the cart's `original_total_price` (cents) or `total_weight` (grams). */
  basis: 'price' | 'weight';
  /** morethan: total > min; lessthan: total < max; between: min <= total <= max. */
  condition: 'morethan' | 'lessthan' | 'between';
  /** Cents or grams. */
  min: number | null;
  /** Cents or grams. */
  max: number | null;
}

/** The `property_based` rule of conditional activation. */
export interface PropertyBasedRule {
  enabled: boolean;
  /** include: matching items make the cart valid; exclude: matching items make it invalid. */
  mode: 'include' | 'exclude';
  /** any: one matching item decides; all: every item must match. */
  match: 'any' | 'all';
  tags: string[];
  vendors: string[];
  product_types: string[];
  collections: string[];
}

/** A conditional-activation rule set of one method (shop-wide, or one location's override). */
export interface ConditionalActivationRule {
  weight_price: WeightPriceRule;
  property_based: PropertyBasedRule;
  /** Hide, rather than disable, the method when the cart is invalid. */
  hide_checkout_method: boolean;
}

/** Distance unit of the shop. */
export type MeasurementFormat = 'kilometers' | 'miles';

/** StoreSettings.pickup. */
export interface PickupOptions {
  /** Default page size of pickup locations (1-200). */
  pagination_limit: number;
  /** `manual` (the merchant's order) or `alphabetical` (by company_name). */
  sort_order: 'manual' | 'alphabetical';
  discount_code: string | null;
}

/**
 * `shop.storefront_compatibility`: how the storefront endpoints write what clients of the
 * original service read differently (docs/compatibility.md). Not part of StoreSettings.
 */
export interface StorefrontCompatibility {
  /**
   * The pickup calendar's `disabled` dates: `strings` (the contract's `"YYYY-MM-DD"` with a
   * zero-based month; default) or `arrays` (`[year, zero-based month, day]`, as pickadate.js
   * and the original service's delivery and shipping calendars write them).
   */
  pickup_disabled_dates: 'strings' | 'arrays';
}

/** Delivery validation modes: radius, the locations' postal-code lists, or their city lists. */
export type DeliveryValidationMode = 'within_max_radius' | 'postal_code' | 'city';

/** StoreSettings.delivery. */
export interface DeliveryOptions {
  validation_mode: DeliveryValidationMode;
  driving_distance_preferences: Record<string, string | number | boolean | null> | null;
  driving_distance_route: 'fastest' | 'shortest';
  discount_code: string | null;
}

/** StoreSettings, exactly as `GET /v1.0/settings` returns it. */
export interface StoreSettings {
  base_country_name: string;
  measurement_format: MeasurementFormat;
  pickup: PickupOptions;
  delivery: DeliveryOptions;
  shipping: ShippingSettings;
}
