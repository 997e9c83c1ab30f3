import { moneyInput, variantGid, type DraftOrderInput, type DraftOrderLineItemInput } from '@fulfil/storefront-platform';
import { orderNoteAttributes } from '@fulfil/storefront';
import type { CheckoutResponse } from '../checkouts/checkout.views';

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
 *   `<Method>-Location-Id`, `<Method>-Date`, `<Method>-Slot-Id`, `Reservation-Id`);
 * - a shipping line named for the method, restaurant and time, at 0 (the widget charges no fee);
 * - the shopper's note and e-mail, and the tag `ordering-widget`.
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
  return {
    lineItems,
    customAttributes: orderNoteAttributes({ method: f.method, locationId: f.restaurant.id, date: f.date, slotId: f.slot?.id ?? null, reservationId }),
    shippingLine: { title: `${f.method === 'pickup' ? 'Pickup at' : 'Delivery from'} ${f.restaurant.name}, ${when}`, priceWithCurrency: money(0) },
    ...(checkout.note ? { note: checkout.note } : {}),
    ...(checkout.email ? { email: checkout.email } : {}),
    tags: [WIDGET_DRAFT_ORDER_TAG],
  };
}
