import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

/**
 * `GET /widget/v1/ordering.js` (the bundle as a module script any storefront may load) and
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

  it('serves the bundle as JavaScript, cached for a year, to any origin, with an ETag', async () => {
    const res = await http().get('/widget/v1/ordering.js').set('Origin', 'https://any-shop.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.text).toBe(readFileSync(join(__dirname, 'fixtures', 'ordering-widget.js'), 'utf8'));
    await http().get('/widget/v1/ordering.js').set('If-None-Match', res.headers['etag']).expect(304);
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
