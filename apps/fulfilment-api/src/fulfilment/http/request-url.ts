import type { Request } from 'express';

/** Origin the client used (PUBLIC_BASE_URL when configured, else the request's protocol and host). */
export function publicBase(req: Request, publicBaseUrl: string | undefined): string {
  return publicBaseUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** The raw query string of a request (without `?`). */
export function queryString(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i < 0 ? '' : req.originalUrl.slice(i + 1);
}
