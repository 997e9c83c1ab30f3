import { reportedDistance } from '@fulfil/geo';
import { writeGeoNamesFixture } from '@fulfil/storefront/testing';
import { demoFile, LONDON, Running, startApp } from './support';

type Listed = { id: number; latitude: number; longitude: number; distance: number };

/*
 * GEONAMES_FILES through the HTTP API: a postal code only the deployment's GeoNames file
 * knows resolves to that file's coordinates. widget-api's test/geonames.e2e-spec.ts makes
 * the same query against the same fixture (writeGeoNamesFixture of @fulfil/storefront)
 * and expects the same point: both apps use the one geocoder set-up (GeoService).
 */
describe('GEONAMES_FILES (fulfilment-api)', () => {
  const fixture = writeGeoNamesFixture();
  let r: Running;
  let bare: Running;
  const pickup = (via: Running, geoSearchQuery: string) => via.http().post(`/v1.0/pickup/locations?shop=${LONDON}&limit=5`).send({ geoSearchQuery });

  beforeAll(async () => {
    r = await startApp('sqlite', { stores: [demoFile('demo-london')], env: { GEONAMES_FILES: fixture.path } });
    bare = await startApp('sqlite', { stores: [demoFile('demo-london')] });
  }, 60_000);
  afterAll(async () => {
    await r?.close();
    await bare?.close();
  });

  it("resolves a postal code only the configured file knows to the file's coordinates", async () => {
    const res = await pickup(r, fixture.postalCode).expect(200);
    const listed: Listed[] = res.body.locations;
    expect(listed).toHaveLength(5);
    const point = { latitude: fixture.latitude, longitude: fixture.longitude };
    for (const l of listed) expect(l.distance).toBe(reportedDistance(point, l, 'kilometers'));
    // Exactly what the file's coordinates as "lat,lng" give.
    expect(res.body.locations).toEqual((await pickup(r, `${fixture.latitude},${fixture.longitude}`).expect(200)).body.locations);
  });

  it('answers 400 GEO_QUERY_UNRESOLVED for that code when the deployment has no such file', async () => {
    const res = await pickup(bare, fixture.postalCode).expect(400);
    expect(res.body).toMatchObject({ code: 'GEO_QUERY_UNRESOLVED', reason: 'not_found' });
  });
});
