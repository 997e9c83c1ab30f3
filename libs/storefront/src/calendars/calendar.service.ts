import { Injectable } from '@nestjs/common';
import { deliveryCalendar, pickupCalendar, type CartItem, type DeliveryCalendar, type PickupCalendarRules } from '@fulfil/scheduling';
import type { SerializedJson } from '@fulfil/platform';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { UsageService } from '../usage/usage.service';
import { CalendarMemo } from './calendar-memo';

/**
 * The storefront's calendars of a location, with live capacity, serialised: the pickup
 * calendar (`PickupCalendarRules`, with `minDateSlots` when limits are on;
 * docs/scheduling-rules.md §4) and the delivery calendar (§5), each the same answer for
 * the rest of `now`'s minute with the same snapshot, cart and capacity counts
 * ({@link CalendarMemo}; docs/scaling.md, "Calendar answers"). The walk of a calendar
 * request: the app's controller, then this service, the usage capability (the store's
 * snapshot and the capacity ledger's counts), then the scheduling engine.
 */
@Injectable()
export class CalendarService {
  private readonly pickups = new CalendarMemo();
  private readonly deliveries = new CalendarMemo();

  constructor(private readonly usage: UsageService) {}

  /**
   * The pickup calendar of `locationId` for `cart` at `now` (UTC). Its `disabled` dates are
   * the contract's zero-based `"YYYY-MM-DD"` strings, or `[y, m, d]` arrays for a shop whose
   * `storefront_compatibility.pickup_disabled_dates` is `arrays` (docs/compatibility.md);
   * the setting is part of the snapshot, so a remembered answer never mixes the two.
   * @returns null when the shop has no pickup location `locationId` (the app answers its 404)
   * @throws whatever the capacity count throws (the database down or too slow)
   */
  async pickup(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date): Promise<SerializedJson | null> {
    const engine = await this.usage.liveInput(snapshot, 'pickup', locationId, { now, cart }, 'horizon');
    if (engine?.method !== 'pickup') return null;
    const { input } = engine;
    // The date form joins the input only when the answer is computed (a remembered answer costs no copy).
    const disabledDates = snapshot.shop.storefront_compatibility.pickup_disabled_dates;
    return this.pickups.answer(snapshot, locationId, cart, now, input.usage, (): PickupCalendarRules => pickupCalendar({ ...input, disabledDates }));
  }

  /**
   * The delivery calendar of `locationId` for `cart` at `now` (UTC); its `disabled` dates are
   * always `[y, m, d]` arrays, as the original service's delivery calendar sends them.
   * @returns null when the shop has no delivery location `locationId`
   * @throws whatever the capacity count throws
   */
  async delivery(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date): Promise<SerializedJson | null> {
    const engine = await this.usage.liveInput(snapshot, 'delivery', locationId, { now, cart }, 'horizon');
    if (engine?.method !== 'delivery') return null;
    const { input } = engine;
    return this.deliveries.answer(snapshot, locationId, cart, now, input.usage, (): DeliveryCalendar => deliveryCalendar(input));
  }
}
