import type { HttpReply } from '@fulfil/platform';

/** `extensions.cost` of an Admin GraphQL answer (the cost-based rate limit). */
export interface QueryCost {
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: { maximumAvailable?: number; currentlyAvailable?: number; restoreRate?: number };
}

/** A GraphQL error entry (`errors[]`): message and `extensions.code` (`THROTTLED`, `ACCESS_DENIED`, ...). */
export interface GraphqlError {
  message?: string;
  extensions?: { code?: string };
}

/** The parts of an Admin GraphQL answer the client reads. */
export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[] | string;
  extensions?: { cost?: QueryCost };
}

/** The body as a GraphQL answer, or undefined when it is not a JSON object. */
export function graphqlBody(reply: HttpReply): GraphqlBody | undefined {
  return reply.json && typeof reply.json === 'object' && !Array.isArray(reply.json) ? (reply.json as GraphqlBody) : undefined;
}

/** The `extensions.code` of the first GraphQL error, if any (`THROTTLED`, `ACCESS_DENIED`, ...). */
export function firstErrorCode(body: GraphqlBody): string | undefined {
  return Array.isArray(body.errors) ? body.errors.find((e) => e?.extensions?.code)?.extensions?.code : undefined;
}

/** The message of the first GraphQL error (or the string `errors` of a 401). */
export function firstErrorMessage(body: GraphqlBody | undefined): string | undefined {
  if (!body) return undefined;
  if (typeof body.errors === 'string') return body.errors;
  return Array.isArray(body.errors) ? body.errors[0]?.message : undefined;
}

/**
 * How long, in ms, until the cost budget holds what the throttled request asked for:
 * `(requestedQueryCost - currentlyAvailable) / restoreRate` seconds, rounded up, plus 50 ms
 * of margin (docs/external-contracts.md: wait until enough cost has restored, then retry).
 * 1000 ms when the answer carries no usable cost.
 */
export function throttleWaitMs(cost: QueryCost | undefined): number {
  const requested = cost?.requestedQueryCost;
  const available = cost?.throttleStatus?.currentlyAvailable;
  const rate = cost?.throttleStatus?.restoreRate;
  if (typeof requested !== 'number' || typeof available !== 'number' || typeof rate !== 'number' || !(rate > 0)) return 1000;
  return Math.max(0, Math.ceil(((requested - available) / rate) * 1000)) + 50;
}

/** `Retry-After` of a 429 in ms (seconds or an HTTP date), or undefined. */
export function retryAfterMs(reply: HttpReply): number | undefined {
  const value = reply.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
