import { DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ReadinessService } from '../health/readiness.service';
import { countRateLimited, RateLimitGuard, rateLimitKeyGenerator } from './rate-limit.guard';
import { Metrics } from '../metrics/metrics';
import { RateLimitStorage, RateLimitStorageOptions } from './rate-limit-storage';
import { UNROUTED_RATE_LIMIT, UnroutedRateLimitMiddleware } from './unrouted-rate-limit.middleware';

/** One limit: at most `limit` requests per `windowSeconds` per client IP and endpoint. */
export interface RateLimitPolicy {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Options of {@link RateLimitModule.forRoot}. */
export interface RateLimitOptions {
  /** Redis URL whose counters every instance shares; in process memory when absent. */
  redisUrl?: string;
  /** Prefix of the counters' keys (e.g. `website-api:`), so apps and test runs can share one Redis. */
  keyPrefix: string;
  /** The limit applied by {@link RateLimitGuard}. */
  policy: RateLimitPolicy;
  /** Timeouts of the Redis path (command timeout, circuit-breaker cool-down); defaults suit production. */
  storage?: RateLimitStorageOptions;
}

/**
 * Provides the rate-limit storage (Redis or memory) to the throttler module and shows
 * its counters in `/readyz` (`details.rateLimit`) when the platform's readiness is there.
 */
@Module({})
class RateLimitStorageModule {
  static forRoot(redisUrl: string | undefined, options: RateLimitStorageOptions = {}): DynamicModule {
    return {
      module: RateLimitStorageModule,
      providers: [
        {
          provide: RateLimitStorage,
          useFactory: (readiness?: ReadinessService) => {
            const storage = new RateLimitStorage(redisUrl, options);
            readiness?.addDetails('rateLimit', () => storage.stats());
            return storage;
          },
          inject: [{ token: ReadinessService, optional: true }],
        },
      ],
      exports: [RateLimitStorage],
    };
  }
}

const RATE_LIMIT_METRICS = Symbol('RateLimitMetrics');

/**
 * Rate limits of the apps on `@nestjs/throttler`: {@link RateLimitStorage} (Redis shared
 * by all instances, memory otherwise), keys per client IP and endpoint, and
 * {@link RateLimitGuard}, which answers 429 RATE_LIMITED and sets the RateLimit headers
 * of docs/api-decisions.md. Import it once in the app's root module; guard the routes to
 * limit with `@UseGuards(RateLimitGuard)`.
 */
@Module({})
export class RateLimitModule {
  static forRoot(options: RateLimitOptions): DynamicModule {
    return {
      module: RateLimitModule,
      global: true,
      imports: [
        ThrottlerModule.forRootAsync({
          imports: [RateLimitStorageModule.forRoot(options.redisUrl, options.storage)],
          inject: [RateLimitStorage],
          useFactory: (storage: RateLimitStorage) => ({
            throttlers: [{ name: 'default', limit: options.policy.limit, ttl: options.policy.windowSeconds * 1000 }],
            storage,
            setHeaders: false,
            generateKey: rateLimitKeyGenerator(options.keyPrefix),
          }),
        }),
      ],
      providers: [
        RateLimitGuard,
        UnroutedRateLimitMiddleware,
        {
          // Exported at 0 from the start, so a scraper sees the series before the first refusal.
          provide: RATE_LIMIT_METRICS,
          useFactory: (metrics?: Metrics) => (['route', 'unrouted'] as const).forEach((bucket) => countRateLimited(metrics, bucket, 0)),
          inject: [{ token: Metrics, optional: true }],
        },
        { provide: UNROUTED_RATE_LIMIT, useValue: { keyPrefix: options.keyPrefix, limit: options.policy.limit, windowSeconds: options.policy.windowSeconds } },
      ],
      exports: [RateLimitGuard, UnroutedRateLimitMiddleware, UNROUTED_RATE_LIMIT, ThrottlerModule],
    };
  }
}
