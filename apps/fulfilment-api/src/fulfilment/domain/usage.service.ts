import { Injectable } from '@nestjs/common';
import { addDaysToIsoDate } from '@fulfil/calendar-format';
import { DEFAULT_HORIZON_DAYS, UsageIndex } from '@fulfil/scheduling';
import { UsageCounter } from '@fulfil/store-settings';
import type { UsageCount } from '@fulfil/scheduling';
import type { CheckoutMethod, ShippingSettings } from '@fulfil/store-settings';
import { localDate } from './local-time';

/**
 * Capacity counts for the calendars (docs/scheduling-rules.md §6): ONE grouped query
 * (orders + live reservations) for the whole horizon, handed to the engine as a
 * {@link UsageIndex}, so a 365-day calendar costs one round trip. The counter reuses a
 * count set for CAPACITY_CACHE_MS (README, "Calendar capacity"); order webhooks and
 * reservations of this instance call {@link changed} so its calendars show them at once.
 */
@Injectable()
export class UsageService {
  /** The index built from each count set the counter answered (a set is kept while the counter reuses it). */
  private readonly indexes = new WeakMap<UsageCount[], UsageIndex>();

  constructor(private readonly counter: UsageCounter) {}

  /** Forgets the cached counts of a shop after one of its orders or reservations changed. */
  changed(shopId: number): void {
    this.counter.invalidate(shopId);
  }

  /** Used places of one location and method per date and slot, from today (in `timezone`) for `days` days. */
  async forLocation(shopId: number, method: CheckoutMethod, locationId: number, timezone: string, now: Date, days: number | null): Promise<UsageIndex> {
    const from = localDate(timezone, now);
    const to = addDaysToIsoDate(from, days ?? DEFAULT_HORIZON_DAYS);
    return this.indexOf(await this.counter.counts(shopId, method, locationId, from, to, now));
  }

  /**
   * The index of a count set, built once per set: while the counter reuses a set
   * (CAPACITY_CACHE_MS) every calendar and slot list gets the same index object (the
   * calendar memo, `CalendarMemo`, compares it). Indexes are only read after they are built.
   */
  private indexOf(rows: UsageCount[]): UsageIndex {
    let index = this.indexes.get(rows);
    if (!index) this.indexes.set(rows, (index = UsageIndex.fromCounts(rows)));
    return index;
  }

  /** Used places of one location on one date. */
  async forDate(shopId: number, method: CheckoutMethod, locationId: number, date: string, now: Date): Promise<UsageIndex> {
    return this.indexOf(await this.counter.counts(shopId, method, locationId, date, date, now));
  }

  /** Shipping orders and reservations per day (location null) over the shipping horizon (its maximum date, else 365 days). */
  async forShipping(shopId: number, shipping: ShippingSettings, now: Date): Promise<UsageIndex> {
    const from = localDate(shipping.timezone, now);
    const max = shipping.maximum_date;
    const perUnit = max.metric === 'months' ? 31 : max.metric === 'weeks' ? 7 : 1;
    const days = max.enabled ? max.value * perUnit : DEFAULT_HORIZON_DAYS;
    return this.indexOf(await this.counter.counts(shopId, 'shipping', null, from, addDaysToIsoDate(from, days), now));
  }
}
