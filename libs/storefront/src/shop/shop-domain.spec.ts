import { normalizeShopDomain, SHOP_DOMAIN } from '../index';

describe('the shop-domain rule', () => {
  it('trims and lower-cases a store domain', () => {
    expect(normalizeShopDomain('demo-bakery.myshopify.com')).toBe('demo-bakery.myshopify.com');
    expect(normalizeShopDomain('  Demo-Eats.MyShopify.COM ')).toBe('demo-eats.myshopify.com');
    expect(normalizeShopDomain('shop.example.co.uk')).toBe('shop.example.co.uk');
    expect(normalizeShopDomain('a.b')).toBe('a.b');
  });

  it('refuses what is not one store domain', () => {
    const refused: unknown[] = [
      undefined,
      null,
      42,
      ['a.myshopify.com', 'b.myshopify.com'],
      '',
      '   ',
      'localhost',
      'not a shop!',
      'https://a.myshopify.com',
      '-a.myshopify.com',
      'a-.myshopify.com',
      'a..com',
      `${'x'.repeat(64)}.com`,
      `${'a.'.repeat(127)}com`,
    ];
    for (const value of refused) expect([value, normalizeShopDomain(value)]).toEqual([value, null]);
    expect(normalizeShopDomain(`${'x'.repeat(63)}.com`)).toBe(`${'x'.repeat(63)}.com`);
  });

  it('is tested on normalised text: upper case does not match the raw pattern', () => {
    expect(SHOP_DOMAIN.test('Demo.myshopify.com')).toBe(false);
    expect(SHOP_DOMAIN.test('demo.myshopify.com')).toBe(true);
  });
});
