import { isAbsolute, resolve } from 'node:path';
import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { StaticAsset } from '@fulfil/platform';
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

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ClockHeaderMiddleware).forRoutes('*');
  }
}
