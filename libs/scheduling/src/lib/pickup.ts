/**
 * Pickup calendar rules and pickup slots for a date (docs/scheduling-rules.md §3-§5).
 */
import {
  availableSlotsOn,
  CalendarSpec,
  checkInteger,
  CompiledSlot,
  DayPlan,
  DaySlot,
  DEFAULT_HORIZON_DAYS,
  encodeDisabled,
  listFlags,
  makePlan,
  openWeekdayIndexes,
  parseDateList,
  scanDays,
} from './calendar-core';
import {
  formatIsoDate,
  formatLocalDateTime,
  formatTimeOfDay,
  MS_PER_MINUTE,
  parseIsoDate,
  parseTimeField,
  timePair,
  WEEKDAYS,
  Weekday,
  WEEKDAYS_BY_INDEX,
  weekdayOfDay,
} from './civil';
import { RuleIssues } from './errors';
import { CutoffRule, checkProducts, compileGeneral, Moment, momentOf, preparationInstant } from './preparation';
import type { FirstAvailable, PickupCalendarRules, PickupInput, PickupRules, PickupSlotOut, SlotsOfDateOptions, WithFull } from './types';
import { usageReader } from './usage';
import { toEpochMs, zoneRules } from './zone';

interface CompiledPickup {
  spec: CalendarSpec;
  /** Window per weekday index in minutes, null when closed. */
  windows: ({ min: number; max: number } | null)[];
  general: (CutoffRule | undefined)[] | null;
}

function compilePickup(input: PickupInput): CompiledPickup {
  const rules: PickupRules = input.rules;
  const issues = new RuleIssues();
  const zone = zoneRules(rules.timezone, 'rules.timezone');
  const interval = rules.intervalMinutes;
  const intervalOk = checkInteger(interval, 'rules.intervalMinutes', issues, 1);
  if (rules.futureOrderWindowDays !== null && rules.futureOrderWindowDays !== undefined)
    checkInteger(rules.futureOrderWindowDays, 'rules.futureOrderWindowDays', issues, 0);

  const rowsByDay: CompiledSlot[][] = WEEKDAYS_BY_INDEX.map(() => []);
  (rules.slots ?? []).forEach((row, i) => {
    const f = `rules.slots[${i}]`;
    const wd = WEEKDAYS_BY_INDEX.indexOf(row.day_of_week);
    if (wd < 0) issues.add(`${f}.day_of_week`, 'isIn', `${f}.day_of_week must be a lowercase English weekday`);
    if (row.location_id !== rules.locationId) issues.add(`${f}.location_id`, 'equals', `${f}.location_id must be the location's id ${rules.locationId}`);
    const start = parseTimeField(row.available_from, `${f}.available_from`, issues);
    const end = parseTimeField(row.available_until, `${f}.available_until`, issues, true);
    if (start >= end) issues.add(`${f}.available_until`, 'after', `${f}.available_until must be later than available_from`);
    if (row.limited && typeof row.limit !== 'number') issues.add(`${f}.limit`, 'number', `${f}.limit must be a number`);
    if (wd >= 0 && start < end) {
      const limited = !!rules.limitsEnabled && !!row.limited;
      rowsByDay[wd].push({ id: row.id, start, end, limited, limit: limited ? row.limit : 0, weekday: WEEKDAYS_BY_INDEX[wd] });
    }
  });

  const windows: ({ min: number; max: number } | null)[] = [];
  const plans: (DayPlan | null)[] = WEEKDAYS_BY_INDEX.map((wd, w) => {
    const win = rules.weekdayWindows?.[wd];
    let window: { min: number; max: number } | null = null;
    if (win) {
      const min = parseTimeField(win.min, `rules.weekdayWindows.${wd}.min`, issues);
      const max = parseTimeField(win.max, `rules.weekdayWindows.${wd}.max`, issues, true);
      if (min < max) window = { min, max }; // an empty or overnight window closes the day
    }
    let slots = rowsByDay[w];
    if (slots.length > 0) {
      window ??= { min: Math.min(...slots.map((s) => s.start)), max: Math.max(...slots.map((s) => s.end)) };
    } else if (window && intervalOk) {
      slots = [];
      for (let s = window.min; s + interval <= window.max; s += interval)
        slots.push({ id: null, start: s, end: s + interval, limited: false, limit: 0, weekday: wd });
    }
    if (slots.length === 0) window = null;
    windows.push(window);
    return window ? makePlan(slots, false, 0) : null;
  });

  const lists = parseDateList(rules.blackoutDates, 'rules.blackoutDates', issues);
  const allowedWeekdays = WEEKDAYS_BY_INDEX.map(() => false);
  for (const wd of rules.allowedWeekdays ?? []) {
    const w = WEEKDAYS_BY_INDEX.indexOf(wd);
    if (w < 0) issues.add('rules.allowedWeekdays', 'isIn', 'rules.allowedWeekdays must hold lowercase English weekdays');
    else allowedWeekdays[w] = true;
  }
  const general = compileGeneral(input.preparation, issues);
  checkProducts(input.preparation?.product_based, issues, 'preparation.product_based');
  issues.throwIfAny('pickup configuration');
  return {
    spec: {
      zone,
      locationId: rules.locationId,
      plans,
      lists: { allowList: !!rules.allowListMode, dates: lists.dates, yearly: lists.yearly, allowedWeekdays, weekdayBlackouts: null },
    },
    windows,
    general,
  };
}

