// Carts of the demo storefront, one per visitor (cookie `cart`), answering with the JSON
// shapes of the storefront platform's Ajax Cart API (docs/external-contracts.md, "The
// storefront platform's Ajax Cart API"): money in cents, weight in grams, attributes as
// strings, an empty string removing an attribute.
import { randomBytes } from 'node:crypto';
import { STARTING_CART } from './products.mjs';

/** A cart line as `GET /cart.js` lists it. */
function line(product, quantity) {
  return {
    id: product.variant_id,
    properties: {},
    quantity,
    variant_id: product.variant_id,
    key: `${product.variant_id}:${randomBytes(16).toString('hex')}`,
    title: product.title,
    price: product.price,
    original_price: product.price,
    discounted_price: product.price,
    line_price: product.price * quantity,
    original_line_price: product.price * quantity,
    final_price: product.price,
    final_line_price: product.price * quantity,
    total_discount: 0,
    discounts: [],
    sku: `DEMO-${product.variant_id}`,
    grams: product.grams,
    vendor: product.vendor,
    taxable: true,
    product_id: product.id,
    product_has_only_default_variant: true,
    gift_card: false,
    url: `/products/${product.handle}?variant=${product.variant_id}`,
    featured_image: null,
    image: null,
    handle: product.handle,
    requires_shipping: true,
    product_type: product.product_type,
    product_title: product.title,
    product_description: '',
    variant_title: null,
    variant_options: ['Default Title'],
    options_with_values: [{ name: 'Title', value: 'Default Title' }],
    line_level_discount_allocations: [],
    line_level_total_discount: 0,
  };
}

/** A fresh cart with the demo bakery's products. */
export function newCart() {
  const token = `demo-${randomBytes(12).toString('hex')}`;
  return { token, note: null, attributes: {}, lines: STARTING_CART.map(([p, q]) => line(p, q)) };
}

/** The cart as `GET /cart.js` and `POST /cart/update.js` answer it. */
export function cartJson(cart) {
  const total = cart.lines.reduce((s, l) => s + l.line_price, 0);
  return {
    token: cart.token,
    note: cart.note,
    attributes: { ...cart.attributes },
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: cart.lines.reduce((s, l) => s + l.grams * l.quantity, 0),
    item_count: cart.lines.reduce((s, l) => s + l.quantity, 0),
    items: cart.lines,
    requires_shipping: true,
    currency: 'USD',
    items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}

/**
 * Merges `attributes` into the cart: each value is stored as a string, and an empty
 * string (or null) removes the attribute, as the platform does.
 */
export function updateAttributes(cart, attributes) {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === '' || value === null || value === undefined) delete cart.attributes[name];
    else cart.attributes[name] = String(value);
  }
}

/**
 * The attributes of an `application/x-www-form-urlencoded` update body
 * (`attributes[Checkout-Method]=pickup&...`), the theme form's way of sending them.
 */
export function formAttributes(body) {
  const out = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const m = /^attributes\[(.+)\]$/.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}
