import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiProblems, Clock, SerializedJson } from '@fulfil/platform';
import type { CartItem, DeliveryTime, WithFull } from '@fulfil/scheduling';
import { BoolParamPipe, CartPipe, DateParam, DatePipe, IdParam, IdPipe, ShopParam, TextParamPipe } from '../http/params';
import { DeliveryLocationsBody, PickupCalendarBody, SlotsOfDateBody } from '../http/requests';
import { ShopPipe, ShopResolver, StorefrontParam } from '@fulfil/storefront';
import { ApiCartQuery, ApiDateParam, ApiIncludeFullQuery, ApiLocationId, ApiShop } from '../openapi/decorators';
import { DeliveryLocationSchema, DeliveryTimeSchema, NoLocationsEnvelope } from '../openapi/schemas-locations';
import { DeliveryCalendarSchema } from '../openapi/schemas-store';
import { DeliveryLocationOut, DeliveryService, type NoDeliveryReason } from './delivery.service';
import { CachePolicy } from '@fulfil/platform';

/**
 * The NO_LOCATIONS_FOUND envelope, answered with HTTP 200 as the original service's clients
 * expect (docs/api-decisions.md, "No delivery location"): `error.reason` tells the cases
 * apart for our own picker.
 */
export interface NoLocationsFound {
  error: { code: 'NO_LOCATIONS_FOUND'; message: string; reason: NoDeliveryReason };
}

/** What the envelope says for each reason (stable English; the picker words it per language by `reason`). */
const NO_LOCATIONS_MESSAGES: Record<NoDeliveryReason, string> = {
  unresolved_query: 'The address could not be found: no delivery location can serve it.',
  no_delivery_locations: 'This shop has no delivery location.',
  out_of_area: 'No delivery location delivers to this address.',
  cart_not_fulfillable: 'No delivery location that delivers to this address can fulfil every item of the cart.',
};

