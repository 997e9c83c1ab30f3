import type { PlatformUserError } from '../draft-order';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number in E.164, as the platform stores it. */
const PHONE = /^\+[1-9]\d{6,14}$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;
const MONEY = /^-?\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** A `MoneyInput`: `{amount: "12.50", currencyCode: "USD"}`. */
const isMoney = (value: unknown): boolean => {
  const m = value as { amount?: unknown; currencyCode?: unknown } | null | undefined;
  return typeof m?.amount === 'string' && MONEY.test(m.amount) && typeof m.currencyCode === 'string' && CURRENCY.test(m.currencyCode);
};

const isAttributes = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((a) => a && typeof a.key === 'string' && typeof a.value === 'string'));

/**
 * The platform's `userErrors` for a `DraftOrderInput` the fake refuses: no line items; a
 * line with neither a variant global id nor `title` + `originalUnitPriceWithCurrency` (a
 * `MoneyInput`; the deprecated `originalUnitPrice` alone does not do here, so a regression
 * to it fails the tests); a variant that
 * does not exist (when the fake knows the shop's variants); a quantity below 1;
 * malformed custom attributes, note, tags or shipping line (`title` and `priceWithCurrency`,
 * not the deprecated `price`); an invalid e-mail; a phone (of the order or the shipping
 * address) not in E.164; a shipping address without `address1` or `countryCode`. Field paths
 * are the platform's (`["lineItems","0","variantId"]`).
 */
export function checkDraftOrderInput(input: unknown, variantIds?: Set<number>): PlatformUserError[] {
  const errors: PlatformUserError[] = [];
  if (!input || typeof input !== 'object') return [{ field: ['input'], message: 'Input is required' }];
  const i = input as Record<string, unknown>;
  const lines = i['lineItems'];
  if (!Array.isArray(lines) || lines.length === 0) errors.push({ field: ['lineItems'], message: 'Add at least 1 product' });
  (Array.isArray(lines) ? lines : []).forEach((line: Record<string, unknown>, n) => {
    const at = (f: string) => ['lineItems', String(n), f];
    const variant = typeof line?.['variantId'] === 'string' ? VARIANT_GID.exec(line['variantId'] as string) : null;
    if (line?.['variantId'] !== undefined && !variant) errors.push({ field: at('variantId'), message: 'Invalid global id' });
    else if (variant && variantIds && !variantIds.has(Number(variant[1]))) errors.push({ field: at('variantId'), message: 'Product variant does not exist' });
    if (line?.['variantId'] === undefined && (typeof line?.['title'] !== 'string' || !isMoney(line?.['originalUnitPriceWithCurrency'])))
      errors.push({ field: at('title'), message: 'Custom items need a title and an original unit price' });
    if (!Number.isInteger(line?.['quantity']) || (line['quantity'] as number) < 1)
      errors.push({ field: at('quantity'), message: 'Quantity must be greater than or equal to 1' });
    if (!isAttributes(line?.['customAttributes'])) errors.push({ field: at('customAttributes'), message: 'Custom attributes are invalid' });
  });
  if (!isAttributes(i['customAttributes'])) errors.push({ field: ['customAttributes'], message: 'Custom attributes are invalid' });
  if (i['email'] !== undefined && (typeof i['email'] !== 'string' || !EMAIL.test(i['email']))) errors.push({ field: ['email'], message: 'Email is invalid' });
  if (i['phone'] !== undefined && (typeof i['phone'] !== 'string' || !PHONE.test(i['phone']))) errors.push({ field: ['phone'], message: 'Phone is invalid' });
  const address = i['shippingAddress'] as Record<string, unknown> | undefined;
  if (address !== undefined && (typeof address?.['address1'] !== 'string' || typeof address['countryCode'] !== 'string'))
    errors.push({ field: ['shippingAddress'], message: 'Shipping address needs an address and a country' });
  else if (address?.['phone'] !== undefined && (typeof address['phone'] !== 'string' || !PHONE.test(address['phone'])))
    errors.push({ field: ['shippingAddress', 'phone'], message: 'Phone is invalid' });
  if (i['note'] !== undefined && typeof i['note'] !== 'string') errors.push({ field: ['note'], message: 'Note is invalid' });
  if (i['tags'] !== undefined && !(Array.isArray(i['tags']) && i['tags'].every((t) => typeof t === 'string')))
    errors.push({ field: ['tags'], message: 'Tags are invalid' });
  const shipping = i['shippingLine'] as Record<string, unknown> | undefined;
  if (shipping !== undefined && (typeof shipping?.['title'] !== 'string' || !isMoney(shipping['priceWithCurrency'])))
    errors.push({ field: ['shippingLine'], message: 'Shipping line needs a title and a price' });
  return errors;
}
