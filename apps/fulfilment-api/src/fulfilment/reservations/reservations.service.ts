import { Injectable } from '@nestjs/common';
import { ValidationProblem } from '@fulfil/problem-details';
import { deliveryCalendar, deliveryTimesForDate, isIsoDate, isSelectableDate, pickupSlotsForDate, SchedulingError, shippingCalendar, weekdayOf } from '@fulfil/scheduling';
import type { CartItem } from '@fulfil/scheduling';
import { CapacityRepository } from '@fulfil/store-settings';
import type { CheckoutMethod, ShopSnapshot } from '@fulfil/store-settings';
import { FulfilmentConfig } from '../../config';
import { DeliveryService } from '../delivery/delivery.service';
import { PickupService } from '../pickup/pickup.service';
import { SlotFullProblem, SlotUnavailableProblem } from '../problems';
import { StoreService } from '../store/store.service';
import { UsageService } from '../domain/usage.service';

/** A reservation as the API returns it. */
export interface ReservationOut {
  id: number;
  status: 'held' | 'converted' | 'released';
  method: CheckoutMethod;
  location_id: number | null;
  date: string;
  slot_id: number | null;
  quantity: number;
  /** ISO-8601 instant (whole seconds). */
  expires_at: string;
}

/** A validated reservation request. */
export interface ReservationRequest {
  method: CheckoutMethod;
  locationId: number | null;
  date: string;
  slotId: number | null;
  cart: CartItem[];
  idempotencyKey?: string;
}

/** What is reserved and against which limit (null = unlimited). */
interface Target {
  locationId: number | null;
  slotId: number | null;
  limit: number | null;
}

const required = (field: string, message: string) => new ValidationProblem([{ field, rule: 'required', message }]);

/**
 * Reservations for storefront checkouts (scheduling-semantics.md §6): the date and slot
 * must be one the calendar offers now (same engine, same rules; capacity aside), then
 * the place is held transactionally until it expires (RESERVATION_TTL_MINUTES) or an
 * order converts it. Of N concurrent requests for the last place exactly one wins.
 */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly capacity: CapacityRepository,
    private readonly pickup: PickupService,
    private readonly delivery: DeliveryService,
    private readonly store: StoreService,
    private readonly config: FulfilmentConfig,
    private readonly usage: UsageService,
  ) {}

  /**
   * Holds one place. Throws 400 (INVALID_DATE, VALIDATION_FAILED), 404 LOCATION_NOT_FOUND,
   * 422 SLOT_UNAVAILABLE, 409 SLOT_FULL.
   * @returns the reservation and whether it replays an earlier request with the same Idempotency-Key
   */
  async reserve(snapshot: ShopSnapshot, req: ReservationRequest, now: Date): Promise<{ reservation: ReservationOut; replayed: boolean }> {
    if (!isIsoDate(req.date)) throw new SchedulingError('INVALID_DATE', `${JSON.stringify(req.date.slice(0, 40))} is not a date of the form YYYY-MM-DD.`);
    const target = await this.target(snapshot, req, now);
    const expiresAt = new Date(Math.floor((now.getTime() + this.config.RESERVATION_TTL_MINUTES * 60_000) / 1000) * 1000);
    const result = await this.capacity.reserve({ shopId: snapshot.shop.id, method: req.method, date: req.date, ...target, quantity: 1, expiresAt, now, idempotencyKey: req.idempotencyKey });
    if (!result.ok) throw new SlotFullProblem(result.used, result.limit);
    if (!result.replayed) this.usage.changed(snapshot.shop.id);
    const r = result.reservation;
    return {
      replayed: result.replayed,
      reservation: { id: r.id, status: r.status, method: r.method, location_id: r.locationId, date: r.date, slot_id: r.slotId, quantity: r.quantity, expires_at: new Date(r.expiresAt).toISOString() },
    };
  }

  private async target(snapshot: ShopSnapshot, req: ReservationRequest, now: Date): Promise<Target> {
    const offered = `${req.date} is not offered for ${req.method} now`;
    if (req.method === 'shipping') {
      if (req.locationId !== null || req.slotId !== null) throw new ValidationProblem([{ field: req.locationId !== null ? 'locationId' : 'slotId', rule: 'isEmpty', message: 'Shipping reservations hold a day: send no locationId and no slotId.' }]);
      const input = await this.store.shippingInput(snapshot, req.cart, now, false);
      if (!isSelectableDate(shippingCalendar(input), req.date)) throw new SlotUnavailableProblem(`${offered}.`);
      const limits = input.shipping.order_limits;
      const limit = limits.enabled ? (limits[weekdayOf(req.date)] ?? 0) : 0;
      return { locationId: null, slotId: null, limit: limit > 0 ? limit : null };
    }
    if (req.locationId === null) throw required('locationId', `${req.method} reservations need the locationId.`);
    if (req.method === 'pickup') {
      const slots = pickupSlotsForDate(await this.pickup.input(snapshot, req.locationId, req.cart, now, false), req.date);
      return this.pick(req, slots.map((s) => ({ id: s.id, limited: s.limited, limit: s.limit })), false, offered);
    }
    const input = await this.delivery.input(snapshot, req.locationId, req.cart, now, {});
    const times = deliveryTimesForDate(input, req.date);
    const dateOnly = times.length === 0 && input.delivery[weekdayOf(req.date)]?.slots.enabled === false && isSelectableDate(deliveryCalendar(input), req.date);
    return this.pick(req, times, dateOnly, offered);
  }

  /** The requested slot among the date's offered slots (capacity aside), with its limit. */
  private pick(req: ReservationRequest, slots: { id: number | null; limited: boolean; limit: number }[], dateOnly: boolean, offered: string): Target {
    const locationId = req.locationId as number;
    if (req.slotId === null) {
      if (dateOnly) return { locationId, slotId: null, limit: null };
      if (slots.length === 0) throw new SlotUnavailableProblem(`${offered}.`);
      if (slots.some((s) => s.id !== null)) throw required('slotId', `${req.date} has slots: send the slotId of one of them.`);
      return { locationId, slotId: null, limit: null };
    }
    const slot = slots.find((s) => s.id === req.slotId);
    if (!slot) throw new SlotUnavailableProblem(`Slot ${req.slotId} is not offered on ${req.date} now.`);
    return { locationId, slotId: req.slotId, limit: slot.limited ? slot.limit : null };
  }
}
