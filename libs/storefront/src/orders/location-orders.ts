import type { EntityManager } from 'typeorm';
import { addDaysToIsoDate, todayIn } from '@fulfil/calendar-format';
import { bookedOrders, countUsageByKind, type BookedOrder, type UsageCells } from '@fulfil/capacity';
import { ValidationProblem } from '@fulfil/problem-details';
import { deliveryTimesForDate, pickupSlotsForDate, weekdayOf, type Weekday } from '@fulfil/scheduling';
import type { LocationMethod, ShopSnapshot, SlotConfig, StoreConfigReader } from '@fulfil/store-settings';
import { dateOffer } from '../engine/offer';
import type { LocationEngineInput } from '../engine/engine-input';
import { withRemaining } from '../engine/remaining';
import type { UsageService } from '../usage/usage.service';

/** Longest range of {@link locationOrders}, in days (`from` and `to` included). */
export const MAX_ORDERS_RANGE_DAYS = 31;

/** Days {@link locationOrders} shows without `to`: `from` and the 6 days after it (a week). */
export const DEFAULT_ORDERS_RANGE_DAYS = 7;

/** An order booked in a slot, for the person preparing it. */
export interface BookedOrderRow {
  /** The platform's order id (`redacted-<our id>` after `customers/redact`). */
  external_order_id: string;
  /** `#1001`; null when no webhook gave it (or redacted). */
  order_name: string | null;
  /** The shopper's name; null when none was given (or redacted). */
  customer_name: string | null;
  /** Items to prepare (sum of the line items' quantities); null when unknown. */
  items: number | null;
}

/** One slot of a date and method, with what is booked in it. */
export interface OrderSlotRow {
  /** The slot's id; null for a slot generated from the pickup window and interval, and for the row of orders booked without a slot. */
  slot_id: number | null;
  /** Start and end `HH:MM`, local to the location; null on a row of orders with no slot, or of a slot that no longer exists. */
  from: string | null;
  until: string | null;
  /** Places of the slot (orders plus live holds); null when unlimited. */
  limit: number | null;
  /** Active orders counted in the slot. */
  orders: number;
  /** Places held by live holds (checkouts in progress). */
  holds: number;
  /**
   * Places left exactly as the storefront's slot list answers them at the same moment
   * (`remaining` of `GET /v1.0/pickup/locations/:id/calendar/:date`, the delivery times
   * likewise); null when unlimited; 0 on a row the storefront does not list (`listed`
   * false: nothing can be booked there now).
   */
  remaining: number | null;
  /** The storefront lists the slot as full (no place left). */
  full: boolean;
  /**
   * The storefront lists this slot on this date now (with its full slots), or, on an
   * offered date-only delivery day, takes whole-day bookings (`slot_id`, `from`, `until`
   * null, unlimited). False for a slot already started or past, before the preparation
   * time allows, on a date not offered, a removed slot, or orders booked with no slot on a
   * day with slots: rows kept so nothing booked is hidden.
   */
  listed: boolean;
  /** The active orders booked in it, oldest first. */
  booked: BookedOrderRow[];
}

/** One method of one date. */
export interface OrderMethodDay {
  method: LocationMethod;
  /**
   * The storefront's calendar for an empty cart offers the date now, capacity aside
   * (`dateOffer` of this library): false for a past date, a blackout (closed) date, a
   * closed weekday, a date the preparation time blocks, or one beyond the horizon. A full
   * day is offered (its slots say `full`).
   */
  offered: boolean;
  /** Slots the storefront lists (by start), then rows of booked orders it does not list. */
  slots: OrderSlotRow[];
}

/** One local date. */
export interface OrderDay {
  /** `YYYY-MM-DD` in the location's zone. */
  date: string;
  weekday: Weekday;
  /** The methods the location serves, and any other with orders booked on the date (pickup first). */
  methods: OrderMethodDay[];
}

/** A location's booked slots and orders per date (`GET /admin/v1.0/locations/:id/orders`, answer `AdminLocationOrders`). */
export interface LocationOrders {
  location_id: number;
  /** IANA zone of the dates and times: the location's, else the shop's. */
  timezone: string;
  /** First and last local date, inclusive. */
  from: string;
  to: string;
  days: OrderDay[];
}

