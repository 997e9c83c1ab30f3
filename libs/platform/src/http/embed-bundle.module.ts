import { isAbsolute, resolve } from 'node:path';
import { Controller, DynamicModule, Get, Module, Req, Res, type Type } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaticAsset } from './static-asset';

/** Cache-Control of a versioned bundle path: a year, immutable within `/widget/v1/` (a breaking bundle gets `/widget/v2/`). */
export const VERSIONED_BUNDLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Options of {@link EmbedBundleModule.forRoot}. */
export interface EmbedBundleOptions {
  /** The URL path without a leading slash, e.g. `widget/v1/storefront.js`. */
  path: string;
  /** The built file; a relative path is resolved against the working directory (`npm start` runs from the repository root). */
  file: string;
  /** The command that builds it, named by the 503 answer when the file is missing (e.g. `npx nx build storefront-widget`). */
  buildHint: string;
}

/**
 * A front-end bundle that storefronts embed as a module script (the storefront picker at
 * `/widget/v1/storefront.js`, the ordering widget at `/widget/v1/ordering.js`), served by
 * {@link StaticAsset}: GET and HEAD, JavaScript content type, {@link VERSIONED_BUNDLE_CACHE_CONTROL},
 * a strong ETag with 304 answers, and `Access-Control-Allow-Origin: *` (module scripts
 * are fetched in CORS mode from any storefront's domain). A bundle for browsers, not an
 * API operation: left out of the OpenAPI documents (docs/openapi.md, "What the documents cover").
 */
@Module({})
export class EmbedBundleModule {
  static forRoot(options: EmbedBundleOptions): DynamicModule {
    const asset = new StaticAsset({
      file: isAbsolute(options.file) ? options.file : resolve(process.cwd(), options.file),
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: VERSIONED_BUNDLE_CACHE_CONTROL,
      buildHint: options.buildHint,
    });
    return { module: EmbedBundleModule, controllers: [bundleController(options.path, asset)], providers: [{ provide: StaticAsset, useValue: asset }] };
  }
}

/** A controller answering `GET /<path>` (and HEAD, which Express answers from the same route) with `asset`. */
function bundleController(path: string, asset: StaticAsset): Type<unknown> {
  const slash = path.lastIndexOf('/');
  @ApiExcludeController()
  @Controller(path.slice(0, Math.max(slash, 0)))
  class EmbedBundleController {
    @Get(path.slice(slash + 1))
    async script(@Req() req: Request, @Res() res: Response): Promise<void> {
      await asset.send(req, res);
    }
  }
  return EmbedBundleController;
}
