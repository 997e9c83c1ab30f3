import { Injectable } from '@nestjs/common';
import { GeoError, reportedDistance } from '@fulfil/geo';
import { deliveryTimesForDate } from '@fulfil/scheduling';
import type { CartItem, DeliveryInput, DeliveryTime, WithFull } from '@fulfil/scheduling';
import { InventoryRepository, WEEKDAYS } from '@fulfil/store-settings';
import type { DeliveryDayRule, DeliveryLocationRecord, DeliverySettings, ShopSnapshot, Weekday } from '@fulfil/store-settings';
import { CalendarService, DeliveryAreaService, UsageService, withRemaining, type DeliveryPlace } from '@fulfil/storefront';
import { expandYearlyDates, localDateTime } from '../domain/local-time';
import type { SerializedJson } from '@fulfil/platform';
import { locationNotFound } from '../http/not-found';

/** A weekday of an answered `delivery` block: the stored rule, or a closed day. */
export type AnsweredDeliveryDay = DeliveryDayRule & { closed?: true };

/**
 * `delivery` of an answered DeliveryLocation: every weekday present (a closed day as
 * {@link closedDeliveryDay}) and `deliv_enabled`, as the original service's clients read it.
 */
export type AnsweredDelivery = Omit<DeliverySettings, Weekday> & { deliv_enabled: boolean } & Record<Weekday, AnsweredDeliveryDay>;

/** DeliveryLocation of the API (the record without `area`, plus distances and `current_time`). */
export type DeliveryLocationOut = Omit<DeliveryLocationRecord, 'area' | 'delivery'> & {
  distance: number | null;
  driving_distance: null;
  current_time: string;
  delivery: AnsweredDelivery;
};

/**
 * A weekday the location does not deliver on, as answered (docs/compatibility.md, "Full
 * shapes"): no slots (`slots.enabled` false, which alone would read as a date-only day)
 * and `closed: true`, which tells the two apart.
 */
export function closedDeliveryDay(): AnsweredDeliveryDay {
  const none = { value: 0, format: 'days' as const };
  return { blackout_dates: [], breakpoint: '00:00', useBreakpoint: false, before: none, after: none, slots: { enabled: false, slots: [] }, closed: true };
}

/**
 * The answered `delivery` block: all seven weekdays (closed ones as {@link closedDeliveryDay})
 * and `deliv_enabled` (true when the location delivers on some weekday), stored order of
 * members kept. Pure.
 */
export function answeredDelivery(delivery: DeliverySettings): AnsweredDelivery {
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, delivery[d] ?? closedDeliveryDay()])) as Record<Weekday, AnsweredDeliveryDay>;
  return { deliv_enabled: WEEKDAYS.some((d) => delivery[d] !== undefined), ...delivery, ...days };
}

/**
 * `delivery` with yearly blackouts (`--MM-DD`) replaced by their dates of the coming year,
 * so the response carries only `YYYY-MM-DD` strings (the API's DeliveryLocation shape).
 */
export function concreteBlackouts(delivery: DeliverySettings, today: string): DeliverySettings {
  const days = WEEKDAYS.filter((d) => delivery[d]?.blackout_dates.some((b) => b.startsWith('--')));
  if (days.length === 0 && !delivery.blackouts.some((b) => b.startsWith('--'))) return delivery;
  const out: DeliverySettings = { ...delivery, blackouts: [...expandYearlyDates(delivery.blackouts, today)] };
  for (const d of days)
    out[d] = { ...(delivery[d] as DeliveryDayRule), blackout_dates: [...expandYearlyDates((delivery[d] as DeliveryDayRule).blackout_dates, today)] };
  return out;
}

/** Answered `delivery` blocks by stored block (a snapshot's records never change), for the local date they were made on. */
const answered = new WeakMap<DeliverySettings, { today: string; delivery: AnsweredDelivery }>();

/**
 * {@link answeredDelivery} of {@link concreteBlackouts} for the location's local date
 * `today` (`YYYY-MM-DD`), made once per stored block and date: a shopper's request costs
 * no copy of seven weekdays. The result is shared: read it, never change it.
 */
export function answeredDeliveryOn(delivery: DeliverySettings, today: string): AnsweredDelivery {
  const known = answered.get(delivery);
  if (known?.today === today) return known.delivery;
  const made = answeredDelivery(concreteBlackouts(delivery, today));
  answered.set(delivery, { today, delivery: made });
  return made;
}

/**
 * Why no delivery location can serve a request (the `reason` of the NO_LOCATIONS_FOUND
 * answer; docs/compatibility.md, "Answers"): the query resolves to no
 * place, the shop has no delivery location, none delivers to that place, or some do but
 * none stocks every line of the cart.
 */
