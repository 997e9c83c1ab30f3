import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { Controller, DynamicModule, Get, Module, Param, Req, Res, type Type } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ProblemError } from '@fulfil/problem-details';
import { StaticAsset } from './static-asset';
import { IMMUTABLE_CACHE_CONTROL } from './static-bundle';

/**
 * Default `max-age` of an embed bundle's loader, seconds: a release reaches a returning
 * shopper's browser within about five minutes, while a shopper browsing a shop's pages
 * fetches the loader at most once in five minutes (and revalidates it with a 304 after).
 */
export const EMBED_LOADER_MAX_AGE_SECONDS = 300;

/**
 * `stale-while-revalidate` of the loader, seconds: for a day after `max-age` a browser or
 * CDN may still run its copy at once while it revalidates in the background, so no page
 * waits on the loader's round trip; the next page view runs what the revalidation fetched.
 */
export const EMBED_LOADER_STALE_WHILE_REVALIDATE_SECONDS = 86_400;

/** `Cache-Control` of an embed bundle's loader, e.g. `public, max-age=300, stale-while-revalidate=86400`. */
export function embedLoaderCacheControl(maxAgeSeconds: number = EMBED_LOADER_MAX_AGE_SECONDS): string {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${EMBED_LOADER_STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** Hex characters of a chunk's content hash in its name (tools/scripts/embed-bundle.mjs writes 16). */
const CHUNK_HASH = '[0-9a-f]{16}';

/** At most this many chunks are held in memory (a deployment serves one; a development server rebuilds). */
const MAX_CACHED_CHUNKS = 16;

/** Options of {@link EmbedBundleModule.forRoot}. */
export interface EmbedBundleOptions {
  /** The loader's URL path without a leading slash, e.g. `widget/v1/storefront.js`; chunks are served under `widget/v1/chunks/`. */
  path: string;
  /**
   * The built loader; its chunks are read from the `chunks` folder beside it. A relative
   * path is resolved against the working directory (`npm start` runs from the repository root).
   */
  file: string;
  /** The command that builds it, named by the 503 answer when the loader is missing (e.g. `npx nx build storefront-widget`). */
  buildHint: string;
  /** The loader's `max-age`, seconds (default {@link EMBED_LOADER_MAX_AGE_SECONDS}; WIDGET_LOADER_MAX_AGE_SECONDS of the storefront apps). */
  loaderMaxAgeSeconds?: number;
}

/**
 * A front-end bundle that storefronts embed as a module script (the storefront picker at
 * `/widget/v1/storefront.js`, the ordering widget at `/widget/v1/ordering.js`), as its build
 * writes it (tools/scripts/embed-bundle.mjs): a tiny loader at the stable embed path that
 * imports a content-hashed chunk, `chunks/<name>.<hash>.js`, relative to its own URL.
 *
 * - The loader: {@link embedLoaderCacheControl} (minutes, then revalidated with its strong
 *   ETag: 304 while unchanged), so a release reaches returning shoppers within `max-age`
 *   while the embed code does not change.
 * - A chunk: `public, max-age=31536000, immutable` (a new build has a new name). Only names
 *   of the hashed pattern are looked up, so no request reaches a file outside the chunks
 *   folder; any other name, or a chunk not on this server, is a 404 NOT_FOUND problem.
 *
 * Both through {@link StaticAsset}: GET and HEAD, JavaScript content type, a strong ETag with
 * 304 answers, and `Access-Control-Allow-Origin: *` (module scripts and their imports are
 * fetched in CORS mode from any storefront's domain); `Cross-Origin-Resource-Policy:
 * cross-origin` comes from the shared bootstrap (libs/platform/src/bootstrap.ts). A bundle
 * for browsers, not an API operation: left out of the OpenAPI documents (docs/openapi.md,
 * "What the documents cover").
 */
@Module({})
export class EmbedBundleModule {
  static forRoot(options: EmbedBundleOptions): DynamicModule {
    const file = isAbsolute(options.file) ? options.file : resolve(process.cwd(), options.file);
    const loader = new StaticAsset({
      file,
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: embedLoaderCacheControl(options.loaderMaxAgeSeconds),
      buildHint: options.buildHint,
    });
    const chunks = new EmbedChunks(join(dirname(file), 'chunks'), basename(file, '.js'));
    return {
      module: EmbedBundleModule,
      controllers: [bundleController(options.path, loader, chunks)],
      providers: [{ provide: StaticAsset, useValue: loader }],
    };
  }
}

/** The content-hashed chunks of one bundle: `<stem>.<hash>.js` in `dir`. */
class EmbedChunks {
  private readonly pattern: RegExp;
  private readonly assets = new Map<string, StaticAsset>();

  constructor(
    private readonly dir: string,
    stem: string,
  ) {
    this.pattern = new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.${CHUNK_HASH}\\.js$`);
  }

  /**
   * Answers `req` with the chunk `name`.
   * @throws ProblemError 404 NOT_FOUND for a name not of the hashed pattern, or a chunk this server does not have
   */
  async send(name: string, req: Request, res: Response): Promise<void> {
    if (!this.pattern.test(name)) throw chunkNotFound();
    let asset = this.assets.get(name);
    if (!asset) {
      asset = new StaticAsset({
        file: join(this.dir, name),
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: IMMUTABLE_CACHE_CONTROL,
        missing: chunkNotFound,
      });
      if (this.assets.size >= MAX_CACHED_CHUNKS) this.assets.clear();
      this.assets.set(name, asset);
    }
    try {
      await asset.send(req, res);
    } catch (e) {
      this.assets.delete(name);
      throw e;
    }
  }
}

function chunkNotFound(): ProblemError {
  return new ProblemError({
    status: 404,
    code: 'NOT_FOUND',
    detail: 'This bundle has no chunk of that name on this server (a chunk of another build, or not a chunk name).',
    hint: 'Load the bundle through its loader, which names the current chunk.',
  });
}

/** A controller answering `GET /<path>` with the loader and `GET /<folder of path>/chunks/:name` with a chunk (and HEAD, which Express answers from the same routes). */
function bundleController(path: string, loader: StaticAsset, chunks: EmbedChunks): Type<unknown> {
  const slash = path.lastIndexOf('/');
  @ApiExcludeController()
  @Controller(path.slice(0, Math.max(slash, 0)))
  class EmbedBundleController {
    @Get(path.slice(slash + 1))
    async script(@Req() req: Request, @Res() res: Response): Promise<void> {
      await loader.send(req, res);
    }

    @Get('chunks/:name')
    async chunk(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
      await chunks.send(name, req, res);
    }
  }
  return EmbedBundleController;
}
