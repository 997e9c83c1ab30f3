import type { Request } from 'express';

/** The raw query string of a request (without `?`). */
export function queryString(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i < 0 ? '' : req.originalUrl.slice(i + 1);
}
