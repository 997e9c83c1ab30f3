import { isAbsolute, resolve } from 'node:path';
import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { Clock, FixedClock, StaticAsset } from '@fulfil/platform';
import { ClockHeaderMiddleware } from './clock-header.middleware';
import { StorefrontWidgetController } from './storefront-widget.controller';

/** Cache-Control of the versioned bundle path: a year, immutable within `/widget/v1/`. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The storefront picker's bundle at `/widget/v1/storefront.js` (read from `file`,
 * STOREFRONT_WIDGET_FILE, relative paths against the working directory) and the
 * `X-Clock-Now` header of a fixed clock on every response.
 */
@Module({})
export class StorefrontWidgetModule implements NestModule {
  constructor(private readonly clock: Clock) {}

  static forRoot(file: string): DynamicModule {
    const path = isAbsolute(file) ? file : resolve(process.cwd(), file);
    return {
      module: StorefrontWidgetModule,
      controllers: [StorefrontWidgetController],
      providers: [
        {
          provide: StaticAsset,
          useValue: new StaticAsset({
            file: path,
            contentType: 'text/javascript; charset=utf-8',
            cacheControl: WIDGET_CACHE_CONTROL,
            buildHint: 'npx nx build storefront-widget',
          }),
        },
      ],
    };
  }

  /** Installs {@link ClockHeaderMiddleware} only on a fixed clock: with the system clock it would add nothing and still cost every request a middleware layer. */
  configure(consumer: MiddlewareConsumer): void {
    if (this.clock instanceof FixedClock) consumer.apply(ClockHeaderMiddleware).forRoutes('*');
  }
}
