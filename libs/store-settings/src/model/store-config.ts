/**
 * The store-configuration file (import/export format, version 1): one whole shop in
 * JSON. `config/store-config.schema.json` is the normative definition (with
 * descriptions and defaults); these types describe a file after validation, when every
 * optional field holds its default. See libs/store-settings/README.md.
 */
import type { CheckoutMethod, LocationMethod, Weekday } from './vocabulary';
import type {
  ConditionalActivationRule,
  DeliveryArea,
  DeliveryOptions,
  GeneralPreparation,
  MeasurementFormat,
  OpeningHours,
  PickupOptions,
  PickupSettingsConfig,
  PreparationAmount,
  ProductPreparation,
  ShippingSettings,
  SlotConfig,
  StorefrontCompatibility,
} from './settings';
import type { MerchantPostalCodeRecord } from './views';
import type { MenuAvailability, WidgetSettingsBlock } from './widget';

/** `shop` block: the shop's own settings. */
export interface ShopConfig {
  domain: string;
  timezone: string;
  base_country_name: string;
  base_country_code: string | null;
  measurement_format: MeasurementFormat;
  storefront_origins: string[];
  /** Write-only (never exported): omitted keeps the current secret, null removes it. */
  webhook_secret?: string | null;
  pickup: PickupOptions;
  delivery: DeliveryOptions;
  /** How the storefront endpoints answer clients of the original service (default: the contract's forms). */
  storefront_compatibility: StorefrontCompatibility;
}

/** The fields of a location itself (admin API `locations` body). */
export interface LocationCore {
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
  opening_hours: OpeningHours;
  more_information: string | null;
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  widget_enabled: boolean;
}

/** A location's pickup block: settings plus explicit slots (`id` is only known to the admin API). */
export type PickupConfig = PickupSettingsConfig & { slots: (SlotConfig & { id?: number })[] };

/** A delivery slot row inside `delivery.<weekday>.slots.slots`. */
export interface DeliverySlotConfig {
  /** Admin API only: the slot's id, kept when the row is sent back. */
  id?: number;
  from: string;
  until: string;
  limited: boolean;
  limit: number;
}

/** `delivery.<weekday>` of the file (the API's DeliveryDayRule without ids). */
export interface DeliveryDayFileConfig {
  blackout_dates: string[];
  breakpoint: string;
  useBreakpoint: boolean;
  before: PreparationAmount;
  after: PreparationAmount;
  slots: { enabled: boolean; slots: DeliverySlotConfig[] };
}

/** A location's delivery block: the API's `delivery` shape plus where it delivers. */
export type DeliveryConfig = DeliveryArea & { flip_blackout_dates: boolean; blackouts: string[] } & { [K in Weekday]?: DeliveryDayFileConfig };

/** Stock of a variant at the location. */
export interface InventoryConfig {
  variant_id: number;
  product_id: number | null;
  available: number;
}

/** A location with everything attached. */
export type LocationConfig = LocationCore & {
  pickup: PickupConfig;
  delivery: DeliveryConfig;
  preparation_times: Partial<Record<LocationMethod, { general: GeneralPreparation }>>;
  conditional_activation: Partial<Record<CheckoutMethod, ConditionalActivationRule>>;
  inventory: InventoryConfig[];
  products: number[];
};

/** Shop-wide PreparationTimes of one method. */
export interface ShopPreparationConfig {
  general: GeneralPreparation;
  product_based: ProductPreparation[];
}

/** StoreSettings.shipping in the file: `timezone` null means the shop's zone. */
export type ShippingConfig = Omit<ShippingSettings, 'timezone'> & { timezone: string | null };

/** A menu item of the file. */
export interface MenuItemConfig {
  product_id: number;
  variant_id: number | null;
  name: string;
  description: string | null;
  /** Minor units (cents). */
  price: number;
  image_url: string | null;
  available: boolean;
}

/** A menu of the file; `restaurant` is the external_id of a location. */
export interface MenuConfig {
  restaurant: string;
  handle: string;
  name: string;
  availability: MenuAvailability[];
  categories: { name: string; items: MenuItemConfig[] }[];
}

/** An option group of the file. */
export interface OptionGroupConfig {
  product_id: number;
  name: string;
  required: boolean;
  min_selections: number;
  max_selections: number;
  options: { name: string; price_delta: number; available: boolean }[];
}

/** The widget block of the file. */
export interface WidgetFileConfig {
  is_test_mode: boolean;
  settings: WidgetSettingsBlock;
  translations: { translation_key: string; values: Record<string, string> }[];
  menus: MenuConfig[];
  option_groups: OptionGroupConfig[];
}

/**
 * Most entries of a shop's `postal_codes` (the file and the admin API's
 * `PUT /admin/v1.0/postal-codes` refuse more).
 */
export const MAX_MERCHANT_POSTAL_CODES = 50_000;

/**
 * One entry of `postal_codes` as sent (file before validation, admin API body):
 * `country_code` and `place_name` may be omitted. Coordinates in WGS 84 degrees.
 */
export interface MerchantPostalCodeInput {
  /** The code as the merchant writes it (`SW1A 1AA`); surrounding spaces are trimmed. */
  postal_code: string;
  /** Degrees, -90..90. */
  latitude: number;
  /** Degrees, -180..180. */
  longitude: number;
  /** ISO 3166-1 alpha-2, any case (stored upper case); omitted or null = none. */
  country_code?: string | null;
  /** Omitted or null = none. */
  place_name?: string | null;
}

/** A whole store-configuration file after validation (defaults filled in). */
export interface StoreConfig {
  $schema?: string;
  format_version: 1;
  shop: ShopConfig;
  shipping: ShippingConfig;
  preparation_times: Record<CheckoutMethod, ShopPreparationConfig>;
  conditional_activation: Partial<Record<CheckoutMethod, ConditionalActivationRule>>;
  /** In the merchant's manual order. */
  locations: LocationConfig[];
  /**
   * Postal codes the merchant geocodes themselves, sorted by `postal_code` (code-unit
   * order), codes trimmed and countries upper case; `[]` when the file omits them.
   */
  postal_codes: MerchantPostalCodeRecord[];
  /** Absent when the shop has no ordering widget. */
  widget?: WidgetFileConfig;
}

/** A change of the shop's own settings (admin PATCH `/shop`): any subset of `shop` but `domain`; `pickup` and `delivery` subsets too. */
export type ShopPatch = Partial<Omit<ShopConfig, 'domain' | 'pickup' | 'delivery' | 'storefront_compatibility'>> & {
  pickup?: Partial<ShopConfig['pickup']>;
  delivery?: Partial<ShopConfig['delivery']>;
  storefront_compatibility?: Partial<ShopConfig['storefront_compatibility']>;
};
