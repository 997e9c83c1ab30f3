import { ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { ThrottlerGenerateKeyFunction, ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import { ProblemError } from '@fulfil/problem-details';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { rateLimitHeaders } from './rate-limit-headers';
import { Metrics } from '../metrics/metrics';

/**
 * `@nestjs/throttler`'s guard with the header set the spec asks for (the library
 * itself only knows `X-RateLimit-*`, and only on allowed requests; it runs with
 * `setHeaders: false`). Every response of a guarded route carries
 * {@link rateLimitHeaders}; a refused request becomes a 429 RATE_LIMITED problem
 * with `Retry-After`.
 *
 * Key: per client IP (`req.ip`, honouring TRUST_PROXY; IPv6 grouped by /64 by the
 * library) per endpoint (method and route path: `/api/v1/contact-form` and the
 * deprecated `/api/contact-form` are separate endpoints), prefixed with the app's key
 * prefix so several apps or test runs can share one Redis. Apply it with
 * `@UseGuards(RateLimitGuard)` to the routes to limit; {@link RateLimitModule} provides it.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  @Optional() @Inject(Metrics) private readonly metrics?: Metrics;

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = props;
    const { req, res } = this.getRequestResponse(context) as { req: Request; res: Response };
    const name = throttler.name ?? 'default';
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, name);
    const record = await this.storageService.increment(key, ttl, limit, blockDuration, name);
    const refusal = answerRateLimit(res, record, { limit, windowSeconds: Math.round(ttl / 1000) }, `${req.method} ${routePath(req)}`);
    if (refusal) {
      countRateLimited(this.metrics, 'route');
      throw refusal;
    }
    return true;
  }
}

/**
 * Counts one refusal in `rate_limited_requests_total{bucket}` (`route`: a guarded route,
 * `unrouted`: a request no route serves); docs/operations.md, "Metrics".
 */
export function countRateLimited(metrics: Metrics | undefined, bucket: 'route' | 'unrouted', by = 1): void {
  metrics?.counter('rate_limited_requests_total', 'Requests refused with 429 RATE_LIMITED, by bucket.', ['bucket']).inc({ bucket }, by);
}

/** What the storage answered for one request's counter (`@nestjs/throttler`'s record). */
export interface RateLimitRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * Puts the RateLimit headers of a counted request on the response and, when its client is
 * over the limit, returns the 429 RATE_LIMITED problem to answer with (carrying the same
 * headers and `Retry-After`); null when the request may go on. The one answer of the
 * guard and of `UnroutedRateLimitMiddleware`.
 *
 * @param what the endpoint, for the problem's detail (e.g. `POST /api/v1/contact-form`)
 */
export function answerRateLimit(res: Response, record: RateLimitRecord, policy: { limit: number; windowSeconds: number }, what: string): ProblemError | null {
  const headers = rateLimitHeaders({
    limit: policy.limit,
    windowSeconds: policy.windowSeconds,
    totalHits: record.totalHits,
    resetSeconds: record.timeToExpire,
    blocked: record.isBlocked,
    retryAfterSeconds: record.timeToBlockExpire,
  });
  for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
  if (!record.isBlocked) return null;
  return new ProblemError({
    status: 429,
    code: 'RATE_LIMITED',
    detail: `Too many requests to ${what} from this client: at most ${policy.limit} per ${policy.windowSeconds} seconds.`,
    hint: `Wait ${headers['Retry-After']} seconds (Retry-After); pace requests with RateLimit-Remaining.`,
    headers,
  });
}

/** The route pattern that served the request (e.g. `/api/v1/contact-form`), not the raw URL. */
function routePath(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? route.path : req.path;
}

/**
 * The key of a request's counter: `<prefix><sha256(method, route path, throttler, client)>`,
 * i.e. per client IP per endpoint (the library's default keys by controller class
 * and handler name instead).
 */
export function rateLimitKeyGenerator(prefix: string): ThrottlerGenerateKeyFunction {
  return (context: ExecutionContext, tracker: string, throttlerName: string) => {
    const req = context.switchToHttp().getRequest<Request>();
    const digest = createHash('sha256')
      .update(`${req.method} ${routePath(req)}|${throttlerName}|${tracker}`)
      .digest('hex');
    return `${prefix}${digest}`;
  };
}
