/**
 * "Is this day selectable": the one reading of a calendar the fulfilment-options API sends
 * (PickupCalendarRules, the delivery calendar, the shipping calendar) that the server's
 * checks (`isSelectableDate` through @fulfil/scheduling) and the storefront picker's date
 * grid both use. Rules: docs/scheduling-rules.md §4 (minDate and maxDate) and §5 (the
 * `disabled` array); docs/storefront-picker.md, "The calendar adapter".
 */
import { daysFromCivil, formatDisabledDate, formatDisabledDateArray, formatIsoDate, tryParseDisabledDate, tryParseIsoDate, weekdayOfDay } from './civil';

/** Lowercase English weekday keys, indexed 0 = sunday ... 6 = saturday (the API's `daysOfWeek` keys). */
export const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** Days the engine searches and lists when a calendar has no `maxDate` (docs/scheduling-rules.md §4). */
export const DEFAULT_HORIZON_DAYS = 365;

/** A weekday key of the API. */
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A `disabled` date as pickadate.js takes it: `[year, ZERO-BASED month 0-11, day]` (`[2025, 11, 25]` = 25 December 2025). */
export type DisabledDate = [year: number, monthIndex: number, day: number];

/**
 * How a calendar writes its `disabled` dates (docs/scheduling-rules.md §5): `strings`
 * (`"2025-11-25"`, zero-based month; the contract's pickup calendar) or `arrays`
 * (`[2025, 11, 25]`; the delivery and shipping calendars, and the pickup calendar of a shop
 * whose storefront reads arrays: `storefront_compatibility.pickup_disabled_dates`).
 */
export type DisabledDateForm = 'strings' | 'arrays';

/**
 * One entry of a `disabled` array, in every form this adapter reads:
 * - `true` first: allow-list mode (the entries after it are the only selectable days);
 * - integer 1-7: a weekday, 1 = Sunday ... 7 = Saturday, whatever the locale's first day;
 * - `"YYYY-MM-DD"` string with a ZERO-BASED month (`"2025-11-25"` = 25 December 2025);
 * - `[year, zero-based month, day]` array (`[2025, 11, 25]`, the pickadate.js form).
 * The engine emits strings in the pickup calendar (arrays when the shop asks for them) and
 * arrays in the delivery and shipping calendars.
 */
export type DisabledInput = true | number | string | readonly [number, number, number];

/** A calendar as the storefront receives it (PickupCalendarRules, delivery or shipping calendar). */
export interface CalendarLike {
  /** First selectable date, `YYYY-MM-DD` (1-based month) in the location's zone; null = nothing selectable. */
  minDate: string | null;
  /** Last selectable date (inclusive), `YYYY-MM-DD`; null = no upper bound beyond the horizon. */
  maxDate: string | null;
  /** The §5 array (docs/scheduling-rules.md). */
  disabled: readonly DisabledInput[];
  /**
   * Pickup only: the weekday windows keyed by weekday (`{min, max}` each). When present and
   * non-empty, a weekday without a window is closed. Absent or empty = no weekday rule.
   */
  daysOfWeek?: Partial<Record<WeekdayKey, unknown>> | null;
}

/** Thrown for a date that is not a real `YYYY-MM-DD` (1-based month) or a malformed calendar date. `code` is `INVALID_DATE`. */
export class CalendarFormatError extends Error {
  readonly code = 'INVALID_DATE' as const;
  constructor(
    message: string,
    /** The field or parameter that held the bad value (`date`, `minDate`, `maxDate`, `disabled`). */
    readonly field: string,
  ) {
    super(message);
    this.name = 'CalendarFormatError';
  }
}

/**
 * Day number of a strict `YYYY-MM-DD` date (1-based month).
 * @throws CalendarFormatError (`INVALID_DATE`) for anything else, including `2025-02-29`.
 */
export function parseIsoDay(value: unknown, field = 'date'): number {
  const day = tryParseIsoDate(value);
  if (Number.isNaN(day))
    throw new CalendarFormatError(`${field} must be a real date in the form YYYY-MM-DD (1-based month); got ${JSON.stringify(value)}.`, field);
  return day;
}

