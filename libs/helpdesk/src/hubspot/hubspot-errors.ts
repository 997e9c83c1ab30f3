import { HttpReply } from '../http/send';
import { clip, UpstreamFailure, UpstreamFailureReason } from '../upstream-failure';

/** HubSpot's error body: `{"status":"error","message":"...","correlationId":"...","category":"...","errors":[...]}`. */
export interface HubSpotErrorBody {
  status?: string;
  message?: string;
  correlationId?: string;
  category?: string;
  errorType?: string;
  policyName?: string;
  /** Per-input errors of a 207 batch answer (or details of a 4xx). */
  errors?: Array<{ message?: string; category?: string }>;
}

/** Reads HubSpot's error body fields, tolerating any shape. */
export function errorBody(reply: HttpReply): HubSpotErrorBody {
  return reply.json && typeof reply.json === 'object' ? (reply.json as HubSpotErrorBody) : {};
}

/** The {@link UpstreamFailure} describing a HubSpot answer we treat as failure. */
export function failureFromReply(operation: string, reply: HttpReply, attempts: number, reason?: UpstreamFailureReason): UpstreamFailure {
  const body = errorBody(reply);
  const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
  return {
    service: 'hubspot',
    operation,
    reason: reason ?? reasonForStatus(reply.status),
    attempts,
    status: reply.status,
    category: body.category ?? body.errorType ?? first?.category,
    correlationId: body.correlationId,
    message: clip(body.message ?? first?.message ?? (reply.json === undefined ? reply.text : undefined)),
  };
}

function reasonForStatus(status: number): UpstreamFailureReason {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  if (status === 207) return 'rejected';
  if (status >= 200 && status < 300) return 'bad_response';
  return 'rejected';
}

/** What a 429 tells us: how long to wait (when said) and whether the daily quota is gone. */
export interface RateLimitInfo {
  /** From `Retry-After` (seconds), in ms; undefined when absent. */
  retryAfterMs?: number;
  /** True when the daily limit is exhausted (policy `DAILY` or `X-HubSpot-RateLimit-Daily-Remaining: 0`): waiting cannot help. */
  daily: boolean;
}

/** Parses a HubSpot 429 (body `policyName`, `Retry-After` and `X-HubSpot-RateLimit-*` headers). */
export function rateLimitInfo(reply: HttpReply): RateLimitInfo {
  const retryAfter = Number(reply.headers.get('retry-after'));
  const policy = errorBody(reply).policyName ?? '';
  return {
    retryAfterMs: reply.headers.has('retry-after') && Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined,
    daily: policy.toUpperCase() === 'DAILY' || reply.headers.get('x-hubspot-ratelimit-daily-remaining') === '0',
  };
}
