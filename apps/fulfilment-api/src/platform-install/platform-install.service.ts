import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '@fulfil/platform';
import { ProblemError, ValidationProblem } from '@fulfil/problem-details';
import {
  AdminTokenRepository,
  importStore,
  PlatformCredentialsRepository,
  PlatformInstallStateRepository,
  ShopEntity,
  validateStoreConfig,
} from '@fulfil/store-settings';
import {
  missingScopes,
  PLATFORM_APP_SCOPES,
  PlatformOAuthClient,
  PlatformOAuthError,
  SHOP_DOMAIN_PATTERN,
  StorefrontPlatformClient,
  StorefrontPlatformError,
} from '@fulfil/storefront-platform';
import { FulfilmentConfig } from '../config';
import './platform-install.problems';
import { WebhookReconciler } from './webhook-reconciler';
import { PlatformSyncService } from '../platform-sync/platform-sync.service';

/** How long an install link's `state` is valid, ms. */
export const INSTALL_STATE_TTL_MS = 10 * 60_000;

/** Oldest callback `timestamp` accepted, seconds before now; and the most it may be ahead. */
export const CALLBACK_MAX_AGE_S = 300;
const CALLBACK_MAX_SKEW_S = 60;

/** Path of the callback (the app's redirection URL is `<PLATFORM_APP_URL>` + this). */
export const CALLBACK_PATH = '/platform/oauth/callback';

/** A finished install: which shop got which platform domain, with the scopes granted. */
export interface InstallResult {
  shopId: number;
  platformDomain: string;
  scopes: string[];
  /** The shop was made by this install (no shop here had the domain). */
  createdShop: boolean;
  /** A new admin token of the shop, shown once on the callback page to open the console. */
  consoleToken: string;
}

/**
 * The storefront-platform app install (docs/platform-install.md): the OAuth 2
 * authorization-code grant of @fulfil/storefront-platform (`oauth.ts`) on this app's
 * configuration, the install states (`PlatformInstallStateRepository`) and the shops'
 * sealed credentials (`PlatformCredentialsRepository`, the same key ring as the admin PUT).
 * A platform shop maps to the shop of this server whose `shop` domain is the platform
 * domain; an install for a domain no shop has makes the shop. Never logs the client secret, a
 * code or a token.
 */
@Injectable()
export class PlatformInstallService {
  private readonly logger = new Logger('PlatformInstall');

  constructor(
    private readonly config: FulfilmentConfig,
    private readonly dataSource: DataSource,
    private readonly states: PlatformInstallStateRepository,
    private readonly credentials: PlatformCredentialsRepository,
    private readonly clock: Clock,
    private readonly webhooks: WebhookReconciler,
    private readonly sync: PlatformSyncService,
    private readonly adminTokens: AdminTokenRepository,
  ) {}

  /**
   * The install link of `shop` with a fresh single-use state.
   * @throws ProblemError 503 PLATFORM_APP_NOT_CONFIGURED, 503 CREDENTIALS_KEY_MISSING,
   *   400 VALIDATION_FAILED (`shop`), 401 INSTALL_SIGNATURE_INVALID (an `hmac` that does not
   *   verify)
   */
  async start(query: Record<string, unknown>): Promise<string> {
    const client = this.client();
    const shop = platformDomain(query['shop']);
    // A launch from the platform's admin carries hmac/timestamp/host; a plain install link has none.
    if (query['hmac'] !== undefined && !client.verify(query)) throw signatureInvalid();
    const state = await this.states.issue(await this.shopIdOf(shop), shop, INSTALL_STATE_TTL_MS, this.clock.now());
    return client.authorizeUrl({ shopDomain: shop, scopes: PLATFORM_APP_SCOPES, redirectUri: this.redirectUri(), state });
  }

