import { addDays, expandYearlyDates, isIsoDate, localDate, localDateTime, weekdayOf } from './local-time';

describe('local time helpers', () => {
  it('reads an instant in a zone whatever the process zone', () => {
    const instant = new Date('2026-03-09T03:30:00Z');
    expect(localDateTime('America/Chicago', instant)).toBe('2026-03-08 22:30:00');
    expect(localDateTime('Asia/Kolkata', instant)).toBe('2026-03-09 09:00:00');
    expect(localDate('Pacific/Honolulu', instant)).toBe('2026-03-08');
    expect(localDateTime('Europe/London', new Date('2026-06-01T23:00:00Z'))).toBe('2026-06-02 00:00:00');
  });

  it('steps calendar days, checks dates and names weekdays', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 365)).toBe('2027-12-31');
    expect([isIsoDate('2026-02-29'), isIsoDate('2028-02-29'), isIsoDate('2026-3-1')]).toEqual([false, true, false]);
    expect(weekdayOf('2026-03-09')).toBe('monday');
    expect(weekdayOf('2026-03-15')).toBe('sunday');
  });

  it('replaces yearly blackouts by their dates of the coming year', () => {
    expect(expandYearlyDates(['2026-11-26', '--12-25', '--01-01'], '2026-03-09')).toEqual(['2026-11-26', '2026-12-25', '2027-01-01']);
    expect(expandYearlyDates(['--03-09'], '2026-03-09')).toEqual(['2026-03-09', '2027-03-09']);
    expect(expandYearlyDates(['--02-29'], '2027-06-01')).toEqual(['2028-02-29']);
    expect(expandYearlyDates(['--02-29'], '2026-06-01')).toEqual([]);
    const plain = ['2026-01-01'];
    expect(expandYearlyDates(plain, '2026-03-09')).toBe(plain);
  });
});
