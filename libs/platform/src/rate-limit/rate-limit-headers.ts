/** The rate-limit state of one request, as the storage reported it. */
export interface RateLimitState {
  /** Requests allowed per window. */
  limit: number;
  /** Window length, seconds. */
  windowSeconds: number;
  /** Requests counted in the current window, this one included. */
  totalHits: number;
  /** Seconds until the current window resets. */
  resetSeconds: number;
  /** True when this request is refused (429). */
  blocked: boolean;
  /** Seconds until a refused client may try again. */
  retryAfterSeconds: number;
}

/**
 * The exact header set of docs/api-decisions.md (IETF draft-07 combined field plus the
 * draft-06 triplet, as express-rate-limit emits them), for every response:
 *
 * ```
 * RateLimit-Policy: 30;w=60
 * RateLimit: limit=30, remaining=29, reset=60
 * RateLimit-Limit: 30
 * RateLimit-Remaining: 29
 * RateLimit-Reset: 60
 * Retry-After: 42          (refused requests only)
 * ```
 * Reset values are delta seconds, at least 1. A refused request reports
 * `remaining=0` and the time until it may retry as `reset`.
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const remaining = state.blocked ? 0 : Math.max(0, state.limit - state.totalHits);
  const reset = Math.max(1, Math.ceil(state.blocked ? state.retryAfterSeconds : state.resetSeconds));
  const headers: Record<string, string> = {
    'RateLimit-Policy': `${state.limit};w=${state.windowSeconds}`,
    RateLimit: `limit=${state.limit}, remaining=${remaining}, reset=${reset}`,
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(reset),
  };
  if (state.blocked) headers['Retry-After'] = String(reset);
  return headers;
}