/**
 * Day number of a zero-based-month `disabled` string (`"2025-11-25"` = 25 December 2025).
 * @throws CalendarFormatError (`INVALID_DATE`) when malformed (month above 11, impossible date).
 */
export function parseDisabledDay(value: unknown): number {
  const day = tryParseDisabledDate(value);
  if (Number.isNaN(day)) throw new CalendarFormatError(`Not a zero-based-month date string: ${JSON.stringify(value)}.`, 'disabled');
  return day;
}

/**
 * `YYYY-MM-DD` with a 1-based month (API/ISO) to the zero-based `disabled` form:
 * `toDisabledDate('2025-12-25')` is `'2025-11-25'`.
 * @throws CalendarFormatError (`INVALID_DATE`) when malformed.
 */
export function toDisabledDate(isoDate: string): string {
  return formatDisabledDate(parseIsoDay(isoDate));
}

/**
 * Zero-based `disabled` string back to ISO: `fromDisabledDate('2025-11-25')` is `'2025-12-25'`.
 * @throws CalendarFormatError (`INVALID_DATE`) when malformed (month above 11, impossible date).
 */
export function fromDisabledDate(disabledDate: string): string {
  return formatIsoDate(parseDisabledDay(disabledDate));
}

/**
 * `YYYY-MM-DD` with a 1-based month (API/ISO) to the pickadate array form:
 * `toDisabledDateArray('2025-12-25')` is `[2025, 11, 25]`.
 * @throws CalendarFormatError (`INVALID_DATE`) when malformed.
 */
export function toDisabledDateArray(isoDate: string): DisabledDate {
  return formatDisabledDateArray(parseIsoDay(isoDate));
}

/**
 * The same `disabled` array with its dates written in `form`: zero-based strings become
 * `[y, m, d]` arrays (`arrays`) or the other way round (`strings`); `true` and weekday
 * integers are unchanged, and so is the order. Selects the same days as the input
 * ({@link compileCalendar}).
 * @throws CalendarFormatError (`INVALID_DATE`) for a malformed date entry.
 */
export function disabledDatesAs(entries: readonly DisabledInput[], form: 'arrays'): Array<true | number | DisabledDate>;
export function disabledDatesAs(entries: readonly DisabledInput[], form: 'strings'): Array<true | number | string>;
export function disabledDatesAs(entries: readonly DisabledInput[], form: DisabledDateForm): Array<true | number | string | DisabledDate>;
export function disabledDatesAs(entries: readonly DisabledInput[], form: DisabledDateForm): Array<true | number | string | DisabledDate> {
  return entries.map((e) => {
    if (typeof e === 'string') return form === 'arrays' ? formatDisabledDateArray(parseDisabledDay(e)) : e;
    if (Array.isArray(e)) return form === 'strings' ? formatDisabledDate(pickadateDay(e)) : [e[0], e[1], e[2]];
    return e as true | number;
  });
}

/** A calendar read once, to ask about many days (a month grid, a whole horizon). */
export interface CompiledCalendar {
  /** First selectable day number, or NaN when nothing is selectable. */
  readonly minDay: number;
  /** Last selectable day number: `maxDate`, else today + horizon when given, else +Infinity. */
  readonly maxDay: number;
  /** Whether the day (a day number, see civil.ts) is selectable. */
  selectable(day: number): boolean;
}

/**
 * Reads a calendar once. The rules, in order:
 * 1. `minDate` null: nothing is selectable; a day before `minDate` or after `maxDate` never is,
 *    allow-list or not (§4, §5 "Allow-list mode");
 * 2. `daysOfWeek` present and non-empty: a weekday without a window is closed;
 * 3. `disabled` without a leading `true`: a listed weekday or date is not selectable;
 *    with a leading `true`: only a listed weekday or date is (`[true]` alone: none).
 * Unknown entries (an integer outside 1-7, `false`, objects) are ignored, as pickadate.js does.
 *
 * `horizon`: a picker passes the location's `today` (`YYYY-MM-DD`); then, without a
 * `maxDate`, nothing after `today + horizon.days` (365 by default) is selectable, since the
 * engine searches and lists nothing beyond its horizon (docs/scheduling-rules.md §4).
 * Without it there is no upper bound (a server check of a submitted date).
 * @throws CalendarFormatError (`INVALID_DATE`) for a malformed `minDate`, `maxDate`, date entry or `horizon.today`.
 */
