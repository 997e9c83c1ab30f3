import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationProblem } from '@fulfil/problem-details';
import { Clock } from '@fulfil/platform';
import { WebhookDeliveryStore } from '@fulfil/capacity';
import { normalizeShopDomain, ShopResolver } from '@fulfil/storefront';
import { FulfilmentConfig } from '../../config';
import { WebhookSignatureProblem } from '../problems';
import { verifyWebhookHmac } from './hmac';
import { NOTE_ATTRIBUTES, readOrderPayload } from './order-payload';
import { checkShopDomain, readCustomerRequest } from './platform-payloads';
import { WebhookProcessor, type AttemptOutcome, type PlatformWebhookResult, type QueuedWork, type WebhookResult, type WebhookTopic } from './webhook-processor';
import { WebhookWorker } from './webhook.worker';
import { readInventoryLevelPayload } from '../../platform-sync/inventory-webhook';
import { readCatalogueWebhook } from '../../platform-sync/catalogue-webhooks';

/** `X-Shopify-Webhook-Id`: the platform's id of one delivery (the same on its retries). */
const WEBHOOK_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Names (lower case, without the `<Method>-` prefix) of the note attributes an order's fulfilment is read from; other attributes are not queued. */
const READ_ATTRIBUTES = Object.values(NOTE_ATTRIBUTES).map((name) => name.replace('<Method>-', '').toLowerCase());

/** Keeps the attributes `orderFulfilment` may read (values of at most 255 characters): nothing else of the order is stored. */
function readAttributes(attributes: Map<string, string>): [string, string][] {
  return [...attributes].filter(([name, value]) => value.length <= 255 && READ_ATTRIBUTES.some((a) => name === a || name.endsWith(`-${a}`)));
}

/**
 * The work of a delivery, read from its body at intake (so a bad body is refused with a
 * 400 naming the field before anything is queued): ids, dates, the fulfilment note
 * attributes and an order's name, shopper's name and item count only, never the rest of
 * the body (docs/privacy.md, "Webhook intake").
 */
function readWork(topic: WebhookTopic, shop: string, body: unknown, rawBody: Buffer | undefined): QueuedWork {
  switch (topic) {
    case 'orders/create':
    case 'orders/updated':
    case 'orders/cancelled': {
      const order = readOrderPayload(body, rawBody);
      return {
        shop,
        order: {
          id: order.externalOrderId,
          updated_at: order.updatedAt?.toISOString() ?? null,
          cancelled: order.cancelled,
          attributes: readAttributes(order.attributes),
          ...(order.orderName !== undefined ? { order_name: order.orderName } : {}),
          ...(order.customerName !== undefined ? { customer_name: order.customerName } : {}),
          ...(order.itemCount !== undefined ? { item_count: order.itemCount } : {}),
        },
      };
    }
    case 'orders/delete':
      return { shop, order: { id: readOrderPayload(body, rawBody).externalOrderId, updated_at: null, cancelled: true, attributes: [] } };
    case 'customers/data_request':
    case 'customers/redact': {
      const request = readCustomerRequest(body, rawBody, shop, topic === 'customers/redact' ? 'orders_to_redact' : 'orders_requested');
      return { shop, customer_id: request.customerId, order_ids: request.orderIds, data_request_id: request.dataRequestId };
    }
    case 'inventory_levels/update':
      return { shop, inventory: readInventoryLevelPayload(body) };
    case 'products/update':
    case 'products/delete':
    case 'locations/create':
    case 'locations/update':
    case 'locations/delete':
      return { shop, catalogue: readCatalogueWebhook(topic, body) };
    case 'shop/redact':
    case 'app/uninstalled':
      checkShopDomain(body, shop);
      return { shop };
  }
}

