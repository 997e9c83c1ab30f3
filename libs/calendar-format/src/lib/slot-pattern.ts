/**
 * Slots from a pattern: "every N minutes inside each open day's window, limit L orders per
 * slot". The merchant console fills a location's explicit slot rows with it (the guided
 * "New location" flow and the pickup tab, apps/merchant-console/src/components/slot-generator.tsx);
 * the scheduling engine reads those rows as the slots (docs/scheduling-rules.md §3,
 * "With explicit slots ... those rows are the slots"). Pure: no clock, no time zone (times
 * are the location's local wall-clock times).
 */
import { MINUTES_PER_DAY, pad2, tryParseTimeOfDay } from './civil';
import type { WeekdayKey } from './selectable';

/** A day's window: local times `HH:MM` (24 h); `until` may be `24:00`. */
export interface SlotPatternWindow {
  from: string;
  until: string;
}

/** One generated slot: its weekday, local start and end `HH:MM`, and its limit (orders per date; null = no limit). */
export interface PatternSlot {
  weekday: WeekdayKey;
  from: string;
  until: string;
  limit: number | null;
}

/** Monday first, the order slot lists are shown in. */
const WEEK: readonly WeekdayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const hhmm = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * The slots of a pattern: for each weekday with a window (Monday to Sunday), consecutive
 * slots of `everyMinutes` from the window's start; the last slot ends at the window's end
 * (it is shorter when the window is not a multiple of `everyMinutes`). No slot starts
 * before the window opens or ends after it closes (docs/scheduling-rules.md §3: the window
 * bounds the day). A weekday whose window is malformed or empty (`until` not after `from`)
 * gets no slot.
 *
 * @param windows the open weekdays' windows (`from`/`until` local `HH:MM`; absent = closed)
 * @param everyMinutes slot length and step, whole minutes, 1 to 1440
 * @param limit orders per slot and date (a whole number >= 0), or null for no limit
 * @returns the slots, Monday first, each day's in time order
 * @throws RangeError when `everyMinutes` or `limit` is not such a number
 */
export function generateSlots(windows: Partial<Record<WeekdayKey, SlotPatternWindow>>, everyMinutes: number, limit: number | null): PatternSlot[] {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1 || everyMinutes > MINUTES_PER_DAY)
    throw new RangeError(`everyMinutes must be a whole number of minutes from 1 to ${MINUTES_PER_DAY}, not ${everyMinutes}`);
  if (limit !== null && (!Number.isInteger(limit) || limit < 0)) throw new RangeError(`limit must be a whole number >= 0 or null, not ${limit}`);
  const out: PatternSlot[] = [];
  for (const weekday of WEEK) {
    const w = windows[weekday];
    if (!w) continue;
    const start = tryParseTimeOfDay(w.from);
    const end = tryParseTimeOfDay(w.until, true);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
    for (let t = start; t < end; t += everyMinutes) out.push({ weekday, from: hhmm(t), until: hhmm(Math.min(t + everyMinutes, end)), limit });
  }
  return out;
}
