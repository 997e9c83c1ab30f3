import { moneyInput, variantGid, type DraftOrderInput, type DraftOrderLineItemInput, type MailingAddressInput } from '@fulfil/storefront-platform';
import { orderNoteAttributes } from '@fulfil/storefront';
import { choiceAttributes, slotTimeLabel } from '@fulfil/calendar-format';
import type { CheckoutResponse } from '../checkouts/checkout.views';
import { splitName } from '../checkouts/checkout-contact';

/** Tag every draft order of the widget carries (the client adds the checkout id as a second tag). */
export const WIDGET_DRAFT_ORDER_TAG = 'ordering-widget';

/** Minor-unit digits of an ISO 4217 currency (2 for USD, 0 for JPY), from the runtime's ICU data. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A checkout priced in one currency (our store setting's, `currency_code`) while the
 * platform shop sells in another (`shop { currencyCode }`): its draft order would carry
 * wrong prices, so it is never sent (docs/draft-orders.md, "Currency"). `code` is the
 * stable reason `currency_mismatch`; the message names both currencies.
 */
export class CurrencyMismatchError extends Error {
  readonly code = 'currency_mismatch';

  constructor(
    readonly checkoutCurrency: string,
    readonly platformCurrency: string,
  ) {
    super(
      `currency_mismatch: the checkout is priced in ${checkoutCurrency} (the store setting's currency) but the storefront platform's shop sells in ${platformCurrency}`,
    );
    this.name = 'CurrencyMismatchError';
  }
}

/**
 * The draft order of a checkout (docs/draft-orders.md, "What the draft order carries"):
 * - a line per cart line: its variant (`gid://shopify/ProductVariant/<variant_id>`) and
 *   quantity, the chosen options as line properties (`<group name>: <option name>`); an
 *   item without a variant becomes a custom line at its unit price;
 * - options that cost extra: a custom line `<option> (<item>)` at the option's price per
 *   unit, same quantity (the platform prices a variant line itself, without our options);
 * - the note attributes the order webhook reads (`orderNoteAttributes`: `Checkout-Method`,
 *   `<Method>-Location-Id`, `<Method>-Date`, `<Method>-Slot-Id`, `Reservation-Id`), then
 *   the readable ones the storefront picker also writes (`readableAttributes`);
 * - a shipping line named for the method, restaurant and time, at 0 (the widget charges no fee);
 * - for a delivery to an address: that address as `shippingAddress`, with the shopper's name and phone;
 * - the shopper's note, e-mail and phone (E.164), and the tag `ordering-widget`.
 * Money goes as `MoneyInput` (`originalUnitPriceWithCurrency`, `priceWithCurrency`; never the
 * deprecated `originalUnitPrice` / `price`) in the platform shop's currency, converted from
 * minor units with that currency's digits.
 * @param platformCurrency the platform shop's currency (`shop { currencyCode }`, ISO 4217)
 * @throws CurrencyMismatchError when the checkout is priced in another currency
 */
export function draftOrderInput(checkout: CheckoutResponse, reservationId: number | null, platformCurrency: string): DraftOrderInput {
  if (checkout.currency_code !== platformCurrency) throw new CurrencyMismatchError(checkout.currency_code, platformCurrency);
  const digits = currencyDigits(platformCurrency);
  const money = (minorUnits: number) => moneyInput(minorUnits, platformCurrency, digits);
  const lineItems: DraftOrderLineItemInput[] = [];
  for (const line of checkout.line_items) {
    const properties = line.options.map((o) => ({ key: o.group_name, value: o.name }));
    const extras = line.options.filter((o) => o.price_delta !== 0);
    if (line.variant_id !== null) {
      lineItems.push({ variantId: variantGid(line.variant_id), quantity: line.quantity, ...(properties.length ? { customAttributes: properties } : {}) });
      for (const o of extras)
        lineItems.push({ title: `${o.name} (${line.name})`, originalUnitPriceWithCurrency: money(o.price_delta), quantity: line.quantity });
    } else {
      lineItems.push({
        title: line.name,
        originalUnitPriceWithCurrency: money(line.unit_price),
        quantity: line.quantity,
        ...(properties.length ? { customAttributes: properties } : {}),
      });
    }
  }
  const f = checkout.fulfilment;
  const when = f.slot ? `${f.date} ${f.slot.from}` : f.date;
  const shippingAddress = mailingAddress(checkout);
  return {
    lineItems,
    customAttributes: [
      ...orderNoteAttributes({ method: f.method, locationId: f.restaurant.id, date: f.date, slotId: f.slot?.id ?? null, reservationId }),
      ...readableAttributes(checkout),
    ],
    shippingLine: { title: `${f.method === 'pickup' ? 'Pickup at' : 'Delivery from'} ${f.restaurant.name}, ${when}`, priceWithCurrency: money(0) },
    ...(checkout.note ? { note: checkout.note } : {}),
    ...(checkout.email ? { email: checkout.email } : {}),
    ...(checkout.phone ? { phone: checkout.phone } : {}),
    ...(shippingAddress ? { shippingAddress } : {}),
    tags: [WIDGET_DRAFT_ORDER_TAG],
  };
}

/**
 * The attributes for the merchant's order page, next to the ids: `<Method>-Location` (the
 * restaurant's name) and `<Method>-Time` (the slot's wall times with the zone's short name,
 * `12:00–13:00 CST`; absent on a date-only day), by the storefront picker's rule
 * (`choiceAttributes` and `slotTimeLabel` of @fulfil/calendar-format, docs/storefront-picker.md,
 * "Cart attributes"); then `Contact-Name` and `Contact-Phone` when given (who collects or
 * receives the order).
 */
export function readableAttributes(checkout: CheckoutResponse): Array<{ key: string; value: string }> {
  const f = checkout.fulfilment;
  const all = choiceAttributes({
    method: f.method,
    locationId: f.restaurant.id,
    locationName: f.restaurant.name,
    date: f.date,
    slotId: f.slot?.id ?? null,
    timeLabel: f.slot ? slotTimeLabel(f.slot.from, f.slot.until, f.timezone, f.date) : null,
    reservationId: null,
  });
  const prefix = f.method === 'pickup' ? 'Pickup' : 'Delivery';
  const out = [`${prefix}-Location`, `${prefix}-Time`].filter((key) => all[key]).map((key) => ({ key, value: all[key] }));
  if (checkout.name) out.push({ key: 'Contact-Name', value: checkout.name });
  if (checkout.phone) out.push({ key: 'Contact-Phone', value: checkout.phone });
  return out;
}

/** The delivery address of a checkout as the platform's `MailingAddressInput`, or null (pickup, or an address given as a string). */
function mailingAddress(checkout: CheckoutResponse): MailingAddressInput | null {
  const a = checkout.fulfilment.method === 'delivery' ? checkout.fulfilment.delivery_address : null;
  if (!a?.address1 || !a.city || !a.postal_code || !a.country_code) return null;
  return {
    ...(checkout.name ? splitName(checkout.name) : {}),
    address1: a.address1,
    ...(a.address2 ? { address2: a.address2 } : {}),
    city: a.city,
    zip: a.postal_code,
    countryCode: a.country_code,
    ...(a.province_code ? { provinceCode: a.province_code } : {}),
    ...(checkout.phone ? { phone: checkout.phone } : {}),
  };
}
