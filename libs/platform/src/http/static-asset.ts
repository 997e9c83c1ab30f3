import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { ProblemError } from '@fulfil/problem-details';

/** What {@link StaticAsset} serves. */
export interface StaticAssetOptions {
  /** Absolute path of the file (resolve configuration against the working directory first). */
  file: string;
  /** `Content-Type`, e.g. `text/javascript; charset=utf-8`. */
  contentType: string;
  /** `Cache-Control`, e.g. `public, max-age=31536000, immutable` for a versioned path. */
  cacheControl: string;
  /**
   * Let any origin load it (`Access-Control-Allow-Origin: *`): a public asset without
   * credentials, such as a bundle that storefronts load as a module script (module scripts
   * are fetched in CORS mode). Default true.
   */
  anyOrigin?: boolean;
  /** What to build when the file is missing, for the 503's detail (e.g. `npx nx build storefront-widget`). */
  buildHint?: string;
  /**
   * The problem a missing file answers instead of the 503 (e.g. a 404 for a file that
   * requests name, such as a bundle's content-hashed chunk of another build).
   */
  missing?: () => ProblemError;
}

interface Cached {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

/**
 * One file served as a static asset (a front-end bundle a page loads), for any app:
 * the configured content type and Cache-Control, a strong ETag with 304 answers to
 * `If-None-Match`, `HEAD` without a body, and CORS for any origin when asked. The file is
 * read once and re-read only when its size or modification time changes (a rebuild).
 * A missing file is a deployment fault, answered as a 503 SERVICE_UNAVAILABLE problem
 * naming the build to run (or the `missing` option's problem), never a 500.
 */
export class StaticAsset {
  private cached: Cached | null = null;

  constructor(private readonly options: StaticAssetOptions) {}

  /** Where the file is read from. */
  get file(): string {
    return this.options.file;
  }

  private async load(): Promise<Cached> {
    let info;
    try {
      info = await stat(this.options.file);
    } catch {
      if (this.options.missing) throw this.options.missing();
      throw new ProblemError({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: `This asset has not been built on this server${this.options.buildHint ? ` (${this.options.buildHint})` : ''}.`,
      });
    }
    const c = this.cached;
    if (c && c.mtimeMs === info.mtimeMs && c.size === info.size) return c;
    const body = await readFile(this.options.file);
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    return this.cached;
  }

  /**
   * Answers `req` with the file: 200 with the body (none for HEAD), or 304 when
   * `If-None-Match` names the current ETag.
   * @throws ProblemError 503 SERVICE_UNAVAILABLE when the file is missing (or the `missing` option's problem)
   */
  async send(req: Request, res: Response): Promise<void> {
    const asset = await this.load();
    res.setHeader('Content-Type', this.options.contentType);
    res.setHeader('Cache-Control', this.options.cacheControl);
    res.setHeader('ETag', asset.etag);
    if (this.options.anyOrigin !== false) res.setHeader('Access-Control-Allow-Origin', '*');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim() === asset.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(asset.body.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : asset.body);
  }
}
