import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { IDEMPOTENCY_KEY_RETENTION_MS, IdempotencyKeyStore, OrderRepository, WEBHOOK_DELIVERY_RETENTION_MS, WebhookDeliveryStore } from '@fulfil/capacity';

/** How often lapsed reservations are deleted, and how long after `expires_at` they are kept. */
export const JANITOR = { everyMs: 60 * 60_000, keepMs: 24 * 60 * 60_000 };

/**
 * Deletes reservations whose hold ended more than a day ago, once an hour (they count no
 * more; the day of grace lets a late webhook still find and convert them), and
 * Idempotency-Keys of both storefront APIs first used more than 24 hours ago
 * (`IDEMPOTENCY_KEY_RETENTION_MS`; docs/api-decisions.md, "Idempotency keys"), and done or
 * failed webhook deliveries received more than 7 days ago (`WEBHOOK_DELIVERY_RETENTION_MS`;
 * docs/privacy.md). Harmless with several instances: each deletes what is already lapsed.
 */
@Injectable()
export class ReservationJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly logger = new Logger('ReservationJanitor');

  constructor(
    private readonly orders: OrderRepository,
    private readonly keys: IdempotencyKeyStore,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), JANITOR.everyMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One sweep; returns how many reservations were deleted (errors are logged, never thrown). */
  async sweep(): Promise<number> {
    try {
      const now = this.clock.now().getTime();
      const deleted = await this.orders.purgeReservations(new Date(now - JANITOR.keepMs));
      if (deleted > 0) this.logger.log(`deleted ${deleted} lapsed reservations`);
      const keys = await this.keys.purge(new Date(now - IDEMPOTENCY_KEY_RETENTION_MS));
      if (keys > 0) this.logger.log(`deleted ${keys} idempotency keys older than 24 hours`);
      const deliveries = await this.deliveries.purge(new Date(now - WEBHOOK_DELIVERY_RETENTION_MS));
      if (deliveries > 0) this.logger.log(`deleted ${deliveries} webhook deliveries older than 7 days`);
      return deleted;
    } catch (err) {
      this.logger.warn({ err }, 'reservation sweep failed');
      return 0;
    }
  }
}
