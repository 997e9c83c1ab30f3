import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '@fulfil/platform';
import type { StoredResponse } from '@fulfil/capacity';
import { HoldService, type HoldIdempotency } from '@fulfil/storefront';
import { CheckoutRepository } from './storage/checkout.repository';
import { checkoutNotFound, WidgetProblem } from '../problems';
import { ShopContextService } from '../shop/shop-context.service';
import type { CheckoutRequestDto } from './checkout.dto';
import { CheckoutPlanner, type CheckoutPlan } from './checkout-plan';
import { checkoutView, type CheckoutResponse, type CheckoutSnapshot } from './checkout.views';
import { DRAFT_ORDER_LEASE_MS, DraftOrderService } from '../draft-orders/draft-order.service';

/** Outcome of {@link CheckoutService.create}: `replayed` when an Idempotency-Key returned an earlier checkout. */
export interface CheckoutResult {
  checkout: CheckoutResponse;
  replayed: boolean;
}

/** A request's `Idempotency-Key` header and the `requestHash` (method, path, canonical body) of the request it came with. */
export type CheckoutIdempotency = HoldIdempotency;

/**
 * Checkouts (widget-api's hold, which becomes a draft order) that never oversell:
 * validates the request (CheckoutPlanner), then holds one place of the slot and stores
 * the checkout in ONE transaction, by the hold steps both apps share (`HoldService` of
 * @fulfil/storefront: serialised per slot, also across instances on one MySQL database),
 * so no place is ever held without its checkout, even if the process dies between the
 * two writes.
 *
 * Idempotency-Key (docs/api-decisions.md, "Idempotency keys"): scoped to widget-api and
 * the shop, claimed in that same transaction before the slot's lock. The first request
 * with a key creates the checkout and stores its response; a retry of the same request
 * (method, path, canonical body) gets it back (`replayed`, its status as of now) and
 * reserves nothing; another request with the key is 422 IDEMPOTENCY_KEY_REUSED; a
 * request that fails stores nothing.
 *
 * Draft orders (docs/draft-orders.md): a shop with storefront-platform credentials and not
 * in test mode gets a `pending` checkout; right after the hold commits one attempt creates
 * its draft order (`ready` with `checkout_url`), else it stays `pending` for the retry
 * worker. Other shops get test checkouts (`is_test_mode`), as before.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly shops: ShopContextService,
    private readonly planner: CheckoutPlanner,
    private readonly holds: HoldService,
    private readonly checkouts: CheckoutRepository,
    private readonly clock: Clock,
    private readonly drafts: DraftOrderService,
  ) {}

  /**
   * Creates a checkout, or answers a retry with the checkout stored with its
   * Idempotency-Key (looked up before anything else, so a retry is answered even after
   * its hold lapsed). Throws the problems of CheckoutPlanner, 409 SLOT_FULL, 422
   * IDEMPOTENCY_KEY_REUSED and 409 IDEMPOTENCY_KEY_IN_USE.
   *
   * @param idempotency the request's key and request hash, or null without an `Idempotency-Key`
   */
  async create(shop: string, body: CheckoutRequestDto, idempotency: CheckoutIdempotency | null): Promise<CheckoutResult> {
    const ctx = await this.shops.resolve(shop);
    const shopId = ctx.snapshot.shop.id;
    const now = this.clock.now();
    let plan: CheckoutPlan | undefined;
    let toPlatform = false;
    const outcome = await this.holds.hold<CheckoutSnapshot>({
      shopId,
      api: 'widget-api',
      idempotency,
      now,
      plan: async (expiresAt) => {
        const checked = (plan = await this.planner.plan(ctx, body, now));
        toPlatform = await this.drafts.enabledFor(shopId, ctx.testMode);
        const leaseUntil = new Date(now.getTime() + DRAFT_ORDER_LEASE_MS);
        const checkout: CheckoutSnapshot = {
          id: randomUUID(),
          test_mode: ctx.testMode,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          currency_code: ctx.currency,
          line_items: checked.lines.map(({ menu: _menu, ...line }) => line),
          totals: checked.totals,
          fulfilment: checked.fulfilment,
          note: body.note ?? null,
          email: body.email ?? null,
          name: checked.contact.name,
          phone: checked.contact.phone,
        };
        const slotId = checked.slot?.id ?? null;
        return {
          target: { method: body.method, locationId: checked.restaurant.id, date: body.date, slotId, limit: checked.slot?.limit ?? null },
          // In the hold's transaction: the checkout row commits with its place, or neither does.
          respond: async (manager, reservation) => {
            await this.checkouts.insert(manager, {
              id: checkout.id,
              shopId,
              reservationId: reservation.id,
              method: body.method,
              locationId: checked.restaurant.id,
              date: body.date,
              slotId,
              snapshot: checkout as unknown as Record<string, unknown>,
              expiresAt,
              // With credentials: pending, claimed by this request for its first attempt (the
              // retry worker takes over after the lease should this process die).
              ...(toPlatform ? { platformState: 'pending' as const, attempts: 1, leaseUntil, nextAttemptAt: leaseUntil } : {}),
            });
            return { status: 201, body: checkout };
          },
        };
      },
    });
    if (outcome.kind === 'replayed') return this.replay(shopId, outcome.response, now);
    if (outcome.kind === 'full') {
      const slot = plan?.slot ?? null;
      throw new WidgetProblem(
        409,
        'SLOT_FULL',
        `The ${slot?.from ?? ''} slot of ${body.date} at ${plan?.restaurant.name ?? ''} is full (${outcome.used} of ${outcome.limit} places taken).`,
        { date: body.date, slot_id: slot?.id ?? null, time: slot?.from ?? null, limit: outcome.limit, used: outcome.used },
      );
    }
    const checkout = outcome.response.body;
    if (toPlatform) {
      const row = await this.checkouts.findById(shopId, checkout.id);
      // One quick try while the shopper waits (2 HTTP attempts); the retry worker does the rest.
      if (row) await this.drafts.attempt(row, { maxAttempts: 2, mayExist: false });
    }
    return { checkout: await this.current(shopId, checkout, now), replayed: false };
  }

  /** One checkout of the shop, its status as of now. @throws 404 CHECKOUT_NOT_FOUND */
  async get(shop: string, id: string): Promise<CheckoutResponse> {
    const ctx = await this.shops.resolve(shop);
    const row = await this.checkouts.findById(ctx.snapshot.shop.id, id);
    if (!row) throw checkoutNotFound(id);
    return checkoutView(row, this.clock.now());
  }

  /** The checkout stored with a repeated key, as it stands now. */
  private async replay(shopId: number, stored: StoredResponse, now: Date): Promise<CheckoutResult> {
    return { checkout: await this.current(shopId, stored.body as CheckoutSnapshot, now), replayed: true };
  }

  /** A checkout as it stands now (its row: status, draft order), or as created when the row is gone. */
  private async current(shopId: number, snapshot: CheckoutSnapshot, now: Date): Promise<CheckoutResponse> {
    const row = await this.checkouts.findById(shopId, snapshot.id);
    if (row) return checkoutView(row, now);
    const gone = { snapshot: snapshot as unknown as Record<string, unknown>, platformState: 'test' as const, expiresAt: new Date(snapshot.expires_at) };
    return checkoutView({ ...gone, checkoutUrl: null, draftOrderId: null, failureCode: null }, now);
  }
}
