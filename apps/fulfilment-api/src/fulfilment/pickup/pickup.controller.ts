import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { parseLatLng } from '@fulfil/geo';
import { ApiProblems, Clock, SerializedJson } from '@fulfil/platform';
import { LRUCache } from 'lru-cache';
import type { CartItem, PickupSlotOut, WithFull } from '@fulfil/scheduling';
import { FulfilmentConfig } from '../../config';
import { pageUrl } from '../domain/pagination';
import { BoolParamPipe, CartPipe, DateParam, DatePipe, IdParam, IdPipe, IntQuery, IntQueryPipe, ShopParam, TextParamPipe } from '../http/params';
import { absoluteLinkBase } from '@fulfil/platform';
import { queryString } from '../http/request-url';
import { PickupCalendarBody, PickupLocationsBody, SlotsOfDateBody } from '../http/requests';
import { ShopPipe, ShopResolver, StorefrontParam } from '@fulfil/storefront';
import { ApiCartQuery, ApiDateParam, ApiIncludeFullQuery, ApiLocationId, ApiShop } from '../openapi/decorators';
import { PickupCalendarSchema, PickupLocationsResponse, PickupSlotOfDateSchema } from '../openapi/schemas-locations';
import { PickupService } from './pickup.service';
import { snapshotId } from '@fulfil/storefront';
import { CachePolicy } from '@fulfil/platform';

/** Memory budget of the remembered pickup-location pages, bytes of JSON (all shops together). */
export const LOCATION_PAGES_CACHE_BYTES = 32 * 1024 * 1024;

/** Endpoints 1 and 2 of the fulfilment-options API (+ the slots of one date). */
@ApiTags('Pickup')
@Controller('v1.0/pickup/locations')
export class PickupController {
  /**
   * Pages of cart-less location searches by snapshot and request (geo query, page, limit,
   * base URL and query string of the pagination links): such a page depends on the shop's
   * data and the request only, and a new snapshot (any change of the shop) keys new pages.
   * Least recently used pages leave first beyond {@link LOCATION_PAGES_CACHE_BYTES}.
   */
  private readonly pages = new LRUCache<string, SerializedJson>({ maxSize: LOCATION_PAGES_CACHE_BYTES, sizeCalculation: (page) => page.bytes.length + 200 });

