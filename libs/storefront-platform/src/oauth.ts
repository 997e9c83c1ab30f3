import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TransportError } from '@fulfil/platform';
import { SHOP_DOMAIN_PATTERN } from './client-config';
import { clip } from './platform-error';
import { sendToPlatform } from './platform-transport';

/**
 * The storefront platform's OAuth 2 authorization-code grant (Shopify's "Implement
 * authorization code grant manually"; docs/external-contracts.md, "The storefront
 * platform's OAuth install", and docs/platform-install.md), framework-free:
 * 1. the install link `https://<shop>/admin/oauth/authorize?client_id&scope&redirect_uri&state`
 *    ({@link authorizeUrl});
 * 2. the callback to `redirect_uri` with `code`, `hmac`, `host`, `shop`, `state`,
 *    `timestamp`: `hmac` is the hex HMAC-SHA256, with the app's client secret, of the other
 *    parameters sorted by name and form-encoded ({@link oauthQueryHmac},
 *    {@link verifyOAuthQuery});
 * 3. the token exchange `POST https://<shop>/admin/oauth/access_token` with `client_id`,
 *    `client_secret`, `code` → `{access_token, scope}` ({@link PlatformOAuthClient}).
 */

/**
 * The access scopes this product needs, and nothing more: locations, products and
 * inventory (the calendars' data), orders (the order webhooks) and draft orders (the
 * ordering widget's checkouts). A write scope also grants reading.
 */
export const PLATFORM_APP_SCOPES = ['read_locations', 'read_products', 'read_inventory', 'read_orders', 'write_draft_orders'] as const;

/** Path of the platform's authorize page. */
export const AUTHORIZE_PATH = '/admin/oauth/authorize';

/** Path of the platform's token endpoint. */
export const ACCESS_TOKEN_PATH = '/admin/oauth/access_token';

/** What {@link authorizeUrl} builds the install link from. */
export interface AuthorizeRequest {
  /** A `SHOP_DOMAIN_PATTERN` domain. */
  shopDomain: string;
  clientId: string;
  scopes: readonly string[];
  /** Our callback URL (must be one of the app's allowed redirection URLs). */
  redirectUri: string;
  /** The single-use nonce the callback must bring back. */
  state: string;
  /** Origin instead of `https://<shopDomain>` (tests and local runs: the fake platform). */
  baseUrl?: string;
}

/**
 * The install link: `<origin>/admin/oauth/authorize?client_id=&scope=a,b&redirect_uri=&state=`
 * (offline access: no `grant_options[]`). @throws Error on a domain outside `SHOP_DOMAIN_PATTERN`
 */
export function authorizeUrl(request: AuthorizeRequest): string {
  if (!SHOP_DOMAIN_PATTERN.test(request.shopDomain)) throw new Error('authorizeUrl: not a <handle>.myshopify.com domain');
  const query = new URLSearchParams({
    client_id: request.clientId,
    scope: request.scopes.join(','),
    redirect_uri: request.redirectUri,
    state: request.state,
  });
  return `${originOf(request)}${AUTHORIZE_PATH}?${query.toString()}`;
}

/**
 * The platform's signature of a query: hex HMAC-SHA256 with `secret` of every parameter
 * except `hmac` (and the legacy `signature`), sorted by name, as `name=value` pairs joined
 * with `&`, form-encoded as `URLSearchParams` does (Shopify's own libraries).
 */
