import { DynamicModule, Module } from '@nestjs/common';
import { ApiReferenceModule, RateLimitModule } from '@fulfil/platform';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { StorefrontModule, type StorefrontModuleOptions } from '@fulfil/storefront';
import { FulfilmentConfig } from './config';
import { AdminModule } from './admin/admin.module';
import { ConsoleModule } from './console/console.module';
import { FulfilmentModule } from './fulfilment/fulfilment.module';
import { PlatformInstallModule } from './platform-install/platform-install.module';
import { PlatformSyncModule } from './platform-sync/platform-sync.module';
import { StorefrontWidgetModule } from './storefront-widget/storefront-widget.module';

/** Root module of fulfilment-api: the fulfilment-options API a storefront asks for pickup, delivery and shipping options, and the merchants' admin API. */
@Module({})
export class AppModule {
  /** @param options.logDestination where log lines go (tests read them); stdout by default */
  static forRoot(config: FulfilmentConfig, options: Pick<StorefrontModuleOptions, 'logDestination'> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StorefrontModule.forRoot({ appName: 'fulfilment-api', config, tables: CAPACITY_TABLE_SET, capacityCacheMs: config.CAPACITY_CACHE_MS, ...options }),
        RateLimitModule.forRoot({
          redisUrl: config.REDIS_URL,
          keyPrefix: config.RATE_LIMIT_KEY_PREFIX,
          policy: { limit: config.RESERVATION_RATE_LIMIT, windowSeconds: config.RESERVATION_RATE_LIMIT_WINDOW_SECONDS },
        }),
        // The storefront's endpoints first: Express tries routes in the order they were registered.
        FulfilmentModule,
        AdminModule,
        // The storefront-platform app install (docs/platform-install.md).
        PlatformInstallModule,
        PlatformSyncModule,
        ConsoleModule,
        StorefrontWidgetModule.forRoot(config.STOREFRONT_WIDGET_FILE, config.WIDGET_LOADER_MAX_AGE_SECONDS),
        // The reference at /docs and the root document linking it (docs/openapi.md).
        ApiReferenceModule.forRoot({ title: 'Fulfilment-options API', openApiPath: '/v1.0/openapi.json', root: true }),
      ],
    };
  }
}
