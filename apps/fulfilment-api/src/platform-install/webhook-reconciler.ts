import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock, linkBase, PeriodicTask } from '@fulfil/platform';
import { PlatformCatalogueRepository, PlatformCredentialsRepository } from '@fulfil/store-settings';
import { reconcileWebhookSubscriptions, StorefrontPlatformClient, type WantedWebhook } from '@fulfil/storefront-platform';
import { FulfilmentConfig, WEBHOOKS_PATH } from '../config';

/**
 * The topics we subscribe every connected shop to, each with our intake route
 * (`/v1.0/webhooks/...`, webhooks.controller.ts; docs/platform-install.md, "Webhooks"). The
 * privacy topics are not here: the platform takes them only from the app's configuration
 * (shopify-app/shopify.app.toml, `compliance_topics`).
 */
export const WEBHOOK_TOPIC_ROUTES: Readonly<Record<string, string>> = Object.freeze({
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_CANCELLED: 'orders/cancelled',
  ORDERS_DELETE: 'orders/delete',
  INVENTORY_LEVELS_UPDATE: 'inventory_levels/update',
  LOCATIONS_CREATE: 'locations/create',
  LOCATIONS_UPDATE: 'locations/update',
  LOCATIONS_DELETE: 'locations/delete',
  PRODUCTS_UPDATE: 'products/update',
  PRODUCTS_DELETE: 'products/delete',
  APP_UNINSTALLED: 'app/uninstalled',
});

/** How often every connected shop's subscriptions are reconciled again, besides start-up and install. */
export const WEBHOOK_RECONCILE_EVERY_MS = 6 * 60 * 60_000;

/** The last reconcile of one shop, for operators (log line; {@link WebhookReconciler.lastOutcome}) and the console (`platform_shop_states`). */
export interface WebhookReconcileOutcome {
  /** When it finished (ISO 8601). */
  reconciled_at: string;
  /** Topics still without a subscription of ours. */
  missing: string[];
  /** What failed (per operation, or the listing). */
  errors: string[];
}

/**
 * Keeps every connected shop's webhook subscriptions as {@link WEBHOOK_TOPIC_ROUTES} wants
 * them, on our public origin (`PUBLIC_BASE_URL`, else `PLATFORM_APP_URL`) through the Admin
 * API (`reconcileWebhookSubscriptions` of @fulfil/storefront-platform; docs/platform-install.md,
 * "Webhooks"): after an install ({@link reconcileInBackground}), in the background at
 * start-up, and every {@link WEBHOOK_RECONCILE_EVERY_MS}. Never blocks start-up or a request,
 * never throws: a failure is logged with the shop and retried by the next pass. Without a
 * public origin it does nothing (logged once at start).
 */
@Injectable()
export class WebhookReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WebhookReconciler');
  private readonly task = new PeriodicTask<number>('webhook reconcile', () => this.reconcileAll(), 0, this.logger);
  private readonly outcomes = new Map<number, WebhookReconcileOutcome>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly config: FulfilmentConfig,
    private readonly dataSource: DataSource,
    private readonly credentials: PlatformCredentialsRepository,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.origin()) {
      this.logger.log({ msg: 'webhook subscriptions are not reconciled: set PUBLIC_BASE_URL or PLATFORM_APP_URL' });
      return;
    }
    this.track(this.task.runOnce());
    this.task.start(WEBHOOK_RECONCILE_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
    await this.settled();
  }

  /** Starts a reconcile of one shop without waiting for it (the install's callback). */
  reconcileInBackground(shopId: number): void {
    if (this.origin()) this.track(this.reconcileShop(shopId));
  }

  /** Resolves when every reconcile started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** One pass over every shop with credentials, one shop at a time; resolves with how many shops ended reconciled. */
  async reconcileAll(): Promise<number> {
    let rows: Array<{ shop_id: number | string }>;
    try {
      rows = await this.dataSource.query('SELECT shop_id FROM platform_credentials ORDER BY shop_id');
    } catch (err) {
      this.logger.warn({ err, msg: 'webhook reconcile: could not list the connected shops' });
      return 0;
    }
    let reconciled = 0;
    for (const row of rows) if ((await this.reconcileShop(Number(row.shop_id)))?.missing.length === 0) reconciled++;
    return reconciled;
  }

  /**
   * Reconciles one shop's subscriptions and records the outcome (log line, {@link lastOutcome}).
   * Never throws. @returns the outcome, or null when the shop has no credentials or there is no public origin
   */
  async reconcileShop(shopId: number): Promise<WebhookReconcileOutcome | null> {
    const origin = this.origin();
    if (!origin) return null;
    let shop: string | undefined;
    let outcome: WebhookReconcileOutcome;
    try {
      const opened = await this.credentials.open(shopId);
      if (!opened) return null;
      shop = opened.platformDomain;
      const client = new StorefrontPlatformClient({
        shopDomain: opened.platformDomain,
        accessToken: opened.accessToken.reveal(),
        baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL,
        maxThrottleWaitMs: 10_000,
        logger: { warn: (msg, details) => this.logger.warn({ ...details, shopId, msg: `webhook reconcile: ${msg}` }) },
      });
      const result = await reconcileWebhookSubscriptions(client, wantedWebhooks(origin), new URL(origin).origin);
      outcome = { reconciled_at: this.clock.now().toISOString(), missing: result.missing, errors: result.errors };
      const line = { shopId, shop, created: result.created, deleted: result.deleted, missing: result.missing, errors: result.errors };
      if (result.missing.length > 0 || result.errors.length > 0) this.logger.warn({ ...line, msg: 'webhook reconcile: done with errors' });
      else this.logger.log({ ...line, msg: 'webhook reconcile: done' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      outcome = { reconciled_at: this.clock.now().toISOString(), missing: Object.keys(WEBHOOK_TOPIC_ROUTES), errors: [message] };
      this.logger.warn({ shopId, shop, err: message, msg: 'webhook reconcile failed; retried on the next pass' });
    }
    this.outcomes.set(shopId, outcome);
    await new PlatformCatalogueRepository(this.dataSource)
      .saveWebhookReconcile(shopId, new Date(outcome.reconciled_at), outcome)
      .catch((err: unknown) => this.logger.warn({ shopId, err, msg: 'webhook reconcile: could not record the outcome' }));
    return outcome;
  }

  /** The last reconcile's outcome of a shop in this process, or null before the first one. */
  lastOutcome(shopId: number): WebhookReconcileOutcome | null {
    return this.outcomes.get(shopId) ?? null;
  }

  /** Our public base for callback URLs (`PUBLIC_BASE_URL` without its trailing slash, else `PLATFORM_APP_URL`), or undefined when neither is set. */
  private origin(): string | undefined {
    return linkBase(this.config.PUBLIC_BASE_URL) || this.config.PLATFORM_APP_URL || undefined;
  }

  private track(promise: Promise<unknown>): void {
    const tracked = promise.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}

/** {@link WEBHOOK_TOPIC_ROUTES} as subscriptions under our public base: `<base>/v1.0/webhooks/<route>`. */
export function wantedWebhooks(base: string): WantedWebhook[] {
  return Object.entries(WEBHOOK_TOPIC_ROUTES).map(([topic, route]) => ({ topic, uri: `${base}${WEBHOOKS_PATH}/${route}` }));
}
