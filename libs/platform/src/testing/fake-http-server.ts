import { randomUUID } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** A request a fake received, in arrival order. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/crm/v3/objects/tickets`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Raw body text (empty until the whole body has arrived). */
  body: string;
}

/**
 * How the fake is down: `503` answers 503 to everything, `reset` destroys each
 * connection as a request arrives (the client sees a socket error after sending),
 * `refuse` stops listening (connection refused: the request is never sent).
 */
export type DownMode = '503' | 'reset' | 'refuse';

/**
 * A one-off failure queued with `failNext`: a status code, a connection reset before the
 * request is processed (`reset`), a 200 with a non-JSON body (`garbage`), or
 * `lose-answer`: the request IS processed (a ticket is created...) and then the
 * connection is reset instead of answering, as when the answer is lost or the client
 * dies after the server committed.
 */
export type FailureMode = number | 'reset' | 'garbage' | 'lose-answer';

/** Where a queued failure applies: by default to the next request whatever its path. */
export interface FailureScope {
  /** Only a request to this exact path (e.g. `/crm/v3/objects/tickets`) takes the failure. */
  path?: string;
  /**
   * Only a request this accepts takes the failure (e.g. one carrying a given shop's access
   * token), so that other clients' requests meanwhile (a background sync) leave it queued.
   */
  when?: (request: RecordedRequest) => boolean;
}

/**
 * Shared machinery of the fake servers: `node:http` on 127.0.0.1 with an
 * ephemeral port, request recording, and the switches `goDown` / `comeBack`,
 * `failNext` and `delayResponses`. Subclasses implement `route`.
 */
export abstract class FakeHttpServer {
  /** Every request received (including those answered with a failure), oldest first. */
  readonly requests: RecordedRequest[] = [];
  private server?: Server;
  private port = 0;
  private down?: DownMode;
  private delayMs = 0;
  private readonly failures: Array<{ mode: FailureMode } & FailureScope> = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  /**
   * Starts listening on 127.0.0.1: on `port` when given (a local demo's fixed port), else a
   * free port the first time and the same port after `comeBack`.
   */
  async start(port?: number): Promise<{ url: string }> {
    if (port !== undefined) this.port = port;
    const server = createServer((req, res) => this.receive(req, res));
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return { url: this.url };
  }

  /** Stops listening, drops open connections and pending delayed answers. Safe to call twice. */
  async stop(): Promise<void> {
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    await this.closeServer();
  }

  /** Base URL, e.g. `http://127.0.0.1:43121`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Goes down (see {@link DownMode}) until {@link comeBack}. */
  async goDown(mode: DownMode = '503'): Promise<void> {
    this.down = mode;
    if (mode === 'refuse') await this.closeServer();
  }

  /** Ends {@link goDown}; with `refuse`, listens again on the same port. */
  async comeBack(): Promise<void> {
    const wasRefusing = this.down === 'refuse';
    this.down = undefined;
    if (wasRefusing) await this.start();
  }

  /**
   * The next `count` requests (to `scope.path` only, and accepted by `scope.when` only,
   * when given) fail with `mode`, then normal service resumes.
   */
  failNext(count: number, mode: FailureMode, scope: FailureScope = {}): void {
    for (let i = 0; i < count; i++) this.failures.push({ mode, ...scope });
  }

  /** Delays every answer by `ms` (0 to stop); use with a client `timeoutMs` below it. */
  delayResponses(ms: number): void {
    this.delayMs = ms;
  }

  /**
   * Turns every switch off (comes back up, no queued failures, no delay) and drops
   * answers still waiting out a delay, so nothing leaks into the next test. Keeps
   * recorded requests and state.
   */
  async restore(): Promise<void> {
    this.failures.length = 0;
    this.delayMs = 0;
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    if (this.down) await this.comeBack();
  }

  /** Requests received on a path. */
  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Answers a request on a working server. */
  protected abstract route(request: RecordedRequest, res: ServerResponse): void;

  /** Answers a queued or down-mode failure status; subclasses add their own bodies (e.g. 429). */
  protected failWithStatus(status: number, _request: RecordedRequest, res: ServerResponse): void {
    this.json(res, status, { status: 'error', message: 'Service unavailable', correlationId: randomUUID() });
  }

  /** Sends a JSON answer. */
  protected json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  private receive(req: IncomingMessage, res: ServerResponse): void {
    // Recorded as soon as the headers arrive; the body is filled in when complete.
    const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: '' };
    this.requests.push(request);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      request.body = Buffer.concat(chunks).toString('utf8');
      const failure = this.down === 'reset' ? 'reset' : this.down === '503' ? 503 : this.takeFailure(request);
      if (failure === 'reset') {
        req.socket.destroy();
        return;
      }
      if (failure === 'lose-answer') {
        this.route(request, new ServerResponse(req)); // processed; the answer goes nowhere
        req.socket.destroy();
        return;
      }
      this.later(() => {
        if (failure === 'garbage') {
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>upstream proxy error</html>');
        } else if (typeof failure === 'number') {
          this.failWithStatus(failure, request, res);
        } else {
          this.route(request, res);
        }
      });
    });
  }

  private takeFailure(request: RecordedRequest): FailureMode | undefined {
    const index = this.failures.findIndex((f) => (f.path === undefined || f.path === request.path) && (f.when === undefined || f.when(request)));
    return index < 0 ? undefined : this.failures.splice(index, 1)[0].mode;
  }

  private later(answer: () => void): void {
    if (this.delayMs <= 0) return answer();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      answer();
    }, this.delayMs);
    this.timers.add(timer);
  }

  private async closeServer(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
