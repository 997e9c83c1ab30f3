import {
  deliveryCalendar,
  deliveryEarliestFulfilment,
  deliveryTimesForDate,
  isSelectableDate,
  UsageIndex,
  type DeliveryDayRule,
  type DeliveryInput,
  type DeliverySettings,
  type DeliverySlot,
  type Weekday,
} from '../index';
import { dayRule, days, generalPrep, hours, WEEKDAYS_ONLY } from '../../test/fixtures';

const slot = (id: number, day_of_week: Weekday, from: string, until: string, limit?: number): DeliverySlot => ({
  id,
  day_of_week,
  from,
  until,
  limited: limit !== undefined,
  limit: limit ?? 0,
});

function dayOf(wd: Weekday, extra: Partial<DeliveryDayRule> = {}): DeliveryDayRule {
  return {
    blackout_dates: [],
    breakpoint: '12:00',
    useBreakpoint: true,
    before: days(1),
    after: days(2),
    slots: {
      enabled: true,
      slots: [slot(100 + WEEKDAYS_ONLY.indexOf(wd) * 2, wd, '10:00', '12:00'), slot(101 + WEEKDAYS_ONLY.indexOf(wd) * 2, wd, '14:00', '16:00')],
    },
    ...extra,
  };
}

function settings(extra: Partial<DeliverySettings> = {}): DeliverySettings {
  return { flip_blackout_dates: false, blackouts: [], ...Object.fromEntries(WEEKDAYS_ONLY.map((wd) => [wd, dayOf(wd)])), ...extra };
}

const input = (delivery: DeliverySettings, now: string, extra: Partial<DeliveryInput> = {}): DeliveryInput => ({
  locationId: 3,
  timezone: 'Europe/London',
  delivery,
  now,
  ...extra,
});

describe('delivery per-weekday breakpoint / before / after (§2, §7)', () => {
  it('an order at or before the breakpoint uses before, a later one after (weekday of now)', () => {
    expect(deliveryCalendar(input(settings(), '2025-06-02T11:00:00Z'))).toMatchObject({
      minDate: '2025-06-03',
      minDateTime: '2025-06-03 10:00:00',
      maxDate: null,
      timezone: 'Europe/London',
    });
    expect(deliveryCalendar(input(settings(), '2025-06-02T11:00:00.001Z')).minDate).toBe('2025-06-04');
  });

  it('useBreakpoint false always uses before', () => {
    const d = settings({ monday: dayOf('monday', { useBreakpoint: false }) });
    expect(deliveryCalendar(input(d, '2025-06-02T15:00:00Z')).minDate).toBe('2025-06-03');
  });

  it('the weekday of now has no entry: no weekday lead time (only slots not started)', () => {
    // Saturday 2025-06-07: closed for delivery, so its rule does not exist; Monday is the next open day.
    expect(deliveryCalendar(input(settings(), '2025-06-07T09:00:00Z')).minDateTime).toBe('2025-06-09 10:00:00');
  });

  it('delivery PreparationTimes apply on top of the weekday rule (maximum wins)', () => {
    const d = settings({ monday: dayOf('monday', { before: hours(1) }) });
    const now = '2025-06-02T08:00:00Z'; // Monday 09:00 BST
    expect(deliveryCalendar(input(d, now)).minDateTime).toBe('2025-06-02 10:00:00');
    const preparation = generalPrep(dayRule(hours(4)));
    expect(deliveryCalendar(input(d, now, { preparation })).minDateTime).toBe('2025-06-02 14:00:00');
    expect(deliveryEarliestFulfilment(input(d, now, { preparation }))).toMatchObject({
      instant: '2025-06-02T12:00:00.000Z',
      localDateTime: '2025-06-02 13:00:00',
    });
  });
});