/**
 * The dates of {@link locationOrders}: `from` defaults to today in `timezone` at `now`,
 * `to` to `from` + 6 days; at most {@link MAX_ORDERS_RANGE_DAYS} days. Dates are already
 * `YYYY-MM-DD` (the controller's DTO checks their form).
 *
 * @throws ValidationProblem 400 naming `to` when it lies before `from` or more than 30 days after it
 */
export function ordersRange(timezone: string, range: { from?: string; to?: string }, now: Date): { from: string; to: string; dates: string[] } {
  const from = range.from ?? todayIn(timezone, now);
  const to = range.to ?? addDaysToIsoDate(from, DEFAULT_ORDERS_RANGE_DAYS - 1);
  if (to < from) throw new ValidationProblem([{ field: 'to', rule: 'min', message: `to must not be before from (${from}).` }]);
  const last = addDaysToIsoDate(from, MAX_ORDERS_RANGE_DAYS - 1);
  if (to > last)
    throw new ValidationProblem([{ field: 'to', rule: 'maxRange', message: `to must be at most ${MAX_ORDERS_RANGE_DAYS - 1} days after from (${last}).` }]);
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDaysToIsoDate(d, 1)) dates.push(d);
  return { from, to, dates };
}

/** What {@link orderDaysOfMethod} lays out for one method. */
export interface MethodOrdersInput {
  method: LocationMethod;
  locationId: number;
  /**
   * The engine input of the method at the location with live capacity (`UsageService.liveInput`,
   * as the storefront's slot lists build it) at "now"; null when the location no longer serves the method.
   */
  engine: LocationEngineInput | null;
  /** The location's slots of the method (any weekday), to give the times of booked slots the storefront does not list. */
  slots: readonly (SlotConfig & { id: number })[];
  /** The counts of the range (`countUsageByKind` of @fulfil/capacity). */
  cells: readonly UsageCells[];
  /** The active orders of the method at the location in the range. */
  orders: readonly BookedOrder[];
  /** The local dates, in order. */
  dates: readonly string[];
}

const bookedRow = (o: BookedOrder): BookedOrderRow => ({
  external_order_id: o.externalOrderId,
  order_name: o.orderName,
  customer_name: o.customerName,
  items: o.itemCount,
});

/**
 * One method's dates: whether each is offered ({@link dateOffer}), the slots the
 * storefront lists for it with its full ones (`pickupSlotsForDate` / `deliveryTimesForDate`
 * of @fulfil/scheduling with `includeFull`, then {@link withRemaining}: the very functions
 * of the public slot lists, so `remaining` is theirs), each with its counted orders and
 * holds and the orders booked in it (an offered date-only delivery day: one whole-day row,
 * unlimited); then one row per slot with orders or holds the
 * storefront does not list (its times when it is still a slot of that weekday, else
 * null), so nothing booked is hidden. Pure: "now" is the engine input's.
 *
 * @returns one entry per date of `input.dates`, in order
 * @throws SchedulingError 422 INVALID_RULES for a configuration the engine refuses
 */
