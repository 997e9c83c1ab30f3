import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const WARN_EVERY_MS = 30_000;

/**
 * Where the rate-limit counters live: in Redis when REDIS_URL is set, so every
 * instance of the app shares one budget per client and endpoint
 * (`@nest-lab/throttler-storage-redis`: one atomic Lua script per request), in
 * process memory otherwise.
 *
 * With Redis, a Redis that does not answer within 500 ms never fails or stalls a
 * request: that request is counted in memory instead (the limit then holds per
 * instance) and a warning is logged, at most every 30 s. (`/readyz` reports Redis:
 * the platform registers that check whenever REDIS_URL is set.)
 */
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly memory = new ThrottlerStorageService();
  private readonly redis?: Redis;
  private readonly shared?: ThrottlerStorageRedisService;
  private lastWarning = 0;
  private closed = false;
  private started?: Promise<void>;

  constructor(redisUrl: string | undefined) {
    if (redisUrl) {
      this.redis = new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        commandTimeout: 500,
        connectTimeout: 1000,
        // Reconnect quickly and often: a pending reconnection also delays shutdown by up to this long.
        retryStrategy: (times: number) => Math.min(times * 100, 500),
        // How long `disconnect()` waits for a socket still connecting; also delays shutdown.
        disconnectTimeout: 200,
      });
      this.redis.on('error', (error: Error) => this.warn('Redis connection error', error));
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
      this.warn('Redis unreachable at start-up; counting in memory until it answers', error as Error);
    }
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    if (this.shared && !this.closed) {
      try {
        return await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      } catch (error) {
        this.warn('Redis did not count a request; counted in memory instead', error as Error);
      }
    }
    return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.memory.onApplicationShutdown();
    if (!this.redis || this.redis.status === 'end') return;
    // QUIT on a connection that is not up would wait for a reconnection that may never come.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }

  private warn(message: string, error: Error): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(`${message}: ${error.message}`);
  }
}
