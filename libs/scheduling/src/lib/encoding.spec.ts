import {
  type CalendarLike,
  deliveryCalendar,
  disabledDatesAs,
  fromDisabledDate,
  isSelectableDate,
  normalizeDisabled,
  pickupCalendar,
  shippingCalendar,
  toDisabledDate,
  toDisabledDateArray,
  type DisabledEntry,
  type ShippingSettings,
  toPickadateDateOptions,
  toPickadateTimeOptions,
  UsageIndex,
  usageFromHolds,
} from '../index';
import { ALL_DAYS, pickupRules, windows } from '../../test/fixtures';

describe('disabled encoding (§5)', () => {
  it('converts between ISO (1-based) and disabled (zero-based) dates', () => {
    expect(toDisabledDate('2025-12-25')).toBe('2025-11-25');
    expect(fromDisabledDate('2025-11-25')).toBe('2025-12-25');
    expect(fromDisabledDate('2025-00-31')).toBe('2025-01-31');
    expect(() => fromDisabledDate('2025-12-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => toDisabledDate('2025-00-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('evaluates a calendar like the date picker: blocklist, allow-list, min and max', () => {
    const block = { minDate: '2025-06-03', maxDate: '2025-06-30', disabled: [1, '2025-05-10'] };
    expect(['2025-06-02', '2025-06-03', '2025-06-08', '2025-06-10', '2025-06-30', '2025-07-01'].map((d) => isSelectableDate(block, d))).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    const allow: CalendarLike = { minDate: '2025-06-03', maxDate: null, disabled: [true, 4, '2025-05-02', '2025-05-09'] };
    expect(['2025-06-02', '2025-06-04', '2025-06-05', '2025-06-09', '2026-06-03'].map((d) => isSelectableDate(allow, d))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(isSelectableDate({ minDate: null, maxDate: null, disabled: [true] }, '2025-06-04')).toBe(false);
  });

  it('normalises to leading true, weekday integers ascending, dates ascending, no duplicates', () => {
    expect(normalizeDisabled(['2025-05-09', 7, true, 1, '2025-00-01', 7, '2025-05-09'])).toEqual([true, 1, 7, '2025-00-01', '2025-05-09']);
    expect(normalizeDisabled([[2025, 5, 9], 7, true, [2025, 0, 1], [2025, 5, 9]])).toEqual([true, 7, [2025, 0, 1], [2025, 5, 9]]);
  });

  it('converts to the pickadate array form and between the two forms, keeping true, weekdays and the order', () => {
    expect(toDisabledDateArray('2025-12-25')).toEqual([2025, 11, 25]);
    expect(toDisabledDateArray('2026-01-01')).toEqual([2026, 0, 1]);
    expect(() => toDisabledDateArray('2025-13-01')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(disabledDatesAs([true, 1, '2025-11-25', '2026-00-01'], 'arrays')).toEqual([true, 1, [2025, 11, 25], [2026, 0, 1]]);
    expect(disabledDatesAs([true, 1, [2025, 11, 25], [2026, 0, 1]], 'strings')).toEqual([true, 1, '2025-11-25', '2026-00-01']);
    expect(() => disabledDatesAs(['2025-12-01'], 'arrays')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

/** Each date entry of `disabled` as `[y, m, d]`, checked to have a month of 0-11 and a real day. */
function emittedDates(disabled: readonly DisabledEntry[]): Array<[number, number, number]> {
  const dates = disabled.filter((e) => typeof e === 'string' || Array.isArray(e));
  return dates.map((e) => {
    const [y, m, d] = typeof e === 'string' ? e.split('-').map(Number) : (e as number[]);
    expect([e, Number.isInteger(m) && m >= 0 && m <= 11]).toEqual([e, true]);
    expect([e, d >= 1 && d <= new Date(Date.UTC(y, m + 1, 0)).getUTCDate()]).toEqual([e, true]);
    return [y, m, d];
  });
}

describe('months are 0-11 in every emitted date, in every calendar and both forms (§5)', () => {
  // A blackout on the 1st and last day of every month of 2025 and 2026 (29 February 2028 too):
  // each one must come out with the ISO month minus one.
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const blackouts = [2025, 2026].flatMap((y) =>
    Array.from({ length: 12 }, (_, i) => [iso(y, i + 1, 1), iso(y, i + 1, new Date(Date.UTC(y, i + 1, 0)).getUTCDate())]).flat(),
  );
  const expected = (from: string, to: string) =>
    blackouts.filter((b) => b >= from && b <= to).map((b): [number, number, number] => [Number(b.slice(0, 4)), Number(b.slice(5, 7)) - 1, Number(b.slice(8))]);
  const now = '2025-01-01T12:00:00Z';

  it.each(['strings', 'arrays'] as const)('pickup (%s)', (form) => {
    const rules = pickupRules({ weekdayWindows: windows(ALL_DAYS, '00:00', '23:00'), blackoutDates: blackouts, timezone: 'UTC' });
    const cal = pickupCalendar({ rules, now, disabledDates: form });
    expect(cal.disabled.every((e) => typeof e !== (form === 'arrays' ? 'string' : 'object'))).toBe(true);
    expect(emittedDates(cal.disabled)).toEqual(expected('2025-01-01', '2026-01-01'));
  });

  it('delivery (arrays)', () => {
    const day = {
      blackout_dates: [],
      breakpoint: '00:00',
      useBreakpoint: false,
      before: { format: 'days' as const, value: 0 },
      after: { format: 'days' as const, value: 0 },
    };
    const delivery = {
      flip_blackout_dates: false,
      blackouts,
      ...Object.fromEntries(ALL_DAYS.map((wd) => [wd, { ...day, slots: { enabled: false, slots: [] } }])),
    };
    const cal = deliveryCalendar({ locationId: 1, timezone: 'UTC', delivery, now });
    expect(cal.disabled.every((e) => typeof e !== 'string')).toBe(true);
    expect(emittedDates(cal.disabled)).toEqual(expected('2025-01-01', '2026-01-01'));
  });

  it('shipping (arrays)', () => {
    const shipping = {
      timezone: 'UTC',
      blackout_dates: blackouts,
      preparation_time: { enabled: false },
      maximum_date: { enabled: true, metric: 'months', value: 20 },
      order_limits: { enabled: false },
      ...Object.fromEntries(ALL_DAYS.map((wd) => [`${wd}_enabled`, true])),
    } as ShippingSettings;
    const cal = shippingCalendar({ shipping, now });
    expect(cal.disabled.every((e) => typeof e !== 'string')).toBe(true);
    expect(emittedDates(cal.disabled)).toEqual(expected('2025-01-01', '2026-09-01'));
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

  it('shifts weekday integers for a Monday-first picker (firstDay: 1)', () => {
    expect(toPickadateDateOptions({ minDate: '2025-06-02', maxDate: '2025-06-30', disabled: [1, 2, 7] }, { firstDay: 1 }).disable).toEqual([7, 1, 6]);
  });

  it('builds time options on the merchant interval and disables the gaps', () => {
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

  it('falls back to the greatest common divisor for irregular slot rows', () => {
    const slots = ['10:00', '10:45', '12:15'].map((available_from) => ({ available_from }));
    expect(toPickadateTimeOptions(slots, { interval: 30 })).toMatchObject({ interval: 45, disable: [[11, 30]] });
  });

  it('disables every item when no slot is available', () => {
    expect(toPickadateTimeOptions([]).disable).toEqual([true]);
  });
});

describe('usage (§6)', () => {
  it('indexes counts per location, date and slot, with day totals', () => {
    const index = UsageIndex.fromCounts([
      { locationId: 1, date: '2025-06-02', slotId: 5, count: 2 },
      { locationId: 1, date: '2025-06-02', slotId: 6, count: 1 },
      { locationId: 2, date: '2025-06-02', slotId: 5, count: 7 },
    ]);
    expect([index.used(1, '2025-06-02', 5), index.used(1, '2025-06-02', null), index.used(1, '2025-06-03', 5), index.used(2, '2025-06-02', 5)]).toEqual([
      2, 3, 0, 7,
    ]);
    expect(() => UsageIndex.fromCounts([{ locationId: 1, date: '2/6/2025', slotId: 5, count: 1 }])).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('counts active orders and live reservations only', () => {
    const base = { locationId: 1, date: '2025-06-02', slotId: 5 };
    const index = usageFromHolds(
      [
        { ...base, kind: 'order' },
        { ...base, kind: 'order', status: 'cancelled' },
        { ...base, kind: 'order', status: 'deleted' },
        { ...base, kind: 'reservation', expiresAt: '2025-06-01T10:15:00Z' },
        { ...base, kind: 'reservation', expiresAt: '2025-06-01T10:14:59.999Z' },
        { ...base, kind: 'reservation', status: 'converted', expiresAt: '2025-06-01T10:15:00Z' },
        { ...base, date: '2025-06-03', kind: 'order' }, // an order moved to another date counts there
      ],
      '2025-06-01T10:14:59.999Z',
    );
    expect([index.used(1, '2025-06-02', 5), index.used(1, '2025-06-03', 5)]).toEqual([2, 1]);
  });
});
