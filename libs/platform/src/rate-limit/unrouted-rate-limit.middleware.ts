import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { ProblemError } from '@fulfil/problem-details';
import type { Express, NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { allowedMethods } from '../http/route-table';
import { rateLimitHeaders } from './rate-limit-headers';
import { ThrottlerStorage } from '@nestjs/throttler';

/** What {@link UnroutedRateLimitMiddleware} counts with: the app's policy and key prefix. */
export const UNROUTED_RATE_LIMIT = Symbol('UnroutedRateLimit');

/** The policy and key prefix of {@link UnroutedRateLimitMiddleware}. */
export interface UnroutedRateLimitOptions {
  keyPrefix: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Rate limits the requests no route serves, which `RateLimitGuard` never sees (guards run
 * on routes only): they answer 404 or 405, and an API whose every answer carries the
 * RateLimit headers (the website's, docs/api-decisions.md "Rate limits") counts them too,
 * per client IP in one "unrouted" bucket per method, with the same policy, and refuses
 * them with 429 RATE_LIMITED past it. Requests a route serves pass untouched (the guard
 * counts them). Apply it with `consumer.apply(UnroutedRateLimitMiddleware)`; provided by
 * `RateLimitModule`.
 */
@Injectable()
export class UnroutedRateLimitMiddleware implements NestMiddleware {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(UNROUTED_RATE_LIMIT) private readonly options: UnroutedRateLimitOptions,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const served = allowedMethods(req.app as Express, req.path);
    if (served.includes(req.method.toUpperCase()) || req.method === 'OPTIONS') return next();
    try {
      const { keyPrefix, limit, windowSeconds } = this.options;
      const ttl = windowSeconds * 1000;
      const key = `${keyPrefix}${createHash('sha256')
        .update(`${req.method} (unrouted)|default|${req.ip ?? ''}`)
        .digest('hex')}`;
      const record = await this.storage.increment(key, ttl, limit, ttl, 'default');
      const headers = rateLimitHeaders({
        limit,
        windowSeconds,
        totalHits: record.totalHits,
        resetSeconds: record.timeToExpire,
        blocked: record.isBlocked,
        retryAfterSeconds: record.timeToBlockExpire,
      });
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
      if (record.isBlocked) {
        return next(
          new ProblemError({
            status: 429,
            code: 'RATE_LIMITED',
            detail: `Too many requests to paths this API does not serve from this client: at most ${limit} per ${windowSeconds} seconds.`,
            hint: `Wait ${headers['Retry-After']} seconds (Retry-After); check the path against the API reference.`,
            headers,
          }),
        );
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
