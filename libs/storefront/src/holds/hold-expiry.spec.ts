import { holdExpiresAt } from '../index';

describe('holdExpiresAt', () => {
  it('adds the hold minutes and cuts to the whole second (as MySQL stores expires_at)', () => {
    expect(holdExpiresAt(new Date('2026-03-09T15:30:12.999Z'), 15).toISOString()).toBe('2026-03-09T15:45:12.000Z');
    expect(holdExpiresAt(new Date('2026-03-09T15:30:00Z'), 15).toISOString()).toBe('2026-03-09T15:45:00.000Z');
    expect(holdExpiresAt(new Date('2026-03-09T23:59:59.500Z'), 1440).toISOString()).toBe('2026-03-10T23:59:59.000Z');
  });

  it('is elapsed time, not wall time: across a DST change 15 minutes stay 15 minutes', () => {
    expect(holdExpiresAt(new Date('2026-03-08T07:55:00Z'), 15).toISOString()).toBe('2026-03-08T08:10:00.000Z');
  });

  it('refuses hold minutes that are not a positive whole number, and an invalid now', () => {
    for (const minutes of [0, -5, 1.5, Number.NaN]) expect(() => holdExpiresAt(new Date(), minutes)).toThrow(RangeError);
    expect(() => holdExpiresAt(new Date('nope'), 15)).toThrow(RangeError);
  });
});
