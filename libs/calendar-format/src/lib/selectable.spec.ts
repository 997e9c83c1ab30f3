import {
  CalendarFormatError,
  compileCalendar,
  daysFromCivil,
  disabledDatesAs,
  formatDisabledDate,
  formatDisabledDateArray,
  formatIsoDate,
  fromDisabledDate,
  isSelectableDate,
  normalizeDisabled,
  parseIsoDay,
  toDisabledDate,
  toDisabledDateArray,
  type CalendarLike,
  type DisabledInput,
} from '../index';

const days = (cal: CalendarLike, dates: string[]) => dates.map((d) => isSelectableDate(cal, d));

describe('the disabled array in every form (docs/scheduling-rules.md §5)', () => {
  // June 2025: Sunday 1, Monday 2, Tuesday 3, Wednesday 4, ... Saturday 7.
  const june = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07'];

  it('reads weekday integers as 1 = Sunday ... 7 = Saturday', () => {
    const cal = { minDate: '2025-06-01', maxDate: null, disabled: [1, 7] };
    expect(days(cal, june)).toEqual([false, true, true, true, true, true, false]);
    expect(days({ ...cal, disabled: [2] }, june)).toEqual([true, false, true, true, true, true, true]);
  });

  it('reads date strings with a ZERO-BASED month: "2025-05-04" is 4 June, "2025-11-25" is Christmas', () => {
    const cal = { minDate: '2025-06-01', maxDate: null, disabled: ['2025-05-04'] };
    expect(days(cal, ['2025-05-04', '2025-06-04'])).toEqual([false, false]); // 4 May is before minDate; 4 June is listed
    expect(days({ ...cal, minDate: '2025-05-01' }, ['2025-05-04', '2025-06-04'])).toEqual([true, false]);
    expect(days({ minDate: '2025-12-01', maxDate: null, disabled: ['2025-11-25'] }, ['2025-12-25', '2025-11-25'])).toEqual([false, false]);
    expect(isSelectableDate({ minDate: '2025-12-01', maxDate: null, disabled: ['2025-11-25'] }, '2025-12-24')).toBe(true);
    expect(isSelectableDate({ minDate: '2025-01-01', maxDate: null, disabled: ['2025-00-31'] }, '2025-01-31')).toBe(false);
  });

  it('reads [year, zero-based month, day] arrays, rolling over an out-of-range day as pickadate does', () => {
    const cal: CalendarLike = { minDate: '2025-06-01', maxDate: null, disabled: [[2025, 5, 4]] };
    expect(days(cal, ['2025-06-04', '2025-05-04'])).toEqual([false, false]);
    expect(isSelectableDate(cal, '2025-06-05')).toBe(true);
    expect(isSelectableDate({ minDate: '2023-02-01', maxDate: null, disabled: [[2023, 1, 29]] }, '2023-03-01')).toBe(false);
    expect(isSelectableDate({ minDate: '2025-12-01', maxDate: null, disabled: [[2025, 12, 1]] }, '2026-01-01')).toBe(false);
  });

  it('mixes weekdays and dates in one array', () => {
    const cal = { minDate: '2025-06-01', maxDate: null, disabled: [1, 7, '2025-05-04'] };
    expect(days(cal, june)).toEqual([false, true, true, false, true, true, false]);
  });

  it('a leading true turns the rest into the only selectable days (weekdays and dates alike)', () => {
    const cal: CalendarLike = { minDate: '2025-06-01', maxDate: null, disabled: [true, 4, '2025-05-02'] };
    expect(days(cal, june)).toEqual([false, true, false, true, false, false, false]);
    expect(days({ ...cal, disabled: [true] }, june)).toEqual(june.map(() => false));
  });

  it('never allows a day before minDate or after maxDate, allow-list or not', () => {
    const allow: CalendarLike = { minDate: '2025-06-03', maxDate: '2025-06-05', disabled: [true, 1, 2, 3, 4, 5, 6, 7] };
    expect(days(allow, june)).toEqual([false, false, true, true, true, false, false]);
    const block = { minDate: '2025-06-03', maxDate: '2025-06-05', disabled: [] };
    expect(days(block, june)).toEqual([false, false, true, true, true, false, false]);
  });

  it('a null minDate means nothing is selectable; a null maxDate means no upper bound', () => {
    expect(isSelectableDate({ minDate: null, maxDate: null, disabled: [true] }, '2025-06-04')).toBe(false);
    expect(isSelectableDate({ minDate: null, maxDate: null, disabled: [] }, '2025-06-04')).toBe(false);
    expect(isSelectableDate({ minDate: '2025-06-04', maxDate: null, disabled: [] }, '2030-06-04')).toBe(true);
  });

  it('closes a weekday without a window when daysOfWeek is given (pickup); an empty or absent daysOfWeek has no weekday rule', () => {
    const win = { min: { hour: '08', minute: '00' }, max: { hour: '18', minute: '00' } };
    const cal: CalendarLike = { minDate: '2025-06-01', maxDate: null, disabled: [], daysOfWeek: { monday: win, wednesday: win } };
    expect(days(cal, june)).toEqual([false, true, false, true, false, false, false]);
    expect(days({ ...cal, daysOfWeek: {} }, june)).toEqual(june.map(() => true));
    expect(days({ ...cal, daysOfWeek: null }, june)).toEqual(june.map(() => true));
  });

  it('ignores entries pickadate ignores (integers outside 1-7, false, objects)', () => {
    const cal = { minDate: '2025-06-01', maxDate: null, disabled: [0, 8, 2.5, false, {}] as unknown as CalendarLike['disabled'] };
    expect(days(cal, june)).toEqual(june.map(() => true));
  });

  it('refuses malformed dates with CalendarFormatError INVALID_DATE naming the field', () => {
    const cal = { minDate: '2025-06-01', maxDate: null, disabled: [] };
    expect(() => isSelectableDate(cal, '2025-02-29')).toThrow(expect.objectContaining({ code: 'INVALID_DATE', field: 'date' }));
    expect(() => isSelectableDate(cal, '2025-6-1')).toThrow(CalendarFormatError);
    expect(() => isSelectableDate({ ...cal, minDate: '2025-13-01' }, '2025-06-02')).toThrow(expect.objectContaining({ field: 'minDate' }));
    expect(() => isSelectableDate({ ...cal, maxDate: 'soon' }, '2025-06-02')).toThrow(expect.objectContaining({ field: 'maxDate' }));
    expect(() => isSelectableDate({ ...cal, disabled: ['2025-12-01'] }, '2025-06-02')).toThrow(expect.objectContaining({ field: 'disabled' }));
  });

  it('compiles once for many days', () => {
    const compiled = compileCalendar({ minDate: '2025-06-02', maxDate: '2025-06-06', disabled: [4] });
    expect(compiled.minDay).toBe(parseIsoDay('2025-06-02'));
    expect(compiled.maxDay).toBe(parseIsoDay('2025-06-06'));
    expect(june.map((d) => compiled.selectable(parseIsoDay(d)))).toEqual([false, true, true, false, true, true, false]);
  });
});

