import type { PlatformUserError } from '../draft-order';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;
const MONEY = /^-?\d+(\.\d+)?$/;

const isAttributes = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((a) => a && typeof a.key === 'string' && typeof a.value === 'string'));

/**
 * The platform's `userErrors` for a `DraftOrderInput` the fake refuses: no line items; a
 * line with neither a variant global id nor `title` + `originalUnitPrice`; a variant that
 * does not exist (when the fake knows the shop's variants); a quantity below 1;
 * malformed custom attributes, note, tags or shipping line; an invalid e-mail. Field paths
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
    if (
      line?.['variantId'] === undefined &&
      (typeof line?.['title'] !== 'string' || typeof line?.['originalUnitPrice'] !== 'string' || !MONEY.test(line['originalUnitPrice'] as string))
    )
      errors.push({ field: at('title'), message: 'Custom items need a title and an original unit price' });
    if (!Number.isInteger(line?.['quantity']) || (line['quantity'] as number) < 1)
      errors.push({ field: at('quantity'), message: 'Quantity must be greater than or equal to 1' });
    if (!isAttributes(line?.['customAttributes'])) errors.push({ field: at('customAttributes'), message: 'Custom attributes are invalid' });
  });
  if (!isAttributes(i['customAttributes'])) errors.push({ field: ['customAttributes'], message: 'Custom attributes are invalid' });
  if (i['email'] !== undefined && (typeof i['email'] !== 'string' || !EMAIL.test(i['email']))) errors.push({ field: ['email'], message: 'Email is invalid' });
  if (i['note'] !== undefined && typeof i['note'] !== 'string') errors.push({ field: ['note'], message: 'Note is invalid' });
  if (i['tags'] !== undefined && !(Array.isArray(i['tags']) && i['tags'].every((t) => typeof t === 'string')))
    errors.push({ field: ['tags'], message: 'Tags are invalid' });
  const shipping = i['shippingLine'] as Record<string, unknown> | undefined;
  if (shipping !== undefined && (typeof shipping?.['title'] !== 'string' || typeof shipping['price'] !== 'string' || !MONEY.test(shipping['price'] as string)))
    errors.push({ field: ['shippingLine'], message: 'Shipping line needs a title and a price' });
  return errors;
}
