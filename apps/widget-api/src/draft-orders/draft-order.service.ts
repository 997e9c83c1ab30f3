import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { CapacityRepository } from '@fulfil/capacity';
import { PlatformCredentialsRepository } from '@fulfil/store-settings';
import { StorefrontPlatformClient, StorefrontPlatformError, type DraftOrder } from '@fulfil/storefront-platform';
import { WidgetConfig } from '../config';
import { checkoutView } from '../checkouts/checkout.views';
import type { CheckoutEntity, CheckoutFailureCode } from '../checkouts/storage/checkout.entity';
import { CheckoutRepository } from '../checkouts/storage/checkout.repository';
import { CurrencyMismatchError, draftOrderInput } from './draft-order-input';
import { UsageService } from '@fulfil/storefront';

/** How long an attempt holds its checkout (longer than the slowest attempt), ms. */
export const DRAFT_ORDER_LEASE_MS = 60_000;

/**
 * How long after a `draftOrderCreate` was sent (the checkout's `create_sent_at`) it may
 * still land on the platform, ms: the lease of the attempt that sent it (which bounds that
 * attempt) plus a 30 s safety margin. Until then a retry only searches for the draft order
 * by its reference (docs/draft-orders.md, "Idempotency record").
 */
export const DRAFT_ORDER_CREATE_SETTLE_MS = DRAFT_ORDER_LEASE_MS + 30_000;

/** How long the platform shop's currency is remembered per shop, ms (docs/draft-orders.md, "Currency"). */
export const SHOP_CURRENCY_MAX_AGE_MS = 5 * 60_000;

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
 *   `PLATFORM_REJECTED`, and the hold is released (never while a create may still land);
 * - the platform shop sells in another currency than the checkout's: `failed` /
 *   `CURRENCY_MISMATCH`, logged, hold released;
 * - a create whose answer was lost is waited for through the checkout's idempotency record
 *   (`create_sent_at`): searches only until it has settled, never a second create;
 * - the hold expired first: `failed` / `HOLD_EXPIRED`, hold released.
 * A released hold drops the shop's cached counts (`UsageService.changed` of @fulfil/storefront).
 * The caller holds the checkout's claim (lease). Never throws for a platform failure.
 */
