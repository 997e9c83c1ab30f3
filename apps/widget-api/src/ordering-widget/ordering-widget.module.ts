import { isAbsolute, resolve } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { StaticAsset } from '@fulfil/platform';
import { OrderingWidgetController } from './ordering-widget.controller';

/** Cache-Control of the versioned bundle path: a year, immutable within `/widget/v1/`. */
export const ORDERING_WIDGET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The ordering widget's bundle at `/widget/v1/ordering.js`, read from `file` (ORDERING_WIDGET_FILE; relative to the working directory). */
@Module({})
export class OrderingWidgetModule {
  static forRoot(file: string): DynamicModule {
    return {
      module: OrderingWidgetModule,
      controllers: [OrderingWidgetController],
      providers: [
        {
          provide: StaticAsset,
          useValue: new StaticAsset({
            file: isAbsolute(file) ? file : resolve(process.cwd(), file),
            contentType: 'text/javascript; charset=utf-8',
            cacheControl: ORDERING_WIDGET_CACHE_CONTROL,
            buildHint: 'npx nx build ordering-widget',
          }),
        },
      ],
    };
  }
}
