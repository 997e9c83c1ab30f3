import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const WARN_EVERY_MS = 30_000;

/** Tuning of {@link RateLimitStorage}'s use of Redis; all times in ms. */
export interface RateLimitStorageOptions {
  /** Longest wait for Redis's answer to one count (ioredis `commandTimeout`); default 250. */
  commandTimeoutMs?: number;
  /**
   * After Redis failed a count, how long every request is counted in memory without
   * asking Redis; then one request probes it again. Default 5000.
   */
  coolDownMs?: number;
}

/** Defaults of {@link RateLimitStorageOptions}. */
export const RATE_LIMIT_STORAGE_DEFAULTS = { commandTimeoutMs: 250, coolDownMs: 5000 } as const;

/**
 * Where counting happens now: `memory` (no REDIS_URL), `redis` (Redis answers),
 * `memory-fallback` (Redis failed; counting in memory until a probe succeeds).
 */
export type RateLimitStoreState = 'memory' | 'redis' | 'memory-fallback';

/** Counters of {@link RateLimitStorage}, shown in `/readyz`'s `details.rateLimit`. */
export interface RateLimitStorageStats {
  state: RateLimitStoreState;
  /** Counts Redis failed (refused, not connected, timed out, script error) since start. */
  redisFailures: number;
  /** Requests counted in memory because Redis was failing, since start. */
  countedInMemory: number;
  /** Times the breaker opened (Redis stopped being asked), since start. */
  outages: number;
  /** Reason of the last failure (no keys, no client data), if any. */
  lastFailure?: string;
  /** When it happened, ISO-8601. */
  lastFailureAt?: string;
  /** While falling back: when Redis will be probed again, ISO-8601. */
  probeAfter?: string;
}

