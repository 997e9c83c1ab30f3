import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { closedPort } from '@fulfil/platform/testing';
import { createWebsiteApp, testConfig } from './support';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

const HEADER_NAMES = ['ratelimit', 'ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/** Checks the exact header set of docs/api-decisions.md and returns the remaining count. */
function expectRateLimitHeaders(res: request.Response, remaining: number): void {
  const reset = Number(res.headers['ratelimit-reset']);
  expect(reset).toBeGreaterThanOrEqual(1);
  expect(reset).toBeLessThanOrEqual(60);
  expect(res.headers['ratelimit-policy']).toBe('30;w=60');
  expect(res.headers['ratelimit']).toBe(`limit=30, remaining=${remaining}, reset=${reset}`);
  expect(res.headers['ratelimit-limit']).toBe('30');
  expect(res.headers['ratelimit-remaining']).toBe(String(remaining));
  expect(res.headers['x-ratelimit-limit']).toBeUndefined(); // the library's own names are off
}

describeEachEngine('rate limits (30 per 60 s per client IP per endpoint)', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  // An invalid form is the cheapest request that still reaches the limiter (it counts like any other).
  const hit = (path: string, ip: string) => http().post(path).set('X-Forwarded-For', ip).type('form').send({ email: 'x' });

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, undefined, { RATE_LIMIT: '30', TRUST_PROXY: '1' }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('counts down on every response, then answers the 31st request with 429 RATE_LIMITED, Retry-After and the same header set', async () => {
    for (let i = 1; i <= 30; i++) {
      const res = await hit('/api/v1/contact-form', '198.51.100.1').expect(400);
      expectRateLimitHeaders(res, 30 - i);
    }
    const refused = await hit('/api/v1/contact-form', '198.51.100.1').expect(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Rate limit exceeded', instance: '/api/v1/contact-form' });
    expect(refused.body.type).toMatch(/\/problems\/rate-limited$/);
    expectRateLimitHeaders(refused, 0);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.headers['api-version']).toBe('v1');
  });

  it('keeps separate budgets per endpoint and per client IP', async () => {
    for (let i = 0; i < 31; i++) await hit('/api/v1/newsletter-signup', '198.51.100.2');
    await hit('/api/v1/newsletter-signup', '198.51.100.2').expect(429);
    expectRateLimitHeaders(await hit('/api/newsletter-signup', '198.51.100.2').expect(400), 29);
    expectRateLimitHeaders(await hit('/api/v1/newsletter-signup', '198.51.100.3').expect(400), 29);
    const discovery = await http().get('/api').set('X-Forwarded-For', '198.51.100.2').expect(200);
    expectRateLimitHeaders(discovery, 29);
  });

  it('carries the headers on 404 and 405 answers too, and limits requests to paths nothing serves', async () => {
    expectRateLimitHeaders(await http().get('/api/nothing-here').set('X-Forwarded-For', '198.51.100.4').expect(404), 29);
    expectRateLimitHeaders(await http().get('/api/other-nothing').set('X-Forwarded-For', '198.51.100.4').expect(404), 28);
    // 405: the path is served, the method is not (no route handles it, so no guard runs).
    expectRateLimitHeaders(await http().delete('/api/v1/contact-form').set('X-Forwarded-For', '198.51.100.5').expect(405), 29);
    for (let i = 0; i < 28; i++) await http().get(`/api/nothing-${i}`).set('X-Forwarded-For', '198.51.100.4').expect(404);
    const refused = await http().get('/api/nothing-again').set('X-Forwarded-For', '198.51.100.4').expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', hint: expect.any(String) });
    expectRateLimitHeaders(refused, 0);
    // The routed endpoints keep their own budgets.
    expectRateLimitHeaders(await hit('/api/v1/contact-form', '198.51.100.4').expect(400), 29);
  });

  it('does not limit the health probes', async () => {
    const res = await http().get('/healthz').expect(200);
    for (const name of HEADER_NAMES) expect(res.headers[name]).toBeUndefined();
  });
});

describeEachEngine('rate limits shared across instances through Redis', (engine) => {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) process.stdout.write('skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run the shared-budget test across two instances\n');
  let db: TestDatabase;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    if (!redisUrl) return;
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    const prefix = `website-api-test:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      apps.push(await createWebsiteApp(testConfig(db.url, undefined, { RATE_LIMIT: '30', REDIS_URL: redisUrl, RATE_LIMIT_KEY_PREFIX: prefix })));
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  (redisUrl ? it : it.skip)('two instances share one budget: the 31st request in the window is refused by either', async () => {
    const send = (app: INestApplication) => request(app.getHttpServer()).post('/api/v1/contact-form').type('form').send({ email: 'x' });
    for (let i = 1; i <= 30; i++) {
      const res = await send(apps[i % 2]).expect(400);
      expectRateLimitHeaders(res, 30 - i);
    }
    const refusedA = await send(apps[0]).expect(429);
    const refusedB = await send(apps[1]).expect(429);
    for (const refused of [refusedA, refusedB]) {
      expect(refused.body.code).toBe('RATE_LIMITED');
      expectRateLimitHeaders(refused, 0);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const ready = await request(apps[0].getHttpServer()).get('/readyz').expect(200);
    expect(ready.body.checks).toMatchObject({ redis: 'ok', database: 'ok' });
  });
});

describeEachEngine('rate limits with Redis down (fail open, docs/api-decisions.md "Dependency failures")', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, undefined, { RATE_LIMIT: '30', REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers rate-limited requests in a few ms, still limits them (in memory), and stays ready with Redis reported degraded', async () => {
    const latencies: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const started = performance.now();
      const res = await http().get('/api').expect(200);
      latencies.push(performance.now() - started);
      expectRateLimitHeaders(res, 30 - i);
    }
    const afterFirst = latencies.slice(1).sort((a, b) => a - b);
    expect(afterFirst[Math.floor(afterFirst.length / 2)]).toBeLessThan(50); // median; it was ~500 ms per request
    for (let i = 22; i <= 30; i++) await http().get('/api').expect(200);
    await http().get('/api').expect(429);

    const ready = await http().get('/readyz').expect(200);
    expect(ready.body).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', redis: expect.stringMatching(/^degraded: /) },
      details: { rateLimit: { state: 'memory-fallback', countedInMemory: 31, outages: 1 } },
    });
  });
});
