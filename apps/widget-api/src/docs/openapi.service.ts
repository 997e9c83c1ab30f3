import { Injectable } from '@nestjs/common';
import { attachExamples, buildOpenApiDocument, OpenApiDocumentService } from '@fulfil/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { WIDGET_PROBLEM_CODES } from '../problems';
import examples from './examples.json';
import { WIDGET_SCHEMAS } from './schemas';

const DESCRIPTION = `Backend of the storefront ordering widget: a shopper picks pickup or delivery, a restaurant, a menu, items with options, a date and slot, and checks out.

**Shop.** Every route takes the query parameter \`shop\` (the shop's domain, e.g. \`demo-eats.myshopify.com\`): missing or malformed is 400 VALIDATION_FAILED, unknown is 404 SHOP_NOT_FOUND, a shop without widget settings is 404 WIDGET_NOT_CONFIGURED. Browsers on the shop's registered storefront origins may call every route (CORS).

**Money** is integer minor units (cents) of the shop's \`currency_code\`. **Times** are local to the restaurant (\`timezone\`); dates \`YYYY-MM-DD\`, times \`HH:MM\`.

**Scheduling** follows the fulfilment API's rules (the same library): preparation times, windows and slots, blackouts, maximum date and slot limits counted over orders and live holds (this API's checkouts and the fulfilment API's reservations).

**Checkouts** hold one place of their slot for RESERVATION_TTL_MINUTES (default 15); an expired checkout frees its place. Capacity is never oversold: of N concurrent checkouts racing for the last place exactly one wins, also across instances. Send \`Idempotency-Key\` to make retries safe.

**Draft orders.** A shop with storefront-platform credentials (not in test mode) gets checkouts that become draft orders: \`status\` \`ready\` with \`checkout_url\` (the invoice page the shopper pays on) and \`draft_order_id\`; \`pending\` while the platform cannot be reached (ask \`GET /checkouts/{id}\` again: a retry worker creates it while the place stays held); \`failed\` with \`failure_code\` (\`PLATFORM_REJECTED\`, \`HOLD_EXPIRED\`, \`CURRENCY_MISMATCH\`) when it will not come, the place freed. Other shops get test checkouts (\`is_test_mode: true\`, \`status\` \`reserved\`/\`expired\`).

**Errors** are RFC 9457 problems (\`application/problem+json\`) with a stable \`code\`; \`GET /problems/<code-in-kebab-case>\` describes each. Codes: ${WIDGET_PROBLEM_CODES.map((c) => `\`${c}\``).join(', ')}.`;

/**
 * Builds the OpenAPI document of widget-api from the controllers' decorators and the
 * response schemas of `schemas.ts` once the app has started (served at `GET /openapi.json`,
 * rendered at `/docs`), with the responses recorded from the demo shop as examples
 * (`examples.json`, written by `npm run openapi:examples`; docs/openapi.md).
 */
@Injectable()
export class OpenApiService extends OpenApiDocumentService {
  protected build(): OpenAPIObject {
    const builder = this.documentBuilder('Widget API', '1', DESCRIPTION)
      .addTag('Settings', 'What the widget needs to start.')
      .addTag('Menus', 'Menus of a restaurant.')
      .addTag('Products', 'Option groups of products.')
      .addTag('Search', 'Restaurants that can serve a customer.')
      .addTag('Checkouts', 'Checkouts: a cart that holds a place of its slot and becomes a draft order.')
      .addTag('Discovery', 'The root document linking this reference.');
    const own = ['/settings', '/restaurant', '/product-options', '/search', '/checkouts'];
    const document = buildOpenApiDocument(this.modules, this.adapterHost, builder.build(), (path) => path === '/' || own.some((p) => path.startsWith(p)));
    document.components = { ...document.components, schemas: { ...document.components?.schemas, ...WIDGET_SCHEMAS } };
    const root = document.paths['/']?.get;
    if (root) root.tags = ['Discovery'];
    return attachExamples(document, examples);
  }
}