describe('date conversions and normalising', () => {
  it('converts between ISO (1-based) and disabled (zero-based) dates', () => {
    expect(toDisabledDate('2025-12-25')).toBe('2025-11-25');
    expect(fromDisabledDate('2025-11-25')).toBe('2025-12-25');
    expect(fromDisabledDate('2025-00-31')).toBe('2025-01-31');
    expect(() => fromDisabledDate('2025-12-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => fromDisabledDate('2025-01-29')).toThrow(CalendarFormatError); // 29 February 2025
    expect(fromDisabledDate('2024-01-29')).toBe('2024-02-29');
    expect(() => toDisabledDate('2025-00-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('normalises to leading true, weekday integers ascending, dates ascending, no duplicates', () => {
    expect(normalizeDisabled(['2025-05-09', 7, true, 1, '2025-00-01', 7, '2025-05-09'])).toEqual([true, 1, 7, '2025-00-01', '2025-05-09']);
    expect(normalizeDisabled([[2025, 5, 9], 7, true, [2024, 11, 31], [2025, 0, 1], [2025, 5, 9]])).toEqual([
      true,
      7,
      [2024, 11, 31],
      [2025, 0, 1],
      [2025, 5, 9],
    ]);
  });

  it('writes the pickadate array form with a zero-based month: [2025, 11, 25] is Christmas 2025', () => {
    expect(toDisabledDateArray('2025-12-25')).toEqual([2025, 11, 25]);
    expect(toDisabledDateArray('2026-01-01')).toEqual([2026, 0, 1]);
    expect(toDisabledDateArray('2028-02-29')).toEqual([2028, 1, 29]);
    expect(() => toDisabledDateArray('2025-02-29')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    // Every day of four years, in both forms: the month is the ISO month minus one, always 0-11.
    for (let day = daysFromCivil(2024, 1, 1); day < daysFromCivil(2028, 1, 1); day++) {
      const iso = formatIsoDate(day);
      const [y, m, d] = formatDisabledDateArray(day);
      expect([iso, y, m + 1, d]).toEqual([iso, Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8))]);
      expect([iso, m >= 0 && m <= 11]).toEqual([iso, true]);
      expect(formatDisabledDate(day)).toBe(`${iso.slice(0, 4)}-${String(m).padStart(2, '0')}-${iso.slice(8)}`);
    }
  });

  it('turns strings into arrays and back, keeping true, weekday integers and the order', () => {
    expect(disabledDatesAs([true, 1, '2025-11-25', '2026-00-01', 7], 'arrays')).toEqual([true, 1, [2025, 11, 25], [2026, 0, 1], 7]);
    expect(disabledDatesAs([true, 1, [2025, 11, 25], [2026, 0, 1]], 'strings')).toEqual([true, 1, '2025-11-25', '2026-00-01']);
    expect(disabledDatesAs([[2025, 12, 1]], 'strings')).toEqual(['2026-00-01']); // rolled over as pickadate reads it
    expect(disabledDatesAs(['2025-11-25', [2025, 11, 26]], 'arrays')).toEqual([
      [2025, 11, 25],
      [2025, 11, 26],
    ]);
    expect(() => disabledDatesAs(['2025-12-01'], 'arrays')).toThrow(expect.objectContaining({ code: 'INVALID_DATE', field: 'disabled' }));
  });
});

describe('every form of disabled selects the same days, day for day', () => {
  const from = daysFromCivil(2025, 11, 20);
  const to = daysFromCivil(2027, 3, 1);
  // Blackouts spread over every month of 2026, the year end and a leap-free February.
  const dates = Array.from({ length: 40 }, (_, i) => from + 3 + i * 11).filter((d) => d <= to);
  const strings = dates.map(formatDisabledDate);
  const arrays = dates.map(formatDisabledDateArray);
  const mixed = dates.map((d, i) => (i % 2 ? formatDisabledDate(d) : formatDisabledDateArray(d)));
  const base = { minDate: formatIsoDate(from), maxDate: formatIsoDate(to) };

  it.each([
    ['a blocklist', [1, 4] as DisabledInput[]],
    ['an allow-list', [true, 7] as DisabledInput[]],
  ])('%s: strings, arrays and a mix of both agree on every day', (_name, head) => {
    const compiled = [strings, arrays, mixed].map((list) => compileCalendar({ ...base, disabled: [...head, ...list] }));
    let selectable = 0;
    for (let day = from - 5; day <= to + 5; day++) {
      const answers = compiled.map((c) => c.selectable(day));
      expect([formatIsoDate(day), answers]).toEqual([formatIsoDate(day), answers.map(() => answers[0])]);
      if (answers[0]) selectable++;
      if (dates.includes(day) && day >= from && day <= to) expect(answers[0]).toBe(head[0] === true);
    }
    expect(selectable).toBeGreaterThan(head[0] === true ? 30 : 300);
  });
});

describe('the horizon of a calendar without maxDate (docs/scheduling-rules.md §4)', () => {
  it('ends at today + 365 days when the picker passes today, and is open-ended for a server check', () => {
    const cal = { minDate: '2025-06-02', maxDate: null, disabled: [] };
    const withHorizon = compileCalendar(cal, { today: '2025-06-01' });
    expect([withHorizon.selectable(parseIsoDay('2026-06-01')), withHorizon.selectable(parseIsoDay('2026-06-02'))]).toEqual([true, false]);
    expect(compileCalendar(cal, { today: '2025-06-01', days: 10 }).maxDay).toBe(parseIsoDay('2025-06-11'));
    expect(compileCalendar(cal).selectable(parseIsoDay('2030-06-02'))).toBe(true);
    expect(compileCalendar({ ...cal, maxDate: '2025-06-20' }, { today: '2025-06-01' }).maxDay).toBe(parseIsoDay('2025-06-20'));
  });
});
