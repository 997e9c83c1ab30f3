/** Which outside party (or local store) a failure came from. */
export type UpstreamService = 'hubspot' | 'recaptcha' | 'local-store';

/**
 * Why an upstream call failed, for logs and metrics:
 * - `timeout`: no complete answer within `timeoutMs`;
 * - `network`: connection refused, reset or DNS failure;
 * - `server_error`: the upstream answered 5xx;
 * - `rate_limited`: the upstream answered 429 and we did not (or could no longer) wait;
 * - `unauthorized`: our credentials were refused (401/403, or reCAPTCHA `missing-input-secret` / `invalid-input-secret`): a configuration problem;
 * - `rejected`: the upstream refused the request itself (other 4xx, a 207 batch error, reCAPTCHA `bad-request`, a
 *   HubSpot subscription it did not make);
 * - `bad_response`: a success status with a body we cannot read;
 * - `store_failed`: the local helpdesk's storage threw.
 */
export type UpstreamFailureReason = 'timeout' | 'network' | 'server_error' | 'rate_limited' | 'unauthorized' | 'rejected' | 'bad_response' | 'store_failed';

/**
 * Log-worthy facts about an upstream failure. Never serialised into a problem
 * response (it may hold upstream messages that mention an e-mail address); the
 * app logs it. Never holds credentials.
 */
export interface UpstreamFailure {
  service: UpstreamService;
  /** Operation that failed, e.g. `upsertContact`, `siteverify`. */
  operation: string;
  reason: UpstreamFailureReason;
  /** HTTP attempts made (1 or 2); 0 when no request could be made. */
  attempts: number;
  /** Last HTTP status received, when there was one. */
  status?: number;
  /** Upstream error category / errorType (HubSpot `category`, e.g. `VALIDATION_ERROR`, `RATE_LIMIT`). */
  category?: string;
  /** HubSpot `correlationId` of the last answer, for HubSpot support. */
  correlationId?: string;
  /** Upstream message or low-level error text, truncated to 300 characters. */
  message?: string;
  /** Low-level error code, e.g. `ECONNREFUSED`, or the upstream's own (reCAPTCHA `invalid-input-secret`, `bad-request`). */
  errorCode?: string;
  /** For `rate_limited`: how long the upstream asked us to wait, in ms, when known. */
  retryAfterMs?: number;
}

/** Truncates upstream text before it goes into {@link UpstreamFailure.message}. */
export function clip(text: string | undefined, max = 300): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Attaches `upstream` to an error as a non-enumerable property, so that
 * `JSON.stringify`, object spread and problem serialisers never include it.
 */
export function attachUpstream(target: object, upstream: UpstreamFailure): void {
  Object.defineProperty(target, 'upstream', { value: Object.freeze({ ...upstream }), enumerable: false, writable: false });
}