describe('delivery days and blackouts (§5, §7)', () => {
  it('a weekday without an entry is closed; slots disabled makes a date-only day', () => {
    const d = settings({ saturday: dayOf('saturday', { slots: { enabled: false, slots: [] } }) });
    const cal = deliveryCalendar(input(d, '2025-06-06T13:00:00Z')); // Friday 14:00 BST -> after the breakpoint: +2 days = Sunday
    expect(cal.disabled).toEqual([1]);
    expect([cal.minDate, cal.minDateTime]).toEqual(['2025-06-09', '2025-06-09 10:00:00']);
    const sat = deliveryCalendar(input(d, '2025-06-05T09:00:00Z')); // Thursday 10:00: +1 day = Friday
    expect(sat.minDate).toBe('2025-06-06');
    expect(isSelectableDate(sat, '2025-06-07')).toBe(true);
    expect(deliveryTimesForDate(input(d, '2025-06-05T09:00:00Z'), '2025-06-07')).toEqual([]);
  });

  it('a weekday with slots enabled but no slots is closed', () => {
    const d = settings({ monday: dayOf('monday', { slots: { enabled: true, slots: [] } }) });
    expect(deliveryCalendar(input(d, '2025-06-02T08:00:00Z')).disabled).toEqual([1, 2, 7]);
  });

  it('blackouts are listed as [year, zero-based month, day] arrays and skipped', () => {
    const cal = deliveryCalendar(input(settings({ blackouts: ['2025-06-03', '2025-12-25'] }), '2025-06-02T08:00:00Z'));
    expect(cal.minDate).toBe('2025-06-04');
    expect(cal.disabled).toEqual([1, 7, [2025, 5, 3], [2025, 11, 25]]);
    expect(isSelectableDate(cal, '2025-12-25')).toBe(false);
    expect(isSelectableDate(cal, '2025-12-24')).toBe(true);
  });

  it('per-weekday blackout dates apply only to dates on that weekday', () => {
    const d = settings({ monday: dayOf('monday', { blackout_dates: ['2025-06-09', '2025-06-10'] }) });
    const cal = deliveryCalendar(input(d, '2025-06-02T08:00:00Z'));
    expect(cal.disabled).toEqual([1, 7, [2025, 5, 9]]);
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-09')).toEqual([]);
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-10')).toHaveLength(2);
  });

  it('flip_blackout_dates makes the blackouts the only allowed dates; per-weekday blackouts still remove dates', () => {
    const d = settings({
      flip_blackout_dates: true,
      blackouts: ['2025-06-02', '2025-06-05', '2025-06-09', '2025-06-14'],
      monday: dayOf('monday', { blackout_dates: ['2025-06-09'] }),
    });
    const cal = deliveryCalendar(input(d, '2025-06-02T08:00:00Z'));
    // 2 June is before the earliest date, 9 June is blacked out for Mondays, 14 June is a Saturday (closed).
    expect(cal).toMatchObject({ minDate: '2025-06-05', disabled: [true, [2025, 5, 5]] });
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-06')).toEqual([]);
  });
});

describe('delivery times for a date (§7)', () => {
  const d = settings({
    tuesday: dayOf('tuesday', { slots: { enabled: true, slots: [slot(7, 'tuesday', '10:00', '12:00', 1), slot(8, 'tuesday', '14:00', '16:00')] } }),
  });

  it('returns the DeliveryTime rows of the date', () => {
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-03')).toEqual([
      { id: 7, day_of_week: 'tuesday', available_from: '10:00', available_until: '12:00', limited: true, limit: 1 },
      { id: 8, day_of_week: 'tuesday', available_from: '14:00', available_until: '16:00', limited: false, limit: 0 },
    ]);
  });

  it('a limited slot that is full is left out; a day with every slot full is disabled', () => {
    const usage = UsageIndex.fromCounts([{ locationId: 3, date: '2025-06-03', slotId: 7, count: 1 }]);
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z', { usage }), '2025-06-03').map((t) => t.id)).toEqual([8]);
  });

  it('with includeFull, a full row is listed in its place marked full: true, and nothing else changes', () => {
    const usage = UsageIndex.fromCounts([{ locationId: 3, date: '2025-06-03', slotId: 7, count: 1 }]);
    const i = input(d, '2025-06-02T08:00:00Z', { usage });
    expect(deliveryTimesForDate(i, '2025-06-03', { includeFull: true })).toEqual([
      { id: 7, day_of_week: 'tuesday', available_from: '10:00', available_until: '12:00', limited: true, limit: 1, full: true },
      ...deliveryTimesForDate(i, '2025-06-03'),
    ]);
    expect(deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-03', { includeFull: true })).toEqual(
      deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-03'),
    );
  });

  it('past, closed and before-earliest dates give []', () => {
    const i = input(d, '2025-06-02T08:00:00Z');
    expect(deliveryTimesForDate(i, '2025-06-01')).toEqual([]);
    expect(deliveryTimesForDate(i, '2025-06-08')).toEqual([]);
    expect(deliveryTimesForDate(i, '2025-06-02')).toEqual([]);
  });

  it('a malformed date is INVALID_DATE (400)', () => {
    expect(() => deliveryTimesForDate(input(d, '2025-06-02T08:00:00Z'), '2025-06-31')).toThrow(expect.objectContaining({ code: 'INVALID_DATE', status: 400 }));
  });

  it('invalid delivery settings are INVALID_RULES', () => {
    const bad = settings({ monday: dayOf('monday', { breakpoint: '25:00', before: { format: 'weeks' as never, value: 1 } }) });
    expect(() => deliveryCalendar(input(bad, '2025-06-02T08:00:00Z'))).toThrow(
      expect.objectContaining({
        code: 'INVALID_RULES',
        errors: [expect.objectContaining({ field: 'delivery.monday.breakpoint' }), expect.objectContaining({ field: 'delivery.monday.before.format' })],
      }),
    );
  });
});

