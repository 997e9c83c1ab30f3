import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock, PeriodicTask } from '@fulfil/platform';
import { WidgetConfig } from '../config';
import { CheckoutRepository } from '../checkouts/storage/checkout.repository';
import { DRAFT_ORDER_LEASE_MS, DraftOrderService } from './draft-order.service';

/** What one {@link DraftOrderWorker.runOnce} did. */
export interface DraftOrderRunSummary {
  claimed: number;
  created: number;
  pending: number;
  failed: number;
}

/** Checkouts one pass takes at most. */
const BATCH = 20;

/**
 * The retry worker of checkouts whose draft order is not created yet (the outbox of
 * docs/draft-orders.md, "When the platform is down"; the same idea as the website's
 * enquiries): every DRAFT_ORDER_RETRY_INTERVAL_MS it claims up to 20 due `pending`
 * checkouts (a lease per row, so several instances never take the same one) and makes one
 * attempt for each, searching for an earlier attempt's draft order first. A checkout whose
 * hold expires before its draft order exists becomes `failed` and its place is released.
 * The loop is libs/platform's `PeriodicTask`; tests call {@link runOnce}.
 */
@Injectable()
export class DraftOrderWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DraftOrderWorker');
  private readonly task = new PeriodicTask<DraftOrderRunSummary>(
    'draft-order retry',
    () => this.run(),
    { claimed: 0, created: 0, pending: 0, failed: 0 },
    this.logger,
  );

  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly drafts: DraftOrderService,
    private readonly config: WidgetConfig,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.task.start(this.config.DRAFT_ORDER_RETRY_INTERVAL_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass now (joins a pass under way). */
  runOnce(): Promise<DraftOrderRunSummary> {
    return this.task.runOnce();
  }

  private async run(): Promise<DraftOrderRunSummary> {
    const now = this.clock.now();
    const summary: DraftOrderRunSummary = { claimed: 0, created: 0, pending: 0, failed: 0 };
    for (const id of await this.checkouts.dueIds(now, BATCH)) {
      const row = await this.checkouts.claim(id, { now, leaseMs: DRAFT_ORDER_LEASE_MS, dueOnly: true });
      if (!row) continue; // another instance took it
      summary.claimed++;
      summary[await this.drafts.attempt(row, { maxAttempts: 3, mayExist: true })]++;
    }
    if (summary.claimed > 0) this.logger.log({ ...summary, msg: 'Draft-order retry pass' });
    return summary;
  }
}
