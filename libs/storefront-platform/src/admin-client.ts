import { HttpReply, send, sleep, TransportError } from '@fulfil/platform';
import { ACCESS_TOKEN_HEADER, DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY, graphqlPath } from './admin-api';
import { resolvePlatformConfig, ResolvedPlatformConfig, StorefrontPlatformConfig } from './client-config';
import type { DraftOrder, DraftOrderInput, PlatformUserError } from './draft-order';
import { firstErrorCode, firstErrorMessage, GraphqlBody, graphqlBody, retryAfterMs, throttleWaitMs } from './graphql-reply';
import { PlatformFailure, StorefrontPlatformError } from './platform-error';

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
}

/** A created (or found again) draft order and how it was obtained. */
export interface DraftOrderResult extends DraftOrder {
  /** True when found by its reference (an earlier attempt had created it). */
  existing: boolean;
  /** HTTP attempts this call made, searches included. */
  attempts: number;
}

/** One GraphQL exchange's outcome inside the retry loop. */
type Outcome = { ok: true; data: Record<string, unknown> } | { ok: false; failure: PlatformFailure; retry: 'safe' | 'ambiguous' | 'no'; waitMs: number };

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

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
 * - timeout, reset connection, 5xx: the platform may have created the draft order, so the
 *   retry first searches for it by the reference (`tag:<reference>`) and creates only
 *   when none is found;
 * - `userErrors`, 401/403, other 4xx, other GraphQL errors, unreadable answers: never retried.
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
   * created, see {@link DraftOrderRequest.mayExist}).
   * @throws StorefrontPlatformError `user_errors` (with the platform's `userErrors`),
   *   `throttled` (with `retryAfterMs`), `timeout`, `network`, `server_error`,
   *   `unauthorized`, `rejected` or `bad_response`
   */
  async createDraftOrder(request: DraftOrderRequest): Promise<DraftOrderResult> {
    if (!REFERENCE.test(request.reference)) throw new Error('draft order reference must be 1-64 letters, digits, - or _');
    const tags = request.input.tags ?? [];
    const input: DraftOrderInput = { ...request.input, tags: tags.includes(request.reference) ? tags : [...tags, request.reference] };
    let mayExist = request.mayExist === true;
    let attempts = 0;
    let delay = this.config.retryDelayMs;
    for (;;) {
      if (mayExist) {
        const found = await this.findByReference(request.reference, () => ++attempts);
        if (found) return { ...found, existing: true, attempts };
      }
      attempts++;
      const outcome = await this.exchange('draftOrderCreate', DRAFT_ORDER_CREATE, { input }, attempts);
      if (outcome.ok) return { ...readCreated(outcome.data, attempts), existing: false, attempts };
      if (outcome.retry === 'no' || attempts >= this.config.maxAttempts) throw new StorefrontPlatformError(outcome.failure);
      const wait = outcome.failure.reason === 'throttled' ? outcome.waitMs : delay;
      if (outcome.failure.reason !== 'throttled') delay *= 2;
      if (outcome.retry === 'ambiguous') mayExist = true;
      this.config.logger?.warn('storefront platform call failed; retrying', {
        operation: 'draftOrderCreate',
        attempt: attempts,
        reason: outcome.failure.reason,
        status: outcome.failure.status,
        waitMs: wait,
        shop: this.config.shopDomain,
      });
      await sleep(wait);
    }
  }

  /** The draft order tagged `reference`, or null. One attempt (the caller's loop retries). */
  private async findByReference(reference: string, count: () => number): Promise<DraftOrder | null> {
    const attempt = count();
    const outcome = await this.exchange('draftOrdersByTag', DRAFT_ORDERS_BY_QUERY, { query: `tag:${reference}` }, attempt);
    if (!outcome.ok) throw new StorefrontPlatformError(outcome.failure);
    const nodes = (outcome.data['draftOrders'] as { nodes?: unknown } | undefined)?.nodes;
    if (!Array.isArray(nodes)) throw new StorefrontPlatformError({ operation: 'draftOrdersByTag', reason: 'bad_response', attempts: attempt, status: 200 });
    const node = nodes[0] as Partial<DraftOrder> | undefined;
    return node && typeof node.id === 'string' && typeof node.invoiceUrl === 'string'
      ? { id: node.id, name: String(node.name ?? ''), invoiceUrl: node.invoiceUrl }
      : null;
  }

  /** One POST of a GraphQL document, classified. Never throws. */
  private async exchange(operation: string, query: string, variables: Record<string, unknown>, attempts: number): Promise<Outcome> {
    let reply: HttpReply;
    try {
      reply = await send(this.endpoint, {
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
    if (!body) return { ok: false, failure: { ...base, reason: 'bad_response', message: reply.text }, retry: 'no', waitMs: 0 };
    const code = firstErrorCode(body);
    if (code === 'THROTTLED') return this.throttled(base, throttleWaitMs(body.extensions?.cost));
    if (body.errors !== undefined && (!Array.isArray(body.errors) || body.errors.length > 0)) {
      const reason = code === 'ACCESS_DENIED' ? 'unauthorized' : 'rejected';
      return { ok: false, failure: { ...base, reason, message: firstErrorMessage(body) }, retry: 'no', waitMs: 0 };
    }
    if (!body.data || typeof body.data !== 'object') return { ok: false, failure: { ...base, reason: 'bad_response' }, retry: 'no', waitMs: 0 };
    return { ok: true, data: body.data };
  }

  private throttled(base: Omit<PlatformFailure, 'reason'>, waitMs: number): Outcome {
    const failure: PlatformFailure = { ...base, reason: 'throttled', retryAfterMs: waitMs };
    return { ok: false, failure, retry: waitMs <= this.config.maxThrottleWaitMs ? 'safe' : 'no', waitMs };
  }
}

/** Reads `draftOrderCreate`'s payload: the draft order, or its `userErrors`. */
function readCreated(data: GraphqlBody['data'], attempts: number): DraftOrder {
  const payload = data?.['draftOrderCreate'] as { draftOrder?: Partial<DraftOrder> | null; userErrors?: PlatformUserError[] } | undefined;
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
  const draft = payload?.draftOrder;
  if (!draft || typeof draft.id !== 'string' || typeof draft.invoiceUrl !== 'string') {
    throw new StorefrontPlatformError({ operation: 'draftOrderCreate', reason: 'bad_response', attempts, status: 200 });
  }
  return { id: draft.id, name: String(draft.name ?? ''), invoiceUrl: draft.invoiceUrl };
}
