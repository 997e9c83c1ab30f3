import { isIsoDate, weekdayOf } from '../index';

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD with a 1-based month', () => {
    expect([isIsoDate('2026-02-29'), isIsoDate('2028-02-29'), isIsoDate('2026-3-1')]).toEqual([false, true, false]);
    expect([isIsoDate('2026-00-10'), isIsoDate('2026-12-31'), isIsoDate('2026-12-32'), isIsoDate(' 2026-12-31'), isIsoDate(20261231)]).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('names the weekday of a date, whatever the process zone', () => {
    expect(weekdayOf('2026-03-09')).toBe('monday');
    expect(weekdayOf('2026-03-15')).toBe('sunday');
    expect(weekdayOf('2028-02-29')).toBe('tuesday');
    expect(weekdayOf('1970-01-01')).toBe('thursday');
  });

  it('refuses to name the weekday of something that is not a date (400 INVALID_DATE)', () => {
    expect(() => weekdayOf('2026-02-29')).toThrow(expect.objectContaining({ code: 'INVALID_DATE', status: 400 }));
  });
});
