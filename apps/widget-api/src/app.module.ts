import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@fulfil/platform';
import { DatabaseModule } from '@fulfil/store-settings';
import { WidgetConfig } from './config';
import './problems';
import { WidgetModule } from './widget.module';

/** Root module of widget-api: the storefront ordering widget's backend (settings, menus, search, checkouts). */
@Module({})
export class AppModule {
  static forRoot(config: WidgetConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ appName: 'widget-api', config }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, schema: 'store' }),
        WidgetModule,
      ],
    };
  }
}
