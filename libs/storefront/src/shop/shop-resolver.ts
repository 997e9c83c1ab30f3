import { Injectable } from '@nestjs/common';
import { ShopNotFoundError, ShopSnapshot, StoreReader } from '@fulfil/store-settings';

/**
 * Resolves a store domain (normalised by `ShopPipe` / `IsShopDomain`) to the shop's
 * cached configuration (StoreReader: in memory per shop, revalidated against
 * `settings_version` about every 2 s, so writes of other instances show within that time).
 */
@Injectable()
export class ShopResolver {
  constructor(private readonly reader: StoreReader) {}

  /**
   * The shop's snapshot.
   * @throws ShopNotFoundError 404 SHOP_NOT_FOUND when no shop has this domain
   */
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
