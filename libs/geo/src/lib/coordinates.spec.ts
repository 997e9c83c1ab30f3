import { assertValidGeoPoint, isValidGeoPoint, parseLatLng } from './coordinates';
import { GeoError, GEO_QUERY_UNRESOLVED } from './geo-error';

describe('parseLatLng', () => {
  it.each([
    ['40.7506,-73.9973', 40.7506, -73.9973],
    [' 40.7506 , -73.9973 ', 40.7506, -73.9973],
    ['+51.5,-0.12', 51.5, -0.12],
    ['-33.8688,151.2093', -33.8688, 151.2093],
    ['90,180', 90, 180],
    ['-90,-180', -90, -180],
    ['0,0', 0, 0],
    ['.5,-.25', 0.5, -0.25],
    ['12.,13', 12, 13],
  ])('parses %p', (text, latitude, longitude) => {
    expect(parseLatLng(text)).toEqual({ latitude, longitude });
  });

  it('normalises -0 to 0', () => {
    const p = parseLatLng('-0,-0.0');
    expect(Object.is(p?.latitude, 0) && Object.is(p?.longitude, 0)).toBe(true);
  });

  it.each(['10001', 'SW1A 1AA', 'Springfield, IL', '40.7 -73.9', '40,7;-73,9', '1e2,3', '40.7,-73.9,5', ',', 'abc,def', ''])(
    'returns null for %p, which is not "lat,lng"',
    (text) => {
      expect(parseLatLng(text)).toBeNull();
    },
  );

  it.each(['90.0001,0', '-91,0', '0,180.5', '0,-181', '123,456'])('rejects %p with GEO_QUERY_UNRESOLVED (out of range)', (text) => {
    let error: unknown;
    try {
      parseLatLng(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeoError);
    const g = error as GeoError;
    expect([g.status, g.code]).toEqual([400, GEO_QUERY_UNRESOLVED]);
    expect(g.extensions).toMatchObject({ reason: 'coordinates_out_of_range', query: text });
    expect(g.detail).toContain('-90..90');
  });
});

describe('point validation', () => {
  it('accepts points in range and rejects the rest', () => {
    expect(isValidGeoPoint({ latitude: 0, longitude: 0 })).toBe(true);
    expect(isValidGeoPoint({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidGeoPoint({ latitude: 0, longitude: NaN })).toBe(false);
    expect(isValidGeoPoint({ latitude: '1', longitude: 2 })).toBe(false);
    expect(isValidGeoPoint(null)).toBe(false);
    expect(() => assertValidGeoPoint({ latitude: 0, longitude: 200 }, 'origin')).toThrow(RangeError);
    expect(() => assertValidGeoPoint({ latitude: 0, longitude: 20 })).not.toThrow();
  });
});
