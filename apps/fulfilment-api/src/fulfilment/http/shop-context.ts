import { Injectable } from '@nestjs/common';
import { ShopNotFoundError, ShopSnapshot, StoreReader } from '@fulfil/store-settings';

/**
 * Resolves the `shop` of a request to its cached configuration (StoreReader: in memory
 * per shop, revalidated against `settings_version` every ~2 s, so writes of other
 * instances show within that time).
 */
@Injectable()
export class ShopContext {
  constructor(private readonly reader: StoreReader) {}

  /** The shop's snapshot; 404 SHOP_NOT_FOUND when no shop has this domain. */
  async snapshot(domain: string): Promise<ShopSnapshot> {
    const snapshot = await this.reader.forShop(domain);
    if (!snapshot) throw new ShopNotFoundError(domain);
    return snapshot;
  }

  /** The shop's snapshot, or null (CORS and webhooks decide themselves what an unknown shop means). */
  find(domain: string): Promise<ShopSnapshot | null> {
    return this.reader.forShop(domain);
  }
}