  constructor(
    private readonly shops: ShopResolver,
    private readonly pickup: PickupService,
    private readonly clock: Clock,
    private readonly config: FulfilmentConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pickup locations (endpoint 1)',
    description:
      "Eligible pickup locations, a page at a time. With `geoSearchQuery` they come nearest first with `distance` (shop unit, 2 decimals); otherwise in the merchant's order (`pickup.sort_order`) with `distance` null. With `shoppingCart`, only locations stocking every line are listed. No eligible location: `locations` is `[]` (200). Pagination follows the Laravel paginator; its URLs keep the query string.",
  })
  @ApiShop()
  @ApiQuery({
    name: 'page',
    required: false,
    description: '1-based page (default 1); beyond the last page the list is empty',
    schema: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    example: 1,
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    description: "Page size, 1-200 (default: the shop's pickup.pagination_limit, 10 when unset); above 200 is a 400",
    schema: { type: 'integer', minimum: 1, maximum: 200 },
    example: 20,
  })
  @ApiBody({ type: PickupLocationsBody, required: false })
  @ApiOkResponse({ type: PickupLocationsResponse })
  @ApiProblems([
    400,
    'VALIDATION_FAILED (page, limit, body fields), INVALID_CART (unparseable shoppingCart), GEO_QUERY_UNRESOLVED (geoSearchQuery unknown to the geocoder)',
  ])
  async locations(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @StorefrontParam('page', new IntQueryPipe('page', 1, 100_000_000)) page: IntQuery,
    @StorefrontParam('limit', new IntQueryPipe('limit', 1, 200)) limit: IntQuery,
    @StorefrontParam('geoSearchQuery', new TextParamPipe('geoSearchQuery')) geoSearchQuery: string | undefined,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | SerializedJson> {
    const snapshot = await this.shops.snapshot(shop);
    const base = `${absoluteLinkBase(req, this.config.PUBLIC_BASE_URL)}${req.path}`;
    const query = queryString(req);
    res.type('application/json');
    const answer = () => this.pickup.locations(snapshot, { page: page ?? 1, limit, geoSearchQuery, cart }, (p) => pageUrl(base, '', query, p));
    // With a cart the page depends on live stock: always computed. A "lat,lng" point (a
    // shopper's position) is hardly ever asked twice: keeping its page would only churn the cache.
    if (cart.length > 0 || parseLatLng(geoSearchQuery ?? '') !== null) return answer();
    const key = `${snapshotId(snapshot)}\n${page ?? 1}\n${limit ?? ''}\n${base}\n${query}\n${geoSearchQuery?.trim() ?? ''}`;
    let known = this.pages.get(key);
    if (!known) this.pages.set(key, (known = new SerializedJson(await answer())));
    return known;
  }

  @Post(':locationId/calendar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pickup calendar rules (endpoint 2)',
    description:
      'PickupCalendarRules of a pickup location for the cart, computed in the location\'s zone at the server\'s "now" (docs/scheduling-rules.md). `minDateSlots` (the available slots of minDate) is present exactly when the location uses pickup order limits; full slots and days are left out. Feed `disabled`, `minDate` and `maxDate` to pickadate.js after converting date strings to arrays.',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiBody({ type: PickupCalendarBody, required: false })
  @ApiOkResponse({ type: PickupCalendarSchema })
  @ApiProblems([400, 'VALIDATION_FAILED (locationId), INVALID_CART'], [404, 'LOCATION_NOT_FOUND (no such location, or it does not offer pickup)'])
  async calendar(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<SerializedJson> {
    const snapshot = await this.shops.snapshot(shop);
    return this.pickup.calendar(snapshot, locationId, cart, this.clock.now());
  }

  @CachePolicy('live')
  @Get(':locationId/calendar/:date')
  @ApiOperation({
    summary: 'Pickup slots of a date (addition to the specification)',
    description:
      'The available PickupSlots of one local date, for the time picker of that day (the calendar only carries minDateSlots). A past, blacked-out, closed or full date gives `[]`. Slots generated from the window and interval have `id` null. Answers GET and POST alike; `shoppingCart` (optional) travels in the query string or the body, in any of its forms (docs/compatibility.md). With `include_full=true` (our own picker) the full slots are listed too, marked `full: true`.',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiDateParam('2026-03-10')
  @ApiCartQuery()
  @ApiIncludeFullQuery()
  @ApiOkResponse({ type: [PickupSlotOfDateSchema] })
  @ApiProblems([400, 'INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  async slots(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Param('date', DatePipe) date: DateParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
    @StorefrontParam('include_full', new BoolParamPipe('include_full')) includeFull: boolean,
  ): Promise<Array<WithFull<PickupSlotOut> & { remaining: number | null }>> {
    const snapshot = await this.shops.snapshot(shop);
    return this.pickup.slots(snapshot, locationId, date, cart, this.clock.now(), true, includeFull);
  }

  @CachePolicy('live')
  @Post(':locationId/calendar/:date')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pickup slots of a date, posted (as clients of the original service call it)',
    description:
      'The available PickupSlots of one local date, for the time picker of that day (the calendar only carries minDateSlots). A past, blacked-out, closed or full date gives `[]`. Slots generated from the window and interval have `id` null. Answers GET and POST alike; `shoppingCart` (optional) travels in the query string or the body, in any of its forms (docs/compatibility.md). With `include_full=true` (our own picker) the full slots are listed too, marked `full: true`.',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiDateParam('2026-03-10')
  @ApiCartQuery()
  @ApiIncludeFullQuery()
  @ApiOkResponse({ type: [PickupSlotOfDateSchema] })
  @ApiProblems([400, 'INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  @ApiBody({ type: SlotsOfDateBody, required: false })
  postedSlots(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Param('date', DatePipe) date: DateParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
    @StorefrontParam('include_full', new BoolParamPipe('include_full')) includeFull: boolean,
  ): Promise<Array<WithFull<PickupSlotOut> & { remaining: number | null }>> {
    return this.slots(shop, locationId, date, cart, includeFull);
  }
}
