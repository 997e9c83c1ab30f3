import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from '@fulfil/platform';

/**
 * `GET /widget/v1/ordering.js` (and `HEAD`): the ordering widget's bundle
 * (apps/ordering-widget), the module script shops embed as
 * `<ordering-widget shop="...">`. JavaScript content type, a year of `Cache-Control`
 * (the path is versioned), an ETag, and `Access-Control-Allow-Origin: *`, since storefronts
 * on any domain load it as a module script (libs/platform's `StaticAsset`). Left out of the
 * OpenAPI document: its client is a browser (docs/openapi.md, "What the documents cover").
 */
@ApiExcludeController()
@Controller('widget/v1')
export class OrderingWidgetController {
  constructor(private readonly asset: StaticAsset) {}

  @Get('ordering.js')
  async script(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }
}
