import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import type { RecordedRequest } from '@fulfil/platform/testing';
import { ACCESS_TOKEN_PATH, AUTHORIZE_PATH, oauthQueryHmac } from '../oauth';

/** An app registered with the fake platform (its Partner-dashboard settings). */
export interface FakeOAuthApp {
  clientId: string;
  clientSecret: string;
  /** Allowed redirection URLs; `redirect_uri` must be one of them exactly. */
  redirectUrls: string[];
  /** The app's name on the consent page ({@link FakeOAuth.askConsent}); default the client id. */
  name?: string;
}

/** An authorization code the fake issued. */
export interface FakeAuthorizationCode {
  code: string;
  shop: string;
  clientId: string;
  /** The scopes the merchant granted (the requested ones minus {@link FakeOAuth.withhold}). */
  scopes: string[];
  /** Epoch ms after which the code is refused. */
  expiresAt: number;
  used: boolean;
}

/** What the fake platform lends its OAuth endpoints (small hooks of FakeStorefrontPlatform). */
export interface FakeOAuthHost {
  /** True when the fake knows a shop at this domain. */
  hasShop(domain: string): boolean;
  /** Makes `accessToken` a valid Admin API token of the shop (keeping its other settings). */
  grantToken(domain: string, accessToken: string): void;
}

/** Lifetime of an authorization code, ms (the platform's codes are short-lived). */
const CODE_TTL_MS = 60_000;

const SCOPE = /^(read|write)_[a-z_]+$/;

/**
 * The storefront platform's OAuth authorization-code grant, as the fake serves it
 * (docs/external-contracts.md, "The storefront platform's OAuth install"). The shop is the
 * request's `Host` (`<handle>.myshopify.com`; the port is ignored), as on the platform, where
 * each shop has its own host; tests set the header when they follow the install link to
 * the fake's loopback origin.
 * - `GET /admin/oauth/authorize?client_id&scope&redirect_uri&state`: unknown shop 404;
 *   unknown `client_id`, a `redirect_uri` not allowed for the app, or a malformed `scope`
 *   400 (an HTML error page, as the platform shows the merchant). Otherwise the merchant
 *   approves at once: 302 to `redirect_uri?code&hmac&host&shop&state&timestamp`, `hmac` the
 *   hex HMAC-SHA256 of the other parameters with the app's client secret. With
 *   {@link FakeOAuth.askConsent} the merchant is asked first: 200, a consent page ("Install
 *   <app> on <shop>?") whose form POSTs the same parameters back to the authorize path with
 *   `decision=install` (then the 302 above) or `decision=cancel` (a page; nothing is sent to
 *   the app, as on the platform).
 * - `POST /admin/oauth/access_token` (JSON or form body `client_id`, `client_secret`,
 *   `code`): wrong client credentials, or a code unknown, used, expired or another app's:
 *   400 `{error: "invalid_request", error_description}`. Otherwise the code is spent and the
 *   answer is `{access_token: "shpat_...", scope: "a,b"}`; the token then works on the
 *   fake's Admin GraphQL API for that shop.
 */
export class FakeOAuth {
  /** Every code issued, oldest first. */
  readonly codes: FakeAuthorizationCode[] = [];
  /** Every token issued by an exchange, oldest first. */
  readonly issuedTokens: Array<{ shop: string; accessToken: string; scope: string }> = [];
  /** The fake's clock for `timestamp` and code expiry, epoch ms (a test with a fixed clock sets it). */
  now: () => number = Date.now;
  /** Ask the merchant on a consent page before approving (local runs); off: approve at once (tests). */
  askConsent = false;
  /**
   * The shop of an authorize request whose `Host` names none: a local run reaches the fake
   * through the base-URL override (`http://127.0.0.1:<port>`), whose host cannot name the shop.
   */
  defaultShop?: string;
  private readonly apps = new Map<string, FakeOAuthApp>();
  private withheld = new Set<string>();

  constructor(private readonly host: FakeOAuthHost) {}

  /** Registers (or replaces) an app. */
  addApp(app: FakeOAuthApp): void {
    this.apps.set(app.clientId, app);
  }

  /** The merchant grants every requested scope except these from now on (none: grant all). */
  withhold(scopes: string[]): void {
    this.withheld = new Set(scopes);
  }

  /** Makes every issued code expire now. */
  expireCodes(): void {
    for (const code of this.codes) code.expiresAt = 0;
  }

  /** True when this request is one of the OAuth endpoints (the fake's router asks first). */
  handles(request: RecordedRequest): boolean {
    const path = request.path.split('?')[0];
    return path === AUTHORIZE_PATH || path === ACCESS_TOKEN_PATH;
  }

  /** Answers an OAuth request (see the class comment). */
  route(request: RecordedRequest, res: ServerResponse): void {
    const url = new URL(request.path, 'http://fake.invalid');
    if (url.pathname === AUTHORIZE_PATH && request.method === 'GET') return this.authorize(request, url.searchParams, res);
    if (url.pathname === AUTHORIZE_PATH && request.method === 'POST' && this.askConsent) {
      const form = new URLSearchParams(readBody(request));
      return this.authorize(request, form, res, form.get('decision') ?? 'cancel');
    }
    if (url.pathname === ACCESS_TOKEN_PATH && request.method === 'POST') return this.exchange(request, res);
    this.send(res, 405, 'application/json', JSON.stringify({ errors: 'Method not allowed' }));
  }

