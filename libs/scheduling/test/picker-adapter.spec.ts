/**
 * The storefront picker's calendar adapter (@fulfil/calendar-format) against the engine's
 * own answer, day by day (docs/storefront-picker.md, "The calendar adapter"): the month
 * grids a shopper pages through enable exactly the days that have slots, over the whole
 * horizon and a month beyond, from the calendar as the API sends it and from its
 * pickadate.js array form alike; "today" at the location matches luxon in every zone.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { addMonths, compareMonths, compileCalendar, monthGrid, monthRange, todayIn as pickerToday, toPickadateDateOptions } from '@fulfil/calendar-format';
import type { CalendarLike, YearMonth } from '@fulfil/calendar-format';
import { deliveryCalendar, deliveryTimesForDate, pickupCalendar, pickupSlotsForDate } from '../src';
import { buildDelivery, buildPickup, deliveryArb, instantArb, pickupArb, plusDays, resolveNow, RUNS, todayIn, ZONES } from './arbitraries';

/** Every day cell of the grids from `first` to `last`, as date -> selectable. */
function gridDays(calendar: CalendarLike, today: string, firstDayOfWeek: number): Map<string, boolean> {
  const range = monthRange(calendar, today);
  const out = new Map<string, boolean>();
  if (!range) return out;
  const compiled = compileCalendar(calendar, { today });
  for (let m: YearMonth = range.first; compareMonths(m, range.last) <= 0; m = addMonths(m, 1)) {
    for (const cell of monthGrid(compiled, m, firstDayOfWeek).weeks.flat()) if (cell) out.set(cell.date, cell.selectable);
  }
  return out;
}

/** The same calendar with its `disabled` dates as pickadate `[y, zero-based m, d]` arrays. */
const asArrays = (cal: CalendarLike): CalendarLike => ({ ...cal, disabled: toPickadateDateOptions(cal).disable });

describe("the picker's adapter agrees with the engine day by day", () => {
  it('pickup: a grid day is selectable exactly when the engine has slots for it, up to a month past the horizon', () => {
    fc.assert(
      fc.property(pickupArb, fc.constantFrom(0, 1), (c, firstDay) => {
        const { input, today } = buildPickup(c);
        const cal = pickupCalendar(input);
        const horizon = c.window ?? 365;
        const grids = [gridDays(cal, today, firstDay), gridDays(asArrays(cal), today, firstDay)];
        for (let i = -3; i <= horizon + 31; i++) {
          const date = plusDays(today, i);
          const engine = i >= 0 && i <= horizon && pickupSlotsForDate(input, date).length > 0;
          for (const grid of grids) expect([date, grid.get(date) ?? false]).toEqual([date, engine]);
        }
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 3)) },
    );
  });

  it('delivery: every day with delivery times is selectable in the grid, and nothing before today or past the horizon is', () => {
    fc.assert(
      fc.property(deliveryArb, (c) => {
        const { input, today } = buildDelivery(c);
        const cal = deliveryCalendar(input);
        const grid = gridDays(cal, today, 1);
        for (let i = -3; i <= 365 + 31; i++) {
          const date = plusDays(today, i);
          const selectable = grid.get(date) ?? false;
          if (i < 0 || i > 365) expect([date, selectable]).toEqual([date, false]);
          else if (i <= 40 && deliveryTimesForDate(input, date).length > 0) expect([date, selectable]).toEqual([date, true]);
        }
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 3)) },
    );
  });

  it("today at the location (Intl) is luxon's date in that zone, whatever the process zone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantArb, (zone, a) => {
        const ms = resolveNow(zone, a);
        expect(pickerToday(zone, new Date(ms))).toBe(todayIn(zone, ms));
        expect(pickerToday(zone, new Date(ms))).toBe(DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd'));
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
