import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

/** `Cache-Control` of a content-hashed asset: a new build gets new names, so it never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `Cache-Control` of a bundle's `index.html`: always revalidated, so a deploy shows at once. */
export const NO_CACHE_CONTROL = 'no-cache';

/** Placeholder of a built `index.html` that {@link StaticBundle.indexHtml} replaces with the response's nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** A file of the bundle to send: absolute path and media type. */
export interface BundleAsset {
  path: string;
  contentType: string;
}

/**
 * A browser bundle built by Vite (an `index.html` and content-hashed files under
 * `assets/`) as an app serves it: the asset of a name (only plain file names, so no
 * path leaves the folder) and the `index.html` with a fresh CSP nonce per response.
 * Files are read from disk on each call, so a rebuild shows without a restart.
 */
export class StaticBundle {
  readonly dir: string;

  /** @param dir the bundle's folder (absolute, or relative to the working directory) */
  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  /** True when the bundle has been built (its `index.html` exists). */
  built(): boolean {
    return existsSync(join(this.dir, 'index.html'));
  }

  /**
   * The asset `assets/<name>`, or null for a name that is not a plain file name
   * (`[A-Za-z0-9_.-]`, no leading dot), has an unknown type or does not exist.
   */
  asset(name: string): BundleAsset | null {
    if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/.test(name)) return null;
    const extension = extname(name);
    // An own member only: the name is the request's (docs/api-decisions.md, "Names from requests never reach a prototype").
    const contentType = Object.hasOwn(TYPES, extension) ? TYPES[extension] : undefined;
    const path = join(this.dir, 'assets', name);
    if (!contentType || !existsSync(path) || !statSync(path).isFile()) return null;
    return { path, contentType };
  }

  /**
   * The `index.html` with every {@link CSP_NONCE_PLACEHOLDER} replaced by a new random
   * nonce (128 bits, base64), and that nonce for the response's Content-Security-Policy;
   * null when the bundle is not built.
   */
  indexHtml(): { html: string; nonce: string } | null {
    if (!this.built()) return null;
    const nonce = randomBytes(16).toString('base64');
    return { html: readFileSync(join(this.dir, 'index.html'), 'utf8').split(CSP_NONCE_PLACEHOLDER).join(nonce), nonce };
  }
}