export function oauthQueryHmac(params: Readonly<Record<string, string>>, secret: string): string {
  const message = new URLSearchParams(
    Object.entries(params)
      .filter(([name]) => name !== 'hmac' && name !== 'signature')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * True when `query.hmac` is {@link oauthQueryHmac} of the query (timing-safe comparison).
 * False when `hmac` is missing, not 64 hex digits, or any parameter is repeated or not a
 * string (a tampered query).
 */
export function verifyOAuthQuery(query: Readonly<Record<string, unknown>>, secret: string): boolean {
  const hmac = query['hmac'];
  if (typeof hmac !== 'string' || !/^[0-9a-f]{64}$/i.test(hmac)) return false;
  if (!Object.values(query).every((v) => typeof v === 'string')) return false;
  const expected = Buffer.from(oauthQueryHmac(query as Record<string, string>, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(hmac.toLowerCase(), 'hex'));
}

/**
 * The scopes of `needed` that `granted` (the token answer's comma-separated `scope`) does
 * not cover; `write_<x>` covers `read_<x>`. Empty: all granted.
 */
export function missingScopes(granted: string, needed: readonly string[]): string[] {
  const have = new Set(
    granted
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return needed.filter((scope) => !have.has(scope) && !(scope.startsWith('read_') && have.has(`write_${scope.slice(5)}`)));
}

/** Why a code exchange failed: `timeout`/`network`/`server_error` (the platform may be down), `rejected` (4xx: the code is unknown, used, expired, or the app's credentials are wrong), `bad_response`. */
export type OAuthFailureReason = 'timeout' | 'network' | 'server_error' | 'rejected' | 'bad_response';

/** A failed code exchange. Its message never carries the client secret, the code or a token. */
export class PlatformOAuthError extends Error {
  constructor(
    readonly reason: OAuthFailureReason,
    /** HTTP status when one arrived. */
    readonly status: number | undefined,
    /** The platform's `error_description`/`error`, or the transport's message (at most 300 characters). */
    readonly upstream: string | undefined,
  ) {
    super(`storefront platform token exchange failed: ${reason}${status ? ` (HTTP ${status})` : ''}${upstream ? `: ${clip(upstream)}` : ''}`);
    this.name = 'PlatformOAuthError';
  }
}

/** Configuration of {@link PlatformOAuthClient}. */
export interface PlatformOAuthConfig {
  clientId: string;
  /** The app's client secret: signs and verifies callbacks, sent only in the token exchange's body. Never logged. */
  clientSecret: string;
  /** Origin instead of `https://<shop>` (tests and local runs: the fake platform; environment only). */
  baseUrl?: string;
  /** Deadline of the exchange (connect, headers and body), ms; default 5000. */
  timeoutMs?: number;
}

/** An exchanged code: the shop's offline access token and the scopes granted. */
export interface ExchangedToken {
  /** The offline Admin API access token: store it sealed, never log it. */
  accessToken: string;
  /** The granted scopes (the answer's `scope`, split). */
  scopes: string[];
}

/**
 * The server side of the grant: exchanges a callback's `code` for the shop's offline
 * access token, ONE attempt (a code is single use: a retry after a lost answer could only
 * fail), through the public-address transport (`sendToPlatform`).
 */
export class PlatformOAuthClient {
  constructor(private readonly config: PlatformOAuthConfig) {}

  /** Verifies a callback query's `hmac` with the client secret ({@link verifyOAuthQuery}). */
  verify(query: Readonly<Record<string, unknown>>): boolean {
    return verifyOAuthQuery(query, this.config.clientSecret);
  }

  /** The install link of a shop ({@link authorizeUrl}) with this app's id and origin. */
  authorizeUrl(request: Omit<AuthorizeRequest, 'clientId' | 'baseUrl'>): string {
    return authorizeUrl({ ...request, clientId: this.config.clientId, baseUrl: this.config.baseUrl });
  }

  /**
   * `POST <origin>/admin/oauth/access_token` `{client_id, client_secret, code}`.
   * @throws PlatformOAuthError `timeout`, `network`, `server_error` (5xx), `rejected` (other
   *   non-200, e.g. 400 for a used code) or `bad_response` (200 without a string
   *   `access_token` and `scope`); Error on a domain outside `SHOP_DOMAIN_PATTERN`
   */
  async exchangeCode(shopDomain: string, code: string): Promise<ExchangedToken> {
    if (!SHOP_DOMAIN_PATTERN.test(shopDomain)) throw new Error('exchangeCode: not a <handle>.myshopify.com domain');
    const origin = originOf({ shopDomain, baseUrl: this.config.baseUrl });
    let reply;
    try {
      reply = await sendToPlatform({ shopDomain, baseUrl: origin }, `${origin}${ACCESS_TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: this.config.clientId, client_secret: this.config.clientSecret, code }),
        timeoutMs: this.config.timeoutMs ?? 5000,
      });
    } catch (error) {
      const transport = error as TransportError;
      throw new PlatformOAuthError(transport.kind === 'timeout' ? 'timeout' : 'network', undefined, transport.message);
    }
    const body = (reply.json ?? {}) as { access_token?: unknown; scope?: unknown; error?: unknown; error_description?: unknown; errors?: unknown };
    const said = [body.error_description, body.error, body.errors].find((v) => typeof v === 'string') as string | undefined;
    if (reply.status >= 500) throw new PlatformOAuthError('server_error', reply.status, said);
    if (reply.status !== 200) throw new PlatformOAuthError('rejected', reply.status, said);
    if (typeof body.access_token !== 'string' || !/^[\x21-\x7e]{8,255}$/.test(body.access_token) || typeof body.scope !== 'string') {
      throw new PlatformOAuthError('bad_response', reply.status, undefined);
    }
    return { accessToken: body.access_token, scopes: body.scope.split(',').filter(Boolean) };
  }
}

function originOf(request: { shopDomain: string; baseUrl?: string }): string {
  return (request.baseUrl ?? `https://${request.shopDomain}`).replace(/\/+$/, '');
}
