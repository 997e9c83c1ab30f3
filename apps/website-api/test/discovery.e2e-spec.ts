import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { allowedMethods } from '@fulfil/platform';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { WEBSITE_PROBLEM_CODES } from '../src/problems';
import { createWebsiteApp, testConfig } from './support';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

const slug = (code: string) => code.toLowerCase().replace(/_/g, '-');

describeEachEngine('discovery, OpenAPI, problem types and versions', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, undefined, { PUBLIC_BASE_URL: 'https://forms.example.com' }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('GET /api lists the versions with their endpoints and links (unversioned: no API-Version)', async () => {
    const res = await http().get('/api').expect(200);
    expect(res.headers['api-version']).toBeUndefined();
    expect(res.headers['ratelimit-policy']).toBeDefined();
    expect(res.body.versions).toEqual([
      {
        version: 'v1',
        status: 'current',
        links: {
          self: 'https://forms.example.com/api/v1',
          openapi: 'https://forms.example.com/api/v1/openapi.json',
          reference: 'https://forms.example.com/docs',
        },
        endpoints: [
          expect.objectContaining({ method: 'POST', path: '/api/v1/contact-form', href: 'https://forms.example.com/api/v1/contact-form' }),
          expect.objectContaining({ method: 'POST', path: '/api/v1/newsletter-signup' }),
        ],
      },
    ]);
    expect(res.body.unversioned.map((u: { path: string; deprecated: boolean }) => [u.path, u.deprecated])).toEqual([
      ['/api/contact-form', true],
      ['/api/newsletter-signup', true],
    ]);
    const v1 = await http().get('/api/v1').expect(200);
    expect(v1.headers['api-version']).toBe('v1');
    expect(v1.body).toEqual(res.body.versions[0]);
  });

  it('serves the OpenAPI document of v1, generated from the routes the app really serves', async () => {
    const res = await http().get('/api/v1/openapi.json').expect(200);
    expect(res.headers['api-version']).toBe('v1');
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Website API', version: 'v1' });
    expect(doc.servers).toEqual([{ url: 'https://forms.example.com' }]);
    const express = app.getHttpAdapter().getInstance();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) expect(allowedMethods(express, path)).toContain(method.toUpperCase());
    }
    const contact = doc.paths['/api/v1/contact-form'].post;
    expect(contact.tags).toEqual(['Contact']);
    expect(Object.keys(contact.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']);
    expect(Object.keys(contact.responses).sort()).toEqual(['200', '400', '401', '403', '405', '413', '415', '429', '500', '502', '503', 'default']);
    expect(contact.responses['503'].headers).toHaveProperty('Retry-After');
    expect(contact.responses['429'].headers).toHaveProperty('Retry-After');
    expect(contact.responses['200'].headers).toHaveProperty('API-Version');
    expect(contact.responses['502'].content).toHaveProperty('application/problem+json');
    expect(doc.paths['/api/contact-form'].post.deprecated).toBe(true);
    expect(doc.paths['/api/newsletter-signup'].post.deprecated).toBe(true);
    expect(doc.paths['/api/v1/newsletter-signup'].post.responses).not.toHaveProperty('401');
    expect(doc.paths['/api/v1/newsletter-signup'].post.responses['409'].description).toMatch(/^NEWSLETTER_OPTED_OUT/);
    const form = doc.components.schemas.ContactFormDto;
    expect(form.required.sort()).toEqual(['captchaToken', 'email', 'firstName', 'helpWith', 'lastName', 'message']);
    expect(form.properties.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(form.properties.captchaAction.enum).toEqual(['contact_form_submit']);
    expect(doc.components.schemas.ProblemDetails.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'code']));
    expect(contact.responses['400'].content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/ProblemDetails' });
    expect(doc.paths).not.toHaveProperty('/healthz');
  });

  it('documents the RateLimit headers on every response and a 429 with Retry-After on every operation (docs/openapi.md, "Rate limits in the document")', async () => {
    const doc = (await http().get('/api/v1/openapi.json').expect(200)).body;
    const names = ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
    const responses = Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>).flatMap(
      ([path, item]) =>
        Object.entries(item).flatMap(([method, op]) => Object.entries(op.responses).map(([status, r]) => ({ at: `${method} ${path} ${status}`, r }))),
    );
    expect(responses.length).toBeGreaterThan(40);
    expect(responses.filter(({ r }) => !names.every((n) => r.headers?.[n])).map(({ at }) => at)).toEqual([]);
    expect(responses.filter(({ at, r }) => at.endsWith(' 429') && !r.headers?.['Retry-After']).map(({ at }) => at)).toEqual([]);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, statuses: Object.keys(op.responses) })),
    );
    expect(operations.filter((op) => !op.statuses.includes('429')).map((op) => op.at)).toEqual([]);
    // Worded with the configured policy (the suite's RATE_LIMIT is 10000).
    expect(doc.components.headers['RateLimit-Policy'].description).toContain('`10000;w=60`');
    expect(doc.paths['/api/v1/contact-form'].post.responses['200'].headers['RateLimit']).toEqual({ $ref: '#/components/headers/RateLimit' });
  });

  it("serves the platform's reference page at /docs, where the old v1 reference address now redirects", async () => {
    await http().get('/api/v1/reference').expect(301).expect('Location', '/docs');
    const res = await http().get('/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('data-openapi-url="/api/v1/openapi.json"');
    // Its own Content-Security-Policy: scripts and styles from this host only, no inline script.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.text).not.toMatch(/<script>|<script [^>]*>[^<]/);
  });

  it('resolves the type URI of every problem the API can emit to a description', async () => {
    const index = await http().get('/problems').set('Accept', 'application/json').expect(200);
    const catalogued = index.body.map((t: { code: string }) => t.code);
    expect(catalogued).toEqual(expect.arrayContaining([...WEBSITE_PROBLEM_CODES]));
    // The store's problems belong to the storefront apps: the website no longer loads the store.
    expect(catalogued).not.toContain('SHOP_NOT_FOUND');
    expect(catalogued).not.toContain('LOCATION_NOT_FOUND');
    for (const code of catalogued) {
      const page = await http()
        .get(`/problems/${slug(code)}`)
        .expect(200);
      expect(page.text).toContain(code);
    }
  });

  it('gives real error answers type URIs that resolve', async () => {
    const answers = [
      await http().post('/api/v1/contact-form').type('form').send({}),
      await http().post('/api/v1/contact-form').type('form').send({ email: 'a@example.com', firstName: 'A', lastName: 'B', message: 'm', helpWith: 'h' }),
      await http()
        .post('/api/v1/contact-form')
        .type('form')
        .send({ email: 'a@example.com', firstName: 'A', lastName: 'B', message: 'm', helpWith: 'h', captchaToken: 'test-fail' }),
      await http().post('/api/v1/contact-form').set('Content-Type', 'text/csv').send('a,b'),
      await http().get('/api/v1/contact-form'),
      await http().get('/api/nothing-here'),
    ];
    expect(answers.map((a) => a.body.code)).toEqual([
      'VALIDATION_FAILED',
      'CAPTCHA_MISSING',
      'CAPTCHA_INVALID',
      'UNSUPPORTED_MEDIA_TYPE',
      'METHOD_NOT_ALLOWED',
      'NOT_FOUND',
    ]);
    for (const answer of answers) {
      const type = new URL(answer.body.type, 'http://relative.invalid');
      expect(type.origin).toBe('https://forms.example.com');
      const page = await http().get(type.pathname).set('Accept', 'application/json').expect(200);
      expect(page.body).toMatchObject({ code: answer.body.code, status: answer.status });
    }
  });

  it('sends no deprecation headers while no version is deprecated', async () => {
    const res = await http().get('/api/v1').expect(200);
    for (const name of ['deprecation', 'sunset', 'link']) expect(res.headers[name]).toBeUndefined();
  });
});

