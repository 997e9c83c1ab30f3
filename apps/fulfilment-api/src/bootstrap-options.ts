import type { INestApplication } from '@nestjs/common';
import type { BootstrapOptions } from '@fulfil/platform';
import { ShopContext } from './fulfilment/http/shop-context';
import { normalizeShopDomain } from './fulfilment/http/params';

/**
 * Options of the shared bootstrap for fulfilment-api, used by `main.ts` and the e2e tests
 * (so tests run the production set-up): CORS allows a browser origin when it is one of the
 * storefront origins registered for the request's `shop` (besides CORS_ORIGINS).
 *
 * @param app returns the app once created (origins are checked per request, after start-up)
 */
export function fulfilmentBootstrapOptions(app: () => INestApplication | undefined): BootstrapOptions {
  return {
    corsOrigin: async (origin, req) => {
      const domain = normalizeShopDomain(req.query.shop);
      const shops = app()?.get(ShopContext, { strict: false });
      if (!domain || !shops) return false;
      return (await shops.find(domain))?.allowsOrigin(origin) ?? false;
    },
    exposedHeaders: ['Idempotent-Replayed'],
  };
}
