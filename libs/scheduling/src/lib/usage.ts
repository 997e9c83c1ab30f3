/**
 * Capacity counts (docs/scheduling-rules.md §6) come in as data so the engine stays pure:
 * either a lookup function or a precomputed {@link UsageIndex}.
 */
import { formatIsoDate, tryParseIsoDate } from './civil';
import { SchedulingError } from './errors';
import { InstantInput, toEpochMs } from './zone';

/**
 * Orders plus live reservations holding `slotId` at `locationId` on local date `date`
 * (`YYYY-MM-DD`, 1-based). `slotId` null asks for the whole day (every slot together);
 * shipping passes `locationId` null. Must be pure for the duration of one call.
 */
export type UsageLookup = (locationId: number | null, date: string, slotId: number | null) => number;

/** One aggregated count row, e.g. from `SELECT location_id, date, slot_id, COUNT(*) ... GROUP BY`. */
export interface UsageCount {
  locationId: number | null;
  date: string;
  slotId: number | null;
  count: number;
}

/** Either form of capacity data accepted by the calendars. */
export type UsageSource = UsageLookup | UsageIndex;

const DAY_KEY = -1;

/**
 * Precomputed counts keyed by location, day and slot. Each row also adds to the day total
 * (slot null), so a per-day limit sees every slot's orders. Lets the engine skip dates
 * without any usage, which keeps a 365-day calendar cheap.
 */
export class UsageIndex {
  private readonly byLocation = new Map<number | null, Map<number, Map<number, number>>>();

  /** Builds an index; throws `INVALID_DATE` for a malformed row date. */
  static fromCounts(rows: readonly UsageCount[]): UsageIndex {
    const index = new UsageIndex();
    for (const row of rows) index.add(row.locationId, row.date, row.slotId, row.count);
    return index;
  }

  /** Adds `count` (may be negative) to a (location, date, slot) cell and to its day total. */
  add(locationId: number | null, date: string, slotId: number | null, count = 1): void {
    const day = tryParseIsoDate(date);
    if (Number.isNaN(day)) throw new SchedulingError('INVALID_DATE', `Usage row date ${JSON.stringify(date)} is not YYYY-MM-DD.`);
    let days = this.byLocation.get(locationId);
    if (!days) this.byLocation.set(locationId, (days = new Map()));
    let cells = days.get(day);
    if (!cells) days.set(day, (cells = new Map()));
    if (slotId !== null) cells.set(slotId, (cells.get(slotId) ?? 0) + count);
    cells.set(DAY_KEY, (cells.get(DAY_KEY) ?? 0) + count);
  }

  /** The count of a cell; `slotId` null = the day total. Same contract as {@link UsageLookup}. */
  used(locationId: number | null, date: string, slotId: number | null): number {
    const day = tryParseIsoDate(date);
    return (
      this.byLocation
        .get(locationId)
        ?.get(day)
        ?.get(slotId ?? DAY_KEY) ?? 0
    );
  }

  /** @internal Per-day cells of one location. */
  daysOf(locationId: number | null): Map<number, Map<number, number>> | undefined {
    return this.byLocation.get(locationId);
  }
}

/** Something that holds capacity: an order or a checkout reservation. */
export interface CapacityHold {
  locationId: number | null;
  /** `YYYY-MM-DD` (1-based) local fulfilment date. */
  date: string;
  /** Slot id, or null for date-only methods (shipping, date-only delivery). */
  slotId: number | null;
  kind: 'order' | 'reservation';
  /** Orders: `cancelled`/`deleted` do not count. Reservations: `converted` (became an order) or `released` do not count. */
  status?: 'active' | 'cancelled' | 'deleted' | 'converted' | 'released';
  /** Reservations only: the hold ends at this instant (exclusive). */
  expiresAt?: InstantInput;
}

/**
 * Counts holds into a {@link UsageIndex} as of `now` (§6): active orders count; cancelled
 * and deleted orders do not; a reservation counts until it expires (`now >= expiresAt`),
 * is converted into an order (the order counts instead) or is released. An order whose
 * date changed is simply passed with its new date. Throws `INVALID_DATE`/`INVALID_INSTANT`
 * for malformed rows.
 */
export function usageFromHolds(holds: readonly CapacityHold[], now: InstantInput): UsageIndex {
  const nowMs = toEpochMs(now);
  const index = new UsageIndex();
  for (const hold of holds) {
    const status = hold.status ?? 'active';
    if (status !== 'active') continue;
    if (hold.kind === 'reservation' && hold.expiresAt !== undefined && toEpochMs(hold.expiresAt, 'expiresAt') <= nowMs) continue;
    index.add(hold.locationId, hold.date, hold.slotId, 1);
  }
  return index;
}

/** @internal The engine's per-call reader: select a day, then ask per slot. */
export interface UsageReader {
  /** Prepares `day`; false when nothing at all is used that day (every count is 0). */
  select(day: number): boolean;
  /** Count of the selected day; `slotId` null = day total. */
  used(slotId: number | null): number;
}

class NoUsage implements UsageReader {
  select(): boolean {
    return false;
  }
  used(): number {
    return 0;
  }
}

class IndexReader implements UsageReader {
  private cells: Map<number, number> | undefined;
  constructor(private readonly days: Map<number, Map<number, number>> | undefined) {}
  select(day: number): boolean {
    this.cells = this.days?.get(day);
    return this.cells !== undefined;
  }
  used(slotId: number | null): number {
    return this.cells?.get(slotId ?? DAY_KEY) ?? 0;
  }
}

class LookupReader implements UsageReader {
  private date = '';
  constructor(
    private readonly lookup: UsageLookup,
    private readonly locationId: number | null,
  ) {}
  select(day: number): boolean {
    this.date = formatIsoDate(day);
    return true;
  }
  used(slotId: number | null): number {
    const n = this.lookup(this.locationId, this.date, slotId);
    return Number.isFinite(n) ? n : 0;
  }
}

/** @internal */
export function usageReader(source: UsageSource | undefined, locationId: number | null): UsageReader {
  if (!source) return new NoUsage();
  if (source instanceof UsageIndex) return new IndexReader(source.daysOf(locationId));
  return new LookupReader(source, locationId);
}
