import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@fulfil/platform';
import { databaseTimeouts, DatabaseModule } from '@fulfil/database';
import { WIDGET_TABLE_SET } from './checkouts/storage/schema';
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
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, tables: WIDGET_TABLE_SET, timeouts: databaseTimeouts(config) }),
        WidgetModule,
      ],
    };
  }
}
