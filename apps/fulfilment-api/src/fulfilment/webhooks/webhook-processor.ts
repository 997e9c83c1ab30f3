import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import { OrderLedger, OrderPrivacy, WebhookDeliveryStore, type ErasedShopData, type HeldOrder, type WebhookDeliveryEntity } from '@fulfil/capacity';
import { PlatformCredentialsRepository, ShopNotFoundError } from '@fulfil/store-settings';
import { ShopResolver, UsageService } from '@fulfil/storefront';
import { orderFulfilment } from './order-payload';
import { DataSource } from 'typeorm';
import { applyInventoryLevel, type QueuedInventoryLevel } from '../../platform-sync/inventory-webhook';
import { applyCatalogueWebhook, type CatalogueTopic, type QueuedCatalogueChange } from '../../platform-sync/catalogue-webhooks';

/** Topics of the order webhooks (`orders/<topic>`). */
export type OrderTopic = 'create' | 'updated' | 'cancelled' | 'delete';

/** Every topic fulfilment-api accepts (docs/privacy.md, "Webhook intake"). */
export type WebhookTopic =
  `orders/${OrderTopic}` | 'app/uninstalled' | 'customers/data_request' | 'customers/redact' | 'shop/redact' | 'inventory_levels/update' | CatalogueTopic;

/** The work of an order topic as queued: what `readOrderPayload` read, attributes as pairs. */
export interface QueuedOrder {
  id: string;
  /** The platform's `updated_at` (ISO 8601), or null. */
  updated_at: string | null;
  cancelled: boolean;
  attributes: [string, string][];
  /** The order's name (`#1001`), when the body had one. */
  order_name?: string;
  /** The shopper's name, when the body had one (dropped with the payload once applied). */
  customer_name?: string;
  /** Sum of the line items' quantities, when the body had line items. */
  item_count?: number;
}

/** The queued work of a delivery (`webhook_deliveries.payload`), by topic. */
export interface QueuedWork {
  /** The shop's domain. */
  shop: string;
  /** Order topics. */
  order?: QueuedOrder;
  /** `customers/*`: the platform's customer id, the order ids named, `data_request.id`. */
  customer_id?: string | null;
  order_ids?: string[];
  data_request_id?: string | null;
  /** `inventory_levels/update` (platform-sync/inventory-webhook.ts). */
  inventory?: QueuedInventoryLevel;
  /** `products/*`, `locations/*` (platform-sync/catalogue-webhooks.ts). */
  catalogue?: QueuedCatalogueChange;
}

/** Answer of an order webhook (`orders/*`). */
export interface WebhookResult {
  /** `queued`: accepted durably, applied by the worker shortly; `duplicate`: this `X-Shopify-Webhook-Id` was accepted before. */
  result: 'created' | 'updated' | 'unchanged' | 'stale' | 'ignored' | 'queued' | 'duplicate';
  order_id: number | null;
  reservation: 'converted' | 'released' | 'not_held' | null;
  reason?: string;
}

/** What `customers/data_request` found (docs/privacy.md). */
export interface CustomerDataReport {
  customer_id: string | null;
  data_request_id: string | null;
  /** The requested orders the ledger holds: place, date, slot, status, order name, shopper's name and item count (no e-mail, phone or address). */
  orders: HeldOrder[];
  /** Requested orders the ledger never recorded (no fulfilment attributes) or no longer holds. */
  orders_not_held: string[];
  /** Webhook deliveries of those orders still queued (their payload: the order's id, `updated_at`, note attributes, name, shopper's name and item count). */
  queued_deliveries: number;
}

/** Answer of the platform and privacy webhooks (`app/uninstalled`, `customers/*`, `shop/redact`). */
export interface PlatformWebhookResult {
  /** `processed`: done before the answer; `queued`: accepted durably, done by the worker shortly; `duplicate`: accepted before. */
  result: 'processed' | 'queued' | 'duplicate';
  topic: WebhookTopic;
  /** Our id of the delivery (`webhook_deliveries.id`). */
  delivery_id: number;
  /** `customers/data_request`, when processed. */
  report?: CustomerDataReport;
  /** Rows deleted or anonymised, by kind, when processed (`app/uninstalled`, `customers/redact`, `shop/redact`). */
  removed?: Record<string, number>;
}

/** What one {@link WebhookProcessor.attempt} did. */
export type AttemptOutcome =
  { status: 'done'; answer: WebhookResult | PlatformWebhookResult } | { status: 'retry' | 'failed'; error: string } | { status: 'taken' };

