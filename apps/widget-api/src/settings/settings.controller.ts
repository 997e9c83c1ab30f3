import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WidgetSettingsResponse } from '@fulfil/store-settings';
import { ShopContextService } from '../shop/shop-context.service';
import { SettingsQueryDto } from './settings.dto';
import { SettingsService } from './settings.service';
import { DraftOrderService } from '../draft-orders/draft-order.service';

/** `GET /settings`: what the widget needs to start. */
@ApiTags('Settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly shops: ShopContextService,
    private readonly settings: SettingsService,
    private readonly drafts: DraftOrderService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getSettings', summary: 'WidgetSettings of a shop: test mode, restaurants, settings tree and translations' })
  @ApiOkResponse({ description: 'WidgetSettings exactly as the spec shapes it. Errors: 400 VALIDATION_FAILED, 404 SHOP_NOT_FOUND, 404 WIDGET_NOT_CONFIGURED.' })
  async get(@Query() query: SettingsQueryDto): Promise<WidgetSettingsResponse> {
    const ctx = await this.shops.resolve(query.shop);
    const toPlatform = await this.drafts.enabledFor(ctx.snapshot.shop.id, ctx.testMode);
    return this.settings.settings(ctx, { locale: query.locale ?? null, includeRestaurants: query.include_restaurants, toPlatform });
  }
}
