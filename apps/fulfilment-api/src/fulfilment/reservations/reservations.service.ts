import { Injectable } from '@nestjs/common';
import { ValidationProblem } from '@fulfil/problem-details';
import { isIsoDate, SchedulingError } from '@fulfil/scheduling';
import type { CartItem } from '@fulfil/scheduling';
import type { HoldEntity } from '@fulfil/capacity';
import type { CheckoutMethod, ShopSnapshot } from '@fulfil/store-settings';
import { engineInput, HoldService, offeredHold, SlotNotOfferedError, type HoldTarget } from '@fulfil/storefront';
import { locationNotFound } from '../http/not-found';
import { SlotFullProblem, SlotUnavailableProblem } from '../problems';

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
  /** The `Idempotency-Key` header and the `requestHash` (@fulfil/capacity) of the request it came with. */
  idempotency?: { key: string; requestHash: string };
}

const required = (field: string, message: string) => new ValidationProblem([{ field, rule: 'required', message }]);

/**
 * Reservations (fulfilment-api's name for a hold) for storefront checkouts
 * (docs/scheduling-rules.md §6): the date and slot must be one the calendar offers now
 * (`offeredHold` of @fulfil/storefront, the check widget-api's checkouts make too;
 * capacity aside), then the place is held by the hold steps both apps share
 * (`HoldService` of @fulfil/storefront) until it expires (RESERVATION_TTL_MINUTES) or an
 * order converts it. Of N concurrent requests for the last place exactly one wins.
 *
 * Idempotency-Key (docs/api-decisions.md, "Idempotency keys"): scoped to this API and the
 * shop; the first request's response is stored with the key and its request hash in the
 * hold's own transaction (`CapacityRepository.hold`), a retry of the same request gets
 * it back, another request with the key is 422 IDEMPOTENCY_KEY_REUSED.
 */
@Injectable()
export class ReservationsService {
  constructor(private readonly holds: HoldService) {}

  /**
   * Holds one place, or answers a retry with the stored response of its Idempotency-Key
   * (before any other check, so a retry is answered even when its slot is no longer
   * offered). Throws 400 (INVALID_DATE, VALIDATION_FAILED), 404 LOCATION_NOT_FOUND,
   * 422 SLOT_UNAVAILABLE, 409 SLOT_FULL, 422 IDEMPOTENCY_KEY_REUSED, 409 IDEMPOTENCY_KEY_IN_USE.
   * @returns the reservation (for a replay: the body stored with the key) and whether it replays an earlier request
   */
  async reserve(snapshot: ShopSnapshot, req: ReservationRequest, now: Date): Promise<{ reservation: ReservationOut; replayed: boolean }> {
    const outcome = await this.holds.hold<ReservationOut>({
      shopId: snapshot.shop.id,
      api: 'fulfilment-api',
      idempotency: req.idempotency ?? null,
      now,
      plan: async () => {
        if (!isIsoDate(req.date)) throw new SchedulingError('INVALID_DATE', `${JSON.stringify(req.date.slice(0, 40))} is not a date of the form YYYY-MM-DD.`);
        return {
          target: await this.target(snapshot, req, now),
          respond: async (_manager, reservation) => ({ status: 201, body: reservationOut(reservation) }),
        };
      },
    });
    if (outcome.kind === 'full') throw new SlotFullProblem(outcome.used, outcome.limit);
    return { reservation: outcome.response.body, replayed: outcome.kind === 'replayed' };
  }

  private async target(snapshot: ShopSnapshot, req: ReservationRequest, now: Date): Promise<HoldTarget> {
    if (req.method === 'shipping') {
      if (req.locationId !== null || req.slotId !== null)
        throw new ValidationProblem([
          {
            field: req.locationId !== null ? 'locationId' : 'slotId',
            rule: 'isEmpty',
            message: 'Shipping reservations hold a day: send no locationId and no slotId.',
          },
        ]);
    } else if (req.locationId === null) {
      throw required('locationId', `${req.method} reservations need the locationId.`);
    }
    const engine = await engineInput(snapshot, req.method, req.locationId, { now, cart: req.cart });
    if (!engine) throw locationNotFound(snapshot, req.locationId as number, req.method as 'pickup' | 'delivery');
    try {
      // This API cannot name a generated pickup slot (no time): a day of generated slots is held whole.
      const hold = offeredHold(engine, req.date, { slotId: req.slotId }, { dayHoldForGeneratedSlots: true });
      return { method: req.method, date: req.date, locationId: req.locationId, slotId: hold.slot?.id ?? null, limit: hold.limit };
    } catch (err) {
      throw err instanceof SlotNotOfferedError ? notOffered(err) : err;
    }
  }
}

/** A reservation row as the API returns it. */
function reservationOut(r: HoldEntity): ReservationOut {
  return {
    id: r.id,
    status: r.status,
    method: r.method,
    location_id: r.locationId,
    date: r.date,
    slot_id: r.slotId,
    quantity: r.quantity,
    expires_at: new Date(r.expiresAt).toISOString(),
  };
}

/**
 * fulfilment-api's public answer to a date or slot that is not offered now (its
 * documented codes): 400 VALIDATION_FAILED when the date has slots and none was named,
 * else 422 SLOT_UNAVAILABLE.
 */
function notOffered(err: SlotNotOfferedError): ValidationProblem | SlotUnavailableProblem {
  switch (err.reason) {
    case 'slot_required':
      return required('slotId', `${err.date} has slots: send the slotId of one of them.`);
    case 'date':
      return new SlotUnavailableProblem(`${err.date} is not offered for ${err.method} now.`);
    case 'slot':
    case 'date_only':
      return new SlotUnavailableProblem(`Slot ${err.choice.slotId} is not offered on ${err.date} now.`);
  }
}
