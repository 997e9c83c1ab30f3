import { IsOptional, IsString, Matches } from 'class-validator';
import { KEY_RING_PATTERN } from '@fulfil/store-settings';
import { DatabaseAppConfig, EMBED_LOADER_MAX_AGE_SECONDS, EnvInt, SecretEnv } from '@fulfil/platform';

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
   * `max-age` of the embed bundle's loader, seconds (fulfilment-api `/widget/v1/storefront.js`,
   * widget-api `/widget/v1/ordering.js`; `EmbedBundleModule` of libs/platform): a release
   * reaches a returning shopper's browser within about this time. 1-86400, default 300;
   * the browser tests set a few seconds.
   */
  @EnvInt(1, 86_400)
  WIDGET_LOADER_MAX_AGE_SECONDS = EMBED_LOADER_MAX_AGE_SECONDS;

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

  /**
   * Shops with at most this many locations are loaded whole on their first request (every
   * location's records, then no query per request); bigger shops load their location index
   * and each location's records on first use (docs/scaling.md, "Each instance's cache").
   * 0-1,000,000, default 2000; 0 loads every shop lazily.
   */
  @EnvInt(0, 1_000_000)
  SHOP_EAGER_LOCATIONS = 2000;

  /**
   * Key ring sealing the shops' storefront-platform access tokens at rest (AES-256-GCM;
   * docs/draft-orders.md, "Credentials"): `<id>:<base64 of 32 random bytes>` entries,
   * comma-separated, the first one current (new seals), the others still opening what they
   * sealed (rotation). Generate a key with `openssl rand -base64 32`. Unset: a fixed,
   * public development key outside production; in production credentials can then be
   * neither set nor used. Never logged. A secret (also read from PLATFORM_CREDENTIALS_KEYS_FILE).
   */
  @SecretEnv()
  @IsOptional()
  @Matches(KEY_RING_PATTERN, { message: 'PLATFORM_CREDENTIALS_KEYS must be <id>:<base64 of 32 bytes>[,<id>:<base64>...]' })
  PLATFORM_CREDENTIALS_KEYS?: string;
}
