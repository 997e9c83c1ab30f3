import { ValidationProblem } from '@fulfil/problem-details';
import { isIsoDate } from '@fulfil/scheduling';
import type { OrderTarget } from '@fulfil/capacity';
import type { CheckoutMethod, ShopSnapshot } from '@fulfil/store-settings';

import { NOTE_ATTRIBUTES } from '@fulfil/storefront';

/** Note attributes an order carries (names defined once in @fulfil/storefront, which the widget's draft orders also use). */
export { NOTE_ATTRIBUTES };

/** An attribute's name as `readOrderPayload` keys it (lower case), for `method` where the name has `<Method>`. */
const key = (template: string, method = '') => template.replace('<Method>', method).toLowerCase();

/** What an order webhook body tells about the order. */
export interface OrderPayload {
  externalOrderId: string;
  updatedAt: Date | null;
  cancelled: boolean;
  attributes: Map<string, string>;
  /** The order's `name` (`#1001`), else `#<order_number>`; at most 64 characters; absent when the body has neither. */
  orderName?: string;
  /**
   * The shopper's name: `customer.first_name` + `last_name`, else `shipping_address.name`,
   * else `billing_address.name`; at most 255 characters; absent when the body names no one.
   */
  customerName?: string;
  /** The sum of `line_items[].quantity` (whole numbers >= 0); absent when the body has no `line_items` list. */
  itemCount?: number;
}

/** Members of an object, or an empty object for anything else. */
const objectOf = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A trimmed, non-blank string cut to `max` characters (whitespace runs made one space), else undefined. */
function text(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.replace(/\s+/g, ' ').trim();
  return t === '' ? undefined : t.slice(0, max).trim();
}

/** `name`, else `#<order_number>`. */
function orderName(order: Record<string, unknown>): string | undefined {
  const name = text(order.name, 64);
  if (name !== undefined) return name;
  const n = order.order_number;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? `#${n}` : typeof n === 'string' && /^\d{1,20}$/.test(n) ? `#${n}` : undefined;
}

/** `customer.first_name last_name`, else the shipping address's name, else the billing address's. */
function customerName(order: Record<string, unknown>): string | undefined {
  const customer = objectOf(order.customer);
  const parts = [text(customer.first_name, 255), text(customer.last_name, 255)].filter((p): p is string => p !== undefined);
  return text(parts.join(' '), 255) ?? text(objectOf(order.shipping_address).name, 255) ?? text(objectOf(order.billing_address).name, 255);
}

/** Sum of the line items' quantities (other members of a line item ignored), or undefined without a list. */
function itemCount(order: Record<string, unknown>): number | undefined {
  if (!Array.isArray(order.line_items)) return undefined;
  let total = 0;
  for (const item of order.line_items) {
    const q = objectOf(item).quantity;
    if (typeof q === 'number' && Number.isSafeInteger(q) && q > 0) total += q;
  }
  return Math.min(total, 2_147_483_647);
}

/**
 * The order's id exactly: `admin_graphql_api_id` (`gid://shopify/Order/<digits>`) when
 * present, else `id`. Order ids can exceed 2^53 (the platform's own sample id
 * 820982911946154508 does), where `JSON.parse` rounds them, so a numeric `id` beyond the
 * safe range is read from the raw body's digits instead.
 */
function orderId(order: Record<string, unknown>, rawBody?: Buffer): string | null {
  const gid = typeof order.admin_graphql_api_id === 'string' ? /^gid:\/\/shopify\/Order\/(\d{1,30})$/.exec(order.admin_graphql_api_id) : null;
  if (gid) return gid[1];
  const id = order.id;
  if (typeof id === 'string') return /^[A-Za-z0-9_:/.-]{1,64}$/.test(id) ? id : null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (Number.isSafeInteger(id)) return String(id);
  const digits = rawBody ? /"id"\s*:\s*(\d{1,30})\s*[,}]/.exec(rawBody.toString('utf8'))?.[1] : undefined;
  return digits && Number(digits) === id ? digits : null;
}

