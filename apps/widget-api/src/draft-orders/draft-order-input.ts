import { moneyString, variantGid, type DraftOrderInput, type DraftOrderLineItemInput } from '@fulfil/storefront-platform';
import { orderNoteAttributes } from '@fulfil/storefront';
import type { CheckoutResponse } from '../checkouts/checkout.views';

/** Tag every draft order of the widget carries (the client adds the checkout id as a second tag). */
export const WIDGET_DRAFT_ORDER_TAG = 'ordering-widget';

/** Minor-unit digits of an ISO 4217 currency (2 for USD, 0 for JPY), from the runtime's ICU data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The draft order of a checkout (docs/draft-orders.md, "What the draft order carries"):
 * - a line per cart line: its variant (`gid://shopify/ProductVariant/<variant_id>`) and
 *   quantity, the chosen options as line properties (`<group name>: <option name>`); an
 *   item without a variant becomes a custom line at its unit price;
 * - options that cost extra: a custom line `<option> (<item>)` at the option's price per
 *   unit, same quantity (the platform prices a variant line itself, without our options);
 * - the note attributes the order webhook reads (`orderNoteAttributes`: `Checkout-Method`,
 *   `<Method>-Location-Id`, `<Method>-Date`, `<Method>-Slot-Id`, `Reservation-Id`);
 * - a shipping line named for the method, restaurant and time, at 0 (the widget charges no fee);
 * - the shopper's note and e-mail, and the tag `ordering-widget`.
 * Money is converted from minor units with the currency's digits.
 */
export function draftOrderInput(checkout: CheckoutResponse, reservationId: number | null): DraftOrderInput {
  const digits = currencyDigits(checkout.currency_code);
  const lineItems: DraftOrderLineItemInput[] = [];
  for (const line of checkout.line_items) {
    const properties = line.options.map((o) => ({ key: o.group_name, value: o.name }));
    const extras = line.options.filter((o) => o.price_delta !== 0);
    if (line.variant_id !== null) {
      lineItems.push({ variantId: variantGid(line.variant_id), quantity: line.quantity, ...(properties.length ? { customAttributes: properties } : {}) });
      for (const o of extras)
        lineItems.push({ title: `${o.name} (${line.name})`, originalUnitPrice: moneyString(o.price_delta, digits), quantity: line.quantity });
    } else {
      lineItems.push({
        title: line.name,
        originalUnitPrice: moneyString(line.unit_price, digits),
        quantity: line.quantity,
        ...(properties.length ? { customAttributes: properties } : {}),
      });
    }
  }
  const f = checkout.fulfilment;
  const when = f.slot ? `${f.date} ${f.slot.from}` : f.date;
  return {
    lineItems,
    customAttributes: orderNoteAttributes({ method: f.method, locationId: f.restaurant.id, date: f.date, slotId: f.slot?.id ?? null, reservationId }),
    shippingLine: { title: `${f.method === 'pickup' ? 'Pickup at' : 'Delivery from'} ${f.restaurant.name}, ${when}`, price: moneyString(0, digits) },
    ...(checkout.note ? { note: checkout.note } : {}),
    ...(checkout.email ? { email: checkout.email } : {}),
    tags: [WIDGET_DRAFT_ORDER_TAG],
  };
}
