import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from '@fulfil/platform';

/**
 * `GET /widget/v1/ordering.js` (and `HEAD`): the ordering widget's bundle
 * (apps/ordering-widget), the module script shops embed as
 * `<ordering-widget shop="...">`. JavaScript content type, a year of `Cache-Control`
 * (the path is versioned), an ETag, and `Access-Control-Allow-Origin: *`, since storefronts
 * on any domain load it as a module script (libs/platform's `StaticAsset`).
 */
@ApiTags('Ordering widget')
@Controller('widget/v1')
export class OrderingWidgetController {
  constructor(private readonly asset: StaticAsset) {}

  @Get('ordering.js')
  @ApiOperation({
    operationId: 'getOrderingWidget',
    summary: 'The ordering widget (module script)',
    description:
      'The `<ordering-widget>` custom element as one ES module. Embed with `<script type="module" src=".../widget/v1/ordering.js"></script>` and `<ordering-widget shop="example.myshopify.com"></ordering-widget>`; the widget calls this API on the origin it was loaded from. Cached for a year (`immutable`); `If-None-Match` answers 304; 503 SERVICE_UNAVAILABLE when the bundle was not built.',
  })
  @ApiProduces('text/javascript')
  @ApiOkResponse({ description: 'The bundle', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: the bundle was not built on this server' })
  async script(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }
}
