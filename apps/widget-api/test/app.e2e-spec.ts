import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { problemType } from '@fulfil/problem-details';
import { itHonoursThePlatformContract } from '@fulfil/platform/testing';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { WIDGET_PROBLEM_CODES } from '../src/problems';
import { createWidgetApp, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

describeEachEngine('widget-api platform conventions', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET, { migrate: false });
    app = await createWidgetApp(widgetConfig(db.url, { CORS_ORIGINS: 'https://ops.example.com' }));
    await seedEats(db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  itHonoursThePlatformContract(() => app, { path: '/settings', allowed: 'GET, HEAD', forbidden: 'delete' });

  it('answers a wrong method on the widget routes with 405 and Allow', async () => {
    expect((await http().get('/checkouts').query({ shop: SHOP }).expect(405)).headers.allow).toBe('POST');
    expect((await http().get('/search').expect(405)).headers.allow).toBe('POST');
    expect((await http().put('/product-options').expect(405)).headers.allow).toBe('POST');
  });

  describe('CORS', () => {
    it("allows the shop's storefront origins, on preflight and on the request", async () => {
      const preflight = await http()
        .options('/checkouts')
        .query({ shop: SHOP })
        .set('Origin', 'https://eats.example.com')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, idempotency-key')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://eats.example.com');
      expect(preflight.headers['access-control-allow-headers']).toMatch(/idempotency-key/i);
      const get = await http().get('/settings').query({ shop: SHOP }).set('Origin', 'https://eats.example.com').expect(200);
      expect(get.headers['access-control-allow-origin']).toBe('https://eats.example.com');
      expect(get.headers['access-control-expose-headers']).toMatch(/Idempotent-Replayed/);
    });

    it('reads the shop of the CORS check as the routes do (any case, spaces trimmed)', async () => {
      const res = await http()
        .get('/settings')
        .query({ shop: ` ${SHOP.toUpperCase()} ` })
        .set('Origin', 'https://eats.example.com')
        .expect(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://eats.example.com');
    });

    it('refuses other origins, origins of another shop, and requests without a valid shop', async () => {
      const other = await http().get('/settings').query({ shop: SHOP }).set('Origin', 'https://evil.example.com').expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const unknownShop = await http().get('/settings').query({ shop: 'nobody.myshopify.com' }).set('Origin', 'https://eats.example.com').expect(404);
      expect(unknownShop.headers['access-control-allow-origin']).toBeUndefined();
      const noShop = await http().get('/settings').set('Origin', 'https://eats.example.com').expect(400);
      expect(noShop.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('allows the configured CORS_ORIGINS everywhere', async () => {
      const res = await http().get('/settings').query({ shop: SHOP }).set('Origin', 'https://ops.example.com').expect(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://ops.example.com');
    });
  });

  it('describes every problem code it can answer at /problems/<code>', async () => {
    for (const code of WIDGET_PROBLEM_CODES) {
      expect(problemType(code)).toBeDefined();
      const res = await http()
        .get(`/problems/${code.toLowerCase().replace(/_/g, '-')}`)
        .set('Accept', 'application/json')
        .expect(200);
      expect(res.body.code).toBe(code);
    }
  });

  it('serves its OpenAPI document with the widget operations', async () => {
    const res = await http().get('/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    // Without PUBLIC_BASE_URL the server is the host that served the document.
    expect([res.body.info.title, res.body.info.version, res.body.servers]).toEqual(['Widget API', '1', [{ url: '/' }]]);
    expect(Object.keys(res.body.paths).sort()).toEqual([
      '/',
      '/checkouts',
      '/checkouts/{id}',
      '/product-options',
      '/restaurant/{restaurant}/calendar',
      '/restaurant/{restaurant}/menu/{menu}',
      '/restaurant/{restaurant}/menus',
      '/restaurant/{restaurant}/slots',
      '/search',
      '/settings',
    ]);
    // The widget's own bundle is a static asset, not an API operation (docs/openapi.md, "What the documents cover").
    expect(res.body.paths['/widget/v1/ordering.js']).toBeUndefined();
    expect(res.body.paths['/checkouts'].post.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['shop', 'Idempotency-Key']));
    expect(res.body.components.schemas.CheckoutRequestDto.required).toEqual(expect.arrayContaining(['method', 'restaurant_id', 'date', 'items']));
    for (const code of ['SLOT_FULL', 'OPTION_RULE_VIOLATED', 'DATE_NOT_AVAILABLE', 'ITEM_UNAVAILABLE']) expect(res.body.info.description).toContain(code);
    expect(res.body.paths['/checkouts'].post.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Checkout' });
  });

  it('names PUBLIC_BASE_URL as its server when set, absolute, and "/" only without it (docs/openapi.md, "How a document is built")', async () => {
    const configured = await createWidgetApp(widgetConfig(db.url, { PUBLIC_BASE_URL: 'https://widget.example.com/' }));
    try {
      const doc = (await request(configured.getHttpServer()).get('/openapi.json').expect(200)).body;
      expect(doc.servers).toEqual([{ url: 'https://widget.example.com' }]);
    } finally {
      await configured.close();
    }
  });

  it('links its reference page from its root document', async () => {
    const root = await http().get('/').expect(200);
    expect(root.body.links).toEqual({ openapi: '/openapi.json', docs: '/docs', problems: '/problems' });
    await http().get(root.body.links.docs).expect(200).expect('Content-Type', /html/);
  });
});
