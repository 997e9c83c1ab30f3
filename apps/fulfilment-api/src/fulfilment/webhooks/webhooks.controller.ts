import { applyDecorators, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { ApiProblems } from '@fulfil/platform';
import { SHOP_QUERY_SCHEMA } from '@fulfil/storefront';
import type { Request } from 'express';
import { PlatformWebhookResultSchema, WebhookResultSchema } from '../openapi/schemas-store';
import type { OrderTopic, PlatformWebhookResult, WebhookResult, WebhookTopic } from './webhook-processor';
import { WebhooksService } from './webhooks.service';
import { CATALOGUE_WEBHOOK_DOCS, INVENTORY_LEVELS_UPDATE } from '../../platform-sync/webhook-docs';

/** How every webhook is accepted (docs/privacy.md, "Webhook intake"). */
const DELIVERY =
  'Bodies up to WEBHOOK_BODY_LIMIT (5 MB by default; larger: 413 PAYLOAD_TOO_LARGE). The work is queued durably before the answer, in the same row that records `X-Shopify-Webhook-Id`: a second delivery with that id is answered `result: duplicate` and does nothing. The answer says what the work did when it finished within WEBHOOK_INLINE_MS (2 s), else `result: queued` (the worker applies it shortly, also after a restart).';

const DESCRIPTION =
  "Order webhook of the storefront platform. The shop comes from `X-Shopify-Shop-Domain` (or the `shop` query parameter); `X-Shopify-Hmac-Sha256` must be the base64 HMAC-SHA256 of the raw body with the shop's webhook secret (401 WEBHOOK_SIGNATURE_INVALID otherwise). Idempotent by the order `id`; an event whose `updated_at` is older than the one applied last is ignored (`stale`). The fulfilment comes from `note_attributes`: `Checkout-Method` (pickup, delivery, shipping), `<Method>-Location-Id`, `<Method>-Date` (YYYY-MM-DD), `<Method>-Slot-Id` (optional) and `Reservation-Id` (optional; an active order converts that hold, a cancelled one releases it), with `<Method>` = Pickup, Delivery or Shipping, names case-insensitive. An order changing its date or slot moves its count; a cancelled order (topic `cancelled`, or `cancelled_at` set) stops counting. An order without usable attributes is acknowledged with `result: ignored` and a `reason`. " +
  DELIVERY;

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

/** `orders/delete`: the platform sends only the id. */
const DELETE_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'The deleted order: `{id}` (other members are ignored).',
  additionalProperties: true,
  properties: {
    id: {
      oneOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', pattern: '^[A-Za-z0-9_:/.-]{1,64}$' },
      ],
      description: 'The order id.',
    },
  },
  required: ['id'],
  example: { id: 820982911946154500 },
};

const DELETE_DESCRIPTION = `Order webhook of the storefront platform: the order was deleted. Like a cancel, the order stops counting against its slot (\`result: updated\`; \`ignored\` with a \`reason\` when no order with this id is recorded). Shop and signature as for the other order webhooks (401 WEBHOOK_SIGNATURE_INVALID). ${DELIVERY}`;

const SHOP_DOMAIN_MEMBER = {
  type: 'string',
  description: "The shop's myshopify domain; when present it must be the shop of the request (400 VALIDATION_FAILED, field `shop_domain`).",
};
const ID_LIST = (description: string): SchemaObject => ({
  type: 'array',
  maxItems: 10000,
  items: {
    oneOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^\\d{1,30}$' },
    ],
  },
  description,
});
const CUSTOMER = {
  type: 'object',
  additionalProperties: true,
  properties: { id: { type: 'integer', minimum: 1 }, email: { type: 'string' }, phone: { type: 'string' } },
  description: 'The customer; only `id` is read (no e-mail or phone is stored here, docs/privacy.md).',
};

