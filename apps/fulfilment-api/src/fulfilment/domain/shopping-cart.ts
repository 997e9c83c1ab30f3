import type { CartItem } from '@fulfil/scheduling';
import { InvalidCartProblem } from '../problems';

/** Most lines a cart may have. */
export const MAX_CART_LINES = 500;

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** True for a positive whole number that is a safe integer. */
function isId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_ID;
}

/** Reads `"123"` or `123` as a positive integer, or undefined. */
function asId(v: unknown): number | undefined {
  if (isId(v)) return v;
  if (typeof v === 'string' && /^\d{1,16}$/.test(v.trim())) {
    const n = Number(v.trim());
    return isId(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Validates a cart array (`[{variant_id, product_id, quantity}]`, the shape of the pickup
 * calendar, delivery locations and shipping calendar). Ids may be numbers or digit
 * strings; other members of a line (title, price, ...) are ignored.
 *
 * @param field name of the field in the request, for the error
 * @throws InvalidCartProblem (400 INVALID_CART) naming the first bad line
 */
export function parseCartArray(value: unknown, field = 'shoppingCart'): CartItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new InvalidCartProblem(field, `${field} must be an array of {variant_id, product_id, quantity}.`);
  if (value.length > MAX_CART_LINES) throw new InvalidCartProblem(field, `${field} has more than ${MAX_CART_LINES} lines.`);
  return value.map((line, i) => {
    const at = `${field}[${i}]`;
    if (!line || typeof line !== 'object' || Array.isArray(line))
      throw new InvalidCartProblem(at, `${at} must be an object {variant_id, product_id, quantity}.`);
    const l = line as Record<string, unknown>;
    const variant_id = asId(l.variant_id);
    const product_id = asId(l.product_id);
    const quantity = asId(l.quantity);
    if (variant_id === undefined) throw new InvalidCartProblem(`${at}.variant_id`, `${at}.variant_id must be a positive integer.`);
    if (product_id === undefined) throw new InvalidCartProblem(`${at}.product_id`, `${at}.product_id must be a positive integer.`);
    if (quantity === undefined) throw new InvalidCartProblem(`${at}.quantity`, `${at}.quantity must be a positive integer.`);
    return { variant_id, product_id, quantity };
  });
}

/**
 * Reads the pickup-locations cart string (docs/api-decisions.md): a JSON array of
 * `{variant_id, product_id, quantity}`, or `variant_id:quantity` pairs separated by
 * commas (`"39:2, 40:1"`). Pairs carry no product id: their lines get `product_id` 0,
 * which matches no product rule (stock per variant is still checked). Blank = no cart.
 *
 * @throws InvalidCartProblem (400 INVALID_CART)
 */
export function parseCartString(value: string | undefined | null, field = 'shoppingCart'): CartItem[] {
  if (value === undefined || value === null) return [];
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidCartProblem(field, `${field} starts like JSON but is not valid JSON.`);
    }
    return parseCartArray(parsed, field);
  }
  const pairs = text.split(',');
  if (pairs.length > MAX_CART_LINES) throw new InvalidCartProblem(field, `${field} has more than ${MAX_CART_LINES} lines.`);
  return pairs.map((pair, i) => {
    const m = /^\s*(\d{1,16})\s*:\s*(\d{1,9})\s*$/.exec(pair);
    const variant_id = m ? Number(m[1]) : NaN;
    const quantity = m ? Number(m[2]) : NaN;
    if (!isId(variant_id) || !isId(quantity))
      throw new InvalidCartProblem(
        `${field}[${i}]`,
        `${field} must be a JSON array or variant_id:quantity pairs separated by commas; pair ${i + 1} (${JSON.stringify(pair.trim().slice(0, 40))}) is not.`,
      );
    return { variant_id, product_id: 0, quantity };
  });
}

/**
 * THE reading of `shoppingCart` on every storefront endpoint (docs/compatibility.md,
 * "Carts"), whatever form the client sent it in, into one cart type (`CartItem[]`):
 * - an array of lines `{variant_id, product_id, quantity}` (numbers or digit strings;
 *   other members such as `tags`, `sku`, `vendors`, `product_types`, `title` ignored):
 *   a JSON body, or a bracketed form or query (`shoppingCart[0][variant_id]=1`);
 * - an object whose keys are line indices (`{"0": {...}, "1": {...}}`: what a bracketed
 *   cart of more lines than the bracket reader makes arrays of becomes), read in index order;
 * - the contract's string: a JSON array, or `variant_id:quantity` pairs separated by commas;
 * - nothing, `null` or a blank string: no cart.
 *
 * @throws InvalidCartProblem (400 INVALID_CART) naming the first unreadable line or member
 */
