import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import * as http from 'node:http';
import type { Socket } from 'node:net';
import { serializedBody } from './prepared-json';

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

/** The `Content-Type` of a JSON answer whose handler set none (what Express's `res.json` sets). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** True for a Content-Type Express's `res.send` would leave as it is (it already names charset utf-8). */
function namesUtf8(type: unknown): boolean {
  return typeof type === 'string' && /;\s*charset=utf-8$/i.test(type);
}

/**
 * NestJS's Express adapter whose HTTP(S) server creates requests and responses with
 * Express's prototypes already in place ({@link expressMessageClasses}), and whose `reply`
 * skips the work whose result is thrown away (see {@link PlatformExpressAdapter.reply});
 * everything else is `ExpressAdapter` unchanged. Used by `createApp` and `createTestApp`,
 * so tests run the production server.
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

  /**
   * Sends a handler's answer as Express's `res.send`/`res.json` would, with the same
   * headers and bytes, minus the work whose result is discarded:
   *
   * - a prepared answer (a `SerializedJson`, or an object marked with `preparedJson`) is sent
   *   as its bytes with its precomputed ETag: no serialisation, copy or hash per request
   *   (Express still answers 304 to a matching `If-None-Match`);
   * - the JSON answer (an object, or JSON text whose Content-Type already names
   *   `charset=utf-8`) of a request other than GET or HEAD is written without the ETag
   *   Express would hash from it, which `httpCaching` removes from such answers anyway.
   *
   * Anything else (streams, errors, empty bodies, 204/205/304, other types) goes to
   * Nest's `ExpressAdapter.reply`.
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const method = response.req?.method;
    const readable = method === 'GET' || method === 'HEAD';
    const status = statusCode ?? response.statusCode;
    const bodiless = status === 204 || status === 205 || status === 304;
    const prepared = serializedBody(body);
    if (prepared && (readable || bodiless)) {
      if (statusCode) response.status(statusCode);
      if (!response.getHeader('Content-Type')) response.setHeader('Content-Type', JSON_TYPE);
      response.setHeader('ETag', prepared.etag);
      return response.send(prepared.bytes);
    }
    if (prepared) return this.sendJson(response, statusCode, prepared.bytes);
    if (readable || bodiless || body === null || body === undefined) return super.reply(response, body, statusCode);
    const type = response.getHeader('Content-Type');
    let text: string;
    if (typeof body === 'string' && namesUtf8(type)) text = body;
    else if (typeof body === 'object' && !(body instanceof Error) && !ArrayBuffer.isView(body) && (type === undefined || namesUtf8(type))) {
      if (typeof (body as { pipe?: unknown }).pipe === 'function' || typeof (body as { getStream?: unknown }).getStream === 'function')
        return super.reply(response, body, statusCode);
      text = JSON.stringify(body);
      if (text === undefined) return super.reply(response, body, statusCode);
    } else return super.reply(response, body, statusCode);
    return this.sendJson(response, statusCode, text);
  }

  /** Ends `response` with JSON `body` (text or UTF-8 bytes) and its Content-Length, without ETag; Content-Type JSON unless the handler set one. */
  private sendJson(response: Response, statusCode: number | undefined, body: string | Buffer): unknown {
    if (statusCode) response.status(statusCode);
    if (!response.getHeader('Content-Type')) response.setHeader('Content-Type', JSON_TYPE);
    response.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length);
    return typeof body === 'string' ? response.end(body, 'utf8') : response.end(body);
  }
}
