import { ADMIN_API_VERSION } from './admin-api';
import { clip, StorefrontPlatformError } from './platform-error';

/** Receives a warning for each retry (never with the token). Nest's Logger and pino fit through a small adapter. */
export interface PlatformLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

/** Configuration of {@link StorefrontPlatformClient}; all durations in milliseconds. */
export interface StorefrontPlatformConfig {
  /** The shop's platform domain, e.g. `demo-eats.myshopify.com` (lower-case host name). */
  shopDomain: string;
  /** Admin API access token (`X-Shopify-Access-Token`). Never logged, never in an error. */
  accessToken: string;
  /**
   * Origin the Admin API is reached at; default `https://<shopDomain>`. Tests and local runs
   * point it at the fake platform (`http://127.0.0.1:<port>`).
   */
  baseUrl?: string;
  /** Admin API version; default {@link ADMIN_API_VERSION}. */
  apiVersion?: string;
  /** Deadline of each HTTP attempt (connect, headers and body); default 4000. */
  timeoutMs?: number;
  /** Attempts per call, 1 to 5; default 3. */
  maxAttempts?: number;
  /** Pause before retrying after a timeout, a network error or a 5xx; default 250 (doubled each time). */
  retryDelayMs?: number;
  /** Longest pause the client waits for the cost budget to restore after `THROTTLED`; default 2000. Longer: fails `throttled`. */
  maxThrottleWaitMs?: number;
  logger?: PlatformLogger;
}

/** {@link StorefrontPlatformConfig} with defaults applied. */
export type ResolvedPlatformConfig = Required<Omit<StorefrontPlatformConfig, 'logger'>> & Pick<StorefrontPlatformConfig, 'logger'>;

/** Defaults of the optional fields. */
export const PLATFORM_CLIENT_DEFAULTS = { apiVersion: ADMIN_API_VERSION, timeoutMs: 4000, maxAttempts: 3, retryDelayMs: 250, maxThrottleWaitMs: 2000 } as const;

/**
 * A platform shop domain: `<handle>.myshopify.com`, lower case, at most 255 characters
 * (`demo-eats.myshopify.com`). Nothing else: the client connects to this host, so an IP
 * address, `localhost`, an internal name or another domain ending in it
 * (`x.myshopify.com.attacker.example`) is refused wherever credentials are set (the admin
 * API, the install callback) and again where a client is built (docs/platform-install.md,
 * "Server-side request forgery").
 */
export const SHOP_DOMAIN_PATTERN = /^(?=.{1,255}$)[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * Applies defaults and validates.
 * @throws StorefrontPlatformError `rejected` (operation `connect`, not retryable, no request
 *   made) when `shopDomain` is not a {@link SHOP_DOMAIN_PATTERN} domain: a stored row from
 *   before the rule, refused as data rather than as a programming error;
 *   Error (a programming or configuration error, not a problem response) on an empty token,
 *   a base URL that is not http(s), or numbers out of range
 */
export function resolvePlatformConfig(config: StorefrontPlatformConfig): ResolvedPlatformConfig {
  if (!SHOP_DOMAIN_PATTERN.test(config.shopDomain)) throw invalidShopDomain(config.shopDomain);
  if (!config.accessToken?.trim()) throw new Error('storefront platform config: accessToken is required');
  const defined = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
  const resolved = { ...PLATFORM_CLIENT_DEFAULTS, baseUrl: `https://${config.shopDomain}`, ...defined } as ResolvedPlatformConfig;
  resolved.baseUrl = resolved.baseUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(resolved.baseUrl)) throw new Error('storefront platform config: baseUrl must be an http(s) origin');
  if (!Number.isInteger(resolved.maxAttempts) || resolved.maxAttempts < 1 || resolved.maxAttempts > 5)
    throw new Error('storefront platform config: maxAttempts must be 1 to 5');
  if (!(resolved.timeoutMs > 0) || resolved.retryDelayMs < 0 || resolved.maxThrottleWaitMs < 0) throw new Error('storefront platform config: bad timing');
  return resolved;
}

/** The refusal of a shop domain that is not `<handle>.myshopify.com` (no request is made to it). */
export function invalidShopDomain(shopDomain: unknown): StorefrontPlatformError {
  return new StorefrontPlatformError({
    operation: 'connect',
    reason: 'rejected',
    attempts: 0,
    message: `the shop domain ${clip(JSON.stringify(shopDomain), 80)} is not <handle>.myshopify.com; no request was made (set the credentials again)`,
  });
}
