import type { HeaderObject, OpenAPIObject, OperationObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import type { RateLimitPolicy } from '../rate-limit/rate-limit.module';
import { defaultProblemResponse } from './openapi-document';
import { problemResponse } from './problem-schema';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The headers `rateLimitHeaders` sets on every answer of a limited route, in the order it sets them. */
export const RATE_LIMIT_HEADER_NAMES = ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const;

/** Options of {@link documentRateLimits}. */
export interface RateLimitDocsOptions {
  /** The limit the app applies (its `RateLimitModule` policy). */
  policy: RateLimitPolicy;
  /** The operations the limit applies to, by path template and lower-case method; all of them by default. */
  limited?: (path: string, method: string) => boolean;
}

/** `$ref` to a header component. */
const headerRef = (name: string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** The header components, worded with the app's policy. */
function headerComponents({ limit, windowSeconds }: RateLimitPolicy): Record<string, HeaderObject> {
  const policy = `${limit} requests per ${windowSeconds} seconds per client IP and endpoint`;
  const sent = 'Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted).';
  return {
    RateLimit: {
      description: `The client's current state against the limit (IETF RateLimit fields), e.g. \`limit=${limit}, remaining=${limit - 1}, reset=${windowSeconds}\`: ${policy}. ${sent}`,
      schema: { type: 'string', example: `limit=${limit}, remaining=${limit - 1}, reset=${windowSeconds}` },
    },
    'RateLimit-Policy': {
      description: `The limit, \`${limit};w=${windowSeconds}\`: ${policy}. ${sent}`,
      schema: { type: 'string', example: `${limit};w=${windowSeconds}` },
    },
    'RateLimit-Limit': { description: `Requests allowed per window (${limit}). ${sent}`, schema: { type: 'integer', minimum: 1, example: limit } },
    'RateLimit-Remaining': {
      description: `Requests left in the current window (0 on a 429); pace requests by it. ${sent}`,
      schema: { type: 'integer', minimum: 0, example: limit - 1 },
    },
    'RateLimit-Reset': {
      description: `Seconds until the window resets (on a 429, until a request is allowed again), at least 1. ${sent}`,
      schema: { type: 'integer', minimum: 1, example: windowSeconds },
    },
    'Retry-After': {
      description: 'Seconds to wait before the next request (RFC 9110 §10.2.3), the same as `RateLimit-Reset`.',
      schema: { type: 'integer', minimum: 1, example: windowSeconds },
    },
  };
}

/**
 * Documents an app's rate limit in its OpenAPI document, once for all its operations
 * (docs/openapi.md, "Rate limits in the document"; the headers are those of
 * docs/api-decisions.md, "Rate limits"):
 *
 * - the header components `RateLimit`, `RateLimit-Policy`, `RateLimit-Limit`,
 *   `RateLimit-Remaining`, `RateLimit-Reset` and `Retry-After`, worded with `policy`;
 * - on every response of every limited operation (redirects, 405 and the `default` of
 *   `finishOpenApiDocument`, added here already, included) a reference to each of the
 *   five RateLimit headers, besides the headers it documents
 *   itself (a same-named inline definition is replaced by the reference);
 * - on each limited operation a 429 RATE_LIMITED problem response (its own description
 *   kept when it has one), which also carries `Retry-After`.
 *
 * Call it from the app's `OpenApiDocumentService.build()`; the document is changed in
 * place and returned.
 */
export function documentRateLimits(document: OpenAPIObject, options: RateLimitDocsOptions): OpenAPIObject {
  const { limit, windowSeconds } = options.policy;
  document.components ??= {};
  document.components.headers = { ...document.components.headers, ...headerComponents(options.policy) };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = item[method];
      if (!operation || !(options.limited?.(path, method) ?? true)) continue;
      // The `default` finishOpenApiDocument would add later gets the headers too.
      operation.responses['default'] ??= defaultProblemResponse();
      operation.responses['429'] ??= problemResponse(
        `RATE_LIMITED: more than ${limit} requests in ${windowSeconds} seconds from this client to this endpoint; wait \`Retry-After\` seconds.`,
      );
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response || '$ref' in response) continue;
        const own = (response as ResponseObject).headers ?? {};
        const headers: Record<string, HeaderObject | ReferenceObject> = Object.fromEntries(RATE_LIMIT_HEADER_NAMES.map((name) => [name, headerRef(name)]));
        for (const [name, header] of Object.entries(own)) if (!Object.hasOwn(headers, name)) headers[name] = header;
        if (status === '429') headers['Retry-After'] = headerRef('Retry-After');
        (response as ResponseObject).headers = headers;
      }
    }
  }
  return document;
}
