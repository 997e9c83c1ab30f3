import { DEFAULT_HORIZON_DAYS } from '@fulfil/scheduling';
import type { ShippingSettings } from '@fulfil/scheduling';

const MS_PER_DAY = 86_400_000;

/** A range of local dates, `YYYY-MM-DD` (1-based months), both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The UTC date (`YYYY-MM-DD`) of an instant in epoch milliseconds. */
function utcDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Ranges of the last UTC day asked, by horizon (they change once a day). */
let lastDay: { day: number; ranges: Map<number, DateRange> } | null = null;

/**
 * THE horizon rule of capacity counts (docs/scheduling-rules.md §6): the local dates
 * whose orders and live holds a calendar, slot list or search reads at `now`, for every
 * location whatever its zone. From yesterday (UTC) to `days` days after today (UTC) and
 * two more, so every zone's local "today" (UTC-12 to UTC+14) up to its last bookable date
 * is inside. Plain day arithmetic on the epoch (no zone, no DST, no luxon per request);
 * the same frozen object for every instant of one UTC day and horizon, so count caches
 * keyed by the range hit all day.
 *
 * Pure: "now" is an argument.
 *
 * @param now the instant of the request (UTC)
 * @param days how many days ahead a date can be booked (a location's future order
 *   window, shipping's maximum date), default the engine's {@link DEFAULT_HORIZON_DAYS}
 * @throws RangeError when `days` is negative or not a whole number
 */
export function usageRange(now: Date, days: number = DEFAULT_HORIZON_DAYS): DateRange {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number >= 0; got ${days}`);
  const day = Math.floor(now.getTime() / MS_PER_DAY);
  if (lastDay?.day !== day) lastDay = { day, ranges: new Map() };
  let range = lastDay.ranges.get(days);
  if (!range) {
    const start = day * MS_PER_DAY;
    range = Object.freeze({ from: utcDate(start - MS_PER_DAY), to: utcDate(start + (days + 2) * MS_PER_DAY) });
    lastDay.ranges.set(days, range);
  }
  return range;
}

/**
 * How many days ahead shipping can be booked: its maximum date (`value` days, weeks as
 * 7 days, months as 31) when enabled, else {@link DEFAULT_HORIZON_DAYS}. An upper bound
 * for counting, never for offering: the engine decides the dates.
 */
export function shippingHorizonDays(shipping: Pick<ShippingSettings, 'maximum_date'>): number {
  const max = shipping.maximum_date;
  if (!max.enabled) return DEFAULT_HORIZON_DAYS;
  const perUnit = max.metric === 'months' ? 31 : max.metric === 'weeks' ? 7 : 1;
  return max.value * perUnit;
}
