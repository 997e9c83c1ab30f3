import { plainToInstance } from 'class-transformer';
import { IsDefined, validateSync } from 'class-validator';
import type { Request } from 'express';
import type { ShopSnapshot, StoreReader } from '@fulfil/store-settings';
import { IsShopDomain, ShopPipe, ShopResolver, shopAllowsOrigin, storefrontBootstrapOptions } from '../index';

class Query {
  @IsDefined({ message: 'shop is required' })
  @IsShopDomain()
  shop: string;
}

/** A StoreReader knowing one shop, `demo.myshopify.com`, with one storefront origin; records the domains asked for. */
function reader(asked: string[] = []): StoreReader {
  const snapshot = {
    shop: { domain: 'demo.myshopify.com' },
    allowsOrigin: (origin: string) => origin === 'https://demo.example.com',
  } as unknown as ShopSnapshot;
  return { forShop: async (domain: string) => (asked.push(domain), domain === 'demo.myshopify.com' ? snapshot : null) } as unknown as StoreReader;
}

const req = (query: Record<string, unknown>) => ({ query }) as unknown as Request;

describe('shop resolution', () => {
  it('ShopPipe hands on the normalised domain and refuses the rest with 400 VALIDATION_FAILED naming shop', () => {
    const pipe = new ShopPipe();
    expect(pipe.transform(' Demo.MyShopify.com')).toBe('demo.myshopify.com');
    for (const [value, rule] of [
      [undefined, 'required'],
      ['', 'required'],
      ['not a shop!', 'isShopDomain'],
      [['a.myshopify.com', 'b.myshopify.com'], 'isShopDomain'],
    ] as const) {
      expect(() => pipe.transform(value)).toThrow(
        expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'shop', rule })] }),
      );
    }
  });

  it('IsShopDomain applies the same rule to a DTO: normalised when valid, refused otherwise', () => {
    const valid = plainToInstance(Query, { shop: ' Demo.MyShopify.com ' });
    expect(validateSync(valid)).toEqual([]);
    expect(valid.shop).toBe('demo.myshopify.com');
    const rules = (plain: object) => validateSync(plainToInstance(Query, plain)).flatMap((e) => Object.keys(e.constraints ?? {}));
    expect(rules({ shop: 'not a shop!' })).toEqual(['isShopDomain']);
    expect(rules({ shop: ['a.myshopify.com'] })).toEqual(['isShopDomain']);
    expect(rules({})).toEqual(expect.arrayContaining(['isDefined']));
  });

  it('ShopResolver answers the snapshot, or 404 SHOP_NOT_FOUND (find: null)', async () => {
    const shops = new ShopResolver(reader());
    expect((await shops.snapshot('demo.myshopify.com')).shop.domain).toBe('demo.myshopify.com');
    await expect(shops.snapshot('nobody.myshopify.com')).rejects.toMatchObject({ status: 404, code: 'SHOP_NOT_FOUND' });
    expect(await shops.find('nobody.myshopify.com')).toBeNull();
  });
});

describe('per-shop CORS', () => {
  it("allows a shop's registered storefront origins for a request naming that shop (normalised like the routes)", async () => {
    const asked: string[] = [];
    const shops = new ShopResolver(reader(asked));
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({ shop: 'demo.myshopify.com' }))).toBe(true);
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({ shop: ' DEMO.myshopify.com ' }))).toBe(true);
    expect(asked).toEqual(['demo.myshopify.com', 'demo.myshopify.com']);
  });

  it('refuses other origins, unknown, missing, malformed and repeated shops, and an app not started', async () => {
    const shops = new ShopResolver(reader());
    expect(await shopAllowsOrigin(shops, 'https://evil.example.com', req({ shop: 'demo.myshopify.com' }))).toBe(false);
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({ shop: 'nobody.myshopify.com' }))).toBe(false);
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({}))).toBe(false);
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({ shop: 'not a shop!' }))).toBe(false);
    expect(await shopAllowsOrigin(shops, 'https://demo.example.com', req({ shop: ['demo.myshopify.com', 'demo.myshopify.com'] }))).toBe(false);
    expect(await shopAllowsOrigin(undefined, 'https://demo.example.com', req({ shop: 'demo.myshopify.com' }))).toBe(false);
  });

  it("gives the bootstrap the check (reading the app's ShopResolver) and the Idempotent-Replayed header", async () => {
    const shops = new ShopResolver(reader());
    const options = storefrontBootstrapOptions(() => ({ get: () => shops }) as never);
    expect(options.exposedHeaders).toEqual(['Idempotent-Replayed']);
    expect(await options.corsOrigin?.('https://demo.example.com', req({ shop: 'demo.myshopify.com' }))).toBe(true);
    expect(await storefrontBootstrapOptions(() => undefined).corsOrigin?.('https://demo.example.com', req({ shop: 'demo.myshopify.com' }))).toBe(false);
  });
});
