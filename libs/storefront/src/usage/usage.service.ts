import { Injectable } from '@nestjs/common';
import { UsageIndex } from '@fulfil/scheduling';
import type { UsageCount } from '@fulfil/scheduling';
import { UsageCounter } from '@fulfil/capacity';
import type { CheckoutMethod, ShopSnapshot } from '@fulfil/store-settings';
import { engineInput, hasCapacityLimits, type EngineAt, type EngineInput, type LocationEngineInput } from '../engine/engine-input';
import { shippingHorizonDays, usageRange } from './usage-range';

/** Which capacity counts {@link UsageService.liveInput} reads: the whole horizon, one date, or none (capacity aside). */
export type UsageScopeOf = 'horizon' | { date: string } | 'none';

/** Listener of {@link UsageService.onChange}: a shop's orders or holds changed in this instance. */
export type UsageChangeListener = (shopId: number) => void;

/**
 * Capacity in use for both storefront apps (docs/scheduling-rules.md §6): ONE grouped
 * count (orders + live holds, `UsageCounter` of @fulfil/capacity) over the one horizon
 * rule ({@link usageRange}), handed to the engine as a `UsageIndex`, so a 365-day
 * calendar costs one round trip. The counter reuses a count set for its `maxAgeMs`
 * (fulfilment-api's CAPACITY_CACHE_MS); writes of this instance (holds, order webhooks,
 * released holds) call {@link changed}, so its calendars and searches show them at once.
 */
@Injectable()
export class UsageService {
  /** The index built from each count set the counter answered (a set is kept while the counter reuses it). */
  private readonly indexes = new WeakMap<UsageCount[], UsageIndex>();
  private readonly listeners: UsageChangeListener[] = [];

  constructor(private readonly counter: UsageCounter) {}

  /** Forgets the shop's cached counts after one of its orders or holds changed, here and in every {@link onChange} listener. */
  changed(shopId: number): void {
    this.counter.invalidate(shopId);
    for (const listener of this.listeners) listener(shopId);
  }

  /** Calls `listener` on every {@link changed} (an app's own count caches, e.g. widget-api's search). */
  onChange(listener: UsageChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * Used places of some locations (or one) and a method per date and slot, over
   * {@link usageRange}`(now, days)`.
   *
   * @param days the horizon in days (default the engine's 365)
   * @throws whatever the count throws (the database down or too slow)
   */
  async forLocations(shopId: number, method: CheckoutMethod, locations: number | readonly number[], now: Date, days?: number): Promise<UsageIndex> {
    const { from, to } = usageRange(now, days);
    return this.indexOf(await this.counter.counts(shopId, method, locations, from, to, now));
  }

  /** Used places of one location (null: shop-wide shipping) and method on one local date (`YYYY-MM-DD`). */
  async forDate(shopId: number, method: CheckoutMethod, locationId: number | null, date: string, now: Date): Promise<UsageIndex> {
    return this.indexOf(await this.counter.counts(shopId, method, locationId, date, date, now));
  }

  /**
   * The engine input of a method at a location (or shop-wide shipping) with live capacity:
   * counts are read only when a limit applies ({@link hasCapacityLimits}), for the whole
   * horizon (a pickup location's future order window, shipping's maximum date, else 365
   * days) or for one date. What every calendar, slot list and search of both apps computes from.
   *
   * @returns null when pickup or delivery is asked of a location that does not serve it
   * @throws whatever the count throws (the database down or too slow)
   */
  liveInput(
    snapshot: ShopSnapshot,
    method: 'pickup' | 'delivery',
    locationId: number,
    at: Omit<EngineAt, 'usage'>,
    scope: UsageScopeOf,
  ): Promise<LocationEngineInput | null>;
  liveInput(
    snapshot: ShopSnapshot,
    method: CheckoutMethod,
    locationId: number | null,
    at: Omit<EngineAt, 'usage'>,
    scope: UsageScopeOf,
  ): Promise<EngineInput | null>;
  async liveInput(
    snapshot: ShopSnapshot,
    method: CheckoutMethod,
    locationId: number | null,
    at: Omit<EngineAt, 'usage'>,
    scope: UsageScopeOf,
  ): Promise<EngineInput | null> {
    const engine = await engineInput(snapshot, method, locationId, at);
    if (!engine || scope === 'none' || !hasCapacityLimits(engine)) return engine;
    const shopId = snapshot.shop.id;
    const location = engine.method === 'shipping' ? null : (locationId as number);
    let usage: UsageIndex;
    if (scope !== 'horizon') usage = await this.forDate(shopId, method, location, scope.date, at.now);
    else if (engine.method === 'shipping') usage = await this.forShipping(shopId, engine.input.shipping, at.now);
    else
      usage = await this.forLocations(
        shopId,
        method,
        location as number,
        at.now,
        engine.method === 'pickup' ? (engine.input.rules.futureOrderWindowDays ?? undefined) : undefined,
      );
    return { ...engine, input: { ...engine.input, usage } } as EngineInput;
  }

  /** Shipping's holds and orders per day (location null) over its horizon ({@link shippingHorizonDays}). */
  private async forShipping(shopId: number, shipping: Parameters<typeof shippingHorizonDays>[0], now: Date): Promise<UsageIndex> {
    const { from, to } = usageRange(now, shippingHorizonDays(shipping));
    return this.indexOf(await this.counter.counts(shopId, 'shipping', null, from, to, now));
  }

  /**
   * The index of a count set, built once per set: while the counter reuses a set every
   * calendar and slot list gets the same index object (fulfilment-api's calendar memo
   * compares it). Indexes are only read after they are built.
   */
  private indexOf(rows: UsageCount[]): UsageIndex {
    let index = this.indexes.get(rows);
    if (!index) this.indexes.set(rows, (index = UsageIndex.fromCounts(rows)));
    return index;
  }
}
