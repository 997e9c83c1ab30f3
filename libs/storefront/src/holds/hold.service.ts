import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CapacityRepository, IdempotencyKeyStore, type IdempotencyApi, type IdempotencyClaim, type HoldEntity, type StoredResponse } from '@fulfil/capacity';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { StorefrontConfig } from '../module/storefront-config';
import { UsageService } from '../usage/usage.service';
import { holdExpiresAt } from './hold-expiry';

/** A request's `Idempotency-Key` header and the `requestHash` (method, path, canonical body) of the request it came with. */
export interface HoldIdempotency {
  key: string;
  requestHash: string;
}

/** What to hold: one place of a slot (or of a whole day) at a location (null: shipping). */
export interface HoldTarget {
  method: CheckoutMethod;
  locationId: number | null;
  /** Local date `YYYY-MM-DD` (1-based month). */
  date: string;
  /** The slot; null for a day held whole (date-only delivery, shipping, a day of generated pickup slots). */
  slotId: number | null;
  /** Places of the slot or day; null = unlimited. */
  limit: number | null;
}

/** The app's part of a hold, decided once the key is known to be new. */
export interface HoldPlan<B> {
  /** What to hold (the app has checked it is offered now). */
  target: HoldTarget;
  /**
   * Runs in the hold's transaction once the reservation row exists: writes what belongs
   * with the hold (widget-api's checkout row) and returns the response stored with the
   * Idempotency-Key. Throwing rolls the hold back.
   */
  respond: (manager: EntityManager, reservation: HoldEntity) => Promise<StoredResponse<B>>;
}

/** A hold request of one app for one shop at `now`. */
export interface HoldRequest<B> {
  shopId: number;
  /** The API the Idempotency-Key belongs to (keys are scoped per API and shop). */
  api: IdempotencyApi;
  idempotency: HoldIdempotency | null;
  /** "Now" (UTC): the hold lapses `RESERVATION_TTL_MINUTES` after it. */
  now: Date;
  /**
   * The app's validation and answer, given the hold's expiry (whole seconds); runs only
   * for a new key (a retry is answered before any check). Throws the app's own problems.
   */
  plan: (expiresAt: Date) => Promise<HoldPlan<B>>;
}

/** Outcome of {@link HoldService.hold}; the app turns `full` into its own 409 problem. */
export type HoldOutcome<B> =
  | { kind: 'held'; reservation: HoldEntity; response: StoredResponse<B> }
  | { kind: 'replayed'; response: StoredResponse<B> }
  | { kind: 'full'; target: HoldTarget; used: number; limit: number };

/**
 * The steps of a hold, written once for fulfilment-api's reservations and widget-api's
 * checkouts (docs/scheduling-rules.md §6; docs/api-decisions.md, "Idempotency keys"):
 *
 * 1. a request with an Idempotency-Key already stored gets its stored response, before any
 *    other check (so a retry is answered even after its slot stopped being offered);
 * 2. the app plans the hold (its own checks, its own problems);
 * 3. the place is held until `holdExpiresAt(now, RESERVATION_TTL_MINUTES)` under the
 *    slot's lock, with the key claimed and the app's rows written in the same transaction
 *    (`CapacityRepository.hold` of @fulfil/capacity): of N requests for the last
 *    place exactly one wins;
 * 4. whatever the outcome (held, full, or an error after the commit), the shop's cached
 *    counts are dropped in this instance ({@link UsageService.changed}), so its
 *    calendars and searches show the hold at once.
 */
@Injectable()
export class HoldService {
  constructor(
    private readonly capacity: CapacityRepository,
    private readonly keys: IdempotencyKeyStore,
    private readonly config: StorefrontConfig,
    private readonly usage: UsageService,
  ) {}

  /**
   * Holds one place, or answers a retry of its Idempotency-Key.
   * @throws the plan's problems; 422 IDEMPOTENCY_KEY_REUSED and 409 IDEMPOTENCY_KEY_IN_USE (@fulfil/capacity)
   */
  async hold<B>(request: HoldRequest<B>): Promise<HoldOutcome<B>> {
    const { shopId, idempotency, now } = request;
    const claim: IdempotencyClaim | undefined = idempotency
      ? { shopId, api: request.api, key: idempotency.key, requestHash: idempotency.requestHash }
      : undefined;
    if (claim) {
      const stored = await this.keys.replay(claim);
      if (stored) return { kind: 'replayed', response: stored as StoredResponse<B> };
    }
    const expiresAt = holdExpiresAt(now, this.config.RESERVATION_TTL_MINUTES);
    const { target, respond } = await request.plan(expiresAt);
    try {
      const result = await this.capacity.hold<B>({ shopId, ...target, quantity: 1, expiresAt, now, idempotency: claim }, { respond });
      if (!result.ok) return { kind: 'full', target, used: result.used, limit: result.limit };
      if (result.replayed) return { kind: 'replayed', response: result.response };
      return { kind: 'held', reservation: result.reservation, response: result.response as StoredResponse<B> };
    } finally {
      this.usage.changed(shopId);
    }
  }
}
