import request from 'supertest';
import { AdminTokenRepository } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { Running, startApp } from './support';

/**
 * `PUT /admin/v1.0/import` takes a whole store file, so it has its own body limit
 * (ADMIN_IMPORT_BODY_LIMIT, 20mb): a shop's own export imports back at the default
 * BODY_LIMIT (100kb; the demo bakery's export is about 112 KB), which every other route
 * keeps.
 */
describeEachEngine('admin import body limit', (engine) => {
  let app: Running;
  let token: string;
  beforeAll(async () => {
    app = await startApp(engine);
    token = (await new AdminTokenRepository(app.db.dataSource).create('demo-bakery.myshopify.com', 'e2e')).token;
  }, 60_000);
  afterAll(() => app?.close());
  const admin = () => ({
    get: (path: string) => request(app.app.getHttpServer()).get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: unknown) =>
      request(app.app.getHttpServer())
        .put(`/admin/v1.0${path}`)
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body)),
  });

  it("imports the shop's own export, larger than BODY_LIMIT, as a no-op", async () => {
    const exported = (await admin().get('/export').expect(200)).body;
    expect(Buffer.byteLength(JSON.stringify(exported))).toBeGreaterThan(100 * 1024);
    expect((await admin().put('/import', exported).expect(200)).body).toMatchObject({ changed: false });
  });

  it('keeps BODY_LIMIT on every other route', async () => {
    const big = { postal_codes: Array.from({ length: 2000 }, (_v, i) => ({ postal_code: `Z${i}`, latitude: 0, longitude: 0, place_name: 'x'.repeat(40) })) };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(100 * 1024);
    expect((await admin().put('/postal-codes', big).expect(413)).body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
