import { IsOptional, IsString, Matches } from 'class-validator';
import { EnvInt } from '@fulfil/platform';
import { StorefrontConfig } from '@fulfil/storefront';

/**
 * Environment of fulfilment-api, validated at boot (a bad variable stops the app with a
 * message naming it). The variables both storefront apps share (RESERVATION_TTL_MINUTES,
 * GEONAMES_FILES) are documented on StorefrontConfig, the platform's on DatabaseAppConfig
 * and BaseAppConfig; PORT defaults to 3001.
 */
export class FulfilmentConfig extends StorefrontConfig {
  /**
   * Milliseconds a calendar reuses the capacity counts of one location and horizon
   * (README, "Calendar capacity"); 0 queries on every request. Reservations themselves
   * always count exactly.
   */
  @EnvInt(0, 10_000)
  CAPACITY_CACHE_MS = 1000;

  /**
   * Reservations (`POST /v1.0/reservations`, the one write of the public API, which a
   * shopper's browser calls without credentials) allowed per client IP per
   * RESERVATION_RATE_LIMIT_WINDOW_SECONDS; more answer 429 RATE_LIMITED, so that no one
   * client can hold a shop's capacity. Counted in Redis across instances when REDIS_URL
   * is set.
   */
  @EnvInt(1, 1_000_000)
  RESERVATION_RATE_LIMIT = 30;

  /** Window of RESERVATION_RATE_LIMIT, seconds. */
  @EnvInt(1, 86_400)
  RESERVATION_RATE_LIMIT_WINDOW_SECONDS = 60;

  /**
   * Largest body of `PUT /admin/v1.0/import`, a whole store-configuration file (the demo
   * bakery's export is 112 KB, a shop of 10,000 locations about 9 MB); every other route
   * keeps BODY_LIMIT.
   */
  @IsOptional()
  @Matches(/^\d+(b|kb|mb)$/i)
  ADMIN_IMPORT_BODY_LIMIT = '20mb';

  /**
   * Folder of the merchant console's built bundle (`npx nx build merchant-console`),
   * served at `/console/`; relative to the working directory.
   */
  @IsOptional()
  @IsString()
  CONSOLE_DIR = 'dist/apps/merchant-console';

  /**
   * The storefront picker's bundle served at `/widget/v1/storefront.js` (built by
   * `npx nx build storefront-widget`); a relative path is resolved against the working
   * directory (`npm start` runs from the repository root).
   */
  @IsOptional()
  @IsString()
  STOREFRONT_WIDGET_FILE = 'dist/apps/storefront-widget/storefront.js';

  /** Prefix of this app's rate-limit keys in Redis. */
  @IsOptional()
  @IsString()
  RATE_LIMIT_KEY_PREFIX = 'fulfilment-api:';
}

/** Default port of fulfilment-api. */
export const DEFAULT_PORT = 3001;

/** Path of the admin import, whose body is a whole store file (ADMIN_IMPORT_BODY_LIMIT). */
export const ADMIN_IMPORT_PATH = '/admin/v1.0/import';

/**
 * The start-up warning of a production fulfilment-api without PUBLIC_BASE_URL: pagination
 * links (`next_page_url`) then start with the origin the app listens on as a client
 * reached it, which behind a proxy is not the public one (docs/compatibility.md, "Answers").
 * Null when there is nothing to say.
 */
export function publicBaseUrlWarning(config: Pick<FulfilmentConfig, 'NODE_ENV' | 'PUBLIC_BASE_URL'>): string | null {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_BASE_URL) return null;
  return 'PUBLIC_BASE_URL is not set: pagination links start with the address the app listens on, not the public one; set it to the origin clients use (https://...)';
}
