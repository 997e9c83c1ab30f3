import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import {
  CartItem,
  DeliveryInput,
  PickupInput,
  UsageIndex,
  deliveryCalendar,
  deliveryTimesForDate,
  isSelectableDate,
  pickupCalendar,
  pickupSlotsForDate,
  wallTimeToInstant,
  DEFAULT_HORIZON_DAYS,
  weekdayOf,
} from '@fulfil/scheduling';
import { ShopSnapshot, UsageCounter, type LocationMethod, type RestaurantRecord } from '@fulfil/store-settings';
import { WidgetProblem } from '../problems';
import type { ShopContext } from '../shop/shop-context.service';

/** The scheduling engine's input for one restaurant and method. */
export type EngineInput = { method: 'pickup'; input: PickupInput } | { method: 'delivery'; input: DeliveryInput };

/** A slot offered on a date. `limit` null = unlimited (not limited, or the merchant's limits are off). */
export interface SlotOffer {
  /** Slot row id; null for slots generated from the pickup window and interval. */
  id: number | null;
  /** `HH:MM` local. */
  from: string;
  until: string;
  limit: number | null;
}

/** What a date offers, capacity aside. */
export interface DateOffer {
  /** The date can be picked (today or later, within preparation, max date and horizon, not blacked out or closed). */
  selectable: boolean;
  /** The date takes no slot (a delivery weekday with slots disabled). */
  dateOnly: boolean;
  /** Slots not yet started and not earlier than the preparation time allows. */
  slots: SlotOffer[];
}

/** A slot of `GET /restaurant/{restaurant}/slots`. */
export interface SlotView {
  /** Slot row id; null for a slot generated from the pickup window (check out with `time`). */
  id: number | null;
  from: string;
  until: string;
  /** Places of the slot, or null when unlimited. */
  limit: number | null;
  /** Places left (orders and live checkouts counted), or null when unlimited. */
  remaining: number | null;
  available: boolean;
}

/** Response of `GET /restaurant/{restaurant}/slots`. */
export interface SlotsResponse {
  restaurant_id: number;
  method: 'pickup' | 'delivery';
  date: string;
  timezone: string;
  /** The date can be chosen at all (see DATE_NOT_AVAILABLE). */
  selectable: boolean;
  /** A delivery day without slots: check out with the date only. */
  date_only: boolean;
  slots: SlotView[];
}

/** The earliest available date and time of a restaurant for a method. */
export interface NextAvailable {
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** Local `HH:MM`, or null on a date-only delivery day. */
  time: string | null;
  /** The instant (ISO 8601, UTC), or null on a date-only delivery day. */
  at: string | null;
}

/**
 * The fulfilment API's scheduling rules applied to the widget (the same library, the
 * same read models): engine inputs per restaurant, live capacity as usage, the earliest
 * available time, and what a date offers.
 */
@Injectable()
export class ScheduleService {
  constructor(private readonly counter: UsageCounter) {}

  /** Engine input of a restaurant for a method, or null when the location does not serve it. */
  input(snapshot: ShopSnapshot, method: LocationMethod, locationId: number, now: Date, options: { cart?: CartItem[]; usage?: UsageIndex } = {}): EngineInput | null {
    if (method === 'pickup') {
      const rules = snapshot.pickupRules(locationId);
      if (!rules) return null;
      return { method, input: { rules, preparation: snapshot.preparationTimes('pickup', locationId), cart: options.cart, now, usage: options.usage } };
    }
    const location = snapshot.deliveryLocation(locationId);
    if (!location) return null;
    return {
      method,
      input: { locationId, timezone: location.timezone, delivery: location.delivery, preparation: snapshot.preparationTimes('delivery', locationId), cart: options.cart, now, usage: options.usage },
    };
  }

  /**
   * Orders and live reservations of the shop's locations for a method, from yesterday
   * (UTC) over the whole horizon, as the engine's usage index.
   */
  async usage(shopId: number, method: LocationMethod, locationIds: number[], now: Date): Promise<UsageIndex> {
    const today = DateTime.fromJSDate(now, { zone: 'UTC' });
    const from = today.minus({ days: 1 }).toISODate() as string;
    const to = today.plus({ days: DEFAULT_HORIZON_DAYS + 2 }).toISODate() as string;
    return UsageIndex.fromCounts(await this.counter.counts(shopId, method, locationIds, from, to, now));
  }