function slotOut(c: CompiledPickup, slot: DaySlot): WithFull<PickupSlotOut> {
  const out: WithFull<PickupSlotOut> = {
    id: slot.id,
    location_id: c.spec.locationId as number,
    day_of_week: slot.weekday,
    available_from: formatTimeOfDay(slot.start),
    available_until: formatTimeOfDay(slot.end),
    limited: slot.limited,
    limit: slot.limit,
  };
  if (slot.full) out.full = true;
  return out;
}

function hm(minutes: number): { hour: string; minute: string } {
  const [hour, minute] = timePair(minutes);
  return { hour, minute };
}

/**
 * Compiled rules by their rules object, with the PreparationTimes they were compiled with:
 * the storefront hands the engine the same frozen objects for as long as a shop's
 * configuration is unchanged, so a calendar compiles its rules once, not per request.
 */
const compiledPickups = new WeakMap<PickupRules, { preparation: PickupInput['preparation']; compiled: CompiledPickup }>();

/** {@link compilePickup}, reused while `input.rules` and `input.preparation` are the same objects (both must not change once given to the engine). */
function compiledPickup(input: PickupInput): CompiledPickup {
  const known = compiledPickups.get(input.rules);
  if (known && known.preparation === input.preparation) return known.compiled;
  const compiled = compilePickup(input);
  compiledPickups.set(input.rules, { preparation: input.preparation, compiled });
  return compiled;
}

function setUp(input: PickupInput): { c: CompiledPickup; m: Moment; earliestMs: number } {
  const c = compiledPickup(input);
  const m = momentOf(c.spec.zone, toEpochMs(input.now));
  return { c, m, earliestMs: preparationInstant(m, c.general, input.preparation, input.cart) };
}

/**
 * PickupCalendarRules for a location, cart and "now" (§3-§5; spec "PickupCalendarRules").
 *
 * - Time zone: everything is local to `rules.timezone`; the process `TZ` never matters.
 * - `minDateTime`/`minDate`: first available slot at or after the earliest instant
 *   (preparation, §2), rolling past blackouts, closed weekdays and full days, within
 *   `maxDate` or {@link DEFAULT_HORIZON_DAYS} days; null (and `disabled` `[true]`) when none.
 * - `maxDate`: today + `futureOrderWindowDays` (inclusive), else null.
 * - `minTime`/`maxTime`: window of `minDate` as `[HH, MM]`; `interval`: minutes.
 * - `disabled`: §5 encoding (zero-based months, 1 = Sunday, leading `true` in allow-list mode),
 *   sorted, duplicate-free, dates from today to the horizon only; dates as `"YYYY-MM-DD"`
 *   strings, or `[y, m, d]` arrays with `input.disabledDates: 'arrays'`.
 * - `minDateSlots`: available slots of `minDate`, only when `rules.limitsEnabled`.
 *
 * Errors: `INVALID_RULES` (422, `errors` lists fields) for a bad zone, window, interval,
 * slot row, date list or preparation; `INVALID_INSTANT` (400) for a bad `now`.
 */
