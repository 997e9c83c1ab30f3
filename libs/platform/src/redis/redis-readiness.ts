import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { BaseAppConfig } from '../config/config';
import { ReadinessService } from '../health/readiness.service';

/**
 * When REDIS_URL is set, adds an optional `redis` check to `/readyz` (a PING on a
 * dedicated, lazily connected client) and closes that client on shutdown. Optional:
 * Redis only holds the shared rate-limit counters, which fall back to memory, so a
 * Redis that does not answer reports `degraded: <reason>` and the app stays ready
 * (docs/api-decisions.md, "Dependency failures").
 */
@Injectable()
export class RedisReadiness implements OnModuleInit, OnApplicationShutdown {
  private client?: Redis;
  private connecting?: Promise<void>;

  constructor(
    @Inject(BaseAppConfig) private readonly config: BaseAppConfig,
    private readonly readiness: ReadinessService,
  ) {}

  onModuleInit(): void {
    const url = this.config.REDIS_URL;
    if (!url) return;
    this.readiness.register(
      'redis',
      async () => {
        if (!this.client) {
          // disconnectTimeout: how long shutdown waits for a socket still connecting (ioredis: 2 s).
          this.client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000, disconnectTimeout: 200 });
          // The check reports failures; without a listener ioredis prints every reconnection error.
          this.client.on('error', () => undefined);
        }
        if (this.client.status === 'wait' || this.client.status === 'end') {
          // Probes may overlap; a second connect() on a connecting client would throw.
          this.connecting ??= this.client.connect().finally(() => (this.connecting = undefined));
          await this.connecting;
        }
        const pong = await this.client.ping();
        if (pong !== 'PONG') throw new Error(`unexpected reply ${pong}`);
      },
      { optional: true },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    // A client stuck reconnecting would make quit() wait; drop it at once instead.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client?.disconnect());
    else this.client.disconnect();
  }
}
