/**
 * Preparation (lead) time, docs/scheduling-rules.md §2: the earliest instant an order placed
 * "now" can be fulfilled.
 */
import { formatIsoDate, formatLocalDateTime, MS_PER_MINUTE, parseTimeField, WEEKDAYS_BY_INDEX } from './civil';
import { RuleIssues } from './errors';
import type { CartItem, PreparationAmount, PreparationTimes, ProductPreparation, ShippingPreparationDay, ShippingSettings } from './types';
import { InstantInput, toEpochMs, ZoneRules, zoneRules } from './zone';

/** @internal "Now" resolved in a location's zone. */
export interface Moment {
  zone: ZoneRules;
  nowMs: number;
  /** Local day number of now. */
  today: number;
  /** Milliseconds since local midnight of now. */
  nowMsOfDay: number;
  /** Weekday index of today, 0 = sunday. */
  weekday: number;
}

/** @internal */
export function momentOf(zone: ZoneRules, nowMs: number): Moment {
  const local = zone.toLocal(nowMs);
  return { zone, nowMs, today: local.day, nowMsOfDay: local.msOfDay, weekday: (((local.day + 4) % 7) + 7) % 7 };
}

const FORMATS = new Set(['minutes', 'hours', 'days']);

/** @internal Validates an amount, recording issues; returns whether it is usable. */
export function checkAmount(amount: PreparationAmount | undefined, field: string, issues: RuleIssues): boolean {
  if (!amount || typeof amount !== 'object') {
    issues.add(field, 'required', `${field} must be {format, value}`);
    return false;
  }
  let ok = true;
  if (!FORMATS.has(amount.format)) {
    issues.add(`${field}.format`, 'isIn', `${field}.format must be minutes, hours or days`);
    ok = false;
  }
  const v = amount.value;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (amount.format === 'days' && !Number.isInteger(v))) {
    issues.add(`${field}.value`, 'nonNegative', `${field}.value must be a number >= 0 (a whole number of days for format days)`);
    ok = false;
  }
  return ok;
}

/**
 * @internal Earliest instant of an amount placed at `m`: minutes/hours are elapsed time;
 * days are calendar days (start of local day today + N; N = 0 means now).
 */
export function amountInstant(m: Moment, amount: PreparationAmount): number {
  switch (amount.format) {
    case 'minutes':
      return m.nowMs + amount.value * MS_PER_MINUTE;
    case 'hours':
      return m.nowMs + amount.value * 60 * MS_PER_MINUTE;
    default:
      return amount.value === 0 ? m.nowMs : m.zone.startOfDay(m.today + amount.value);
  }
}

/**
 * @internal A cutoff rule after validation: the preparation time `before` an order cutoff
 * and `after` it (docs/glossary.md, "cutoff"; the store's fields spell it `breakpoint`).
 */
export interface CutoffRule {
  useCutoff: boolean;
  /** The cutoff as minutes since midnight, local. */
  cutoff: number;
  before: PreparationAmount;
  after: PreparationAmount;
}

/** @internal Applies a cutoff rule: at or before HH:MM:00.000 uses `before`, any later instant `after`. */
export function cutoffRuleInstant(m: Moment, rule: CutoffRule): number {
  const useAfter = rule.useCutoff && m.nowMsOfDay > rule.cutoff * MS_PER_MINUTE;
  return amountInstant(m, useAfter ? rule.after : rule.before);
}

/** @internal Validates `general` and returns the rule of each weekday index (undefined = no rule). */
export function compileGeneral(prep: PreparationTimes | null | undefined, issues: RuleIssues, field = 'preparation'): (CutoffRule | undefined)[] | null {
  if (!prep || !prep.general || !prep.general.enabled) return null;
  return WEEKDAYS_BY_INDEX.map((wd) => {
    const r = prep.general[wd];
    if (!r) return undefined;
    const f = `${field}.general.${wd}`;
    const useCutoff = !!r.breakpoint?.enabled;
    const cutoff = useCutoff ? parseTimeField(r.breakpoint.value, `${f}.breakpoint.value`, issues) : 0;
    const ok = checkAmount(r.before, `${f}.before`, issues) && checkAmount(r.after, `${f}.after`, issues);
    return ok ? { useCutoff, cutoff, before: r.before, after: r.after } : undefined;
  });
}

/** @internal Validates product rows. */
export function checkProducts(rows: readonly ProductPreparation[] | undefined, issues: RuleIssues, field: string): void {
  rows?.forEach((row, i) => {
    const f = `${field}[${i}]`;
    checkAmount({ format: row.preparation_format, value: row.preperation_value }, f, issues);
  });
}

/**
 * @internal Latest earliest-instant over the cart items whose product has an enabled
 * product-based preparation (matched by `String(product_id) === product_external_id`).
 * Quantity does not scale preparation. Returns `m.nowMs` when nothing applies.
 */
export function productInstant(m: Moment, rows: readonly ProductPreparation[] | undefined, cart: readonly CartItem[] | undefined): number {
  let latest = m.nowMs;
  if (!rows || rows.length === 0 || !cart || cart.length === 0) return latest;
  for (const item of cart) {
    const id = String(item.product_id);
    for (const row of rows) {
      if (row.product_external_id !== id || !row.preparation_enabled) continue;
      const t = amountInstant(m, { format: row.preparation_format, value: row.preperation_value });
      if (t > latest) latest = t;
    }
  }
  return latest;
}

