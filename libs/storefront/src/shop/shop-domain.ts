/**
 * A store domain (the `shop` query parameter of every storefront route, e.g.
 * `demo-bakery.myshopify.com`): DNS labels of lowercase letters, digits and hyphens (no
 * hyphen at either end of a label, 63 characters at most), at least two labels, 3 to 255
 * characters in all. Test normalised text ({@link normalizeShopDomain}) against it.
 */
export const SHOP_DOMAIN = /^(?=.{3,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The shop-domain rule of both storefront apps (docs/api-decisions.md, "The shop
 * parameter and errors"): `value` trimmed and lower-cased when it is then a store domain
 * ({@link SHOP_DOMAIN}), else null (not a string, a repeated parameter, blank, malformed).
 * `' Demo-Bakery.MyShopify.com '` -> `'demo-bakery.myshopify.com'`. Used by the `shop`
 * pipe and DTO validator, CORS and the order webhooks, so all read the same shop.
 */
export function normalizeShopDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const domain = value.trim().toLowerCase();
  return SHOP_DOMAIN.test(domain) ? domain : null;
}
