import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, PeriodicTask } from '@fulfil/platform';
import { WebhookDeliveryStore } from '@fulfil/capacity';
import { FulfilmentConfig } from '../../config';
import { WebhookProcessor } from './webhook-processor';

/** What one {@link WebhookWorker.runOnce} did. */
export interface WebhookRunSummary {
  claimed: number;
  done: number;
  retry: number;
  failed: number;
}

/** Deliveries one pass takes at most. */
const BATCH = 50;

/**
 * The worker of the durable webhook queue (docs/privacy.md, "Webhook intake"): every
 * WEBHOOK_WORKER_INTERVAL_MS it takes up to 50 due `queued` deliveries, oldest first, and
 * makes one attempt at each through {@link WebhookProcessor} (a lease per row, so several
 * instances never take the same one; a row whose holder died is taken again once its
 * lease lapses). A delivery accepted just before a crash is applied here after the
 * restart. The loop is libs/platform's `PeriodicTask`; tests call {@link runOnce}.
 * Requests still finishing their work in the background are awaited on shutdown.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('WebhookWorker');
  private readonly task = new PeriodicTask<WebhookRunSummary>('webhook queue', () => this.run(), { claimed: 0, done: 0, retry: 0, failed: 0 }, this.logger);
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deliveries: WebhookDeliveryStore,
    private readonly processor: WebhookProcessor,
    private readonly config: FulfilmentConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(this.config.WEBHOOK_WORKER_INTERVAL_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.task.stop();
    await Promise.allSettled([...this.inFlight]);
  }

  /** One pass now (joins a pass under way). */
  runOnce(): Promise<WebhookRunSummary> {
    return this.task.runOnce();
  }

  /** Keeps track of an attempt a request started and no longer waits for, so shutdown waits for it. */
  track<T>(attempt: Promise<T>): Promise<T> {
    const settled = attempt.finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
    return settled;
  }

  private async run(): Promise<WebhookRunSummary> {
    const summary: WebhookRunSummary = { claimed: 0, done: 0, retry: 0, failed: 0 };
    for (const id of await this.deliveries.dueIds(this.clock.now(), BATCH)) {
      const outcome = await this.processor.attempt(id);
      if (outcome.status === 'taken') continue; // another instance or a request took it
      summary.claimed++;
      summary[outcome.status]++;
    }
    if (summary.claimed > 0) this.logger.log({ ...summary, msg: 'Webhook queue pass' });
    return summary;
  }
}
