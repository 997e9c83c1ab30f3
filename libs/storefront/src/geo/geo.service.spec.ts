import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { POINTS_PER_TREE } from '@fulfil/geo';
import { loadConfig } from '@fulfil/platform';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { GeoService, geoNamesFiles, StorefrontConfig } from '../index';
import { writeGeoNamesFixture } from '../testing';

const snapshot = (codes: { postal_code: string; latitude: number; longitude: number; country_code: string | null; place_name: string | null }[] = []) =>
  ({ shop: { domain: 'demo.myshopify.com', base_country_code: 'US' }, merchantPostalCodes: () => codes }) as unknown as ShopSnapshot;

describe('the geocoder set-up of the storefront apps', () => {
  it('reads GEONAMES_FILES as comma-separated paths', () => {
    expect(geoNamesFiles('')).toEqual([]);
    expect(geoNamesFiles(' /data/GB.txt, ,/data/CA.txt ')).toEqual(['/data/GB.txt', '/data/CA.txt']);
  });

  it('resolves a postal code only a configured GeoNames file knows, besides the bundled US codes', () => {
    const fixture = writeGeoNamesFixture();
    const geo = new GeoService(loadConfig(StorefrontConfig, { GEONAMES_FILES: fixture.path }));
    geo.preload();
    expect(geo.locate(fixture.postalCode, snapshot())).toMatchObject({
      kind: 'postal_code',
      latitude: fixture.latitude,
      longitude: fixture.longitude,
      countryCode: 'GB',
      postalCode: fixture.postalCode,
    });
    expect(geo.locate('60614', snapshot())).toMatchObject({ kind: 'postal_code', countryCode: 'US' });
    const bare = new GeoService(loadConfig(StorefrontConfig, {}));
    expect(() => bare.locate(fixture.postalCode, snapshot())).toThrow(expect.objectContaining({ status: 400, code: 'GEO_QUERY_UNRESOLVED' }));
  });

  it("puts the shop's own postal codes first", () => {
    const fixture = writeGeoNamesFixture();
    const geo = new GeoService(loadConfig(StorefrontConfig, { GEONAMES_FILES: fixture.path }));
    const own = snapshot([{ postal_code: fixture.postalCode, latitude: 51.6, longitude: -0.2, country_code: 'GB', place_name: null }]);
    expect(geo.locate(fixture.postalCode, own)).toMatchObject({ source: 'merchant', latitude: 51.6, longitude: -0.2 });
  });

  it('stops at start-up on a bad GeoNames file', () => {
    const bad = join(writeGeoNamesFixture().path, '..', 'XX.txt');
    writeFileSync(bad, 'not\ta geonames line\n');
    expect(() => new GeoService(loadConfig(StorefrontConfig, { GEONAMES_FILES: bad })).preload()).toThrow();
  });

  it('keeps one spatial index per shop and list kind, reused while the list is the same object', async () => {
    const geo = new GeoService(loadConfig(StorefrontConfig, {}));
    const shop = { shop: { id: 1 } } as unknown as ShopSnapshot;
    const list = [{ id: 1, latitude: 51.5, longitude: -0.1 }];
    const index = await geo.index(shop, 'pickup', list);
    expect(await geo.index(shop, 'pickup', list)).toBe(index);
    expect(index.nearest({ latitude: 51.5, longitude: -0.1 }, 1)[0].location.id).toBe(1);
  });

  it('answers a big list with its kd-trees built in turns (other work runs in between)', async () => {
    const geo = new GeoService(loadConfig(StorefrontConfig, {}));
    const shop = { shop: { id: 2 } } as unknown as ShopSnapshot;
    const list = Array.from({ length: 3 * POINTS_PER_TREE }, (_, id) => ({
      id,
      latitude: 40 + (id % 1000) / 1000,
      longitude: -75 + Math.floor(id / 1000) / 100,
    }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const index = await geo.index(shop, 'pickup', list);
      expect(index.prepared).toBe(true);
      expect(ticks).toBeGreaterThanOrEqual(2);
      expect(index.nearest({ latitude: 40, longitude: -75 }, 1)[0].location.id).toBe(0);
    } finally {
      clearInterval(timer);
    }
  });
});

describe('StorefrontConfig', () => {
  it('defaults the hold to 15 minutes and no GeoNames files, and refuses a hold outside 1-1440', () => {
    expect(loadConfig(StorefrontConfig, {})).toMatchObject({ RESERVATION_TTL_MINUTES: 15, GEONAMES_FILES: '' });
    expect(loadConfig(StorefrontConfig, { RESERVATION_TTL_MINUTES: '30' }).RESERVATION_TTL_MINUTES).toBe(30);
    expect(() => loadConfig(StorefrontConfig, { RESERVATION_TTL_MINUTES: '0' })).toThrow(/RESERVATION_TTL_MINUTES/);
    expect(() => loadConfig(StorefrontConfig, { RESERVATION_TTL_MINUTES: '1441' })).toThrow(/RESERVATION_TTL_MINUTES/);
  });
});