export function pickupCalendar(input: PickupInput): PickupCalendarRules {
  const { c, m, earliestMs } = setUp(input);
  const maxDay =
    input.rules.futureOrderWindowDays === null || input.rules.futureOrderWindowDays === undefined ? null : m.today + input.rules.futureOrderWindowDays;
  const usage = usageReader(input.usage, c.spec.locationId);
  const scan = scanDays(c.spec, m, earliestMs, maxDay ?? m.today + DEFAULT_HORIZON_DAYS, usage);
  const daysOfWeek: PickupCalendarRules['daysOfWeek'] = {};
  for (const wd of WEEKDAYS) {
    const win = c.windows[WEEKDAYS_BY_INDEX.indexOf(wd)];
    if (win) daysOfWeek[wd] = { min: hm(win.min), max: hm(win.max) };
  }
  const result: PickupCalendarRules = {
    minDateTime: null,
    minDate: null,
    maxDate: maxDay === null ? null : formatIsoDate(maxDay),
    minTime: null,
    maxTime: null,
    disabled: encodeDisabled(c.spec, scan, input.disabledDates === 'arrays' ? 'arrays' : 'strings'),
    interval: input.rules.intervalMinutes,
    daysOfWeek,
    timezone: c.spec.zone.name,
  };
  if (!Number.isNaN(scan.first)) {
    const slots = availableSlotsOn(c.spec, m, earliestMs, scan.first, usage);
    const win = c.windows[weekdayOfDay(scan.first)] as { min: number; max: number };
    result.minDateTime = formatLocalDateTime(scan.first, slots[0].start * MS_PER_MINUTE);
    result.minDate = formatIsoDate(scan.first);
    result.minTime = timePair(win.min);
    result.maxTime = timePair(win.max);
    if (input.rules.limitsEnabled) result.minDateSlots = slots.map((s) => slotOut(c, s));
  } else if (input.rules.limitsEnabled) {
    result.minDateSlots = [];
  }
  return result;
}

/**
 * `minDate` and `minDateTime` of {@link pickupCalendar} for the same input, without the rest
 * of the calendar: the scan stops at the first available date (a search listing many
 * locations' next times needs no `disabled` list). Errors as {@link pickupCalendar}.
 */
export function pickupFirstAvailable(input: PickupInput): FirstAvailable {
  const { c, m, earliestMs } = setUp(input);
  const n = input.rules.futureOrderWindowDays;
  const maxDay = n === null || n === undefined ? null : m.today + n;
  const usage = usageReader(input.usage, c.spec.locationId);
  const { first } = scanDays(c.spec, m, earliestMs, maxDay ?? m.today + DEFAULT_HORIZON_DAYS, usage, true);
  if (Number.isNaN(first)) return { minDate: null, minDateTime: null };
  const slots = availableSlotsOn(c.spec, m, earliestMs, first, usage);
  return { minDate: formatIsoDate(first), minDateTime: formatLocalDateTime(first, slots[0].start * MS_PER_MINUTE) };
}

/**
 * The weekdays on which the pickup calendar can offer a date at all (lowercase English,
 * sunday first): a window or slot rows that leave a slot, and in allow-list mode
 * (`allowListMode`) an allowed weekday or a listed date on it. Preparation, single
 * blackouts, capacity and `now` are not considered (the calendar's `minDate` is). Errors as
 * {@link pickupCalendar} (the rules are compiled as it compiles them).
 */
export function pickupOpenWeekdays(input: PickupInput): Weekday[] {
  return openWeekdayIndexes(compiledPickup(input).spec).map((w) => WEEKDAYS_BY_INDEX[w]);
}

/**
 * Available pickup slots of one local date (§3): `date` is `YYYY-MM-DD` (1-based) in
 * `rules.timezone`. A past, blacked-out, not-allowed, closed or beyond-`maxDate` date gives
 * `[]`; otherwise the day's slots whose start exists (DST), is at or after the earliest
 * instant, has not started (start <= now counts as started) and is not full, sorted by
 * start. Slots generated from window + interval have `id` null and `available_until` =
 * start + interval. With `options.includeFull` the full ones (slot or daily limit reached)
 * are listed too, in their place, marked `full: true` (docs/storefront-picker.md, "Full times").
 *
 * Errors: `INVALID_DATE` (400) for a malformed date; otherwise as {@link pickupCalendar}.
 */
export function pickupSlotsForDate(input: PickupInput, date: string, options: SlotsOfDateOptions = {}): Array<WithFull<PickupSlotOut>> {
  const day = parseIsoDate(date);
  const { c, m, earliestMs } = setUp(input);
  const n = input.rules.futureOrderWindowDays;
  if (day < m.today || (n !== null && n !== undefined && day > m.today + n)) return [];
  if (listFlags(c.spec.lists, day, day)[0]) return [];
  return availableSlotsOn(c.spec, m, earliestMs, day, usageReader(input.usage, c.spec.locationId), options.includeFull === true).map((s) => slotOut(c, s));
}
