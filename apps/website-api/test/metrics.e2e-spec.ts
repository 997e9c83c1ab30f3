import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

const TOKEN = 'website-metrics-test-token';

/** The value of the sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('website-api metrics (docs/operations.md, "Metrics")', () => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const scrape = async () => (await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase('sqlite', FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, fakes, { METRICS_TOKEN: TOKEN, RATE_LIMIT: '2' }));
  }, 60_000);
  afterEach(() => Promise.all([fakes.hubspot.restore(), fakes.siteverify.restore()]));
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  it('counts helpdesk failures, the enquiries waiting for delivery, and rate-limit refusals', async () => {
    const before = await scrape();
    expect(sample(before, 'enquiries', { status: 'pending' })).toBe(0);
    expect(sample(before, 'enquiries', { status: 'failed' })).toBe(0);
    expect(sample(before, 'rate_limited_requests_total', { bucket: 'route' })).toBe(0);

    await fakes.hubspot.goDown('refuse');
    await request(app.getHttpServer())
      .post('/api/v1/contact-form')
      .type('form')
      .send(contactForm({ email: 'down@example.com' }))
      .expect(502);
    const afterOutage = await scrape();
    expect(sample(afterOutage, 'upstream_errors_total', { service: 'hubspot', reason: 'network' })).toBe(1);
    expect(sample(afterOutage, 'enquiries', { status: 'pending' })).toBe(1);
    expect(sample(afterOutage, 'http_requests_total', { method: 'POST', route: '/api/v1/contact-form', status_code: '502' })).toBe(1);

    // RATE_LIMIT=2 per endpoint: the third request to the endpoint is refused.
    for (let i = 0; i < 2; i++)
      await request(app.getHttpServer())
        .post('/api/v1/newsletter-signup')
        .type('form')
        .send({ email: `n${i}@example.com` });
    await request(app.getHttpServer()).post('/api/v1/newsletter-signup').type('form').send({ email: 'n9@example.com' }).expect(429);
    expect(sample(await scrape(), 'rate_limited_requests_total', { bucket: 'route' })).toBe(1);
  });
});