  /**
   * Completes an install from the platform's callback: hmac, shop domain, timestamp,
   * state (used up here, whatever follows), the code exchange (one attempt), the scopes,
   * then the token stored sealed for the shop, its webhook subscriptions reconciled in
   * the background (`WebhookReconciler`) and its first catalogue sync started (`PlatformSyncService`).
   * @throws ProblemError 503 PLATFORM_APP_NOT_CONFIGURED / CREDENTIALS_KEY_MISSING, 401
   *   INSTALL_SIGNATURE_INVALID, 400 VALIDATION_FAILED (`shop`, `code`, `state`,
   *   `timestamp`), 400 INSTALL_CALLBACK_STALE, 400 INSTALL_STATE_INVALID, 404
   *   502/504 PLATFORM_TOKEN_EXCHANGE_FAILED, 403 PLATFORM_SCOPES_MISSING, 502
   *   PLATFORM_SHOP_UNREADABLE (a new shop's profile unread)
   */
  async complete(query: Record<string, unknown>): Promise<InstallResult> {
    const client = this.client();
    if (!client.verify(query)) throw signatureInvalid();
    const shop = platformDomain(query['shop']);
    const code = required(query, 'code', /^[A-Za-z0-9_-]{1,255}$/);
    const state = required(query, 'state', /^[\x21-\x7e]{1,255}$/);
    const timestamp = Number(required(query, 'timestamp', /^\d{1,12}$/));
    const nowS = this.clock.now().getTime() / 1000;
    if (timestamp < nowS - CALLBACK_MAX_AGE_S || timestamp > nowS + CALLBACK_MAX_SKEW_S) {
      throw new ProblemError({ status: 400, code: 'INSTALL_CALLBACK_STALE', detail: 'The callback is older than 5 minutes; start the install again.' });
    }
    const used = await this.states.consume(state, this.clock.now());
    if ('refused' in used)
      throw stateInvalid(used.refused, used.refused === 'expired' ? 'The install link expired' : 'This install link is unknown or was used already');
    if (used.platformDomain !== shop) throw stateInvalid('other_shop', 'This install link was issued for another shop');
    const existing = await this.shopIdOf(shop);
    if (used.shopId !== null && existing !== used.shopId) throw stateInvalid('other_shop', 'This install link was issued for another shop');
    let token;
    try {
      token = await client.exchangeCode(shop, code);
    } catch (error) {
      if (!(error instanceof PlatformOAuthError)) throw error;
      this.logger.warn({ shopId: existing, shop, reason: error.reason, status: error.status, msg: 'platform install: the code exchange failed' });
      throw new ProblemError({
        status: error.reason === 'timeout' ? 504 : 502,
        code: 'PLATFORM_TOKEN_EXCHANGE_FAILED',
        detail: `The platform did not give an access token (${error.reason}${error.status ? `, HTTP ${error.status}` : ''}); nothing was stored. Start the install again.`,
        extensions: { reason: error.reason },
      });
    }
    const missing = missingScopes(token.scopes.join(','), PLATFORM_APP_SCOPES);
    if (missing.length > 0) {
      this.logger.warn({ shopId: existing, shop, missing, msg: 'platform install: scopes missing; token not stored' });
      throw new ProblemError({
        status: 403,
        code: 'PLATFORM_SCOPES_MISSING',
        detail: `The platform granted no ${missing.join(', ')}; nothing was stored.`,
        extensions: { missing },
      });
    }
    const shopId = existing ?? (await this.createShop(shop, token.accessToken).catch((error: unknown) => unreadable(error, shop)));
    await this.credentials.put(shopId, shop, token.accessToken);
    this.logger.log({ shopId, shop, scopes: token.scopes, created: existing === null, msg: 'platform install: credentials stored' });
    // Subscribes the shop to our webhook topics in the background (docs/platform-install.md, "Webhooks"),
    // and starts the first catalogue sync, which lists the platform's locations for the merchant to
    // map and adds the storefront's origins (docs/platform-install.md, "Sync").
    this.webhooks.reconcileInBackground(shopId);
    await this.sync.start(shopId).catch((err: unknown) => this.logger.warn({ shopId, shop, err, msg: 'platform install: the first sync did not start' }));
    // The person here completed the platform's OAuth for this shop: they get the console.
    const consoleToken = await this.adminTokens.createForShop(shopId, `install ${this.clock.now().toISOString().slice(0, 10)}`);
    return { shopId, platformDomain: shop, scopes: token.scopes, createdShop: existing === null, consoleToken: consoleToken.token };
  }

