import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { OrderEntity, HoldEntity } from '@fulfil/capacity';
import { describeEachEngine } from '@fulfil/database/testing';
import { defined } from '@fulfil/store-settings/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

/** A built console bundle of two files, so the static routes can be tested without Vite. */
function fakeBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/console/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1);');
  return dir;
}

describeEachEngine('admin API for the merchant console', (engine) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(engine, { CONSOLE_DIR: fakeBundle() });
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  const as = (token: string) => ({
    get: (path: string) => http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => http().post(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => http().put(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => http().delete(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
  });
  const a = () => as(f.shopA.token);
  const loc1 = async () =>
    defined(((await a().get('/locations').expect(200)).body.locations as { id: number; external_id: string }[]).find((l) => l.external_id === 'loc-1'));

  describe('GET /locations/:id/usage', () => {
    it('lists each slot of each date with its limit, the active orders and the live reservations', async () => {
      const { id } = await loc1();
      const slots = (await a().get(`/locations/${id}/pickup-slots`).expect(200)).body.slots as { id: number; day_of_week: string; available_from: string }[];
      const morning = defined(slots.find((s) => s.day_of_week === 'monday' && s.available_from === '09:00'));
      const base = { shopId: f.shopA.id, method: 'pickup' as const, locationId: id, date: '2031-06-02', slotId: morning.id };
      await f.db.dataSource.getRepository(OrderEntity).save([
        { ...base, externalOrderId: 'o-1', status: 'active' as const, orderUpdatedAt: null },
        { ...base, externalOrderId: 'o-2', status: 'active' as const, orderUpdatedAt: null },
        { ...base, externalOrderId: 'o-3', status: 'cancelled' as const, orderUpdatedAt: null },
      ]);
      const hold = { ...base, status: 'held' as const };
      await f.db.dataSource.getRepository(HoldEntity).save([
        { ...hold, quantity: 3, expiresAt: new Date(Date.now() + 600_000) },
        { ...hold, quantity: 4, expiresAt: new Date(Date.now() - 1_000) },
      ]);

      const res = await a().get(`/locations/${id}/usage?from=2031-06-02&to=2031-06-08`).expect(200);
      expect(res.body).toMatchObject({ location_id: id, timezone: 'America/Chicago', from: '2031-06-02', to: '2031-06-08' });
      const rows = res.body.rows as {
        date: string;
        method: string;
        slot_id: number;
        from: string;
        limit: number | null;
        orders: number;
        reservations: number;
        full: boolean;
      }[];
      expect(rows.find((r) => r.slot_id === morning.id && r.date === '2031-06-02')).toEqual({
        date: '2031-06-02',
        weekday: 'monday',
        method: 'pickup',
        slot_id: morning.id,
        from: '09:00',
        until: '12:00',
        limit: 10,
        orders: 2,
        reservations: 3,
        full: false,
      });
      // The next Monday is outside the range; the unlimited afternoon slot has no limit.
      expect(rows.filter((r) => r.method === 'pickup').map((r) => r.date)).toEqual(['2031-06-02', '2031-06-02', '2031-06-03']);
      expect(rows.find((r) => r.date === '2031-06-02' && r.from === '12:00')).toMatchObject({ limit: null, orders: 0, full: false });
    });

    it('defaults to two weeks from today and refuses bad ranges naming the field', async () => {
      const { id } = await loc1();
      const res = await a().get(`/locations/${id}/usage`).expect(200);
      expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBe(13 * 86_400_000);
      const bad = async (query: string, field: string) => {
        const r = await a().get(`/locations/${id}/usage?${query}`).expect(400);
        expect(r.body.code).toBe('VALIDATION_FAILED');
        expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      };
      await bad('from=2031-02-30', 'from');
      await bad('from=2031-06-10&to=2031-06-01', 'to');
      await bad('from=2031-01-01&to=2031-06-01', 'to');
    });

    it("answers 404 for another shop's location", async () => {
      const { id } = await loc1();
      const r = await as(f.shopB.token).get(`/locations/${id}/usage`).expect(404);
      expect(r.body.code).toBe('LOCATION_NOT_FOUND');
    });
  });

  describe('GET /locations?q=', () => {
    it('keeps the locations whose name, city, postal code or external id contains q, any case', async () => {
      const all = (await a().get('/locations').expect(200)).body;
      const first = all.locations[0] as { id: number; external_id: string; city: string; postal_code: string };
      const byId = (await a().get(`/locations?q=${first.external_id.toUpperCase()}`).expect(200)).body;
      expect(byId.locations.map((l: { id: number }) => l.id)).toContain(first.id);
      expect((await a().get(`/locations?q=${first.postal_code}`).expect(200)).body.locations.map((l: { id: number }) => l.id)).toContain(first.id);
      const none = (await a().get('/locations?q=no-such-place-%25').expect(200)).body;
      expect(none).toMatchObject({ total: 0, locations: [] });
      expect(byId.total).toBeLessThanOrEqual(all.total);
    });
  });

  describe('/tokens', () => {
    it('creates a token shown once, lists it without the secret, and revokes it', async () => {
      const created = await a().post('/tokens', { label: 'console test' }).expect(201);
      expect(created.body.token).toMatch(/^fsa_/);
      await as(created.body.token).get('/shop').expect(200);
      const list = (await a().get('/tokens').expect(200)).body.tokens as { id: number; label: string; revoked_at: string | null }[];
      expect(list.find((t) => t.id === created.body.id)).toMatchObject({ label: 'console test', revoked_at: null });
      expect(JSON.stringify(list)).not.toContain(created.body.token);
      await a().delete(`/tokens/${created.body.id}`).expect(204);
      await as(created.body.token).get('/shop').expect(401);
    });

    it("cannot see or revoke another shop's tokens", async () => {
      const bTokens = (await as(f.shopB.token).get('/tokens').expect(200)).body.tokens as { id: number }[];
      const aTokens = (await a().get('/tokens').expect(200)).body.tokens as { id: number }[];
      expect(aTokens.some((t) => bTokens.some((b) => b.id === t.id))).toBe(false);
      await a().delete(`/tokens/${bTokens[0].id}`).expect(404);
      await as(f.shopB.token).get('/shop').expect(200);
      await a().post('/tokens', { label: 'x', extra: 1 }).expect(400);
    });
  });

  describe('GET /geocode', () => {
    it('resolves a postal code with the storefront geocoder, and answers 400 for nothing found', async () => {
      const r = await a().get('/geocode?q=60601').expect(200);
      expect(r.body).toMatchObject({ postal_code: '60601', country_code: 'US' });
      expect(r.body.latitude).toBeCloseTo(41.88, 1);
      expect(r.body.longitude).toBeCloseTo(-87.62, 1);
      expect((await a().get('/geocode?q=zzqqxx-nowhere').expect(400)).body.code).toBe('GEO_QUERY_UNRESOLVED');
      await a().get('/geocode').expect(400);
    });
  });

  describe('PUT /import?dry_run=true', () => {
    it('lists what would change and writes nothing; errors name their fields', async () => {
      const file = (await a().get('/export').expect(200)).body;
      const same = await a().put('/import?dry_run=true', file).expect(200);
      expect(same.body).toEqual({ dry_run: true, changes: [], more: 0 });

      const changed = structuredClone(file);
      changed.shop.timezone = 'America/New_York';
      changed.locations[0].pickup.interval = 45;
      changed.locations.pop();
      const dry = await a().put('/import?dry_run=true', changed).expect(200);
      const paths = dry.body.changes.map((c: { path: string; change: string }) => `${c.change} ${c.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'changed shop.timezone',
          `changed locations[${file.locations[0].external_id}].pickup.interval`,
          `removed locations[${file.locations.at(-1).external_id}]`,
        ]),
      );
      expect((await a().get('/export').expect(200)).body).toEqual(file);

      changed.locations[0].pickup.interval = -1;
      const bad = await a().put('/import?dry_run=true', changed).expect(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('locations[0].pickup.interval');
      await a().put('/import?dry_run=maybe', file).expect(400);
    });
  });

  describe('/console/', () => {
    it('serves index.html uncached with a nonce CSP, and hashed assets immutable', async () => {
      const page = await http().get('/console/').expect(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const csp = page.headers['content-security-policy'] as string;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.text).toContain(`nonce="${nonce}"`);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      const other = await http().get('/console/locations/3').expect(200);
      expect(other.headers['content-security-policy']).not.toBe(csp);
      const asset = await http().get('/console/assets/app-1a2b.js').expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
      await http().get('/console/assets/missing-1.js').expect(404);
      await http().get('/console/assets/..%2Findex.html').expect(404);
    });
  });
});
