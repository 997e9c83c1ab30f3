/**
 * The `disabled` encoding (docs/scheduling-rules.md §5; docs/api-contract.md "Disabled rules"), shared by the
 * pickup, delivery and shipping calendars: zero-based months in `YYYY-MM-DD` strings,
 * weekday integers 1 = Sunday ... 7 = Saturday, a leading `true` for allow-lists.
 */
import { formatDisabledDate, formatIsoDate, parseDisabledDate, parseIsoDate, weekdayOfDay } from './civil';
import type { DisabledEntry } from './types';

/**
 * `YYYY-MM-DD` with a 1-based month (API/ISO) to the zero-based `disabled` form:
 * `toDisabledDate('2025-12-25')` is `'2025-11-25'`. Throws `INVALID_DATE` when malformed.
 */
export function toDisabledDate(isoDate: string): string {
  return formatDisabledDate(parseIsoDate(isoDate));
}

/**
 * Zero-based `disabled` string back to ISO: `fromDisabledDate('2025-11-25')` is
 * `'2025-12-25'`. Throws `INVALID_DATE` when malformed (month > 11, impossible date).
 */
export function fromDisabledDate(disabledDate: string): string {
  return formatIsoDate(parseDisabledDate(disabledDate));
}

/** A calendar as the storefront receives it (PickupCalendarRules, delivery or shipping calendar). */
export interface CalendarLike {
  minDate: string | null;
  maxDate: string | null;
  disabled: readonly DisabledEntry[];
}

/**
 * Whether a storefront date picker fed `calendar` lets the shopper pick `isoDate`
 * (`YYYY-MM-DD`, 1-based): inside `[minDate, maxDate]` (inclusive; the rendered pickadate
 * calendar applies both also in allow-list mode) and not excluded by `disabled`. Useful for
 * validating a submitted date against the same rules. `minDate` null = nothing selectable.
 * Throws `INVALID_DATE` for a malformed `isoDate`.
 */
export function isSelectableDate(calendar: CalendarLike, isoDate: string): boolean {
  const day = parseIsoDate(isoDate);
  if (calendar.minDate === null || day < parseIsoDate(calendar.minDate, 'minDate')) return false;
  if (calendar.maxDate !== null && day > parseIsoDate(calendar.maxDate, 'maxDate')) return false;
  const allowList = calendar.disabled[0] === true;
  const weekday = weekdayOfDay(day) + 1;
  const dateString = formatDisabledDate(day);
  const listed = calendar.disabled.some((e) => e === weekday || e === dateString);
  return allowList ? listed : !listed;
}

/**
 * Sorts and de-duplicates a `disabled` array the way the engine emits it: leading `true`
 * (if present), then weekday integers ascending, then date strings ascending.
 */
export function normalizeDisabled(entries: readonly DisabledEntry[]): DisabledEntry[] {
  const ints = [...new Set(entries.filter((e): e is number => typeof e === 'number'))].sort((a, b) => a - b);
  const dates = [...new Set(entries.filter((e): e is string => typeof e === 'string'))].sort();
  return [...(entries.includes(true) ? [true as const] : []), ...ints, ...dates];
}
