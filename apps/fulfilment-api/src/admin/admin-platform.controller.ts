import { Body, Controller, Delete, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';
import { PlatformCredentialsRepository, type PlatformCredentialsStatus } from '@fulfil/store-settings';
import { SHOP_DOMAIN_PATTERN } from '@fulfil/storefront-platform';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';

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

/** Body of `PUT /admin/v1.0/storefront-platform`. Write-only: no read ever returns the token. */
export class PlatformCredentialsDto {
  @ApiProperty({ description: "The shop's domain on the storefront platform (the Admin API host), lower case.", example: 'demo-eats.myshopify.com' })
  @Matches(SHOP_DOMAIN_PATTERN, { message: 'shop_domain must be a lower-case host name such as demo-eats.myshopify.com' })
  shop_domain: string;

  @ApiProperty({ description: 'Admin API access token of the shop (needs the draft orders scope). Stored sealed; never returned.', example: 'shpat_…' })
  @Matches(/^[\x21-\x7e]{8,255}$/, { message: 'access_token must be 8 to 255 printable characters without spaces' })
  access_token: string;
}

/** What a read says: whether credentials are set and since when, never what they are. */
export class PlatformCredentialsStatusDto {
  @ApiProperty({ description: 'True when the shop has storefront-platform credentials (its checkouts become draft orders).' })
  configured: boolean;

  @ApiProperty({ description: 'When they were last set (ISO 8601), or null.', type: String, nullable: true })
  updated_at: string | null;
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
  @ApiOperation({ summary: 'Whether the shop has storefront-platform credentials (never the credentials)' })
  @ApiOkResponse({ type: PlatformCredentialsStatusDto })
  status(@AdminShop() shopId: number): Promise<PlatformCredentialsStatus> {
    return this.credentials.status(shopId);
  }

  @Put()
  @ApiOperation({
    summary: "Sets the shop's storefront-platform credentials",
    description:
      'The access token is sealed with AES-256-GCM before it is stored and is never returned, exported or logged. 400 VALIDATION_FAILED names a bad field; 503 CREDENTIALS_KEY_MISSING when the server has no key.',
  })
  @ApiOkResponse({ type: PlatformCredentialsStatusDto })
  put(@AdminShop() shopId: number, @Body() body: PlatformCredentialsDto): Promise<PlatformCredentialsStatus> {
    if (!this.credentials.enabled)
      throw new ProblemError({ status: 503, code: 'CREDENTIALS_KEY_MISSING', detail: 'This server stores no storefront-platform credentials.' });
    return this.credentials.put(shopId, body.shop_domain, body.access_token);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: "Removes the shop's storefront-platform credentials (its checkouts go back to test mode)" })
  async remove(@AdminShop() shopId: number): Promise<void> {
    await this.credentials.remove(shopId);
  }
}
