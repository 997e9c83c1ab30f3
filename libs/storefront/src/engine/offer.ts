import { DateTime } from 'luxon';
import {
  DEFAULT_HORIZON_DAYS,
  deliveryCalendar,
  deliveryTimesForDate,
  isSelectableDate,
  pickupCalendar,
  pickupSlotsForDate,
  shippingCalendar,
  toEpochMs,
  weekdayOf,
} from '@fulfil/scheduling';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { EngineInput, engineTimezone } from './engine-input';

/** A slot offered on a date. */
export interface SlotOffer {
  /** Slot row id; null for pickup slots generated from the weekday window and interval. */
  id: number | null;
  /** Start, `HH:MM` local to the location. */
  from: string;
  /** End, `HH:MM` local (`24:00` = end of day). */
  until: string;
  /** Places of the slot; null = unlimited (not limited, or the merchant's limits are off). */
  limit: number | null;
}

/** What a date offers now, capacity aside (full slots are listed: the reservation decides). */
export interface DateOffer {
  method: CheckoutMethod;
  /** The local date asked about, `YYYY-MM-DD`. */
  date: string;
  /**
   * The date can be picked now: within the calendar's horizon (today .. `maxDate`, or
   * today + 365 days), not past, not before the preparation time allows, not blacked
   * out or closed, and (unless date-only) with a slot left to start.
   */
  selectable: boolean;
  /** The date takes no slot: shipping, or a delivery weekday with slots disabled. */
  dateOnly: boolean;
  /** Slots that have not started and are not earlier than the preparation time allows, by start. */
  slots: SlotOffer[];
  /** Places of the whole day for a date-only hold (shipping's order limit of that weekday); null = unlimited. */
  dayLimit: number | null;
}

/**
 * THE check of "is this date offered now" shared by fulfilment-api's reservations and
 * widget-api's slot lists and checkouts (docs/scheduling-rules.md §3-§5, capacity aside:
 * §6 is the reservation's job). The date is offered when the calendar the storefront
 * shows for `engine` (built at `engine.input.now`, with usage removed) lets it be
 * picked; dates after the calendar's horizon (`maxDate`, else today + 365 days in the
 * location's zone, §4) are never offered, whatever the engine would compute for them.
 *
 * Pure: "now" is the engine input's `now`; no clock, no I/O.
 *
 * @param date local `YYYY-MM-DD` (1-based month) in the engine's zone
 * @throws SchedulingError 400 INVALID_DATE for a malformed date; 422 INVALID_RULES for
 *   a configuration the engine refuses
 */
export function dateOffer(engine: EngineInput, date: string): DateOffer {
  const timezone = engineTimezone(engine);
  const horizon = DateTime.fromMillis(toEpochMs(engine.input.now), { zone: timezone }).plus({ days: DEFAULT_HORIZON_DAYS }).toISODate();
  const base = { method: engine.method, date };
  if (horizon !== null && date > horizon) {
    weekdayOf(date); // a malformed date is still 400 INVALID_DATE
    return { ...base, selectable: false, dateOnly: false, slots: [], dayLimit: null };
  }
  switch (engine.method) {
    case 'pickup': {
      const input = { ...engine.input, usage: undefined };
      const slots = pickupSlotsForDate(input, date).map((s) => ({
        id: s.id,
        from: s.available_from,
        until: s.available_until,
        limit: s.limited ? s.limit : null,
      }));
      return { ...base, selectable: slots.length > 0 && isSelectableDate(pickupCalendar(input), date), dateOnly: false, slots, dayLimit: null };
    }
    case 'delivery': {
      const input = { ...engine.input, usage: undefined };
      const rule = input.delivery[weekdayOf(date)];
      const dateOnly = !!rule && !rule.slots?.enabled;
      const slots = deliveryTimesForDate(input, date).map((s) => ({
        id: s.id,
        from: s.available_from,
        until: s.available_until,
        limit: s.limited ? s.limit : null,
      }));
      return { ...base, selectable: (dateOnly || slots.length > 0) && isSelectableDate(deliveryCalendar(input), date), dateOnly, slots, dayLimit: null };
    }
    case 'shipping': {
      const input = { ...engine.input, usage: undefined };
      const limits = input.shipping.order_limits;
      const limit = limits.enabled ? (limits[weekdayOf(date)] ?? 0) : 0;
      return { ...base, selectable: isSelectableDate(shippingCalendar(input), date), dateOnly: true, slots: [], dayLimit: limit > 0 ? limit : null };
    }
  }
}

