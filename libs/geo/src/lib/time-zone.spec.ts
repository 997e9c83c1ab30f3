import { timeZoneAt } from './time-zone';

describe('timeZoneAt (offline zone boundaries)', () => {
  it.each([
    [40.7506, -73.9971, 'America/New_York'], // New York, 10001
    [41.8781, -87.6298, 'America/Chicago'],
    [45.4202, -75.6922, 'America/Toronto'], // Ottawa
    [51.5072, -0.1276, 'Europe/London'],
    [35.6812, 139.7671, 'Asia/Tokyo'],
    [33.4484, -112.074, 'America/Phoenix'], // no daylight saving time
  ])('%f, %f is in %s', (lat, lng, zone) => {
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });

  it('answers null for coordinates that are not a point on Earth', () => {
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
    expect(timeZoneAt(91, 0)).toBeNull();
    expect(timeZoneAt(0, 181)).toBeNull();
  });
});
