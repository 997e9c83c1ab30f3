import { setImmediate } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { GeocodeResult, Geocoder, geoNamesFileSource, IndexableLocation, ShopLocationIndex, ShopLocationIndexCache } from '@fulfil/geo';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { StorefrontConfig } from '../module/storefront-config';

/** The GeoNames file paths of a GEONAMES_FILES value (comma-separated, blanks ignored). */
export function geoNamesFiles(value: string): string[] {
  return value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/**
 * The one geocoder set-up of a storefront app: the bundled US postal codes and place
 * names, plus the GeoNames files of GEONAMES_FILES ({@link StorefrontConfig}), and per
 * query the shop's own postal codes (its snapshot's `merchantPostalCodes()`). Also the
 * spatial indexes of the shops' location lists.
 *
 * Indexes: one per shop and list (`kind`), built through a {@link ShopLocationIndexCache}
 * (which keeps the kd-tree while ids and coordinates stay the same) and remembered per
 * list object, so a request against an unchanged snapshot costs one WeakMap lookup.
 */
@Injectable()
export class GeoService {
  readonly geocoder = new Geocoder();
  private readonly cache = new ShopLocationIndexCache<IndexableLocation>({ maxShops: 2000 });
  private readonly byList = new WeakMap<readonly IndexableLocation[], ShopLocationIndex<IndexableLocation>>();
  private readonly logger = new Logger('GeoService');

  constructor(config: StorefrontConfig) {
    for (const path of geoNamesFiles(config.GEONAMES_FILES)) this.geocoder.addSource(geoNamesFileSource(path));
  }

  /**
   * Loads every postal-code source and builds the place index now (each app's `main.ts`
   * calls it at start-up, so a bad GeoNames file stops the app and the first query is fast).
   * @throws GeoNamesFormatError or a file error for a bad GEONAMES_FILES entry
   */
  preload(): void {
    const started = Date.now();
    this.geocoder.preload();
    const stats = this.geocoder.stats();
    const countries = Object.entries(stats.countries)
      .map(([country, codes]) => `${country} ${codes}`)
      .join(', ');
    this.logger.log(`geocoder ready: ${stats.postalCodes} postal codes (${countries}) in ${Date.now() - started} ms`);
  }

  /**
   * Resolves a `geoSearchQuery` / search `query` ("lat,lng", a postal code or a place
   * name) to WGS 84 degrees: the shop's own postal codes first, then the data sets,
   * preferring the shop's base country.
   * @throws GeoError 400 GEO_QUERY_UNRESOLVED when it cannot (never a silent fallback)
   */
  locate(query: string, snapshot: ShopSnapshot): GeocodeResult {
    return this.geocoder.geocode(query, {
      country: snapshot.shop.base_country_code,
      shop: snapshot.shop.domain,
      merchantCodes: snapshot.merchantPostalCodes(),
    });
  }

  /**
   * The spatial index of one of a snapshot's location lists; `kind` names the list
   * (e.g. `pickup`, `delivery`): the same kind must always be the same selection. A new
   * index's kd-trees are built one per turn of the event loop (a 100,000-location list
   * is 7 trees of a few ms each, not one ~75 ms block; docs/scaling.md, "Each instance's cache").
   */
  async index<T extends IndexableLocation>(snapshot: ShopSnapshot, kind: string, locations: readonly T[]): Promise<ShopLocationIndex<T>> {
    let index = this.byList.get(locations);
    if (!index) {
      index = this.cache.get(`${snapshot.shop.id}:${kind}`, locations);
      this.byList.set(locations, index);
    }
    // One macrotask turn between trees: pending I/O and timers run.
    if (!index.prepared) await index.prepare(() => setImmediate());
    return index as unknown as ShopLocationIndex<T>;
  }
}
