import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { deliveryCalendar, deliveryFirstAvailable, pickupCalendar, pickupFirstAvailable, wallTimeToInstant } from '@fulfil/scheduling';
import { type LocationMethod, type WidgetLocation } from '@fulfil/store-settings';
import { dateOffer, engineInput, engineTimezone, UsageService, type LocationEngineInput } from '@fulfil/storefront';
import { WidgetProblem } from '../problems';
import type { ShopContext } from '../shop/shop-context.service';

/** A slot of `GET /restaurant/{restaurant}/slots`. */
export interface SlotView {
  /** Slot row id; null for a slot generated from the pickup window (check out with `time`). */
  id: number | null;
  from: string;
  until: string;
  /** Places of the slot, or null when unlimited. */
  limit: number | null;
  /** Places left (orders and live holds counted), or null when unlimited. */
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

/**
 * Response of `GET /restaurant/{restaurant}/calendar`: the fulfilment API's calendar of the
 * method (PickupCalendarRules or the delivery calendar) plus the restaurant, method and zone.
 */
export type CalendarResponse = {
  restaurant_id: number;
  method: 'pickup' | 'delivery';
  timezone: string;
  /** The restaurant's date at the server's "now" (`YYYY-MM-DD`): the widget's calendar starts there. */
  today: string;
} & (ReturnType<typeof pickupCalendar> | ReturnType<typeof deliveryCalendar>);

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
 * The fulfilment API's scheduling rules applied to the widget (the same libraries, the
 * same read models): the earliest available time, the calendar and a date's slots with
 * places left. Engine inputs, live capacity and the offer check are @fulfil/storefront's
 * (`UsageService.liveInput`, `dateOffer`).
 */
@Injectable()
export class ScheduleService {
  constructor(private readonly usage: UsageService) {}

  /**
   * The first date and slot the engine offers (with the usage in its input), or null within
   * the horizon: the calendar's `minDate`/`minDateTime`, found without building the rest of it.
   */
  nextAvailable(engine: LocationEngineInput): NextAvailable | null {
    const timezone = engineTimezone(engine);
    const calendar = engine.method === 'pickup' ? pickupFirstAvailable(engine.input) : deliveryFirstAvailable(engine.input);
    if (!calendar.minDate) return null;
    if (!calendar.minDateTime) return { date: calendar.minDate, time: null, at: null };
    const time = calendar.minDateTime.slice(11, 16);
    return { date: calendar.minDate, time, at: wallTimeToInstant(timezone, calendar.minDate, time) };
  }

  /**
   * The restaurant's calendar for a method at `now`, with live capacity (a day whose every
   * slot is taken is disabled): the fulfilment API's calendar shape (`minDate`, `maxDate`,
   * `disabled` in its encoding, `timezone`, ...), which the widget's date grid reads with
   * @fulfil/calendar-format (docs/scheduling-rules.md §4, §5).
   * @throws 422 METHOD_NOT_AVAILABLE
   */
  async calendar(ctx: ShopContext, restaurant: WidgetLocation, method: LocationMethod, now: Date): Promise<CalendarResponse> {
    const offered = method === 'pickup' ? restaurant.is_pickup_enabled : restaurant.is_delivery_enabled;
    const engine = offered ? await this.usage.liveInput(ctx.snapshot, method, restaurant.id, { now }, 'horizon') : null;
    if (!engine) throw new WidgetProblem(422, 'METHOD_NOT_AVAILABLE', `${restaurant.name} does not offer ${method}.`, { restaurant_id: restaurant.id, method });
    const calendar = engine.method === 'pickup' ? pickupCalendar(engine.input) : deliveryCalendar(engine.input);
    const timezone = engineTimezone(engine);
    return { restaurant_id: restaurant.id, method, ...calendar, timezone, today: DateTime.fromJSDate(now, { zone: timezone }).toISODate() as string };
  }

  /**
   * The slots of a date for a method, with places left (orders and live holds
   * counted): what `POST /checkouts` accepts. A date that cannot be chosen has no slots;
   * a date whose slots are all taken lists them with 0 left and is not `selectable`.
   * @throws 422 METHOD_NOT_AVAILABLE
   */
  async slots(ctx: ShopContext, restaurant: WidgetLocation, method: LocationMethod, date: string, now: Date): Promise<SlotsResponse> {
    const offered = method === 'pickup' ? restaurant.is_pickup_enabled : restaurant.is_delivery_enabled;
    const engine = offered ? await engineInput(ctx.snapshot, method, restaurant.id, { now }) : null;
    if (!engine) throw new WidgetProblem(422, 'METHOD_NOT_AVAILABLE', `${restaurant.name} does not offer ${method}.`, { restaurant_id: restaurant.id, method });
    const offer = dateOffer(engine, date);
    const usage = await this.usage.forDate(ctx.snapshot.shop.id, method, restaurant.id, date, now);
    const slots = (offer.selectable ? offer.slots : []).map((s) => {
      const remaining = s.limit === null ? null : Math.max(0, s.limit - usage.used(restaurant.id, date, s.id));
      return { id: s.id, from: s.from, until: s.until, limit: s.limit, remaining, available: remaining === null || remaining > 0 };
    });
    // A date whose every slot is taken cannot be chosen, as fulfilment-api's calendars
    // disable it (docs/scheduling-rules.md §6); its slots stay listed with 0 left.
    const selectable = offer.selectable && (offer.dateOnly || slots.some((s) => s.available));
    return { restaurant_id: restaurant.id, method, date, timezone: restaurant.timezone, selectable, date_only: offer.selectable && offer.dateOnly, slots };
  }
}