export function parseShoppingCart(value: unknown, field = 'shoppingCart'): CartItem[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return parseCartString(value, field);
  if (Array.isArray(value)) return parseCartArray(value, field);
  const lines = asList(value);
  if (Array.isArray(lines)) return parseCartArray(lines, field);
  throw new InvalidCartProblem(
    field,
    `${field} must be an array of {variant_id, product_id, quantity}, a JSON array as a string, or variant_id:quantity pairs separated by commas.`,
  );
}

/** An item of the conditional-activation cart, comma-separated lists split. */
export interface ConditionalCartItem {
  /** The item's product (the storefront's cart gives it), when the item names one: its synced properties fill what the item lacks. */
  product_id?: number;
  collections: string[];
  vendor: string;
  product_type: string;
  tags: string[];
}

/** The conditional-activation cart: money in cents, weight in grams. */
export interface ConditionalCart {
  original_total_price: number;
  total_weight: number;
  items: ConditionalCartItem[];
}

function list(value: unknown, at: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((s: string) => s.trim()).filter(Boolean);
  throw new InvalidCartProblem(at, `${at} must be a comma-separated string.`);
}

function text(value: unknown, at: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  throw new InvalidCartProblem(at, `${at} must be a string.`);
}

/** A number >= 0, or its decimal text (a form or query sends every value as text). */
function amount(value: unknown, at: string): number {
  const n = typeof value === 'string' && /^\s*\d{1,15}(\.\d{1,6})?\s*$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n) && n >= 0) return n;
  throw new InvalidCartProblem(at, `${at} must be a number >= 0.`);
}

/** A list sent as an array or as an object keyed by indices (a bracketed form), in index order; anything else unchanged. */
function asList(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.every((k) => /^\d{1,4}$/.test(k))) return value;
  return keys.sort((x, y) => Number(x) - Number(y)).map((k) => (value as Record<string, unknown>)[k]);
}

/** JSON text of a cart sent as a string. @throws InvalidCartProblem */
function parseJsonText(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidCartProblem(field, `${field} starts like JSON but is not valid JSON.`);
  }
}

/**
 * Validates the conditional-activation cart `{original_total_price, total_weight, items}`
 * (cents, grams; items' `collections` and `tags` comma-separated strings, arrays of
 * strings accepted too; an item's `product_id`, a number or digit string, kept when it is a
 * positive integer and otherwise ignored, as before it was read), as an object, its JSON text, or a bracketed form (amounts as
 * decimal text, items keyed by index).
 *
 * @throws InvalidCartProblem (400 INVALID_CART)
 */
export function parseConditionalCart(value: unknown, field = 'shoppingCart'): ConditionalCart {
  const parsed = typeof value === 'string' && value.trim().startsWith('{') ? parseJsonText(value, field) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new InvalidCartProblem(field, `${field} must be an object {original_total_price, total_weight, items}.`);
  const v = parsed as Record<string, unknown>;
  const items = asList(v.items ?? []);
  if (!Array.isArray(items)) throw new InvalidCartProblem(`${field}.items`, `${field}.items must be an array.`);
  if (items.length > MAX_CART_LINES) throw new InvalidCartProblem(`${field}.items`, `${field}.items has more than ${MAX_CART_LINES} lines.`);
  return {
    original_total_price: amount(v.original_total_price, `${field}.original_total_price`),
    total_weight: amount(v.total_weight, `${field}.total_weight`),
    items: items.map((item, i) => {
      const at = `${field}.items[${i}]`;
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw new InvalidCartProblem(at, `${at} must be an object.`);
      const it = item as Record<string, unknown>;
      const productId = typeof it.product_id === 'string' && /^\d{1,16}$/.test(it.product_id) ? Number(it.product_id) : it.product_id;
      return {
        ...(Number.isSafeInteger(productId) && (productId as number) > 0 ? { product_id: productId as number } : {}),
        collections: list(it.collections, `${at}.collections`),
        vendor: text(it.vendor, `${at}.vendor`),
        product_type: text(it.product_type, `${at}.product_type`),
        tags: list(it.tags, `${at}.tags`),
      };
    }),
  };
}
