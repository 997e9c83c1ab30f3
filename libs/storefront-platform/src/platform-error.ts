import type { PlatformUserError } from './draft-order';

/**
 * Why a call to the storefront platform failed:
 * - `timeout`: no complete answer within `timeoutMs` (the platform may have acted);
 * - `network`: connection refused, reset or DNS failure;
 * - `server_error`: HTTP 5xx;
 * - `throttled`: the cost budget is spent (GraphQL `THROTTLED`, or HTTP 429) and the wait
 *   it needs is longer than the client may wait (`retryAfterMs` says how long);
 * - `unauthorized`: the access token was refused (401/403, GraphQL `ACCESS_DENIED`): a
 *   configuration problem of the shop;
 * - `user_errors`: the platform refused the input (`userErrors`, listed in `userErrors`);
 * - `rejected`: any other refusal (other 4xx, GraphQL errors);
 * - `bad_response`: a success status with a body that is not the expected JSON (e.g. a
 *   proxy's HTML error page): the platform may have acted, so it is retried like a timeout;
 * - `incomplete`: the draft order exists (`draftOrderId`) but the platform has not given it
 *   an `invoiceUrl` yet (it answers `null`); reading it again later gets one.
 */
export type PlatformFailureReason =
  'timeout' | 'network' | 'server_error' | 'throttled' | 'unauthorized' | 'user_errors' | 'rejected' | 'bad_response' | 'incomplete';

/** Facts of a failure, for logs and for the caller's retry decision. Never holds the access token. */
export interface PlatformFailure {
  /** `draftOrderCreate`, `draftOrdersByTag`, `draftOrderById` or `shopCurrency`. */
  operation: string;
  reason: PlatformFailureReason;
  /** HTTP attempts made. */
  attempts: number;
  /** Last HTTP status, when one arrived. */
  status?: number;
  /** For `throttled`: how long the platform's budget needs to restore enough, in ms. */
  retryAfterMs?: number;
  /** For `user_errors`: what the platform said about the input. */
  userErrors?: PlatformUserError[];
  /** Upstream message or low-level error text, at most 300 characters (may name input values, never the token). */
  message?: string;
  /** The platform's request id (`X-Request-Id`), for its support. */
  requestId?: string;
  /** For `incomplete`: the draft order that has no invoice URL yet. */
  draftOrderId?: string;
  /**
   * True when a `draftOrderCreate` of this call got no clear answer (timeout, reset
   * connection, 5xx, unreadable 200) and no search found its draft order: it may still land,
   * so the caller must not create again before it has settled (docs/draft-orders.md,
   * "Idempotency record").
   */
  createUnanswered?: boolean;
}

/**
 * A failed call to the storefront platform. `retryable` tells the caller (the checkout's
 * retry worker) whether trying again later can succeed: true for `timeout`, `network`,
 * `server_error`, `throttled`, `bad_response` and `incomplete`; false for `user_errors`,
 * `unauthorized` and `rejected`, which need a change of input or configuration. The message never carries
 * the access token.
 */
export class StorefrontPlatformError extends Error {
  readonly failure: Readonly<PlatformFailure>;

  constructor(failure: PlatformFailure) {
    super(`storefront platform ${failure.operation} failed: ${failure.reason}${failure.status ? ` (HTTP ${failure.status})` : ''}`);
    this.name = 'StorefrontPlatformError';
    this.failure = Object.freeze({ ...failure, message: clip(failure.message) });
  }

  get reason(): PlatformFailureReason {
    return this.failure.reason;
  }

  /** True when a later attempt can succeed without any change. */
  get retryable(): boolean {
    return ['timeout', 'network', 'server_error', 'throttled', 'bad_response', 'incomplete'].includes(this.failure.reason);
  }
}

/** Truncates upstream text to 300 characters. */
export function clip(text: string | undefined, max = 300): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
