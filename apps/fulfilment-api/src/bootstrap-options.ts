import type { INestApplication } from '@nestjs/common';
import type { BootstrapOptions } from '@fulfil/platform';
import { STOREFRONT_MULTIPART_LIMITS, storefrontBootstrapOptions } from '@fulfil/storefront';
import { ADMIN_IMPORT_PATH, FulfilmentConfig, WEBHOOKS_PATH } from './config';

/**
 * fulfilment-api's bootstrap options, for `main.ts` and the e2e tests alike: the
 * storefront CORS policy (plus the `X-Clock-Now` header browsers may read), the admin
 * import's own body limit (a whole store file) and the webhooks' (WEBHOOK_BODY_LIMIT: an
 * order with many line items), multipart bodies read on the storefront
 * endpoints (`/v1.0`; docs/compatibility.md, "Parameters"), and problems that also carry
 * `error: {code, message}`.
 *
 * @param app returns the app once created (the CORS check reads the shop per request)
 */
export function fulfilmentBootstrapOptions(config: FulfilmentConfig, app: () => INestApplication | undefined): BootstrapOptions {
  const storefront = storefrontBootstrapOptions(app);
  return {
    ...storefront,
    // X-Clock-Now: the fixed clock's instant, for the storefront picker (src/storefront-widget/clock-header.middleware.ts).
    exposedHeaders: [...(storefront.exposedHeaders ?? []), 'X-Clock-Now'],
    bodyLimits: [
      { path: ADMIN_IMPORT_PATH, limit: config.ADMIN_IMPORT_BODY_LIMIT },
      { path: WEBHOOKS_PATH, limit: config.WEBHOOK_BODY_LIMIT },
    ],
    // Storefront clients may post multipart forms; the admin API (/admin/v1.0) stays JSON only.
    multipartBodies: [{ path: '/v1.0', limits: STOREFRONT_MULTIPART_LIMITS }],
    // Clients of the original service read `error.code` / `error.message` (docs/compatibility.md, "Answers").
    problemErrorMember: true,
  };
}
