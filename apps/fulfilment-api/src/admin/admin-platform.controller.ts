import { Body, Controller, Delete, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { Matches } from 'class-validator';
import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';
import { PlatformCredentialsRepository, type PlatformCredentialsStatus } from '@fulfil/store-settings';
import { SHOP_DOMAIN_PATTERN } from '@fulfil/storefront-platform';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { ApiAdmin } from './admin-docs';

registerProblemTypes([
  {
    code: 'CREDENTIALS_KEY_MISSING',
    status: 503,
    title: 'Credentials cannot be stored',
    description:
      'This server has no key to seal storefront-platform credentials with (PLATFORM_CREDENTIALS_KEYS is not set in production), so it stores none. docs/draft-orders.md, "Credentials".',
    hint: 'Ask the operator to set PLATFORM_CREDENTIALS_KEYS, then try again.',
  },
]);

/** Body of `PUT /admin/v1.0/storefront-platform` (documented as `AdminPlatformCredentialsBody`). Write-only: no read ever returns the token. */
export class PlatformCredentialsDto {
  @Matches(SHOP_DOMAIN_PATTERN, { message: "shop_domain must be the shop's <handle>.myshopify.com domain in lower case (no IP address or other host)" })
  shop_domain: string;

  @Matches(/^[\x21-\x7e]{8,255}$/, { message: 'access_token must be 8 to 255 printable characters without spaces' })
  access_token: string;
}

/**
 * The token's shop's storefront-platform credentials, `/admin/v1.0/storefront-platform`
 * (docs/draft-orders.md, "Credentials"): PUT sets them (the token sealed with AES-256-GCM),
 * GET says only whether they are set, DELETE removes them (the shop's checkouts go back to
 * test mode).
 */
@Controller('admin/v1.0/storefront-platform')
@UseGuards(AdminAuthGuard)
export class AdminPlatformController {
  constructor(private readonly credentials: PlatformCredentialsRepository) {}

  @Get()
  @ApiAdmin({
    summary: 'Whether the shop has storefront-platform credentials (never the credentials)',
    description: '`configured` and when they were last set; the access token is never returned.',
    answer: 'AdminPlatformCredentials',
    answerDescription: 'Whether credentials are set and since when; never the token.',
  })
  status(@AdminShop() shopId: number): Promise<PlatformCredentialsStatus> {
    return this.credentials.status(shopId);
  }

  @Put()
  @ApiAdmin({
    summary: "Sets the shop's storefront-platform credentials",
    description: 'The access token is sealed with AES-256-GCM before it is stored and is never returned, exported or logged.',
    body: 'AdminPlatformCredentialsBody',
    answer: 'AdminPlatformCredentials',
    answerDescription: 'Whether credentials are set and since when; never the token.',
    problems: [[503, 'CREDENTIALS_KEY_MISSING: this server has no key to seal credentials with (PLATFORM_CREDENTIALS_KEYS not set); nothing is stored.']],
  })
  put(@AdminShop() shopId: number, @Body() body: PlatformCredentialsDto): Promise<PlatformCredentialsStatus> {
    if (!this.credentials.enabled)
      throw new ProblemError({ status: 503, code: 'CREDENTIALS_KEY_MISSING', detail: 'This server stores no storefront-platform credentials.' });
    return this.credentials.put(shopId, body.shop_domain, body.access_token);
  }

  @Delete()
  @HttpCode(204)
  @ApiAdmin({
    summary: "Removes the shop's storefront-platform credentials",
    description: "The shop's new checkouts go back to test mode (no draft orders). Idempotent: 204 also when none were set.",
  })
  async remove(@AdminShop() shopId: number): Promise<void> {
    await this.credentials.remove(shopId);
  }
}
