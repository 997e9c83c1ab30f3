import {
  addMonths,
  compareMonths,
  monthGrid,
  monthOf,
  monthRange,
  plusDays,
  todayIn,
  toPickadateDateOptions,
  toPickadateTimeOptions,
  weekdayOfDate,
} from '../index';

describe('month grids', () => {
  const cal = { minDate: '2025-06-03', maxDate: '2025-06-27', disabled: [1, 7, '2025-05-10'] };

  it('lays June 2025 out Sunday first: the 1st is a Sunday, 30 days in 5 weeks, selectable as the calendar says', () => {
    const grid = monthGrid(cal, { year: 2025, month: 6 });
    expect(grid.columns).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0][0]).toEqual({ date: '2025-06-01', day: 1, weekday: 0, selectable: false });
    const selectable = grid.weeks
      .flat()
      .filter((c) => c?.selectable)
      .map((c) => c?.day);
    expect(selectable).toEqual([3, 4, 5, 6, 9, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27]);
    expect(grid.weeks[4].slice(2)).toEqual([null, null, null, null, null]);
  });

  it('lays it out Monday first with the Sunday in the last column', () => {
    const grid = monthGrid(cal, { year: 2025, month: 6 }, 1);
    expect(grid.columns).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(grid.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.weeks[0][6]?.date).toBe('2025-06-01');
    expect(grid.weeks).toHaveLength(6);
  });

  it('pages months from minDate to maxDate, or to today + horizon without maxDate', () => {
    expect(monthRange(cal, '2025-06-01')).toEqual({ first: { year: 2025, month: 6 }, last: { year: 2025, month: 6 } });
    expect(monthRange({ ...cal, maxDate: null }, '2025-06-01')).toEqual({ first: { year: 2025, month: 6 }, last: { year: 2026, month: 6 } });
    expect(monthRange({ ...cal, minDate: null }, '2025-06-01')).toBeNull();
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(compareMonths(monthOf('2025-06-30'), { year: 2025, month: 7 })).toBeLessThan(0);
    expect(plusDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekdayOfDate('2026-03-09')).toBe(1);
  });
});

describe("the location's today", () => {
  it('is the date at the location, not in the process zone', () => {
    const now = new Date('2026-03-09T03:30:00Z'); // Monday 9 March in London, still Sunday 8 March in Chicago
    expect(todayIn('Europe/London', now)).toBe('2026-03-09');
    expect(todayIn('America/Chicago', now)).toBe('2026-03-08');
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-03-09');
    expect(() => todayIn('Mars/Olympus', now)).toThrow(RangeError);
  });
});

describe('pickadate adapter', () => {
  it('turns date strings into [y, m, d] arrays (pickadate ignores strings) and a null maxDate into false', () => {
    expect(toPickadateDateOptions({ minDate: '2025-12-30', maxDate: null, disabled: [1, 7, '2025-11-31', '2026-00-01'] })).toEqual({
      min: [2025, 11, 30],
      max: false,
      disable: [1, 7, [2025, 11, 31], [2026, 0, 1]],
    });
  });

  it('shifts weekday integers for a Monday-first picker and lists the grid items that are not starts', () => {
    expect(toPickadateDateOptions({ minDate: '2025-06-02', maxDate: '2025-06-30', disabled: [1, 2, 7] }, { firstDay: 1 }).disable).toEqual([7, 1, 6]);
    const slots = ['09:00', '09:30', '11:00'].map((available_from) => ({ available_from }));
    expect(toPickadateTimeOptions(slots, { interval: 30 })).toEqual({
      min: [9, 0],
      max: [11, 0],
      interval: 30,
      disable: [
        [10, 0],
        [10, 30],
      ],
    });
  });
});
