import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { EnquiryRepository } from '@fulfil/website-forms';
import { WebsiteConfig } from '../config';
import { EnquiryDeliveryService } from './enquiry-delivery.service';

/** What one {@link EnquiryRetryWorker.runOnce} did. */
export interface RetryRunSummary {
  claimed: number;
  delivered: number;
  failed: number;
}

/**
 * Delivers stored enquiries the helpdesk did not take: every
 * ENQUIRY_RETRY_INTERVAL_MS (an unref'd interval, stopped on shutdown; 0 = off)
 * it claims up to ENQUIRY_RETRY_BATCH due enquiries atomically (so several
 * instances never deliver the same one) and delivers them one by one, with
 * exponential backoff between attempts. Tests call {@link runOnce} directly.
 */
@Injectable()
export class EnquiryRetryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EnquiryRetryWorker');
  private timer?: NodeJS.Timeout;
  private running?: Promise<RetryRunSummary>;
  private stopped = false;

  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly delivery: EnquiryDeliveryService,
    private readonly config: WebsiteConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.ENQUIRY_RETRY_INTERVAL_MS;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.logger.error({ err: error, msg: 'Retry run failed' }));
    }, every);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * One pass: claims the enquiries due at `now` and tries each once. A pass
   * already under way is joined rather than doubled.
   */
  runOnce(now: Date = this.clock.now()): Promise<RetryRunSummary> {
    if (this.stopped) return Promise.resolve({ claimed: 0, delivered: 0, failed: 0 });
    this.running ??= this.run(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(now: Date): Promise<RetryRunSummary> {
    const claimed = await this.enquiries.claimDue({ now, leaseMs: this.config.ENQUIRY_LEASE_MS, limit: this.config.ENQUIRY_RETRY_BATCH });
    const summary: RetryRunSummary = { claimed: claimed.length, delivered: 0, failed: 0 };
    for (const enquiry of claimed) {
      try {
        await this.delivery.deliver(enquiry, now);
        summary.delivered++;
      } catch {
        summary.failed++; // logged and rescheduled by the delivery service
      }
    }
    if (summary.claimed > 0) this.logger.log({ ...summary, msg: 'Retry run' });
    return summary;
  }
}
