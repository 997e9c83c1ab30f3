import { DynamicModule, Module } from '@nestjs/common';
import { ApiReferenceModule, EmbedBundleModule } from '@fulfil/platform';
import { StorefrontModule } from '@fulfil/storefront';
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
        StorefrontModule.forRoot({ appName: 'widget-api', config, tables: WIDGET_TABLE_SET }),
        WidgetModule,
        // The reference at /docs and the root document linking it (docs/openapi.md).
        ApiReferenceModule.forRoot({ title: 'Widget API', openApiPath: '/openapi.json', root: true }),
        // The ordering widget's bundle, the module script shops embed as `<ordering-widget shop="...">` (apps/ordering-widget):
        // the loader at /widget/v1/ordering.js, its content-hashed chunks under /widget/v1/chunks/.
        EmbedBundleModule.forRoot({
          path: 'widget/v1/ordering.js',
          file: config.ORDERING_WIDGET_FILE,
          buildHint: 'npx nx build ordering-widget',
          loaderMaxAgeSeconds: config.WIDGET_LOADER_MAX_AGE_SECONDS,
        }),
      ],
    };
  }
}