@Injectable()
export class DraftOrderService {
  private readonly logger = new Logger('DraftOrders');
  /** Credentials presence per shop id, read at `at` (monotonic ms); a pending read is shared. */
  private readonly presence = new Map<number, { at: number; has: Promise<boolean> }>();
  /** The platform shop's currency per `<shop id>:<platform domain>`, read at `at` (monotonic ms). */
  private readonly currencies = new Map<string, { at: number; currency: string }>();

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
   * One attempt (of up to `maxAttempts` HTTP attempts) for a claimed checkout
   * (docs/draft-orders.md, "When the platform is down", "Idempotency record", "Currency"):
   * - the hold expired: `failed` / `HOLD_EXPIRED`, hold released; when a create was ever sent
   *   (it may have landed), one last search first, and a draft order found is recorded
   *   (`created`; the checkout shows `expired` with its invoice URL) instead;
   * - within {@link DRAFT_ORDER_CREATE_SETTLE_MS} of the last create sent (`create_sent_at`,
   *   the idempotency record): searches only; found: `created`, else pending again;
   * - else reads the platform shop's currency (remembered per shop for
   *   {@link SHOP_CURRENCY_MAX_AGE_MS}; read again before concluding a mismatch): another
   *   currency than the checkout's fails it `CURRENCY_MISMATCH` (logged, hold released, no
   *   request to create); the same: creates (searching first after an earlier create), writing
   *   `create_sent_at` just before the create goes;
   * - a failure that may pass, or any failure while a create may still land: pending, next
   *   attempt after DRAFT_ORDER_RETRY_BASE_MS × 2^(attempts-1); a refusal: `PLATFORM_REJECTED`.
   * @param mayExist true on every attempt after the first (an earlier one may have created the draft order)
   */
  async attempt(row: CheckoutEntity, options: { maxAttempts: number; mayExist: boolean }): Promise<AttemptOutcome> {
    const now = this.clock.now();
    const expired = now.getTime() >= row.expiresAt.getTime();
    // No create was ever sent: nothing can exist on the platform, the hold simply expired.
    if (expired && !row.createSentAt) return this.fail(row, 'HOLD_EXPIRED', 'the hold expired before the draft order was created');
    const settlesAt = row.createSentAt ? row.createSentAt.getTime() + DRAFT_ORDER_CREATE_SETTLE_MS : 0;
    try {
      const credentials = await this.credentials.open(row.shopId);
      if (!credentials) return this.fail(row, expired ? 'HOLD_EXPIRED' : 'PLATFORM_REJECTED', 'the shop has no storefront-platform credentials any more');
      const client = new StorefrontPlatformClient({
        shopDomain: credentials.platformDomain,
        accessToken: credentials.accessToken.reveal(),
        baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL,
        timeoutMs: this.config.STOREFRONT_PLATFORM_TIMEOUT_MS,
        maxAttempts: options.maxAttempts,
        logger: { warn: (message, details) => this.logger.warn({ ...details, checkout: row.id, msg: message }) },
      });
      if (expired || now.getTime() < settlesAt) {
        // A create may still land: look for it, never send another one before it has settled.
        const found = await client.findDraftOrder(row.id);
        if (found) return this.created(row, found);
        if (expired) return this.fail(row, 'HOLD_EXPIRED', 'the hold expired before the draft order was created (none carries its reference)');
        return this.retryLater(row, now, 'the last create may still land (within its settle window); searched, not found yet');
      }
      const checkout = checkoutView(row, now);
      let currency = await this.platformCurrency(row.shopId, credentials.platformDomain, client, false);
      if (currency !== checkout.currency_code) currency = await this.platformCurrency(row.shopId, credentials.platformDomain, client, true);
      const draft = await client.createDraftOrder({
        input: draftOrderInput(checkout, row.reservationId, currency),
        reference: row.id,
        mayExist: options.mayExist || row.createSentAt !== null,
        beforeCreate: () => this.checkouts.markCreateSent(row.id, this.clock.now()),
      });
      return this.created(row, draft);
    } catch (error) {
      if (error instanceof CurrencyMismatchError) {
        this.logger.error({
          checkout: row.id,
          shopId: row.shopId,
          reason: error.code,
          checkoutCurrency: error.checkoutCurrency,
          platformCurrency: error.platformCurrency,
          msg: error.message,
        });
        return this.fail(row, 'CURRENCY_MISMATCH', error.message);
      }
      if (expired) {
        this.logger.warn({ checkout: row.id, shopId: row.shopId, error: describe(error), msg: 'hold expired; the last search for its draft order failed' });
        return this.fail(row, 'HOLD_EXPIRED', `the hold expired before the draft order was created; last search: ${describe(error)}`);
      }
      // Never release while a create may still land (it may have succeeded): retry instead.
      const mayHaveLanded = now.getTime() < settlesAt || (error instanceof StorefrontPlatformError && error.failure.createUnanswered === true);
      if (error instanceof StorefrontPlatformError && !error.retryable && !mayHaveLanded) {
        this.logger.warn({ checkout: row.id, shopId: row.shopId, failure: error.failure, msg: 'the storefront platform refused the draft order' });
        return this.fail(row, 'PLATFORM_REJECTED', describe(error));
      }
      return this.retryLater(row, now, describe(error), error instanceof StorefrontPlatformError ? (error.failure.retryAfterMs ?? 0) : 0);
    }
  }

  /** Records the draft order (`ready`, or `expired` when the hold lapsed meanwhile). */
  private async created(row: CheckoutEntity, draft: DraftOrder): Promise<AttemptOutcome> {
    await this.checkouts.markCreated(row.id, { draftOrderId: draft.id, checkoutUrl: draft.invoiceUrl });
    return 'created';
  }

  /** Pending again: next attempt after the back-off (or the throttle's wait), never past the hold's expiry. */
  private async retryLater(row: CheckoutEntity, now: Date, error: string, minimumDelayMs = 0): Promise<AttemptOutcome> {
    const delay = Math.min(this.config.DRAFT_ORDER_RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_DELAY_MS);
    const next = new Date(Math.min(now.getTime() + Math.max(delay, minimumDelayMs), row.expiresAt.getTime()));
    this.logger.warn({ checkout: row.id, shopId: row.shopId, error, nextAttemptAt: next.toISOString(), msg: 'draft order not created yet' });
    await this.checkouts.markRetry(row.id, { error, nextAttemptAt: next });
    return 'pending';
  }

  /**
   * The platform shop's currency (`StorefrontPlatformClient.shopCurrency`), remembered per
   * shop and platform domain for {@link SHOP_CURRENCY_MAX_AGE_MS}; `fresh` reads it again.
   * @throws StorefrontPlatformError of the read (nothing is remembered then)
   */
  private async platformCurrency(shopId: number, domain: string, client: StorefrontPlatformClient, fresh: boolean): Promise<string> {
    const key = `${shopId}:${domain}`;
    const known = this.currencies.get(key);
    if (!fresh && known && performance.now() - known.at < SHOP_CURRENCY_MAX_AGE_MS) return known.currency;
    const currency = await client.shopCurrency();
    if (this.currencies.size >= MAX_REMEMBERED_SHOPS) this.currencies.clear();
    this.currencies.set(key, { at: performance.now(), currency });
    return currency;
  }

  private async fail(row: CheckoutEntity, code: CheckoutFailureCode, error: string): Promise<AttemptOutcome> {
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
