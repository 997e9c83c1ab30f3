import { localWallTime, WEEKDAYS } from '@fulfil/scheduling';
import type { MenuAvailability, Weekday } from '@fulfil/store-settings';

/** A wall-clock moment in a restaurant's zone. */
export interface LocalMoment {
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** `HH:MM` (also `24:00`) -> minutes since midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The wall clock of `instant` in the IANA `zone` (never the server's zone). */
export function localMoment(instant: Date, zone: string): LocalMoment {
  const local = localWallTime(zone, instant);
  return { weekday: local.weekday, minutes: local.minuteOfDay, date: local.date };
}

/**
 * Whether a menu is served at a local weekday and time. Each window serves its `days`
 * from `from` (inclusive) until `until` (exclusive; `24:00` = end of day). A window
 * whose `until` is not after `from` runs past midnight into the next day. No windows
 * at all: always served.
 */
export function isServedAt(availability: readonly MenuAvailability[], weekday: Weekday, minutes: number): boolean {
  if (availability.length === 0) return true;
  const previous = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7];
  return availability.some((w) => {
    const from = toMinutes(w.from);
    const until = toMinutes(w.until);
    if (until > from) return w.days.includes(weekday) && minutes >= from && minutes < until;
    return (w.days.includes(weekday) && minutes >= from) || (w.days.includes(previous) && minutes < until);
  });
}

/** Whether a menu is served at some time of a weekday (for date-only fulfilment). */
export function isServedOn(availability: readonly MenuAvailability[], weekday: Weekday): boolean {
  return availability.length === 0 || availability.some((w) => w.days.includes(weekday));
}

/** Whether a menu is served at `instant` in the restaurant's `zone`. */
export function isServedNow(availability: readonly MenuAvailability[], instant: Date, zone: string): boolean {
  const local = localMoment(instant, zone);
  return isServedAt(availability, local.weekday, local.minutes);
}
