import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import { StoreConfigReader, StoreReader } from '@fulfil/store-settings';
import { locationOrders, UsageService, type LocationOrders } from '@fulfil/storefront';
import { AdminAuthGuard, AdminShop } from './admin-auth.guard';
import { ApiAdmin } from './admin-docs';
import { LocationIdPipe } from './admin-params';
import { OrdersQueryDto } from './dto/orders.dto';

/**
 * A location's orders to prepare, per date and slot (the merchant console's orders
 * calendar). Thin: the rule is `locationOrders` of @fulfil/storefront, on the snapshot and
 * live capacity the storefront answers from.
 */
@Controller('admin/v1.0')
@UseGuards(AdminAuthGuard)
export class AdminOrdersController {
  constructor(
    private readonly reader: StoreReader,
    private readonly config: StoreConfigReader,
    private readonly usage: UsageService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @Get('locations/:id/orders')
  @ApiAdmin({
    summary: "A location's booked slots and orders per date",
    description:
      "For each local date of `from`..`to` (the location's zone, else the shop's; default today and the 6 days after; at most 31 days) and each method the location serves or has orders of: `offered` (the storefront's calendar for an empty cart offers the date now, capacity aside: false on a blackout or closed date, a closed weekday or one the preparation time blocks), then the slots the storefront lists with its full ones, each with `limit`, `orders`, `holds`, `remaining` (exactly the storefront slot list's at the same moment; null when unlimited), `full` and the active orders `booked` in it (`external_order_id`, `order_name`, `customer_name`, `items`), then rows (`listed: false`, `remaining` 0) of orders or holds in slots the storefront does not list (a started or past slot, a date not offered, a removed slot: `from`/`until` null, no slot: `slot_id` null), so nothing booked is hidden. 400 VALIDATION_FAILED naming `from` or `to` for a bad date, `to` before `from` or a range over 31 days; 404 LOCATION_NOT_FOUND for a location of another shop.",
    answer: 'AdminLocationOrders',
    answerDescription: 'The dates of the range with their slots and orders.',
    params: { id: true },
  })
  async orders(@AdminShop() shopId: number, @Param('id', LocationIdPipe) id: number, @Query() query: OrdersQueryDto): Promise<LocationOrders> {
    const snapshot = await this.reader.forShopId(shopId);
    if (!snapshot) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The shop of this token no longer exists.' });
    return locationOrders({ snapshot, config: this.config, usage: this.usage, manager: this.dataSource.manager }, id, query, this.clock.now());
  }
}
