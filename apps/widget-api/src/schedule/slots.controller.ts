import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiProblems, Clock, ID_SCHEMA, jsonContent } from '@fulfil/platform';
import { RestaurantIdPipe } from '../shop/params';
import { ShopContextService } from '../shop/shop-context.service';
import { CalendarResponse, ScheduleService, SlotsResponse } from './schedule.service';
import { CalendarQueryDto, SlotsQueryDto } from './slots.dto';
import { CachePolicy } from '@fulfil/platform';

/** The slots of a date: what `POST /checkouts` accepts as `slot_id` / `time`. */
@ApiTags('Menus')
@Controller('restaurant/:restaurant/slots')
export class SlotsController {
  constructor(
    private readonly shops: ShopContextService,
    private readonly schedule: ScheduleService,
    private readonly clock: Clock,
  ) {}

  @CachePolicy('live')
  @Get()
  @ApiOperation({
    operationId: 'listSlots',
    summary: "A date's slots for a method",
    description:
      "A date's slots for a method, with places left (orders and live holds counted), by the same scheduling rules as the fulfilment API. `slots` is empty when the date cannot be chosen.",
  })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', schema: ID_SCHEMA, example: 1 })
  @ApiOkResponse({ description: 'The slots of the date.', content: jsonContent('Slots') })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `shop`, `restaurant`, `method` or `date` malformed.'],
    [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND.'],
    [422, 'METHOD_NOT_AVAILABLE: the restaurant does not offer this method.'],
  )
  async slots(@Param('restaurant', RestaurantIdPipe) restaurantId: number, @Query() query: SlotsQueryDto): Promise<SlotsResponse> {
    const ctx = await this.shops.resolve(query.shop);
    return this.schedule.slots(ctx, this.shops.restaurant(ctx, restaurantId), query.method, query.date, this.clock.now());
  }
}

/** The calendar of a method: which dates the widget's date grid offers. */
@ApiTags('Menus')
@Controller('restaurant/:restaurant/calendar')
export class CalendarController {
  constructor(
    private readonly shops: ShopContextService,
    private readonly schedule: ScheduleService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getCalendar',
    summary: "The restaurant's calendar for a method",
    description:
      "The fulfilment API's calendar shape of the method (pickup: PickupCalendarRules; delivery: the delivery calendar) with live capacity: a date whose every slot is taken is disabled. `today` is the restaurant's date now.",
  })
  @ApiParam({ name: 'restaurant', description: 'Restaurant (location) id', schema: ID_SCHEMA, example: 1 })
  @ApiOkResponse({ description: 'The calendar of the method.', content: jsonContent('Calendar') })
  @ApiProblems(
    [400, 'VALIDATION_FAILED: `shop`, `restaurant` or `method` malformed.'],
    [404, 'SHOP_NOT_FOUND, WIDGET_NOT_CONFIGURED or RESTAURANT_NOT_FOUND.'],
    [422, 'METHOD_NOT_AVAILABLE: the restaurant does not offer this method.'],
  )
  async calendar(@Param('restaurant', RestaurantIdPipe) restaurantId: number, @Query() query: CalendarQueryDto): Promise<CalendarResponse> {
    const ctx = await this.shops.resolve(query.shop);
    return this.schedule.calendar(ctx, this.shops.restaurant(ctx, restaurantId), query.method, this.clock.now());
  }
}
