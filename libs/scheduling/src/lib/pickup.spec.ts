import { problemType } from '@fulfil/problem-details';
import {
  earliestFulfilment,
  isSelectableDate,
  pickupCalendar,
  pickupSlotsForDate,
  plusCalendarDays,
  SchedulingError,
  toPickadateDateOptions,
  UsageIndex,
  usageFromHolds,
  type PickupInput,
  type PickupSlot,
} from '../index';
import { ALL_DAYS, dayRule, days, generalPrep, hours, pickupRules, starts, WEEKDAYS_ONLY, windows } from '../../test/fixtures';

const london = (iso: string) => iso; // readability: instants below are UTC; London is UTC+1 in June

describe('pickup windows and interval (§3)', () => {
  it('generates slot starts from min every interval while start + interval <= max', () => {
    const rules = pickupRules({ weekdayWindows: windows(['monday'], '09:00', '10:45'), intervalMinutes: 30 });
    const slots = pickupSlotsForDate({ rules, now: '2025-06-02T05:00:00Z' }, '2025-06-02');
    expect(slots.map((s) => [s.available_from, s.available_until])).toEqual([
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['10:00', '10:30'],
    ]);
    expect(slots[0]).toMatchObject({ id: null, location_id: 1, day_of_week: 'monday', limited: false });
  });

  it('a slot that has started is not offered; a start equal to now counts as started', () => {
    const rules = pickupRules({ weekdayWindows: windows(['monday'], '09:00', '10:45'), intervalMinutes: 30 });
    const input: PickupInput = { rules, now: london('2025-06-02T08:30:00Z') }; // 09:30 BST
    expect(starts(pickupSlotsForDate(input, '2025-06-02'))).toEqual(['10:00']);
    expect(pickupCalendar(input).minDateTime).toBe('2025-06-02 10:00:00');
  });

  it('slot rows replace window + interval for their weekday only', () => {
    const slots: PickupSlot[] = [
      { id: 7, location_id: 1, day_of_week: 'tuesday', available_from: '11:15', available_until: '12:00', limited: false, limit: 0 },
      { id: 8, location_id: 1, day_of_week: 'tuesday', available_from: '10:00', available_until: '10:30', limited: false, limit: 0 },
    ];
    const input: PickupInput = { rules: pickupRules({ slots }), now: '2025-06-02T05:00:00Z' };
    expect(pickupSlotsForDate(input, '2025-06-03').map((s) => [s.id, s.available_from])).toEqual([
      [8, '10:00'],
      [7, '11:15'],
    ]);
    expect(starts(pickupSlotsForDate(input, '2025-06-04'))).toHaveLength(8);
  });

  it('closed weekdays become integers with 1 = Sunday and 7 = Saturday; daysOfWeek lists open weekdays only', () => {
    const cal = pickupCalendar({ rules: pickupRules(), now: '2025-06-02T05:00:00Z' });
    expect(cal.disabled).toEqual([1, 7]);
    expect(Object.keys(cal.daysOfWeek)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(cal.daysOfWeek.monday).toEqual({ min: { hour: '09', minute: '00' }, max: { hour: '17', minute: '00' } });
  });

  it('minTime/maxTime are the window of minDate and interval is in minutes', () => {
    const rules = pickupRules({ weekdayWindows: { ...windows(['monday']), tuesday: { min: '07:30', max: '12:00' } }, intervalMinutes: 45 });
    const cal = pickupCalendar({ rules, now: '2025-06-02T17:00:00Z' }); // Monday 18:00 BST, after closing
    expect([cal.minDate, cal.minDateTime, cal.minTime, cal.maxTime, cal.interval]).toEqual([
      '2025-06-03',
      '2025-06-03 07:30:00',
      ['07', '30'],
      ['12', '00'],
      45,
    ]);
  });

  it('an overnight or empty window closes the weekday', () => {
    const rules = pickupRules({ weekdayWindows: { monday: { min: '22:00', max: '02:00' }, tuesday: { min: '09:00', max: '09:30' } } });
    expect(pickupCalendar({ rules, now: '2025-06-02T05:00:00Z' }).disabled).toEqual([true]);
  });
});

describe('preparation in the pickup calendar (§2)', () => {
  const rules = pickupRules();
  const prep = generalPrep(dayRule(hours(1), days(1), '14:00'));

  it('an order at exactly the breakpoint minute (14:00:00.000) uses before', () => {
    const cal = pickupCalendar({ rules, preparation: prep, now: '2025-06-02T13:00:00.000Z' });
    expect(cal.minDateTime).toBe('2025-06-02 15:00:00');
  });

  it('an order one millisecond after the breakpoint (14:00:00.001) uses after', () => {
    const cal = pickupCalendar({ rules, preparation: prep, now: '2025-06-02T13:00:00.001Z' });
    expect(cal.minDateTime).toBe('2025-06-03 09:00:00');
  });

  it('hour-based preparation crossing midnight into a closed day rolls to the next open day', () => {
    const r = pickupRules({ weekdayWindows: windows(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '09:00', '23:00') });
    const input: PickupInput = { rules: r, preparation: generalPrep(dayRule(hours(4))), now: '2025-06-07T21:00:00Z' }; // Saturday 22:00 BST
    expect(earliestFulfilment({ timezone: 'Europe/London', preparation: input.preparation, now: input.now }).localDateTime).toBe('2025-06-08 02:00:00');
    const cal = pickupCalendar(input);
    expect([cal.minDate, cal.minDateTime]).toEqual(['2025-06-09', '2025-06-09 09:00:00']);
    expect(pickupSlotsForDate(input, '2025-06-07')).toEqual([]);
  });

  it('a product preparation longer than the general one wins (maximum, never a sum)', () => {
    const p = generalPrep(dayRule(hours(2)), ALL_DAYS, [
      { product_external_id: '111', preparation_enabled: 1, preperation_value: 1, preparation_format: 'days' },
    ]);
    const now = '2025-06-02T09:00:00Z'; // Monday 10:00 BST
    expect(pickupCalendar({ rules, preparation: p, now }).minDateTime).toBe('2025-06-02 12:00:00');
    const cart = [
      { variant_id: 5, product_id: 111, quantity: 2 },
      { variant_id: 6, product_id: 222, quantity: 1 },
    ];
    expect(pickupCalendar({ rules, preparation: p, cart, now }).minDateTime).toBe('2025-06-03 09:00:00');
  });

  it('disabled product rows and products not in the cart are ignored', () => {
    const p = generalPrep(dayRule(hours(2)), ALL_DAYS, [
      { product_external_id: '111', preparation_enabled: 0, preperation_value: 3, preparation_format: 'days' },
      { product_external_id: '999', preparation_enabled: 1, preperation_value: 3, preparation_format: 'days' },
    ]);
    const cart = [{ variant_id: 5, product_id: 111, quantity: 1 }];
    expect(pickupCalendar({ rules, preparation: p, cart, now: '2025-06-02T09:00:00Z' }).minDateTime).toBe('2025-06-02 12:00:00');
  });

  it('general preparation disabled means now', () => {
    const p = { ...generalPrep(dayRule(days(3))), general: { ...generalPrep(dayRule(days(3))).general, enabled: false } };
    expect(pickupCalendar({ rules, preparation: p, now: '2025-06-02T09:00:00Z' }).minDateTime).toBe('2025-06-02 11:00:00');
  });

  it('days: N = 0 keeps today; closed days in between count as elapsed days', () => {
    expect(pickupCalendar({ rules, preparation: generalPrep(dayRule(days(0))), now: '2025-06-02T09:30:00Z' }).minDateTime).toBe('2025-06-02 11:00:00');
    // Friday + 2 days = Sunday (closed) -> Monday; not "2 open days".
    expect(pickupCalendar({ rules, preparation: generalPrep(dayRule(days(2))), now: '2025-06-06T09:00:00Z' }).minDate).toBe('2025-06-09');
  });

  it('the weekday rule is chosen by the weekday of now in the location zone', () => {
    const p = generalPrep(dayRule(days(2)), ['tuesday']); // only orders placed on Tuesday wait
    // 23:30 UTC Monday is 00:30 BST Tuesday in London.
    expect(pickupCalendar({ rules, preparation: p, now: '2025-06-02T23:30:00Z' }).minDate).toBe('2025-06-05');
    expect(pickupCalendar({ rules, preparation: p, now: '2025-06-02T22:30:00Z' }).minDate).toBe('2025-06-03');
  });
});

describe('blackouts and allow-lists (§5)', () => {
  it('a blackout on the computed earliest date moves minDate on and is listed with a zero-based month', () => {
    const rules = pickupRules({ blackoutDates: ['2025-06-03'] });
    const cal = pickupCalendar({ rules, preparation: generalPrep(dayRule(days(1))), now: '2025-06-02T14:00:00Z' });
    expect([cal.minDate, cal.minDateTime]).toEqual(['2025-06-04', '2025-06-04 09:00:00']);
    expect(cal.disabled).toEqual([1, 7, '2025-05-03']);
  });

  it("disabledDates 'arrays' (a shop whose storefront reads pickadate arrays): the same dates as [y, zero-based m, d], nothing else changes", () => {
    const rules = pickupRules({ blackoutDates: ['2025-06-03', '2025-12-25', '2026-01-01'] });
    const input = { rules, preparation: generalPrep(dayRule(days(1))), now: '2025-06-02T14:00:00Z' };
    const strings = pickupCalendar(input);
    const arrays = pickupCalendar({ ...input, disabledDates: 'arrays' });
    expect(strings.disabled).toEqual([1, 7, '2025-05-03', '2025-11-25', '2026-00-01']);
    expect(arrays).toEqual({ ...strings, disabled: [1, 7, [2025, 5, 3], [2025, 11, 25], [2026, 0, 1]] });
    expect(pickupCalendar({ ...input, disabledDates: 'strings' })).toEqual(strings);
    const allow = pickupRules({ allowListMode: true, blackoutDates: ['2025-06-04', '2025-06-10'] });
    expect(pickupCalendar({ rules: allow, now: '2025-06-02T15:30:00Z', disabledDates: 'arrays' }).disabled).toEqual([true, [2025, 5, 4], [2025, 5, 10]]);
  });

  it('allow-list mode: [true, ...allowed dates] and min/max still applied', () => {
    const rules = pickupRules({
      allowListMode: true,
      blackoutDates: ['2025-05-30', '2025-06-02', '2025-06-04', '2025-06-10', '2025-06-20'],
      futureOrderWindowDays: 10,
    });
    const cal = pickupCalendar({ rules, now: '2025-06-02T15:30:00Z' }); // Monday 16:30 BST: today's last slot has started
    expect([cal.minDate, cal.maxDate]).toEqual(['2025-06-04', '2025-06-12']);
    expect(cal.disabled).toEqual([true, '2025-05-04', '2025-05-10']);
    expect(['2025-05-30', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-10', '2025-06-20'].map((d) => isSelectableDate(cal, d))).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(toPickadateDateOptions(cal)).toEqual({ min: [2025, 5, 4], max: [2025, 5, 12], disable: [true, [2025, 5, 4], [2025, 5, 10]] });
  });

  it('allow-list weekdays become integers when every such date is selectable', () => {
    const rules = pickupRules({ allowListMode: true, allowedWeekdays: ['wednesday', 'saturday'], blackoutDates: ['2025-06-09'] });
    // Saturday is closed, so it is never allowed.
    expect(pickupCalendar({ rules, now: '2025-06-02T05:00:00Z' }).disabled).toEqual([true, 4, '2025-05-09']);
  });

  it('an allowed weekday with a full date is expanded into its selectable dates', () => {
    const slots: PickupSlot[] = [
      { id: 10, location_id: 1, day_of_week: 'wednesday', available_from: '09:00', available_until: '10:00', limited: true, limit: 1 },
    ];
    const rules = pickupRules({ allowListMode: true, allowedWeekdays: ['wednesday'], blackoutDates: ['2025-06-09'], limitsEnabled: true, slots });
    const usage = UsageIndex.fromCounts([{ locationId: 1, date: '2025-06-11', slotId: 10, count: 1 }]);
    const cal = pickupCalendar({ rules, now: '2025-06-02T05:00:00Z', usage });
    expect(cal.disabled).not.toContain(4);
    expect(cal.disabled).toContain('2025-05-04');
    expect(cal.disabled).not.toContain('2025-05-11');
    expect(cal.disabled).toHaveLength(1 + 1 + 51); // true, Monday 9 June, 52 Wednesdays in the horizon minus the full one
    expect(isSelectableDate(cal, '2025-06-11')).toBe(false);
    expect(isSelectableDate(cal, '2025-06-18')).toBe(true);
  });

  it('a yearly blackout on 29 February appears only in leap years', () => {
    const rules = pickupRules({ weekdayWindows: windows(ALL_DAYS), blackoutDates: ['--02-29'] });
    expect(pickupCalendar({ rules, now: '2027-06-01T08:00:00Z' }).disabled).toEqual(['2028-01-29']);
    expect(pickupCalendar({ rules, now: '2028-06-01T08:00:00Z' }).disabled).toEqual([]);
  });

  it('a leap day is an ordinary day: 29 February 2028 is minDate, or "2028-01-29" when blacked out', () => {
    const input: PickupInput = {
      rules: pickupRules({ weekdayWindows: windows(ALL_DAYS) }),
      preparation: generalPrep(dayRule(days(1))),
      now: '2028-02-28T10:00:00Z',
    };
    expect(pickupCalendar(input).minDate).toBe('2028-02-29');
    const cal = pickupCalendar({ ...input, rules: { ...input.rules, blackoutDates: ['2028-02-29'] } });
    expect([cal.minDate, cal.disabled]).toEqual(['2028-03-01', ['2028-01-29']]);
  });
});

describe('order limits (§6)', () => {
  const mondaySlots: PickupSlot[] = [
    { id: 1, location_id: 1, day_of_week: 'monday', available_from: '09:00', available_until: '10:00', limited: true, limit: 2 },
    { id: 2, location_id: 1, day_of_week: 'monday', available_from: '10:00', available_until: '11:00', limited: true, limit: 2 },
  ];
  const rules = pickupRules({ weekdayWindows: windows(['monday']), limitsEnabled: true, slots: mondaySlots });
  const now = '2025-06-02T12:00:00Z';

  it('a slot reaching its limit is not offered, and a cancelled order frees it', () => {
    const order = (status: 'active' | 'cancelled') => ({ locationId: 1, date: '2025-06-09', slotId: 1, kind: 'order' as const, status });
    const full = usageFromHolds([order('active'), order('active')], now);
    expect(starts(pickupSlotsForDate({ rules, now, usage: full }, '2025-06-09'))).toEqual(['10:00']);
    const freed = usageFromHolds([order('active'), order('cancelled')], now);
    expect(starts(pickupSlotsForDate({ rules, now, usage: freed }, '2025-06-09'))).toEqual(['09:00', '10:00']);
  });

  it('with includeFull, a full slot is listed in its place marked full: true; the available ones are as without it', () => {
    const order = { locationId: 1, date: '2025-06-09', slotId: 1, kind: 'order' as const };
    const usage = usageFromHolds([order, order], now);
    const plain = pickupSlotsForDate({ rules, now, usage }, '2025-06-09');
    const all = pickupSlotsForDate({ rules, now, usage }, '2025-06-09', { includeFull: true });
    expect(all).toEqual([{ ...mondaySlots[0], full: true }, plain[0]]);
    expect(plain.some((s) => 'full' in s)).toBe(false);
    expect(pickupSlotsForDate({ rules, now }, '2025-06-09', { includeFull: true })).toEqual(pickupSlotsForDate({ rules, now }, '2025-06-09'));
  });

  it('a live reservation holds capacity until it expires', () => {
    const holds = [
      { locationId: 1, date: '2025-06-09', slotId: 1, kind: 'order' as const },
      { locationId: 1, date: '2025-06-09', slotId: 1, kind: 'reservation' as const, expiresAt: '2025-06-02T12:15:00Z' },
    ];
    expect(starts(pickupSlotsForDate({ rules, now, usage: usageFromHolds(holds, now) }, '2025-06-09'))).toEqual(['10:00']);
    const later = '2025-06-02T12:15:00Z';
    expect(starts(pickupSlotsForDate({ rules, now: later, usage: usageFromHolds(holds, later) }, '2025-06-09'))).toEqual(['09:00', '10:00']);
  });

  it('minDate rolls past a full day; full days from minDate on are listed (earlier ones lie before min)', () => {
    const usage = UsageIndex.fromCounts([
      { locationId: 1, date: '2025-06-09', slotId: 1, count: 2 },
      { locationId: 1, date: '2025-06-09', slotId: 2, count: 3 },
      { locationId: 2, date: '2025-06-16', slotId: 1, count: 9 }, // another location
      { locationId: 1, date: '2025-06-23', slotId: 1, count: 2 },
      { locationId: 1, date: '2025-06-23', slotId: 2, count: 2 },
    ]);
    const cal = pickupCalendar({ rules, now, usage });
    expect([cal.minDate, cal.minDateTime]).toEqual(['2025-06-16', '2025-06-16 09:00:00']);
    expect(cal.disabled).toEqual([1, 3, 4, 5, 6, 7, '2025-05-23']);
    expect(['2025-06-09', '2025-06-16', '2025-06-23', '2025-06-30'].map((d) => isSelectableDate(cal, d))).toEqual([false, true, false, true]);
    expect(cal.minDateSlots).toEqual([
      { id: 1, location_id: 1, day_of_week: 'monday', available_from: '09:00', available_until: '10:00', limited: true, limit: 2 },
      { id: 2, location_id: 1, day_of_week: 'monday', available_from: '10:00', available_until: '11:00', limited: true, limit: 2 },
    ]);
  });

  it('without limits enabled, limited rows are not enforced and minDateSlots is absent', () => {
    const usage = UsageIndex.fromCounts([{ locationId: 1, date: '2025-06-09', slotId: 1, count: 5 }]);
    const cal = pickupCalendar({ rules: { ...rules, limitsEnabled: false }, now, usage });
    expect(cal.minDateTime).toBe('2025-06-09 09:00:00');
    expect(cal).not.toHaveProperty('minDateSlots');
  });

  it('a lookup function and a UsageIndex give the same calendar', () => {
    const counts = [
      { locationId: 1, date: '2025-06-09', slotId: 1, count: 2 },
      { locationId: 1, date: '2025-06-09', slotId: 2, count: 2 },
      { locationId: 1, date: '2025-06-23', slotId: 2, count: 2 },
    ];
    const index = UsageIndex.fromCounts(counts);
    const fn = (loc: number | null, date: string, slot: number | null) => index.used(loc, date, slot);
    expect(pickupCalendar({ rules, now, usage: fn })).toEqual(pickupCalendar({ rules, now, usage: index }));
  });
});

describe('maxDate and the search horizon (§4)', () => {
  it('a future-order window of N days gives maxDate = today + N, inclusive', () => {
    const rules = pickupRules({ weekdayWindows: windows(ALL_DAYS), futureOrderWindowDays: 3 });
    const cal = pickupCalendar({ rules, preparation: generalPrep(dayRule(days(3))), now: '2025-06-02T09:00:00Z' });
    expect([cal.minDate, cal.maxDate]).toEqual(['2025-06-05', '2025-06-05']);
  });

  it('nothing available up to maxDate: minDate, minDateTime, minTime null and disabled [true]', () => {
    const rules = pickupRules({ weekdayWindows: windows(ALL_DAYS), futureOrderWindowDays: 3, limitsEnabled: true });
    const cal = pickupCalendar({ rules, preparation: generalPrep(dayRule(days(4))), now: '2025-06-02T09:00:00Z' });
    expect(cal).toMatchObject({ minDate: null, minDateTime: null, minTime: null, maxTime: null, maxDate: '2025-06-05', disabled: [true], minDateSlots: [] });
  });

  it('without maxDate the search runs 365 days ahead', () => {
    const rules = (date: string) => pickupRules({ weekdayWindows: windows(ALL_DAYS), allowListMode: true, blackoutDates: [date] });
    const now = '2025-06-02T09:00:00Z';
    expect(pickupCalendar({ rules: rules('2026-06-02'), now }).minDate).toBe('2026-06-02');
    expect(pickupCalendar({ rules: rules('2026-06-03'), now })).toMatchObject({ minDate: null, maxDate: null, disabled: [true] });
  });
});

describe('DST: spring-forward in America/New_York (2025-03-09, 02:00 -> 03:00)', () => {
  const rules = pickupRules({ timezone: 'America/New_York', weekdayWindows: windows(['saturday', 'sunday'], '00:00', '05:00'), intervalMinutes: 30 });

  it('wall times 02:00-02:59 are never offered as slots', () => {
    expect(starts(pickupSlotsForDate({ rules, now: '2025-03-08T17:00:00Z' }, '2025-03-09'))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
  });

  it('a day whose only slots fall into the gap is disabled, however far ahead', () => {
    const gapOnly = pickupRules({
      timezone: 'America/New_York',
      weekdayWindows: { ...windows(WEEKDAYS_ONLY), sunday: { min: '02:00', max: '03:00' } },
      intervalMinutes: 30,
    });
    const cal = pickupCalendar({ rules: gapOnly, now: '2025-02-03T15:00:00Z' });
    expect(cal.disabled).toEqual([7, '2025-02-09']);
    expect(isSelectableDate(cal, '2025-03-16')).toBe(true);
  });

  it('elapsed-hour preparation: 01:30 EST + 2 hours = 04:30 EDT', () => {
    const input: PickupInput = { rules, preparation: generalPrep(dayRule(hours(2))), now: '2025-03-09T06:30:00Z' };
    expect(earliestFulfilment({ timezone: 'America/New_York', preparation: input.preparation, now: input.now })).toMatchObject({
      instant: '2025-03-09T08:30:00.000Z',
      localDateTime: '2025-03-09 04:30:00',
    });
    expect(pickupCalendar(input).minDateTime).toBe('2025-03-09 04:30:00');
  });

  it('+1 day is a calendar step: Saturday 09:00 EST + 1 day = Sunday 09:00 EDT (23 elapsed hours)', () => {
    expect(plusCalendarDays('America/New_York', '2025-03-08T14:00:00Z', 1)).toBe('2025-03-09T13:00:00.000Z');
    expect(plusCalendarDays('America/New_York', '2025-03-08T07:30:00Z', 1)).toBe('2025-03-09T07:30:00.000Z'); // 02:30 does not exist: 03:30 EDT
    const cal = pickupCalendar({ rules, preparation: generalPrep(dayRule(days(1))), now: '2025-03-08T14:00:00Z' });
    expect(cal.minDateTime).toBe('2025-03-09 00:00:00');
  });
});

describe('DST: fall-back in Europe/London (2025-10-26, 02:00 BST -> 01:00 GMT)', () => {
  const rules = pickupRules({ weekdayWindows: windows(['saturday', 'sunday'], '00:00', '03:00'), intervalMinutes: 30 });

  it('wall times that occur twice (01:00-01:59) are offered once', () => {
    expect(starts(pickupSlotsForDate({ rules, now: '2025-10-25T11:00:00Z' }, '2025-10-26'))).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
  });

  it('+1 day is a calendar step: Saturday 09:00 BST + 1 day = Sunday 09:00 GMT (25 elapsed hours)', () => {
    expect(plusCalendarDays('Europe/London', '2025-10-25T08:00:00Z', 1)).toBe('2025-10-26T09:00:00.000Z');
  });

  it('elapsed-hour preparation: 00:30 BST + 2 hours = 01:30 GMT; a repeated wall time counts as its first occurrence', () => {
    const input: PickupInput = { rules, preparation: generalPrep(dayRule(hours(2))), now: '2025-10-25T23:30:00Z' };
    expect(earliestFulfilment({ timezone: 'Europe/London', preparation: input.preparation, now: input.now }).localDateTime).toBe('2025-10-26 01:30:00');
    // 01:30 first happened at 00:30Z (BST), before the earliest instant, so the next slot is 02:00.
    expect(pickupCalendar(input).minDateTime).toBe('2025-10-26 02:00:00');
  });
});

describe(`Australia/Sydney store on a server with TZ=${process.env.TZ ?? '(unset)'}`, () => {
  const rules = pickupRules({ timezone: 'Australia/Sydney', weekdayWindows: windows(ALL_DAYS, '08:00', '20:00'), futureOrderWindowDays: 2 });
  const input: PickupInput = { rules, preparation: generalPrep(dayRule(hours(3))), now: '2025-04-05T20:30:00Z' }; // 06:30 AEST Sunday 6 April, after DST ended

  it('computes in the store zone, not the server zone', () => {
    const cal = pickupCalendar(input);
    expect(cal).toMatchObject({ minDate: '2025-04-06', minDateTime: '2025-04-06 10:00:00', maxDate: '2025-04-08', disabled: [], timezone: 'Australia/Sydney' });
    expect(starts(pickupSlotsForDate(input, '2025-04-05'))).toEqual([]);
  });

  it('gives the same result after the process zone changes', () => {
    const before = pickupCalendar(input);
    const saved = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(pickupCalendar(input)).toEqual(before);
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('errors', () => {
  const rules = pickupRules();
  const now = '2025-06-02T09:00:00Z';

  it.each(['2025-13-01', '2025-02-29', '2025-6-2', '02/06/2025', ''])('a malformed date %p is INVALID_DATE (400)', (date) => {
    expect(() => pickupSlotsForDate({ rules, now }, date)).toThrow(expect.objectContaining({ code: 'INVALID_DATE', status: 400 }));
  });

  it('invalid rules are INVALID_RULES (422) listing every failing field', () => {
    const bad = pickupRules({ intervalMinutes: 0, blackoutDates: ['2025-02-30'], weekdayWindows: { monday: { min: '9:00', max: '17:00' } } });
    try {
      pickupCalendar({ rules: bad, now });
      throw new Error('expected an error');
    } catch (e) {
      expect(e).toBeInstanceOf(SchedulingError);
      const err = e as SchedulingError;
      expect([err.status, err.code]).toEqual([422, 'INVALID_RULES']);
      expect(err.errors?.map((f) => f.field)).toEqual(['rules.intervalMinutes', 'rules.weekdayWindows.monday.min', 'rules.blackoutDates[0]']);
    }
  });

  it('an unknown time zone is INVALID_RULES', () => {
    expect(() => pickupCalendar({ rules: { ...rules, timezone: 'Mars/Olympus' }, now })).toThrow(expect.objectContaining({ code: 'INVALID_RULES' }));
  });

  it('a slot row of another location or with an end before its start is INVALID_RULES', () => {
    const slots: PickupSlot[] = [{ id: 1, location_id: 2, day_of_week: 'monday', available_from: '10:00', available_until: '09:00', limited: false, limit: 0 }];
    expect(() => pickupCalendar({ rules: { ...rules, slots }, now })).toThrow(
      expect.objectContaining({
        errors: [expect.objectContaining({ field: 'rules.slots[0].location_id' }), expect.objectContaining({ field: 'rules.slots[0].available_until' })],
      }),
    );
  });

  it('now without an offset, or not a date, is INVALID_INSTANT (400)', () => {
    for (const bad of ['2025-06-02T09:00:00', 'yesterday', Number.NaN, new Date('x')]) {
      expect(() => pickupCalendar({ rules, now: bad })).toThrow(expect.objectContaining({ code: 'INVALID_INSTANT', status: 400 }));
    }
  });

  it('registers its codes in the problem catalogue', () => {
    expect(problemType('INVALID_DATE')?.status).toBe(400);
    expect(problemType('INVALID_RULES')?.status).toBe(422);
    expect(problemType('INVALID_INSTANT')?.status).toBe(400);
  });
});
