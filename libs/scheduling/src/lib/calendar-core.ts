/**
 * The day scan shared by the pickup, delivery and shipping calendars: which local days of
 * a horizon are selectable (§3, §4), which slots of one day are available (§3), and the
 * `disabled` encoding (§5). Integer day numbers throughout; luxon-derived offsets only where
 * a wall time must become an instant.
 */
import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatDisabledDate,
  formatDisabledDateArray,
  MS_PER_DAY,
  tryParseIsoDate,
  Weekday,
  weekdayOfDay,
} from './civil';
import { RuleIssues } from './errors';
import type { Moment } from './preparation';
import type { DisabledArrayEntry, DisabledDateForm, DisabledEntry } from './types';
import type { UsageReader } from './usage';
import type { ZoneRules } from './zone';

/** @internal A slot of a weekday, times in minutes since local midnight. */
export interface CompiledSlot {
  id: number | null;
  start: number;
  end: number;
  /** Enforced limit (false when the merchant's limits are off). */
  limited: boolean;
  limit: number;
  weekday: Weekday;
}

/** @internal What one weekday offers. */
export interface DayPlan {
  /** Slots sorted by start; empty for a date-only plan. */
  slots: CompiledSlot[];
  /** Date-only day (shipping, delivery without time slots): selectable from the earliest instant's date. */
  dateOnly: boolean;
  /** Orders per day (0 = unlimited). */
  dailyLimit: number;
  /** Any per-slot or daily limit to check. */
  hasLimits: boolean;
  /** True when, with no usage at all, some slot has room (a limited slot with limit 0 never has). */
  freeWhenUnused: boolean;
}

/** @internal Blackout/allow lists of a calendar. */
export interface DateLists {
  /** Allow-list mode: `dates`, `yearly` and `allowedWeekdays` are the only allowed days. */
  allowList: boolean;
  dates: Set<number>;
  /** Month * 32 + day of `--MM-DD` entries (every year; 29 February only in leap years). */
  yearly: Set<number>;
  /** Allow-list mode: weekday indexes (0 = sunday) allowed entirely. */
  allowedWeekdays: boolean[];
  /** Per weekday index: days blacked out only when they fall on that weekday (delivery). */
  weekdayBlackouts: Set<number>[] | null;
}

/** @internal A compiled calendar: zone, plans per weekday index and lists. */
export interface CalendarSpec {
  zone: ZoneRules;
  locationId: number | null;
  plans: (DayPlan | null)[];
  lists: DateLists;
}

/** Days searched for `minDate` when there is no `maxDate` (docs/scheduling-rules.md §4); one definition, shared with the picker's adapter. */
export { DEFAULT_HORIZON_DAYS } from '@fulfil/calendar-format';

const YEARLY = /^--(\d{2})-(\d{2})$/;

/** @internal Parses a list of `YYYY-MM-DD` (1-based) or `--MM-DD` (yearly) entries. */
export function parseDateList(
  list: readonly string[] | undefined,
  field: string,
  issues: RuleIssues,
  into?: { dates: Set<number>; yearly: Set<number> },
): { dates: Set<number>; yearly: Set<number> } {
  const out = into ?? { dates: new Set<number>(), yearly: new Set<number>() };
  if (list === undefined || list === null) return out;
  if (!Array.isArray(list)) {
    issues.add(field, 'isArray', `${field} must be an array of YYYY-MM-DD strings`);
    return out;
  }
  list.forEach((entry, i) => {
    const day = tryParseIsoDate(entry);
    if (!Number.isNaN(day)) {
      out.dates.add(day);
      return;
    }
    const y = typeof entry === 'string' ? YEARLY.exec(entry) : null;
    const month = y ? Number(y[1]) : 0;
    const dom = y ? Number(y[2]) : 0;
    if (y && month >= 1 && month <= 12 && dom >= 1 && dom <= daysInMonth(2000, month)) out.yearly.add(month * 32 + dom);
    else issues.add(`${field}[${i}]`, 'isoDate', `${field}[${i}] must be YYYY-MM-DD (1-based month) or --MM-DD; got ${JSON.stringify(entry)}`);
  });
  return out;
}

/**
 * @internal Weekday indexes (0 = sunday) on which the calendar can offer some date at all:
 * the weekday has a plan (a window, slots or a date-only day) and, in allow-list mode, is
 * allowed entirely or some listed date falls on it (a yearly entry may fall on any weekday).
 * Blackouts of single dates never close a weekday.
 */
export function openWeekdayIndexes(spec: CalendarSpec): number[] {
  const open: number[] = [];
  for (let w = 0; w < 7; w++) {
    if (!spec.plans[w]) continue;
    const { lists } = spec;
    if (!lists.allowList || lists.allowedWeekdays[w] || lists.yearly.size > 0 || [...lists.dates].some((d) => weekdayOfDay(d) === w)) open.push(w);
  }
  return open;
}

