import type { INestApplication } from '@nestjs/common';
import type { BootstrapOptions } from '@fulfil/platform';
import { StoreReader } from '@fulfil/store-settings';
import type { Request } from 'express';
import { SHOP_DOMAIN } from './shop/shop-query.dto';

/**
 * CORS of widget-api: a browser origin may call the API when it is one of the
 * storefront origins registered for the `shop` in the query (plus CORS_ORIGINS,
 * handled by the shared bootstrap). The check reads the same cached StoreReader as the
 * routes, so it is attached once the app exists.
 */
export class ShopOriginPolicy {
  private reader?: StoreReader;

  /** Options of the shared bootstrap (`createApp` / `createTestApp`). */
  bootstrapOptions(): BootstrapOptions {
    return { corsOrigin: (origin, req) => this.allows(origin, req), exposedHeaders: ['Idempotent-Replayed'] };
  }

  /** Wires the policy to the app's StoreReader (call right after creating the app). */
  attach(app: INestApplication): void {
    this.reader = app.get(StoreReader);
  }

  private async allows(origin: string, req: Request): Promise<boolean> {
    const shop = req.query.shop;
    if (!this.reader || typeof shop !== 'string' || !SHOP_DOMAIN.test(shop)) return false;
    const snapshot = await this.reader.forShop(shop.toLowerCase());
    return snapshot?.allowsOrigin(origin) ?? false;
  }
}
