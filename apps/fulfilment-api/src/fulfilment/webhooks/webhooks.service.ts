import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationProblem } from '@fulfil/problem-details';
import { OrderLedger } from '@fulfil/capacity';
import { normalizeShopDomain, ShopResolver } from '@fulfil/storefront';
import { WebhookSignatureProblem } from '../problems';
import { verifyWebhookHmac } from './hmac';
import { orderFulfilment, readOrderPayload } from './order-payload';
import { UsageService } from '@fulfil/storefront';

/** Topics of the order webhooks. */
export type OrderTopic = 'create' | 'updated' | 'cancelled';

/** Body of a webhook response. */
export interface WebhookResult {
  result: 'created' | 'updated' | 'unchanged' | 'stale' | 'ignored';
  order_id: number | null;
  reservation: 'converted' | 'released' | 'not_held' | null;
  reason?: string;
}

/**
 * Order webhooks of the storefront platform (docs/api-decisions.md): the shop from
 * `X-Shopify-Shop-Domain` (or the `shop` query parameter), the signature checked over
 * the raw body with the shop's secret, then the order recorded idempotently by its id
 * with the method, location, date and slot of its note attributes.
 *
 * An order without usable note attributes is answered 200 with `result: ignored` and a
 * `reason` (retrying would not help, and the platform disables webhooks that keep failing).
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('OrderWebhooks');

  constructor(
    private readonly shops: ShopResolver,
    private readonly ledger: OrderLedger,
    private readonly usage: UsageService,
  ) {}

  async handle(topic: OrderTopic, req: Request & { rawBody?: Buffer }): Promise<WebhookResult> {
    const given = req.header('X-Shopify-Shop-Domain') ?? req.query.shop;
    const domain = normalizeShopDomain(given);
    if (!domain)
      throw new ValidationProblem([
        { field: 'shop', rule: 'required', message: 'The shop comes from the X-Shopify-Shop-Domain header or the shop query parameter.' },
      ]);
    const snapshot = await this.shops.snapshot(domain);
    if (!verifyWebhookHmac(req.rawBody, req.header('X-Shopify-Hmac-Sha256'), snapshot.shop.webhook_secret)) {
      throw new WebhookSignatureProblem(
        snapshot.shop.webhook_secret ? 'The X-Shopify-Hmac-Sha256 signature does not match the body.' : 'This shop has no webhook secret configured.',
      );
    }
    const order = readOrderPayload(req.body, req.rawBody);
    const fulfilment = await orderFulfilment(snapshot, order.attributes);
    const status = topic === 'cancelled' || order.cancelled ? 'cancelled' : 'active';
    if (!fulfilment.target && status === 'active') {
      this.logger.warn({ shop: domain, order: order.externalOrderId, reason: fulfilment.reason }, 'order webhook ignored');
      return { result: 'ignored', order_id: null, reservation: null, reason: fulfilment.reason };
    }
    const applied = await this.ledger.apply(snapshot.shop.id, {
      externalOrderId: order.externalOrderId,
      target: fulfilment.target,
      status,
      updatedAt: order.updatedAt,
      reservationId: fulfilment.reservationId,
    });
    this.usage.changed(snapshot.shop.id);
    return {
      result: applied.outcome,
      order_id: applied.orderId,
      reservation: applied.reservation,
      ...(applied.outcome === 'ignored' && !fulfilment.target ? { reason: fulfilment.reason } : {}),
    };
  }
}
