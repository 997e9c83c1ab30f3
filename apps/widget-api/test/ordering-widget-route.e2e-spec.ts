import type { INestApplication } from '@nestjs/common';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

/**
 * `GET /widget/v1/ordering.js` (the bundle's loader, a module script any storefront may load),
 * `GET /widget/v1/chunks/<name>` (its content-hashed chunks) and
 * `GET /restaurant/{id}/calendar` (the dates the widget's grid offers), on SQLite.
 */
describe('the ordering widget routes', () => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(widgetConfig(db.url));
    ids = await eatsIds(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('serves the loader as JavaScript, cached for minutes with stale-while-revalidate, to any origin, with an ETag (304)', async () => {
    const res = await http().get('/widget/v1/ordering.js').set('Origin', 'https://any-shop.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(readFileSync(join(__dirname, 'fixtures', 'ordering-widget.js'), 'utf8'));
    const again = await http().get('/widget/v1/ordering.js').set('If-None-Match', res.headers['etag']).expect(304);
    expect(again.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  });

  describe('with a built loader and chunk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ordering-widget-'));
    const chunkName = 'ordering.0123456789abcdef.js';
    const chunk = 'export const widget = 1;\n';
    let other: INestApplication;
    const otherHttp = () => request(other.getHttpServer());

    beforeAll(async () => {
      writeFileSync(join(dir, 'ordering.js'), `import("./chunks/${chunkName}");\n`);
      mkdirSync(join(dir, 'chunks'));
      writeFileSync(join(dir, 'chunks', chunkName), chunk);
      writeFileSync(join(dir, 'secret.js'), 'NOT-A-CHUNK');
      other = await createWidgetApp(widgetConfig(db.url, { ORDERING_WIDGET_FILE: join(dir, 'ordering.js'), WIDGET_LOADER_MAX_AGE_SECONDS: '60' }));
    });
    afterAll(async () => {
      await other?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('serves the loader with the configured max-age (WIDGET_LOADER_MAX_AGE_SECONDS)', async () => {
      const res = await otherHttp().get('/widget/v1/ordering.js').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
      expect(res.text).toContain(chunkName);
    });

    it('serves a chunk immutable for a year, to any origin, with an ETag (304)', async () => {
      const res = await otherHttp().get(`/widget/v1/chunks/${chunkName}`).set('Origin', 'https://any-shop.example').expect(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.text).toBe(chunk);
      await otherHttp().get(`/widget/v1/chunks/${chunkName}`).set('If-None-Match', res.headers['etag']).expect(304);
    });

    it.each([
      ['a chunk of another build', '/widget/v1/chunks/ordering.fedcba9876543210.js'],
      ['a name not of the hashed pattern', '/widget/v1/chunks/ordering.js'],
      ['an encoded path out of the folder', '/widget/v1/chunks/..%2Fsecret.js'],
      ['an encoded path to the loader', '/widget/v1/chunks/..%2Fordering.js'],
    ])('answers %s with a 404 problem', async (_what, path) => {
      const res = await otherHttp().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(res.text).not.toContain('NOT-A-CHUNK');
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE naming the build when the bundle is missing', async () => {
    const other = await createWidgetApp(widgetConfig(db.url, { ORDERING_WIDGET_FILE: join(__dirname, 'fixtures', 'missing.js') }));
    try {
      const res = await request(other.getHttpServer()).get('/widget/v1/ordering.js').expect(503);
      expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: expect.stringContaining('npx nx build ordering-widget') });
    } finally {
      await other.close();
    }
  });

  it('gives the calendar of a method with the restaurant today and zone, and 422 for a method it does not offer', async () => {
    const res = await http()
      .get(`/restaurant/${ids.restaurant('midtown')}/calendar`)
      .query({ shop: SHOP, method: 'pickup' })
      .expect(200);
    // NOW is Tuesday 2026-03-10 16:00 in New York.
    expect(res.body).toMatchObject({ restaurant_id: ids.restaurant('midtown'), method: 'pickup', timezone: 'America/New_York', today: '2026-03-10' });
    expect(res.body.minDate).toMatch(/^2026-03-1\d$/);
    expect(Array.isArray(res.body.disabled)).toBe(true);
    await http()
      .get(`/restaurant/${ids.restaurant('midtown')}/calendar`)
      .query({ shop: SHOP, method: 'shipping' })
      .expect(400);
    // Mission does pickup only.
    const mission = await http()
      .get(`/restaurant/${ids.restaurant('mission')}/calendar`)
      .query({ shop: SHOP, method: 'delivery' })
      .expect(422);
    expect(mission.body.code).toBe('METHOD_NOT_AVAILABLE');
  });
});
