/**
 * Property-based tests (fast-check) over random rules, zones (half-hour, 45-minute and
 * 30-minute-DST zones included) and instants. Oracles use luxon directly, not the engine's
 * offset table.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  deliveryCalendar,
  deliveryTimesForDate,
  disabledDatesAs,
  earliestFulfilment,
  isSelectableDate,
  pickupCalendar,
  pickupSlotsForDate,
  shippingCalendar,
  shippingEarliestFulfilment,
  UsageIndex,
  type ShippingInput,
  type ShippingSettings,
} from '../src';
import {
  amountArb,
  buildDelivery,
  buildPickup,
  checkDisabledShape,
  deliveryArb,
  hhmm,
  instantArb,
  pickupArb,
  plusDays,
  resolveNow,
  RUNS,
  SERVER_ZONES,
  todayIn,
  underServerZone,
  wallInstant,
  ZONES,
} from './arbitraries';
import { ALL_DAYS } from './fixtures';

describe('pickup calendar properties', () => {
  it('emits only months 00-11, sorted and duplicate-free disabled arrays, and a minDate that is selectable and not before today', () => {
    fc.assert(
      fc.property(pickupArb, (c) => {
        const { input, today } = buildPickup(c);
        const cal = pickupCalendar(input);
        checkDisabledShape(cal.disabled, 'strings');
        if (cal.minDate !== null) {
          expect(isSelectableDate(cal, cal.minDate)).toBe(true);
          expect(cal.minDate >= today).toBe(true);
          expect(cal.minDateTime?.startsWith(cal.minDate)).toBe(true);
          if (cal.maxDate !== null) expect(cal.minDate <= cal.maxDate).toBe(true);
        } else {
          expect(cal.disabled).toEqual([true]);
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('never emits a slot that does not exist, is before the earliest instant, has started or is full', () => {
    fc.assert(
      fc.property(pickupArb, fc.array(fc.integer({ min: -1, max: 60 }), { minLength: 1, maxLength: 6 }), (c, offsets) => {
        const { input, nowMs, today, counts } = buildPickup(c);
        const earliest = earliestFulfilment({ timezone: c.zone, now: nowMs, preparation: input.preparation, cart: input.cart }).epochMs;
        const cal = pickupCalendar(input);
        const dates = offsets.map((o) => plusDays(today, o));
        if (cal.minDate) dates.push(cal.minDate);
        for (const date of dates) {
          const slots = date === cal.minDate && cal.minDateSlots ? cal.minDateSlots : pickupSlotsForDate(input, date);
          for (const s of slots) {
            const t = wallInstant(c.zone, date, s.available_from);
            expect(t).not.toBeNull();
            expect(t as number).toBeGreaterThanOrEqual(earliest);
            expect(t as number).toBeGreaterThan(nowMs);
            if (c.limitsEnabled && s.limited) expect(counts.get(`${date}|${s.id}`) ?? 0).toBeLessThan(s.limit);
          }
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('the calendar enables exactly the dates that have slots, over the whole horizon', () => {
    fc.assert(
      fc.property(pickupArb, (c) => {
        const { input, today } = buildPickup(c);
        const cal = pickupCalendar(input);
        const horizon = c.window ?? 365;
        for (let i = 0; i <= horizon; i++) {
          const date = plusDays(today, i);
          expect([date, isSelectableDate(cal, date)]).toEqual([date, pickupSlotsForDate(input, date).length > 0]);
        }
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 3)) },
    );
  });

  it("with disabledDates 'arrays': the same calendar, its dates as [y, m, d] arrays with months 0-11, selecting the same days", () => {
    fc.assert(
      fc.property(pickupArb, (c) => {
        const { input, today } = buildPickup(c);
        const strings = pickupCalendar(input);
        const arrays = pickupCalendar({ ...input, disabledDates: 'arrays' });
        checkDisabledShape(arrays.disabled, 'arrays');
        expect(arrays).toEqual({ ...strings, disabled: disabledDatesAs(strings.disabled, 'arrays') });
        expect(disabledDatesAs(arrays.disabled, 'strings')).toEqual(strings.disabled);
        for (let i = 0; i <= 60; i++) {
          const date = plusDays(today, i);
          expect([date, isSelectableDate(arrays, date)]).toEqual([date, isSelectableDate(strings, date)]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('does not depend on the process time zone', () => {
    fc.assert(
      fc.property(pickupArb, fc.constantFrom(...SERVER_ZONES), (c, tz) => {
        const { input, today } = buildPickup(c);
        const here = { cal: pickupCalendar(input), slots: pickupSlotsForDate(input, today) };
        expect(underServerZone(tz, () => ({ cal: pickupCalendar(input), slots: pickupSlotsForDate(input, today) }))).toEqual(here);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('delivery calendar properties', () => {
  it('well-formed disabled, selectable minDate not before today, slots after the earliest instant, zone-independent', () => {
    fc.assert(
      fc.property(deliveryArb, fc.constantFrom(...SERVER_ZONES), fc.integer({ min: 0, max: 20 }), (c, tz, offset) => {
        const { input, nowMs, today } = buildDelivery(c);
        const cal = deliveryCalendar(input);
        checkDisabledShape(cal.disabled, 'arrays');
        if (cal.minDate !== null) {
          expect(isSelectableDate(cal, cal.minDate)).toBe(true);
          expect(cal.minDate >= today).toBe(true);
        }
        const date = plusDays(today, offset);
        const times = deliveryTimesForDate(input, date);
        for (const t of times) {
          const at = wallInstant(c.zone, date, t.available_from);
          expect(at).not.toBeNull();
          expect(at as number).toBeGreaterThan(nowMs);
        }
        if (times.length > 0) expect(isSelectableDate(cal, date)).toBe(true);
        expect(underServerZone(tz, () => deliveryCalendar(input))).toEqual(cal);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("the original service's members: minTime/maxTime the window of minDate's weekday, minDateSlots its times when slots are limited, the pickers", () => {
    fc.assert(
      fc.property(deliveryArb, (c) => {
        const { input } = buildDelivery(c);
        const cal = deliveryCalendar(input);
        const days = Object.values(input.delivery).filter((d): d is Exclude<typeof d, boolean | string[]> => typeof d === 'object' && !Array.isArray(d));
        const rows = (d: (typeof days)[number]) => (d.slots.enabled ? d.slots.slots.filter((s) => s.from < s.until) : []);
        expect(cal.datePickerEnabled).toBe(true);
        expect(cal.timePickerEnabled).toBe(days.some((d) => rows(d).length > 0));
        const limited = days.some((d) => rows(d).some((s) => s.limited));
        expect('minDateSlots' in cal).toBe(limited);
        const times = cal.minDate === null ? [] : deliveryTimesForDate(input, cal.minDate);
        if (limited) expect(cal.minDateSlots).toEqual(times);
        const day = cal.minDate === null ? undefined : input.delivery[ALL_DAYS[(new Date(`${cal.minDate}T00:00:00Z`).getUTCDay() + 6) % 7]];
        const dayRows = day ? rows(day) : [];
        if (dayRows.length === 0) {
          expect([cal.minTime, cal.maxTime]).toEqual([null, null]);
          expect(cal.minDateTime).toBeNull();
        } else {
          const from = dayRows.map((s) => s.from).sort()[0];
          const until = dayRows.map((s) => s.until).sort()[dayRows.length - 1];
          expect([cal.minTime, cal.maxTime]).toEqual([from.split(':'), until.split(':')]);
          expect(cal.minDateTime?.slice(11, 16)).toBe(times[0]?.available_from);
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

// ---------- shipping ----------
const shippingArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  now: instantArb,
  enabled: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  blackoutOffsets: fc.array(fc.integer({ min: -3, max: 200 }), { maxLength: 20 }),
  prepEnabled: fc.boolean(),
  prep: fc.array(
    fc.record({
      amount: amountArb,
      cutoff: fc.option(fc.record({ time: fc.integer({ min: 0, max: 1439 }).map(hhmm), value: fc.integer({ min: 0, max: 5 }) }), { nil: undefined }),
    }),
    { minLength: 7, maxLength: 7 },
  ),
  maximum: fc.option(fc.record({ metric: fc.constantFrom('days' as const, 'weeks' as const, 'months' as const), value: fc.integer({ min: 0, max: 8 }) }), {
    nil: undefined,
  }),
  limits: fc.option(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }), { nil: undefined }),
  usage: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 40 }), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 25 }),
});

describe('shipping calendar properties', () => {
  it('matches a luxon oracle day by day and is well-formed and zone-independent', () => {
    fc.assert(
      fc.property(shippingArb, fc.constantFrom(...SERVER_ZONES), (c, tz) => {
        const nowMs = resolveNow(c.zone, c.now);
        const today = todayIn(c.zone, nowMs);
        const shipping = {
          timezone: c.zone,
          blackout_dates: c.blackoutOffsets.map((o) => plusDays(today, o)),
          preparation_time: {
            enabled: c.prepEnabled,
            ...Object.fromEntries(
              ALL_DAYS.map((d, i) => [
                d,
                {
                  value: c.prep[i].amount.value,
                  format: c.prep[i].amount.format,
                  cutoff_time: { enabled: !!c.prep[i].cutoff, time: c.prep[i].cutoff?.time ?? '00:00', value: c.prep[i].cutoff?.value ?? 0 },
                },
              ]),
            ),
          },
          maximum_date: c.maximum ? { enabled: true, ...c.maximum } : { enabled: false, metric: 'days', value: 0 },
          order_limits: c.limits ? { enabled: true, ...Object.fromEntries(ALL_DAYS.map((d, i) => [d, (c.limits as number[])[i]])) } : { enabled: false },
          ...Object.fromEntries(ALL_DAYS.map((d, i) => [`${d}_enabled`, c.enabled[i]])),
        } as ShippingSettings;
        const counts = new Map<string, number>();
        for (const u of c.usage) counts.set(plusDays(today, u.offset), (counts.get(plusDays(today, u.offset)) ?? 0) + u.count);
        const input: ShippingInput = {
          shipping,
          now: nowMs,
          usage: UsageIndex.fromCounts([...counts].map(([date, count]) => ({ locationId: null, date, slotId: null, count }))),
        };
        const cal = shippingCalendar(input);
        checkDisabledShape(cal.disabled, 'arrays');
        expect(underServerZone(tz, () => shippingCalendar(input))).toEqual(cal);

        const earliestDate = shippingEarliestFulfilment(input).date;
        const t0 = DateTime.fromISO(today, { zone: 'UTC' });
        const maxDate = c.maximum ? (t0.plus({ [c.maximum.metric]: c.maximum.value }).toISODate() as string) : null;
        expect(cal.maxDate).toBe(maxDate);
        const horizonEnd = maxDate ?? plusDays(today, 365);
        let expectedMin: string | null = null;
        for (let date = today; date <= horizonEnd; date = plusDays(date, 1)) {
          const w = DateTime.fromISO(date, { zone: 'UTC' }).weekday % 7; // 0 = sunday
          const wd = ALL_DAYS[(w + 6) % 7];
          const limit = c.limits ? c.limits[(w + 6) % 7] : 0;
          const ok =
            c.enabled[(w + 6) % 7] && !shipping.blackout_dates.includes(date) && date >= earliestDate && !(limit > 0 && (counts.get(date) ?? 0) >= limit);
          expect([date, wd, isSelectableDate(cal, date)]).toEqual([date, wd, ok]);
          if (ok && expectedMin === null) expectedMin = date;
        }
        expect(cal.minDate).toBe(expectedMin);
      }),
      { numRuns: RUNS },
    );
  });
});
