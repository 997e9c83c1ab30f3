import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { BaseAppConfig } from '../config/config';
import { ReadinessService } from '../health/readiness.service';

/**
 * When REDIS_URL is set, adds a `redis` check to `/readyz` (a PING on a dedicated,
 * lazily connected client) and closes that client on shutdown.
 */
@Injectable()
export class RedisReadiness implements OnModuleInit, OnApplicationShutdown {
  private client?: Redis;

  constructor(
    @Inject(BaseAppConfig) private readonly config: BaseAppConfig,
    private readonly readiness: ReadinessService,
  ) {}

  onModuleInit(): void {
    const url = this.config.REDIS_URL;
    if (!url) return;
    this.readiness.register('redis', async () => {
      this.client ??= new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 });
      if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
      const pong = await this.client.ping();
      if (pong !== 'PONG') throw new Error(`unexpected reply ${pong}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    // A client stuck reconnecting would make quit() wait; drop it at once instead.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client?.disconnect());
    else this.client.disconnect();
  }
}