/**
 * Reads the order of a webhook body (Shopify's REST order JSON): its id (required: 400
 * VALIDATION_FAILED otherwise), `updated_at`, `cancelled_at`, `note_attributes`
 * (`[{name, value}]`) and, for the person preparing it, its name, the shopper's name and
 * the number of items ({@link OrderPayload}; each absent when the body lacks it, never an
 * error). Nothing else of the body is read.
 */
export function readOrderPayload(body: unknown, rawBody?: Buffer): OrderPayload {
  const order = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const id = orderId(order, rawBody);
  if (id === null) throw new ValidationProblem([{ field: 'id', rule: 'required', message: 'The webhook body must be an order with an id.' }]);
  const updated = typeof order.updated_at === 'string' ? new Date(order.updated_at) : null;
  const attributes = new Map<string, string>();
  if (Array.isArray(order.note_attributes)) {
    for (const a of order.note_attributes) {
      if (a && typeof a === 'object' && typeof a.name === 'string' && (typeof a.value === 'string' || typeof a.value === 'number'))
        attributes.set(a.name.trim().toLowerCase(), String(a.value).trim());
    }
  }
  return {
    externalOrderId: id,
    updatedAt: updated && !Number.isNaN(updated.getTime()) ? updated : null,
    cancelled: order.cancelled_at !== undefined && order.cancelled_at !== null,
    attributes,
    orderName: orderName(order),
    customerName: customerName(order),
    itemCount: itemCount(order),
  };
}

/** The order's fulfilment and reservation, or why it has none we can count. */
export type OrderFulfilment = { target: OrderTarget; reservationId: number | null } | { target: null; reservationId: number | null; reason: string };

const id = (v: string | undefined) => (v !== undefined && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * The fulfilment of an order from its note attributes, checked against the shop: the
 * method, a real date, a location of the shop serving the method (pickup, delivery) and,
 * when given, one of that location's slots of that method.
 */
export async function orderFulfilment(snapshot: ShopSnapshot, attributes: Map<string, string>): Promise<OrderFulfilment> {
  const reservationId = id(attributes.get(key(NOTE_ATTRIBUTES.reservation)));
  const ignored = (reason: string): OrderFulfilment => ({ target: null, reservationId, reason });
  const method = attributes.get(key(NOTE_ATTRIBUTES.method))?.toLowerCase();
  if (method !== 'pickup' && method !== 'delivery' && method !== 'shipping') return ignored('no Checkout-Method note attribute (pickup, delivery or shipping)');
  // `<Method>-Date` etc., or the bare `Date` etc.
  const attr = (template: string) => attributes.get(key(template, method)) ?? attributes.get(key(template.replace('<Method>-', '')));
  const date = attr(NOTE_ATTRIBUTES.date);
  if (!date || !isIsoDate(date)) return ignored(`no valid ${method}-Date note attribute (YYYY-MM-DD)`);
  if (method === 'shipping') return { target: { method, locationId: null, date, slotId: null }, reservationId };
  const locationId = id(attr(NOTE_ATTRIBUTES.location));
  if (locationId === null || !snapshot.serves(locationId, method))
    return ignored(`no ${method}-Location-Id note attribute naming a ${method} location of this shop`);
  const rawSlot = attr(NOTE_ATTRIBUTES.slot);
  if (rawSlot === undefined || rawSlot === '') return { target: { method: method as CheckoutMethod, locationId, date, slotId: null }, reservationId };
  const slotId = id(rawSlot);
  const slot = slotId === null ? undefined : await snapshot.slot(slotId);
  if (!slot || slot.location_id !== locationId || slot.method !== method)
    return ignored(`${method}-Slot-Id ${JSON.stringify(rawSlot)} is not a ${method} slot of location ${locationId}`);
  return { target: { method, locationId, date, slotId }, reservationId };
}