export function compileCalendar(calendar: CalendarLike, horizon?: { today: string; days?: number }): CompiledCalendar {
  const minDay = calendar.minDate === null ? Number.NaN : parseIsoDay(calendar.minDate, 'minDate');
  const maxDay =
    calendar.maxDate !== null
      ? parseIsoDay(calendar.maxDate, 'maxDate')
      : horizon
        ? parseIsoDay(horizon.today, 'today') + (horizon.days ?? DEFAULT_HORIZON_DAYS)
        : Number.POSITIVE_INFINITY;
  const allowList = calendar.disabled[0] === true;
  const weekdays = new Set<number>();
  const days = new Set<number>();
  for (const entry of calendar.disabled) {
    if (typeof entry === 'number') {
      if (Number.isInteger(entry) && entry >= 1 && entry <= 7) weekdays.add(entry - 1);
    } else if (typeof entry === 'string') {
      days.add(parseDisabledDay(entry));
    } else if (Array.isArray(entry)) {
      days.add(pickadateDay(entry as readonly number[]));
    }
  }
  const windows = calendar.daysOfWeek ?? null;
  const weekdayOpen =
    windows && Object.keys(windows).length > 0 ? WEEKDAY_KEYS.map((k) => windows[k] !== undefined && windows[k] !== null) : WEEKDAY_KEYS.map(() => true);
  return {
    minDay,
    maxDay,
    selectable(day: number): boolean {
      if (!(day >= minDay && day <= maxDay)) return false;
      const weekday = weekdayOfDay(day);
      if (!weekdayOpen[weekday]) return false;
      const listed = weekdays.has(weekday) || days.has(day);
      return allowList ? listed : !listed;
    },
  };
}

/** Day number of a pickadate `[y, zero-based m, d]` array; out-of-range days roll over as pickadate's do. */
function pickadateDay(entry: readonly number[]): number {
  const [y, m, d] = entry;
  if (![y, m, d].every((n) => Number.isInteger(n))) throw new CalendarFormatError(`Not a [year, month, day] date: ${JSON.stringify(entry)}.`, 'disabled');
  const total = y * 12 + m;
  const year = Math.floor(total / 12);
  return daysFromCivil(year, total - year * 12 + 1, 1) + d - 1;
}

/**
 * Whether a date picker fed `calendar` lets the shopper pick `isoDate` (`YYYY-MM-DD`,
 * 1-based, a calendar day of the location: no time zone is involved once the date is
 * known). Rules: {@link compileCalendar}. Use it also to validate a submitted date.
 * @throws CalendarFormatError (`INVALID_DATE`) for a malformed `isoDate` or calendar date.
 */
export function isSelectableDate(calendar: CalendarLike, isoDate: string): boolean {
  const day = parseIsoDay(isoDate);
  return compileCalendar(calendar).selectable(day);
}

/**
 * Sorts and de-duplicates a `disabled` array the way the engine emits it: leading `true`
 * (if present), then weekday integers ascending, then dates ascending (strings, then
 * `[y, m, d]` arrays, each by date; two entries of the same form and date are duplicates).
 */
export function normalizeDisabled<T extends DisabledInput>(entries: readonly T[]): T[] {
  const ints = [...new Set(entries.filter((e): e is T & number => typeof e === 'number'))].sort((a, b) => a - b);
  const dates = [...new Set(entries.filter((e): e is T & string => typeof e === 'string'))].sort();
  const arrays = new Map<number, T>();
  for (const e of entries) if (Array.isArray(e)) arrays.set(pickadateDay(e as readonly number[]), e);
  const byDay = [...arrays.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  return [...(entries.includes(true as T) ? [true as T] : []), ...ints, ...dates, ...byDay];
}
