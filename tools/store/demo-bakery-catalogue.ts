/**
 * The demo bakery's catalogue on the fake storefront platform (`npm start`; docs/platform-install.md,
 * "Try it locally"): what the catalogue sync reads after the app is installed on
 * demo-bakery.myshopify.com. Product and variant ids are the demo storefront's
 * (apps/storefront-widget/demo/products.mjs, demo/demo-bakery.json), so its cart's lines
 * (2 × sourdough 900101, 1 × croissants 900201) are what the picker checks.
 *
 * With the three bakeries linked and a sync, the cart's pickup list is Chelsea Market and
 * Faneuil Hall; Reading Terminal has 1 sourdough (2 needed). The Central Kitchen matches no
 * bakery: its stock is kept aside.
 */
import { FakeCatalogue, type FakeLocationAddress, type FakeProduct } from '@fulfil/storefront-platform/testing';

/** The demo bakery's platform domain. */
export const DEMO_BAKERY_SHOP = 'demo-bakery.myshopify.com';

/** Platform location ids; the first three are named as bakeries of demo/demo-bakery.json. */
export const BAKERY_PLATFORM_LOCATIONS = {
  chelsea: { id: 71001, name: 'Demo Bakery – Chelsea Market' },
  faneuil: { id: 71002, name: 'Demo Bakery – Faneuil Hall Marketplace' },
  reading: { id: 71003, name: 'Demo Bakery – Reading Terminal Market' },
  kitchen: { id: 71004, name: 'Central Kitchen' },
} as const;

/** Their addresses as the platform gives them (the Central Kitchen's is the one no bakery has: "Create from this location" makes it one). */
const ADDRESSES: Record<number, FakeLocationAddress> = {
  71001: { address1: '75 9th Ave', city: 'New York', zip: '10011', provinceCode: 'NY', countryCode: 'US', latitude: 40.742414, longitude: -74.006 },
  71002: { address1: '4 S Market St', city: 'Boston', zip: '02109', provinceCode: 'MA', countryCode: 'US', latitude: 42.35995, longitude: -71.0546 },
  71003: { address1: '51 N 12th St', city: 'Philadelphia', zip: '19107', provinceCode: 'PA', countryCode: 'US', latitude: 39.95339, longitude: -75.1591 },
  71004: { address1: '1200 W Fulton Market', city: 'Chicago', zip: '60607', provinceCode: 'IL', countryCode: 'US', latitude: 41.8867, longitude: -87.6588 },
};

const product = (id: number, productType: string, tags: string[], collection: string, variants: Array<[id: number, tracked: boolean]>): FakeProduct => ({
  id,
  tags,
  vendor: 'Demo Bakery',
  productType,
  collections: [{ id: 400 + (id % 100), handle: collection, title: collection[0].toUpperCase() + collection.slice(1) }],
  // Inventory item ids: the variant id + 9,000,000 (the platform's are unrelated numbers too).
  variants: variants.map(([variantId, tracked]) => ({ id: variantId, inventoryItemId: 9_000_000 + variantId, tracked })),
});

/**
 * The catalogue: sourdough 800101 (variant 900101), croissants 800201 (900201), baguette 800102
 * (900102), all tracked; seeded rye 800103 (900103) untracked (available wherever stocked); a
 * celebration cake 800301 with two sizes (900301, 900302), tracked.
 */
export function demoBakeryCatalogue(): FakeCatalogue {
  const catalogue = new FakeCatalogue();
  for (const l of Object.values(BAKERY_PLATFORM_LOCATIONS)) catalogue.locations.set(l.id, { id: l.id, name: l.name, isActive: true, address: ADDRESSES[l.id] });
  for (const p of [
    product(800101, 'Bread', ['bread', 'sourdough'], 'bread', [[900101, true]]),
    product(800102, 'Bread', ['bread'], 'bread', [[900102, true]]),
    product(800103, 'Bread', ['bread', 'rye'], 'bread', [[900103, false]]),
    product(800201, 'Pastry', ['pastry'], 'pastry', [[900201, true]]),
    product(800301, 'Fresh Cakes', ['cake'], 'cakes', [
      [900301, true],
      [900302, true],
    ]),
  ])
    catalogue.products.set(p.id, p);
  const { chelsea, faneuil, reading, kitchen } = BAKERY_PLATFORM_LOCATIONS;
  // [variant, location, available]; no entry: not stocked there.
  const levels: Array<[number, number, number]> = [
    [900101, chelsea.id, 40],
    [900101, faneuil.id, 25],
    [900101, reading.id, 1],
    [900101, kitchen.id, 200],
    [900201, chelsea.id, 12],
    [900201, faneuil.id, 3],
    [900201, reading.id, 8],
    [900201, kitchen.id, 120],
    [900102, chelsea.id, 0],
    [900102, faneuil.id, 6],
    [900103, chelsea.id, 0],
    [900103, reading.id, 0],
    [900301, chelsea.id, 2],
    [900302, chelsea.id, 1],
    [900301, kitchen.id, 10],
  ];
  for (const [variant, location, available] of levels) catalogue.setAvailable(9_000_000 + variant, location, available);
  return catalogue;
}
