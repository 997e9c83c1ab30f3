/**
 * The picker's HTTP: JSON over `fetch`, retried with backoff for network errors, 429 and
 * 503 (honouring `Retry-After`), and problem responses (RFC 9457) turned into an
 * {@link ApiError} carrying a message a shopper can read (docs/storefront-picker.md,
 * "Failures"). No state: what the shopper chose lives in the element, not here.
 */

/** An answer that is not a success: a problem, the NO_LOCATIONS_FOUND envelope, or a network failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 for a network failure. */
    readonly status: number,
    /** The problem's or envelope's `code` (`SLOT_FULL`, `NO_LOCATIONS_FOUND`, ...); `NETWORK` for a network failure. */
    readonly code: string,
    /** The envelope's `reason` (NO_LOCATIONS_FOUND: `out_of_area`, `unresolved_query`, ...), when it gave one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Retry policy. Delays are milliseconds. */
export interface RetryPolicy {
  /** Attempts in all, the first included (default 4). */
  attempts: number;
  /** First backoff (default 400 ms), doubled at each retry, plus up to 25 % jitter. */
  baseDelayMs: number;
  /** Longest wait, also for a `Retry-After` (default 8,000 ms). */
  maxDelayMs: number;
}

/** The default {@link RetryPolicy}. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 400, maxDelayMs: 8_000 };

/** What {@link requestJson} needs from its environment (injectable for tests). */
export interface HttpDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Current epoch ms (for an HTTP-date `Retry-After`). */
  now: () => number;
  random: () => number;
}

/** The browser's fetch, timers and clock. */
export const browserHttpDeps = (): HttpDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  random: Math.random,
});

/**
 * Milliseconds a `Retry-After` header asks for (delta-seconds or an HTTP-date), or null
 * when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The backoff before retry number `retry` (1 = the first retry), capped at `maxDelayMs`. */
export function backoffMs(retry: number, policy: RetryPolicy, random: number): number {
  const base = policy.baseDelayMs * 2 ** (retry - 1);
  return Math.min(policy.maxDelayMs, Math.round(base * (1 + 0.25 * random)));
}

const RETRIED_STATUSES = new Set([429, 503]);

/**
 * The `{error: {code, message, reason?}}` envelope of a body as an {@link ApiError}, or null
 * when the body has none. fulfilment-api answers NO_LOCATIONS_FOUND this way with HTTP 200
 * (docs/compatibility.md) and adds the member to every problem.
 */
export function envelopeError(body: unknown, status: number): ApiError | null {
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const envelope = o.error && typeof o.error === 'object' ? (o.error as Record<string, unknown>) : null;
  if (!envelope || typeof envelope.message !== 'string') return null;
  return new ApiError(envelope.message, status, String(envelope.code ?? 'ERROR'), typeof envelope.reason === 'string' ? envelope.reason : undefined);
}

/** Reads an error body: an RFC 9457 problem, the `{error: {code, message}}` envelope, or anything else. */
async function errorOf(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const enveloped = envelopeError(body, res.status);
  if (enveloped) return enveloped;
  const detail = typeof o.detail === 'string' ? o.detail : typeof o.title === 'string' ? o.title : `The server answered ${res.status}.`;
  return new ApiError(detail, res.status, typeof o.code === 'string' ? o.code : `HTTP_${res.status}`);
}

/** What {@link requestJson} hands back: the parsed body and the response headers. */
export interface JsonResponse<T> {
  body: T;
  status: number;
  headers: Headers;
}

/**
 * Sends a request and parses a JSON answer. Network failures, 429 and 503 are retried up
 * to `policy.attempts` in all, waiting `Retry-After` when the server sent one (capped at
 * `maxDelayMs`), else an exponential backoff with jitter. Only idempotent requests should
 * be retried blindly: callers of non-idempotent POSTs send an `Idempotency-Key`.
 *
 * @throws ApiError for a 4xx/5xx answer (message from the problem's `detail` or the
 *   envelope's `message`) or, after the last attempt, for a network failure (`NETWORK`)
 */
export async function requestJson<T>(url: string, init: RequestInit, deps: HttpDeps, policy: RetryPolicy = DEFAULT_RETRY): Promise<JsonResponse<T>> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await deps.fetch(url, init);
    } catch (e) {
      if (attempt >= policy.attempts) throw new ApiError(e instanceof Error ? e.message : 'Network error', 0, 'NETWORK');
      await deps.sleep(backoffMs(attempt, policy, deps.random()));
      continue;
    }
    if (res.ok) return { body: (res.status === 204 ? null : await res.json()) as T, status: res.status, headers: res.headers };
    if (RETRIED_STATUSES.has(res.status) && attempt < policy.attempts) {
      const asked = retryAfterMs(res.headers.get('Retry-After'), deps.now());
      await deps.sleep(Math.min(policy.maxDelayMs, asked ?? backoffMs(attempt, policy, deps.random())));
      continue;
    }
    throw await errorOf(res);
  }
}
