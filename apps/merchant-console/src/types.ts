/**
 * What the console reads from the admin API, as loose shapes (the API's and the store
 * file's own types live in server libraries a browser bundle may not import; the API
 * validates every write, so nothing here restates a rule).
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const METHODS = ['pickup', 'delivery', 'shipping'] as const;
export type Method = (typeof METHODS)[number];

export interface Shop {
  domain: string;
  timezone: string;
  base_country_name: string;
  base_country_code: string;
  measurement_format: 'kilometers' | 'miles';
  storefront_origins: string[];
  webhook_secret_set: boolean;
  pickup: { pagination_limit: number; sort_order: string; discount_code: string | null };
  delivery: { validation_mode: string; driving_distance_route: string; discount_code: string | null };
  /** How the storefront endpoints answer storefronts written for the original service (docs/compatibility.md). */
  storefront_compatibility: { pickup_disabled_dates: 'strings' | 'arrays' };
}

export interface Location {
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
  timezone: string | null;
  custom_attribute_1: string | null;
  custom_attribute_2: string | null;
  custom_attribute_3: string | null;
  opening_hours: Partial<Record<Weekday, { opens: string; closes: string; closed: boolean }>>;
  more_information: string | null;
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  widget_enabled: boolean;
  sort_position: number;
}

export interface Slot {
  id?: number;
  day_of_week: Weekday;
  available_from: string;
  available_until: string;
  limited: boolean;
  limit: number;
}

export interface UsageRow {
  date: string;
  weekday: Weekday;
  method: 'pickup' | 'delivery';
  slot_id: number | null;
  from: string | null;
  until: string | null;
  limit: number | null;
  orders: number;
  reservations: number;
  full: boolean;
}