export function orderDaysOfMethod(input: MethodOrdersInput): OrderMethodDay[] {
  const { engine, locationId } = input;
  const limitsApply = engine?.method === 'pickup' ? !!engine.input.rules.limitsEnabled : true;
  return input.dates.map((date) => {
    const weekday = weekdayOf(date);
    const cells = input.cells.filter((c) => c.date === date);
    const orders = input.orders.filter((o) => o.date === date);
    const cellOf = (slotId: number | null) => cells.find((c) => c.slotId === slotId);
    const bookedIn = (slotId: number | null) => orders.filter((o) => o.slotId === slotId).map(bookedRow);
    const listed = !engine
      ? []
      : engine.method === 'pickup'
        ? withRemaining(pickupSlotsForDate(engine.input, date, { includeFull: true }), engine.input.usage, locationId, date)
        : withRemaining(deliveryTimesForDate(engine.input, date, { includeFull: true }), engine.input.usage, locationId, date);
    const rows: OrderSlotRow[] = listed.map((s) => {
      const cell = s.id === null ? undefined : cellOf(s.id);
      return {
        slot_id: s.id,
        from: s.available_from,
        until: s.available_until,
        limit: s.limited && s.id !== null ? s.limit : null,
        orders: cell?.orders ?? 0,
        holds: cell?.reservations ?? 0,
        remaining: s.remaining,
        full: s.full === true,
        listed: true,
        booked: s.id === null ? [] : bookedIn(s.id),
      };
    });
    const offer = engine ? dateOffer(engine, date) : null;
    // An offered date-only day (delivery without slots that weekday) takes whole-day bookings: one row, unlimited.
    if (offer?.selectable && offer.dateOnly) {
      const cell = cellOf(null);
      rows.push({
        slot_id: null,
        from: null,
        until: null,
        limit: null,
        orders: cell?.orders ?? 0,
        holds: cell?.reservations ?? 0,
        remaining: null,
        full: false,
        listed: true,
        booked: bookedIn(null),
      });
    }
    const shown = new Set(listed.map((s) => s.id).filter((id): id is number => id !== null));
    const wholeDay = rows.some((r) => r.slot_id === null && r.from === null);
    const others = new Set<number | null>(
      [...cells.map((c) => c.slotId), ...orders.map((o) => o.slotId)].filter((id) => (id === null ? !wholeDay : !shown.has(id))),
    );
    const extra = [...others].map((slotId): OrderSlotRow => {
      const slot = slotId === null ? undefined : input.slots.find((s) => s.id === slotId && s.day_of_week === weekday);
      const cell = cellOf(slotId);
      return {
        slot_id: slotId,
        from: slot?.available_from ?? null,
        until: slot?.available_until ?? null,
        limit: slot && limitsApply && slot.limited ? slot.limit : null,
        orders: cell?.orders ?? 0,
        holds: cell?.reservations ?? 0,
        remaining: 0,
        full: false,
        listed: false,
        booked: bookedIn(slotId),
      };
    });
    // Known slots by start, then the rows without times (no slot, removed slots) by id.
    extra.sort(
      (a, b) => (a.from === null ? 1 : 0) - (b.from === null ? 1 : 0) || (a.from ?? '').localeCompare(b.from ?? '') || (a.slot_id ?? 0) - (b.slot_id ?? 0),
    );
    return { method: input.method, offered: offer?.selectable ?? false, slots: [...rows, ...extra] };
  });
}

/** What {@link locationOrders} reads from. */
export interface LocationOrdersSources {
  /** The shop's current snapshot (what the storefront answers from). */
  snapshot: ShopSnapshot;
  /** The store's fresh reads (the location, its zone and slots). */
  config: StoreConfigReader;
  /** Live capacity, as the storefront's slot lists read it. */
  usage: UsageService;
  /** Where orders and holds are counted (the DataSource's manager). */
  manager: EntityManager;
}

/**
 * A location's booked slots and orders per local date (the merchant console's orders
 * calendar, `GET /admin/v1.0/locations/:id/orders`): for each date of the range
 * ({@link ordersRange}, in the location's zone, else the shop's) and each method the
 * location serves, or has orders of, {@link orderDaysOfMethod}: whether the storefront
 * offers the date, its slots with the places the storefront's picker shows at `now`
 * (docs/storefront-picker.md, "Full times"; counts of docs/scheduling-rules.md §6), and
 * the active orders booked in each, with name, shopper and items.
 *
 * @param now the instant the storefront would answer at (UTC)
 * @throws LocationNotFoundError 404 LOCATION_NOT_FOUND for a location of another shop
 * @throws ValidationProblem 400 naming `to` as {@link ordersRange}
 */
export async function locationOrders(
  sources: LocationOrdersSources,
  locationId: number,
  range: { from?: string; to?: string },
  now: Date,
): Promise<LocationOrders> {
  const { snapshot, config, usage, manager } = sources;
  const shopId = snapshot.shop.id;
  const location = await config.location(shopId, locationId);
  const timezone = location.timezone ?? (await config.shop(shopId)).timezone;
  const { from, to, dates } = ordersRange(timezone, range, now);
  const booked = await bookedOrders(manager, { shopId, locationId, from, to });
  const perMethod: OrderMethodDay[][] = [];
  for (const method of ['pickup', 'delivery'] as const) {
    const engine = await usage.liveInput(snapshot, method, locationId, { now, cart: [] }, 'horizon');
    const cells = await countUsageByKind(manager, { shopId, method, locations: locationId, from, to }, now);
    const orders = booked.filter((o) => o.method === method);
    if (!engine && cells.length === 0) continue;
    const slots = await config.slots(shopId, locationId, method);
    perMethod.push(orderDaysOfMethod({ method, locationId, engine, slots, cells, orders, dates }));
  }
  return {
    location_id: locationId,
    timezone,
    from,
    to,
    days: dates.map((date, i) => ({
      date,
      weekday: weekdayOf(date),
      methods: perMethod.map((days) => days[i]),
    })),
  };
}
