/**
 * Calendar arithmetic on "day numbers": a local calendar date as the count of days since
 * 1970-01-01 in the proleptic Gregorian calendar. Pure integer arithmetic, no time zone and
 * no Date object, so "+N days" is a calendar step by construction (docs/scheduling-rules.md §1).
 */
import { RuleIssues, SchedulingError } from './errors';

/** Milliseconds in a civil day (24 h). */
export const MS_PER_DAY = 86_400_000;
/** Milliseconds in a minute. */
export const MS_PER_MINUTE = 60_000;
/** Minutes in a civil day. */
export const MINUTES_PER_DAY = 1440;

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

/** Day number of a civil date (month 1-12). Howard Hinnant's `days_from_civil`. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil date `[year, month 1-12, day]` of a day number. Inverse of {@link daysFromCivil}. */
export function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** Weekday index of a day number: 0 = sunday ... 6 = saturday (1970-01-01 was a thursday). */
export function weekdayOfDay(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
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

function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

function pad4(n: number): string {
  return n >= 1000 ? `${n}` : `${n}`.padStart(4, '0');
}

const isoCache = new Map<number, string>();
const disabledCache = new Map<number, string>();
const CACHE_LIMIT = 20_000;

/** `YYYY-MM-DD` (1-based month, ISO 8601) of a day number. Memoised. */
export function formatIsoDate(days: number): string {
  let s = isoCache.get(days);
  if (s === undefined) {
    const [y, m, d] = civilFromDays(days);
    s = `${pad4(y)}-${pad2(m)}-${pad2(d)}`;
    if (isoCache.size >= CACHE_LIMIT) isoCache.clear();
    isoCache.set(days, s);
  }
  return s;
}

/**
 * The `disabled`-array string of a day number: `YYYY-MM-DD` with a ZERO-BASED month
 * (00-11), the pickadate.js convention (docs/api-contract.md "Disabled rules"; docs/scheduling-rules.md §5).
 * `formatDisabledDate(daysFromCivil(2025, 12, 25))` is `"2025-11-25"`. Memoised.
 */
export function formatDisabledDate(days: number): string {
  let s = disabledCache.get(days);
  if (s === undefined) {
    const [y, m, d] = civilFromDays(days);
    s = `${pad4(y)}-${pad2(m - 1)}-${pad2(d)}`;
    if (disabledCache.size >= CACHE_LIMIT) disabledCache.clear();
    disabledCache.set(days, s);
  }
  return s;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
}

/** Day number of a strict `YYYY-MM-DD` (1-based month), or NaN when malformed or not a real date. */
export function tryParseIsoDate(value: unknown): number {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return Number.NaN;
  const y = digit(value, 0) * 1000 + digit(value, 1) * 100 + digit(value, 2) * 10 + digit(value, 3);
  const mo = digit(value, 5) * 10 + digit(value, 6);
  const d = digit(value, 8) * 10 + digit(value, 9);
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo))) return Number.NaN;
  return daysFromCivil(y, mo, d);
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

/**
 * Parses a zero-based-month `disabled` string (`"2025-11-25"` = 25 December 2025) to a day
 * number. Throws `INVALID_DATE` when malformed.
 */
export function parseDisabledDate(value: string): number {
  const m = ISO_DATE.exec(value);
  const mo = m ? Number(m[2]) : NaN;
  if (!m || mo > 11) throw new SchedulingError('INVALID_DATE', `Not a zero-based-month date string: ${JSON.stringify(value)}.`);
  return parseIsoDate(`${m[1]}-${pad2(mo + 1)}-${m[3]}`);
}

/**
 * Minutes since local midnight of an `HH:MM` (24 h; `HH:MM:SS` accepted, seconds must be
 * 00). `24:00` is accepted only when `allowEndOfDay` (window ends and slot ends). Returns
 * NaN when malformed; callers report it as INVALID_RULES.
 */
export function tryParseTimeOfDay(value: unknown, allowEndOfDay = false): number {
  if (typeof value !== 'string' || (value.length !== 5 && value.length !== 8) || value.charCodeAt(2) !== 58) return Number.NaN;
  if (value.length === 8 && (value.charCodeAt(5) !== 58 || value.charCodeAt(6) !== 48 || value.charCodeAt(7) !== 48)) return Number.NaN;
  const h = digit(value, 0) * 10 + digit(value, 1);
  const mi = digit(value, 3) * 10 + digit(value, 4);
  if (!(h <= 24 && mi <= 59)) return Number.NaN;
  const minutes = h * 60 + mi;
  if (minutes > MINUTES_PER_DAY || (minutes === MINUTES_PER_DAY && !allowEndOfDay)) return Number.NaN;
  return minutes;
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
