import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { CapacityRepository } from '@fulfil/capacity';
import { PlatformCredentialsRepository } from '@fulfil/store-settings';
import { StorefrontPlatformClient, StorefrontPlatformError } from '@fulfil/storefront-platform';
import { WidgetConfig } from '../config';
import { checkoutView } from '../checkouts/checkout.views';
import type { CheckoutEntity } from '../checkouts/storage/checkout.entity';
import { CheckoutRepository } from '../checkouts/storage/checkout.repository';
import { draftOrderInput } from './draft-order-input';
import { UsageService } from '@fulfil/storefront';

/** How long an attempt holds its checkout (longer than the slowest attempt), ms. */
export const DRAFT_ORDER_LEASE_MS = 60_000;

/** Longest pause between two attempts, ms. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/**
 * How long {@link DraftOrderService.shownEnabledFor} reuses what it read of a shop's
 * credentials, ms: as long as the shop cache serves a shop before checking its version
 * (StoreReader's default `revalidateMs`), so `GET /settings` is as fresh as the shop data
 * it shows.
 */
export const CREDENTIALS_PRESENCE_MAX_AGE_MS = 2000;

/** Shops whose credentials presence is remembered at once; reaching it forgets them all. */
const MAX_REMEMBERED_SHOPS = 10_000;

/** What one attempt ended in. */
export type AttemptOutcome = 'created' | 'pending' | 'failed';

/**
 * Creates the draft order of a checkout on the storefront platform (docs/draft-orders.md):
 * opens the shop's credentials, sends `draftOrderInput(checkout)` with the checkout id as
 * the reference, and records the outcome on the checkout row:
 * - created: the draft order's id and invoice URL (`ready`);
 * - a failure that may pass (timeout, network, 5xx, throttled): pending again, next attempt
 *   after DRAFT_ORDER_RETRY_BASE_MS × 2^(attempts-1) (at most 5 minutes, never past the
 *   hold's expiry, when the retry worker fails it);
 * - a refusal (userErrors, bad credentials, no credentials any more): `failed` /
 *   `PLATFORM_REJECTED`, and the hold is released;
 * - the hold expired first: `failed` / `HOLD_EXPIRED`, hold released.
 * A released hold drops the shop's cached counts (`UsageService.changed` of @fulfil/storefront).
 * The caller holds the checkout's claim (lease). Never throws for a platform failure.
 */
@Injectable()
export class DraftOrderService {
  private readonly logger = new Logger('DraftOrders');
  /** Credentials presence per shop id, read at `at` (monotonic ms); a pending read is shared. */
  private readonly presence = new Map<number, { at: number; has: Promise<boolean> }>();

  constructor(
    private readonly credentials: PlatformCredentialsRepository,
    private readonly checkouts: CheckoutRepository,
    private readonly capacity: CapacityRepository,
    private readonly config: WidgetConfig,
    private readonly clock: Clock,
    private readonly usage: UsageService,
  ) {}

  /** True when a checkout of this shop goes to the storefront platform: not in test mode, and credentials are set. */
  async enabledFor(shopId: number, testMode: boolean): Promise<boolean> {
    return !testMode && (await this.credentials.has(shopId));
  }

  /**
   * {@link enabledFor} for what a shopper is shown (`is_test_mode` of `GET /settings`): the
   * credentials' presence is read at most once per {@link CREDENTIALS_PRESENCE_MAX_AGE_MS}
   * per shop (concurrent calls share the read), so the storefront's most frequent request
   * costs no database round trip. A checkout decides with {@link enabledFor}, exactly.
   */
  async shownEnabledFor(shopId: number, testMode: boolean): Promise<boolean> {
    if (testMode) return false;
    const now = performance.now();
    const known = this.presence.get(shopId);
    if (known && now - known.at < CREDENTIALS_PRESENCE_MAX_AGE_MS) return known.has;
    if (this.presence.size >= MAX_REMEMBERED_SHOPS) this.presence.clear();
    const entry = { at: now, has: this.credentials.has(shopId) };
    this.presence.set(shopId, entry);
    // A failed read is not kept: the next request reads again.
    entry.has.catch(() => {
      if (this.presence.get(shopId) === entry) this.presence.delete(shopId);
    });
    return entry.has;
  }

  /**
   * One attempt (of up to `maxAttempts` HTTP attempts) for a claimed checkout.
   * @param mayExist true on every attempt after the first (an earlier one may have created the draft order)
   */
  async attempt(row: CheckoutEntity, options: { maxAttempts: number; mayExist: boolean }): Promise<AttemptOutcome> {
    const now = this.clock.now();
    if (now.getTime() >= row.expiresAt.getTime()) return this.fail(row, 'HOLD_EXPIRED', 'the hold expired before the draft order was created');
    try {
      const credentials = await this.credentials.open(row.shopId);
      if (!credentials) return this.fail(row, 'PLATFORM_REJECTED', 'the shop has no storefront-platform credentials any more');
      const client = new StorefrontPlatformClient({
        shopDomain: credentials.platformDomain,
        accessToken: credentials.accessToken.reveal(),
        baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL,
        timeoutMs: this.config.STOREFRONT_PLATFORM_TIMEOUT_MS,
        maxAttempts: options.maxAttempts,
        logger: { warn: (message, details) => this.logger.warn({ ...details, checkout: row.id, msg: message }) },
      });
      const draft = await client.createDraftOrder({
        input: draftOrderInput(checkoutView(row, now), row.reservationId),
        reference: row.id,
        mayExist: options.mayExist,
      });
      await this.checkouts.markCreated(row.id, { draftOrderId: draft.id, checkoutUrl: draft.invoiceUrl });
      return 'created';
    } catch (error) {
      if (error instanceof StorefrontPlatformError && !error.retryable) {
        this.logger.warn({ checkout: row.id, shopId: row.shopId, failure: error.failure, msg: 'the storefront platform refused the draft order' });
        return this.fail(row, 'PLATFORM_REJECTED', describe(error));
      }
      const delay = Math.min(this.config.DRAFT_ORDER_RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_DELAY_MS);
      const throttled = error instanceof StorefrontPlatformError ? (error.failure.retryAfterMs ?? 0) : 0;
      const next = new Date(Math.min(now.getTime() + Math.max(delay, throttled), row.expiresAt.getTime()));
      this.logger.warn({ checkout: row.id, shopId: row.shopId, error: describe(error), nextAttemptAt: next.toISOString(), msg: 'draft order not created yet' });
      await this.checkouts.markRetry(row.id, { error: describe(error), nextAttemptAt: next });
      return 'pending';
    }
  }

  private async fail(row: CheckoutEntity, code: 'PLATFORM_REJECTED' | 'HOLD_EXPIRED', error: string): Promise<AttemptOutcome> {
    if (row.reservationId !== null) {
      await this.capacity.release(row.shopId, row.reservationId);
      // The place is free again: this instance's calendars and searches show it at once (docs/scaling.md).
      this.usage.changed(row.shopId);
    }
    await this.checkouts.markFailed(row.id, { code, error });
    return 'failed';
  }
}

/** A failure as one log-safe line (reason, status, platform messages; never the token). */
function describe(error: unknown): string {
  if (error instanceof StorefrontPlatformError) {
    const f = error.failure;
    return [f.reason, f.status ? `HTTP ${f.status}` : '', f.message ?? ''].filter(Boolean).join(' ');
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