/** Bodies and texts of the platform and privacy topics (docs/privacy.md). */
const PLATFORM_TOPICS: Record<Exclude<WebhookTopic, `orders/${OrderTopic}`>, { summary: string; description: string; schema: SchemaObject }> = {
  'app/uninstalled': {
    summary: 'Platform webhook: app/uninstalled',
    description:
      "The shop removed the app: its stored platform credentials are deleted (the connection is gone), so widget-api makes no more draft orders for it (docs/draft-orders.md); orders and store settings stay until `shop/redact`. The body is the platform's shop object (only `shop_domain`, when present, is checked).",
    schema: {
      type: 'object',
      additionalProperties: true,
      properties: { id: { type: 'integer' }, myshopify_domain: { type: 'string' }, shop_domain: SHOP_DOMAIN_MEMBER },
      example: { id: 548380009, name: 'Super Toys', myshopify_domain: 'super-toys.myshopify.com' },
    },
  },
  'customers/data_request': {
    summary: 'Privacy webhook: customers/data_request',
    description:
      "A customer asked the shop for their data: reports (in `report`, and in the log) what this API holds about the orders in `orders_requested`: each order's method, location, date, slot and status; orders not held; queued deliveries of them. Holds name no shopper and are not reported; widget-api's checkouts are another app's data (docs/privacy.md).",
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['orders_requested'],
      properties: {
        shop_id: { type: 'integer' },
        shop_domain: SHOP_DOMAIN_MEMBER,
        orders_requested: ID_LIST('Orders whose data is requested (exact ids, also beyond 2^53)'),
        customer: CUSTOMER,
        data_request: { type: 'object', properties: { id: { type: 'integer' } } },
      },
      example: {
        shop_id: 954889,
        shop_domain: 'snowdevil.myshopify.com',
        orders_requested: [299938, 280263, 220458],
        customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
        data_request: { id: 9999 },
      },
    },
  },
  'customers/redact': {
    summary: 'Privacy webhook: customers/redact',
    description:
      "Erase a customer's data: the orders in `orders_to_redact` lose their platform id (they become `redacted-<our id>` and keep counting against their slots, so no place is oversold) and queued deliveries of them are dropped. Other customers' orders are untouched (docs/privacy.md).",
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['orders_to_redact'],
      properties: {
        shop_id: { type: 'integer' },
        shop_domain: SHOP_DOMAIN_MEMBER,
        customer: CUSTOMER,
        orders_to_redact: ID_LIST('Orders to redact (exact ids, also beyond 2^53)'),
      },
      example: {
        shop_id: 954889,
        shop_domain: 'snowdevil.myshopify.com',
        customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
        orders_to_redact: [299938, 280263, 220458],
      },
    },
  },
  'inventory_levels/update': INVENTORY_LEVELS_UPDATE,
  ...CATALOGUE_WEBHOOK_DOCS,
  'shop/redact': {
    summary: 'Privacy webhook: shop/redact',
    description:
      "48 hours after the app was uninstalled: deletes the shop's orders, holds (reservations), Idempotency-Keys, webhook deliveries (but this one) and platform credentials. The store settings (locations, slots, rules: the merchant's configuration, no shopper data) are kept; an operator deletes them (docs/privacy.md).",
    schema: {
      type: 'object',
      additionalProperties: true,
      properties: { shop_id: { type: 'integer' }, shop_domain: SHOP_DOMAIN_MEMBER },
      example: { shop_id: 954889, shop_domain: 'snowdevil.myshopify.com' },
    },
  },
};

/** The shop and signature of every webhook, and its problems. */
function delivered(badBody: string): MethodDecorator {
  return applyDecorators(
    // The signature header is the `webhook-hmac` security scheme (docs/openapi.md).
    ApiSecurity('webhook-hmac'),
    ApiHeader({ name: 'X-Shopify-Shop-Domain', required: false, description: 'The shop (or use the shop query parameter)', schema: SHOP_QUERY_SCHEMA }),
    ApiHeader({
      name: 'X-Shopify-Webhook-Id',
      required: false,
      description:
        'The delivery id (the same on retries): a second delivery with it is answered `duplicate` and does nothing. Without it nothing is deduplicated.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,64}$' },
    }),
    ApiQuery({ name: 'shop', required: false, description: 'The shop when X-Shopify-Shop-Domain is absent', schema: SHOP_QUERY_SCHEMA }),
    ApiProblems(
      [400, `VALIDATION_FAILED (no shop, ${badBody}, a malformed X-Shopify-Webhook-Id), MALFORMED_BODY`],
      [401, "WEBHOOK_SIGNATURE_INVALID: `X-Shopify-Hmac-Sha256` is missing or not the HMAC of the body with the shop's secret"],
      [404, 'SHOP_NOT_FOUND'],
      [413, 'PAYLOAD_TOO_LARGE: the body is larger than WEBHOOK_BODY_LIMIT (5 MB by default)'],
    ),
  );
}

