import { hasCoordinates, locationChecks, type LocationCheckInput } from './location-checks';

/** Monday 9 March 2026 15:30 UTC: 11:30 in New York. */
const NOW = new Date('2026-03-09T15:30:00Z');
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A location in Manhattan, both methods on and open all week, a date tomorrow, stock and products listed. */
function healthy(): LocationCheckInput {
  return {
    location: { pickup_enabled: true, delivery_enabled: true, latitude: 40.742414, longitude: -74.00613, timezone: 'America/New_York' },
    shopTimezone: 'America/Chicago',
    stock: { trackedVariants: 3, restrictedProducts: 5, hasStockRows: true, hasProductRows: true },
    engine: { pickup: { openWeekdays: [...WEEK], firstDate: '2026-03-10' }, delivery: { openWeekdays: [...WEEK], firstDate: '2026-03-10' } },
  };
}
const codes = (input: LocationCheckInput, now = NOW) => locationChecks(input, now).map((c) => `${c.code}${c.method ? `:${c.method}` : ''}`);

describe('locationChecks', () => {
  it('finds nothing at a location set up well', () => {
    expect(locationChecks(healthy(), NOW)).toEqual([]);
  });

  it('NO_METHOD: neither pickup nor delivery on (critical), and no per-method checks', () => {
    const input = healthy();
    input.location = { ...input.location, pickup_enabled: false, delivery_enabled: false };
    input.engine = {};
    const [check] = locationChecks(input, NOW);
    expect(check).toMatchObject({ code: 'NO_METHOD', method: null, severity: 'critical', values: {} });
    expect(codes(input)).toEqual(['NO_METHOD']);
  });

  it('NO_PRODUCTS_OFFERED: the shop restricts products and this location lists none', () => {
    const input = healthy();
    input.stock = { ...input.stock, hasProductRows: false };
    expect(locationChecks(input, NOW)).toEqual([
      expect.objectContaining({ code: 'NO_PRODUCTS_OFFERED', severity: 'critical', values: { restricted_products: 5 } }),
    ]);
    // A shop that restricts no product: every location offers everything.
    input.stock = { ...input.stock, restrictedProducts: 0 };
    expect(codes(input)).toEqual([]);
  });

  it('NO_STOCK: the shop tracks stock and this location has no row', () => {
    const input = healthy();
    input.stock = { ...input.stock, hasStockRows: false };
    expect(locationChecks(input, NOW)).toEqual([expect.objectContaining({ code: 'NO_STOCK', severity: 'warning', values: { tracked_variants: 3 } })]);
    input.stock = { ...input.stock, trackedVariants: 0 };
    expect(codes(input)).toEqual([]);
  });

  it('CLOSED_EVERY_DAY: per enabled method with no open weekday (or no engine answer), instead of the date check', () => {
    const input = healthy();
    input.engine = { pickup: { openWeekdays: [], firstDate: null }, delivery: input.engine.delivery };
    expect(locationChecks(input, NOW)).toEqual([expect.objectContaining({ code: 'CLOSED_EVERY_DAY', method: 'pickup', severity: 'critical' })]);
    input.engine = { pickup: input.engine.pickup };
    expect(codes(input)).toEqual(['CLOSED_EVERY_DAY:pickup', 'CLOSED_EVERY_DAY:delivery']);
    // A method that is off is not judged.
    input.location = { ...input.location, delivery_enabled: false };
    expect(codes(input)).toEqual(['CLOSED_EVERY_DAY:pickup']);
  });

  it("NO_DATE_IN_30_DAYS: no first date, or one beyond 30 days after today in the location's zone", () => {
    const input = healthy();
    input.engine = { ...input.engine, delivery: { openWeekdays: ['monday'], firstDate: null } };
    expect(locationChecks(input, NOW)).toEqual([expect.objectContaining({ code: 'NO_DATE_IN_30_DAYS', method: 'delivery', values: { days: 30 } })]);
    // Today is 9 March in New York: 8 April is within 30 days, 9 April is not.
    input.engine = { ...input.engine, delivery: { openWeekdays: ['monday'], firstDate: '2026-04-08' } };
    expect(codes(input)).toEqual([]);
    input.engine = { ...input.engine, delivery: { openWeekdays: ['monday'], firstDate: '2026-04-09' } };
    expect(codes(input)).toEqual(['NO_DATE_IN_30_DAYS:delivery']);
    // At 02:00 UTC on 10 March it is still 9 March in New York: the same horizon.
    expect(codes(input, new Date('2026-03-10T02:00:00Z'))).toEqual(['NO_DATE_IN_30_DAYS:delivery']);
    // ...and 10 March in UTC's zone (a location running in UTC): 9 April is then within 30 days.
    input.location = { ...input.location, timezone: 'UTC', latitude: 51.4779, longitude: 0.0015 };
    expect(codes(input, new Date('2026-03-10T02:00:00Z'))).not.toContain('NO_DATE_IN_30_DAYS:delivery');
  });

  it("ZONE_DIFFERS: the zone at the coordinates is not the location's own, or the shop's when it has none", () => {
    const input = healthy();
    input.location = { ...input.location, timezone: 'America/Los_Angeles' };
    expect(locationChecks(input, NOW)).toEqual([
      expect.objectContaining({ code: 'ZONE_DIFFERS', severity: 'warning', values: { zone: 'America/Los_Angeles', address_zone: 'America/New_York' } }),
    ]);
    input.location = { ...input.location, timezone: null };
    expect(locationChecks(input, NOW)[0]).toMatchObject({ code: 'ZONE_DIFFERS', values: { zone: 'America/Chicago', address_zone: 'America/New_York' } });
    input.shopTimezone = 'America/New_York';
    expect(codes(input)).toEqual([]);
  });

  it('NO_COORDINATES: missing, 0, 0 or out of range; no zone check then', () => {
    const input = healthy();
    for (const [latitude, longitude] of [
      [0, 0],
      [null, null],
      [91, 10],
      [Number.NaN, 1],
    ] as const) {
      input.location = { ...input.location, latitude, longitude, timezone: 'Asia/Tokyo' };
      expect(locationChecks(input, NOW)).toEqual([expect.objectContaining({ code: 'NO_COORDINATES', method: null, severity: 'warning', values: {} })]);
    }
    expect(hasCoordinates(0, 0.0001)).toBe(true);
  });

  it('lists critical checks before warnings', () => {
    const input = healthy();
    input.location = { ...input.location, latitude: 0, longitude: 0 };
    input.stock = { trackedVariants: 2, restrictedProducts: 1, hasStockRows: false, hasProductRows: false };
    input.engine = { pickup: { openWeekdays: [], firstDate: null }, delivery: { openWeekdays: ['friday'], firstDate: null } };
    const checks = locationChecks(input, NOW);
    expect(checks.map((c) => c.code)).toEqual(['NO_PRODUCTS_OFFERED', 'CLOSED_EVERY_DAY', 'NO_DATE_IN_30_DAYS', 'NO_STOCK', 'NO_COORDINATES']);
    expect(checks.map((c) => c.severity)).toEqual(['critical', 'critical', 'critical', 'warning', 'warning']);
  });
});
