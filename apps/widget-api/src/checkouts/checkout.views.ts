import type { CartTotals, ChosenOption } from './cart';

/** A line of a checkout. Money in minor units of `currency_code`. */
export interface CheckoutLineItem {
  item_id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  quantity: number;
  options: ChosenOption[];
  unit_price: number;
  total: number;
}

/** Where and when the order is fulfilled. */
export interface CheckoutFulfilment {
  method: 'pickup' | 'delivery';
  restaurant: { id: number; name: string; address_line_1: string; city: string; region: string };
  /** The restaurant's IANA zone; `date` and the slot times are local to it. */
  timezone: string;
  date: string;
  /** Null on a date-only delivery day. `id` null for a slot generated from the pickup window. */
  slot: { id: number | null; from: string; until: string } | null;
  /** Slot start as an instant (ISO 8601, UTC), or null without a slot. */
  starts_at: string | null;
  /** Delivery only: the address as given and where it resolved to. */
  delivery_address: { query: string; latitude: number; longitude: number; postal_code: string | null; city: string | null } | null;
}

/**
 * A checkout (`POST /checkouts`, `GET /checkouts/{id}`): the validated cart with totals
 * and the fulfilment, holding its slot until `expires_at`.
 */
export interface CheckoutResponse {
  /** UUID. */
  id: string;
  /** `reserved` while the hold lasts, `expired` after `expires_at` (the place is free again). */
  status: 'reserved' | 'expired';
  /** Created in test mode (shop's widget test mode or WIDGET_TEST_MODE). */
  test_mode: boolean;
  /** ISO 8601 instants. */
  created_at: string;
  expires_at: string;
  currency_code: string;
  line_items: CheckoutLineItem[];
  totals: CartTotals;
  fulfilment: CheckoutFulfilment;
  note: string | null;
}
