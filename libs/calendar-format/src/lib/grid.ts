/**
 * Month grids and "today" for a date picker that shows a location's calendar days whatever
 * the shopper's own time zone (docs/storefront-picker.md, "The calendar adapter"). No Date
 * arithmetic on local time: days are day numbers (civil.ts), and the only zone conversion
 * ("what date is it now at the location") goes through `Intl.DateTimeFormat`.
 */
import { civilFromDays, daysFromCivil, daysInMonth, formatIsoDate, weekdayOfDay } from './civil';
import { compileCalendar, DEFAULT_HORIZON_DAYS, parseIsoDay, type CalendarLike, type CompiledCalendar } from './selectable';

/** A month: `year` and `month` 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** One day of a month grid. */
export interface DayCell {
  /** `YYYY-MM-DD`, 1-based month. */
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  /** 0 = sunday ... 6 = saturday. */
  weekday: number;
  /** What {@link compileCalendar} says about the day. */
  selectable: boolean;
}

/** A month laid out in weeks of seven columns; `null` pads the first and last week. */
export interface MonthGrid extends YearMonth {
  /** Weekday of each column, 0 = sunday ... 6 = saturday, starting at the grid's first day of the week. */
  columns: number[];
  weeks: Array<Array<DayCell | null>>;
}

/**
 * The grid of `month` for a calendar.
 * @param calendar the API's calendar, or one already read by {@link compileCalendar}
 * @param firstDayOfWeek weekday of the first column: 0 = sunday (US), 1 = monday (most of Europe), ...
 * @throws CalendarFormatError (`INVALID_DATE`) for a malformed calendar date
 */
export function monthGrid(calendar: CalendarLike | CompiledCalendar, at: YearMonth, firstDayOfWeek = 0): MonthGrid {
  const compiled = 'selectable' in calendar ? calendar : compileCalendar(calendar);
  const first = daysFromCivil(at.year, at.month, 1);
  const length = daysInMonth(at.year, at.month);
  const columns = Array.from({ length: 7 }, (_, i) => (firstDayOfWeek + i) % 7);
  const lead = (weekdayOfDay(first) - firstDayOfWeek + 7) % 7;
  const cells: Array<DayCell | null> = Array.from({ length: lead }, () => null);
  for (let i = 0; i < length; i++) {
    const day = first + i;
    cells.push({ date: formatIsoDate(day), day: i + 1, weekday: weekdayOfDay(day), selectable: compiled.selectable(day) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<DayCell | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { year: at.year, month: at.month, columns, weeks };
}

/** The month of a `YYYY-MM-DD` date. @throws CalendarFormatError for a malformed date. */
export function monthOf(isoDate: string): YearMonth {
  const [year, month] = civilFromDays(parseIsoDay(isoDate));
  return { year, month };
}

/** `at` plus `months` (negative goes back). */
export function addMonths(at: YearMonth, months: number): YearMonth {
  const total = at.year * 12 + at.month - 1 + months;
  const year = Math.floor(total / 12);
  return { year, month: total - year * 12 + 1 };
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The months a picker lets the shopper page through: from the month of `minDate` to the
 * month of `maxDate`, or of `today + horizonDays` when `maxDate` is null (the engine lists
 * nothing beyond its horizon, 365 days: docs/scheduling-rules.md §4). Null when `minDate`
 * is null (nothing to pick).
 * @param today the location's date today (`YYYY-MM-DD`, see {@link todayIn})
 */
export function monthRange(calendar: CalendarLike, today: string, horizonDays = DEFAULT_HORIZON_DAYS): { first: YearMonth; last: YearMonth } | null {
  if (calendar.minDate === null) return null;
  const first = monthOf(calendar.minDate);
  const lastDay = calendar.maxDate ?? formatIsoDate(parseIsoDay(today, 'today') + horizonDays);
  const last = monthOf(lastDay);
  return { first, last: compareMonths(last, first) < 0 ? first : last };
}

/** `YYYY-MM-DD` plus `days` calendar days. @throws CalendarFormatError for a malformed date. */
export function plusDays(isoDate: string, days: number): string {
  return formatIsoDate(parseIsoDay(isoDate) + days);
}

/** Weekday (0 = sunday ... 6 = saturday) of a `YYYY-MM-DD` date; no time zone involved. */
export function weekdayOfDate(isoDate: string): number {
  return weekdayOfDay(parseIsoDay(isoDate));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date at `timeZone` (IANA name, e.g. `America/Chicago`) at the instant `now`,
 * as `YYYY-MM-DD`: what "today" is at the location, whatever the browser's own zone.
 * @throws RangeError for an unknown time zone (from `Intl.DateTimeFormat`)
 */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}`;
}
