import type { WidgetMenuAvailability as MenuAvailability } from '@fulfil/api-client';

/**
 * Formats minor units of an ISO 4217 currency for a locale with `Intl.NumberFormat`
 * (`1450`, `USD`, `en` -> `$14.50`; `500`, `JPY` -> `¥500`): the currency's own number of
 * minor-unit digits, from the runtime's data.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/**
 * Formats a local wall time `HH:MM` for a locale, in the shop's `time_format` (`12h` or
 * `24h`; other values follow the locale). No time zone is involved: the time is the
 * restaurant's, shown as written.
 */
export function formatClock(hhmm: string, locale: string, timeFormat: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour12 = timeFormat === '12h' ? true : timeFormat === '24h' ? false : undefined;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12, timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 1, h % 24, m)));
}

/** A `YYYY-MM-DD` date for a locale, e.g. `Thursday, March 12` (no time zone involved). */
export function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

const WEEKDAY_INDEX: Record<string, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

/** A weekday name (`monday`) as the locale abbreviates it (`Mon`, `lun.`), via `Intl`. */
export function weekdayShort(day: string, locale: string): string {
  const index = WEEKDAY_INDEX[day] ?? 0;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 8 + index))); // 8 March 2026 is a Sunday
}

/** How the widget writes amounts and times for the shopper: the locale, the shop's currency (ISO 4217) and its `time_format`. */
export interface ShopFormat {
  locale: string;
  currency: string;
  timeFormat: string;
}

/** Minor units as money of the shop, e.g. `$14.50`. */
export const money = (f: ShopFormat, minorUnits: number): string => formatMoney(minorUnits, f.currency, f.locale);

/** A local wall time `HH:MM` in the shop's time format, e.g. `1:00 PM`. */
export const clock = (f: ShopFormat, hhmm: string): string => formatClock(hhmm, f.locale, f.timeFormat);

/** A menu's availability windows, e.g. `Mon, Tue 11:00 AM–3:00 PM; Sat 10:00 AM–2:00 PM`. */
export function formatWindows(f: ShopFormat, availability: readonly MenuAvailability[]): string {
  return availability.map((a) => `${a.days.map((d) => weekdayShort(d, f.locale)).join(', ')} ${clock(f, a.from)}–${clock(f, a.until)}`).join('; ');
}
