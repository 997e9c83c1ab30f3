import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What an incoming `X-Request-Id` must look like to be kept (anything else is replaced). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** pino levels at which each finished request is logged (pino-http) with a request-bound logger. */
const REQUEST_LOGGING_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * Whether `LOG_LEVEL` asks for a log line per request. Only then does the platform
 * run pino-http and bind a per-request child logger (AsyncLocalStorage) for the
 * request's lifetime; at `warn` and above neither runs, because together they cost
 * about as much CPU as a whole bare NestJS route (see tools/bench and the platform
 * README), while the request id stays on every response and on every error logged.
 *
 * @param level a pino level name (`BaseAppConfig.LOG_LEVEL`)
 */
export function logsEachRequest(level: string): boolean {
  return REQUEST_LOGGING_LEVELS.has(level);
}

/** A request after {@link assignRequestId}: `id` is its request id. */
export type IdentifiedRequest = IncomingMessage & { id: string };

/**
 * Express middleware, the first of every app: gives the request its id (a well-formed
 * incoming `X-Request-Id`, 1-128 of `A-Za-z0-9._-`, else a new UUID) on `req.id`, and
 * returns it in the `X-Request-Id` response header. pino-http reuses it as `reqId`
 * and the problem-details filter logs it with every 500.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as IdentifiedRequest).id = id;
  res.setHeader('X-Request-Id', id);
  next();
}
