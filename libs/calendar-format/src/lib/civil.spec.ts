import { addDaysToIsoDate } from '../index';

describe('addDaysToIsoDate', () => {
  it('adds days across month, year and leap-day boundaries, and subtracts', () => {
    expect(addDaysToIsoDate('2026-11-24', 30)).toBe('2026-12-24');
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysToIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToIsoDate('2026-10-25', 0)).toBe('2026-10-25');
  });

  it('agrees with UTC date arithmetic over ten years', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 3653; i += 7) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      for (const n of [1, 13, 365, -29]) expect(addDaysToIsoDate(date, n)).toBe(new Date(start + (i + n) * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('refuses what is not a real date or a whole number of days', () => {
    expect(() => addDaysToIsoDate('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDaysToIsoDate('24.11.2026', 1)).toThrow(RangeError);
    expect(() => addDaysToIsoDate('2026-11-24', 1.5)).toThrow(RangeError);
  });
});
