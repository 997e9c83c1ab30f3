import { Controller, Get, Header, Query, Redirect } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import escapeHtml from 'escape-html';
import { ApiProblems } from '@fulfil/platform';
import { PLATFORM_APP_SCOPES, SHOP_DOMAIN_PATTERN } from '@fulfil/storefront-platform';
import { CALLBACK_PATH, PlatformInstallService } from './platform-install.service';

const SHOP_SCHEMA = { type: 'string' as const, pattern: SHOP_DOMAIN_PATTERN.source, example: 'demo-eats.myshopify.com' };
const NOT_CONFIGURED: [number, string] = [
  503,
  'PLATFORM_APP_NOT_CONFIGURED: PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET or PLATFORM_APP_URL is not set (`missing` names them); CREDENTIALS_KEY_MISSING: no key ring to seal the token with.',
];

/**
 * The merchant's install of the storefront-platform app (docs/platform-install.md): the
 * install link `GET /platform/install?shop=` and the OAuth callback
 * `GET /platform/oauth/callback`. Browser routes without a bearer token: the platform's
 * signature (`hmac`) and the single-use `state` authenticate the callback.
 */
@ApiTags('Platform install')
@Controller()
export class PlatformInstallController {
  constructor(private readonly install: PlatformInstallService) {}

  @Get('platform/install')
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Starts the install of the storefront-platform app on a shop (redirects to the platform's authorize page)",
    description: `Answers 302 to \`https://<shop>/admin/oauth/authorize\` with this app's \`client_id\`, the scopes \`${PLATFORM_APP_SCOPES.join(',')}\`, \`redirect_uri\` = \`<PLATFORM_APP_URL>${CALLBACK_PATH}\` and a single-use \`state\` valid 10 minutes. The shop of this server with the same domain is installed into; with none, the callback makes one. A launch from the platform's admin may add \`hmac\`, \`timestamp\` and \`host\`; an \`hmac\` is then verified.`,
  })
  @ApiQuery({ name: 'shop', required: true, description: "The shop's <handle>.myshopify.com domain.", schema: SHOP_SCHEMA })
  @ApiQuery({
    name: 'hmac',
    required: false,
    description: "The platform's signature of a launch from its admin (hex HMAC-SHA256).",
    schema: { type: 'string' },
  })
  @ApiQuery({ name: 'timestamp', required: false, description: 'Of a launch from the platform (seconds since the epoch).', schema: { type: 'string' } })
  @ApiQuery({ name: 'host', required: false, description: 'Of a launch from the platform (base64 of its admin host).', schema: { type: 'string' } })
  @ApiResponse({
    status: 302,
    description: "To the platform's authorize page.",
    headers: { Location: { description: 'The authorize URL with client_id, scope, redirect_uri and state.', schema: { type: 'string', format: 'uri' } } },
  })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `shop` is missing or not a <handle>.myshopify.com domain.'],
    [401, 'INSTALL_SIGNATURE_INVALID: an `hmac` was sent and does not verify.'],
    NOT_CONFIGURED,
  )
  async start(@Query() query: Record<string, unknown>): Promise<{ url: string; statusCode: number }> {
    return { url: await this.install.start(query), statusCode: 302 };
  }

  @Get(CALLBACK_PATH.slice(1))
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Completes the install: the OAuth callback of the storefront platform',
    description:
      "Verifies `hmac` (hex HMAC-SHA256 with the app's client secret of the other parameters sorted by name), the shop domain, `timestamp` (at most 5 minutes old) and `state` (issued here for this shop, not expired, used once whatever the outcome); exchanges `code` for the shop's offline access token (one attempt); checks that every needed scope was granted; makes the shop when none here has the domain (its time zone, country and unit from the platform); stores the token sealed (AES-256-GCM, PLATFORM_CREDENTIALS_KEYS) as the shop's storefront-platform credentials. Answers a small HTML page showing, once, a new admin token of the shop to sign in to the console with; any failure stores nothing.",
  })
  @ApiQuery({ name: 'code', required: true, description: 'The authorization code (single use).', schema: { type: 'string' } })
  @ApiQuery({ name: 'hmac', required: true, description: "The platform's signature of the other parameters.", schema: { type: 'string' } })
  @ApiQuery({ name: 'shop', required: true, description: "The shop's <handle>.myshopify.com domain.", schema: SHOP_SCHEMA })
  @ApiQuery({ name: 'state', required: true, description: 'The state of the install link.', schema: { type: 'string' } })
  @ApiQuery({ name: 'timestamp', required: true, description: 'When the platform redirected (seconds since the epoch).', schema: { type: 'string' } })
  @ApiQuery({ name: 'host', required: false, description: 'Base64 of the platform admin host of the shop.', schema: { type: 'string' } })
  @ApiResponse({ status: 200, description: 'Connected: a page saying so.', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiProblems(
    [
      400,
      'VALIDATION_FAILED (a parameter missing or malformed), INSTALL_CALLBACK_STALE (`timestamp` too old), INSTALL_STATE_INVALID (`reason`: unknown, expired, other_shop).',
    ],
    [401, 'INSTALL_SIGNATURE_INVALID: `hmac` is missing or does not verify.'],
    [403, 'PLATFORM_SCOPES_MISSING: the platform granted fewer scopes than needed (`missing`).'],
    [
      502,
      "PLATFORM_TOKEN_EXCHANGE_FAILED: the code exchange failed (`reason`: network, server_error, rejected, bad_response); PLATFORM_SHOP_UNREADABLE: a new shop's time zone and country could not be read.",
    ],
    NOT_CONFIGURED,
    [504, 'PLATFORM_TOKEN_EXCHANGE_FAILED with `reason: timeout`.'],
  )
  async callback(@Query() query: Record<string, unknown>): Promise<string> {
    const done = await this.install.complete(query);
    const shop = escapeHtml(done.platformDomain);
    const made = done.createdShop ? ' A shop was made for it here, in its time zone.' : '';
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Connected</title></head><body><main>` +
      `<h1>Connected</h1><p>${shop} is connected.${made} Its locations, products and stock are being read now; ordering-widget checkouts become draft orders on it.</p>` +
      `<h2>Your console sign-in</h2><p>Sign in to the merchant console with this admin token. It is shown only this once: copy it now (you can revoke it, or make others, on the console's Tokens page).</p>` +
      `<p><code id="console-token">${escapeHtml(done.consoleToken)}</code></p>` +
      `<p><a href="/console/platform">Open the merchant console</a> and map the platform's locations to yours.</p></main></body></html>`
    );
  }
}
