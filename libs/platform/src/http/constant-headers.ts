import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * A middleware that sets constant response headers (helmet with static directives),
 * recorded once: `middleware` runs at start-up against a stand-in response, and the
 * returned middleware applies what it did (the same headers in the same order, and the
 * same removals) to every response. Helmet runs a dozen middlewares in a chain for each
 * request to set the very same dozen headers.
 *
 * Falls back to `middleware` itself when it does anything else: reads the request or the
 * response, does not call `next` at once, or fails.
 */
export function constantHeaders(middleware: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  let done = false;
  let failed = false;
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return standIn;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  // Any other property read (headers, method, getHeader, ...) throws: such a middleware is not constant.
  const strict = <T extends object>(target: T) =>
    new Proxy(target, {
      get(object, property) {
        if (!(property in object)) throw new Error(`constantHeaders: reads ${String(property)}`);
        return object[property as keyof T];
      },
    });
  try {
    middleware(strict({}) as Request, strict(standIn) as unknown as Response, (error?: unknown) => {
      done = true;
      failed = error !== undefined;
    });
  } catch {
    failed = true;
  }
  if (!done || failed) return middleware;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
