import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A static file of the pages, held in memory. */
export interface PageAsset {
  /** File name, e.g. `forms.js`. */
  name: string;
  body: Buffer;
  contentType: string;
  /** First 16 hex digits of the SHA-256 of the body: the `?v=` of its URL and its ETag. */
  version: string;
}

/** The static files the pages load: the forms' script and the style sheet. */
export const PAGE_ASSET_NAMES = ['forms.js', 'pages.css'] as const;

/** One of {@link PAGE_ASSET_NAMES}. */
export type PageAssetName = (typeof PAGE_ASSET_NAMES)[number];

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/**
 * The folder holding the assets: next to this file in the sources (`src/assets`), and
 * next to `main.js` in an app's webpack bundle, which copies them there
 * (apps/website-api/webpack.config.cjs).
 */
export function defaultAssetsDir(): string {
  return join(__dirname, 'assets');
}

/**
 * Reads {@link PAGE_ASSET_NAMES} from `dir` once (at start-up).
 * @throws Error (ENOENT) when a file is missing: a build that lost them must not start
 */
export function loadPageAssets(dir: string = defaultAssetsDir()): Record<PageAssetName, PageAsset> {
  const entries = PAGE_ASSET_NAMES.map((name) => {
    const body = readFileSync(join(dir, name));
    const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
    return [name, { name, body, contentType: TYPES[name.split('.').pop() as string], version }] as const;
  });
  return Object.fromEntries(entries) as Record<PageAssetName, PageAsset>;
}
