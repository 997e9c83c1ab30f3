import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiProblems, Clock, PROBLEM_DETAILS_REF, PROBLEM_MEDIA_TYPE, SerializedJson } from '@fulfil/platform';
import type { DeliveryTime } from '@fulfil/scheduling';
import { parseCartArray } from '../domain/shopping-cart';
import { DateParam, DatePipe, IdParam, IdPipe, ShopParam } from '../http/params';
import { DeliveryLocationsBody, PickupCalendarBody } from '../http/requests';
import { ShopPipe, ShopResolver } from '@fulfil/storefront';
import { ApiDateParam, ApiLocationId, ApiShop } from '../openapi/decorators';
import { DeliveryLocationSchema, DeliveryTimeSchema, NoLocationsEnvelope } from '../openapi/schemas-locations';
import { DeliveryCalendarSchema } from '../openapi/schemas-store';
import { DeliveryLocationOut, DeliveryService } from './delivery.service';
import { CachePolicy } from '@fulfil/platform';

/** The NO_LOCATIONS_FOUND envelope (the one error of this API that is not problem details, as the specification requires). */
export interface NoLocationsFound {
  error: { code: 'NO_LOCATIONS_FOUND'; message: string };
}

/** Endpoints 3 and 4 of the fulfilment-options API (+ the delivery calendar of a location). */
@ApiTags('Delivery')
@ApiExtraModels(NoLocationsEnvelope)
@Controller('v1.0/delivery/locations')
export class DeliveryController {
  constructor(
    private readonly shops: ShopResolver,
    private readonly delivery: DeliveryService,
    private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Nearest delivery location (endpoint 3)',
    description:
      'The one delivery location nearest to the customer that passes the shop\'s `delivery.validation_mode` (`within_max_radius`: straight-line distance within the location\'s radius; `postal_code`: the customer\'s code matches the location\'s list exactly, by prefix or by pattern; `city`: the customer\'s city starts with a listed city) and, with a cart, stocks every line. `distance` is in the shop\'s unit; `driving_distance` is null (no routing engine). None: HTTP 404 with `{"error": {"code": "NO_LOCATIONS_FOUND", "message": "..."}}`.',
  })
  @ApiShop({ notFound: false })
  @ApiBody({ type: DeliveryLocationsBody })
  @ApiOkResponse({ type: DeliveryLocationSchema })
  @ApiResponse({
    status: 404,
    description:
      'No location can deliver: the specification\'s envelope `{"error": {"code": "NO_LOCATIONS_FOUND", "message": ...}}` as `application/json`. An unknown shop is a SHOP_NOT_FOUND problem (`application/problem+json`).',
    content: { 'application/json': { schema: { $ref: getSchemaPath(NoLocationsEnvelope) } }, [PROBLEM_MEDIA_TYPE]: { schema: PROBLEM_DETAILS_REF } },
  })
  @ApiProblems([400, 'VALIDATION_FAILED (geoSearchQuery missing), INVALID_CART, GEO_QUERY_UNRESOLVED'])
  async nearest(
    @Query('shop', ShopPipe) shop: ShopParam,
    @Body() body: DeliveryLocationsBody,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeliveryLocationOut | NoLocationsFound> {
    const snapshot = await this.shops.snapshot(shop);
    const location = await this.delivery.nearest(snapshot, body.geoSearchQuery, parseCartArray(body.shoppingCart), this.clock.now());
    if (location) return location;
    res.status(404);
    return { error: { code: 'NO_LOCATIONS_FOUND', message: 'No delivery location can serve this address and cart.' } };
  }

  @CachePolicy('live')
  @Get(':locationId/calendar/:date')
  @ApiOperation({
    summary: 'Delivery times of a date (endpoint 4)',
    description: 'The available DeliveryTime rows of one local date at a delivery location. A past, disabled, closed, date-only or full date gives `[]`.',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiDateParam('2026-03-13')
  @ApiOkResponse({ type: [DeliveryTimeSchema] })
  @ApiProblems([400, 'INVALID_DATE, VALIDATION_FAILED (locationId)'], [404, 'LOCATION_NOT_FOUND (no such location, or it does not deliver)'])
  async times(
    @Query('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Param('date', DatePipe) date: DateParam,
  ): Promise<DeliveryTime[]> {
    const snapshot = await this.shops.snapshot(shop);
    return this.delivery.times(snapshot, locationId, date, this.clock.now());
  }

  @Post(':locationId/calendar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delivery calendar (addition to the specification)',
    description:
      '`{minDate, minDateTime, maxDate, disabled, timezone}` of a delivery location for the cart: the date picker input for delivery, computed like the pickup calendar (full slots and days left out).',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiBody({ type: PickupCalendarBody, required: false })
  @ApiOkResponse({ type: DeliveryCalendarSchema, description: 'The shipping-calendar shape plus minDateTime.' })
  @ApiProblems([400, 'VALIDATION_FAILED (locationId), INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  async calendar(
    @Query('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Body() body: PickupCalendarBody,
  ): Promise<SerializedJson> {
    const snapshot = await this.shops.snapshot(shop);
    return this.delivery.calendar(snapshot, locationId, parseCartArray(body.shoppingCart), this.clock.now());
  }
}
