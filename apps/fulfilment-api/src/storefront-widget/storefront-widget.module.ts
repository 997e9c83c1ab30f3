import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { Clock, EmbedBundleModule, FixedClock } from '@fulfil/platform';
import { ClockHeaderMiddleware } from './clock-header.middleware';

/**
 * The storefront picker's bundle at `/widget/v1/storefront.js` (the loader of the module
 * script merchants embed, docs/storefront-picker.md "The embed"; read from `file`,
 * STOREFRONT_WIDGET_FILE, its content-hashed chunks from `chunks/` beside it under
 * `/widget/v1/chunks/`, served by `EmbedBundleModule` of @fulfil/platform) and the
 * `X-Clock-Now` header of a fixed clock on every response.
 */
@Module({})
export class StorefrontWidgetModule implements NestModule {
  constructor(private readonly clock: Clock) {}

  /** @param loaderMaxAgeSeconds the loader's `max-age` (WIDGET_LOADER_MAX_AGE_SECONDS) */
  static forRoot(file: string, loaderMaxAgeSeconds: number): DynamicModule {
    return {
      module: StorefrontWidgetModule,
      imports: [EmbedBundleModule.forRoot({ path: 'widget/v1/storefront.js', file, buildHint: 'npx nx build storefront-widget', loaderMaxAgeSeconds })],
    };
  }

  /** Installs {@link ClockHeaderMiddleware} only on a fixed clock: with the system clock it would add nothing and still cost every request a middleware layer. */
  configure(consumer: MiddlewareConsumer): void {
    if (this.clock instanceof FixedClock) consumer.apply(ClockHeaderMiddleware).forRoutes('*');
  }
}
