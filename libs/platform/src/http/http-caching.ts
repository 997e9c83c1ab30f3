import { Header } from '@nestjs/common';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The `Cache-Control` values of the storefront reads, one per kind of data
 * (docs/operations.md, "HTTP caching and compression", says which endpoint gets which and why).
 *
 * - `settings`: the merchant's configuration (store settings, preparation times, the
 *   widget's settings). Changes only when the merchant edits it, and a minute of delay
 *   before a storefront sees an edit is acceptable: any cache (browser, CDN) may keep it
 *   for 60 s, then revalidates with its `ETag`.
 * - `live`: calendars, slots and menus. They depend on "now" (cutoffs, preparation
 *   times, the slots already started) and on live capacity (orders and reservations), so
 *   a cache may store them but must ask every time; an unchanged answer costs a 304
 *   without a body.
 * - `personal`: one shopper's checkout: only the browser may keep it, and it revalidates.
 */
export const CACHE_POLICY = {
  settings: 'public, max-age=60',
  live: 'no-cache',
  personal: 'private, no-cache',
} as const;

/** Default of a successful GET or HEAD whose route sets none: store, but revalidate each time. */
export const DEFAULT_GET_CACHE_CONTROL = 'no-cache';
/** Default of every other answer (writes, POST reads, errors): nothing is stored. */
export const DEFAULT_OTHER_CACHE_CONTROL = 'no-store';

/** Responses shorter than this many bytes are sent uncompressed (the `compression` package's default, 1 KiB: below it the framing costs more than it saves). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** `@CachePolicy('settings')` on a GET handler: its `Cache-Control` ({@link CACHE_POLICY}) for successful answers (errors get `no-store`, {@link httpCaching}). */
export const CachePolicy = (policy: keyof typeof CACHE_POLICY): MethodDecorator => Header('Cache-Control', CACHE_POLICY[policy]);

/** A coding suffix this layer appends to a strong ETag (global: every tag of a list). */
const CODING_SUFFIX = /-(gzip|br|deflate)"/g;
const HAS_CODING_SUFFIX = /-(gzip|br|deflate)"/;

/**
 * The HTTP caching layer of the shared bootstrap, to install just before
 * {@link responseCompression} (its header hook must run after compression has chosen the coding):
 *
 * - ETags are Express's strong ones (`etag` = `strong`: a hash of the bytes `res.send`
 *   sends), and a GET or HEAD whose `If-None-Match` matches answers 304 without a body.
 * - A compressed answer is another representation, so its strong ETag gets the coding
 *   as suffix (`"<hash>-gzip"`, `"<hash>-br"`), and a suffixed tag in `If-None-Match` is
 *   compared without it (the suffix is stripped from the request header before Express
 *   compares); a 304 repeats the tag the client sent.
 * - ETags are kept only on successful GET and HEAD answers (Express would put one on
 *   every body, POST answers and problems included).
 * - An answer without `Cache-Control` gets {@link DEFAULT_GET_CACHE_CONTROL} (successful
 *   GET/HEAD) or {@link DEFAULT_OTHER_CACHE_CONTROL}; an error answer (not 2xx or 304)
 *   always gets {@link DEFAULT_OTHER_CACHE_CONTROL}, whatever its route's policy.
 */
export function httpCaching(req: Request, res: Response, next: NextFunction): void {
  const inm = req.headers['if-none-match'];
  const sent = typeof inm === 'string' && HAS_CODING_SUFFIX.test(inm) ? inm : undefined;
  if (sent) req.headers['if-none-match'] = sent.replace(CODING_SUFFIX, '"');
  beforeHeaders(res, () => cachingHeaders(req, res, sent));
  next();
}

/**
 * Runs `listener` just before the response's headers are written. Compression installs
 * its own hook later in the chain, which therefore runs first: this one sees the chosen
 * `Content-Encoding`.
 */
function beforeHeaders(res: Response, listener: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (typeof args[0] === 'number') this.statusCode = args[0];
    listener();
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

function cachingHeaders(req: Request, res: Response, sentTags: string | undefined): void {
  const readable = req.method === 'GET' || req.method === 'HEAD';
  const ok = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304;
  // Nest sets a route's @Header before its handler runs, so an error answer of a cacheable
  // route would carry its policy: errors are never stored.
  if (!ok) res.setHeader('Cache-Control', DEFAULT_OTHER_CACHE_CONTROL);
  else if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', readable ? DEFAULT_GET_CACHE_CONTROL : DEFAULT_OTHER_CACHE_CONTROL);
  const etag = res.getHeader('ETag');
  if (typeof etag !== 'string') return;
  if (!readable || !ok) {
    res.removeHeader('ETag');
    return;
  }
  const coding = res.getHeader('Content-Encoding');
  if (typeof coding === 'string' && coding !== 'identity' && etag.endsWith('"')) {
    res.setHeader('ETag', `${etag.slice(0, -1)}-${coding}"`);
  } else if (res.statusCode === 304 && sentTags) {
    // The tag the client holds (with its coding suffix) is the one that matched.
    const match = sentTags.split(',').find((t) => t.trim().replace(CODING_SUFFIX, '"') === etag);
    if (match) res.setHeader('ETag', match.trim());
  }
}

/**
 * Response compression (`compression`): gzip and brotli (brotli at quality 4, the
 * package's default: near gzip's speed, smaller output), chosen by `Accept-Encoding`,
 * for bodies of at least {@link COMPRESSION_THRESHOLD_BYTES}; sets `Vary: Accept-Encoding`.
 * `Cache-Control: no-transform` answers are left alone.
 */
export function responseCompression(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
}