/** @internal Flags per day of [from, to]: 1 = not allowed by the lists (blackout, or not on the allow-list). */
export function listFlags(lists: DateLists, from: number, to: number): Uint8Array {
  const len = to - from + 1;
  const flags = new Uint8Array(len);
  const listed = lists.allowList ? 0 : 1;
  if (lists.allowList) {
    flags.fill(1);
    const wd0 = weekdayOfDay(from);
    for (let w = 0; w < 7; w++) {
      if (!lists.allowedWeekdays[w]) continue;
      for (let i = (w - wd0 + 7) % 7; i < len; i += 7) flags[i] = 0;
    }
  }
  for (const d of lists.dates) if (d >= from && d <= to) flags[d - from] = listed;
  if (lists.yearly.size > 0) {
    const y0 = civilFromDays(from)[0];
    const y1 = civilFromDays(to)[0];
    for (let y = y0; y <= y1; y++) {
      for (const key of lists.yearly) {
        const month = key >> 5;
        const dom = key & 31;
        if (dom > daysInMonth(y, month)) continue; // --02-29 exists only in leap years
        const d = daysFromCivil(y, month, dom);
        if (d >= from && d <= to) flags[d - from] = listed;
      }
    }
  }
  if (lists.weekdayBlackouts) {
    lists.weekdayBlackouts.forEach((set, w) => {
      for (const d of set) if (d >= from && d <= to && weekdayOfDay(d) === w) flags[d - from] = 1;
    });
  }
  return flags;
}

/** @internal True when a day passes its daily limit check (no limit, nothing used, or below the limit). */
function dailyRoom(plan: DayPlan, usage: UsageReader, hasUsage: boolean): boolean {
  return plan.dailyLimit <= 0 || !hasUsage || usage.used(null) < plan.dailyLimit;
}

/** @internal A slot of {@link availableSlotsOn}; `full` (only with `withFull`) marks one left out for want of room. */
export type DaySlot = CompiledSlot & { full?: true };

/**
 * @internal Available slots of local `day` (§3): the day's plan, each slot's start instant
 * exists (not in a DST gap), is at or after `earliestMs`, is later than now, and has room.
 * Date-only plans return [] (their days are judged whole by {@link scanDays}). The caller checks the lists.
 * With `withFull`, the slots that pass every rule but the room (their limit, or the day's
 * limit, is reached) are kept in their place as copies marked `full: true`; a limited slot
 * with limit 0 (never bookable) is still left out.
 */
export function availableSlotsOn(spec: CalendarSpec, m: Moment, earliestMs: number, day: number, usage: UsageReader, withFull = false): DaySlot[] {
  const plan = spec.plans[weekdayOfDay(day)];
  if (!plan || plan.dateOnly || day < m.today) return [];
  const hasUsage = plan.hasLimits && usage.select(day);
  const dayFull = !dailyRoom(plan, usage, hasUsage);
  if (dayFull && !withFull) return [];
  const out: DaySlot[] = [];
  for (const slot of plan.slots) {
    const t = spec.zone.wallToInstant(day, slot.start);
    if (Number.isNaN(t) || t < earliestMs || t <= m.nowMs) continue;
    const full = dayFull || (slot.limited && (hasUsage ? usage.used(slot.id) : 0) >= slot.limit);
    if (!full) out.push(slot);
    else if (withFull && !(slot.limited && slot.limit <= 0)) out.push({ ...slot, full: true });
  }
  return out;
}

/** @internal Result of {@link scanDays}. */
export interface ScanResult {
  from: number;
  to: number;
  /** 1 = selectable, per day of [from, to]. */
  avail: Uint8Array;
  /** {@link listFlags} of [from, to]. */
  listed: Uint8Array;
  /** First selectable day, NaN when none. */
  first: number;
}

/**
 * @internal Scans [m.today, to]. Days far enough from now and from the earliest instant
 * (two local days or more, no DST transition) skip the instant arithmetic: every wall time
 * of such a day exists and lies after both (offsets differ by at most 24 h). With
 * `firstOnly` the scan stops at the first selectable day (`first` is exact; `avail` then
 * holds only that day).
 */
