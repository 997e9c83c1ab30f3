import { HttpReply, sleep, TransportError } from '@fulfil/platform';
import {
  ACCESS_TOKEN_HEADER,
  DRAFT_ORDER_BY_ID,
  DRAFT_ORDER_CREATE,
  DRAFT_ORDERS_BY_QUERY,
  graphqlPath,
  SHOP_CURRENCY,
  SHOP_PRIMARY_DOMAIN,
  SHOP_PROFILE,
} from './admin-api';
import { resolvePlatformConfig, ResolvedPlatformConfig, StorefrontPlatformConfig } from './client-config';
import type { DraftOrder, DraftOrderInput, PlatformUserError } from './draft-order';
import { firstErrorCode, firstErrorMessage, GraphqlBody, graphqlBody, retryAfterMs, throttleWaitMs } from './graphql-reply';
import { PlatformFailure, StorefrontPlatformError } from './platform-error';
import { sendToPlatform } from './platform-transport';

/** What {@link StorefrontPlatformClient.createDraftOrder} sends. */
export interface DraftOrderRequest {
  input: DraftOrderInput;
  /**
   * Our reference of the draft order (the checkout id), added to its tags as is; letters,
   * digits, `-` and `_`, 1 to 64 characters. A retry searches for it first, so one checkout
   * never makes two draft orders.
   */
  reference: string;
  /**
   * True when an earlier call for this reference may have created the draft order (it
   * timed out, lost its connection or got a 5xx): the client searches by the reference
   * before creating, and answers the draft order found.
   */
  mayExist?: boolean;
  /**
   * Called (and awaited) right before each `draftOrderCreate` is sent: where the caller
   * records that a create is in flight, so a later retry waits for it instead of creating
   * again (docs/draft-orders.md, "Idempotency record"). What it throws ends the call
   * before the create is sent.
   */
  beforeCreate?: () => Promise<void>;
}

/** A created (or found again) draft order and how it was obtained. */
export interface DraftOrderResult extends DraftOrder {
  /** True when found by its reference (an earlier attempt had created it). */
  existing: boolean;
  /** HTTP attempts this call made, searches included. */
  attempts: number;
}

/** One GraphQL exchange's outcome inside the retry loop. */
type Failed = { ok: false; failure: PlatformFailure; retry: 'safe' | 'ambiguous' | 'no'; waitMs: number };
type Outcome = { ok: true; data: Record<string, unknown> } | Failed;

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** The platform shop as a new shop here is made from it ({@link StorefrontPlatformClient.shopProfile}). */
export interface ShopProfile {
  /** IANA zone, e.g. `America/Chicago`. */
  timezone: string;
  /** ISO 3166-1 alpha-2, or null. */
  countryCode: string | null;
  countryName: string | null;
  /** Measures in miles (`unitSystem: IMPERIAL_SYSTEM`), else kilometres. */
  imperial: boolean;
}

/**
 * Typed client of the storefront platform's Admin GraphQL API, pinned to one version
 * (`ADMIN_API_VERSION`), on the global `fetch` with a deadline per attempt
 * (docs/external-contracts.md, "The storefront platform's Admin GraphQL API (draft
 * orders)"; the rules: docs/draft-orders.md).
 *
 * Retry rules of one call (at most `maxAttempts` HTTP attempts):
 * - cost throttling (HTTP 200 with GraphQL `THROTTLED`, or HTTP 429): the request was not
 *   executed; the client waits what the budget needs to restore (`throttleWaitMs`, or
 *   `Retry-After`) when that is at most `maxThrottleWaitMs`, else fails `throttled` with
 *   `retryAfterMs` for the caller to come back later;
 * - connection refused / DNS failure: not sent, retried after `retryDelayMs` (doubling);
 * - timeout, reset connection, 5xx, a 200 whose body is unreadable (a proxy's HTML page):
 *   the platform may have created the draft order, so the retry searches for it by the
 *   reference (`tag:<reference>`). Before any create was sent in this call, it creates when
 *   none is found; after this call's own create went unanswered, it only searches again
 *   (that create may still land) and fails with `createUnanswered` when it is still not
 *   there: the caller's idempotency record decides when another create may go;
 * - a draft order without `invoiceUrl` (null): read again by id until it has one
 *   (`incomplete` when the attempts run out);
 * - `userErrors`, 401/403, other 4xx, other GraphQL errors: never retried.
 *
 * Every failure is a {@link StorefrontPlatformError}. The access token travels only in
 * the `X-Shopify-Access-Token` header: never in a log line, an error or its message.
 */
