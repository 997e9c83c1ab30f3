import { activationCart, AjaxCartClient, cartLines, type AjaxCart } from './ajax-cart';
import type { HttpDeps } from './http';

const cart: AjaxCart = {
  token: 't',
  attributes: {},
  original_total_price: 3100,
  total_price: 3100,
  total_weight: 2280,
  item_count: 3,
  currency: 'USD',
  items: [
    { id: 900101, variant_id: 900101, product_id: 800101, quantity: 2, price: 850, handle: 'country-sourdough', vendor: 'Demo Bakery', product_type: 'Bread' },
    {
      id: 900201,
      variant_id: 900201,
      product_id: 800201,
      quantity: 1,
      price: 1400,
      handle: 'butter-croissants',
      vendor: 'Demo Bakery',
      product_type: 'Pastry',
    },
  ],
};

describe('the Ajax Cart in the API shapes', () => {
  it('lists cart lines for calendars and reservations', () => {
    expect(cartLines(cart)).toEqual([
      { variant_id: 900101, product_id: 800101, quantity: 2 },
      { variant_id: 900201, product_id: 800201, quantity: 1 },
    ]);
  });

  it('builds the conditional-activation cart: cents, grams, comma-separated tags and collections', () => {
    const facts = new Map([[800101, { tags: ['bread', 'sourdough'], collections: ['bread'] }]]);
    expect(activationCart(cart, facts)).toEqual({
      original_total_price: 3100,
      total_weight: 2280,
      items: [
        { collections: 'bread', vendor: 'Demo Bakery', product_type: 'Bread', tags: 'bread,sourdough' },
        { collections: '', vendor: 'Demo Bakery', product_type: 'Pastry', tags: '' },
      ],
    });
  });

  it('reads missing tags from /products/<handle>.js and posts attributes to /cart/update.js', async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const deps: HttpDeps = {
      fetch: async (url, init) => {
        seen.push([String(url), init]);
        if (String(url).endsWith('/products/butter-croissants.js')) return new Response(JSON.stringify({ tags: ['pastry', 'butter'] }), { status: 200 });
        return new Response(JSON.stringify(cart), { status: 200 });
      },
      sleep: async () => undefined,
      now: () => 0,
      random: () => 0,
    };
    const client = new AjaxCartClient(deps, '/fr');
    const facts = await client.productFacts(cart, new Map([[800101, { tags: ['bread'], collections: [] }]]));
    expect(facts.get(800201)).toEqual({ tags: ['pastry', 'butter'], collections: [] });
    await client.updateAttributes({ 'Checkout-Method': 'pickup' });
    expect(seen.map(([u]) => u)).toEqual(['/fr/products/butter-croissants.js', '/fr/cart/update.js']);
    expect(JSON.parse(String(seen[1][1]?.body))).toEqual({ attributes: { 'Checkout-Method': 'pickup' } });
  });
});
