/**
 * Calendar arithmetic on "day numbers": a civil (calendar) date as the count of days since
 * 1970-01-01 in the proleptic Gregorian calendar. Pure integer arithmetic, no time zone and
 * no Date object, so "+N days" is a calendar step by construction (docs/scheduling-rules.md §1).
 * The scheduling engine and the storefront picker both count days with these functions.
 */

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

/** Two-digit zero-padded number. */
export function pad2(n: number): string {
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

/**
 * The pickadate.js date of a day number: `[year, ZERO-BASED month (0-11), day]`, the form
 * of `disabled` dates in the delivery and shipping calendars (and the pickup calendar of a
 * shop that asks for arrays; docs/scheduling-rules.md §5).
 * `formatDisabledDateArray(daysFromCivil(2025, 12, 25))` is `[2025, 11, 25]`. A new array each call.
 */
export function formatDisabledDateArray(days: number): [number, number, number] {
  const [y, m, d] = civilFromDays(days);
  return [y, m - 1, d];
}

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
}

/** `[year, month field, day]` of a strict `NNNN-NN-NN` string, or null. */
function dateFields(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const y = digit(value, 0) * 1000 + digit(value, 1) * 100 + digit(value, 2) * 10 + digit(value, 3);
  const mo = digit(value, 5) * 10 + digit(value, 6);
  const d = digit(value, 8) * 10 + digit(value, 9);
  return Number.isNaN(y + mo + d) ? null : [y, mo, d];
}

/** Day number of a strict `YYYY-MM-DD` (1-based month), or NaN when malformed or not a real date. */
export function tryParseIsoDate(value: unknown): number {
  const f = dateFields(value);
  if (!f || !(f[1] >= 1 && f[1] <= 12 && f[2] >= 1 && f[2] <= daysInMonth(f[0], f[1]))) return Number.NaN;
  return daysFromCivil(f[0], f[1], f[2]);
}

/**
 * `date` + `days` calendar days, both `YYYY-MM-DD` (1-based month; plain date arithmetic,
 * no zone: a local date stays a local date). `days` may be negative.
 *
 * @throws RangeError when `date` is not a real `YYYY-MM-DD` date or `days` is not a whole number
 */
export function addDaysToIsoDate(date: string, days: number): string {
  const day = tryParseIsoDate(date);
  if (Number.isNaN(day) || !Number.isInteger(days))
    throw new RangeError(`addDaysToIsoDate(${JSON.stringify(date)}, ${days}): not a YYYY-MM-DD date and a whole number of days`);
  return formatIsoDate(day + days);
}

/**
 * Day number of a `disabled`-array string (`YYYY-MM-DD` with a ZERO-BASED month 00-11:
 * `"2025-11-25"` is 25 December 2025), or NaN when malformed or not a real date.
 */
export function tryParseDisabledDate(value: unknown): number {
  const f = dateFields(value);
  if (!f || !(f[1] >= 0 && f[1] <= 11 && f[2] >= 1 && f[2] <= daysInMonth(f[0], f[1] + 1))) return Number.NaN;
  return daysFromCivil(f[0], f[1] + 1, f[2]);
}

/** Minutes in a civil day. */
export const MINUTES_PER_DAY = 1440;

/**
 * Minutes since local midnight of an `HH:MM` (24 h; `HH:MM:SS` accepted, seconds must be
 * 00). `24:00` is accepted only when `allowEndOfDay` (window ends and slot ends). Returns
 * NaN when malformed.
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
