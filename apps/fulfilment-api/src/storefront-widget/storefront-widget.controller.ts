import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from '@fulfil/platform';
import { ProblemSchema } from '../fulfilment/openapi/schemas-store';

/**
 * `GET /widget/v1/storefront.js` (and `HEAD`, which Express answers from the same route):
 * the storefront picker's bundle (apps/storefront-widget), the module script merchants
 * embed (docs/storefront-picker.md, "The embed"). JavaScript content type, long-lived
 * `Cache-Control` (the path is versioned: a breaking bundle gets `/widget/v2/`), an ETag,
 * and `Access-Control-Allow-Origin: *`, since storefronts on any domain load it as a module script.
 */
@ApiTags('Storefront widget')
@Controller('widget/v1')
export class StorefrontWidgetController {
  constructor(private readonly asset: StaticAsset) {}

  @Get('storefront.js')
  @ApiOperation({
    summary: 'The storefront picker (module script)',
    description:
      'The `<fulfilment-picker>` custom element as one ES module. Embed with `<script type="module" src=".../widget/v1/storefront.js"></script>` and `<fulfilment-picker shop="example.myshopify.com"></fulfilment-picker>`; the picker calls this API on the origin it was loaded from. Cached for a year (`immutable`); `If-None-Match` answers 304.',
  })
  @ApiProduces('text/javascript')
  @ApiOkResponse({ description: 'The bundle', schema: { type: 'string' } })
  @ApiServiceUnavailableResponse({ type: ProblemSchema, description: 'SERVICE_UNAVAILABLE: the bundle was not built on this server' })
  async script(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }
}
