// The demo bakery's products (demo/demo-bakery.json's product and variant ids), as the
// storefront platform describes them: prices in cents, weights in grams, tags and
// collections for conditional activation.
export const PRODUCTS = [
  {
    id: 800101,
    variant_id: 900101,
    handle: 'country-sourdough',
    title: 'Country sourdough loaf',
    vendor: 'Demo Bakery',
    product_type: 'Bread',
    price: 850,
    grams: 900,
    tags: ['bread', 'sourdough'],
    collections: ['bread'],
  },
  {
    id: 800201,
    variant_id: 900201,
    handle: 'butter-croissants',
    title: 'Butter croissants, box of 6',
    vendor: 'Demo Bakery',
    product_type: 'Pastry',
    price: 1400,
    grams: 480,
    tags: ['pastry'],
    collections: ['pastry'],
  },
  {
    id: 800103,
    variant_id: 900103,
    handle: 'seeded-rye',
    title: 'Seeded rye',
    vendor: 'Demo Bakery',
    product_type: 'Bread',
    price: 775,
    grams: 800,
    tags: ['bread', 'rye'],
    collections: ['bread'],
  },
];

/** The cart a new visitor starts with: `[product, quantity]`. */
export const STARTING_CART = [
  [PRODUCTS[0], 2],
  [PRODUCTS[1], 1],
];
