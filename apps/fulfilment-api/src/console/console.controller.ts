import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { IMMUTABLE_CACHE_CONTROL, NO_CACHE_CONTROL, StaticBundle } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import { FulfilmentConfig } from '../config';

/**
 * The Content-Security-Policy of the console's pages: scripts and styles from this
 * origin only (no inline script), plus the `<style>` elements Mantine injects carrying
 * the response's nonce; API calls to this origin; no framing.
 */
export function consoleContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The merchant console (apps/merchant-console, built into CONSOLE_DIR) at `/console/`:
 * hashed assets under `/console/assets/` cached for a year (immutable), and `index.html`
 * for every other path under `/console/` (the app routes in the browser), never cached,
 * with a per-response CSP nonce. Not part of the API document.
 */
@ApiExcludeController()
@Controller('console')
export class ConsoleController {
  private readonly bundle: StaticBundle;

  constructor(config: FulfilmentConfig) {
    this.bundle = new StaticBundle(config.CONSOLE_DIR);
  }

  @Get('assets/:file')
  asset(@Param('file') file: string, @Res() res: Response): void {
    const asset = this.bundle.asset(file);
    if (!asset) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `The console has no asset ${file}.` });
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.setHeader('Content-Type', asset.contentType);
    res.sendFile(asset.path);
  }

  @Get(['', '*path'])
  page(@Res() res: Response): void {
    const index = this.bundle.indexHtml();
    if (!index)
      throw new ProblemError({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: `The merchant console is not built (no index.html in ${this.bundle.dir}): run npx nx build merchant-console.`,
      });
    res.setHeader('Cache-Control', NO_CACHE_CONTROL);
    res.setHeader('Content-Security-Policy', consoleContentSecurityPolicy(index.nonce));
    res.type('html').send(index.html);
  }
}
