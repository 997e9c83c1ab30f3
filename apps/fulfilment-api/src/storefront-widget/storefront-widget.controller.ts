import { Controller, Get, Head, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from '@fulfil/platform';

/**
 * `GET /widget/v1/storefront.js`: the storefront picker's bundle (apps/storefront-widget),
 * the module script merchants embed (docs/storefront-picker.md, "The embed"). JavaScript
 * content type, long-lived `Cache-Control` (the path is versioned: a breaking bundle gets
 * `/widget/v2/`), an ETag, and `Access-Control-Allow-Origin: *` since storefronts on any
 * domain load it as a module script. Not part of the OpenAPI document (an asset, not an
 * operation).
 */
@ApiExcludeController()
@Controller('widget/v1')
export class StorefrontWidgetController {
  constructor(private readonly asset: StaticAsset) {}

  @Get('storefront.js')
  async script(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }

  @Head('storefront.js')
  async head(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.asset.send(req, res);
  }
}
