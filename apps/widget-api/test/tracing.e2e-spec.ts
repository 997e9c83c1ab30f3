import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { StoreReader } from '@fulfil/store-settings';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';
import { eatsIds, EatsIds, NOW, seedEats, SHOP } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

/** An OTLP/JSON attribute value (only the kinds the assertions read). */
interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}

/** A span as OTLP/HTTP JSON carries it, with its resource and scope flattened in. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  scope: string;
  resource: Record<string, string | number | boolean | undefined>;
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

/** OTLP/JSON `[{key, value: {stringValue}}]` as a plain record. */
function attributesOf(list: { key: string; value: OtlpValue }[] = []): ReceivedSpan['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [key, value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue))]),
  );
}

/**
 * A local OTLP/HTTP collector: accepts `POST /v1/traces` JSON bodies, answers 200 `{}`,
 * and keeps every body (raw, for "what is never sent") and every span.
 */
class OtlpListener {
  readonly bodies: string[] = [];
  readonly spans: ReceivedSpan[] = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      this.bodies.push(`${req.method} ${req.url} ${raw}`);
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = JSON.parse(raw) as {
          resourceSpans?: {
            resource?: { attributes?: { key: string; value: OtlpValue }[] };
            scopeSpans?: { scope?: { name: string }; spans?: (Omit<ReceivedSpan, 'attributes' | 'scope' | 'resource'> & { attributes?: [] })[] }[];
          }[];
        };
        for (const { resource, scopeSpans = [] } of body.resourceSpans ?? [])
          for (const { scope, spans = [] } of scopeSpans)
            for (const span of spans)
              this.spans.push({ ...span, attributes: attributesOf(span.attributes), scope: scope?.name ?? '', resource: attributesOf(resource?.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits (at most `ms`) until a received span satisfies `test`. */
  async waitFor(test: (span: ReceivedSpan) => boolean, ms = 10_000): Promise<ReceivedSpan | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.spans.find(test);
      if (found || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Whether `span`'s chain of parents within `trace` reaches `ancestor`. */
function descendsFrom(span: ReceivedSpan, ancestor: ReceivedSpan, trace: ReceivedSpan[]): boolean {
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  for (let current: ReceivedSpan | undefined = span; current; current = current.parentSpanId ? byId.get(current.parentSpanId) : undefined)
    if (current.spanId === ancestor.spanId) return true;
  return false;
}

/*
 * OpenTelemetry tracing of widget-api run from its real main.ts (docs/tracing.md): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set it sends one trace per checkout, from the HTTP server
 * span (carrying the request id) through the Nest handler to the database queries, and
 * never the checkout's personal data; it flushes what is queued when it stops; without
 * the variable it sends nothing.
 */
describeEachEngine('tracing of widget-api', (engine) => {
  const listener = new OtlpListener();
  let endpoint: string;
  let db: TestDatabase;
  let ids: EatsIds;
  let app: AppProcess | undefined;

  beforeAll(async () => {
    endpoint = await listener.start();
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    ids = await eatsIds(new StoreReader(db.dataSource as DataSource));
    await db.dataSource.destroy(); // the database is the apps' alone from here on
  }, 60_000);
  afterAll(async () => {
    await app?.stop('SIGKILL');
    await listener.close();
    await db?.drop();
  });

  const EMAIL = 'jane.tracing@example.com';
  const env = () => ({ DATABASE_URL: db.url, CLOCK_NOW: NOW, LOG_LEVEL: 'error' });
  /** POSTs a lunch burger for pickup at Midtown on Thursday 12 March 2026, with the customer's e-mail address. */
  const checkout = (url: string) =>
    fetch(`${url}/checkouts?shop=${SHOP}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'pickup',
        restaurant_id: ids.restaurant('midtown'),
        date: '2026-03-12',
        slot_id: ids.slot('midtown/pickup/thursday/12:00'),
        items: [{ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Medium')] }],
        email: EMAIL,
      }),
    });

  it('sends one trace from the POST /checkouts server span, with its request id, through the Nest handler to the database', async () => {
    app = await startAppProcess({
      entry: 'apps/widget-api/src/main.ts',
      env: { ...env(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SDK_DISABLED: '' },
    });
    const res = await checkout(app.url);
    expect(res.status).toBe(201);
    const requestId = res.headers.get('x-request-id') as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const server = await listener.waitFor((span) => span.kind === SPAN_KIND_SERVER && span.attributes['http.request.id'] === requestId);
    if (!server)
      throw new Error(`no server span with http.request.id ${requestId}; received: ${JSON.stringify(listener.spans.map((s) => s.name))}\n${app.output()}`);
    expect(server.name).toBe('POST /checkouts');
    expect(server.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/checkouts', 'http.response.status_code': 201 });
    expect(server.resource).toMatchObject({ 'service.name': 'widget-api', 'service.version': '0.0.0-dev' });
    expect(server.parentSpanId ?? '').toBe('');

    // The batch of the whole request: its spans end before the server span, or with it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const trace = listener.spans.filter((span) => span.traceId === server.traceId);
    const handler = trace.find((span) => span.attributes['nestjs.type'] === 'handler');
    expect(handler).toBeDefined();
    expect(descendsFrom(handler as ReceivedSpan, server, trace)).toBe(true);
    const queries = trace.filter((span) => span.kind === SPAN_KIND_CLIENT && span.attributes['db.system.name'] === (engine === 'mysql' ? 'mysql' : 'sqlite'));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(descendsFrom(query, server, trace)).toBe(true);
    expect(queries.map((query) => query.attributes['db.query.text'])).toEqual(expect.arrayContaining([expect.stringMatching(/^INSERT INTO [`"]?checkouts/i)]));
    process.stdout.write(`[${engine}] checkout trace: ${trace.length} spans, ${queries.length} database queries\n`);

    // Never sent: the customer's e-mail address (a bound value of an INSERT), the client's address, the query string.
    expect(listener.bodies.join('\n')).not.toContain(EMAIL);
    expect(server.attributes['client.address']).toBeUndefined();
    expect(server.attributes['network.peer.address']).toBeUndefined();
    expect(server.attributes['url.query']).toBeUndefined();
    // No span for the probes (startAppProcess polled GET /healthz until the app answered).
    expect(
      listener.spans.filter((span) => span.kind === SPAN_KIND_SERVER && /healthz|readyz|metrics/.test(`${span.name} ${span.attributes['url.path']}`)),
    ).toEqual([]);

    await app.stop('SIGTERM');
    app = undefined;
  }, 60_000);

  it('flushes the spans still queued when it stops (SIGTERM)', async () => {
    // An export every 10 minutes: only the shutdown can send this request's spans.
    app = await startAppProcess({
      entry: 'apps/widget-api/src/main.ts',
      env: { ...env(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '600000' },
    });
    const res = await fetch(`${app.url}/settings?shop=${SHOP}`);
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.spans.some((span) => span.attributes['http.request.id'] === requestId)).toBe(false);
    await app.stop('SIGTERM');
    app = undefined;
    expect(await listener.waitFor((span) => span.attributes['http.request.id'] === requestId, 2_000)).toMatchObject({ name: 'GET /settings' });
  }, 60_000);

  it('sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    app = await startAppProcess({
      entry: 'apps/widget-api/src/main.ts',
      env: { ...env(), OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' },
    });
    const before = listener.bodies.length;
    expect((await checkout(app.url)).status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await app.stop('SIGTERM');
    app = undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.bodies.length).toBe(before);
  }, 60_000);
});
