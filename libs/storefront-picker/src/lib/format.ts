/**
 * Dates, times and distances with `Intl`, in the page's language and the location's time
 * zone (docs/storefront-picker.md, "Dates and times"). A `YYYY-MM-DD` is a calendar day of
 * the location: it is formatted as that civil date (at UTC noon in the UTC zone), never
 * converted through the browser's zone, so a shopper in Tokyo sees the same day as one in
 * Chicago.
 */
import { fill } from './i18n';

const cache = new Map<string, Intl.DateTimeFormat>();

function dtf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** The civil date as a UTC-noon Date (only ever formatted with `timeZone: 'UTC'`). */
function civil(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** A long date in `locale`: `formatDate('2026-03-10', 'en')` is "Tuesday, March 10, 2026". */
export function formatDate(isoDate: string, locale: string): string {
  return dtf(locale, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(civil(isoDate));
}

/** A month title: `formatMonth(2026, 3, 'de')` is "März 2026". */
export function formatMonth(year: number, month: number, locale: string): string {
  return dtf(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** Narrow and long weekday names, index 0 = sunday ... 6 = saturday. */
export function weekdayNames(locale: string): { short: string[]; long: string[] } {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 2, 8 + i, 12))); // 8 March 2026 was a Sunday
  return {
    short: days.map((d) => dtf(locale, { timeZone: 'UTC', weekday: 'short' }).format(d)),
    long: days.map((d) => dtf(locale, { timeZone: 'UTC', weekday: 'long' }).format(d)),
  };
}

/** A wall time `HH:MM` of the location in `locale` ("2:00 PM", "14:00"); `24:00` (an end of day) reads as midnight. */
export function formatTime(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return dtf(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2026, 0, 1, h % 24, m)));
}

/**
 * The short name of `timeZone` on `isoDate` in `locale` ("EDT", "GMT+1", "MEZ"): the label
 * shown next to the location's times, right across a DST change.
 */
export function zoneLabel(timeZone: string, isoDate: string, locale: string): string {
  return zoneNameAt(timeZone, civil(isoDate), locale);
}

/** The short name of `timeZone` at `instant` in `locale`, or the zone's id when Intl does not know it. */
function zoneNameAt(timeZone: string, instant: Date, locale: string): string {
  try {
    const parts = dtf(locale, { timeZone, timeZoneName: 'short', hour: 'numeric' }).formatToParts(instant);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A distance in the shop's unit (`miles` or `kilometers`) in `locale`: "1.2 mi", "3,4 km". */
export function formatDistance(value: number, measurement: string, locale: string): string {
  const unit = measurement.startsWith('mile') ? 'mile' : 'kilometer';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** An instant as a time of day in `timeZone` ("2:45 PM"), e.g. the end of a hold. */
export function formatInstantTime(instant: Date, timeZone: string, locale: string): string {
  return dtf(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/**
 * The hold's line of the status ("Held for you until 1:30 PM CST"): `template` (the
 * `heldUntil` string) filled with the end's wall time in the location's `timeZone` and the
 * zone's short name at that instant, the same label the times carry.
 */
export function formatHeldUntil(template: string, instant: Date, timeZone: string, locale: string): string {
  return fill(template, { time: formatInstantTime(instant, timeZone, locale), zone: zoneNameAt(timeZone, instant, locale) });
}

/**
 * The first day of the week for `locale` (0 = sunday, 1 = monday, ...), from
 * `Intl.Locale#getWeekInfo` (or `weekInfo`) where the browser has it; else Sunday for
 * the US, Canada and Japan, Monday elsewhere.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = l.getWeekInfo?.() ?? l.weekInfo;
    if (info && typeof info.firstDay === 'number') return info.firstDay % 7; // 7 = sunday
    const region = l.maximize().region;
    return region === 'US' || region === 'CA' || region === 'JP' ? 0 : 1;
  } catch {
    return 0;
  }
}
