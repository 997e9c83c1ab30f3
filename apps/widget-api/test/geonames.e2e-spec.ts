import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { reportedDistance } from '@fulfil/geo';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { writeGeoNamesFixture } from '@fulfil/storefront/testing';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { createWidgetApp, seedEats, SHOP, widgetConfig } from './support';

type Hit = { id: number; latitude: number; longitude: number; distance: number };

/*
 * GEONAMES_FILES through the HTTP API: a postal code only the deployment's GeoNames file
 * knows resolves to that file's coordinates, exactly as in fulfilment-api
 * (its test/geonames.e2e-spec.ts makes the same query against the same fixture): both
 * apps use the one geocoder set-up (GeoService of @fulfil/storefront). Before, widget-api
 * built a bare geocoder without the GeoNames files and answered 400 GEO_QUERY_UNRESOLVED.
 */
describe('GEONAMES_FILES (widget-api)', () => {
  const fixture = writeGeoNamesFixture();
  let db: TestDatabase;
  let app: INestApplication;
  let bare: INestApplication;
  const search = (via: INestApplication, query: string) => request(via.getHttpServer()).post('/search').query({ shop: SHOP }).send({ query, method: 'pickup' });

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(widgetConfig(db.url, { GEONAMES_FILES: fixture.path }));
    bare = await createWidgetApp(widgetConfig(db.url));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.drop();
  });

  it("resolves a postal code only the configured file knows to the file's coordinates", async () => {
    const res = await search(app, fixture.postalCode).expect(200);
    expect(res.body.origin).toEqual({
      query: fixture.postalCode,
      latitude: fixture.latitude,
      longitude: fixture.longitude,
      kind: 'postal_code',
      postal_code: fixture.postalCode,
      place_name: fixture.placeName,
    });
    const hits: Hit[] = res.body.restaurants;
    expect(hits.length).toBeGreaterThan(0);
    const point = { latitude: fixture.latitude, longitude: fixture.longitude };
    for (const h of hits) expect(h.distance).toBe(reportedDistance(point, h, 'kilometers'));
    // Exactly what the file's coordinates as "lat,lng" give.
    const coords = (await search(app, `${fixture.latitude},${fixture.longitude}`).expect(200)).body;
    expect(res.body.restaurants).toEqual(coords.restaurants);
  });

  it('answers 400 GEO_QUERY_UNRESOLVED for that code when the deployment has no such file', async () => {
    const res = await search(bare, fixture.postalCode).expect(400);
    expect(res.body).toMatchObject({ code: 'GEO_QUERY_UNRESOLVED', reason: 'not_found' });
  });
});
