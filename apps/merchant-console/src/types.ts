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

/** `GET /storefront-platform/sync`: the shop's last catalogue sync from Shopify. */
export interface PlatformSyncState {
  status: 'never' | 'running' | 'completed' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  details: {
    counts?: Partial<
      Record<
        'products' | 'variants' | 'collections' | 'platform_locations' | 'levels_applied' | 'levels_kept_aside' | 'levels_skipped' | 'rows_deleted',
        number
      >
    >;
    unmapped_platform_locations?: { platform_location_id: number; name: string }[];
    kept_aside?: { platform_location_id: number; levels: number }[];
    error?: { reason: string; operation: string; message: string } | null;
  } | null;
}

/** `GET /storefront-platform/status`: the connection to Shopify, currency and webhook checks, the last sync. */
export interface PlatformStatus {
  configured: boolean;
  shop_domain: string | null;
  /** The app's install page; the console appends `?shop=<domain>`. Null when this server has no Shopify app configured. */
  install_url: string | null;
  currency: { shop: string | null; widget: string | null; matches: boolean | null; checked_at: string | null };
  webhooks: { reconciled_at: string | null; missing: string[]; errors: string[] };
  sync: PlatformSyncState;
}

/** `GET /storefront-platform/platform-locations`: a Shopify location as last synced, with the location of ours it is linked to. */
export interface PlatformLocation {
  platform_location_id: number;
  name: string;
  active: boolean;
  address: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    province_code: string | null;
    country_code: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  location_id: number | null;
  location_name: string | null;
}

/** `GET`/`PUT /storefront-platform/locations`: which of our locations a Shopify location is. */
export interface PlatformLocationLink {
  platform_location_id: number;
  location_id: number;
}
