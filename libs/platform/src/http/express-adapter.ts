import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import * as http from 'node:http';
import type { Socket } from 'node:net';

/** The request and response constructors an `http.Server` builds each exchange with. */
export interface MessageClasses {
  IncomingMessage: typeof http.IncomingMessage;
  ServerResponse: typeof http.ServerResponse;
}

/** Whether `fn` is a `class` (which cannot be called without `new`). */
function isClass(fn: unknown): boolean {
  return /^class\b/.test(Function.prototype.toString.call(fn));
}

/**
 * Request and response constructors whose instances are born with Express's own
 * prototypes (`app.request`, `app.response`), for `http.createServer(options)`.
 *
 * Why: Express's `app.handle` calls `Object.setPrototypeOf(req, app.request)` and
 * `Object.setPrototypeOf(res, app.response)` on every request. On objects that V8
 * created with Node's prototypes, that swap is V8's slow path: it costs more CPU than
 * the whole rest of a bare Express route, and it leaves about a third of each
 * request's young objects alive across a scavenge, so they are copied twice, promoted
 * and collected only by mark-compacts (measured with `--trace-gc-nvp`: survival 30 %
 * of new space, ~5 ms per scavenge; with these classes 0.6 % and ~0.3 ms). When the
 * prototype is already the one asked for, `Object.setPrototypeOf` returns at once, so
 * Express behaves exactly as before and every Express API keeps working.
 *
 * @param app the Express application whose `request`/`response` objects become the prototypes
 * @returns the two constructors, or `null` when this Node.js defines `IncomingMessage` or
 *   `ServerResponse` as a class (they cannot then be initialised on another prototype;
 *   the server falls back to Node's own classes and Express's per-request swap)
 */
export function expressMessageClasses(app: Express): MessageClasses | null {
  if (isClass(http.IncomingMessage) || isClass(http.ServerResponse)) return null;
  function ExpressRequest(this: http.IncomingMessage, socket: Socket): void {
    (http.IncomingMessage as unknown as (this: http.IncomingMessage, socket: Socket) => void).call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: unknown): void {
    (http.ServerResponse as unknown as (this: http.ServerResponse, req: http.IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
  };
}

/**
 * NestJS's Express adapter whose HTTP(S) server creates requests and responses with
 * Express's prototypes already in place ({@link expressMessageClasses}); everything
 * else is `ExpressAdapter` unchanged. Used by `createApp` and `createTestApp`, so tests
 * run the production server.
 */
export class PlatformExpressAdapter extends ExpressAdapter {
  /**
   * Plain HTTP (what the apps serve; TLS ends at the proxy) gets the prebuilt classes, and
   * Node's bodiless 400 for an HTTP/1.1 request without `Host` is turned off
   * (`requireHostHeader: false`): the `requireHost` middleware of the shared bootstrap
   * answers it as a problem. HTTPS options or `forceCloseConnections` go to Nest's own
   * server set-up unchanged.
   */
  override initHttpServer(options: NestApplicationOptions): void {
    const classes = expressMessageClasses(this.getInstance<Express>());
    if (!classes || options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    this.httpServer = http.createServer({ ...classes, requireHostHeader: false }, this.getInstance());
  }
}
