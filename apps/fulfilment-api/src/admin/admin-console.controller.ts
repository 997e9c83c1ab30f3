import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { IdPipe } from '@fulfil/platform';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { LocationIdPipe } from './admin-params';
import { AdminConsoleService } from './admin-console.service';
import { ApiAdmin } from './admin-docs';
import { CreateTokenDto, GeocodeQueryDto, UsageQueryDto } from './dto/console.dto';

/**
 * What the merchant console needs besides the store's blocks: a location's usage
 * (`/locations/:id/usage`), the shop's admin tokens (`/tokens`) and the geocoder
 * (`/geocode`). Thin: the rules live in @fulfil/store-settings and @fulfil/storefront.
 */
@Controller('admin/v1.0')
@UseGuards(AdminAuthGuard)
export class AdminConsoleController {
  constructor(private readonly service: AdminConsoleService) {}

  @Get('locations/:id/usage')
  @ApiAdmin({
    summary: "A location's usage per date, method and slot",
    description:
      "For each local date of `from`..`to` (the location's zone, else the shop's) and each pickup and delivery slot of its weekday: `limit` (null when not limited), `orders` (active orders), `reservations` (places taken by live holds: fulfilment-api's reservations and widget-api's checkouts) and `full`; rows with `slot_id` null or a removed slot carry date-only holds. Counted as every calendar counts (docs/scheduling-rules.md §6). 400 VALIDATION_FAILED for a bad date, `to` before `from` or a range over 92 days; 404 LOCATION_NOT_FOUND for a location of another shop.",
    answer: 'AdminLocationUsage',
    answerDescription: 'The usage rows of the range.',
    params: { id: true },
  })
  usage(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Query() query: UsageQueryDto) {
    return this.service.usage(shopId, id, query);
  }

  @Get('tokens')
  @ApiAdmin({
    summary: "The shop's admin tokens",
    description: '`{tokens: [{id, label, created_at, revoked_at}]}`, oldest first; never the tokens themselves.',
    answer: 'AdminTokenList',
    answerDescription: "The shop's tokens, revoked ones included.",
  })
  tokens(@AdminShop() shopId: number) {
    return this.service.tokens(shopId);
  }

  @Post('tokens')
  @ApiAdmin({
    summary: 'Creates an admin token of this shop',
    description: 'Answers 201 `{id, label, token}`: the token is shown this once (only its SHA-256 is stored).',
    answer: 'AdminCreatedToken',
    answerDescription: 'The new token, shown once.',
    status: 201,
  })
  createToken(@AdminShop() shopId: number, @Body() body: CreateTokenDto) {
    return this.service.createToken(shopId, body.label ?? '');
  }

  @Delete('tokens/:tokenId')
  @HttpCode(204)
  @ApiAdmin({
    summary: 'Revokes an admin token of this shop',
    description: 'Idempotent; 404 NOT_FOUND for an id this shop has no token with.',
    params: { tokenId: true },
    problems: [[404, 'NOT_FOUND: this shop has no admin token with this id.']],
  })
  async revokeToken(@AdminShop() shopId: number, @Param('tokenId', new IdPipe('tokenId')) tokenId: number): Promise<void> {
    await this.service.revokeToken(shopId, tokenId);
  }

  @Get('geocode')
  @ApiAdmin({
    summary: 'Coordinates of a postal code or place, from the offline geocoder',
    description:
      "Resolved as a storefront's `geoSearchQuery` is (the shop's own postal codes first, then the bundled data, preferring the shop's base country): `{latitude, longitude, postal_code, place_name, region, country_code, source}` in WGS 84 degrees. 400 GEO_QUERY_UNRESOLVED when it cannot.",
    answer: 'AdminGeocode',
    answerDescription: 'The place found.',
    problems: [[400, 'GEO_QUERY_UNRESOLVED: `q` resolves to no place.']],
  })
  geocode(@AdminShop() shopId: number, @Query() query: GeocodeQueryDto) {
    return this.service.geocode(shopId, query.q);
  }
}
