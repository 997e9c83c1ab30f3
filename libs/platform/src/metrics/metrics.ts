import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Route label of requests no route served (404, 405): one series, whatever the path. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Bucket bounds of `http_request_duration_seconds`, seconds (1 ms to 5 s: calendars answer in a few ms, a stalled dependency in up to 5 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A counter the product code increments; label values are strings. */
export type ProductCounter<L extends string = string> = Counter<L>;

/** What a gauge's `collect` callback sets before each scrape (see {@link Metrics.gauge}). */
export type GaugeCollector<L extends string> = (gauge: Gauge<L>) => void | Promise<void>;

/**
 * The app's Prometheus metrics (prom-client), one registry per app instance (several
 * apps in one test process never share series). Provided by `PlatformModule` (global):
 *
 * - `http_requests_total` and `http_request_duration_seconds` (histogram), labelled by
 *   `method`, `route` (the route template, e.g. `/v1.0/pickup/locations/:locationId/calendar`,
 *   or `(unmatched)`) and `status_code`, recorded by the bootstrap's first middleware
 *   ({@link observe});
 * - the Node.js process metrics of prom-client (`process_*`, `nodejs_*`);
 * - the product's own counters and gauges, registered by the code where the event
 *   happens with {@link counter} / {@link gauge} (names and meaning: docs/operations.md,
 *   "Metrics").
 *
 * Every series carries the label `app`. Served at `GET /metrics` on a separate port
 * (`METRICS_PORT`, {@link serve}) and/or on the app's port with a bearer token
 * (`METRICS_TOKEN`, `MetricsController`); neither by default (docs/operations.md).
 * Metrics nobody can read are not recorded: the request timings and the process metrics
 * (a GC observer among them) start when they are first served ({@link startRecording}),
 * so an app without METRICS_PORT or METRICS_TOKEN spends nothing on them per request.
 */
@Injectable()
export class Metrics implements OnApplicationShutdown {
  /** The registry every metric of this app lives in. */
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;
  private server?: Server;
  private recording = false;

  constructor(appName: string) {
    this.registry.setDefaultLabels({ app: appName });
    const labelNames = ['method', 'route', 'status_code'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status.',
      labelNames,
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the first middleware to the end of the response, seconds, by route template and status.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
  }

  /**
   * A counter of this app, created on first use (a second call with the same name returns
   * the same counter, so providers may ask for it in their constructors). Starts at 0 for
   * each label combination once incremented; without labels it is exported at 0 at once.
   * @param name Prometheus name ending in `_total`
   */
  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): ProductCounter<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as ProductCounter<L>;
    return new Counter<L>({ name, help, labelNames: [...labelNames], registers: [this.registry] });
  }

  /**
   * A gauge whose value `collect` sets at each scrape (e.g. a count read from the
   * database); created on first use like {@link counter}. A `collect` that throws leaves
   * the previous values and does not fail the scrape.
   */
  gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[], collect: GaugeCollector<L>): Gauge<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Gauge<L>;
    return new Gauge<L>({
      name,
      help,
      labelNames: [...labelNames],
      registers: [this.registry],
      async collect() {
        try {
          await collect(this);
        } catch {
          // A failing source (database down) keeps the last values; /readyz tells the outage.
        }
      },
    });
  }

  /**
   * A counter mirroring a running total kept elsewhere (e.g. a cache's hits): at each
   * scrape it is raised by what `read()` grew since the previous scrape.
   */
  mirrorCounter(name: string, help: string, read: () => number): void {
    if (this.registry.getSingleMetric(name)) return;
    let seen = 0;
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        const now = read();
        if (now > seen) this.inc(now - seen);
        seen = Math.max(seen, now);
      },
    });
  }

  /**
   * Starts recording the request timings ({@link observe}) and the Node.js process metrics;
   * called where the metrics become readable ({@link serve}, `MetricsController`). Idempotent.
   */
  startRecording(): void {
    if (this.recording) return;
    this.recording = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Times one request (once {@link startRecording} was called): records it in `http_requests_total` and
   * `http_request_duration_seconds` when its response closes (sent or aborted).
   */
  observe(req: Request, res: Response): void {
    if (!this.recording) return;
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const route = (req as Request & { route?: { path?: unknown } }).route;
      const labels = {
        method: req.method,
        route: typeof route?.path === 'string' ? `${req.baseUrl ?? ''}${route.path}` : UNMATCHED_ROUTE,
        status_code: String(res.statusCode),
      };
      this.requests.inc(labels);
      this.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  }

  /** The exposition: Prometheus text format 0.0.4 (`contentType`). */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /**
   * Serves `GET /metrics` (and nothing else: 404) on its own listener, for a scraper that
   * reaches a port the public does not (METRICS_PORT). Closed when the app shuts down.
   * @returns the bound URL (port 0 picks a free one)
   */
  async serve(port: number, host: string): Promise<string> {
    this.startRecording();
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      this.text().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
