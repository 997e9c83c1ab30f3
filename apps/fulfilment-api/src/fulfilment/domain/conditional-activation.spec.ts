import type { ConditionalActivationRule } from '@fulfil/store-settings';
import type { ConditionalCart } from './shopping-cart';
import { evaluateConditionalActivation, lacksProperties, propertyBasedValid, weightPriceValid, withProductProperties } from './conditional-activation';

const cart = (price: number, grams: number, items: Partial<ConditionalCart['items'][number]>[] = []): ConditionalCart => ({
  original_total_price: price,
  total_weight: grams,
  items: items.map((i) => ({ collections: [], vendor: '', product_type: '', tags: [], ...i })),
});
const wp = (condition: 'morethan' | 'lessthan' | 'between', min: number | null, max: number | null, basis: 'price' | 'weight' = 'price') => ({
  enabled: true,
  basis,
  condition,
  min,
  max,
});
const pb = (mode: 'include' | 'exclude', match: 'any' | 'all', tags: string[] = [], extra = {}) => ({
  enabled: true,
  mode,
  match,
  tags,
  vendors: [],
  product_types: [],
  collections: [],
  ...extra,
});

describe('conditional activation', () => {
  it('compares price (cents) or weight (grams): morethan is strict, between inclusive', () => {
    expect(weightPriceValid(wp('morethan', 2500, null), cart(2500, 0))).toBe(false);
    expect(weightPriceValid(wp('morethan', 2500, null), cart(2501, 0))).toBe(true);
    expect(weightPriceValid(wp('lessthan', null, 10000, 'weight'), cart(0, 9999))).toBe(true);
    expect(weightPriceValid(wp('lessthan', null, 10000, 'weight'), cart(0, 10000))).toBe(false);
    expect(weightPriceValid(wp('between', 1000, 2000), cart(1000, 0))).toBe(true);
    expect(weightPriceValid(wp('between', 1000, 2000), cart(2000, 0))).toBe(true);
    expect(weightPriceValid(wp('between', 1000, 2000), cart(2001, 0))).toBe(false);
  });

  it('matches tags, vendors, product types and collections case-insensitively; include/exclude x any/all', () => {
    const items = [{ tags: ['Cake'] }, { vendor: 'Acme' }];
    expect(propertyBasedValid(pb('include', 'any', ['cake']), cart(0, 0, items))).toBe(true);
    expect(propertyBasedValid(pb('include', 'all', ['cake']), cart(0, 0, items))).toBe(false);
    expect(propertyBasedValid(pb('include', 'all', ['cake'], { vendors: ['ACME'] }), cart(0, 0, items))).toBe(true);
    expect(propertyBasedValid(pb('exclude', 'any', ['cake']), cart(0, 0, items))).toBe(false);
    expect(propertyBasedValid(pb('exclude', 'all', ['cake']), cart(0, 0, items))).toBe(true);
    expect(propertyBasedValid(pb('include', 'any', [], { collections: ['Bread'] }), cart(0, 0, [{ collections: ['bread'] }]))).toBe(true);
    expect(propertyBasedValid(pb('include', 'any', [], { product_types: ['Fresh Cakes'] }), cart(0, 0, [{ product_type: 'fresh cakes' }]))).toBe(true);
  });

  it('treats an empty cart as matching nothing', () => {
    expect(propertyBasedValid(pb('include', 'any', ['x']), cart(0, 0))).toBe(false);
    expect(propertyBasedValid(pb('include', 'all', ['x']), cart(0, 0))).toBe(false);
    expect(propertyBasedValid(pb('exclude', 'any', ['x']), cart(0, 0))).toBe(true);
    expect(propertyBasedValid(pb('exclude', 'all', ['x']), cart(0, 0))).toBe(true);
  });

  it("combines the enabled rules and reports the merchant's hide choice; no rule means valid", () => {
    const rule: ConditionalActivationRule = {
      weight_price: wp('morethan', 100, null),
      property_based: { ...pb('exclude', 'any', ['frozen']), enabled: false },
      hide_checkout_method: true,
    };
    expect(evaluateConditionalActivation(rule, cart(50, 0, [{ tags: ['frozen'] }]))).toEqual({
      weight_price: { enabled: true, valid: false },
      property_based: { enabled: false, valid: true },
      hide_checkout_method: true,
      valid_shopping_cart: false,
    });
    expect(evaluateConditionalActivation(null, cart(0, 0))).toEqual({
      weight_price: { enabled: false, valid: true },
      property_based: { enabled: false, valid: true },
      hide_checkout_method: false,
      valid_shopping_cart: true,
    });
  });

  describe("products' properties synced from the storefront platform", () => {
    const synced = new Map([[7, { tags: ['Vegan'], vendor: 'Acme', productType: 'Pizza', collections: [{ handle: 'summer', title: 'Summer menu' }] }]]);

    it('fill what an item that names its product lacks; what the item carries wins', () => {
      const [filled, own, unknown, anonymous] = withProductProperties(
        cart(0, 0, [{ product_id: 7 }, { product_id: 7, tags: ['Hot'], vendor: 'Other', collections: ['winter'] }, { product_id: 8 }, { tags: ['x'] }]),
        synced,
      ).items;
      expect(filled).toEqual({ product_id: 7, tags: ['Vegan'], vendor: 'Acme', product_type: 'Pizza', collections: ['summer', 'Summer menu'] });
      expect(own).toEqual({ product_id: 7, tags: ['Hot'], vendor: 'Other', product_type: 'Pizza', collections: ['winter'] });
      expect(unknown).toEqual({ product_id: 8, tags: [], vendor: '', product_type: '', collections: [] });
      expect(anonymous).toEqual({ tags: ['x'], vendor: '', product_type: '', collections: [] });
    });

    it('let a rule on a collection title or handle match a cart from the storefront, which carries neither tags nor collections', () => {
      const rule = pb('include', 'any', [], { collections: ['summer menu'] });
      const storefrontCart = cart(0, 0, [{ product_id: 7, vendor: 'Acme', product_type: 'Pizza' }]);
      expect(propertyBasedValid(rule, storefrontCart)).toBe(false);
      expect(propertyBasedValid(rule, withProductProperties(storefrontCart, synced))).toBe(true);
      expect(propertyBasedValid(pb('include', 'any', [], { collections: ['SUMMER'] }), withProductProperties(storefrontCart, synced))).toBe(true);
    });

    it('an item lacks properties only when it names a product and misses one of them', () => {
      const full = { product_id: 7, tags: ['a'], vendor: 'v', product_type: 't', collections: ['c'] };
      expect(lacksProperties(full)).toBe(false);
      expect(lacksProperties({ ...full, collections: [] })).toBe(true);
      expect(lacksProperties({ ...full, vendor: '' })).toBe(true);
      expect(lacksProperties({ tags: [], vendor: '', product_type: '', collections: [] })).toBe(false);
    });
  });
});
