import { AddressInfo, createServer, Server, Socket, connect } from 'node:net';

/** One relayed connection: the client's socket and ours to the target. */
interface Pair {
  client: Socket;
  upstream?: Socket;
}

/**
 * A tiny TCP proxy on 127.0.0.1 for failure-injection tests: put it between an app
 * and a dependency (MariaDB, Redis), then
 * - {@link stall}: stop forwarding: connections stay open and new ones are accepted,
 *   but no byte moves in either direction (a hung server or a black-holed network);
 * - {@link cut}: stop listening and drop every connection (connections are refused:
 *   the server is down);
 * - {@link resume}: forward again (listening on the same port after a cut).
 *
 * Every failure ends by itself after `maxMs` (default 10 s) so a failing test never
 * leaves a dependency unreachable; call {@link stop} in `afterAll`. Loopback only.
 */
export class TcpProxy {
  private server?: Server;
  private listenPort = 0;
  private readonly pairs = new Set<Pair>();
  private stalled = false;
  private autoResume?: NodeJS.Timeout;

  /** @param target where to forward, e.g. `{ host: '127.0.0.1', port: 3306 }` */
  constructor(private readonly target: { host: string; port: number }) {}

  /** Starts listening on 127.0.0.1 (an ephemeral port, the same one after a {@link cut}). */
  async start(): Promise<{ host: string; port: number }> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.listenPort = (server.address() as AddressInfo).port;
    return { host: '127.0.0.1', port: this.listenPort };
  }

  /** The port clients connect to. */
  get port(): number {
    return this.listenPort;
  }

  /** Stops forwarding (see the class) until {@link resume}, at most `maxMs` ms. */
  stall(maxMs = 10_000): void {
    this.stalled = true;
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
    this.endAfter(maxMs);
  }

  /** Stops listening and destroys every connection until {@link resume}, at most `maxMs` ms. */
  async cut(maxMs = 10_000): Promise<void> {
    this.stalled = false;
    this.dropConnections();
    await this.closeServer();
    this.endAfter(maxMs);
  }

  /** Ends a {@link stall} or {@link cut}: forwards again. */
  async resume(): Promise<void> {
    clearTimeout(this.autoResume);
    this.autoResume = undefined;
    if (this.stalled) {
      this.stalled = false;
      for (const pair of this.pairs) {
        if (!pair.upstream) this.open(pair);
        pair.client.resume();
        pair.upstream?.resume();
      }
    }
    if (!this.server) await this.start();
  }

  /** Closes the listener and every connection. Safe to call twice. */
  async stop(): Promise<void> {
    clearTimeout(this.autoResume);
    this.autoResume = undefined;
    this.stalled = false;
    this.dropConnections();
    await this.closeServer();
  }

  private accept(client: Socket): void {
    const pair: Pair = { client };
    this.pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      this.pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (this.stalled) {
      client.pause();
      return;
    }
    this.open(pair);
  }

  private open(pair: Pair): void {
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    this.relay(pair.client, upstream);
    this.relay(upstream, pair.client);
  }

  /** Copies `from` to `to` honouring back-pressure and the stall switch. */
  private relay(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (!this.stalled) from.resume();
    });
    if (this.stalled) from.pause();
  }

  private endAfter(maxMs: number): void {
    clearTimeout(this.autoResume);
    this.autoResume = setTimeout(() => void this.resume(), maxMs);
    this.autoResume.unref();
  }

  private dropConnections(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  private async closeServer(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on (it was free a moment ago): connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
