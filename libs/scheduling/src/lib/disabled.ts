/**
 * The `disabled` encoding (docs/scheduling-rules.md §5; docs/api-contract.md "Disabled rules"), shared by the
 * pickup, delivery and shipping calendars: zero-based months, in `YYYY-MM-DD` strings
 * (pickup, by default) or `[y, m, d]` arrays (delivery, shipping), weekday integers
 * 1 = Sunday ... 7 = Saturday, a leading `true` for allow-lists.
 *
 * The reading of a calendar lives once, in @fulfil/calendar-format (the storefront picker
 * uses the same functions); the engine re-exports it with its own error type, so that a
 * malformed date is a `SchedulingError` `INVALID_DATE` (a 400 problem) here as everywhere
 * else in the engine.
 */
import * as format from '@fulfil/calendar-format';
import { SchedulingError } from './errors';
import type { DisabledDate, DisabledDateForm, DisabledEntry } from './types';

export type { CalendarLike } from '@fulfil/calendar-format';

/** Runs `fn`, turning the adapter's CalendarFormatError into a SchedulingError INVALID_DATE (400). */
export function asSchedulingError<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof format.CalendarFormatError) {
      throw new SchedulingError('INVALID_DATE', e.message, [{ field: e.field, rule: 'isoDate', message: `${e.field} must be YYYY-MM-DD` }]);
    }
    throw e;
  }
}

/**
 * `YYYY-MM-DD` with a 1-based month (API/ISO) to the zero-based `disabled` form:
 * `toDisabledDate('2025-12-25')` is `'2025-11-25'`. Throws `INVALID_DATE` when malformed.
 */
export function toDisabledDate(isoDate: string): string {
  return asSchedulingError(() => format.toDisabledDate(isoDate));
}

/**
 * Zero-based `disabled` string back to ISO: `fromDisabledDate('2025-11-25')` is
 * `'2025-12-25'`. Throws `INVALID_DATE` when malformed (month > 11, impossible date).
 */
export function fromDisabledDate(disabledDate: string): string {
  return asSchedulingError(() => format.fromDisabledDate(disabledDate));
}

/**
 * Whether a storefront date picker fed `calendar` lets the shopper pick `isoDate`
 * (`YYYY-MM-DD`, 1-based): inside `[minDate, maxDate]` (inclusive, also in allow-list
 * mode) and not excluded by `disabled` (the rules of `isSelectableDate` of
 * @fulfil/calendar-format, docs/storefront-picker.md "The calendar adapter"). Useful for
 * validating a submitted date against the same rules. `minDate` null = nothing selectable.
 * Throws `SchedulingError` `INVALID_DATE` for a malformed `isoDate` or calendar date.
 */
export function isSelectableDate(calendar: format.CalendarLike, isoDate: string): boolean {
  return asSchedulingError(() => format.isSelectableDate(calendar, isoDate));
}

/**
 * `YYYY-MM-DD` with a 1-based month to the pickadate array form of the delivery and shipping
 * calendars: `toDisabledDateArray('2025-12-25')` is `[2025, 11, 25]`. Throws `INVALID_DATE` when malformed.
 */
export function toDisabledDateArray(isoDate: string): DisabledDate {
  return asSchedulingError(() => format.toDisabledDateArray(isoDate));
}

/**
 * The same `disabled` array with its dates as `[y, m, d]` arrays (`arrays`) or zero-based
 * strings (`strings`); `true`, weekday integers and the order unchanged. Throws
 * `INVALID_DATE` for a malformed date entry.
 */
export function disabledDatesAs(entries: readonly DisabledEntry[], form: DisabledDateForm): DisabledEntry[] {
  return asSchedulingError(() => format.disabledDatesAs(entries, form));
}

/**
 * Sorts and de-duplicates a `disabled` array the way the engine emits it: leading `true`
 * (if present), then weekday integers ascending, then dates ascending (strings or `[y, m, d]` arrays).
 */
export function normalizeDisabled<T extends DisabledEntry>(entries: readonly T[]): T[] {
  return format.normalizeDisabled(entries);
}
