/**
 * Shipping calendar (docs/scheduling-rules.md §2, §4, §5; docs/api-decisions.md "Shipping calendar"):
 * `{minDate, maxDate, disabled, timezone}` from enabled weekdays, blackout dates,
 * preparation with cutoff, maximum date and per-weekday order limits.
 */
import { CalendarSpec, checkInteger, DayPlan, DEFAULT_HORIZON_DAYS, encodeDisabled, makePlan, parseDateList, scanDays } from './calendar-core';
import { addMonths, formatIsoDate, WEEKDAYS_BY_INDEX } from './civil';
import { RuleIssues } from './errors';
import { checkProducts, compileShippingPreparation, momentOf, productInstant, shippingRuleInstant } from './preparation';
import type { ShippingCalendar, ShippingInput, ShippingSettings } from './types';
import { usageReader } from './usage';
import { toEpochMs, zoneRules } from './zone';

const METRICS = new Set(['days', 'weeks', 'months']);

function maxDayOf(settings: ShippingSettings, today: number): number | null {
  const md = settings.maximum_date;
  if (!md || !md.enabled) return null;
  if (md.metric === 'months') return addMonths(today, md.value);
  return today + md.value * (md.metric === 'weeks' ? 7 : 1);
}

/**
 * The shipping calendar for a cart at "now".
 *
 * - Zone: `shipping.timezone`; dates are local calendar days there.
 * - Weekdays: `<weekday>_enabled` false = closed (weekday integer in `disabled`, 1 = Sunday).
 * - `blackout_dates`: `YYYY-MM-DD` (1-based) or `--MM-DD` (yearly); listed in `disabled` as
 *   `[y, zero-based m, d]` arrays, as the original service's shipping calendar lists them.
 * - Earliest date: the local date of the earliest instant of `preparation_time.<weekday of
 *   now>` (`value` in `format`; after `cutoff_time.time`, `cutoff_time.value` replaces it)
 *   and of the product rows (maximum); today when preparation is disabled.
 * - `maximum_date` (enabled): today + `value` days, weeks or calendar months (clamped to the
 *   month's end), inclusive; otherwise `maxDate` is null and the search horizon 365 days.
 * - `order_limits` (enabled): a day whose order count (usage with location null, slot null)
 *   reached its weekday's limit is listed as full; 0 or absent = unlimited.
 *
 * Errors: `INVALID_RULES` (422) for a bad zone, amount, cutoff, metric, limit or date list;
 * `INVALID_INSTANT` (400) for a bad `now`.
 */
export function shippingCalendar(input: ShippingInput): ShippingCalendar {
  const s = input.shipping;
  const issues = new RuleIssues();
  const zone = zoneRules(s.timezone, 'shipping.timezone');
  const prep = compileShippingPreparation(s, issues);
  checkProducts(input.productPreparation, issues, 'productPreparation');
  const lists = parseDateList(s.blackout_dates, 'shipping.blackout_dates', issues);
  if (s.maximum_date?.enabled) {
    if (!METRICS.has(s.maximum_date.metric)) issues.add('shipping.maximum_date.metric', 'isIn', 'shipping.maximum_date.metric must be days, weeks or months');
    checkInteger(s.maximum_date.value, 'shipping.maximum_date.value', issues, 0);
  }
  const limitsOn = !!s.order_limits?.enabled;
  const plans: (DayPlan | null)[] = WEEKDAYS_BY_INDEX.map((wd) => {
    const limit = limitsOn ? s.order_limits[wd] : undefined;
    if (limit !== undefined && limit !== null) checkInteger(limit, `shipping.order_limits.${wd}`, issues, 0);
    return s[`${wd}_enabled`] ? makePlan([], true, typeof limit === 'number' && limit > 0 ? limit : 0) : null;
  });
  issues.throwIfAny('shipping configuration');

  const spec: CalendarSpec = {
    zone,
    locationId: null,
    plans,
    lists: { allowList: false, dates: lists.dates, yearly: lists.yearly, allowedWeekdays: WEEKDAYS_BY_INDEX.map(() => false), weekdayBlackouts: null },
  };
  const m = momentOf(zone, toEpochMs(input.now));
  const earliestMs = Math.max(shippingRuleInstant(m, prep), productInstant(m, input.productPreparation, input.cart));
  const maxDay = maxDayOf(s, m.today);
  const scan = scanDays(spec, m, earliestMs, maxDay ?? m.today + DEFAULT_HORIZON_DAYS, usageReader(input.usage, null));
  return {
    minDate: Number.isNaN(scan.first) ? null : formatIsoDate(scan.first),
    maxDate: maxDay === null ? null : formatIsoDate(maxDay),
    disabled: encodeDisabled(spec, scan, 'arrays'),
    timezone: zone.name,
  };
}
