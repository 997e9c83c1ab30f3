/**
 * Delivery calendar and delivery times for a date (docs/scheduling-rules.md §2-§5, §7):
 * per-weekday breakpoint/before/after, blackouts, per-weekday blackouts, flip_blackout_dates.
 */
import {
  availableSlotsOn,
  CalendarSpec,
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
  Weekday,
  WEEKDAYS_BY_INDEX,
  weekdayOfDay,
} from './civil';
import { RuleIssues } from './errors';
import {
  CutoffRule,
  cutoffRuleInstant,
  checkAmount,
  checkProducts,
  compileGeneral,
  EarliestFulfilment,
  Moment,
  momentOf,
  preparationInstant,
  renderEarliest,
} from './preparation';
import type { DeliveryCalendar, DeliveryInput, DeliveryTime, FirstAvailable, SlotsOfDateOptions, WithFull } from './types';
import { usageReader } from './usage';
import { toEpochMs, zoneRules } from './zone';

interface CompiledDelivery {
  spec: CalendarSpec;
  dayRules: (CutoffRule | undefined)[];
  general: (CutoffRule | undefined)[] | null;
  /** Per weekday index: earliest slot start and latest slot end (minutes), null when closed or date-only. */
  windows: ({ min: number; max: number } | null)[];
  /** Some weekday delivers in time slots (`timePickerEnabled`). */
  usesSlots: boolean;
  /** Some slot is `limited` (the calendar then carries `minDateSlots`). */
  limitedSlots: boolean;
}

function compileDelivery(input: DeliveryInput): CompiledDelivery {
  const issues = new RuleIssues();
  const zone = zoneRules(input.timezone, 'timezone');
  const d = input.delivery ?? ({} as DeliveryInput['delivery']);
  const dayRules: (CutoffRule | undefined)[] = [];
  const weekdayBlackouts: Set<number>[] = [];
  const plans: (DayPlan | null)[] = WEEKDAYS_BY_INDEX.map((wd) => {
    const r = d[wd];
    const f = `delivery.${wd}`;
    weekdayBlackouts.push(parseDateList(r?.blackout_dates, `${f}.blackout_dates`, issues).dates);
    if (!r) {
      dayRules.push(undefined);
      return null;
    }
    const useCutoff = !!r.useBreakpoint;
    const cutoff = useCutoff ? parseTimeField(r.breakpoint, `${f}.breakpoint`, issues) : 0;
    const ok = checkAmount(r.before, `${f}.before`, issues) && checkAmount(r.after, `${f}.after`, issues);
    dayRules.push(ok ? { useCutoff, cutoff, before: r.before, after: r.after } : undefined);
    if (!r.slots?.enabled) return makePlan([], true, 0);
    const slots: CompiledSlot[] = [];
    (r.slots.slots ?? []).forEach((row, i) => {
      const sf = `${f}.slots.slots[${i}]`;
      const start = parseTimeField(row.from, `${sf}.from`, issues);
      const end = parseTimeField(row.until, `${sf}.until`, issues, true);
      if (start >= end) issues.add(`${sf}.until`, 'after', `${sf}.until must be later than from`);
      else slots.push({ id: row.id, start, end, limited: !!row.limited, limit: row.limited ? row.limit : 0, weekday: wd });
    });
    return slots.length > 0 ? makePlan(slots, false, 0) : null;
  });
  const lists = parseDateList(d.blackouts, 'delivery.blackouts', issues);
  const general = compileGeneral(input.preparation, issues);
  checkProducts(input.preparation?.product_based, issues, 'preparation.product_based');
  issues.throwIfAny('delivery configuration');
  const windows = plans.map((p) => (p && !p.dateOnly ? { min: p.slots[0].start, max: Math.max(...p.slots.map((s) => s.end)) } : null));
  return {
    windows,
    usesSlots: windows.some((w) => w !== null),
    limitedSlots: plans.some((p) => !!p && p.slots.some((s) => s.limited)),
    spec: {
      zone,
      locationId: input.locationId,
      plans,
      lists: {
        allowList: !!d.flip_blackout_dates,
        dates: lists.dates,
        yearly: lists.yearly,
        allowedWeekdays: WEEKDAYS_BY_INDEX.map(() => false),
        weekdayBlackouts,
      },
    },
    dayRules,
    general,
  };
}

