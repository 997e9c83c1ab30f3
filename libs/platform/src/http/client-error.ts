import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { codeToSlug, ProblemError, problemType } from '@fulfil/problem-details';
import { linkBase, requestPath } from './public-base';

/** An error Node's HTTP server hands to `clientError` (llhttp's `HPE_*` codes carry the bytes read). */
export type HttpClientError = Error & { code?: string; rawPacket?: Buffer };

/** Options of {@link clientErrorResponse} and {@link installHttpServerProblems}. */
export interface ClientErrorOptions {
  /**
   * Absolute base of problem `type` URIs (PUBLIC_BASE_URL); without it `type` is a relative
   * reference (`/problems/...`). Never the request's Host (docs/api-decisions.md, "Links
   * and the Host header").
   */
  publicBaseUrl?: string;
  /** Request id generator (tests fix it); default `randomUUID`. */
  newRequestId?: () => string;
}

/** Status and code of each error Node's parser raises; everything else is a malformed request. */
function classify(code: string | undefined): { status: number; code: string; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'REQUEST_HEADERS_TOO_LARGE', detail: 'The request line and headers exceed 16 KiB; the request was not read.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The chunk extensions of the request body are too large; the request was not read.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', detail: 'The request was not received in full in time.' };
    default:
      return {
        status: 400,
        code: 'MALFORMED_REQUEST',
        detail: `The request is not valid HTTP/1.1 (${/^HPE_[A-Z_]+$/.test(code ?? '') ? code : 'unreadable'}).`,
      };
  }
}

/** The JSON of a problem the HTTP server answers itself; `base` from configuration only ({@link linkBase}). */
function problemJson(status: number, code: string, detail: string, instance: string, base: string): Buffer {
  const catalogued = problemType(code);
  return Buffer.from(
    JSON.stringify({
      type: `${base}/problems/${codeToSlug(code)}`,
      title: catalogued?.title ?? code,
      status,
      detail,
      instance,
      code,
      hint: catalogued?.hint ?? 'Check the HTTP client.',
    }),
    'utf8',
  );
}

/**
 * The raw HTTP/1.1 response for an error raised by Node's HTTP parser before any route
 * could run: an RFC 9457 problem like every other answer (docs/api-decisions.md,
 * "Requests the HTTP server refuses"), with `Connection: close` since the stream cannot
 * be trusted after it.
 *
 * - `HPE_HEADER_OVERFLOW` (request line and headers over Node's 16 KiB): 431
 *   REQUEST_HEADERS_TOO_LARGE; `ERR_HTTP_REQUEST_TIMEOUT`: 408 REQUEST_TIMEOUT;
 *   `HPE_CHUNK_EXTENSIONS_OVERFLOW`: 413 PAYLOAD_TOO_LARGE; any other parser error
 *   (request line, header syntax, Content-Length, chunked framing): 400 MALFORMED_REQUEST.
 * - No request object exists, so `instance` is `urn:uuid:<id>`, the id also sent as
 *   `X-Request-Id`; `type` starts with `publicBaseUrl` (PUBLIC_BASE_URL), else it is the
 *   relative `/problems/<slug>`. Nothing of the request (its Host header least of all) is
 *   copied into the answer (docs/api-decisions.md, "Links and the Host header").
 *
 * @returns the status and the bytes to write (latin1-safe ASCII head, UTF-8 body)
 */
export function clientErrorResponse(err: HttpClientError, options: ClientErrorOptions = {}): { status: number; response: Buffer } {
  const { status, code, detail } = classify(err.code);
  const id = (options.newRequestId ?? randomUUID)();
  const body = problemJson(status, code, detail, `urn:uuid:${id}`, linkBase(options.publicBaseUrl));
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    'Content-Type: application/problem+json\r\n' +
    `Content-Length: ${body.length}\r\n` +
    `X-Request-Id: ${id}\r\n` +
    'X-Content-Type-Options: nosniff\r\n' +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n\r\n';
  return { status, response: Buffer.concat([Buffer.from(head, 'latin1'), body]) };
}

/**
 * Answers a request whose `Expect` header the server cannot meet (anything but
 * `100-continue`) with 417 EXPECTATION_FAILED as a problem, instead of Node's bodiless
 * 417 (the request is not routed: RFC 9110 §10.1.1). `type` comes from configuration and
 * `instance` is the request's path, never its Host (docs/api-decisions.md, "Links and the
 * Host header").
 */
function answerUnmetExpectation(req: IncomingMessage, res: ServerResponse, options: ClientErrorOptions): void {
  const id = (options.newRequestId ?? randomUUID)();
  const body = problemJson(
    417,
    'EXPECTATION_FAILED',
    `This server meets no expectation but 100-continue, not ${JSON.stringify(String(req.headers.expect).slice(0, 60))}.`,
    requestPath(req.url),
    linkBase(options.publicBaseUrl),
  );
  res.writeHead(417, {
    'Content-Type': 'application/problem+json',
    'Content-Length': body.length,
    'X-Request-Id': id,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Makes the answers Node's HTTP server gives by itself, before any route runs, RFC 9457
 * problems like every other answer (docs/api-decisions.md, "Requests the HTTP server
 * refuses"); `configureApp` installs it on every app's server:
 *
 * - `clientError` (what the HTTP parser refuses): {@link clientErrorResponse}, written
 *   only while the socket is writable and no response of that connection has sent its
 *   headers yet (Node's own guard), then the connection is closed; a reset connection is
 *   just destroyed.
 * - `checkExpectation` (an `Expect` other than `100-continue`): 417 EXPECTATION_FAILED.
 * - A missing `Host` is answered by the {@link requireHost} middleware instead.
 *
 * @param server the app's HTTP server (`app.getHttpServer()`)
 */
export function installHttpServerProblems(server: Server, options: ClientErrorOptions = {}): void {
  server.on('clientError', (err: HttpClientError, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { response } = clientErrorResponse(err, options);
    socket.end(response, () => socket.destroy());
    setTimeout(() => socket.destroy(), 5_000).unref();
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => answerUnmetExpectation(req, res, options));
}

/**
 * Middleware answering an HTTP/1.1 request without a `Host` header (RFC 9112 §3.2) with
 * 400 MALFORMED_REQUEST as a problem. Node would answer it itself with a bodiless 400;
 * `PlatformExpressAdapter` turns that off (`requireHostHeader: false`) so that this
 * middleware, which `configureApp` runs first, answers instead.
 */
export function requireHost(req: Request, _res: Response, next: NextFunction): void {
  if (req.headers.host !== undefined || req.httpVersionMajor !== 1 || req.httpVersionMinor < 1) return next();
  next(
    new ProblemError({
      status: 400,
      code: 'MALFORMED_REQUEST',
      detail: 'An HTTP/1.1 request must carry a Host header (RFC 9112 §3.2).',
      hint: 'Send the Host header.',
    }),
  );
}
