/**
 * The storefront platform's Ajax Cart API as the picker uses it (docs/external-contracts.md,
 * "The storefront platform's Ajax Cart API"): `GET /cart.js` to read the cart,
 * `POST /cart/update.js` with `{attributes}` to write the shopper's choice (an empty string
 * removes an attribute), and the product tags and collections conditional activation needs,
 * which cart items do not carry.
 */
import type { ActivationCart, CartLine } from '@fulfil/api-client';
import { requestJson, type HttpDeps } from './http';

/** A line of `GET /cart.js` (the members the picker reads). Prices are minor units, weights grams. */
export interface AjaxCartItem {
  id: number;
  variant_id: number;
  product_id: number;
  quantity: number;
  price: number;
  grams?: number;
  handle: string;
  title?: string;
  vendor: string;
  product_type: string;
}

/** `GET /cart.js` (the members the picker reads). */
export interface AjaxCart {
  token: string;
  attributes: Record<string, string>;
  original_total_price: number;
  total_price: number;
  total_weight: number;
  item_count: number;
  currency: string;
  items: AjaxCartItem[];
}

/** Tags and collections of a product, from the theme or `/products/<handle>.js`. */
export interface ProductFacts {
  tags: string[];
  collections: string[];
}

/** Cart lines in the calendar and reservation shape `{variant_id, product_id, quantity}`. */
export function cartLines(cart: AjaxCart): CartLine[] {
  return cart.items.map((i) => ({ variant_id: i.variant_id, product_id: i.product_id, quantity: i.quantity }));
}

/**
 * The conditional-activation cart (docs/api-contract.md, "ShoppingCart shapes"): money in
 * cents, weight in grams, and per item its collections and tags as comma-separated
 * strings, vendor and product type. `facts` is keyed by product id.
 */
export function activationCart(cart: AjaxCart, facts: ReadonlyMap<number, ProductFacts>): ActivationCart {
  return {
    original_total_price: cart.original_total_price,
    total_weight: cart.total_weight,
    items: cart.items.map((i) => ({
      collections: (facts.get(i.product_id)?.collections ?? []).join(','),
      vendor: i.vendor ?? '',
      product_type: i.product_type ?? '',
      tags: (facts.get(i.product_id)?.tags ?? []).join(','),
    })),
  };
}

/**
 * Product facts a theme renders into the page as
 * `<script type="application/json" data-fulfilment-products>{"<product_id>": {"tags": [...], "collections": [...]}}</script>`.
 * Unreadable or absent: an empty map.
 */
export function themeProductFacts(root: ParentNode): Map<number, ProductFacts> {
  const out = new Map<number, ProductFacts>();
  const script = root.querySelector('script[type="application/json"][data-fulfilment-products]');
  if (!script?.textContent) return out;
  try {
    const data = JSON.parse(script.textContent) as Record<string, Partial<ProductFacts>>;
    for (const [id, f] of Object.entries(data)) out.set(Number(id), { tags: f.tags ?? [], collections: f.collections ?? [] });
  } catch {
    /* a broken theme block: no facts */
  }
  return out;
}

/** Client of the Ajax Cart API under the storefront's root (`/`, or `/fr/` for a localised storefront). */
export class AjaxCartClient {
  constructor(
    private readonly deps: HttpDeps,
    private readonly root = '/',
  ) {}

  private url(path: string): string {
    return `${this.root.replace(/\/?$/, '/')}${path}`;
  }

  /** The current cart. @throws ApiError */
  async cart(): Promise<AjaxCart> {
    return (await requestJson<AjaxCart>(this.url('cart.js'), { headers: { Accept: 'application/json' }, credentials: 'same-origin' }, this.deps)).body;
  }

  /**
   * Merges `attributes` into the cart's attributes (`''` removes one) and returns the updated cart.
   * @throws ApiError
   */
  async updateAttributes(attributes: Record<string, string>): Promise<AjaxCart> {
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ attributes }),
      credentials: 'same-origin',
    };
    return (await requestJson<AjaxCart>(this.url('cart/update.js'), init, this.deps)).body;
  }

  /**
   * Tags (and no collections: the platform's product JSON has none) of the products
   * missing from `known`, from `GET /products/<handle>.js`; a product that cannot be read
   * gets no facts.
   */
  async productFacts(cart: AjaxCart, known: Map<number, ProductFacts>): Promise<Map<number, ProductFacts>> {
    const out = new Map(known);
    const missing = [...new Map(cart.items.filter((i) => !out.has(i.product_id)).map((i) => [i.product_id, i.handle])).entries()];
    await Promise.all(
      missing.map(async ([id, handle]) => {
        try {
          const url = this.url(`products/${encodeURIComponent(handle)}.js`);
          const { body } = await requestJson<{ tags?: string[] | string }>(url, { headers: { Accept: 'application/json' } }, this.deps);
          const tags = Array.isArray(body.tags) ? body.tags : typeof body.tags === 'string' ? body.tags.split(',').map((t) => t.trim()) : [];
          out.set(id, { tags: tags.filter(Boolean), collections: [] });
        } catch {
          /* unknown product facts: the rule sees none */
        }
      }),
    );
    return out;
  }
}