export class StorefrontPlatformClient {
  private readonly config: ResolvedPlatformConfig;

  /** @throws Error on an invalid configuration (see `resolvePlatformConfig`) */
  constructor(config: StorefrontPlatformConfig) {
    this.config = resolvePlatformConfig(config);
  }

  /** The GraphQL endpoint this client posts to (no secret in it). */
  get endpoint(): string {
    return `${this.config.baseUrl}${graphqlPath(this.config.apiVersion)}`;
  }

  /**
   * Creates a draft order tagged with `reference` (or answers the one an earlier attempt
   * created, see {@link DraftOrderRequest.mayExist}), with an `invoiceUrl`: a draft order the
   * platform answers without one yet is read again (`DRAFT_ORDER_BY_ID`) until it has one.
   * After a create whose answer was lost (timeout, reset, 5xx, unreadable 200) the call
   * only searches for it, never creates again (docs/draft-orders.md, "Idempotency record").
   * @throws StorefrontPlatformError `user_errors` (with the platform's `userErrors`),
   *   `throttled` (with `retryAfterMs`), `timeout`, `network`, `server_error`,
   *   `bad_response` (the last three with `createUnanswered` when a create of this call may
   *   still land), `incomplete` (with `draftOrderId`), `unauthorized` or `rejected`
   * @throws Error on a malformed `reference` (a programming error), or what `beforeCreate` throws
   */
  async createDraftOrder(request: DraftOrderRequest): Promise<DraftOrderResult> {
    checkReference(request.reference);
    const tags = request.input.tags ?? [];
    const input: DraftOrderInput = { ...request.input, tags: tags.includes(request.reference) ? tags : [...tags, request.reference] };
    const result = await this.obtain(request.reference, { input, beforeCreate: request.beforeCreate }, request.mayExist === true);
    if (!result) throw new Error('unreachable: a call with an input always creates or finds');
    return result;
  }

  /**
   * The draft order tagged `reference`, searched (`DRAFT_ORDERS_BY_QUERY`) without ever
   * creating one, and read again until it has an `invoiceUrl` (`existing: true`): what a
   * retry does while an earlier create may still land (docs/draft-orders.md, "Idempotency
   * record"). Retries like {@link createDraftOrder}, at most `maxAttempts` HTTP attempts.
   * @returns the draft order, or null when none carries the tag
   * @throws StorefrontPlatformError as {@link createDraftOrder} (never `user_errors`)
   */
  async findDraftOrder(reference: string): Promise<DraftOrderResult | null> {
    checkReference(reference);
    return this.obtain(reference, null, true);
  }

  /**
   * The platform shop's currency (`query { shop { currencyCode } }`, an ISO 4217 code such
   * as `USD`): the currency every amount of a draft order must be sent in
   * (docs/draft-orders.md, "Currency"). A read, so any failure that may pass is retried
   * (at most `maxAttempts` HTTP attempts). Callers remember it per shop for a while.
   * @throws StorefrontPlatformError `timeout`, `network`, `server_error`, `throttled`,
   *   `bad_response` (no three-letter code in the answer), `unauthorized` or `rejected`
   */
  async shopCurrency(): Promise<string> {
    return this.readShop('shopCurrency', SHOP_CURRENCY, (shop) => {
      const code = shop?.['currencyCode'];
      return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : undefined;
    });
  }

  /**
   * The origin of the shop's primary domain (`https://shop.example.com`; `query { shop {
   * primaryDomain { url } } }`), where its storefront is served. A read, retried as
   * {@link shopCurrency}.
   * @throws StorefrontPlatformError as {@link shopCurrency} (`bad_response` when the answer has no https URL)
   */
  async shopPrimaryOrigin(): Promise<string> {
    return this.readShop('shopPrimaryDomain', SHOP_PRIMARY_DOMAIN, (shop) => {
      const url = (shop?.['primaryDomain'] as { url?: unknown } | null | undefined)?.url;
      if (typeof url !== 'string') return undefined;
      try {
        const parsed = new URL(url);
        return parsed.protocol === 'https:' ? parsed.origin : undefined;
      } catch {
        return undefined;
      }
    });
  }