describeEachEngine('a deprecated v1 (API_V1_DEPRECATED_AT set)', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    const config = testConfig(db.url, undefined, {
      API_V1_DEPRECATED_AT: '2027-01-01T00:00:00Z',
      API_V1_SUNSET: '2028-06-30T00:00:00Z',
      API_V1_SUCCESSOR: 'https://forms.example.com/api/v2',
    });
    app = await createWebsiteApp(config);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('adds Deprecation, Sunset and Link rel="successor-version" to every v1 response, errors included', async () => {
    const responses = [
      await request(app.getHttpServer()).get('/api/v1').expect(200),
      await request(app.getHttpServer()).post('/api/v1/newsletter-signup').type('form').send({}).expect(400),
      await request(app.getHttpServer()).delete('/api/v1/contact-form').expect(405),
    ];
    for (const res of responses) {
      expect(res.headers['api-version']).toBe('v1');
      expect(res.headers['deprecation']).toBe(`@${Date.parse('2027-01-01T00:00:00Z') / 1000}`);
      expect(res.headers['sunset']).toBe('Fri, 30 Jun 2028 00:00:00 GMT');
      expect(res.headers['link']).toBe('<https://forms.example.com/api/v2>; rel="successor-version"');
    }
    const index = await request(app.getHttpServer()).get('/api').expect(200);
    expect(index.body.versions[0]).toMatchObject({
      status: 'deprecated',
      deprecatedAt: '2027-01-01T00:00:00.000Z',
      sunset: '2028-06-30T00:00:00.000Z',
      successor: 'https://forms.example.com/api/v2',
    });
  });

  it('leaves the unversioned paths without version or deprecation headers', async () => {
    const res = await request(app.getHttpServer()).post('/api/newsletter-signup').type('form').send({}).expect(400);
    for (const name of ['api-version', 'deprecation', 'sunset', 'link']) expect(res.headers[name]).toBeUndefined();
  });
});