/**
 * Compiled rules by their `delivery` settings object, with the zone, location and
 * PreparationTimes they were compiled with: the storefront hands the engine the same frozen
 * objects for as long as a shop's configuration is unchanged, so a calendar compiles its
 * rules once, not per request.
 */
const compiledDeliveries = new WeakMap<object, { input: Pick<DeliveryInput, 'timezone' | 'locationId' | 'preparation'>; compiled: CompiledDelivery }>();

/** {@link compileDelivery}, reused while `input.delivery` and `input.preparation` are the same objects (neither may change once given to the engine). */
function compiledDelivery(input: DeliveryInput): CompiledDelivery {
  if (!input.delivery) return compileDelivery(input);
  const known = compiledDeliveries.get(input.delivery);
  if (known && known.input.preparation === input.preparation && known.input.timezone === input.timezone && known.input.locationId === input.locationId)
    return known.compiled;
  const compiled = compileDelivery(input);
  compiledDeliveries.set(input.delivery, { input: { timezone: input.timezone, locationId: input.locationId, preparation: input.preparation }, compiled });
  return compiled;
}

function setUp(input: DeliveryInput): { c: CompiledDelivery; m: Moment; earliestMs: number } {
  const c = compiledDelivery(input);
  const m = momentOf(c.spec.zone, toEpochMs(input.now));
  const rule = c.dayRules[m.weekday];
  const weekdayRule = rule ? cutoffRuleInstant(m, rule) : m.nowMs;
  return { c, m, earliestMs: Math.max(weekdayRule, preparationInstant(m, c.general, input.preparation, input.cart)) };
}

/**
 * Earliest delivery instant for a location, cart and now (§2, §7): the maximum of the
 * location's `delivery.<weekday of now>` rule (its cutoff, `breakpoint`, when `useBreakpoint`; at or before
 * HH:MM:00.000 = `before`, later = `after`; `days` are calendar days in `input.timezone`,
 * `minutes`/`hours` elapsed time) and the delivery PreparationTimes (general + products).
 * Errors as {@link deliveryCalendar}.
 */
export function deliveryEarliestFulfilment(input: DeliveryInput): EarliestFulfilment {
  const { c, earliestMs } = setUp(input);
  return renderEarliest(c.spec.zone, earliestMs);
}

/**
 * Delivery calendar `{minDate, minDateTime, maxDate, minTime, maxTime, disabled,
 * minDateSlots?, datePickerEnabled, timePickerEnabled, timezone}` (§3-§5, §7).
 *
 * - Zone: `input.timezone` (the location's, falling back to the shop's).
 * - `disabled`: §5, dates as `[y, zero-based m, d]` arrays (the original service's form).
 * - `minTime`/`maxTime`: the window of `minDate`'s weekday as `[HH, MM]`, defined as for
 *   pickup (§3): its earliest slot start and latest slot end; null when `minDate` is null or
 *   a date-only day.
 * - `minDateSlots`: the available slots of `minDate` (the DeliveryTime rows of
 *   {@link deliveryTimesForDate}), only when some slot of the location is `limited` (as
 *   pickup returns it only with order limits); `[]` when there are none.
 * - `datePickerEnabled` is true; `timePickerEnabled` is true when some weekday delivers in
 *   time slots.
 * - Weekday open: `delivery.<weekday>` present and either slots enabled with at least one
 *   slot, or slots disabled (a date-only day, selectable from the earliest instant's date).
 * - `delivery.blackouts` are blackout dates, or with `flip_blackout_dates` the only allowed
 *   dates (`disabled` then starts with `true`); `delivery.<weekday>.blackout_dates` black
 *   out a date only when it falls on that weekday, in both modes.
 * - No maximum date (`maxDate` null); `minDate` is searched 365 days ahead.
 *
 * Errors: `INVALID_RULES` (422) for a bad zone, time, amount, slot or date list;
 * `INVALID_INSTANT` (400) for a bad `now`.
 */
