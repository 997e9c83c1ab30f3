import { Inject, Injectable, NestMiddleware, Optional } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { allowedMethods } from '../http/route-table';
import { answerRateLimit, countRateLimited } from './rate-limit.guard';
import { Metrics } from '../metrics/metrics';
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
    @Optional() private readonly metrics?: Metrics,
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
      const refusal = answerRateLimit(res, record, { limit, windowSeconds }, `${req.method} paths this API does not serve`);
      if (refusal) {
        countRateLimited(this.metrics, 'unrouted');
        return next(refusal);
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