  /** The authorize step; `decision` is the consent form's answer (undefined: the GET of the install link). */
  private authorize(request: RecordedRequest, query: URLSearchParams, res: ServerResponse, decision?: string): void {
    const shop = shopOf(request) ?? this.defaultShop;
    if (!shop || !this.host.hasShop(shop)) return this.page(res, 404, 'There is no store at this address.');
    const app = this.apps.get(query.get('client_id') ?? '');
    if (!app) return this.page(res, 400, 'Oauth error invalid_request: The client_id is invalid.');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!app.redirectUrls.includes(redirectUri)) return this.page(res, 400, 'Oauth error invalid_request: The redirect_uri is not whitelisted.');
    const requested = (query.get('scope') ?? '').split(',').filter(Boolean);
    if (requested.some((s) => !SCOPE.test(s))) return this.page(res, 400, 'Oauth error invalid_scope: The access scope is invalid.');
    const state = query.get('state');
    if (!state) return this.page(res, 400, 'Oauth error invalid_request: The state parameter is missing.');
    if (this.askConsent && decision === undefined) return this.consentPage(res, app, shop, requested, query);
    if (this.askConsent && decision !== 'install')
      return this.page(res, 200, `Installation cancelled: nothing was shared with ${app.name ?? app.clientId}.`, 'Installation cancelled');
    const code: FakeAuthorizationCode = {
      code: randomBytes(16).toString('hex'),
      shop,
      clientId: app.clientId,
      scopes: requested.filter((s) => !this.withheld.has(s)),
      expiresAt: this.now() + CODE_TTL_MS,
      used: false,
    };
    this.codes.push(code);
    const handle = shop.replace(/\.myshopify\.com$/, '');
    const params: Record<string, string> = {
      code: code.code,
      host: Buffer.from(`admin.shopify.com/store/${handle}`).toString('base64').replace(/=+$/, ''),
      shop,
      state,
      timestamp: String(Math.floor(this.now() / 1000)),
    };
    const callback = new URL(redirectUri);
    for (const [name, value] of Object.entries({ ...params, hmac: oauthQueryHmac(params, app.clientSecret) })) callback.searchParams.set(name, value);
    res.writeHead(302, { location: callback.toString() }).end();
  }

  private exchange(request: RecordedRequest, res: ServerResponse): void {
    const body = readBody(request);
    const refuse = (description: string) =>
      this.send(res, 400, 'application/json', JSON.stringify({ error: 'invalid_request', error_description: description }));
    const app = this.apps.get(body['client_id'] ?? '');
    if (!app || app.clientSecret !== body['client_secret']) return refuse('The client credentials are invalid.');
    const code = this.codes.find((c) => c.code === body['code']);
    const shop = shopOf(request);
    if (!code || code.used || code.clientId !== app.clientId || code.expiresAt < this.now() || (shop && this.host.hasShop(shop) && shop !== code.shop)) {
      return refuse('The authorization code was not found or was already used.');
    }
    code.used = true;
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    const scope = code.scopes.join(',');
    this.host.grantToken(code.shop, accessToken);
    this.issuedTokens.push({ shop: code.shop, accessToken, scope });
    this.send(res, 200, 'application/json', JSON.stringify({ access_token: accessToken, scope }));
  }

  /** "Install <app> on <shop>?" with the scopes asked for, and a form POSTing the request back with Install or Cancel. */
  private consentPage(res: ServerResponse, app: FakeOAuthApp, shop: string, scopes: string[], query: URLSearchParams): void {
    const name = escapeHtml(app.name ?? app.clientId);
    const hidden = ['client_id', 'scope', 'redirect_uri', 'state']
      .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(query.get(field) ?? '')}">`)
      .join('');
    const body =
      `<main><h1>Install ${name} on ${escapeHtml(shop)}?</h1><p>${name} will be able to:</p>` +
      `<ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` +
      `<form method="post" action="${AUTHORIZE_PATH}">${hidden}` +
      `<button type="submit" name="decision" value="install">Install</button> <button type="submit" name="decision" value="cancel">Cancel</button></form></main>`;
    this.send(
      res,
      200,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install ${name}</title></head><body>${body}</body></html>`,
    );
  }

  private page(res: ServerResponse, status: number, message: string, title = 'Error'): void {
    this.send(
      res,
      status,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
    );
  }

  private send(res: ServerResponse, status: number, type: string, body: string): void {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(status, { 'content-type': type }).end(body);
  }
}

/** The shop a request addresses: its `Host` without the port, when it is a shop domain. */
function shopOf(request: RecordedRequest): string | undefined {
  const host = String(request.headers.host ?? '')
    .replace(/:\d+$/, '')
    .toLowerCase();
  return /\.myshopify\.com$/.test(host) ? host : undefined;
}

/** A JSON or form-encoded body as strings. */
function readBody(request: RecordedRequest): Record<string, string> {
  const type = String(request.headers['content-type'] ?? '');
  try {
    const parsed: unknown = type.includes('json') ? JSON.parse(request.body) : Object.fromEntries(new URLSearchParams(request.body));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