export function deliveryCalendar(input: DeliveryInput): DeliveryCalendar {
  const { c, m, earliestMs } = setUp(input);
  const usage = usageReader(input.usage, input.locationId);
  const scan = scanDays(c.spec, m, earliestMs, m.today + DEFAULT_HORIZON_DAYS, usage);
  let minDateTime: string | null = null;
  let slots: CompiledSlot[] = [];
  let window: { min: number; max: number } | null = null;
  if (!Number.isNaN(scan.first)) {
    slots = availableSlotsOn(c.spec, m, earliestMs, scan.first, usage);
    if (slots.length > 0) minDateTime = formatLocalDateTime(scan.first, slots[0].start * MS_PER_MINUTE);
    window = c.windows[weekdayOfDay(scan.first)];
  }
  return {
    minDate: Number.isNaN(scan.first) ? null : formatIsoDate(scan.first),
    minDateTime,
    maxDate: null,
    minTime: window ? timePair(window.min) : null,
    maxTime: window ? timePair(window.max) : null,
    disabled: encodeDisabled(c.spec, scan, 'arrays'),
    ...(c.limitedSlots ? { minDateSlots: slots.map(deliveryTime) } : {}),
    datePickerEnabled: true,
    timePickerEnabled: c.usesSlots,
    timezone: c.spec.zone.name,
  };
}

/** A compiled slot as a DeliveryTime row (`day_of_week` = the weekday it is configured under). */
function deliveryTime(s: DaySlot): WithFull<DeliveryTime> {
  const out: WithFull<DeliveryTime> = {
    id: s.id as number,
    day_of_week: s.weekday,
    available_from: formatTimeOfDay(s.start),
    available_until: formatTimeOfDay(s.end),
    limited: s.limited,
    limit: s.limit,
  };
  if (s.full) out.full = true;
  return out;
}

/**
 * `minDate` and `minDateTime` of {@link deliveryCalendar} for the same input, without the
 * rest of the calendar: the scan stops at the first available date. Errors as
 * {@link deliveryCalendar}.
 */
export function deliveryFirstAvailable(input: DeliveryInput): FirstAvailable {
  const { c, m, earliestMs } = setUp(input);
  const usage = usageReader(input.usage, input.locationId);
  const { first } = scanDays(c.spec, m, earliestMs, m.today + DEFAULT_HORIZON_DAYS, usage, true);
  if (Number.isNaN(first)) return { minDate: null, minDateTime: null };
  const slots = availableSlotsOn(c.spec, m, earliestMs, first, usage);
  return { minDate: formatIsoDate(first), minDateTime: slots.length > 0 ? formatLocalDateTime(first, slots[0].start * MS_PER_MINUTE) : null };
}

/**
 * The weekdays on which the delivery calendar can offer a date at all (lowercase English,
 * sunday first): a weekday rule with slots or date-only, and with `flip_blackout_dates` a
 * listed date on it. Preparation, single blackouts, capacity and `now` are not considered.
 * Errors as {@link deliveryCalendar}.
 */
export function deliveryOpenWeekdays(input: DeliveryInput): Weekday[] {
  return openWeekdayIndexes(compiledDelivery(input).spec).map((w) => WEEKDAYS_BY_INDEX[w]);
}

/**
 * DeliveryTime rows available on a local date (delivery times endpoint, §7): `date` is
 * `YYYY-MM-DD` (1-based) in the location's zone. A past, disabled or closed date, and a
 * date-only day, give `[]`. Slot availability as for pickup (§3), including `limited`.
 * `day_of_week` is the weekday key the slot is configured under. With `options.includeFull`
 * the full rows are listed too, marked `full: true`, as for {@link pickupSlotsForDate}.
 *
 * Errors: `INVALID_DATE` (400) for a malformed date; otherwise as {@link deliveryCalendar}.
 */
export function deliveryTimesForDate(input: DeliveryInput, date: string, options: SlotsOfDateOptions = {}): Array<WithFull<DeliveryTime>> {
  const day = parseIsoDate(date);
  const { c, m, earliestMs } = setUp(input);
  if (day < m.today || listFlags(c.spec.lists, day, day)[0]) return [];
  return availableSlotsOn(c.spec, m, earliestMs, day, usageReader(input.usage, input.locationId), options.includeFull === true).map(deliveryTime);
}