/**
 * @internal Earliest instant of PreparationTimes for a cart at `m`: the maximum of the
 * general rule (weekday of now; `now` when disabled or the weekday has no rule) and every
 * applicable product row. Never a sum.
 */
export function preparationInstant(
  m: Moment,
  general: (CutoffRule | undefined)[] | null,
  prep: PreparationTimes | null | undefined,
  cart: readonly CartItem[] | undefined,
): number {
  const rule = general?.[m.weekday];
  const g = rule ? cutoffRuleInstant(m, rule) : m.nowMs;
  return Math.max(g, productInstant(m, prep?.product_based, cart));
}

/** @internal Validates shipping preparation and returns the rule per weekday index. */
export function compileShippingPreparation(settings: ShippingSettings, issues: RuleIssues): (ShippingPreparationDay | undefined)[] | null {
  const p = settings.preparation_time;
  if (!p || !p.enabled) return null;
  return WEEKDAYS_BY_INDEX.map((wd) => {
    const r = p[wd];
    if (!r) return undefined;
    const f = `shipping.preparation_time.${wd}`;
    let ok = checkAmount({ format: r.format, value: r.value }, f, issues);
    if (r.cutoff_time?.enabled) {
      ok = !Number.isNaN(parseTimeField(r.cutoff_time.time, `${f}.cutoff_time.time`, issues)) && ok;
      ok = checkAmount({ format: r.format, value: r.cutoff_time.value }, `${f}.cutoff_time`, issues) && ok;
    }
    return ok ? r : undefined;
  });
}

/** @internal Shipping rule at `m`: `value` (format), replaced by `cutoff_time.value` when now is later than `cutoff_time.time`. */
export function shippingRuleInstant(m: Moment, rules: (ShippingPreparationDay | undefined)[] | null): number {
  const r = rules?.[m.weekday];
  if (!r) return m.nowMs;
  let value = r.value;
  if (r.cutoff_time?.enabled) {
    const cutoff = parseTimeField(r.cutoff_time.time, 'cutoff', new RuleIssues());
    if (m.nowMsOfDay > cutoff * MS_PER_MINUTE) value = r.cutoff_time.value;
  }
  return amountInstant(m, { format: r.format, value });
}

/** Result of {@link earliestFulfilment}: the earliest instant in three renderings. */
export interface EarliestFulfilment {
  /** Epoch milliseconds. */
  epochMs: number;
  /** ISO-8601 UTC instant (`2025-03-09T07:30:00.000Z`). */
  instant: string;
  /** Local `YYYY-MM-DD HH:MM:SS` in `timezone`. */
  localDateTime: string;
  /** Local `YYYY-MM-DD` (1-based) in `timezone`. */
  date: string;
  timezone: string;
}

/** @internal Renders an earliest instant in a zone. */
export function renderEarliest(zone: ZoneRules, ms: number): EarliestFulfilment {
  const local = zone.toLocal(ms);
  return {
    epochMs: ms,
    instant: new Date(ms).toISOString(),
    localDateTime: formatLocalDateTime(local.day, local.msOfDay),
    date: formatIsoDate(local.day),
    timezone: zone.name,
  };
}

/**
 * Earliest fulfilment instant for pickup or delivery PreparationTimes (§2).
 *
 * Shapes: `preparation` is the PreparationTimes response; `cart` the calendar cart lines.
 * Units: `minutes`/`hours` are elapsed time (across DST, 01:30 EST + 2 h = 04:30 EDT);
 * `days` are calendar days in `timezone` (today + N at local midnight; 0 = now).
 * The weekday rule is chosen by the weekday of `now` in `timezone`; the cutoff (`breakpoint`) compares
 * local wall time (14:00:00.000 is before 14:00, 14:00:00.001 is after).
 * Errors: `INVALID_RULES` (bad zone, format, value or breakpoint), `INVALID_INSTANT` (bad now).
 *
 * @example earliestFulfilment({ timezone: 'Europe/London', now: '2025-06-02T09:00:00Z', preparation })
 */
export function earliestFulfilment(input: {
  timezone: string;
  now: InstantInput;
  preparation?: PreparationTimes | null;
  cart?: CartItem[];
}): EarliestFulfilment {
  const issues = new RuleIssues();
  const zone = zoneRules(input.timezone);
  const general = compileGeneral(input.preparation, issues);
  checkProducts(input.preparation?.product_based, issues, 'preparation.product_based');
  issues.throwIfAny('preparation time');
  const m = momentOf(zone, toEpochMs(input.now));
  return renderEarliest(zone, preparationInstant(m, general, input.preparation, input.cart));
}

/**
 * Earliest shipping instant (§2, shipping variant): `shipping.preparation_time.<weekday of
 * now>` with `cutoff_time`, maximum with the product rows; `now` when preparation is off.
 * Zone: `shipping.timezone`. Errors as {@link earliestFulfilment}.
 */
export function shippingEarliestFulfilment(input: {
  shipping: ShippingSettings;
  productPreparation?: ProductPreparation[];
  cart?: CartItem[];
  now: InstantInput;
}): EarliestFulfilment {
  const issues = new RuleIssues();
  const zone = zoneRules(input.shipping.timezone, 'shipping.timezone');
  const rules = compileShippingPreparation(input.shipping, issues);
  checkProducts(input.productPreparation, issues, 'productPreparation');
  issues.throwIfAny('shipping preparation time');
  const m = momentOf(zone, toEpochMs(input.now));
  return renderEarliest(zone, Math.max(shippingRuleInstant(m, rules), productInstant(m, input.productPreparation, input.cart)));
}
