import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { IdPipe } from '@fulfil/platform';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { LocationIdPipe } from './admin-params';
import { AdminConsoleService } from './admin-console.service';
import { ApiAdmin } from './admin-docs';
import { CreateTokenDto, GeocodeQueryDto, UsageQueryDto } from './dto/console.dto';
import { ExplainBodyDto } from './dto/insights.dto';
import { AdminInsightsService } from './admin-insights.service';

/**
 * What the merchant console needs besides the store's blocks: a location's usage
 * (`/locations/:id/usage`), the shop's admin tokens (`/tokens`), the geocoder
 * (`/geocode`) and what shoppers will see (`/locations/:id/checklist`, `/products`,
 * `/locations/explain`; admin-insights.service.ts). Thin: the rules live in
 * @fulfil/store-settings and @fulfil/storefront.
 */
@Controller('admin/v1.0')
@UseGuards(AdminAuthGuard)
export class AdminConsoleController {
  constructor(
    private readonly service: AdminConsoleService,
    private readonly insights: AdminInsightsService,
  ) {}

  @Get('locations/:id/checklist')
  @ApiAdmin({
    summary: "A location's setup checklist",
    description:
      "`{location_id, checks: [{code, method, severity, message, values}]}`: why shoppers may never see the location or one of its methods, computed by the storefront's own rules at the server's clock (`locationChecks` of @fulfil/storefront). Codes: `NO_METHOD`, `NO_PRODUCTS_OFFERED` (`values.restricted_products`) and `CLOSED_EVERY_DAY`, `NO_DATE_IN_30_DAYS` (`values.days`; per enabled method) are critical; `NO_STOCK` (`values.tracked_variants`), `ZONE_DIFFERS` (`values.zone`, `values.address_zone`) and `NO_COORDINATES` are warnings. Empty when all is well.",
    answer: 'AdminLocationChecklist',
    answerDescription: "The location's checks, critical first.",
    params: { id: true },
  })
  checklist(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number) {
    return this.insights.checklist(shopId, id);
  }

  @Get('products')
  @ApiAdmin({
    summary: "The shop's products",
    description:
      "`{products: [{product_id, variants: [{variant_id, tracked}], offered_at}]}` sorted by `product_id`: every product the shop knows (availability rows, inventory rows, the storefront platform's synced products and items). `tracked`: the storefront checks stock of the variant (an inventory row somewhere, or synced from the platform). `offered_at`: locations listing the product; 0 means no list, so offered everywhere. No titles: the store keeps none.",
    answer: 'AdminProductList',
    answerDescription: 'The products, ascending by id.',
  })
  products(@AdminShop() shopId: number) {
    return this.insights.products(shopId);
  }

  @Post('locations/explain')
  @HttpCode(200)
  @ApiAdmin({
    summary: 'Which locations shoppers get for a cart, and why not',
    description:
      "Every location of the shop in the merchant's order (`page`, `per_page` 1-100, default 50): `offered` exactly when the public list includes it for this cart (pickup: `POST /v1.0/pickup/locations` with `shoppingCart`; delivery: the locations the public delivery search picks its nearest from, i.e. delivery on, every line stocked and offered and, with `postal_code`, delivering there by the shop's validation mode; without `postal_code` the area is not judged), `reasons` (`METHOD_OFF`, `PRODUCT_NOT_OFFERED` `{product_id}`, `OUT_OF_STOCK` `{variant_id, available, needed}`, `OUT_OF_AREA` `{distance?, max_radius?, unit}`, and `NO_DATE` when the calendar has no date for the cart in its horizon, which does not change `offered`) and `first_date` (the calendar's first date for the cart at the server's clock, the location's zone). `offered_total` counts all pages. 400 VALIDATION_FAILED naming `postal_code` when it resolves to no place.",
    answer: 'AdminLocationExplain',
    answerDescription: 'The page of locations with why each is (not) offered.',
  })
  explain(@AdminShop() shopId: number, @Body() body: ExplainBodyDto) {
    return this.insights.explain(shopId, body);
  }

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
      "Resolved as a storefront's `geoSearchQuery` is (the shop's own postal codes first, then the bundled data, preferring the shop's base country): `{latitude, longitude, postal_code, place_name, region, country_code, source, timezone}` in WGS 84 degrees; `timezone` is the IANA zone at that point (`timeZoneAt` of @fulfil/geo; null at sea). 400 GEO_QUERY_UNRESOLVED when it cannot.",
    answer: 'AdminGeocode',
    answerDescription: 'The place found.',
    problems: [[400, 'GEO_QUERY_UNRESOLVED: `q` resolves to no place.']],
  })
  geocode(@AdminShop() shopId: number, @Query() query: GeocodeQueryDto) {
    return this.service.geocode(shopId, query.q);
  }
}
