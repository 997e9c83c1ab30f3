import type { ConditionalActivationRule, PropertyBasedRule, WeightPriceRule } from '@fulfil/store-settings';
import type { ConditionalCart, ConditionalCartItem } from './shopping-cart';

/** ConditionalActivationResult (API shape). */
export interface ConditionalActivationResult {
  weight_price: { enabled: boolean; valid: boolean };
  property_based: { enabled: boolean; valid: boolean };
  hide_checkout_method: boolean;
  valid_shopping_cart: boolean;
}

/**
 * `weight_price` (docs/api-decisions.md): the cart's `original_total_price` (cents) or
 * `total_weight` (grams) against the rule: `morethan` total > min, `lessthan`
 * total < max, `between` min <= total <= max. A missing bound does not restrict.
 */
export function weightPriceValid(rule: WeightPriceRule, cart: ConditionalCart): boolean {
  const total = rule.basis === 'weight' ? cart.total_weight : cart.original_total_price;
  const above = rule.min === null || rule.min === undefined || total > rule.min;
  const below = rule.max === null || rule.max === undefined || total < rule.max;
  switch (rule.condition) {
    case 'morethan':
      return above;
    case 'lessthan':
      return below;
    case 'between':
      return (rule.min === null || rule.min === undefined || total >= rule.min) && (rule.max === null || rule.max === undefined || total <= rule.max);
  }
  return true;
}

const norm = (s: string) => s.trim().toLowerCase();

/** A product's properties as synced from the storefront platform (`SyncedProduct` of @fulfil/store-settings). */
export interface ProductProperties {
  tags: string[];
  vendor: string;
  productType: string;
  collections: Array<{ handle: string; title: string }>;
}

/** True when an item names a product and lacks one of the properties the rules read. */
export function lacksProperties(item: ConditionalCartItem): boolean {
  return item.product_id !== undefined && (item.tags.length === 0 || item.collections.length === 0 || !item.vendor || !item.product_type);
}

/**
 * The cart with each item's missing properties taken from its product as synced from the
 * storefront platform (docs/platform-install.md, "Sync"): what the item carries wins; a
 * property it lacks (no tags, no collections, empty vendor or type) comes from the product.
 * Collections are matched by handle or title, so both are added. The platform's cart gives
 * vendor and type but neither tags nor collections. Pure.
 * @param products synced products by product id
 */
export function withProductProperties(cart: ConditionalCart, products: ReadonlyMap<number, ProductProperties>): ConditionalCart {
  if (products.size === 0) return cart;
  return {
    ...cart,
    items: cart.items.map((item) => {
      const p = item.product_id === undefined ? undefined : products.get(item.product_id);
      if (!p) return item;
      return {
        ...item,
        tags: item.tags.length ? item.tags : p.tags,
        vendor: item.vendor || p.vendor,
        product_type: item.product_type || p.productType,
        collections: item.collections.length ? item.collections : p.collections.flatMap((c) => [c.handle, c.title]),
      };
    }),
  };
}

/** True when the item has one of the rule's tags, vendors, product types or collections (case-insensitive). */
export function itemMatches(rule: PropertyBasedRule, item: ConditionalCartItem): boolean {
  const has = (values: string[], wanted: string[]) => wanted.length > 0 && values.some((v) => wanted.some((w) => norm(w) === norm(v)));
  return (
    has(item.tags, rule.tags) ||
    has([item.vendor].filter(Boolean), rule.vendors) ||
    has([item.product_type].filter(Boolean), rule.product_types) ||
    has(item.collections, rule.collections)
  );
}

/**
 * `property_based` (docs/api-decisions.md): `include` + `any`: valid when at least one item
 * matches; `include` + `all`: when every item matches; `exclude` + `any`: valid when no
 * item matches; `exclude` + `all`: valid unless every item matches. An empty cart has no
 * matching item: invalid for `include`, valid for `exclude`.
 */
export function propertyBasedValid(rule: PropertyBasedRule, cart: ConditionalCart): boolean {
  const matches = cart.items.map((i) => itemMatches(rule, i));
  const any = matches.some(Boolean);
  const all = matches.length > 0 && matches.every(Boolean);
  if (rule.mode === 'exclude') return rule.match === 'all' ? !all : !any;
  return rule.match === 'all' ? all : any;
}

/**
 * ConditionalActivationResult of a cart under a rule set (the shop's, or a location's
 * override). No rule set: nothing is enabled and the cart is valid.
 * `valid_shopping_cart` is true when every enabled rule is valid; `hide_checkout_method`
 * is the merchant's choice, reported as configured.
 */
export function evaluateConditionalActivation(rule: ConditionalActivationRule | null, cart: ConditionalCart): ConditionalActivationResult {
  const wpEnabled = !!rule?.weight_price?.enabled;
  const pbEnabled = !!rule?.property_based?.enabled;
  const weight_price = { enabled: wpEnabled, valid: wpEnabled ? weightPriceValid((rule as ConditionalActivationRule).weight_price, cart) : true };
  const property_based = { enabled: pbEnabled, valid: pbEnabled ? propertyBasedValid((rule as ConditionalActivationRule).property_based, cart) : true };
  return { weight_price, property_based, hide_checkout_method: !!rule?.hide_checkout_method, valid_shopping_cart: weight_price.valid && property_based.valid };
}
