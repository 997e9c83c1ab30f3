/**
 * The console's week of hours and its conversions to the admin API's blocks: a location's
 * `opening_hours` (`PATCH /locations/:id`), pickup `weekday_windows`
 * (`PUT /locations/:id/pickup-settings`) and pickup slot rows (`PUT /locations/:id/pickup-slots`)
 * generated from a pattern ({@link generateSlots} of @fulfil/calendar-format, where the rule
 * and its unit spec live). Times are the location's local wall-clock `HH:MM` (24 h).
 */
import { generateSlots } from '@fulfil/calendar-format';
import type { AdminLocation, AdminPickupSlot, Weekday } from '@fulfil/api-client';
import { WEEKDAYS } from '../weekdays';

export { generateSlots };

/** One weekday of a {@link WeekHours}: open or closed; `from`/`until` local `HH:MM` (kept while closed, so reopening restores them). */
export interface DayHours {
  open: boolean;
  from: string;
  until: string;
}

/** Monday to Sunday, each a {@link DayHours}: the value of the HoursEditor (components/hours-editor.tsx). */
export type WeekHours = Record<Weekday, DayHours>;

/** The API's pickup window of a weekday (`weekday_windows.<day>`). */
export interface PickupWindow {
  min: string;
  max: string;
}

/** A week with `open` on the given weekdays from `from` to `until`, the other days closed (with the same times kept). */
export function weekOf(openDays: readonly Weekday[], from = '09:00', until = '17:00'): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { open: openDays.includes(d), from, until }])) as WeekHours;
}

/** Hours from pickup `weekday_windows`: a weekday with a window is open from `min` to `max`; others closed. */
export function hoursFromWindows(windows: Partial<Record<Weekday, PickupWindow>>): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => {
      const w = windows[d];
      return [d, w ? { open: true, from: w.min, until: w.max } : { open: false, from: '09:00', until: '17:00' }];
    }),
  ) as WeekHours;
}

/** Pickup `weekday_windows` of the open days (closed days have no window: docs/scheduling-rules.md §3). */
export function windowsFromHours(hours: WeekHours): Partial<Record<Weekday, PickupWindow>> {
  return Object.fromEntries(WEEKDAYS.filter((d) => hours[d].open).map((d) => [d, { min: hours[d].from, max: hours[d].until }]));
}

type OpeningHours = AdminLocation['opening_hours'];

/** Hours from a location's `opening_hours`: a day listed and not `closed` is open; a day not listed is closed. */
export function hoursFromOpeningHours(opening: OpeningHours): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = opening[d];
      return [d, h ? { open: !h.closed, from: h.opens || '09:00', until: h.closes || '17:00' } : { open: false, from: '09:00', until: '17:00' }];
    }),
  ) as WeekHours;
}

/** A location's `opening_hours`: every open day `{opens, closes, closed: false}`; closed days are left out (not listed = closed). */
export function openingHoursFromHours(hours: WeekHours): OpeningHours {
  return Object.fromEntries(WEEKDAYS.filter((d) => hours[d].open).map((d) => [d, { opens: hours[d].from, closes: hours[d].until, closed: false }]));
}

/**
 * Pickup slot rows (`AdminPickupSlot`, without ids: new slots) of the pattern "every
 * `everyMinutes` minutes inside each open day's hours, `limit` orders per slot" (null:
 * not limited). Throws RangeError as {@link generateSlots} does.
 */
export function pickupSlotsFromPattern(hours: WeekHours, everyMinutes: number, limit: number | null): AdminPickupSlot[] {
  const windows = Object.fromEntries(WEEKDAYS.filter((d) => hours[d].open).map((d) => [d, { from: hours[d].from, until: hours[d].until }]));
  return generateSlots(windows, everyMinutes, limit).map((s) => ({
    day_of_week: s.weekday,
    available_from: s.from,
    available_until: s.until,
    limited: s.limit !== null,
    limit: s.limit ?? 0,
  }));
}
