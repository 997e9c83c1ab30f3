import { parse as parseQueryString } from 'qs';
import { ValidationProblem } from '@fulfil/problem-details';
import { normalizeShopDomain } from '../shop/shop-domain';

/**
 * Parameters a storefront endpoint accepts and ignores: the original service's `api_key`
 * (clients send it on every call; the shop alone identifies the merchant here).
 * docs/compatibility.md, "Parameters".
 */
export const IGNORED_PARAMETERS: readonly string[] = ['api_key'];

/** Most cart lines a bracketed cart may list (`shoppingCart[499][...]`): the carts' own limit. */
export const MAX_BRACKETED_ITEMS = 500;

/**
 * qs options for bracketed parameters (`shoppingCart[0][variant_id]=1`): arrays up to
 * {@link MAX_BRACKETED_ITEMS} indices (beyond, qs keeps an object with numeric keys, which
 * the cart reader also takes), three levels, 4,000 parameters at most, no prototype keys.
 */
const QS_OPTIONS = { arrayLimit: MAX_BRACKETED_ITEMS, depth: 3, parameterLimit: 4000, allowPrototypes: false, plainObjects: true } as const;

/** True when a query string or form body uses brackets, raw or percent-encoded (`[`, `%5B`). */
export function hasBrackets(text: string): boolean {
  return text.includes('[') || text.includes('%5B') || text.includes('%5b');
}

/**
 * Reads a query string or `application/x-www-form-urlencoded` body with bracket notation,
 * as the original service's framework does (PHP/Laravel style, via the well-kept `qs`):
 * `shoppingCart[0][variant_id]=1&shoppingCart[0][quantity]=2` becomes
 * `{shoppingCart: [{variant_id: '1', quantity: '2'}]}`; a name given twice becomes an
 * array. Values stay strings. Pure.
 *
 * @param text the part after `?`, or the form body, percent-encoded
 */
export function parseBracketed(text: string): Record<string, unknown> {
  return parseQueryString(text, QS_OPTIONS) as Record<string, unknown>;
}

/** Whether two parameter values say the same (`"a"` and `["a", "a"]`, a value repeated, count as one). */
function sameValue(a: unknown, b: unknown): boolean {
  const one = (v: unknown) => (Array.isArray(v) && v.length > 0 && v.every((x) => x === v[0]) ? v[0] : v);
  const [x, y] = [one(a), one(b)];
  if (x === y) return true;
  if (typeof x === 'object' && typeof y === 'object') return JSON.stringify(x) === JSON.stringify(y);
  return false;
}

/**
 * THE input rule of the storefront endpoints (docs/compatibility.md, "Parameters"): one
 * parameter set from the query string and the body, as the original service's framework
 * merges them (Laravel's `$request->input()`): body over query, members the endpoint
 * does not use are ignored (never refused), `api_key` is accepted and dropped. The same
 * value in both places is fine; two different shops are a 400 naming both places (which
 * one the client meant cannot be told). `shop` values are compared as shop domains
 * (case and spaces aside). Pure; "now" plays no part.
 *
 * @param query the query parameters (Express's `req.query`, or {@link parseBracketed} of the query string)
 * @param body the parsed body: an object (JSON, form or multipart fields); anything else counts as no parameters
 * @returns the query itself when the body adds nothing and nothing is ignored, else a new
 *   object; neither argument is changed (treat the result as read-only)
 * @throws ValidationProblem 400 VALIDATION_FAILED naming `query.shop` and `body.shop`, rule `conflict`
 */
export function mergeStorefrontInput(query: Readonly<Record<string, unknown>>, body: unknown): Readonly<Record<string, unknown>> {
  const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const bodyKeys = fromBody ? Object.keys(fromBody) : [];
  // A GET and a body-less POST (most requests): the query as it is, when it names nothing ignored.
  if (bodyKeys.length === 0 && !IGNORED_PARAMETERS.some((name) => Object.hasOwn(query, name))) return query;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(query)) if (!IGNORED_PARAMETERS.includes(key)) setOwn(merged, key, query[key]);
  if (fromBody) {
    for (const key of bodyKeys) if (!IGNORED_PARAMETERS.includes(key)) setOwn(merged, key, fromBody[key]);
    if (Object.hasOwn(query, 'shop') && Object.hasOwn(fromBody, 'shop') && !sameShop(query.shop, fromBody.shop)) {
      const message = 'shop is given twice with different values (query string and body): send it once.';
      throw new ValidationProblem([
        { field: 'query.shop', rule: 'conflict', message: `${message} Query: ${String(query.shop).slice(0, 80)}.` },
        { field: 'body.shop', rule: 'conflict', message: `${message} Body: ${String(fromBody.shop).slice(0, 80)}.` },
      ]);
    }
  }
  return merged;
}

/**
 * Sets `key` as an own data member, whatever its name: a parameter called `__proto__`
 * (which `JSON.parse` keeps as an own key) stays a parameter instead of replacing the
 * object's prototype, so no lookup of the merged set reaches a member the client put in
 * a prototype (docs/api-decisions.md, "Names from requests never reach a prototype").
 */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Two `shop` values naming the same shop: equal as shop domains when both are valid ones, else equal as given. */
function sameShop(a: unknown, b: unknown): boolean {
  if (sameValue(a, b)) return true;
  const [x, y] = [normalizeShopDomain(a), normalizeShopDomain(b)];
  return x !== null && x === y;
}
