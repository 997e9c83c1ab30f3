import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { ReadinessService } from '@fulfil/platform';
import { ShopChange, StoreReader } from '@fulfil/store-settings';
import { StorefrontConfig } from '../module/storefront-config';

/**
 * The Redis channel of a store database: instances on the same database share it, and
 * apps of other databases on the same Redis (test runs, other deployments) never hear
 * each other. The URL's password is not part of the name.
 */
export function shopChangeChannel(databaseUrl: string | undefined): string {
  const url = (databaseUrl ?? 'sqlite:').replace(/\/\/([^:@/]*):[^@/]*@/, '//$1@');
  return `fulfil:shop-changes:${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
}

/** Parses a message of the channel; null for anything that is not a {@link ShopChange}. */
export function parseShopChange(message: string): ShopChange | null {
  try {
    const value = JSON.parse(message) as Partial<ShopChange>;
    if (!Number.isSafeInteger(value.shopId)) return null;
    const change: ShopChange = { shopId: value.shopId as number };
    if (Number.isSafeInteger(value.version)) change.version = value.version;
    if (Array.isArray(value.locationIds) && value.locationIds.every((id) => Number.isSafeInteger(id))) change.locationIds = value.locationIds;
    return change;
  } catch {
    return null;
  }
}

/**
 * Cross-instance invalidation of the shop cache over Redis pub/sub (when REDIS_URL is
 * set; without it nothing happens and the reader's version polling every 2 s is the only
 * way another instance's change arrives). Every change this process's writers announce
 * (`StoreReader.onLocalChange`) is published on the database's channel
 * ({@link shopChangeChannel}); every message heard there is applied to this process's
 * reader (`StoreReader.applyRemoteChange`), so a merchant's change is visible on every
 * instance within milliseconds. While the subscription is up, the reader checks versions
 * only every 30 s (a safety net for a lost message); when it drops, polling every 2 s
 * takes over, and on each (re)subscription every cached shop is checked again.
 * `/readyz` reports the subscription as the optional check `shop-changes` and the
 * cache's counters under `details.shopCache`. Publishing never fails a write: a failed publish is logged, and polling delivers the
 * change. docs/scaling.md, "Each instance's cache".
 */
@Injectable()
export class ShopChangeBus implements OnModuleInit, OnApplicationShutdown {
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly logger = new Logger('ShopChangeBus');

  constructor(
    private readonly config: StorefrontConfig,
    private readonly reader: StoreReader,
    private readonly readiness: ReadinessService,
  ) {}

  /** Whether the subscription is up now (changes of other instances arrive through Redis). */
  get connected(): boolean {
    return this.subscriber?.status === 'ready';
  }

  async onModuleInit(): Promise<void> {
    // `/readyz` details: the shop cache's counters (docs/scaling.md).
    this.readiness.addDetails('shopCache', () => ({
      ...this.reader.shopCacheStats(),
      changeBus: this.config.REDIS_URL ? (this.connected ? 'redis' : 'polling') : 'polling',
    }));
    const url = this.config.REDIS_URL;
    if (!url) return;
    // Optional: without the subscription the cache stays correct by polling (2 s).
    this.readiness.register(
      'shop-changes',
      async () => {
        if (!this.connected) throw new Error("not subscribed to shop changes; other instances' changes arrive by polling (2 s)");
      },
      { optional: true },
    );
    const channel = shopChangeChannel(this.config.DATABASE_URL);
    const options = { maxRetriesPerRequest: 1, connectTimeout: 1000, disconnectTimeout: 200, lazyConnect: true };
    this.publisher = new Redis(url, { ...options, enableOfflineQueue: false });
    this.subscriber = new Redis(url, options);
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', (error: Error) => this.logger.warn(`subscription to ${channel}: ${error.message}; polling every 2 s meanwhile`));
    this.subscriber.on('message', (_channel: string, message: string) => {
      const change = parseShopChange(message);
      if (change) this.reader.applyRemoteChange(change);
    });
    // ioredis subscribes again after each reconnection; messages sent meanwhile are lost, so the reader checks every shop again.
    this.subscriber.on('ready', () => this.reader.setChangeBusConnected(true));
    this.subscriber.on('close', () => this.reader.setChangeBusConnected(false));
    this.reader.onLocalChange((change) => {
      if (this.publisher?.status !== 'ready') return;
      this.publisher
        .publish(channel, JSON.stringify(change))
        .catch((error: Error) => this.logger.warn(`publishing a change of shop ${change.shopId}: ${error.message}`));
    });
    try {
      await Promise.all([this.publisher.connect(), this.subscriber.connect().then(() => this.subscriber?.subscribe(channel))]);
    } catch (error) {
      // Not fatal: the reader polls, and ioredis keeps reconnecting.
      this.logger.warn(`Redis at start-up: ${(error as Error).message}; cache changes of other instances arrive by polling until it answers`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      if (!client) continue;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}