/** Lease of one attempt (ms): a holder that died releases the row after this. */
export const WEBHOOK_LEASE_MS = 60_000;

/** Attempts before a delivery is given up (`failed`, logged as an error); about 5 hours of back-off in all. */
export const WEBHOOK_MAX_ATTEMPTS = 12;

/** Wait before attempt n+1 (ms): 5 s doubling, at most an hour. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const isOrderTopic = (topic: string): topic is `orders/${OrderTopic}` => topic.startsWith('orders/');

/**
 * Applies queued webhook deliveries (docs/privacy.md, "Webhook intake"): claims the row
 * with a lease, does its topic's work, and records it done (payload dropped) or to be
 * retried with back-off ({@link webhookRetryDelayMs}; failed after
 * {@link WEBHOOK_MAX_ATTEMPTS}). Used by the request that queued the row (within
 * WEBHOOK_INLINE_MS) and by the {@link WebhookWorker}.
 *
 * - `orders/create|updated|cancelled`: the order recorded idempotently by its id with the
 *   fulfilment of its note attributes; an older `updated_at` is `stale`; a cancelled
 *   order stops counting (docs/api-decisions.md, "Orders by webhook");
 * - `orders/delete`: like a cancel: the order stops counting (`ignored` when unknown);
 * - `app/uninstalled`: the shop's platform credentials are deleted, so widget-api makes no
 *   more draft orders (docs/draft-orders.md);
 * - `customers/data_request`: reports (and logs) what is held about the requested orders;
 * - `customers/redact`: unlinks those orders from the shopper and drops queued work of them;
 * - `shop/redact`: deletes the shop's orders, holds, Idempotency-Keys, deliveries and credentials.
 */
@Injectable()
export class WebhookProcessor {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly deliveries: WebhookDeliveryStore,
    private readonly ledger: OrderLedger,
    private readonly privacy: OrderPrivacy,
    private readonly credentials: PlatformCredentialsRepository,
    private readonly shops: ShopResolver,
    private readonly usage: UsageService,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** One attempt at a delivery: `taken` when it is not queued and due, or someone else holds it. Never throws for the work's failures. */
  async attempt(id: number): Promise<AttemptOutcome> {
    const row = await this.deliveries.claim(id, { now: this.clock.now(), leaseMs: WEBHOOK_LEASE_MS });
    if (!row) return { status: 'taken' };
    try {
      const answer = await this.apply(row);
      await this.deliveries.complete(id, stored(answer));
      return { status: 'done', answer };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (row.attempts >= WEBHOOK_MAX_ATTEMPTS) {
        await this.deliveries.fail(id, error);
        this.logger.error({ delivery: id, topic: row.topic, attempts: row.attempts, err }, 'webhook delivery failed for good');
        return { status: 'failed', error };
      }
      await this.deliveries.retry(id, { error, nextAttemptAt: new Date(this.clock.now().getTime() + webhookRetryDelayMs(row.attempts)) });
      this.logger.warn({ delivery: id, topic: row.topic, attempts: row.attempts, err }, 'webhook delivery will be retried');
      return { status: 'retry', error };
    }
  }

