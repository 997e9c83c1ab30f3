import { Module } from '@nestjs/common';
import { CheckoutRepository } from './checkouts/storage/checkout.repository';
import { DataSource } from 'typeorm';
import { CheckoutPlanner } from './checkouts/checkout-plan';
import { CheckoutService } from './checkouts/checkout.service';
import { CheckoutsController } from './checkouts/checkouts.controller';
import { OpenApiController } from './docs/openapi.controller';
import { OpenApiService } from './docs/openapi.service';
import { MenuController } from './menus/menu.controller';
import { MenuService } from './menus/menu.service';
import { ProductOptionsController } from './options/product-options.controller';
import { ScheduleService } from './schedule/schedule.service';
import { CalendarController, SlotsController } from './schedule/slots.controller';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { SearchUsage } from './search/search-usage';
import { UsageCounter } from '@fulfil/capacity';
import { UsageService } from '@fulfil/storefront';
import { WidgetConfig } from './config';
import { SettingsController } from './settings/settings.controller';
import { SettingsService } from './settings/settings.service';
import { ShopContextService } from './shop/shop-context.service';
import { DraftOrderService } from './draft-orders/draft-order.service';
import { DraftOrderWorker } from './draft-orders/draft-order.worker';

/** The widget routes and their services (needs StorefrontModule: platform, database, store, shop resolution, geocoder, capacity). */
@Module({
  controllers: [
    SettingsController,
    MenuController,
    SlotsController,
    CalendarController,
    ProductOptionsController,
    SearchController,
    CheckoutsController,
    OpenApiController,
  ],
  providers: [
    ShopContextService,
    SettingsService,
    MenuService,
    ScheduleService,
    SearchService,
    CheckoutPlanner,
    CheckoutService,
    OpenApiService,
    DraftOrderService,
    DraftOrderWorker,
    {
      provide: SearchUsage,
      // Dropped with the counter's counts on every capacity write of this instance (UsageService.changed).
      useFactory: (counter: UsageCounter, config: WidgetConfig, usage: UsageService) => {
        const search = new SearchUsage(counter, { maxAgeMs: config.SEARCH_CAPACITY_CACHE_MS });
        usage.onChange((shopId) => search.invalidate(shopId));
        return search;
      },
      inject: [UsageCounter, WidgetConfig, UsageService],
    },
    { provide: CheckoutRepository, useFactory: (ds: DataSource) => new CheckoutRepository(ds), inject: [DataSource] },
  ],
})
export class WidgetModule {}