  /**
   * A new shop for a platform domain no shop here has (docs/platform-install.md, "New shops"):
   * its time zone, country and distance unit as the platform gives them (`shop { ianaTimezone
   * unitSystem shopAddress }`), no location yet; the first sync adds its storefront's origins.
   * Made only once the platform has given the access token, so an install link alone makes
   * nothing. Two callbacks of the same new shop at once: the second finds the first's.
   * @throws StorefrontPlatformError when the platform does not answer (nothing is created or stored)
   */
  private async createShop(domain: string, accessToken: string): Promise<number> {
    const profile = await new StorefrontPlatformClient({ shopDomain: domain, accessToken, baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL }).shopProfile();
    const config = validateStoreConfig({
      format_version: 1,
      shop: {
        domain,
        timezone: profile.timezone,
        base_country_name: profile.countryName ?? '',
        base_country_code: profile.countryCode,
        measurement_format: profile.imperial ? 'miles' : 'kilometers',
      },
    });
    try {
      const { shopId } = await importStore(this.dataSource, config);
      this.logger.log({ shopId, shop: domain, timezone: profile.timezone, msg: 'platform install: new shop created' });
      return shopId;
    } catch (error) {
      const made = await this.shopIdOf(domain);
      if (made === null) throw error;
      return made;
    }
  }

  /** The OAuth client of the configured app. @throws ProblemError 503 when the app or the key ring is not configured */
  private client(): PlatformOAuthClient {
    const { PLATFORM_CLIENT_ID: clientId, PLATFORM_CLIENT_SECRET: clientSecret, PLATFORM_APP_URL: appUrl } = this.config;
    if (!clientId || !clientSecret || !appUrl) {
      const missing = Object.entries({ PLATFORM_CLIENT_ID: clientId, PLATFORM_CLIENT_SECRET: clientSecret, PLATFORM_APP_URL: appUrl })
        .filter(([, value]) => !value)
        .map(([name]) => name);
      throw new ProblemError({
        status: 503,
        code: 'PLATFORM_APP_NOT_CONFIGURED',
        detail: `This server installs no storefront-platform app: set ${missing.join(', ')}.`,
        extensions: { missing },
      });
    }
    if (!this.credentials.enabled) {
      throw new ProblemError({ status: 503, code: 'CREDENTIALS_KEY_MISSING', detail: 'This server stores no storefront-platform credentials.' });
    }
    return new PlatformOAuthClient({
      clientId,
      clientSecret,
      baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL,
      timeoutMs: this.config.PLATFORM_OAUTH_TIMEOUT_MS,
    });
  }

  private redirectUri(): string {
    return `${this.config.PLATFORM_APP_URL}${CALLBACK_PATH}`;
  }

  /** Our shop whose `shop` domain is the platform domain, or null (the install makes it). */
  private async shopIdOf(domain: string): Promise<number | null> {
    const shop = await this.dataSource.getRepository(ShopEntity).findOne({ where: { domain }, select: { id: true } });
    return shop?.id ?? null;
  }
}

/** The `shop` parameter, a `<handle>.myshopify.com` domain. @throws ValidationProblem naming `shop` */
function platformDomain(value: unknown): string {
  if (typeof value === 'string' && SHOP_DOMAIN_PATTERN.test(value)) return value;
  throw new ValidationProblem([{ field: 'shop', rule: 'matches', message: 'shop must be the shop’s <handle>.myshopify.com domain (lower case)' }]);
}

/** A required string parameter matching `pattern`. @throws ValidationProblem naming it */
function required(query: Record<string, unknown>, field: string, pattern: RegExp): string {
  const value = query[field];
  if (typeof value === 'string' && pattern.test(value)) return value;
  throw new ValidationProblem([{ field, rule: value === undefined ? 'required' : 'matches', message: `${field} is missing or malformed` }]);
}

/** 502 PLATFORM_SHOP_UNREADABLE for a platform failure while reading a new shop's profile; anything else is thrown as is. */
function unreadable(error: unknown, shop: string): never {
  if (!(error instanceof StorefrontPlatformError)) throw error;
  throw new ProblemError({
    status: 502,
    code: 'PLATFORM_SHOP_UNREADABLE',
    detail: `The platform did not answer what ${shop} is (${error.failure.reason}); nothing was stored. Start the install again.`,
    extensions: { reason: error.failure.reason },
  });
}

function signatureInvalid(): ProblemError {
  return new ProblemError({
    status: 401,
    code: 'INSTALL_SIGNATURE_INVALID',
    detail: 'The request is not signed by the storefront platform; nothing was stored.',
  });
}

function stateInvalid(reason: 'unknown' | 'expired' | 'other_shop', what: string): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'INSTALL_STATE_INVALID',
    detail: `${what}; nothing was stored. Start the install again.`,
    extensions: { reason },
  });
}
