import { Controller, DynamicModule, Get, Header, Inject, Module, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { join } from 'node:path';
import { NotFoundProblem } from '@fulfil/problem-details';
import { BaseAppConfig } from '../config/config';
import { linkBase } from '../http/public-base';
import { ApiProblems } from './problem-schema';

/** Options of {@link ApiReferenceModule.forRoot}. */
export interface ApiReferenceOptions {
  /** The app's name, the page title and the root document's `name` (e.g. `Widget API`). */
  title: string;
  /** Path of the app's OpenAPI document, e.g. `/v1.0/openapi.json`. */
  openApiPath: string;
  /** Also answer `GET /` with a root document linking the reference, the document and the problem types (apps without a discovery of their own). */
  root?: boolean;
}

const OPTIONS = Symbol('ApiReferenceOptions');

/**
 * The one script the page runs besides Swagger UI's bundle, served as a file (the page
 * has no inline script, so a Content-Security-Policy without `'unsafe-inline'` lets it
 * run): starts Swagger UI on `#swagger-ui` with the document its `data-openapi-url` names.
 */
export const SWAGGER_UI_INIT = `"use strict";
// Starts Swagger UI (swagger-ui-dist) on #swagger-ui with the OpenAPI document named by data-openapi-url.
window.addEventListener("DOMContentLoaded", function () {
  var node = document.getElementById("swagger-ui");
  window.ui = window.SwaggerUIBundle({ url: node.getAttribute("data-openapi-url"), domNode: node, deepLinking: true, validatorUrl: null, defaultModelsExpandDepth: 0 });
});
`;

/**
 * The page's own style sheet, served as a file after Swagger UI's: contrast and target-size
 * fixes for WCAG 2.2 AA where Swagger UI's theme falls short (black method labels, darker
 * version stamp and links, 24 px targets). See docs/openapi.md, "Reference page".
 */
export const REFERENCE_PAGE_CSS = `.swagger-ui .opblock .opblock-summary-method{color:#000;text-shadow:none}
.swagger-ui .info .title small pre,.swagger-ui .info .title small.version-stamp{background:#3b4151}
.swagger-ui .info .title small.version-stamp pre{color:#fff}
.swagger-ui .info .url,.swagger-ui .info a{color:#1d4f91}
.swagger-ui .opblock-summary-path a{display:inline-block;min-height:24px;min-width:24px}
`;

/**
 * Content-Security-Policy of the reference page: its own scripts, styles and the
 * document only (Swagger UI draws its icons as `data:` images and styles through the
 * CSS object model, which `style-src 'self'` allows).
 */
export const REFERENCE_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Files of swagger-ui-dist the page loads, by the name it asks for. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'swagger-ui.css',
  'swagger-ui-bundle.js': 'swagger-ui-bundle.js',
  'favicon.png': 'favicon-32x32.png',
};

// swagger-ui-dist's own resolver of its folder (a plain CommonJS file; its index would load the 1.4 MB bundle into Node).
const swaggerUiDir: () => string = require('swagger-ui-dist/absolute-path.js');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `GET /docs`: the human-readable reference of the app's OpenAPI document (Swagger UI), and its assets. */
@Controller('docs')
export class ApiReferenceController {
  constructor(@Inject(OPTIONS) private readonly options: ApiReferenceOptions) {}

  @Get()
  @Header('Content-Security-Policy', REFERENCE_PAGE_CSP)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    operationId: 'getApiReference',
    summary: 'API reference (HTML)',
    description: "A human-readable reference of this app's OpenAPI document, rendered by Swagger UI in the browser.",
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } })
  page(@Res({ passthrough: true }) res: Response): string {
    res.type('html');
    const title = escapeHtml(`${this.options.title} reference`);
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title}</title><link rel="icon" href="/docs/favicon.png"><link rel="stylesheet" href="/docs/swagger-ui.css"><link rel="stylesheet" href="/docs/reference.css"></head>` +
      `<body><div id="swagger-ui" data-openapi-url="${escapeHtml(this.options.openApiPath)}"><h1>${title}</h1>` +
      `<p>Loading the reference of <a href="${escapeHtml(this.options.openApiPath)}">the OpenAPI document</a>...</p></div>` +
      `<script src="/docs/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`
    );
  }

  @Get(':asset')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({
    operationId: 'getApiReferenceAsset',
    summary: 'A script or style sheet of the reference page',
    description: "Swagger UI (swagger-ui-dist) and the page's start-up script.",
  })
  @ApiParam({ name: 'asset', schema: { type: 'string', enum: ['init.js', 'reference.css', ...Object.keys(ASSETS)] } })
  @ApiOkResponse({
    description: 'The file.',
    content: {
      'text/javascript': { schema: { type: 'string' } },
      'text/css': { schema: { type: 'string' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiProblems([404, 'NOT_FOUND: no such file.'])
  asset(@Param('asset') asset: string, @Res() res: Response): void {
    if (asset === 'init.js' || asset === 'reference.css') {
      res.type(asset === 'init.js' ? 'text/javascript' : 'text/css').send(asset === 'init.js' ? SWAGGER_UI_INIT : REFERENCE_PAGE_CSS);
      return;
    }
    const file = Object.hasOwn(ASSETS, asset) ? ASSETS[asset] : undefined; // not an inherited member such as `valueOf`
    if (!file) throw new NotFoundProblem('NOT_FOUND', `The reference page has no file "${asset.slice(0, 64)}".`);
    res.sendFile(join(swaggerUiDir(), file));
  }
}

/** `GET /`: where to find the app's reference, OpenAPI document and problem types. */
@Controller()
export class ApiRootController {
  constructor(
    @Inject(OPTIONS) private readonly options: ApiReferenceOptions,
    private readonly config: BaseAppConfig,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getRoot',
    summary: 'Links to the reference, the OpenAPI document and the problem types',
    description: 'The entry point of the API for a person or a program exploring it.',
  })
  @ApiOkResponse({
    description: 'The links (absolute with PUBLIC_BASE_URL, else relative to this host).',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['name', 'links'],
          properties: {
            name: { type: 'string' },
            links: {
              type: 'object',
              required: ['openapi', 'docs', 'problems'],
              properties: { openapi: { type: 'string' }, docs: { type: 'string' }, problems: { type: 'string' } },
            },
          },
        },
      },
    },
  })
  root(): { name: string; links: { openapi: string; docs: string; problems: string } } {
    const base = linkBase(this.config.PUBLIC_BASE_URL);
    return { name: this.options.title, links: { openapi: `${base}${this.options.openApiPath}`, docs: `${base}/docs`, problems: `${base}/problems` } };
  }
}

/**
 * The human API reference every app serves at `/docs` (docs/openapi.md, "Reference
 * page"): Swagger UI from swagger-ui-dist, served by the app itself (no CDN), with the
 * page's own Content-Security-Policy and no inline script. With `root: true` the app also
 * answers `GET /` with links to it.
 */
@Module({})
export class ApiReferenceModule {
  static forRoot(options: ApiReferenceOptions): DynamicModule {
    return {
      module: ApiReferenceModule,
      controllers: options.root ? [ApiReferenceController, ApiRootController] : [ApiReferenceController],
      providers: [{ provide: OPTIONS, useValue: options }],
    };
  }
}
