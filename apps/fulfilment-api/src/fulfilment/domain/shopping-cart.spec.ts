import { parseCartArray, parseCartString, parseConditionalCart, parseShoppingCart } from './shopping-cart';

const fails = (fn: () => unknown, field: string) => {
  try {
    fn();
  } catch (err) {
    expect(err).toMatchObject({ status: 400, code: 'INVALID_CART', errors: [{ field }] });
    return;
  }
  throw new Error('expected INVALID_CART');
};

describe('cart parsers', () => {
  it('reads the pickup-locations cart as a JSON array or variant_id:quantity pairs', () => {
    expect(parseCartString('[{"variant_id":1,"product_id":2,"quantity":3,"title":"ignored"}]')).toEqual([{ variant_id: 1, product_id: 2, quantity: 3 }]);
    expect(parseCartString(' 39:2, 40 : 1 ')).toEqual([
      { variant_id: 39, product_id: 0, quantity: 2 },
      { variant_id: 40, product_id: 0, quantity: 1 },
    ]);
    expect(parseCartString('')).toEqual([]);
    expect(parseCartString(undefined)).toEqual([]);
  });

  it('names the failing part of an unreadable cart', () => {
    fails(() => parseCartString('[{"variant_id":1'), 'shoppingCart');
    fails(() => parseCartString('39:2,abc'), 'shoppingCart[1]');
    fails(() => parseCartString('39:0'), 'shoppingCart[0]');
    fails(() => parseCartArray([{ variant_id: 1, product_id: 2 }]), 'shoppingCart[0].quantity');
    fails(() => parseCartArray([{ variant_id: -1, product_id: 2, quantity: 1 }]), 'shoppingCart[0].variant_id');
    fails(() => parseCartArray({}), 'shoppingCart');
    fails(() => parseCartArray(Array.from({ length: 501 }, () => ({ variant_id: 1, product_id: 1, quantity: 1 }))), 'shoppingCart');
    fails(() => parseShoppingCart('[nope'), 'shoppingCart');
    fails(() => parseShoppingCart(['[]', '[]']), 'shoppingCart[0]');
    fails(() => parseShoppingCart(true), 'shoppingCart');
    fails(() => parseShoppingCart({ a: { variant_id: 1, product_id: 2, quantity: 3 } }), 'shoppingCart');
  });

  it('reads every form real clients send into one cart: arrays with extra members, numeric strings, the string, brackets', () => {
    const one = [{ variant_id: 39, product_id: 7, quantity: 2 }];
    // A native app's line: numbers as strings, members the API does not use.
    expect(
      parseShoppingCart([{ variant_id: '39', product_id: 7, quantity: '2', tags: ['vegan'], sku: 'SD-1', vendors: 'Demo', product_types: 'Bread' }]),
    ).toEqual(one);
    // The contract's string, as JSON and as pairs.
    expect(parseShoppingCart('[{"variant_id":39,"product_id":7,"quantity":2}]')).toEqual(one);
    expect(parseShoppingCart('39:2')).toEqual([{ variant_id: 39, product_id: 0, quantity: 2 }]);
    // A bracketed form of more lines than the bracket reader turns into an array: keys are indices.
    expect(parseShoppingCart({ 1: { variant_id: '40', product_id: '8', quantity: '1' }, 0: { variant_id: '39', product_id: '7', quantity: '2' } })).toEqual([
      ...one,
      { variant_id: 40, product_id: 8, quantity: 1 },
    ]);
    expect(parseShoppingCart(undefined)).toEqual([]);
    expect(parseShoppingCart(null)).toEqual([]);
    expect(parseShoppingCart('')).toEqual([]);
    expect(parseShoppingCart([])).toEqual([]);
  });

  it('accepts digit strings as ids (storefront JavaScript often sends them)', () => {
    expect(parseCartArray([{ variant_id: '39', product_id: '7', quantity: '2' }])).toEqual([{ variant_id: 39, product_id: 7, quantity: 2 }]);
  });

  it('reads the conditional-activation cart, splitting comma-separated tags and collections', () => {
    expect(
      parseConditionalCart({
        original_total_price: 2500,
        total_weight: 0,
        items: [{ collections: 'a, b', vendor: ' V ', product_type: 'T', tags: 'x,y,' }, { tags: ['z'] }],
      }),
    ).toEqual({
      original_total_price: 2500,
      total_weight: 0,
      items: [
        { collections: ['a', 'b'], vendor: 'V', product_type: 'T', tags: ['x', 'y'] },
        { collections: [], vendor: '', product_type: '', tags: ['z'] },
      ],
    });
    // An item's product_id (the storefront cart's, a number or digits) is kept; anything else is ignored, as before it was read.
    expect(
      parseConditionalCart({
        original_total_price: 0,
        total_weight: 0,
        items: [{ product_id: 7 }, { product_id: '8' }, { product_id: -1 }, { product_id: 'x' }],
      }).items.map((i) => i.product_id),
    ).toEqual([7, 8, undefined, undefined]);
    fails(() => parseConditionalCart(undefined), 'shoppingCart');
    fails(() => parseConditionalCart({ original_total_price: '1x', total_weight: 0 }), 'shoppingCart.original_total_price');
    // A bracketed form: amounts as decimal text, items keyed by index; or the cart as JSON text.
    expect(parseConditionalCart({ original_total_price: '3250', total_weight: '1200.5', items: { 0: { tags: 'a' } } })).toMatchObject({
      original_total_price: 3250,
      total_weight: 1200.5,
      items: [{ tags: ['a'] }],
    });
    expect(parseConditionalCart('{"original_total_price":1,"total_weight":0,"items":[]}')).toEqual({ original_total_price: 1, total_weight: 0, items: [] });
    fails(() => parseConditionalCart({ original_total_price: 1, total_weight: 0, items: [{ tags: 5 }] }), 'shoppingCart.items[0].tags');
  });
});
