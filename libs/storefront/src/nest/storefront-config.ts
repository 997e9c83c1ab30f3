import { IsOptional, IsString } from 'class-validator';
import { DatabaseAppConfig, EnvInt } from '@fulfil/platform';

/**
 * Environment both storefront apps (fulfilment-api, widget-api) understand, validated at
 * boot by `loadConfig` (a bad variable stops the app naming it); each app's config class
 * extends it. Shared variables are documented on DatabaseAppConfig and BaseAppConfig.
 */
export class StorefrontConfig extends DatabaseAppConfig {
  /**
   * Minutes a reservation (fulfilment-api `POST /v1.0/reservations`, widget-api
   * `POST /checkouts`) holds its place before it lapses and the place is free again
   * (docs/scheduling-rules.md §6; `holdExpiresAt`). 1-1440, default 15.
   */
  @EnvInt(1, 1440)
  RESERVATION_TTL_MINUTES = 15;

  /**
   * Comma-separated paths of GeoNames postal-code files (`XX.txt`, tab-separated, see
   * libs/geo/README.md) added to the geocoder for countries beyond the bundled US data.
   * Read at start-up; empty: US ZIP codes, place names and the shops' own postal codes only.
   */
  @IsOptional()
  @IsString()
  GEONAMES_FILES = '';

  /**
   * Memory budget of the shop cache (StoreReader), in MiB of estimated snapshot size:
   * beyond it the least recently used shops are dropped and loaded again when asked for
   * (docs/scaling.md). 16-65536, default 256.
   */
  @EnvInt(16, 65_536)
  SHOP_CACHE_MB = 256;
}
