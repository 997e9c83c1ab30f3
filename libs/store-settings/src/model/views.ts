/**
 * Read models the apps receive from the repositories: plain objects in the API's own
 * field names, ready for a response or for the pure scheduling engine.
 */
import type { Weekday } from './vocabulary';
import type { DeliveryArea, DeliverySettings, MeasurementFormat, OpeningHoursDay, StorefrontCompatibility } from './settings';

/** A shop as the public endpoints need it. */
export interface ShopRecord {
  id: number;
  domain: string;
  /** IANA zone. */
  timezone: string;
  base_country_name: string;
  /** ISO 3166-1 alpha-2, or null when the merchant did not set it. */
  base_country_code: string | null;
  measurement_format: MeasurementFormat;
  /** Origins allowed by CORS, e.g. `https://bakery.example.com`. */
  storefront_origins: string[];
  /** Secret of the order webhooks (HMAC-SHA256), or null. */
  webhook_secret: string | null;
  /** How the storefront endpoints answer clients of the original service (`pickup_disabled_dates`: the pickup calendar's date form). */
  storefront_compatibility: StorefrontCompatibility;
  /** Bumped by every change of the shop's configuration. */
  settings_version: number;
}

/** A location's own fields (PickupLocation-style), `timezone` resolved with the shop's fallback. */
export interface LocationRecord {
  id: number;
  external_id: string;
  company_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  custom_attribute_1: string | null;
  custom_attribute_2: string | null;
  custom_attribute_3: string | null;
  /** All seven weekdays; a weekday the merchant did not set reads `{opens: '00:00', closes: '00:00', closed: true}`. */
  opening_hours: Record<Weekday, OpeningHoursDay>;
  more_information: string | null;
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  widget_enabled: boolean;
  sort_position: number;
}

/** PickupLocation of the API without `distance` (the app adds it), fields in the spec's order. */
export interface PickupLocationRecord {
  id: number;
  external_id: string;
  company_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  custom_attribute_1: string | null;
  custom_attribute_2: string | null;
  custom_attribute_3: string | null;
  date_picker_enabled: boolean;
  time_picker_enabled: boolean;
  opening_hours: Record<Weekday, OpeningHoursDay>;
  more_information: string | null;
  /** The location enforces pickup order limits. */
  limits_enabled: boolean;
}

/** PickupSlot (API shape) and a location's pickup rules as the engine takes them: the scheduling library's own types. */
export type { PickupRules, PickupSlot } from '@fulfil/scheduling';

/**
 * A delivery-enabled location: its own fields, `delivery` exactly as the API's
 * DeliveryLocation carries it (slots with ids), and where it delivers (`area`). The app
 * adds `distance`, `driving_distance` and `current_time`.
 */
export interface DeliveryLocationRecord {
  id: number;
  external_id: string;
  company_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  custom_attribute_1: string | null;
  custom_attribute_2: string | null;
  custom_attribute_3: string | null;
  delivery: DeliverySettings;
  area: DeliveryArea;
}

/** A slot looked up by id (order webhooks and checkouts validate against it). */
export interface SlotRecord {
  id: number;
  location_id: number;
  method: 'pickup' | 'delivery';
  day_of_week: Weekday;
  available_from: string;
  available_until: string;
  limited: boolean;
  limit: number;
}

/**
 * A postal code the merchant geocodes themselves (their `postal_codes`): a shopper's
 * `geoSearchQuery` equal to `postal_code` (case, spaces and hyphens ignored) resolves to
 * this point, before any bundled data set. Coordinates are WGS 84 decimal degrees.
 */
export interface MerchantPostalCodeRecord {
  /** The code as the merchant wrote it, trimmed (`SW1A 1AA`); at most 32 characters. */
  postal_code: string;
  /** Degrees north, -90..90 (WGS 84). */
  latitude: number;
  /** Degrees east, -180..180 (WGS 84). */
  longitude: number;
  /** ISO 3166-1 alpha-2 country in upper case (`GB`), or null when not given. */
  country_code: string | null;
  /** Place name reported with the code (`Westminster`), or null; at most 255 characters. */
  place_name: string | null;
}