  private async apply(row: WebhookDeliveryEntity): Promise<WebhookResult | PlatformWebhookResult> {
    const work = row.payload as QueuedWork;
    const topic = row.topic as WebhookTopic;
    if (isOrderTopic(topic)) return this.applyOrder(row.shopId, topic, work);
    const done = (extra: Partial<PlatformWebhookResult>): PlatformWebhookResult => ({ result: 'processed', topic, delivery_id: row.id, ...extra });
    switch (topic) {
      case 'app/uninstalled': {
        const removed = await this.credentials.remove(row.shopId);
        this.logger.warn({ shop: work.shop, topic, credentialsRemoved: removed }, 'app uninstalled: platform credentials deleted, no more draft orders');
        return done({ removed: { platform_credentials: removed ? 1 : 0 } });
      }
      case 'customers/data_request': {
        const ids = work.order_ids ?? [];
        const orders = await this.privacy.ordersHeld(row.shopId, ids);
        const held = new Set(orders.map((o) => o.external_order_id));
        const report: CustomerDataReport = {
          customer_id: work.customer_id ?? null,
          data_request_id: work.data_request_id ?? null,
          orders,
          orders_not_held: ids.filter((id) => !held.has(id)),
          queued_deliveries: await this.deliveries.queuedForOrders(row.shopId, ids),
        };
        this.logger.log({ shop: work.shop, topic, ...report }, 'customers/data_request: data held about the customer');
        return done({ report });
      }
      case 'customers/redact': {
        const ids = work.order_ids ?? [];
        const orders = await this.privacy.redactOrders(row.shopId, ids);
        const deliveries = await this.deliveries.forgetOrders(row.shopId, ids, row.id);
        this.usage.changed(row.shopId);
        this.logger.log({ shop: work.shop, topic, customer_id: work.customer_id ?? null, orders, deliveries }, 'customers/redact: customer data redacted');
        return done({ removed: { orders, webhook_deliveries: deliveries } });
      }
      case 'shop/redact': {
        const erased: ErasedShopData = await this.privacy.eraseShop(row.shopId);
        const deliveries = await this.deliveries.deleteShop(row.shopId, row.id);
        const credentials = await this.credentials.remove(row.shopId);
        this.usage.changed(row.shopId);
        const removed = { ...erased, webhook_deliveries: deliveries, platform_credentials: credentials ? 1 : 0 };
        this.logger.warn({ shop: work.shop, topic, ...removed }, 'shop/redact: shop data deleted (store settings kept)');
        return done({ removed });
      }
      case 'inventory_levels/update': {
        const outcome = await applyInventoryLevel(this.dataSource, row.shopId, work.inventory as QueuedInventoryLevel);
        this.logger.log({ shop: work.shop, topic, outcome, ...work.inventory }, 'inventory level webhook');
        return done({});
      }
      case 'products/update':
      case 'products/delete':
      case 'locations/create':
      case 'locations/update':
      case 'locations/delete': {
        const outcome = await applyCatalogueWebhook(this.dataSource, row.shopId, topic, work.catalogue as QueuedCatalogueChange);
        this.logger.log({ shop: work.shop, topic, id: work.catalogue?.id, ...outcome }, 'catalogue webhook');
        return done({});
      }
    }
    throw new Error(`unknown webhook topic ${row.topic}`);
  }

  /** The order topics: the order's fulfilment from its attributes, checked against the shop, applied to the ledger. */
  private async applyOrder(shopId: number, topic: `orders/${OrderTopic}`, work: QueuedWork): Promise<WebhookResult> {
    const order = work.order as QueuedOrder;
    if (topic === 'orders/delete') {
      const applied = await this.ledger.apply(shopId, { externalOrderId: order.id, target: null, status: 'cancelled', updatedAt: null, reservationId: null });
      this.usage.changed(shopId);
      return {
        result: applied.outcome,
        order_id: applied.orderId,
        reservation: applied.reservation,
        ...(applied.outcome === 'ignored' ? { reason: 'no order with this id is recorded' } : {}),
      };
    }
    let snapshot;
    try {
      snapshot = await this.shops.snapshot(work.shop);
    } catch (err) {
      if (!(err instanceof ShopNotFoundError)) throw err;
      return { result: 'ignored', order_id: null, reservation: null, reason: 'the shop no longer exists' };
    }
    const fulfilment = await orderFulfilment(snapshot, new Map(order.attributes));
    const status = topic === 'orders/cancelled' || order.cancelled ? 'cancelled' : 'active';
    if (!fulfilment.target && status === 'active') {
      this.logger.warn({ shop: work.shop, order: order.id, reason: fulfilment.reason }, 'order webhook ignored');
      return { result: 'ignored', order_id: null, reservation: null, reason: fulfilment.reason };
    }
    const applied = await this.ledger.apply(shopId, {
      externalOrderId: order.id,
      target: fulfilment.target,
      status,
      updatedAt: order.updated_at ? new Date(order.updated_at) : null,
      reservationId: fulfilment.reservationId,
      details: { orderName: order.order_name, customerName: order.customer_name, itemCount: order.item_count },
    });
    this.usage.changed(shopId);
    return {
      result: applied.outcome,
      order_id: applied.orderId,
      reservation: applied.reservation,
      ...(applied.outcome === 'ignored' && !fulfilment.target ? { reason: fulfilment.reason } : {}),
    };
  }
}

/** What a done delivery keeps of its answer: the outcome and counts, not the data request's report (personal data is not kept). */
function stored(answer: WebhookResult | PlatformWebhookResult): unknown {
  if (!('report' in answer) || !answer.report) return answer;
  const { report, ...rest } = answer;
  return { ...rest, report: { orders: report.orders.length, orders_not_held: report.orders_not_held.length } };
}
