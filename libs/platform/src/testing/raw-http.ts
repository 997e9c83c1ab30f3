import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import * as net from 'node:net';

/** Where a test server listens. */
export interface ServerAddress {
  host: string;
  port: number;
}

/**
 * The address of the app's HTTP server, listening on an ephemeral loopback port first
 * if it does not listen yet (supertest then reuses that address; `app.close()` stops it).
 */
export async function listeningAddress(app: INestApplication): Promise<ServerAddress> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  const address = server.address() as net.AddressInfo;
  return { host: address.address, port: address.port };
}

/** {@link listeningAddress} as a base URL, `http://127.0.0.1:<port>`, for clients that need real sockets (races). */
export async function listeningUrl(app: INestApplication): Promise<string> {
  const { host, port } = await listeningAddress(app);
  return `http://${host}:${port}`;
}

/** An HTTP/1.1 answer as read off the socket. */
export interface RawAnswer {
  /** Status code, or 0 when the server closed without an answer. */
  status: number;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The body (chunked transfer decoded), as UTF-8. */
  body: string;
  /** Milliseconds from the first byte sent to the connection closing. */
  ms: number;
  /** The connection closed before `timeoutMs`. */
  closed: boolean;
}

/** Decodes a chunked body; returns what could be decoded of a truncated one. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const eol = data.indexOf('\r\n', at);
    if (eol === -1) break;
    const size = parseInt(data.subarray(at, eol).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Parses the bytes a server sent on a connection into the first final answer.
 * @param raw everything read until the connection closed
 */
export function parseRawAnswer(raw: Buffer): Omit<RawAnswer, 'ms' | 'closed'> {
  // Interim 1xx answers (100 Continue) come first; the answer is the one after them.
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 16).toString('latin1')) && raw.indexOf('\r\n\r\n') !== -1)
    raw = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: raw.toString('latin1') };
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

/**
 * Sends bytes on a fresh TCP connection and reads until the server closes it (send
 * `Connection: close`, or bytes the server refuses), or until `timeoutMs`.
 * @param bytes a whole request as it goes on the wire (see `serializeRequest` in fuzz-requests)
 */
export function sendRaw(address: ServerAddress, bytes: Buffer | string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ ...parseRawAnswer(Buffer.concat(chunks)), ms, closed });
    };
    const socket = net.connect(address.port, address.host, () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    // A reset after the server answered (it closed while bytes were still arriving) keeps the answer.
    socket.on('error', () => finish(true));
    const timer = setTimeout(() => finish(false), timeoutMs);
  });
}
