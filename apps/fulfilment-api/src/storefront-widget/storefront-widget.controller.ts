import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from '@fulfil/platform';

/**
 * `GET /widget/v1/storefront.js` (and `HEAD`, which Express answers from the same route):
 * the storefront picker's bundle (apps/storefront-widget), the module script merchants
 * embed (docs/storefront-picker.md, "The embed"). A bundle for browsers, not an API
 * operation: left out of the OpenAPI document (docs/openapi.md, "What the documents cover"). JavaScript content type, long-lived
 * `Cache-Control` (the path is versioned: a breaking bundle gets `/widget/v2/`), an ETag,
 * and `Access-Control-Allow-Origin: *`, since storefronts on any domain load it as a module script.
 */
@ApiExcludeController()
@Controller('widget/v1')
export class StorefrontWidgetController {
  constructor(private readonly asset: StaticAsset) {}

  @Get('storefront.js')
  async script(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }
}
