import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { itHonoursThePlatformContract } from '@fulfil/platform/testing';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { createWebsiteApp, testConfig } from './support';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

describeEachEngine('website-api platform conventions', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, undefined));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  itHonoursThePlatformContract(() => app, { path: '/api/v1/contact-form', allowed: 'POST', forbidden: 'get' });

  it('answers a wrong method on every form path, versioned or not, with 405 problem and Allow: POST', async () => {
    for (const [method, path] of [
      ['get', '/api/v1/newsletter-signup'],
      ['delete', '/api/contact-form'],
      ['put', '/api/newsletter-signup'],
      ['post', '/api/v1/openapi.json'],
    ] as const) {
      const res = await request(app.getHttpServer())[method](path).expect(405);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['allow']).toBe(path.endsWith('.json') ? 'GET, HEAD' : 'POST');
      expect(res.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED', instance: path });
    }
  });

  it('answers unknown API paths with a 404 problem, with API-Version under /api/v1 only', async () => {
    const v1 = await request(app.getHttpServer()).get('/api/v1/no-such-endpoint').expect(404);
    expect(v1.body).toMatchObject({ status: 404, code: 'NOT_FOUND', title: 'Not found' });
    expect(v1.headers['api-version']).toBe('v1');
    const v2 = await request(app.getHttpServer()).post('/api/v2/contact-form').expect(404);
    expect(v2.body.code).toBe('NOT_FOUND');
    expect(v2.headers['api-version']).toBeUndefined();
  });
});