export type NoDeliveryReason = 'unresolved_query' | 'no_delivery_locations' | 'out_of_area' | 'cart_not_fulfillable';

/** Outcome of {@link DeliveryService.nearest}. */
export type NearestDelivery = { location: DeliveryLocationOut } | { location: null; reason: NoDeliveryReason };

/** Delivery: the nearest eligible location, and a location's delivery times for a date. */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly area: DeliveryAreaService,
    private readonly inventory: InventoryRepository,
    private readonly usage: UsageService,
    private readonly calendars: CalendarService,
  ) {}

  /**
   * The nearest delivery location that delivers to the customer's `geoSearchQuery`
   * (`DeliveryAreaService` of @fulfil/storefront: the shop's validation mode,
   * docs/scheduling-rules.md §7) and, with a cart, stocks every line; otherwise why none
   * can ({@link NoDeliveryReason}: a query that resolves to no place is one of them,
   * never a silent fallback). Distances are straight-line, in the shop's unit, rounded to
   * 2 decimals (every location has coordinates: the store requires them).
   */
  async nearest(snapshot: ShopSnapshot, geoSearchQuery: string, cart: CartItem[], now: Date): Promise<NearestDelivery> {
    let place: DeliveryPlace;
    try {
      place = this.area.place(snapshot, geoSearchQuery);
    } catch (error) {
      if (error instanceof GeoError && error.code === 'GEO_QUERY_UNRESOLVED') return { location: null, reason: 'unresolved_query' };
      throw error;
    }
    const locations = await snapshot.indexedDeliveryLocations();
    if (locations.length === 0) return { location: null, reason: 'no_delivery_locations' };
    const allowed = cart.length > 0 ? await this.inventory.locationsFulfilling(snapshot.shop.id, cart) : null;
    const [hit] = await this.area.nearest(snapshot, locations, 'delivery', place, 1, allowed ? (l) => allowed.has(l.id) : undefined);
    const found = hit && (await snapshot.deliveryLocation(hit.location.id));
    if (!found) {
      // Would a location deliver there without the cart's stock rule?
      const delivers = allowed !== null && (await this.area.nearest(snapshot, locations, 'delivery', place, 1)).length > 0;
      return { location: null, reason: delivers ? 'cart_not_fulfillable' : 'out_of_area' };
    }
    const distance = reportedDistance(place.geocoded, found, snapshot.shop.measurement_format);
    const { area: _area, id, external_id, delivery, ...rest } = found;
    const currentTime = localDateTime(rest.timezone, now);
    return {
      location: {
        id,
        external_id,
        distance,
        driving_distance: null,
        ...rest,
        delivery: answeredDeliveryOn(delivery, currentTime.slice(0, 10)),
        current_time: currentTime,
      },
    };
  }

  /**
   * DeliveryTime rows of `date` (`[]` for a past, disabled or closed date), each with its
   * `remaining` places (null when unlimited); with `includeFull` (`include_full=true`) the
   * full ones too, marked `full: true` (apps/fulfilment-api/README.md, "Full slots").
   */
  async times(
    snapshot: ShopSnapshot,
    locationId: number,
    date: string,
    now: Date,
    includeFull = false,
  ): Promise<Array<WithFull<DeliveryTime> & { remaining: number | null }>> {
    const input = await this.input(snapshot, locationId, [], now, { date });
    return withRemaining(deliveryTimesForDate(input, date, { includeFull }), input.usage, locationId, date);
  }

  /**
   * The delivery calendar of a location for a cart at `now`, with capacity, serialised
   * (`CalendarService` of @fulfil/storefront).
   *
   * @throws ProblemError 404 LOCATION_NOT_FOUND when the shop has no such delivery location
   */
  async calendar(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date): Promise<SerializedJson> {
    const answer = await this.calendars.delivery(snapshot, locationId, cart, now);
    if (!answer) throw locationNotFound(snapshot, locationId, 'delivery');
    return answer;
  }

  /**
   * The engine input of a delivery location, with live capacity for one date or the
   * whole horizon (`UsageService.liveInput` of @fulfil/storefront: read only when a slot
   * is limited).
   * @throws ProblemError 404 LOCATION_NOT_FOUND when the shop has no such delivery location
   */
  async input(snapshot: ShopSnapshot, locationId: number, cart: CartItem[], now: Date, usage: { date: string }): Promise<DeliveryInput> {
    const engine = await this.usage.liveInput(snapshot, 'delivery', locationId, { now, cart }, usage);
    if (engine?.method !== 'delivery') throw locationNotFound(snapshot, locationId, 'delivery');
    return engine.input;
  }
}
