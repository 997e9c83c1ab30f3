import { Injectable, Logger } from '@nestjs/common';
import { GeocodeResult, Geocoder, geoNamesFileSource, IndexableLocation, ShopLocationIndex, ShopLocationIndexCache } from '@fulfil/geo';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { FulfilmentConfig } from '../../config';

/**
 * The app's one geocoder (bundled US postal codes and place names, plus the GeoNames
 * files of GEONAMES_FILES) and the spatial indexes of the shops' locations.
 *
 * Indexes: one per shop and list (pickup, delivery), built through a
 * {@link ShopLocationIndexCache} (which keeps the kd-tree while ids and coordinates stay
 * the same) and remembered per list object, so a request against an unchanged snapshot
 * costs one WeakMap lookup.
 */
@Injectable()
export class GeoService {
  readonly geocoder = new Geocoder();
  private readonly cache = new ShopLocationIndexCache<IndexableLocation>({ maxShops: 2000 });
  private readonly byList = new WeakMap<readonly IndexableLocation[], ShopLocationIndex<IndexableLocation>>();
  private readonly logger = new Logger('GeoService');

  constructor(config: FulfilmentConfig) {
    for (const path of config.GEONAMES_FILES.split(',').map((s) => s.trim()).filter(Boolean)) this.geocoder.addSource(geoNamesFileSource(path));
  }

  /** Loads every postal-code source and builds the place index now (called at start-up, outside tests). */
  preload(): void {
    const started = Date.now();
    this.geocoder.preload();
    const stats = this.geocoder.stats();
    const countries = Object.entries(stats.countries).map(([country, codes]) => `${country} ${codes}`).join(', ');
    this.logger.log(`geocoder ready: ${stats.postalCodes} postal codes (${countries}) in ${Date.now() - started} ms`);
  }

  /**
   * Resolves a `geoSearchQuery` ("lat,lng", a postal code or a place name), the shop's own
   * postal codes first (its snapshot's `merchantPostalCodes()`), preferring the shop's base
   * country. Throws GeoError 400 GEO_QUERY_UNRESOLVED when it cannot.
   */
  locate(query: string, snapshot: ShopSnapshot): GeocodeResult {
    return this.geocoder.geocode(query, { country: snapshot.shop.base_country_code, shop: snapshot.shop.domain, merchantCodes: snapshot.merchantPostalCodes() });
  }

  /** The spatial index of one of a snapshot's location lists (`kind` names the list). */
  index<T extends IndexableLocation>(snapshot: ShopSnapshot, kind: 'pickup' | 'delivery', locations: readonly T[]): ShopLocationIndex<T> {
    let index = this.byList.get(locations);
    if (!index) {
      index = this.cache.get(`${snapshot.shop.id}:${kind}`, locations);
      this.byList.set(locations, index);
    }
    return index as unknown as ShopLocationIndex<T>;
  }
}