describe("the delivery calendar's full shape (the original service's members, §3 as for pickup)", () => {
  it('answers minTime/maxTime (window of minDate), datePickerEnabled, timePickerEnabled, and no minDateSlots without limited slots', () => {
    const cal = deliveryCalendar(input(settings(), '2025-06-02T11:00:00Z'));
    expect(cal).toEqual({
      minDate: '2025-06-03',
      minDateTime: '2025-06-03 10:00:00',
      maxDate: null,
      minTime: ['10', '00'],
      maxTime: ['16', '00'],
      disabled: [1, 7],
      datePickerEnabled: true,
      timePickerEnabled: true,
      timezone: 'Europe/London',
    });
  });

  it('the window is the weekday of minDate: its earliest slot start and latest slot end, even when the first slots have started', () => {
    const d = settings({
      monday: dayOf('monday', {
        useBreakpoint: false,
        before: hours(0),
        slots: { enabled: true, slots: [slot(1, 'monday', '08:30', '09:00'), slot(2, 'monday', '18:00', '21:15')] },
      }),
    });
    const cal = deliveryCalendar(input(d, '2025-06-02T10:00:00Z')); // Monday 11:00 BST: 08:30 has started
    expect(cal).toMatchObject({ minDate: '2025-06-02', minDateTime: '2025-06-02 18:00:00', minTime: ['08', '30'], maxTime: ['21', '15'] });
  });

  it('minDateSlots: the available slots of minDate (DeliveryTime rows, no location_id) when a slot is limited; full ones left out', () => {
    const d = settings({
      tuesday: dayOf('tuesday', { slots: { enabled: true, slots: [slot(7, 'tuesday', '10:00', '12:00', 1), slot(8, 'tuesday', '14:00', '16:00')] } }),
    });
    const now = '2025-06-02T08:00:00Z';
    const cal = deliveryCalendar(input(d, now));
    expect(cal.minDate).toBe('2025-06-03');
    expect(cal.minDateSlots).toEqual([
      { id: 7, day_of_week: 'tuesday', available_from: '10:00', available_until: '12:00', limited: true, limit: 1 },
      { id: 8, day_of_week: 'tuesday', available_from: '14:00', available_until: '16:00', limited: false, limit: 0 },
    ]);
    const usage = UsageIndex.fromCounts([{ locationId: 3, date: '2025-06-03', slotId: 7, count: 1 }]);
    const full = deliveryCalendar(input(d, now, { usage }));
    expect([full.minDateTime, full.minDateSlots?.map((s) => s.id)]).toEqual(['2025-06-03 14:00:00', [8]]);
    expect([full.minTime, full.maxTime]).toEqual([
      ['10', '00'],
      ['16', '00'],
    ]); // the window, not the first free slot
    expect(full.minDateSlots).toEqual(deliveryTimesForDate(input(d, now, { usage }), '2025-06-03'));
  });

  it('a date-only minDate: no times (minTime, maxTime and minDateTime null, minDateSlots []); no slots anywhere: timePickerEnabled false', () => {
    const dateOnly = (wd: Weekday) => dayOf(wd, { slots: { enabled: false, slots: [] } });
    const mixed = settings({
      wednesday: dateOnly('wednesday'),
      thursday: dayOf('thursday', { slots: { enabled: true, slots: [slot(9, 'thursday', '10:00', '11:00', 3)] } }),
    });
    const cal = deliveryCalendar(input(mixed, '2025-06-03T08:00:00Z')); // Tuesday 09:00 BST: +1 day = Wednesday
    expect(cal).toMatchObject({ minDate: '2025-06-04', minDateTime: null, minTime: null, maxTime: null, minDateSlots: [], timePickerEnabled: true });
    const none = deliveryCalendar(input(settings(Object.fromEntries(WEEKDAYS_ONLY.map((wd) => [wd, dateOnly(wd)]))), '2025-06-03T08:00:00Z'));
    expect(none).toMatchObject({ minDate: '2025-06-04', minTime: null, maxTime: null, datePickerEnabled: true, timePickerEnabled: false });
    expect('minDateSlots' in none).toBe(false);
  });

  it('nothing available: minDate, minTime, maxTime null, disabled [true], minDateSlots [] when slots are limited', () => {
    const d = settings({
      flip_blackout_dates: true,
      blackouts: [],
      monday: dayOf('monday', { slots: { enabled: true, slots: [slot(1, 'monday', '10:00', '11:00', 1)] } }),
    });
    expect(deliveryCalendar(input(d, '2025-06-02T08:00:00Z'))).toMatchObject({
      minDate: null,
      minDateTime: null,
      minTime: null,
      maxTime: null,
      disabled: [true],
      minDateSlots: [],
      timePickerEnabled: true,
    });
  });
});
