import { ADMIN_API_VERSION } from './admin-api';

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

/** A platform shop domain: a lower-case DNS host name with at least one dot (`demo-eats.myshopify.com`). */
export const SHOP_DOMAIN_PATTERN = /^(?=.{4,255}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * Applies defaults and validates.
 * @throws Error (a programming or configuration error, not a problem response) on a bad
 *   domain, an empty token, a base URL that is not http(s), or numbers out of range
 */
export function resolvePlatformConfig(config: StorefrontPlatformConfig): ResolvedPlatformConfig {
  if (!SHOP_DOMAIN_PATTERN.test(config.shopDomain)) throw new Error('storefront platform config: shopDomain must be a lower-case host name');
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
