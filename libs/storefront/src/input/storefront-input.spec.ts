import { hasBrackets, mergeStorefrontInput, parseBracketed } from './storefront-input';

describe('the storefront input rule (docs/compatibility.md, "Parameters")', () => {
  it('takes the body over the query string, keeps what only one has, and drops api_key', () => {
    expect(mergeStorefrontInput({ shop: 'a.myshopify.com', page: '2', api_key: 'k' }, { page: 3, geoSearchQuery: '10001', api_key: 'k2' })).toEqual({
      shop: 'a.myshopify.com',
      page: 3,
      geoSearchQuery: '10001',
    });
  });

  it('reads a body that is not an object (none, an array, text) as no parameters', () => {
    for (const body of [undefined, null, [], 'shop=x', 7]) expect(mergeStorefrontInput({ shop: 'a.myshopify.com' }, body)).toEqual({ shop: 'a.myshopify.com' });
  });

  it('accepts the same shop twice, case and spaces aside, and refuses two shops naming both places', () => {
    expect(mergeStorefrontInput({ shop: 'A.myshopify.com' }, { shop: ' a.myshopify.com' })).toEqual({ shop: ' a.myshopify.com' });
    expect(() => mergeStorefrontInput({ shop: 'a.myshopify.com' }, { shop: 'b.myshopify.com' })).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'query.shop' }), expect.objectContaining({ field: 'body.shop' })],
      }),
    );
  });

  it('keeps parameters named like Object.prototype members as parameters (docs/api-decisions.md, "Names from requests never reach a prototype")', () => {
    const body = JSON.parse('{"__proto__": {"shop": "evil.myshopify.com"}, "constructor": "x", "toString": "y"}') as Record<string, unknown>;
    const merged = mergeStorefrontInput(Object.assign(Object.create(null) as object, { valueOf: 'v' }), body);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged['shop']).toBeUndefined();
    expect(Object.keys(merged).sort()).toEqual(['__proto__', 'constructor', 'toString', 'valueOf']);
    expect(merged['__proto__']).toEqual({ shop: 'evil.myshopify.com' });
    expect(merged['constructor']).toBe('x');
    expect(() => mergeStorefrontInput({ shop: 'a.myshopify.com' }, JSON.parse('{"__proto__": {"shop": "b.myshopify.com"}}'))).not.toThrow();
  });

  it('never changes its arguments', () => {
    const query = Object.freeze({ shop: 'a.myshopify.com', api_key: 'k' });
    const body = Object.freeze({ limit: 5 });
    mergeStorefrontInput(query, body);
    expect(query).toEqual({ shop: 'a.myshopify.com', api_key: 'k' });
  });

  it('reads brackets as nested values and arrays, as the original service’s framework does', () => {
    expect(parseBracketed('shoppingCart[0][variant_id]=1&shoppingCart[0][quantity]=2&shoppingCart[1][variant_id]=3&shop=a.myshopify.com')).toEqual({
      shoppingCart: [{ variant_id: '1', quantity: '2' }, { variant_id: '3' }],
      shop: 'a.myshopify.com',
    });
    expect(parseBracketed('shoppingCart%5B0%5D%5Bvariant_id%5D=1')).toEqual({ shoppingCart: [{ variant_id: '1' }] });
    // A prototype key is never set (qs `allowPrototypes: false`).
    expect(Object.getPrototypeOf(parseBracketed('__proto__[polluted]=1'))).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tells whether a text has brackets at all, so a plain GET is parsed once', () => {
    expect(hasBrackets('shop=a&page=2')).toBe(false);
    expect(hasBrackets('a[0]=1')).toBe(true);
    expect(hasBrackets('a%5B0%5D=1')).toBe(true);
    expect(hasBrackets('a%5b0%5d=1')).toBe(true);
  });
});
