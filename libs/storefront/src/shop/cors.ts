import type { INestApplication } from '@nestjs/common';
import type { BootstrapOptions } from '@fulfil/platform';
import type { Request } from 'express';
import { normalizeShopDomain } from './shop-domain';
import { ShopResolver } from './shop-resolver';

/**
 * Whether a browser `origin` may call a storefront app for this request (docs/api-decisions.md,
 * "CORS"): true when the request's `shop` query parameter is a store domain (the same
 * rule as the routes, {@link normalizeShopDomain}) of a known shop that registered
 * `origin` among its storefront origins. No shop, a malformed or repeated one, an unknown
 * shop or an app not started yet: false (CORS_ORIGINS are allowed by the shared bootstrap
 * before this is asked).
 */
export async function shopAllowsOrigin(shops: ShopResolver | undefined, origin: string, req: Request): Promise<boolean> {
  const domain = normalizeShopDomain(req.query.shop);
  if (!domain || !shops) return false;
  return (await shops.find(domain))?.allowsOrigin(origin) ?? false;
}

/**
 * Options of the shared bootstrap (`createApp` / `createTestApp`) for a storefront app,
 * used by its `main.ts` and e2e tests alike: the per-shop CORS policy
 * ({@link shopAllowsOrigin}, reading the app's {@link ShopResolver}) and the
 * `Idempotent-Replayed` header browsers may read.
 *
 * @param app returns the app once created (origins are checked per request, after start-up)
 */
export function storefrontBootstrapOptions(app: () => INestApplication | undefined): BootstrapOptions {
  let resolver: ShopResolver | undefined;
  return {
    // The resolver is looked up once (a non-strict `app.get` searches every module).
    corsOrigin: (origin, req) => shopAllowsOrigin((resolver ??= app()?.get(ShopResolver, { strict: false })), origin, req),
    exposedHeaders: ['Idempotent-Replayed'],
  };
}