/** Endpoints 3 and 4 of the fulfilment-options API (+ the delivery calendar of a location). */
@ApiTags('Delivery')
@ApiExtraModels(NoLocationsEnvelope, DeliveryLocationSchema)
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
      'The one delivery location nearest to the customer that passes the shop\'s `delivery.validation_mode` (`within_max_radius`: straight-line distance within the location\'s radius; `postal_code`: the customer\'s code matches the location\'s list exactly, by prefix or by pattern; `city`: the customer\'s city starts with a listed city) and, with a cart, stocks every line. `distance` is in the shop\'s unit; `driving_distance` is null (no routing engine). None (out of area, an address that resolves to no place, a cart no delivering location can fulfil): HTTP 200 with `{"error": {"code": "NO_LOCATIONS_FOUND", "message": "...", "reason": "out_of_area"}}` (`reason`: `unresolved_query`, `no_delivery_locations`, `out_of_area` or `cart_not_fulfillable`), as clients of the original service expect. Parameters may travel in the query string or the body (docs/compatibility.md).',
  })
  @ApiShop({ notFound: false })
  @ApiBody({ type: DeliveryLocationsBody })
  @ApiOkResponse({
    description: 'The nearest delivery location, or the NO_LOCATIONS_FOUND envelope when none can deliver this cart there.',
    schema: { oneOf: [{ $ref: getSchemaPath(DeliveryLocationSchema) }, { $ref: getSchemaPath(NoLocationsEnvelope) }] },
  })
  @ApiProblems([400, 'VALIDATION_FAILED (geoSearchQuery missing), INVALID_CART'])
  async nearest(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @StorefrontParam('geoSearchQuery', new TextParamPipe('geoSearchQuery', { required: true })) geoSearchQuery: string,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<DeliveryLocationOut | NoLocationsFound> {
    const snapshot = await this.shops.snapshot(shop);
    const found = await this.delivery.nearest(snapshot, geoSearchQuery, cart, this.clock.now());
    if (found.location) return found.location;
    return { error: { code: 'NO_LOCATIONS_FOUND', message: NO_LOCATIONS_MESSAGES[found.reason], reason: found.reason } };
  }

  @CachePolicy('live')
  @Get(':locationId/calendar/:date')
  @ApiOperation({
    summary: 'Delivery times of a date (endpoint 4)',
    description:
      'The available DeliveryTime rows of one local date at a delivery location. A past, disabled, closed, date-only or full date gives `[]`. Answers GET and POST alike; a `shoppingCart` (query or body) is accepted and read (a malformed one is 400 INVALID_CART) but does not change the times. With `include_full=true` (our own picker) the full rows are listed too, marked `full: true`.',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiDateParam('2026-03-13')
  @ApiCartQuery()
  @ApiIncludeFullQuery()
  @ApiOkResponse({ type: [DeliveryTimeSchema] })
  @ApiProblems(
    [400, 'INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART'],
    [404, 'LOCATION_NOT_FOUND (no such location, or it does not deliver)'],
  )
  async times(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Param('date', DatePipe) date: DateParam,
    @StorefrontParam('shoppingCart', CartPipe) _cart: CartItem[],
    @StorefrontParam('include_full', new BoolParamPipe('include_full')) includeFull: boolean,
  ): Promise<Array<WithFull<DeliveryTime>>> {
    const snapshot = await this.shops.snapshot(shop);
    return this.delivery.times(snapshot, locationId, date, this.clock.now(), includeFull);
  }

  @CachePolicy('live')
  @Post(':locationId/calendar/:date')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delivery times of a date, posted (as clients of the original service call it)',
    description: 'Endpoint 4 with its parameters in the body (or the query string), `shoppingCart` and `include_full` included (docs/compatibility.md).',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiDateParam('2026-03-13')
  @ApiIncludeFullQuery()
  @ApiBody({ type: SlotsOfDateBody, required: false })
  @ApiOkResponse({ type: [DeliveryTimeSchema] })
  @ApiProblems(
    [400, 'INVALID_DATE, VALIDATION_FAILED (locationId, include_full), INVALID_CART'],
    [404, 'LOCATION_NOT_FOUND (no such location, or it does not deliver)'],
  )
  postedTimes(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @Param('date', DatePipe) date: DateParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
    @StorefrontParam('include_full', new BoolParamPipe('include_full')) includeFull: boolean,
  ): Promise<Array<WithFull<DeliveryTime>>> {
    return this.times(shop, locationId, date, cart, includeFull);
  }

  @Post(':locationId/calendar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delivery calendar (as the original service answers it)',
    description:
      'The date picker input for delivery at a location for the cart, computed like the pickup calendar (full slots and days left out): `minDate`, `minDateTime`, `maxDate`, `minTime`/`maxTime`, `disabled` (dates as pickadate arrays `[year, monthIndex, day]`), `minDateSlots` (when a slot is limited), `datePickerEnabled`, `timePickerEnabled`, `timezone`. The cart may travel in the body or the query string, in any of its forms (docs/compatibility.md).',
  })
  @ApiShop()
  @ApiLocationId()
  @ApiBody({ type: PickupCalendarBody, required: false })
  @ApiOkResponse({ type: DeliveryCalendarSchema, description: 'The delivery calendar, in the shape the original service documents.' })
  @ApiProblems([400, 'VALIDATION_FAILED (locationId), INVALID_CART'], [404, 'LOCATION_NOT_FOUND'])
  async calendar(
    @StorefrontParam('shop', ShopPipe) shop: ShopParam,
    @Param('locationId', new IdPipe('locationId')) locationId: IdParam,
    @StorefrontParam('shoppingCart', CartPipe) cart: CartItem[],
  ): Promise<SerializedJson> {
    const snapshot = await this.shops.snapshot(shop);
    return this.delivery.calendar(snapshot, locationId, cart, this.clock.now());
  }
}
