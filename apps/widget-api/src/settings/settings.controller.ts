import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems, jsonContent } from '@fulfil/platform';
import { ShopContextService } from '../shop/shop-context.service';
import { SettingsQueryDto } from './settings.dto';
import { SettingsService, type WidgetSettingsResponse } from './settings.service';
import { CachePolicy } from '@fulfil/platform';
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

  @CachePolicy('settings')
  @Get()
  @ApiOperation({
    operationId: 'getSettings',
    summary: 'WidgetSettings of a shop',
    description:
      'What the widget needs to start: test mode, the pickup and delivery restaurants, the settings tree and the translations (every language the shop has; `locale` picks the fallback order).',
  })
  @ApiOkResponse({ description: 'WidgetSettings exactly as the specification shapes it.', content: jsonContent('WidgetSettings') })
  @ApiProblems([400, 'VALIDATION_FAILED: `shop`, `locale` or `include_restaurants` malformed.'], [404, 'SHOP_NOT_FOUND or WIDGET_NOT_CONFIGURED.'])
  async get(@Query() query: SettingsQueryDto): Promise<WidgetSettingsResponse> {
    const ctx = await this.shops.resolve(query.shop);
    const toPlatform = await this.drafts.shownEnabledFor(ctx.snapshot.shop.id, ctx.testMode);
    return this.settings.settings(ctx, { locale: query.locale ?? null, includeRestaurants: query.include_restaurants, toPlatform });
  }
}
