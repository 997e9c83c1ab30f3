import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { CapacityRepository, PlatformCredentialsRepository } from '@fulfil/store-settings';
import { StorefrontPlatformClient, StorefrontPlatformError } from '@fulfil/storefront-platform';
import { WidgetConfig } from '../config';
import { checkoutView } from '../checkouts/checkout.views';
import type { CheckoutEntity } from '../checkouts/storage/checkout.entity';
import { CheckoutRepository } from '../checkouts/storage/checkout.repository';
import { draftOrderInput } from './draft-order-input';

/** How long an attempt holds its checkout (longer than the slowest attempt), ms. */
export const DRAFT_ORDER_LEASE_MS = 60_000;

/** Longest pause between two attempts, ms. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;

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
 * The caller holds the checkout's claim (lease). Never throws for a platform failure.
 */
@Injectable()
export class DraftOrderService {
  private readonly logger = new Logger('DraftOrders');

  constructor(
    private readonly credentials: PlatformCredentialsRepository,
    private readonly checkouts: CheckoutRepository,
    private readonly capacity: CapacityRepository,
    private readonly config: WidgetConfig,
    private readonly clock: Clock,
  ) {}

  /** True when a checkout of this shop goes to the storefront platform: not in test mode, and credentials are set. */
  async enabledFor(shopId: number, testMode: boolean): Promise<boolean> {
    return !testMode && (await this.credentials.has(shopId));
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
    if (row.reservationId !== null) await this.capacity.release(row.shopId, row.reservationId);
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
