/**
 * Calendar arithmetic on "day numbers": a local calendar date as the count of days since
 * 1970-01-01 in the proleptic Gregorian calendar. Pure integer arithmetic, no time zone and
 * no Date object, so "+N days" is a calendar step by construction (docs/scheduling-rules.md §1).
 */
import { civilFromDays, daysFromCivil, daysInMonth, formatIsoDate, pad2, tryParseIsoDate, tryParseTimeOfDay, weekdayOfDay } from '@fulfil/calendar-format';
import { RuleIssues, SchedulingError } from './errors';

// The pure day arithmetic lives in @fulfil/calendar-format (shared with the storefront
// picker); the engine's modules keep importing it from here.
export {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatDisabledDate,
  formatDisabledDateArray,
  formatIsoDate,
  tryParseIsoDate,
  tryParseTimeOfDay,
  weekdayOfDay,
} from '@fulfil/calendar-format';

/** Milliseconds in a civil day (24 h). */
export const MS_PER_DAY = 86_400_000;
/** Milliseconds in a minute. */
export const MS_PER_MINUTE = 60_000;

/** Weekday keys of the API (lowercase English names, spec "Weekday keys"). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Weekday keys indexed like `Date#getUTCDay`: 0 = sunday ... 6 = saturday. */
export const WEEKDAYS_BY_INDEX: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Weekday keys in API order, monday first (the order of `daysOfWeek`). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The pickadate.js weekday integer of a weekday key: 1 = sunday ... 7 = saturday
 * (docs/scheduling-rules.md §5, regardless of any locale's first day of week).
 */
export function pickadateWeekday(weekday: Weekday): number {
  return WEEKDAYS_BY_INDEX.indexOf(weekday) + 1;
}

/**
 * Adds calendar months to a day number, clamping to the end of the target month
 * (31 January + 1 month = 28 or 29 February), as merchants expect of "N months".
 */
export function addMonths(days: number, months: number): number {
  const [y, m, d] = civilFromDays(days);
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = total - ty * 12 + 1;
  return daysFromCivil(ty, tm, Math.min(d, daysInMonth(ty, tm)));
}

/**
 * True for a real calendar date written `YYYY-MM-DD` (1-based month), the form of every
 * date parameter and stored date: `isIsoDate('2028-02-29')` is true, `'2026-02-29'`,
 * `'2026-3-1'` and non-strings are false. No time zone is involved.
 */
export function isIsoDate(value: unknown): boolean {
  return !Number.isNaN(tryParseIsoDate(value));
}

/**
 * Lowercase weekday key of a `YYYY-MM-DD` date (1-based month): `weekdayOf('2026-03-09')`
 * is `'monday'`. A calendar fact of the date itself, independent of any time zone (convert
 * an instant to the location's local date first). Throws `SchedulingError` `INVALID_DATE`
 * (400) for anything that {@link isIsoDate} refuses.
 */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS_BY_INDEX[weekdayOfDay(parseIsoDate(date))];
}

/**
 * Day number of a strict `YYYY-MM-DD` date (1-based month, as every API parameter and
 * stored date uses). Throws `SchedulingError` `INVALID_DATE` (400) for anything else,
 * including impossible dates such as `2025-02-29`.
 */
export function parseIsoDate(value: unknown, field = 'date'): number {
  const days = tryParseIsoDate(value);
  if (Number.isNaN(days)) {
    throw new SchedulingError('INVALID_DATE', `${field} must be a real date in the form YYYY-MM-DD (1-based month); got ${JSON.stringify(value)}.`, [
      { field, rule: 'isoDate', message: `${field} must be YYYY-MM-DD` },
    ]);
  }
  return days;
}

/** Parses `HH:MM` into minutes, recording an INVALID_RULES issue (and returning NaN) when malformed. */
export function parseTimeField(value: unknown, field: string, issues: RuleIssues, allowEndOfDay = false): number {
  const minutes = tryParseTimeOfDay(value, allowEndOfDay);
  if (Number.isNaN(minutes)) issues.add(field, 'timeOfDay', `${field} must be HH:MM (24 h); got ${JSON.stringify(value)}`);
  return minutes;
}

/** `HH:MM` of minutes since midnight (0-1440). */
export function formatTimeOfDay(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** `[HH, MM]` strings of minutes since midnight (the `minTime`/`maxTime` shape). */
export function timePair(minutes: number): [string, string] {
  return [pad2(Math.floor(minutes / 60)), pad2(minutes % 60)];
}

/** `YYYY-MM-DD HH:MM:SS` local date-time of a day number and milliseconds since local midnight. */
export function formatLocalDateTime(days: number, msOfDay: number): string {
  const totalSeconds = Math.floor(msOfDay / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const mi = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${formatIsoDate(days)} ${pad2(h)}:${pad2(mi)}:${pad2(s)}`;
}
