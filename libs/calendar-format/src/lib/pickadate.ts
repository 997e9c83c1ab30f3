/**
 * Adapter from the engine's calendars to pickadate.js 3.6.4 options (docs/external-contracts.md,
 * "pickadate.js"), for storefront themes that still use that picker; the browser tests of
 * the scheduling engine and fulfilment-api drive pickadate with it. Pure data: no DOM, no jQuery.
 */
import { civilFromDays, tryParseTimeOfDay } from './civil';
import { parseDisabledDay, parseIsoDay, type CalendarLike } from './selectable';

/** pickadate date: `[year, zero-based month, day]` (browser-local calendar date). */
export type PickadateDate = [number, number, number];

/** Options for `$(input).pickadate(options)`. */
export interface PickadateDateOptions {
  /** `false` = no limit (pickadate throws on `null`). */
  min: PickadateDate | false;
  max: PickadateDate | false;
  disable: Array<true | number | PickadateDate>;
}

/** Options for `$(input).pickatime(options)`. */
export interface PickadateTimeOptions {
  /** `[hour, minute]`. */
  min: [number, number];
  max: [number, number];
  /** Minutes between list items, anchored on `min`. */
  interval: number;
  /** `[hour, minute]` items to grey out; `[true]` alone disables every item. */
  disable: Array<true | [number, number]>;
}

function toPickadate(day: number): PickadateDate {
  const [y, m, d] = civilFromDays(day);
  return [y, m - 1, d];
}

/**
 * Date picker options of a calendar: `minDate`/`maxDate` (`YYYY-MM-DD`, 1-based) become
 * `[y, zero-based m, d]` arrays, a null `maxDate` becomes `false`, zero-based `disabled`
 * strings become arrays (pickadate ignores strings), `true`, weekday integers and arrays pass through.
 *
 * `firstDay`: pass 1 when the picker runs with `firstDay: 1` (Monday first, set by many
 * translations); pickadate then reads weekday integers as 1 = Monday, so they are shifted
 * (our 1 = Sunday becomes 7). Default 0 (pickadate's own default, 1 = Sunday).
 *
 * @throws CalendarFormatError (`INVALID_DATE`) for a malformed date in the calendar.
 */
export function toPickadateDateOptions(calendar: CalendarLike, opts: { firstDay?: 0 | 1 } = {}): PickadateDateOptions {
  const disable = calendar.disabled.map((e): true | number | PickadateDate => {
    if (e === true) return true;
    if (typeof e === 'number') return opts.firstDay === 1 ? (e === 1 ? 7 : e - 1) : e;
    if (typeof e === 'string') return toPickadate(parseDisabledDay(e));
    return [e[0], e[1], e[2]];
  });
  return {
    min: calendar.minDate === null ? false : toPickadate(parseIsoDay(calendar.minDate, 'minDate')),
    max: calendar.maxDate === null ? false : toPickadate(parseIsoDay(calendar.maxDate, 'maxDate')),
    disable,
  };
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * Time picker options for one day's available slots (PickupSlotOut or DeliveryTime rows;
 * only `available_from` is read). pickadate lists `min`, `min + interval`, ... `max`; the
 * adapter sets `min`/`max` to the first and last available start, uses `interval` (minutes,
 * default 30) when every start lies on that grid (else the greatest common divisor of the
 * gaps), and disables each grid item that is not an available start (a full slot, one that
 * started, a DST-skipped wall time). No slots: `disable: [true]`. Slot times are wall times
 * of the location; pickadate knows nothing of dates or zones, so call this on date change.
 */
export function toPickadateTimeOptions(slots: ReadonlyArray<{ available_from: string }>, opts: { interval?: number } = {}): PickadateTimeOptions {
  const fallback = opts.interval && opts.interval > 0 ? opts.interval : 30;
  const starts = [...new Set(slots.map((s) => tryParseTimeOfDay(s.available_from)).filter((n) => !Number.isNaN(n)))].sort((a, b) => a - b);
  if (starts.length === 0) return { min: [0, 0], max: [0, 0], interval: fallback, disable: [true] };
  const first = starts[0];
  const last = starts[starts.length - 1];
  let interval = fallback;
  if (!starts.every((s) => (s - first) % fallback === 0)) interval = starts.reduce((g, s) => gcd(g, s - first), 0) || fallback;
  const set = new Set(starts);
  const disable: Array<[number, number]> = [];
  for (let t = first; t <= last; t += interval) if (!set.has(t)) disable.push([Math.floor(t / 60), t % 60]);
  return { min: [Math.floor(first / 60), first % 60], max: [Math.floor(last / 60), last % 60], interval, disable };
}