  /**
   * What a new shop is made from (`SHOP_PROFILE`): the IANA time zone, the country (ISO 3166-1
   * alpha-2 code and name, null when the shop has no address) and whether it measures in
   * miles (`IMPERIAL_SYSTEM`). A read, retried as {@link shopCurrency}.
   * @throws StorefrontPlatformError as {@link shopCurrency} (`bad_response` without a time zone)
   */
  async shopProfile(): Promise<ShopProfile> {
    return this.readShop('shopProfile', SHOP_PROFILE, (shop) => {
      const zone = shop?.['ianaTimezone'];
      if (typeof zone !== 'string' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return undefined;
      const address = (shop?.['shopAddress'] ?? {}) as { country?: unknown; countryCodeV2?: unknown };
      const code = typeof address.countryCodeV2 === 'string' && /^[A-Z]{2}$/.test(address.countryCodeV2) ? address.countryCodeV2 : null;
      return {
        timezone: zone,
        countryCode: code,
        countryName: code && typeof address.country === 'string' ? address.country.slice(0, 100) : null,
        imperial: shop?.['unitSystem'] === 'IMPERIAL_SYSTEM',
      };
    });
  }

  /** Sends a read of `shop`, retried until `read` finds its value in the answer (else `bad_response`) or the attempts run out. */
  private async readShop<T>(operation: string, document: string, read: (shop: Record<string, unknown> | null | undefined) => T | undefined): Promise<T> {
    let delay = this.config.retryDelayMs;
    for (let attempts = 1; ; attempts++) {
      const outcome = await this.exchange(operation, document, {}, attempts);
      const value = outcome.ok ? read(outcome.data['shop'] as Record<string, unknown> | null | undefined) : undefined;
      if (value !== undefined) return value;
      const failed: Failed = outcome.ok
        ? { ok: false, failure: { operation, reason: 'bad_response', attempts, status: 200 }, retry: 'safe', waitMs: 0 }
        : outcome;
      delay = await this.pause(failed, attempts, delay);
    }
  }

  /**
   * Sends one GraphQL document of admin-api.ts with this client's rules (cost throttling,
   * `retryDelayMs`, `maxAttempts`, a deadline per attempt) and answers its `data`. A
   * failure that may have been executed (timeout, reset, 5xx, unreadable 200) is retried
   * only when `retryAmbiguous` (reads, and writes whose repetition is harmless). Used by
   * webhook-subscriptions.ts and bulk-sync.ts.
   * @param maxAttempts HTTP attempts of this call (default the client's `maxAttempts`; the
   *   bulk sync's polls give their own budget)
   * @throws StorefrontPlatformError `throttled`, `timeout`, `network`, `server_error`,
   *   `bad_response`, `unauthorized` or `rejected` (GraphQL `errors`); `userErrors` are the
   *   caller's to read in `data`
   */
  async execute(
    operation: string,
    query: string,
    variables: Record<string, unknown>,
    retryAmbiguous: boolean,
    maxAttempts: number = this.config.maxAttempts,
  ): Promise<Record<string, unknown>> {
    let delay = this.config.retryDelayMs;
    for (let attempts = 1; ; attempts++) {
      const outcome = await this.exchange(operation, query, variables, attempts);
      if (outcome.ok) return outcome.data;
      delay = await this.pause(outcome.retry === 'ambiguous' && !retryAmbiguous ? { ...outcome, retry: 'no' } : outcome, attempts, delay, {}, maxAttempts);
    }
  }

  /**
   * The search / create / read loop of {@link createDraftOrder} (with `create`) and
   * {@link findDraftOrder} (without: null when nothing is found).
   */
  private async obtain(
    reference: string,
    create: { input: DraftOrderInput; beforeCreate?: () => Promise<void> } | null,
    mayExist: boolean,
  ): Promise<DraftOrderResult | null> {
    let step: 'search' | 'create' | 'read' = mayExist || !create ? 'search' : 'create';
    let delay = this.config.retryDelayMs;
    /** True when the draft order at hand came from this call's create (`existing: false`). */
    let created = false;
    let draftId = '';
    /** The failure of this call's create whose answer was lost (it may still land). */
    let unanswered: PlatformFailure | undefined;
    for (let attempts = 1; ; attempts++) {
      let failed: Failed;
      if (step === 'create' && create) {
        await create.beforeCreate?.();
        const outcome = await this.exchange('draftOrderCreate', DRAFT_ORDER_CREATE, { input: create.input }, attempts);
        if (outcome.ok) {
          const draft = readCreated(outcome.data, attempts);
          if (draft?.invoiceUrl) return { id: draft.id, name: draft.name, invoiceUrl: draft.invoiceUrl, existing: false, attempts };
          if (draft) {
            [created, draftId, step] = [true, draft.id, 'read'];
            failed = incomplete('draftOrderCreate', draft.id, attempts);
          } else {
            // 200 without a draft order and without userErrors: unreadable; it may have been created.
            failed = { ok: false, failure: { operation: 'draftOrderCreate', reason: 'bad_response', attempts, status: 200 }, retry: 'ambiguous', waitMs: 0 };
          }
        } else failed = outcome;
        if (!failed.ok && failed.retry === 'ambiguous' && failed.failure.reason !== 'incomplete') {
          unanswered = failed.failure;
          step = 'search';
        }
      } else if (step === 'search') {
        const outcome = await this.exchange('draftOrdersByTag', DRAFT_ORDERS_BY_QUERY, { query: `tag:${reference}` }, attempts);
        const node = outcome.ok ? readNode(outcome.data['draftOrders'], true) : undefined;
        if (!outcome.ok) failed = outcome;
        else if (node === undefined)
          failed = { ok: false, failure: { operation: 'draftOrdersByTag', reason: 'bad_response', attempts, status: 200 }, retry: 'safe', waitMs: 0 };
        else if (node?.invoiceUrl) return { id: node.id, name: node.name, invoiceUrl: node.invoiceUrl, existing: true, attempts };
        else if (node) {
          [created, draftId, step] = [false, node.id, 'read'];
          failed = incomplete('draftOrdersByTag', node.id, attempts);
        } else if (!create) return null;
        else if (!unanswered) {
          step = 'create';
          continue;
        } else {
          // Not there (yet): the lost create may still land, so search again, never create twice.
          failed = { ok: false, failure: { ...unanswered, attempts }, retry: 'safe', waitMs: 0 };
        }
      } else {
        const outcome = await this.exchange('draftOrderById', DRAFT_ORDER_BY_ID, { id: draftId }, attempts);
        const node = outcome.ok ? readNode(outcome.data['draftOrder'], false) : undefined;
        if (!outcome.ok) failed = outcome;
        else if (node?.invoiceUrl) return { id: node.id, name: node.name, invoiceUrl: node.invoiceUrl, existing: !created, attempts };
        else if (node) failed = incomplete('draftOrderById', node.id, attempts);
        else {
          // Gone or unreadable: look for it by its reference again.
          step = 'search';
          failed = { ok: false, failure: { operation: 'draftOrderById', reason: 'bad_response', attempts, status: 200 }, retry: 'safe', waitMs: 0 };
        }
      }
      delay = await this.pause(failed, attempts, delay, unanswered && !draftId ? { createUnanswered: true } : {});
    }
  }

  /**
   * After a failed exchange: throws it as a {@link StorefrontPlatformError} (with `extra`)
   * when it may not be retried or the attempts are used up; else logs a warning, waits
   * (the throttle's wait, or `delay`) and answers the next `delay` (doubled unless throttled).
   */
  private async pause(
    failed: Failed,
    attempts: number,
    delay: number,
    extra: Partial<PlatformFailure> = {},
    maxAttempts: number = this.config.maxAttempts,
  ): Promise<number> {
    if (failed.retry === 'no' || attempts >= maxAttempts) throw new StorefrontPlatformError({ ...failed.failure, attempts, ...extra });
    const throttled = failed.failure.reason === 'throttled';
    const wait = throttled ? failed.waitMs : delay;
    this.config.logger?.warn('storefront platform call failed; retrying', {
      operation: failed.failure.operation,
      attempt: attempts,
      reason: failed.failure.reason,
      status: failed.failure.status,
      waitMs: wait,
      shop: this.config.shopDomain,
    });
    await sleep(wait);
    return throttled ? delay : delay * 2;
  }

  /** One POST of a GraphQL document, classified. Never throws. */
  private async exchange(operation: string, query: string, variables: Record<string, unknown>, attempts: number): Promise<Outcome> {
    let reply: HttpReply;
    try {
      // Only to public addresses of the shop's own host (platform-transport.ts, docs/platform-install.md).
      reply = await sendToPlatform(this.config, this.endpoint, {
        method: 'POST',
        headers: { [ACCESS_TOKEN_HEADER]: this.config.accessToken, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
        timeoutMs: this.config.timeoutMs,
      });
    } catch (error) {
      const transport = error as TransportError;
      return {
        ok: false,
        failure: { operation, reason: transport.kind, attempts, message: transport.message },
        retry: transport.requestNotSent ? 'safe' : 'ambiguous',
        waitMs: 0,
      };
    }
    const base = { operation, attempts, status: reply.status, requestId: reply.headers.get('x-request-id') ?? undefined };
    const body = graphqlBody(reply);
    if (reply.status === 429) {
      const wait = retryAfterMs(reply) ?? 1000;
      return this.throttled(base, wait);
    }
    if (reply.status >= 500)
      return { ok: false, failure: { ...base, reason: 'server_error', message: firstErrorMessage(body) }, retry: 'ambiguous', waitMs: 0 };
    if (reply.status === 401 || reply.status === 403)
      return { ok: false, failure: { ...base, reason: 'unauthorized', message: firstErrorMessage(body) }, retry: 'no', waitMs: 0 };
    if (reply.status !== 200)
      return { ok: false, failure: { ...base, reason: 'rejected', message: firstErrorMessage(body) ?? reply.text }, retry: 'no', waitMs: 0 };
    // An unreadable 200 (a proxy's HTML error page...): the platform may have acted.
    if (!body) return { ok: false, failure: { ...base, reason: 'bad_response', message: reply.text }, retry: 'ambiguous', waitMs: 0 };
    const code = firstErrorCode(body);
    if (code === 'THROTTLED') return this.throttled(base, throttleWaitMs(body.extensions?.cost));
    if (body.errors !== undefined && (!Array.isArray(body.errors) || body.errors.length > 0)) {
      const reason = code === 'ACCESS_DENIED' ? 'unauthorized' : 'rejected';
      return { ok: false, failure: { ...base, reason, message: firstErrorMessage(body) }, retry: 'no', waitMs: 0 };
    }
    if (!body.data || typeof body.data !== 'object') return { ok: false, failure: { ...base, reason: 'bad_response' }, retry: 'ambiguous', waitMs: 0 };
    return { ok: true, data: body.data };
  }

  private throttled(base: Omit<PlatformFailure, 'reason'>, waitMs: number): Outcome {
    const failure: PlatformFailure = { ...base, reason: 'throttled', retryAfterMs: waitMs };
    return { ok: false, failure, retry: waitMs <= this.config.maxThrottleWaitMs ? 'safe' : 'no', waitMs };
  }
}

/** A draft order as the platform answers it: `invoiceUrl` may still be null. */
type DraftOrderNode = Omit<DraftOrder, 'invoiceUrl'> & { invoiceUrl: string | null };

/**
 * Reads `draftOrderCreate`'s payload: the draft order (its `invoiceUrl` possibly null), or
 * null when the answer holds neither a draft order nor `userErrors`.
 * @throws StorefrontPlatformError `user_errors` with the platform's `userErrors`
 */
function readCreated(data: GraphqlBody['data'], attempts: number): DraftOrderNode | null {
  const payload = data?.['draftOrderCreate'] as { draftOrder?: unknown; userErrors?: PlatformUserError[] } | undefined;
  const userErrors = Array.isArray(payload?.userErrors) ? payload.userErrors : undefined;
  if (userErrors && userErrors.length > 0) {
    throw new StorefrontPlatformError({
      operation: 'draftOrderCreate',
      reason: 'user_errors',
      attempts,
      status: 200,
      userErrors: userErrors.map((e) => ({ field: Array.isArray(e.field) ? e.field.map(String) : null, message: String(e.message) })),
      message: userErrors.map((e) => e.message).join('; '),
    });
  }
  return readNode(payload?.draftOrder, false) ?? null;
}

/**
 * A draft order of an answer: `draftOrders { nodes }`'s first (`connection`) or the object
 * itself. Null when there is none; undefined when the answer has not the expected shape.
 */
function readNode(value: unknown, connection: boolean): DraftOrderNode | null | undefined {
  let node = value;
  if (connection) {
    const nodes = (value as { nodes?: unknown } | null | undefined)?.nodes;
    if (!Array.isArray(nodes)) return undefined;
    node = nodes[0] ?? null;
  }
  if (node === null || node === undefined) return null;
  const d = node as { id?: unknown; name?: unknown; invoiceUrl?: unknown };
  if (typeof d.id !== 'string' || (d.invoiceUrl !== null && typeof d.invoiceUrl !== 'string')) return undefined;
  return { id: d.id, name: String(d.name ?? ''), invoiceUrl: typeof d.invoiceUrl === 'string' && d.invoiceUrl !== '' ? d.invoiceUrl : null };
}

/** The failure of a draft order that has no invoice URL yet: read it again (safe). */
function incomplete(operation: string, draftOrderId: string, attempts: number): Failed {
  return {
    ok: false,
    failure: { operation, reason: 'incomplete', attempts, status: 200, draftOrderId, message: `draft order ${draftOrderId} has no invoice URL yet` },
    retry: 'safe',
    waitMs: 0,
  };
}

/** @throws Error when `reference` is not 1-64 letters, digits, `-` or `_` */
function checkReference(reference: string): void {
  if (!REFERENCE.test(reference)) throw new Error('draft order reference must be 1-64 letters, digits, - or _');
}
