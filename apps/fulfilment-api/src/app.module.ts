import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, RateLimitModule } from '@fulfil/platform';
import { databaseTimeouts, DatabaseModule } from '@fulfil/database';
import { STORE_TABLE_SET } from '@fulfil/store-settings';
import { FulfilmentConfig } from './config';
import { AdminModule } from './admin/admin.module';
import { FulfilmentModule } from './fulfilment/fulfilment.module';

/** Root module of fulfilment-api: the fulfilment-options API a storefront asks for pickup, delivery and shipping options, and the merchants' admin API. */
@Module({})
export class AppModule {
  static forRoot(config: FulfilmentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ appName: 'fulfilment-api', config }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, tables: STORE_TABLE_SET, timeouts: databaseTimeouts(config) }),
        RateLimitModule.forRoot({
          redisUrl: config.REDIS_URL,
          keyPrefix: config.RATE_LIMIT_KEY_PREFIX,
          policy: { limit: config.RESERVATION_RATE_LIMIT, windowSeconds: config.RESERVATION_RATE_LIMIT_WINDOW_SECONDS },
        }),
        // The storefront's endpoints first: Express tries routes in the order they were registered.
        FulfilmentModule,
        AdminModule,
      ],
    };
  }
}
