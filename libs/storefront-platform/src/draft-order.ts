/** A `{key, value}` pair: a draft order's or line item's custom attribute (the order's note attributes / line properties). */
export interface AttributeInput {
  key: string;
  value: string;
}

/**
 * An amount of money as the Admin API takes it (`MoneyInput`): `amount` a decimal string
 * (`"12.50"`, see {@link moneyString}) and `currencyCode` an ISO 4217 code (`USD`), which must
 * be the platform shop's currency (`shop { currencyCode }`, docs/draft-orders.md, "Currency").
 */
export interface MoneyInput {
  amount: string;
  currencyCode: string;
}

/**
 * A line of a draft order: a product variant by its global id
 * (`gid://shopify/ProductVariant/<id>`, see {@link variantGid}) and quantity, the chosen
 * options as custom attributes (shown on the invoice and the order as line-item properties).
 * A line without a variant is a custom line: `title` and `originalUnitPriceWithCurrency`
 * instead (the deprecated `originalUnitPrice` is never sent: deprecated in every Admin API
 * version 2025-10..2026-10).
 */
export interface DraftOrderLineItemInput {
  variantId?: string;
  title?: string;
  /** Custom lines only: the unit price in the shop's currency (`{amount: "12.50", currencyCode: "USD"}`). */
  originalUnitPriceWithCurrency?: MoneyInput;
  quantity: number;
  customAttributes?: AttributeInput[];
}

/**
 * The shipping line of a draft order: its title and `priceWithCurrency` in the shop's
 * currency (`{amount: "0.00", currencyCode: "USD"}`; the deprecated `price` is never sent).
 */
export interface ShippingLineInput {
  title: string;
  priceWithCurrency: MoneyInput;
}

/**
 * A postal address as the Admin API takes it (`MailingAddressInput`, Admin API 2026-10; field
 * names are the platform's): a draft order's `shippingAddress`. `countryCode` is ISO 3166-1
 * alpha-2 (`US`), `provinceCode` the subdivision without the country (`IL`), `phone` E.164.
 * The deprecated `country` and `province` are never sent.
 */
export interface MailingAddressInput {
  firstName?: string;
  lastName?: string;
  address1: string;
  address2?: string;
  city: string;
  zip: string;
  countryCode: string;
  provinceCode?: string;
  phone?: string;
}

/** The subset of the platform's `DraftOrderInput` this library sends (field names are the platform's). */
export interface DraftOrderInput {
  lineItems: DraftOrderLineItemInput[];
  /** The order's note attributes once paid (what the order webhook reads). */
  customAttributes?: AttributeInput[];
  note?: string;
  email?: string;
  /** The shopper's phone, E.164 (`+13125550123`). */
  phone?: string;
  /** Where a delivery goes. */
  shippingAddress?: MailingAddressInput;
  /** Tags; the client adds nothing itself, callers pass their reference (see {@link DraftOrderRequest.reference}). */
  tags?: string[];
  shippingLine?: ShippingLineInput;
}

/** A draft order as created (or found again): its global id, name (`#D12`) and the invoice page the shopper pays on (never null here: the client re-reads a draft order until it has one). */
export interface DraftOrder {
  /** `gid://shopify/DraftOrder/<id>`. */
  id: string;
  name: string;
  invoiceUrl: string;
}

/** A validation problem the platform reported for the input (`userErrors` of the mutation). */
export interface PlatformUserError {
  /** Path to the offending input field, e.g. `["lineItems","0","variantId"]`; null for the whole input. */
  field: string[] | null;
  message: string;
}

/** The global id of a product variant, from its numeric id. */
export function variantGid(variantId: number | string): string {
  return `gid://shopify/ProductVariant/${variantId}`;
}

/** The numeric id of a draft order from its global id (`gid://shopify/DraftOrder/123` -> `123`), or the input unchanged. */
export function draftOrderNumericId(gid: string): string {
  return /^gid:\/\/shopify\/DraftOrder\/(\d+)$/.exec(gid)?.[1] ?? gid;
}

/**
 * Formats minor units of a currency as the decimal string the Admin API takes for money
 * (`1250`, 2 digits -> `"12.50"`; `500`, 0 digits (JPY) -> `"500"`).
 * @param fractionDigits the currency's minor-unit digits (ISO 4217), 2 by default
 */
export function moneyString(minorUnits: number, fractionDigits = 2): string {
  if (!Number.isInteger(minorUnits)) throw new RangeError(`minor units must be an integer, got ${minorUnits}`);
  if (fractionDigits === 0) return String(minorUnits);
  const sign = minorUnits < 0 ? '-' : '';
  const digits = String(Math.abs(minorUnits)).padStart(fractionDigits + 1, '0');
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

/**
 * Money in minor units as the Admin API's `MoneyInput` (`1250`, `USD` ->
 * `{amount: "12.50", currencyCode: "USD"}`).
 * @param currencyCode ISO 4217 code of the platform shop's currency
 * @param fractionDigits the currency's minor-unit digits (ISO 4217), 2 by default
 * @throws RangeError when `minorUnits` is not an integer or `currencyCode` is not three upper-case letters
 */
export function moneyInput(minorUnits: number, currencyCode: string, fractionDigits = 2): MoneyInput {
  if (!/^[A-Z]{3}$/.test(currencyCode)) throw new RangeError(`currency code must be an ISO 4217 code, got ${currencyCode}`);
  return { amount: moneyString(minorUnits, fractionDigits), currencyCode };
}
