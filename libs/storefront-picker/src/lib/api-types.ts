/**
 * Shapes of the public fulfilment-options API as the picker reads them (docs/api-contract.md,
 * "Fulfilment-options API"; field names and spellings are the contract's). Only the members
 * the picker uses are typed; the API may send more.
 */
import type { CalendarLike } from '@fulfil/calendar-format';

/** `pickup`, `delivery` or `shipping`. */
export type CheckoutMethod = 'pickup' | 'delivery' | 'shipping';

/** The three methods in the order the picker shows them. */
export const METHODS: readonly CheckoutMethod[] = ['pickup', 'delivery', 'shipping'];

/** Opening hours of one weekday, `HH:MM` local to the location. */
export interface OpeningHours {
  opens: string;
  closes: string;
  closed: boolean;
}

/** PickupLocation (endpoint 1). `distance` is in the shop's unit, null without a search. */
export interface PickupLocation {
  id: number;
  external_id: string;
  distance: number | null;
  company_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  postal_code: string;
  region: string;
  country: string;
  timezone: string;
  opening_hours: Partial<Record<string, OpeningHours>>;
  date_picker_enabled?: boolean;
  time_picker_enabled?: boolean;
}

/** Laravel-style pagination of endpoint 1. */
export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** `{locations, pagination}` of endpoint 1. */
export interface PickupLocationPage {
  locations: PickupLocation[];
  pagination: Pagination;
}

/** A calendar the picker shows: PickupCalendarRules, the delivery or the shipping calendar. */
export interface FulfilmentCalendar extends CalendarLike {
  /** IANA zone of the location (the shop's shipping zone for shipping). */
  timezone: string;
  /** Minutes between generated pickup slots. */
  interval?: number;
}

/**
 * A time slot of one date: PickupSlot (pickup slots of a date) or DeliveryTime (endpoint 4).
 * `remaining` is the places left of a limited slot (orders and live holds deducted), null
 * or absent when unlimited.
 */
export interface TimeSlot {
  id: number | null;
  day_of_week: string;
  /** `HH:MM`, local to the location. */
  available_from: string;
  /** `HH:MM` (`24:00` allowed), local to the location. */
  available_until: string;
  limited: boolean;
  limit: number;
  remaining?: number | null;
}

/** DeliveryLocation (endpoint 3): the PickupLocation fields plus the delivery rules. */
export interface DeliveryLocation extends PickupLocation {
  delivery: Partial<Record<string, { slots?: { enabled: boolean } } | unknown>>;
}

/** ConditionalActivationResult (endpoint 7). */
export interface ConditionalActivationResult {
  weight_price: { enabled: boolean; valid: boolean };
  property_based: { enabled: boolean; valid: boolean };
  hide_checkout_method: boolean;
  valid_shopping_cart: boolean;
}

/** The parts of StoreSettings (endpoint 8) the picker reads. */
export interface StoreSettings {
  measurement_format: string;
  pickup?: { pagination_limit?: number };
  shipping: Record<string, unknown> & {
    timezone: string;
    order_limits?: { enabled: boolean } & Partial<Record<string, number | boolean>>;
  };
}

/** A reservation (`POST /v1.0/reservations`). `expires_at` is an ISO-8601 instant. */
export interface Reservation {
  id: number;
  status: 'held' | 'converted' | 'released';
  method: CheckoutMethod;
  location_id: number | null;
  date: string;
  slot_id: number | null;
  expires_at: string;
}

/** A cart line in the calendar and reservation shape. */
export interface CartLine {
  variant_id: number;
  product_id: number;
  quantity: number;
}

/** The conditional-activation cart (docs/api-contract.md, "ShoppingCart shapes"). */
export interface ActivationCart {
  original_total_price: number;
  total_weight: number;
  items: Array<{ collections: string; vendor: string; product_type: string; tags: string }>;
}