  /** Orders and live reservations of one location, method and date. */
  async usageOn(shopId: number, method: LocationMethod, locationId: number, date: string, now: Date): Promise<UsageIndex> {
    return UsageIndex.fromCounts(await this.counter.counts(shopId, method, locationId, date, date, now));
  }

  /** The first date and slot the engine offers (with the usage given to {@link input}), or null within the horizon. */
  nextAvailable(engine: EngineInput): NextAvailable | null {
    const timezone = engine.method === 'pickup' ? engine.input.rules.timezone : engine.input.timezone;
    const calendar = engine.method === 'pickup' ? pickupCalendar(engine.input) : deliveryCalendar(engine.input);
    if (!calendar.minDate) return null;
    if (!calendar.minDateTime) return { date: calendar.minDate, time: null, at: null };
    const time = calendar.minDateTime.slice(11, 16);
    return { date: calendar.minDate, time, at: wallTimeToInstant(timezone, calendar.minDate, time) };
  }

  /**
   * What `date` offers, capacity aside (full slots are still listed; the reservation
   * decides): whether it can be picked, and its slots.
   */
  offer(engine: EngineInput, date: string, now: Date): DateOffer {
    const timezone = engine.method === 'pickup' ? engine.input.rules.timezone : engine.input.timezone;
    const horizon = DateTime.fromJSDate(now, { zone: timezone }).plus({ days: DEFAULT_HORIZON_DAYS }).toISODate() as string;
    if (date > horizon) return { selectable: false, dateOnly: false, slots: [] };
    if (engine.method === 'pickup') {
      const input = { ...engine.input, usage: undefined };
      const slots = pickupSlotsForDate(input, date).map((s) => ({ id: s.id, from: s.available_from, until: s.available_until, limit: s.limited ? s.limit : null }));
      return { selectable: isSelectableDate(pickupCalendar(input), date), dateOnly: false, slots };
    }
    const input = { ...engine.input, usage: undefined };
    const rule = input.delivery[weekdayOf(date)];
    const slots = deliveryTimesForDate(input, date).map((s) => ({ id: s.id, from: s.available_from, until: s.available_until, limit: s.limited ? s.limit : null }));
    return { selectable: isSelectableDate(deliveryCalendar(input), date), dateOnly: !!rule && !rule.slots.enabled, slots };
  }

  /**
   * The slots of a date for a method, with places left (orders and live checkouts
   * counted): what `POST /checkouts` accepts. A date that cannot be chosen has no slots.
   * @throws 422 METHOD_NOT_AVAILABLE
   */
  async slots(ctx: ShopContext, restaurant: RestaurantRecord, method: LocationMethod, date: string, now: Date): Promise<SlotsResponse> {
    const offered = method === 'pickup' ? restaurant.is_pickup_enabled : restaurant.is_delivery_enabled;
    const engine = offered ? this.input(ctx.snapshot, method, restaurant.id, now) : null;
    if (!engine) throw new WidgetProblem(422, 'METHOD_NOT_AVAILABLE', `${restaurant.name} does not offer ${method}.`, { restaurant_id: restaurant.id, method });
    const offer = this.offer(engine, date, now);
    const usage = await this.usageOn(ctx.snapshot.shop.id, method, restaurant.id, date, now);
    const slots = (offer.selectable ? offer.slots : []).map((s) => {
      const remaining = s.limit === null ? null : Math.max(0, s.limit - usage.used(restaurant.id, date, s.id));
      return { id: s.id, from: s.from, until: s.until, limit: s.limit, remaining, available: remaining === null || remaining > 0 };
    });
    return { restaurant_id: restaurant.id, method, date, timezone: restaurant.timezone, selectable: offer.selectable, date_only: offer.selectable && offer.dateOnly, slots };
  }

  /** The instant a slot starts (ISO 8601), or null when the wall time does not exist. */
  startsAt(engine: EngineInput, date: string, time: string): string | null {
    return wallTimeToInstant(engine.method === 'pickup' ? engine.input.rules.timezone : engine.input.timezone, date, time);
  }
}
