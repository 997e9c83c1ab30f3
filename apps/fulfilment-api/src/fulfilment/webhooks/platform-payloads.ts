import { ValidationProblem } from '@fulfil/problem-details';
import { normalizeShopDomain } from '@fulfil/storefront';

/**
 * Work of `customers/data_request` and `customers/redact`, read from the documented body
 * `{shop_id, shop_domain, customer: {id, email, phone}, orders_requested | orders_to_redact: [id], data_request: {id}}`.
 * Only ids are kept: fulfilment-api stores no e-mail or phone (docs/privacy.md), so there
 * is nothing to find by them.
 */
export interface CustomerRequest {
  /** The platform's customer id (as a decimal string), or null when the body has none. */
  customerId: string | null;
  /** The orders named by the request (`orders_requested` / `orders_to_redact`), exact decimal ids. */
  orderIds: string[];
  /** `data_request.id` of a data request, else null. */
  dataRequestId: string | null;
}

const MAX_ORDERS = 10_000;

const asObject = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * The digits of each number of the JSON array `member` in the raw body, when they agree
 * with the parsed values: platform ids can exceed 2^53, where `JSON.parse` rounds them.
 */
function rawDigits(rawBody: Buffer | undefined, member: string, parsed: unknown[]): string[] | null {
  if (!rawBody) return null;
  const match = new RegExp(`"${member}"\\s*:\\s*\\[([\\d\\s,]*)\\]`).exec(rawBody.toString('utf8'));
  const digits =
    match?.[1]
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean) ?? [];
  return digits.length === parsed.length && digits.every((d, i) => Number(d) === parsed[i]) ? digits : null;
}

/** A platform id as a decimal string: a positive whole number (exact from `raw` beyond 2^53) or a string of digits; else null. */
function platformId(v: unknown, raw?: string): string | null {
  if (typeof v === 'string') return /^\d{1,30}$/.test(v) ? v : null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) return null;
  if (Number.isSafeInteger(v)) return String(v);
  return raw !== undefined && Number(raw) === v ? raw : null;
}

/**
 * Refuses a body whose `shop_domain` names another shop than the one the request came
 * from (400 VALIDATION_FAILED, field `shop_domain`): the signature proves the sender,
 * this proves the request is about the shop whose secret signed it.
 */
export function checkShopDomain(body: unknown, shop: string): void {
  const given = asObject(body)?.shop_domain;
  if (given === undefined || given === null) return;
  if (normalizeShopDomain(given) !== shop)
    throw new ValidationProblem([{ field: 'shop_domain', rule: 'matchesShop', message: `shop_domain must be the shop the webhook is for (${shop}).` }]);
}

/**
 * Reads a `customers/data_request` (`ordersMember` `orders_requested`) or
 * `customers/redact` (`orders_to_redact`) body.
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming the field: a body that is not an
 *   object or names another shop (`shop_domain`), no `<ordersMember>` array or more than
 *   10,000 ids in it, an id that is not a positive whole number (`<ordersMember>[i]`), a
 *   `customer` that is not an object
 */
export function readCustomerRequest(
  body: unknown,
  rawBody: Buffer | undefined,
  shop: string,
  ordersMember: 'orders_requested' | 'orders_to_redact',
): CustomerRequest {
  const o = asObject(body);
  if (!o) throw new ValidationProblem([{ field: '', rule: 'isObject', message: 'The webhook body must be a JSON object.' }]);
  checkShopDomain(o, shop);
  const list = o[ordersMember];
  if (!Array.isArray(list) || list.length > MAX_ORDERS)
    throw new ValidationProblem([
      { field: ordersMember, rule: 'isArray', message: `${ordersMember} must be an array of at most ${MAX_ORDERS} order ids (it may be empty).` },
    ]);
  const digits = rawDigits(rawBody, ordersMember, list);
  const orderIds = list.map((v, i) => {
    const id = platformId(v, digits?.[i]);
    if (id === null)
      throw new ValidationProblem([{ field: `${ordersMember}[${i}]`, rule: 'isPositiveInt', message: 'An order id must be a positive whole number.' }]);
    return id;
  });
  const customer = o.customer === undefined || o.customer === null ? {} : asObject(o.customer);
  if (!customer) throw new ValidationProblem([{ field: 'customer', rule: 'isObject', message: 'customer must be an object {id, email, phone}.' }]);
  const customerDigits = rawBody ? /"customer"\s*:\s*\{[^{}]*?"id"\s*:\s*(\d{1,30})\s*[,}]/.exec(rawBody.toString('utf8'))?.[1] : undefined;
  const request = asObject(o.data_request);
  return {
    customerId: platformId(customer.id, customerDigits),
    orderIds: [...new Set(orderIds)],
    dataRequestId: request ? platformId(request.id) : null,
  };
}
