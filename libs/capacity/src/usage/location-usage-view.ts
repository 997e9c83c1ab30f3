import type { EntityManager } from 'typeorm';
import { addDaysToIsoDate } from '@fulfil/calendar-format';
import { ValidationProblem } from '@fulfil/problem-details';
import type { StoreConfigReader } from '@fulfil/store-settings';
import { countUsageByKind } from './usage-counter';
import { datesBetween, MAX_USAGE_RANGE_DAYS, slotUsageRows, type SlotUsageRow } from './location-usage';

/** A location's capacity view (`GET /admin/v1.0/locations/:id/usage`). */
export interface LocationUsage {
  location_id: number;
  /** The zone of the dates: the location's, else the shop's (IANA). */
  timezone: string;
  /** First and last local date, inclusive. */
  from: string;
  to: string;
  /** Pickup rows, then delivery rows, each by date and slot start. */
  rows: SlotUsageRow[];
}

/**
 * The capacity of a location per local date, method and slot: limit, active orders and
 * live reservations, counted by `countUsageByKind` (the one count,
 * docs/scheduling-rules.md §6) at `now`, laid out by {@link slotUsageRows}. Dates are
 * local to the location's zone (else the shop's); `from` defaults to today there, `to` to
 * `from` + 13 days. Reads the location's settings fresh (`StoreConfigReader`), not from a
 * snapshot: it is the merchant's view right after an edit.
 *
 * @param config the store's fresh reads
 * @param manager where the counts are read (the DataSource's manager)
 * @throws LocationNotFoundError (404) for a location of another shop
 * @throws ValidationProblem naming `to` when it lies before `from` or the range is longer than {@link MAX_USAGE_RANGE_DAYS} days
 */
export async function locationUsage(
  config: StoreConfigReader,
  manager: EntityManager,
  shopId: number,
  id: number,
  range: { from?: string; to?: string },
  now: Date,
): Promise<LocationUsage> {
  const location = await config.location(shopId, id);
  const timezone = location.timezone ?? (await config.shop(shopId)).timezone;
  const from = range.from ?? new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const to = range.to ?? addDaysToIsoDate(from, 13);
  if (to < from) throw new ValidationProblem([{ field: 'to', rule: 'min', message: `to must not be before from (${from})` }]);
  if (datesBetween(from, to).length > MAX_USAGE_RANGE_DAYS)
    throw new ValidationProblem([{ field: 'to', rule: 'maxRange', message: `to must be at most ${MAX_USAGE_RANGE_DAYS - 1} days after from` }]);
  const rows: SlotUsageRow[] = [];
  const pickup = await config.pickupSettings(shopId, id);
  for (const method of ['pickup', 'delivery'] as const) {
    const cells = await countUsageByKind(manager, { shopId, method, locations: id, from, to }, now);
    const slots = await config.slots(shopId, id, method);
    rows.push(...slotUsageRows({ method, slots, limitsApply: method === 'delivery' || pickup.limits_enabled, cells, from, to }));
  }
  return { location_id: id, timezone, from, to, rows };
}
