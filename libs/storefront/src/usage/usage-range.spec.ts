import { DEFAULT_HORIZON_DAYS } from '@fulfil/scheduling';
import { shippingHorizonDays, usageRange } from './usage-range';

describe('usageRange (the one horizon rule of capacity counts)', () => {
  it('runs from yesterday (UTC) to the horizon and two days more', () => {
    expect(usageRange(new Date('2026-03-10T23:59:59Z'), 30)).toEqual({ from: '2026-03-09', to: '2026-04-11' });
    expect(usageRange(new Date('2026-03-10T00:00:00Z'))).toEqual({ from: '2026-03-09', to: '2027-03-12' });
    expect(DEFAULT_HORIZON_DAYS).toBe(365);
  });

  it('covers the local today of the easternmost and westernmost zones', () => {
    // 2026-03-10T11:30Z is already 03-11 in Kiribati (UTC+14) and still 03-09 nowhere; at 00:30Z it is 03-09 in UTC-12.
    const early = usageRange(new Date('2026-03-10T00:30:00Z'), 0);
    expect(early.from <= '2026-03-09' && early.to >= '2026-03-10').toBe(true);
    const late = usageRange(new Date('2026-03-10T23:30:00Z'), 0);
    expect(late.to >= '2026-03-11').toBe(true);
  });

  it('is the same object all day for one horizon, another for the next day', () => {
    const a = usageRange(new Date('2026-03-10T01:00:00Z'), 7);
    expect(usageRange(new Date('2026-03-10T22:00:00Z'), 7)).toBe(a);
    expect(usageRange(new Date('2026-03-11T00:00:00Z'), 7)).not.toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('refuses a negative or fractional horizon', () => {
    expect(() => usageRange(new Date(), -1)).toThrow(RangeError);
    expect(() => usageRange(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('shippingHorizonDays', () => {
  it('reads the maximum date in days, weeks (7) and months (31), else the default horizon', () => {
    expect(shippingHorizonDays({ maximum_date: { enabled: true, value: 10, metric: 'days' } })).toBe(10);
    expect(shippingHorizonDays({ maximum_date: { enabled: true, value: 2, metric: 'weeks' } })).toBe(14);
    expect(shippingHorizonDays({ maximum_date: { enabled: true, value: 2, metric: 'months' } })).toBe(62);
    expect(shippingHorizonDays({ maximum_date: { enabled: false, value: 2, metric: 'months' } })).toBe(DEFAULT_HORIZON_DAYS);
  });
});
