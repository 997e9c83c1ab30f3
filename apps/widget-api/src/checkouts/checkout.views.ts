import type { CartTotals, ChosenOption } from './pricing';
import type { CheckoutEntity, CheckoutFailureCode } from './storage/checkout.entity';

/** Statuses of a checkout (see {@link CheckoutResponse.status}). */
export type CheckoutStatus = 'reserved' | 'expired' | 'pending' | 'ready' | 'failed';

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
  delivery_address: CheckoutDeliveryAddress | null;
}

/**
 * A delivery's address: what the area was checked on (`query`, geocoded to `latitude` /
 * `longitude`, WGS 84 degrees) and, when the request sent an address object, the address the
 * order goes to (`address1` ... `province_code`; null for the older string form, whose
 * `postal_code` and `city` are where the query resolved to).
 */
export interface CheckoutDeliveryAddress {
  query: string;
  latitude: number;
  longitude: number;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2. */
  country_code: string | null;
  province_code: string | null;
}

/**
 * A checkout (`POST /checkouts`, `GET /checkouts/{id}`): the validated cart with totals
 * and the fulfilment, holding its slot until `expires_at`.
 */
export interface CheckoutResponse {
  /** UUID. */
  id: string;
  /**
   * docs/draft-orders.md, "Checkout statuses". Test checkouts (`is_test_mode`): `reserved`
   * while the hold lasts, `expired` after `expires_at` (the place is free again). Checkouts
   * that become draft orders: `pending` (the draft order is being created; ask again),
   * `ready` (`checkout_url` is the invoice page to send the shopper to), `expired` (a ready
   * checkout whose hold lapsed; its invoice may still be paid), `failed` (no draft order
   * will come: `failure_code` says why; the place is free again).
   */
  status: CheckoutStatus;
  /** The shop's widget is in test mode (its own flag or WIDGET_TEST_MODE). */
  test_mode: boolean;
  /** This checkout does not go to the storefront platform: the shop is in test mode or has no platform credentials. */
  is_test_mode: boolean;
  /** The draft order's invoice URL (where the shopper pays), once `ready`; else null. */
  checkout_url: string | null;
  /** The draft order's global id (`gid://shopify/DraftOrder/<id>`), once created; else null. */
  draft_order_id: string | null;
  /**
   * Why a `failed` checkout failed: `PLATFORM_REJECTED` (the platform refused the order),
   * `HOLD_EXPIRED` (not created before `expires_at`) or `CURRENCY_MISMATCH` (the platform
   * shop sells in another currency than the checkout's; nothing was sent); else null.
   */
  failure_code: CheckoutFailureCode | null;
  /** The shopper's e-mail, passed to the draft order; null when not given. */
  email: string | null;
  /** The shopper's name (the draft order's shipping address for delivery, `Contact-Name`); null when not given. */
  name: string | null;
  /** The shopper's phone in E.164 (the draft order's `phone`); null when not given. */
  phone: string | null;
  /** ISO 8601 instants. */
  created_at: string;
  expires_at: string;
  currency_code: string;
  line_items: CheckoutLineItem[];
  totals: CartTotals;
  fulfilment: CheckoutFulfilment;
  note: string | null;
}

/** The part of a checkout fixed when it is created (stored as the row's `snapshot`). */
export type CheckoutSnapshot = Omit<CheckoutResponse, 'status' | 'is_test_mode' | 'checkout_url' | 'draft_order_id' | 'failure_code'> &
  Partial<CheckoutResponse>;

/**
 * A stored checkout as the API shows it at `now`: its snapshot with the live status and
 * draft order (docs/draft-orders.md, "Checkout statuses"). A pending checkout whose hold
 * has lapsed shows `failed` / `HOLD_EXPIRED` even before the retry worker records it.
 */
export function checkoutView(
  row: Pick<CheckoutEntity, 'snapshot' | 'platformState' | 'checkoutUrl' | 'draftOrderId' | 'failureCode' | 'expiresAt'>,
  now: Date,
): CheckoutResponse {
  const snapshot = row.snapshot as unknown as CheckoutSnapshot;
  const live = now.getTime() < row.expiresAt.getTime();
  const base = {
    ...snapshot,
    email: snapshot.email ?? null,
    // Checkouts stored before names, phones and delivery addresses were asked have none.
    name: snapshot.name ?? null,
    phone: snapshot.phone ?? null,
    fulfilment: { ...snapshot.fulfilment, delivery_address: withAddressMembers(snapshot.fulfilment.delivery_address) },
    is_test_mode: row.platformState === 'test',
    checkout_url: row.checkoutUrl,
    draft_order_id: row.draftOrderId,
    failure_code: null,
  };
  switch (row.platformState) {
    case 'test':
      return { ...base, status: live ? 'reserved' : 'expired' };
    case 'pending':
      return live ? { ...base, status: 'pending' } : { ...base, status: 'failed', failure_code: 'HOLD_EXPIRED' };
    case 'created':
      return { ...base, status: live ? 'ready' : 'expired' };
    case 'failed':
      return { ...base, status: 'failed', failure_code: row.failureCode ?? 'PLATFORM_REJECTED' };
  }
}

/** A stored delivery address with every member (those stored before the address members were added read null). */
function withAddressMembers(stored: Partial<CheckoutDeliveryAddress> | null | undefined): CheckoutDeliveryAddress | null {
  if (!stored) return null;
  const {
    query = '',
    latitude = 0,
    longitude = 0,
    address1 = null,
    address2 = null,
    city = null,
    postal_code = null,
    country_code = null,
    province_code = null,
  } = stored;
  return { query, latitude, longitude, address1, address2, city, postal_code, country_code, province_code };
}