export function scanDays(spec: CalendarSpec, m: Moment, earliestMs: number, to: number, usage: UsageReader, firstOnly = false): ScanResult {
  const from = m.today;
  const len = Math.max(0, to - from + 1);
  const listed = listFlags(spec.lists, from, to);
  const avail = new Uint8Array(len);
  const zone = spec.zone;
  const earliestDay = Math.max(zone.dayOf(earliestMs), from);
  const detailedUntil = earliestDay + 1;
  const detailed = new Uint8Array(len);
  for (const t of zone.transitionsBetween(m.nowMs - MS_PER_DAY, m.nowMs + (len + 2) * MS_PER_DAY)) {
    for (const d of [zone.dayOf(t - 1), zone.dayOf(t)]) if (d >= from && d <= to) detailed[d - from] = 1;
  }
  let first = Number.NaN;
  let wd = weekdayOfDay(from);
  for (let i = 0; i < len; i++, wd = wd === 6 ? 0 : wd + 1) {
    const plan = spec.plans[wd];
    if (!plan || listed[i]) continue;
    const day = from + i;
    let ok: boolean;
    if (plan.dateOnly) ok = day >= earliestDay && dailyRoom(plan, usage, plan.hasLimits && usage.select(day));
    else if (day < earliestDay - 1) ok = false;
    else if (day <= detailedUntil || detailed[i]) ok = availableSlotsOn(spec, m, earliestMs, day, usage).length > 0;
    else if (!plan.hasLimits) ok = plan.slots.length > 0;
    else if (!usage.select(day)) ok = plan.freeWhenUnused;
    else if (plan.dailyLimit > 0 && usage.used(null) >= plan.dailyLimit) ok = false;
    else {
      ok = false;
      for (const slot of plan.slots) {
        if (!slot.limited || usage.used(slot.id) < slot.limit) {
          ok = true;
          break;
        }
      }
    }
    if (ok) {
      avail[i] = 1;
      if (Number.isNaN(first)) first = day;
      if (firstOnly) break;
    }
  }
  return { from, to, avail, listed, first };
}

/**
 * @internal The `disabled` array (§5) of a scan: blocklist = closed weekday integers, then
 * blackout dates and unavailable dates from the first selectable day on; allow-list =
 * `[true, ...weekday integers whose every date from the first selectable day is
 * selectable, ...remaining selectable dates]`. Nothing selectable = `[true]`. Dates are
 * written in `form`: zero-based `YYYY-MM-DD` strings (the pickup calendar's default) or
 * `[y, zero-based m, d]` arrays (delivery, shipping); the month is 0-11 either way.
 */
export function encodeDisabled(spec: CalendarSpec, scan: ScanResult, form: 'arrays'): DisabledArrayEntry[];
export function encodeDisabled(spec: CalendarSpec, scan: ScanResult, form: DisabledDateForm): DisabledEntry[];
export function encodeDisabled(spec: CalendarSpec, scan: ScanResult, form: DisabledDateForm): DisabledEntry[] {
  const { from, avail, listed, first } = scan;
  if (Number.isNaN(first)) return [true];
  const wd0 = weekdayOfDay(from);
  const date = form === 'arrays' ? formatDisabledDateArray : formatDisabledDate;
  const out: DisabledEntry[] = [];
  if (!spec.lists.allowList) {
    for (let w = 0; w < 7; w++) if (!spec.plans[w]) out.push(w + 1);
    for (let i = 0, wd = wd0; i < avail.length; i++, wd = wd === 6 ? 0 : wd + 1) {
      if (!spec.plans[wd]) continue;
      if (listed[i] || (from + i >= first && !avail[i])) out.push(date(from + i));
    }
    return out;
  }
  out.push(true);
  const whole: boolean[] = [];
  for (let w = 0; w < 7; w++) {
    let all = spec.lists.allowedWeekdays[w] && !!spec.plans[w];
    let count = 0;
    for (let i = (w - wd0 + 7) % 7; all && i < avail.length; i += 7) {
      if (from + i < first) continue;
      count++;
      if (!avail[i]) all = false;
    }
    whole.push(all && count > 0);
    if (whole[w]) out.push(w + 1);
  }
  for (let i = first - from, wd = weekdayOfDay(first); i < avail.length; i++, wd = wd === 6 ? 0 : wd + 1) {
    if (avail[i] && !whole[wd]) out.push(date(from + i));
  }
  return out;
}

/** @internal Checks a whole number of at least `min`. */
export function checkInteger(value: unknown, field: string, issues: RuleIssues, min = 0): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    issues.add(field, 'integer', `${field} must be a whole number >= ${min}`);
    return false;
  }
  return true;
}

/** @internal Finishes a plan's derived flags. */
export function makePlan(slots: CompiledSlot[], dateOnly: boolean, dailyLimit: number): DayPlan {
  slots.sort((a, b) => a.start - b.start || (a.id ?? -1) - (b.id ?? -1));
  const slotLimits = slots.some((s) => s.limited);
  return {
    slots,
    dateOnly,
    dailyLimit,
    hasLimits: slotLimits || dailyLimit > 0,
    freeWhenUnused: dateOnly || slots.some((s) => !s.limited || s.limit > 0),
  };
}
