import type { GeocodeResult } from './geocoder';
import { deliversTo } from './delivery-area';

const area = { max_radius: 5, postal_codes: ['100**'], postal_code_match_mode: 'pattern' as const, cities: ['New York'] };
const geo = (kind: GeocodeResult['kind'], postalCode: string | null, placeName: string | null): GeocodeResult =>
  ({ latitude: 40.75, longitude: -73.99, kind, source: 'test', countryCode: 'US', postalCode, placeName, adminCode1: null, adminName1: null }) as GeocodeResult;

describe('delivery validation modes', () => {
  it('within_max_radius compares the distance with the radius (inclusive); no radius delivers nowhere', () => {
    expect(deliversTo('within_max_radius', area, { query: 'x', geocoded: geo('place', null, 'X'), distance: 5 })).toBe(true);
    expect(deliversTo('within_max_radius', area, { query: 'x', geocoded: geo('place', null, 'X'), distance: 5.01 })).toBe(false);
    expect(deliversTo('within_max_radius', { ...area, max_radius: null }, { query: 'x', geocoded: geo('place', null, 'X'), distance: 0 })).toBe(false);
  });

  it('postal_code matches the code the customer typed or resolved to; coordinates and places cannot pass', () => {
    expect(deliversTo('postal_code', area, { query: '10001', geocoded: geo('postal_code', '10001', 'New York'), distance: 99 })).toBe(true);
    expect(deliversTo('postal_code', area, { query: '10001-1234', geocoded: geo('postal_code_prefix', '10001', 'New York'), distance: 99 })).toBe(true);
    expect(deliversTo('postal_code', area, { query: '11201', geocoded: geo('postal_code', '11201', 'Brooklyn'), distance: 0 })).toBe(false);
    expect(deliversTo('postal_code', area, { query: '40.75,-73.99', geocoded: geo('coordinates', null, null), distance: 0 })).toBe(false);
    expect(deliversTo('postal_code', area, { query: 'New York', geocoded: geo('place', null, 'New York'), distance: 0 })).toBe(false);
  });

  it('postal_code matches a UK postcode typed in full even where the data knows only its outward code', () => {
    const london = { max_radius: null, postal_codes: ['SE1 7PB', 'SW1A'], postal_code_match_mode: 'exact' as const, cities: [] };
    expect(deliversTo('postal_code', london, { query: 'se17pb', geocoded: geo('postal_code_prefix', 'SE1', 'Southwark'), distance: 0 })).toBe(true);
    expect(deliversTo('postal_code', london, { query: 'SW1A 1AA', geocoded: geo('postal_code_prefix', 'SW1A', 'Westminster'), distance: 0 })).toBe(true);
    expect(deliversTo('postal_code', london, { query: 'SE1 9SG', geocoded: geo('postal_code_prefix', 'SE1', 'Southwark'), distance: 0 })).toBe(false);
    expect(
      deliversTo(
        'postal_code',
        { ...london, postal_code_match_mode: 'prefix', postal_codes: ['SE1'] },
        { query: 'SE1 9SG', geocoded: geo('postal_code_prefix', 'SE1', 'Southwark'), distance: 0 },
      ),
    ).toBe(true);
  });

  it('city matches the place the query resolved to', () => {
    expect(deliversTo('city', area, { query: '10001', geocoded: geo('postal_code', '10001', 'New York'), distance: 99 })).toBe(true);
    expect(deliversTo('city', area, { query: 'new york city', geocoded: geo('place', null, 'New York City'), distance: 99 })).toBe(true);
    expect(deliversTo('city', area, { query: 'Brooklyn', geocoded: geo('place', null, 'Brooklyn'), distance: 0 })).toBe(false);
    expect(deliversTo('city', area, { query: '40.75,-73.99', geocoded: geo('coordinates', null, null), distance: 0 })).toBe(false);
  });
});