/** The slot a request names: by row id, by start time (`HH:MM`, for generated slots), or both. */
export interface SlotChoice {
  slotId: number | null;
  time?: string | null;
}

/** Options of {@link offeredHold}. */
export interface HoldOptions {
  /**
   * The API cannot name a generated slot (it has no `time`): a day whose slots are all
   * generated (id null) is held as a whole day when no slot is named. fulfilment-api's
   * reservations; widget-api names generated slots by `time` instead.
   */
  dayHoldForGeneratedSlots?: boolean;
}

/** What a hold on an offered date takes. */
export interface OfferedHold {
  offer: DateOffer;
  /** The slot; null = the whole day (a date-only day, or a day of generated slots held whole). */
  slot: SlotOffer | null;
  /** Places of what is held (the slot's, else the day's); null = unlimited. */
  limit: number | null;
}

/** Why a date or slot is not offered: see {@link SlotNotOfferedError}. */
export type NotOfferedReason = 'date' | 'slot' | 'slot_required' | 'date_only';

/**
 * The one "this date and slot are not offered now" condition, thrown by
 * {@link offeredHold}. Not a problem itself: each app maps it to its documented public
 * code (fulfilment-api 422 SLOT_UNAVAILABLE or 400 VALIDATION_FAILED; widget-api 422
 * DATE_NOT_AVAILABLE or SLOT_NOT_AVAILABLE; docs/api-decisions.md).
 *
 * `reason`: `date` the date cannot be picked now; `slot` the named slot is not offered on
 * it (unknown, another weekday's, started, before the preparation time); `slot_required`
 * the date has slots and none was named; `date_only` a slot was named on a date-only day.
 */
export class SlotNotOfferedError extends Error {
  constructor(
    readonly reason: NotOfferedReason,
    readonly method: CheckoutMethod,
    readonly date: string,
    readonly choice: SlotChoice,
  ) {
    super(`${method} ${date} ${JSON.stringify(choice)} is not offered now (${reason})`);
    this.name = 'SlotNotOfferedError';
  }
}

/**
 * Checks that `date` (and the slot `choice` names) is offered now by `engine`
 * ({@link dateOffer}, capacity aside) and says what a hold takes: the slot and its
 * limit, or the whole day and the day's limit. Pure.
 *
 * A date-only day takes no slot; any other day needs one named (`slotId` and/or
 * `time`, both must match the same slot), unless `options.dayHoldForGeneratedSlots`
 * and the day's slots are all generated.
 *
 * @throws SlotNotOfferedError when not offered (see its `reason`)
 * @throws SchedulingError 400 INVALID_DATE / 422 INVALID_RULES as {@link dateOffer}
 */
export function offeredHold(engine: EngineInput, date: string, choice: SlotChoice, options: HoldOptions = {}): OfferedHold {
  const offer = dateOffer(engine, date);
  const refuse = (reason: NotOfferedReason) => new SlotNotOfferedError(reason, engine.method, date, choice);
  if (!offer.selectable) throw refuse('date');
  const slotId = choice.slotId ?? null;
  const time = choice.time ?? null;
  if (offer.dateOnly) {
    if (slotId !== null || time !== null) throw refuse('date_only');
    return { offer, slot: null, limit: offer.dayLimit };
  }
  if (slotId === null && time === null) {
    if (options.dayHoldForGeneratedSlots && offer.slots.every((s) => s.id === null)) return { offer, slot: null, limit: null };
    throw refuse('slot_required');
  }
  const slot = offer.slots.find((s) => (slotId === null || s.id === slotId) && (time === null || s.from === time));
  if (!slot) throw refuse('slot');
  return { offer, slot, limit: slot.limit };
}
