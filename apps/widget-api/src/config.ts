import { envBoolean, EnvInt, SecretEnv } from '@fulfil/platform';
import { StorefrontConfig } from '@fulfil/storefront';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches } from 'class-validator';

/**
 * Environment of widget-api, validated at boot (a bad variable stops the app with a
 * message naming it). The variables both storefront apps share (RESERVATION_TTL_MINUTES,
 * GEONAMES_FILES) are documented on StorefrontConfig, the platform's on DatabaseAppConfig
 * and BaseAppConfig; PORT defaults to 3002.
 */
export class WidgetConfig extends StorefrontConfig {
  /**
   * The maps API key handed to the widget in `settings.maps.maps_api_key` and
   * `settings.widget.maps.maps_api_key` (a browser key, restricted to the shops'
   * origins by its issuer). Unset: an empty string. Never stored in the code; kept with the
   * secrets (also MAPS_API_KEY_FILE), as a key billed to the operator.
   */
  @SecretEnv()
  @IsOptional()
  @IsString()
  MAPS_API_KEY = '';

  /** Every shop answers `is_test_mode: true` and creates test checkouts (a shop can also be in test mode on its own). */
  @IsOptional()
  @Transform(envBoolean)
  @IsBoolean()
  WIDGET_TEST_MODE = false;

  /**
   * Origin of every shop's storefront-platform Admin API instead of `https://<shop domain>`
   * (docs/draft-orders.md): the fake platform in tests and under `npm start`
   * (`http://127.0.0.1:3005`), or an egress proxy. Unset in production.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+$/, { message: 'STOREFRONT_PLATFORM_BASE_URL must be an http(s) origin without a path' })
  STOREFRONT_PLATFORM_BASE_URL?: string;

  /**
   * The ordering widget's bundle served at `/widget/v1/ordering.js` (built by
   * `npx nx build ordering-widget`), the loader of the bundle; its content-hashed chunks are read
   * from the `chunks` folder beside it. A relative path is resolved against the working
   * directory (`npm start` runs from the repository root).
   */
  @IsOptional()
  @IsString()
  ORDERING_WIDGET_FILE = 'dist/apps/ordering-widget/ordering.js';

  /**
   * Milliseconds `POST /search` reuses the capacity counts of a restaurant for its
   * `next_available` and `accepting_orders` (0-10000; 0 = a count query per search).
   * Checkouts, the slots of a date and the calendar always count exactly; this instance's
   * checkouts drop a shop's counts at once (docs/scaling.md, "Capacity counters and the
   * locks").
   */
  @EnvInt(0, 10_000)
  SEARCH_CAPACITY_CACHE_MS = 1000;

  /** Deadline of each HTTP attempt to the storefront platform, ms (docs/draft-orders.md). */
  @EnvInt(100, 30_000)
  STOREFRONT_PLATFORM_TIMEOUT_MS = 3000;

  /**
   * How often the retry worker looks for checkouts whose draft order is still to be
   * created, ms; 0 = never (tests run it by hand). docs/draft-orders.md, "When the platform is down".
   */
  @EnvInt(0, 3_600_000)
  DRAFT_ORDER_RETRY_INTERVAL_MS = 5000;

  /** Pause after a failed draft-order attempt before the next, ms; doubles per attempt (capped at 5 minutes and at the hold's expiry). */
  @EnvInt(100, 600_000)
  DRAFT_ORDER_RETRY_BASE_MS = 5000;
}

/** Default port of widget-api. */
export const DEFAULT_PORT = 3002;
