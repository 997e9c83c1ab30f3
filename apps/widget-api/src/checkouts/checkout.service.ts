import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { Clock } from '@fulfil/platform';
import { CapacityRepository, stableStringify, type ReservationEntity } from '@fulfil/store-settings';
import { holdExpiresAt } from '@fulfil/storefront';
import { CheckoutEntity } from './storage/checkout.entity';
import { CheckoutRepository } from './storage/checkout.repository';
import { WidgetConfig } from '../config';
import { checkoutNotFound, WidgetProblem } from '../problems';
import { ShopContextService } from '../shop/shop-context.service';
import type { CheckoutRequestDto } from './checkout.dto';
import { CheckoutPlan, CheckoutPlanner } from './checkout-plan';
import type { CheckoutResponse } from './checkout.views';

/** Outcome of {@link CheckoutService.create}: `replayed` when an Idempotency-Key returned an earlier checkout. */
export interface CheckoutResult {
  checkout: CheckoutResponse;
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SHA-256 of the normalised request: the same shop and body always hash alike. */
export function requestHash(shop: string, body: CheckoutRequestDto): string {
  return createHash('sha256').update(stableStringify({ shop, body })).digest('hex');
}

/**
 * Checkouts that never oversell: validates the request (CheckoutPlanner), holds one
 * place of the slot through CapacityRepository (serialised per slot, also across
 * instances on one MySQL database), and stores the checkout.
 *
 * Idempotency-Key: the first request with a key creates the checkout; a retry with
 * the same key and body gets the same checkout back (`replayed`) and reserves nothing;
 * the same key with a different body is 422 IDEMPOTENCY_KEY_REUSED. Keys are per shop.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly shops: ShopContextService,
    private readonly planner: CheckoutPlanner,
    private readonly capacity: CapacityRepository,
    private readonly checkouts: CheckoutRepository,
    private readonly clock: Clock,
    private readonly config: WidgetConfig,
  ) {}

  async create(shop: string, body: CheckoutRequestDto, idempotencyKey: string | null): Promise<CheckoutResult> {
    const ctx = await this.shops.resolve(shop);
    const shopId = ctx.snapshot.shop.id;
    const now = this.clock.now();
    const hash = requestHash(ctx.snapshot.shop.domain, body);
    if (idempotencyKey) {
      const existing = await this.checkouts.findByIdempotencyKey(shopId, idempotencyKey);
      if (existing) return this.replay(existing, hash, now);
    }
    const plan = this.planner.plan(ctx, body, now);
    let expiresAt = holdExpiresAt(now, this.config.RESERVATION_TTL_MINUTES);
    const reserved = await this.capacity.reserve({
      shopId,
      method: body.method,
      locationId: plan.restaurant.id,
      date: body.date,
      slotId: plan.slot?.id ?? null,
      limit: plan.slot?.limit ?? null,
      quantity: 1,
      expiresAt,
      now,
      idempotencyKey: idempotencyKey ?? undefined,
    });
    if (!reserved.ok) {
      throw new WidgetProblem(409, 'SLOT_FULL', `The ${plan.slot?.from ?? ''} slot of ${body.date} at ${plan.restaurant.name} is full (${reserved.used} of ${reserved.limit} places taken).`, {
        date: body.date,
        slot_id: plan.slot?.id ?? null,
        time: plan.slot?.from ?? null,
        limit: reserved.limit,
        used: reserved.used,
      });
    }
    if (reserved.replayed && idempotencyKey) {
      const winner = await this.waitForCheckout(shopId, idempotencyKey);
      if (winner) return this.replay(winner, hash, now);
      if (!this.holds(reserved.reservation, body, plan)) throw this.keyReused();
      expiresAt = reserved.reservation.expiresAt;
    }
    const checkout: CheckoutResponse = {
      id: randomUUID(),
      status: 'reserved',
      test_mode: ctx.testMode,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      currency_code: ctx.currency,
      line_items: plan.lines.map(({ menu: _menu, ...line }) => line),
      totals: plan.totals,
      fulfilment: plan.fulfilment,
      note: body.note ?? null,
    };
    const stored = await this.checkouts.insert({
      id: checkout.id,
      shopId,
      reservationId: reserved.reservation.id,
      idempotencyKey,
      requestHash: hash,
      method: body.method,
      locationId: plan.restaurant.id,
      date: body.date,
      slotId: plan.slot?.id ?? null,
      snapshot: checkout as unknown as Record<string, unknown>,
      expiresAt,
    });
    if (!stored.inserted) return this.replay(stored.existing, hash, now);
    return { checkout: this.withStatus(checkout, now), replayed: false };
  }

  /** One checkout of the shop, its status as of now. @throws 404 CHECKOUT_NOT_FOUND */
  async get(shop: string, id: string): Promise<CheckoutResponse> {
    const ctx = await this.shops.resolve(shop);
    const row = await this.checkouts.findById(ctx.snapshot.shop.id, id);
    if (!row) throw checkoutNotFound(id);
    return this.withStatus(row.snapshot as unknown as CheckoutResponse, this.clock.now());
  }

  /** The stored checkout for a repeated key, if the request is the same. */
  private replay(existing: CheckoutEntity, hash: string, now: Date): CheckoutResult {
    if (existing.requestHash !== hash) throw this.keyReused();
    return { checkout: this.withStatus(existing.snapshot as unknown as CheckoutResponse, now), replayed: true };
  }

  private keyReused(): WidgetProblem {
    return new WidgetProblem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different checkout request.');
  }

  /**
   * A concurrent request with the same key reserved first: its checkout row follows
   * within milliseconds. Waits up to about 2 s for it.
   */
  private async waitForCheckout(shopId: number, key: string): Promise<CheckoutEntity | null> {
    for (let i = 0; i < 40; i++) {
      const row = await this.checkouts.findByIdempotencyKey(shopId, key);
      if (row) return row;
      await sleep(50);
    }
    return null;
  }

  /** Whether a reservation made under the key holds exactly what this request wants. */
  private holds(r: ReservationEntity, body: CheckoutRequestDto, plan: CheckoutPlan): boolean {
    return r.method === body.method && r.locationId === plan.restaurant.id && r.date === body.date && r.slotId === (plan.slot?.id ?? null);
  }

  private withStatus(checkout: CheckoutResponse, now: Date): CheckoutResponse {
    return { ...checkout, status: now.getTime() < Date.parse(checkout.expires_at) ? 'reserved' : 'expired' };
  }
}
