/**
 * Defaults of every settings block: what a shop or location reads when the merchant
 * never set the block. They equal the defaults of the import file's JSON Schema (a test
 * pins it). Functions return fresh objects, so callers may modify them.
 */
import type { ShippingConfig, ShopPreparationConfig } from './store-config';
import type { DeliveryArea, DeliveryOptions, PickupOptions, PickupSettingsConfig, StorefrontCompatibility } from './settings';

/** Pickup settings of a location without its own. */
export function defaultPickupSettings(): PickupSettingsConfig {
  return {
    date_picker_enabled: true,
    time_picker_enabled: true,
    weekday_windows: {},
    interval: 30,
    blackout_dates: [],
    allow_list_mode: false,
    allowed_weekdays: [],
    future_order_window_days: null,
    limits_enabled: false,
  };
}

/** Delivery area and flags of a location without delivery settings (no weekday is open). */
export function defaultDeliveryArea(): DeliveryArea & { flip_blackout_dates: boolean; blackouts: string[] } {
  return { flip_blackout_dates: false, blackouts: [], max_radius: null, postal_codes: [], postal_code_match_mode: 'exact', cities: [] };
}

/** StoreSettings.pickup of a shop without its own. */
export function defaultPickupOptions(): PickupOptions {
  return { pagination_limit: 10, sort_order: 'manual', discount_code: null };
}

/** StoreSettings.delivery of a shop without its own. */
export function defaultDeliveryOptions(): DeliveryOptions {
  return { validation_mode: 'within_max_radius', driving_distance_preferences: null, driving_distance_route: 'fastest', discount_code: null };
}

/** `shop.storefront_compatibility` of a shop without its own: the contract's forms. */
export function defaultStorefrontCompatibility(): StorefrontCompatibility {
  return { pickup_disabled_dates: 'strings' };
}

/** Shipping settings of a shop without its own: Monday to Friday, no limits. */
export function defaultShipping(): ShippingConfig {
  return {
    blackout_dates: [],
    monday_enabled: true,
    tuesday_enabled: true,
    wednesday_enabled: true,
    thursday_enabled: true,
    friday_enabled: true,
    saturday_enabled: false,
    sunday_enabled: false,
    timezone: null,
    discount_code: null,
    preparation_time: { enabled: false },
    maximum_date: { enabled: false, metric: 'days', value: 0 },
    order_limits: { enabled: false },
  };
}

/** PreparationTimes of a method without rules: disabled, no product rows. */
export function defaultPreparation(): ShopPreparationConfig {
  return { general: { enabled: false }, product_based: [] };
}
