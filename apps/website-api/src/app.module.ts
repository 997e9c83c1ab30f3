import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@fulfil/platform';
import { DatabaseModule } from '@fulfil/store-settings';
import { WebsiteConfig } from './config';

/** Root module of website-api: the website form API (contact form, newsletter signup). */
@Module({})
export class AppModule {
  static forRoot(config: WebsiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ appName: 'website-api', config }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, schema: 'forms' }),
      ],
    };
  }
}
