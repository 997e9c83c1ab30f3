import { applyDecorators, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { ApiProblems } from '@fulfil/platform';
import { SHOP_QUERY_SCHEMA } from '@fulfil/storefront';
import type { Request } from 'express';
import { WebhookResultSchema } from '../openapi/schemas-store';
import { OrderTopic, WebhookResult, WebhooksService } from './webhooks.service';

const DESCRIPTION =
  "Order webhook of the storefront platform. The shop comes from `X-Shopify-Shop-Domain` (or the `shop` query parameter); `X-Shopify-Hmac-Sha256` must be the base64 HMAC-SHA256 of the raw body with the shop's webhook secret (401 WEBHOOK_SIGNATURE_INVALID otherwise). Idempotent by the order `id`; an event whose `updated_at` is older than the one applied last is ignored (`stale`). The fulfilment comes from `note_attributes`: `Checkout-Method` (pickup, delivery, shipping), `<Method>-Location-Id`, `<Method>-Date` (YYYY-MM-DD), `<Method>-Slot-Id` (optional) and `Reservation-Id` (optional; an active order converts that hold, a cancelled one releases it), with `<Method>` = Pickup, Delivery or Shipping, names case-insensitive. An order changing its date or slot moves its count; a cancelled order (topic `cancelled`, or `cancelled_at` set) stops counting. An order without usable attributes is acknowledged with `result: ignored` and a `reason`.";

const SAMPLE = {
  id: 820982911946154500,
  updated_at: '2026-03-08T10:00:00-05:00',
  cancelled_at: null,
  note_attributes: [
    { name: 'Checkout-Method', value: 'pickup' },
    { name: 'Pickup-Location-Id', value: '1' },
    { name: 'Pickup-Date', value: '2026-03-09' },
    { name: 'Pickup-Slot-Id', value: '5' },
    { name: 'Reservation-Id', value: '42' },
  ],
};

/** The storefront platform's order JSON: only these members are read; any others are ignored. */
const ORDER_SCHEMA: SchemaObject = {
  type: 'object',
  description:
    "The platform's order JSON (only `id` or `admin_graphql_api_id`, `updated_at`, `cancelled_at` and `note_attributes` are read; other members are ignored).",
  additionalProperties: true,
  properties: {
    id: {
      oneOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', pattern: '^[A-Za-z0-9_:/.-]{1,64}$' },
      ],
      description: 'The order id (required unless `admin_graphql_api_id` names it).',
    },
    admin_graphql_api_id: { type: 'string', pattern: '^gid://shopify/Order/\\d{1,30}$' },
    updated_at: { type: 'string', format: 'date-time', description: 'An event older than the one applied last is ignored (`stale`).' },
    cancelled_at: { type: 'string', format: 'date-time', nullable: true },
    note_attributes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'value'],
        properties: { name: { type: 'string' }, value: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
      },
    },
  },
  example: SAMPLE,
};

function documented(topic: OrderTopic): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: `Order webhook: orders/${topic}`, description: DESCRIPTION }),
    // The signature header is the `webhook-hmac` security scheme (docs/openapi.md).
    ApiSecurity('webhook-hmac'),
    ApiHeader({ name: 'X-Shopify-Shop-Domain', required: false, description: 'The shop (or use the shop query parameter)', schema: SHOP_QUERY_SCHEMA }),
    ApiQuery({ name: 'shop', required: false, description: 'The shop when X-Shopify-Shop-Domain is absent', schema: SHOP_QUERY_SCHEMA }),
    ApiBody({ schema: ORDER_SCHEMA }),
    ApiOkResponse({ type: WebhookResultSchema }),
    ApiProblems(
      [400, 'VALIDATION_FAILED (no shop, or a body without order id), MALFORMED_BODY'],
      [401, "WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret"],
      [404, 'SHOP_NOT_FOUND'],
    ),
  );
}

/** `POST /v1.0/webhooks/orders/{create,updated,cancelled}`. */
@ApiTags('Webhooks')
@Controller('v1.0/webhooks/orders')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('create')
  @HttpCode(200)
  @documented('create')
  create(@Req() req: Request): Promise<WebhookResult> {
    return this.webhooks.handle('create', req);
  }

  @Post('updated')
  @HttpCode(200)
  @documented('updated')
  updated(@Req() req: Request): Promise<WebhookResult> {
    return this.webhooks.handle('updated', req);
  }

  @Post('cancelled')
  @HttpCode(200)
  @documented('cancelled')
  cancelled(@Req() req: Request): Promise<WebhookResult> {
    return this.webhooks.handle('cancelled', req);
  }
}