function platformDocumented(topic: keyof typeof PLATFORM_TOPICS): MethodDecorator {
  const { summary, description, schema } = PLATFORM_TOPICS[topic];
  return applyDecorators(
    ApiOperation({ summary, description: `${description} ${DELIVERY}` }),
    ApiBody({ schema }),
    ApiOkResponse({ type: PlatformWebhookResultSchema }),
    delivered('a body the topic does not document, naming the field'),
  );
}

function documented(topic: OrderTopic): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: `Order webhook: orders/${topic}`, description: topic === 'delete' ? DELETE_DESCRIPTION : DESCRIPTION }),
    ApiBody({ schema: topic === 'delete' ? DELETE_SCHEMA : ORDER_SCHEMA }),
    ApiOkResponse({ type: WebhookResultSchema }),
    delivered('a body without order id'),
  );
}

/**
 * The storefront platform's webhooks (docs/privacy.md, "Webhook intake"):
 * `POST /v1.0/webhooks/orders/{create,updated,cancelled,delete}`, `/app/uninstalled`,
 * `/customers/data_request`, `/customers/redact` and `/shop/redact`.
 */
@ApiTags('Webhooks')
@Controller('v1.0/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  private order(topic: OrderTopic, req: Request): Promise<WebhookResult> {
    return this.webhooks.handle(`orders/${topic}`, req) as Promise<WebhookResult>;
  }

  private platform(topic: keyof typeof PLATFORM_TOPICS, req: Request): Promise<PlatformWebhookResult> {
    return this.webhooks.handle(topic, req) as Promise<PlatformWebhookResult>;
  }

  @Post('orders/create')
  @HttpCode(200)
  @documented('create')
  create(@Req() req: Request): Promise<WebhookResult> {
    return this.order('create', req);
  }

  @Post('orders/updated')
  @HttpCode(200)
  @documented('updated')
  updated(@Req() req: Request): Promise<WebhookResult> {
    return this.order('updated', req);
  }

  @Post('orders/cancelled')
  @HttpCode(200)
  @documented('cancelled')
  cancelled(@Req() req: Request): Promise<WebhookResult> {
    return this.order('cancelled', req);
  }

  @Post('orders/delete')
  @HttpCode(200)
  @documented('delete')
  delete(@Req() req: Request): Promise<WebhookResult> {
    return this.order('delete', req);
  }

  @Post('app/uninstalled')
  @HttpCode(200)
  @platformDocumented('app/uninstalled')
  appUninstalled(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('app/uninstalled', req);
  }

  @Post('customers/data_request')
  @HttpCode(200)
  @platformDocumented('customers/data_request')
  customersDataRequest(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('customers/data_request', req);
  }

  @Post('customers/redact')
  @HttpCode(200)
  @platformDocumented('customers/redact')
  customersRedact(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('customers/redact', req);
  }

  @Post('inventory_levels/update')
  @HttpCode(200)
  @platformDocumented('inventory_levels/update')
  inventoryLevelsUpdate(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('inventory_levels/update', req);
  }

  @Post('products/update')
  @HttpCode(200)
  @platformDocumented('products/update')
  productsUpdate(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('products/update', req);
  }

  @Post('products/delete')
  @HttpCode(200)
  @platformDocumented('products/delete')
  productsDelete(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('products/delete', req);
  }

  @Post('locations/create')
  @HttpCode(200)
  @platformDocumented('locations/create')
  locationsCreate(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('locations/create', req);
  }

  @Post('locations/update')
  @HttpCode(200)
  @platformDocumented('locations/update')
  locationsUpdate(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('locations/update', req);
  }

  @Post('locations/delete')
  @HttpCode(200)
  @platformDocumented('locations/delete')
  locationsDelete(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('locations/delete', req);
  }

  @Post('shop/redact')
  @HttpCode(200)
  @platformDocumented('shop/redact')
  shopRedact(@Req() req: Request): Promise<PlatformWebhookResult> {
    return this.platform('shop/redact', req);
  }
}
