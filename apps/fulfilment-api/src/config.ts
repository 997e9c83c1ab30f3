import { IsOptional, IsString, Matches } from 'class-validator';
import { EnvInt, SecretEnv } from '@fulfil/platform';
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
   * Largest body of the storefront platform's webhooks (`/v1.0/webhooks/...`; docs/privacy.md,
   * "Webhook intake"): an order with a few hundred line items is well over the 100 kB of
   * BODY_LIMIT, and a refused webhook is retried and finally unsubscribed by the platform.
   * The signature is still checked over the raw bytes. Default 5mb.
   */
  @IsOptional()
  @Matches(/^\d+(b|kb|mb)$/i)
  WEBHOOK_BODY_LIMIT = '5mb';

  /**
   * How long a webhook request waits for its work (ms) after the work is queued durably:
   * done within this time, the answer says what it did; otherwise it answers 200
   * `result: queued` and the work finishes in the background or in the worker. Keep well
   * under the platform's 5 s; 0 answers `queued` at once and leaves everything to the worker.
   */
  @EnvInt(0, 4000)
  WEBHOOK_INLINE_MS = 2000;

  /** Milliseconds between passes of the webhook worker over queued deliveries; 0 = off (tests run passes themselves). */
  @EnvInt(0, 3_600_000)
  WEBHOOK_WORKER_INTERVAL_MS = 1000;

  /**
   * Folder of the merchant console's built bundle (`npx nx build merchant-console`),
   * served at `/console/`; relative to the working directory.
   */
  @IsOptional()
  @IsString()
  CONSOLE_DIR = 'dist/apps/merchant-console';

  /**
   * The storefront picker's bundle served at `/widget/v1/storefront.js` (built by
   * `npx nx build storefront-widget`), the loader of the bundle; its content-hashed chunks are read
   * from the `chunks` folder beside it. A relative path is resolved against the working
   * directory (`npm start` runs from the repository root).
   */
  @IsOptional()
  @IsString()
  STOREFRONT_WIDGET_FILE = 'dist/apps/storefront-widget/storefront.js';

  /** Prefix of this app's rate-limit keys in Redis. */
  @IsOptional()
  @IsString()
  RATE_LIMIT_KEY_PREFIX = 'fulfilment-api:';

  /**
   * The storefront-platform app's client id (API key), for the OAuth install
   * (`/platform/install`; docs/platform-install.md). The install routes answer 503
   * PLATFORM_APP_NOT_CONFIGURED until PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET and
   * PLATFORM_APP_URL are all set.
   */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{1,255}$/, { message: 'PLATFORM_CLIENT_ID must be 1 to 255 printable characters' })
  PLATFORM_CLIENT_ID?: string;

  /** The app's client secret: verifies the install callbacks' `hmac` and is sent in the token exchange. Never logged; a secret (also PLATFORM_CLIENT_SECRET_FILE). */
  @SecretEnv()
  @IsOptional()
  @Matches(/^[\x21-\x7e]{8,255}$/, { message: 'PLATFORM_CLIENT_SECRET must be 8 to 255 printable characters' })
  PLATFORM_CLIENT_SECRET?: string;

  /**
   * Public origin of this app as the merchant's browser reaches it (`https://fulfil.example.com`):
   * the install's `redirect_uri` is `<PLATFORM_APP_URL>/platform/oauth/callback`, which must be
   * an allowed redirection URL of the app.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+$/, { message: 'PLATFORM_APP_URL must be an http(s) origin without a path' })
  PLATFORM_APP_URL?: string;

  /**
   * Tests and local runs only: the origin of every shop's platform host instead of
   * `https://<shop>.myshopify.com` (the fake platform). Environment only, never settable
   * through the admin API; without it, calls go only to public addresses of the shop's own
   * host (docs/platform-install.md, "Server-side request forgery").
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+$/, { message: 'STOREFRONT_PLATFORM_BASE_URL must be an http(s) origin without a path' })
  STOREFRONT_PLATFORM_BASE_URL?: string;

  /** Deadline of the install's code exchange with the platform, ms (one attempt: a code is single use). */
  @EnvInt(100, 30_000)
  PLATFORM_OAUTH_TIMEOUT_MS = 5000;
}

/** Default port of fulfilment-api. */
export const DEFAULT_PORT = 3001;

/** Path under which the storefront platform's webhooks arrive (WEBHOOK_BODY_LIMIT). */
export const WEBHOOKS_PATH = '/v1.0/webhooks';

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