/**
 * Where the rate-limit counters live: in Redis when REDIS_URL is set, so every
 * instance of the app shares one budget per client and endpoint
 * (`@nest-lab/throttler-storage-redis`: one atomic Lua script per request), in
 * process memory otherwise ({@link MemoryRateLimitStore}: the throttler's own counting at
 * a constant cost per request).
 *
 * Redis is optional (docs/api-decisions.md, "Dependency failures"): a failing Redis
 * never fails a request and costs requests nothing but the first failure. A circuit
 * breaker:
 * - closed (`redis`): each count is one script call, bounded by `commandTimeoutMs`;
 *   a client that is not connected fails at once (no offline queue, no waiting for a
 *   reconnection).
 * - open (`memory-fallback`): after a failure every request is counted in memory (the
 *   limit then holds per instance) for `coolDownMs`, without touching Redis; ioredis
 *   keeps reconnecting in the background.
 * - half-open: after the cool-down the next request alone probes Redis (the others
 *   keep counting in memory); success closes the breaker, failure opens it again.
 *
 * Failures and recoveries are logged at `warn`, each kind at most every 30 s; the
 * counters ({@link stats}) appear in `/readyz` under `details.rateLimit`.
 */
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly memory = new MemoryRateLimitStore();
  private readonly redis?: Redis;
  private readonly shared?: ThrottlerStorageRedisService;
  private readonly options: Required<RateLimitStorageOptions>;
  private readonly lastWarning = new Map<string, number>();
  private closed = false;
  private started?: Promise<void>;
  /** Epoch ms until which Redis is not asked; 0 while the breaker is closed. */
  private openUntil = 0;
  private probing = false;
  private readonly counters = { redisFailures: 0, countedInMemory: 0, outages: 0 };
  private lastFailure?: { reason: string; at: number };

  /**
   * @param redisUrl Redis whose counters every instance shares; memory only when undefined
   * @param options timeouts of the Redis path (see {@link RateLimitStorageOptions})
   */
  constructor(redisUrl: string | undefined, options: RateLimitStorageOptions = {}) {
    this.options = { ...RATE_LIMIT_STORAGE_DEFAULTS, ...options };
    if (redisUrl) {
      this.redis = new Redis(redisUrl, {
        lazyConnect: true,
        // Fail at once while disconnected instead of queueing until a reconnection.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: this.options.commandTimeoutMs,
        connectTimeout: 1000,
        // Reconnect quickly and often: a pending reconnection also delays shutdown by up to this long.
        retryStrategy: (times: number) => Math.min(times * 100, 500),
        // How long `disconnect()` waits for a socket still connecting; also delays shutdown.
        disconnectTimeout: 200,
      });
      this.redis.on('error', (error: Error) => this.warn('connection', `Redis connection error: ${error.message}`));
      this.shared = new ThrottlerStorageRedisService(this.redis);
    }
  }

  /** `redis` or `memory`, for the startup log. */
  get kind(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  /**
   * Connects to Redis (at most 2 s; requests are counted in memory meanwhile). Runs once:
   * the instance is registered under two providers (ours and the throttler's
   * `ThrottlerStorage`), so Nest calls this hook twice, and a second `connect()` on a
   * connecting client would throw "Redis is already connecting/connected".
   */
  onModuleInit(): Promise<void> {
    this.started ??= this.connect();
    return this.started;
  }

  private async connect(): Promise<void> {
    if (!this.redis) return;
    try {
      // Never hold up start-up for long: requests are counted in memory until Redis answers.
      await Promise.race([this.redis.connect(), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 2 s')), 2000).unref())]);
    } catch (error) {
      this.fail(`unreachable at start-up: ${(error as Error).message}`);
    }
  }

  /**
   * Counts one request (the throttler's contract): in Redis while it answers, in
   * memory otherwise (see the class). Never rejects because of Redis.
   */
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    if (this.shared && this.redis && !this.closed) {
      const now = Date.now();
      const open = this.openUntil > 0;
      if (!open || (now >= this.openUntil && !this.probing)) {
        this.probing = open;
        try {
          if (this.redis.status !== 'ready') throw new Error(`connection is ${this.redis.status}`);
          const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
          if (open) this.recover();
          return record;
        } catch (error) {
          this.fail((error as Error).message);
        } finally {
          this.probing = false;
        }
      }
      this.counters.countedInMemory++;
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** The counters shown in `/readyz` (see {@link RateLimitStorageStats}). */
  stats(): RateLimitStorageStats {
    const state: RateLimitStoreState = !this.redis ? 'memory' : this.openUntil > 0 ? 'memory-fallback' : 'redis';
    return {
      state,
      ...this.counters,
      ...(this.lastFailure ? { lastFailure: this.lastFailure.reason, lastFailureAt: new Date(this.lastFailure.at).toISOString() } : {}),
      ...(this.openUntil > 0 ? { probeAfter: new Date(this.openUntil).toISOString() } : {}),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.redis || this.redis.status === 'end') return;
    // QUIT on a connection that is not up would wait for a reconnection that may never come.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }

  /** Opens (or re-opens) the breaker for a cool-down. */
  private fail(reason: string): void {
    const now = Date.now();
    this.counters.redisFailures++;
    this.lastFailure = { reason, at: now };
    if (this.openUntil === 0) this.counters.outages++;
    this.openUntil = now + this.options.coolDownMs;
    this.warn('failure', `Redis did not count a request (${reason}); counting in memory, Redis asked again in ${this.options.coolDownMs} ms`);
  }

  /** Closes the breaker after a successful probe. */
  private recover(): void {
    this.openUntil = 0;
    this.warn('recovery', `Redis answers again; counting there again (${this.counters.countedInMemory} requests counted in memory since start)`);
  }

  /** Logs at `warn`, each kind of message at most every 30 s. */
  private warn(kind: string, message: string): void {
    const now = Date.now();
    if (now - (this.lastWarning.get(kind) ?? 0) < WARN_EVERY_MS) return;
    this.lastWarning.set(kind, now);
    this.logger.warn(message);
  }
}
