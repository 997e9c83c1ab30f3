import { parseCartArray, parseCartQuery, parseCartString, parseConditionalCart } from './shopping-cart';

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
    fails(() => parseCartQuery('nope'), 'shoppingCart');
    fails(() => parseCartQuery(['[]', '[]']), 'shoppingCart');
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
    fails(() => parseConditionalCart(undefined), 'shoppingCart');
    fails(() => parseConditionalCart({ original_total_price: '1', total_weight: 0 }), 'shoppingCart.original_total_price');
    fails(() => parseConditionalCart({ original_total_price: 1, total_weight: 0, items: [{ tags: 5 }] }), 'shoppingCart.items[0].tags');
  });
});