/**
 * Webhooks of the storefront platform (docs/api-decisions.md, "Orders by webhook";
 * docs/privacy.md, "Webhook intake"): the shop from `X-Shopify-Shop-Domain` (or the
 * `shop` query parameter), the signature checked over the raw body with the shop's
 * secret, the body read into the little work it asks for, then that work queued durably
 * in `webhook_deliveries` (one row that is also the record of `X-Shopify-Webhook-Id`, so
 * a duplicate delivery is answered `duplicate` and does nothing) before anything else.
 * The request then waits up to WEBHOOK_INLINE_MS for the work ({@link WebhookProcessor})
 * and answers what it did, or `queued` when it takes longer (it goes on in the background,
 * and the {@link WebhookWorker} retries what failed): the platform gets its 200 within its
 * 5 s whatever the database's speed, and a crash after the 200 loses nothing.
 *
 * An order without usable note attributes is answered 200 with `result: ignored` and a
 * `reason` (retrying would not help, and the platform disables webhooks that keep failing).
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly shops: ShopResolver,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly processor: WebhookProcessor,
    private readonly worker: WebhookWorker,
    private readonly config: FulfilmentConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Accepts one delivery of `topic`.
   * @throws 400 VALIDATION_FAILED (no shop; a bad body, naming the field; a malformed
   *   `X-Shopify-Webhook-Id`), 401 WEBHOOK_SIGNATURE_INVALID, 404 SHOP_NOT_FOUND
   */
  async handle(topic: WebhookTopic, req: Request & { rawBody?: Buffer }): Promise<WebhookResult | PlatformWebhookResult> {
    const given = req.header('X-Shopify-Shop-Domain') ?? req.query.shop;
    const domain = normalizeShopDomain(given);
    if (!domain)
      throw new ValidationProblem([
        { field: 'shop', rule: 'required', message: 'The shop comes from the X-Shopify-Shop-Domain header or the shop query parameter.' },
      ]);
    const snapshot = await this.shops.snapshot(domain);
    // The app's client secret signs what the install subscribed; the shop's secret, subscriptions made by hand.
    const secrets = [snapshot.shop.webhook_secret, this.config.PLATFORM_CLIENT_SECRET];
    if (!verifyWebhookHmac(req.rawBody, req.header('X-Shopify-Hmac-Sha256'), ...secrets)) {
      throw new WebhookSignatureProblem(
        secrets.some(Boolean)
          ? 'The X-Shopify-Hmac-Sha256 signature does not match the body.'
          : 'This shop has no webhook secret configured, and this server no platform app (PLATFORM_CLIENT_SECRET).',
      );
    }
    const work = readWork(topic, domain, req.body, req.rawBody);
    const webhookId = req.header('X-Shopify-Webhook-Id')?.trim() || null;
    if (webhookId !== null && !WEBHOOK_ID.test(webhookId))
      throw new ValidationProblem([
        { field: 'X-Shopify-Webhook-Id', rule: 'matches', message: 'X-Shopify-Webhook-Id must be 1-64 letters, digits, dots, colons, dashes or underscores.' },
      ]);
    const accepted = await this.deliveries.accept(
      { shopId: snapshot.shop.id, webhookId, topic, orderRef: work.order?.id ?? null, payload: work },
      this.clock.now(),
    );
    if (accepted.duplicate) {
      this.logger.log({ shop: domain, topic, webhookId, delivery: accepted.id }, 'duplicate webhook delivery dropped');
      return pending(topic, accepted.id, 'duplicate');
    }
    const outcome = await this.inline(accepted.id);
    return outcome?.status === 'done' ? outcome.answer : pending(topic, accepted.id, 'queued');
  }

  /** The first attempt, waited for at most WEBHOOK_INLINE_MS; undefined when it takes longer or cannot run (the row stays queued). */
  private async inline(id: number): Promise<AttemptOutcome | undefined> {
    const budget = this.config.WEBHOOK_INLINE_MS;
    if (budget <= 0) return undefined;
    const attempt = this.worker.track(this.processor.attempt(id).catch(() => undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), budget);
    });
    try {
      return await Promise.race([attempt, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The answer of a delivery whose work is not done yet (`queued`) or was accepted before (`duplicate`). */
function pending(topic: WebhookTopic, deliveryId: number, result: 'queued' | 'duplicate'): WebhookResult | PlatformWebhookResult {
  return topic.startsWith('orders/') ? { result, order_id: null, reservation: null } : { result, topic, delivery_id: deliveryId };
}
