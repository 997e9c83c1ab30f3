import request from 'supertest';
import { AdminTokenRepository, StoreReader } from '@fulfil/store-settings';
import { defined } from '@fulfil/store-settings/testing';
import { describeEachEngine } from '@fulfil/database/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

describeEachEngine('admin API', (engine) => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture(engine);
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  const as = (token: string) => ({
    get: (path: string) => http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) => http().put(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => http().patch(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`).send(body),
    post: (path: string, body: object) => http().post(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => http().delete(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`),
  });
  const a = () => as(f.shopA.token);
  const locationsOf = async (token: string) => (await as(token).get('/locations').expect(200)).body.locations as { id: number; external_id: string }[];

  describe('authentication', () => {
    it('answers 401 with WWW-Authenticate: Bearer without a token', async () => {
      const res = await http().get('/admin/v1.0/shop').expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="admin"');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });

    it('answers 401 for another scheme, an unknown token and a revoked token', async () => {
      await http().get('/admin/v1.0/shop').set('Authorization', `Basic ${f.shopA.token}`).expect(401);
      const unknown = await http().get('/admin/v1.0/shop').set('Authorization', 'Bearer fsa_nope').expect(401);
      expect(unknown.headers['www-authenticate']).toBe('Bearer realm="admin", error="invalid_token"');
      const tokens = new AdminTokenRepository(f.db.dataSource);
      const { id, token } = await tokens.create(f.shopA.domain, 'short-lived');
      await as(token).get('/shop').expect(200);
      await tokens.revoke(id);
      await as(token).get('/shop').expect(401);
    });
  });

  describe("one shop's token never reaches another shop", () => {
    it('sees only its own shop', async () => {
      expect((await a().get('/shop').expect(200)).body.domain).toBe(f.shopA.domain);
      const ids = (await locationsOf(f.shopA.token)).map((l) => l.id);
      const bIds = (await locationsOf(f.shopB.token)).map((l) => l.id);
      expect(ids.some((id) => bIds.includes(id))).toBe(false);
    });

    it("answers 404 for every read and write of another shop's location, changing nothing", async () => {
      const [b] = await locationsOf(f.shopB.token);
      const before = (await as(f.shopB.token).get('/export').expect(200)).body;
      const attempts = [
        a().get(`/locations/${b.id}`),
        a().put(`/locations/${b.id}`, {
          external_id: 'x',
          company_name: 'X',
          address_line_1: 'X',
          city: 'X',
          postal_code: '1',
          region: 'X',
          country: 'US',
          latitude: 1,
          longitude: 1,
        }),
        a().patch(`/locations/${b.id}`, { company_name: 'Hijacked' }),
        a().delete(`/locations/${b.id}`),
        a().get(`/locations/${b.id}/pickup-settings`),
        a().put(`/locations/${b.id}/pickup-settings`, { interval: 60 }),
        a().put(`/locations/${b.id}/pickup-slots`, { slots: [] }),
        a().put(`/locations/${b.id}/delivery-settings`, {}),
        a().put(`/locations/${b.id}/preparation-times/pickup`, { general: { enabled: false } }),
        a().put(`/locations/${b.id}/conditional-activation/pickup`, {}),
        a().put(`/locations/${b.id}/inventory`, { inventory: [] }),
        a().put(`/locations/${b.id}/products`, { products: [] }),
        a().put('/import', { ...before }),
      ];
      const results = [];
      for (const attempt of attempts) {
        const res = await attempt;
        results.push([res.status, res.body.code]);
      }
      expect(results).toEqual([...Array(attempts.length - 1).fill([404, 'LOCATION_NOT_FOUND']), [400, 'VALIDATION_FAILED']]);
      expect((await as(f.shopB.token).get('/export').expect(200)).body).toEqual(before);
    });
  });

  describe('locations', () => {
    const body = {
      external_id: 'e2e-1',
      company_name: 'E2E Bakery',
      address_line_1: '1 Test St',
      city: 'Chicago',
      postal_code: '60601',
      region: 'IL',
      country: 'US',
      latitude: 41.9,
      longitude: -87.6,
      pickup_enabled: true,
    };

    it('creates, reads, replaces, patches and deletes a location', async () => {
      const created = (await a().post('/locations', body).expect(201)).body;
      expect(created).toMatchObject({
        ...body,
        id: expect.any(Number),
        address_line_2: null,
        timezone: null,
        opening_hours: {},
        delivery_enabled: false,
        sort_position: 2,
      });
      expect((await a().get(`/locations/${created.id}`).expect(200)).body).toEqual(created);
      const replaced = (
        await a()
          .put(`/locations/${created.id}`, { ...body, company_name: 'E2E Cafe', sort_position: 0 })
          .expect(200)
      ).body;
      expect(replaced).toMatchObject({ company_name: 'E2E Cafe', sort_position: 0 });
      expect((await locationsOf(f.shopA.token))[0].id).toBe(created.id);
      const patched = (
        await a()
          .patch(`/locations/${created.id}`, { city: 'Evanston', opening_hours: { monday: { opens: '07:00', closes: '15:00', closed: false } } })
          .expect(200)
      ).body;
      expect(patched).toMatchObject({ company_name: 'E2E Cafe', city: 'Evanston', opening_hours: { monday: { opens: '07:00' } } });
      await a().delete(`/locations/${created.id}`).expect(204);
      expect((await a().get(`/locations/${created.id}`).expect(404)).body.code).toBe('LOCATION_NOT_FOUND');
    });

    it('refuses a second location with the same external id (409)', async () => {
      const res = await a()
        .post('/locations', { ...body, external_id: 'loc-1' })
        .expect(409);
      expect(res.body.code).toBe('DUPLICATE_EXTERNAL_ID');
    });

    it('pages the list', async () => {
      const res = (await a().get('/locations?page=2&per_page=1').expect(200)).body;
      expect(res).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(res.locations.map((l: { external_id: string }) => l.external_id)).toEqual(['loc-2']);
    });
  });

  describe('settings blocks, visible to the public read models at once', () => {
    const reader = () => f.app.get(StoreReader);
    let loc: number;
    beforeAll(async () => {
      loc = defined((await locationsOf(f.shopA.token)).find((l) => l.external_id === 'loc-1')).id;
      await reader().forShop(f.shopA.domain);
    });

    it('PATCH /shop merges settings and never echoes the webhook secret', async () => {
      const res = (
        await a()
          .patch('/shop', { measurement_format: 'kilometers', pickup: { pagination_limit: 50 }, webhook_secret: 'new-secret-123' })
          .expect(200)
      ).body;
      expect(res).toMatchObject({ measurement_format: 'kilometers', pickup: { pagination_limit: 50, sort_order: 'manual' }, webhook_secret_set: true });
      expect(res.webhook_secret).toBeUndefined();
      expect(defined(await reader().forShop(f.shopA.domain)).settings().pickup.pagination_limit).toBe(50);
    });

    it('PUT pickup settings and slots', async () => {
      // Monday's and Tuesday's windows stay: the location has slots on them (a slot outside its window is refused).
      const windows = { monday: { min: '09:00', max: '17:00' }, tuesday: { min: '09:00', max: '17:00' }, friday: { min: '08:00', max: '12:00' } };
      const settings = (await a().put(`/locations/${loc}/pickup-settings`, { interval: 20, weekday_windows: windows }).expect(200)).body;
      expect(settings).toEqual({
        date_picker_enabled: true,
        time_picker_enabled: true,
        weekday_windows: windows,
        interval: 20,
        blackout_dates: [],
        allow_list_mode: false,
        allowed_weekdays: [],
        future_order_window_days: null,
        limits_enabled: false,
      });
      const slots = (await a().get(`/locations/${loc}/pickup-slots`).expect(200)).body.slots;
      const kept = slots[0];
      const put = (
        await a()
          .put(`/locations/${loc}/pickup-slots`, {
            slots: [
              { ...kept, limit: 7 },
              { day_of_week: 'friday', available_from: '08:00', available_until: '10:00' },
            ],
          })
          .expect(200)
      ).body.slots;
      expect(put).toEqual([
        { ...kept, limit: 7 },
        { id: expect.any(Number), day_of_week: 'friday', available_from: '08:00', available_until: '10:00', limited: false, limit: 0 },
      ]);
      const rules = defined(await defined(await reader().forShop(f.shopA.domain)).pickupRules(loc));
      expect(rules).toMatchObject({ intervalMinutes: 20, weekdayWindows: { friday: { min: '08:00', max: '12:00' } } });
      expect(rules.slots.map((s) => s.id)).toEqual(put.map((s: { id: number }) => s.id));
    });

    it('PUT delivery settings with slots', async () => {
      const res = (
        await a()
          .put(`/locations/${loc}/delivery-settings`, {
            max_radius: 8,
            monday: { slots: { enabled: true, slots: [{ from: '10:00', until: '12:00', limited: true, limit: 4 }] } },
          })
          .expect(200)
      ).body;
      expect(res).toMatchObject({
        max_radius: 8,
        postal_code_match_mode: 'exact',
        monday: {
          breakpoint: '12:00',
          before: { value: 0, format: 'days' },
          slots: { enabled: true, slots: [{ id: expect.any(Number), from: '10:00', until: '12:00', limited: true, limit: 4 }] },
        },
      });
      await a().patch(`/locations/${loc}`, { delivery_enabled: true }).expect(200);
      const d = defined(await defined(await reader().forShop(f.shopA.domain)).deliveryLocation(loc));
      expect(defined(d.delivery.monday).slots.slots[0]).toEqual({
        id: res.monday.slots.slots[0].id,
        day_of_week: 'monday',
        from: '10:00',
        until: '12:00',
        limited: true,
        limit: 4,
      });
    });

    it('PUT preparation times (shop-wide and per location) and conditional activation', async () => {
      const day = { breakpoint: { enabled: true, value: '15:00' }, before: { value: 30, format: 'minutes' }, after: { value: 1, format: 'days' } };
      await a()
        .put('/preparation-times/delivery', {
          general: { enabled: true, tuesday: day },
          product_based: [{ product_external_id: '42', preperation_value: 3, preparation_format: 'hours' }],
        })
        .expect(200);
      await a()
        .put(`/locations/${loc}/preparation-times/pickup`, { general: { enabled: true, monday: day } })
        .expect(200);
      await a()
        .put('/conditional-activation/shipping', { weight_price: { enabled: true, basis: 'weight', condition: 'lessthan', max: 30000 } })
        .expect(200);
      const override = (await a().put(`/locations/${loc}/conditional-activation/shipping`, { hide_checkout_method: true }).expect(200)).body.rule;
      expect(override).toEqual({
        weight_price: { enabled: false, basis: 'price', condition: 'morethan', min: null, max: null },
        property_based: { enabled: false, mode: 'include', match: 'any', tags: [], vendors: [], product_types: [], collections: [] },
        hide_checkout_method: true,
      });
      const snap = defined(await reader().forShop(f.shopA.domain));
      expect(snap.preparationTimes('delivery', loc)).toEqual({
        general: { enabled: true, tuesday: day },
        product_based: [{ product_external_id: '42', preparation_enabled: 1, preperation_value: 3, preparation_format: 'hours' }],
      });
      expect(snap.preparationTimes('pickup', loc).general).toEqual({ enabled: true, monday: day });
      expect(snap.conditionalActivation('shipping', loc)?.hide_checkout_method).toBe(true);
      await a().delete(`/locations/${loc}/conditional-activation/shipping`).expect(204);
      expect(defined(await reader().forShop(f.shopA.domain)).conditionalActivation('shipping', loc)?.weight_price.max).toBe(30000);
      await a().delete(`/locations/${loc}/preparation-times/pickup`).expect(204);
      expect((await a().get(`/locations/${loc}/preparation-times/pickup`).expect(200)).body).toEqual({ general: null });
    });

    it('PUT shipping, inventory and products', async () => {
      const shipping = (
        await a()
          .put('/shipping', { sunday_enabled: true, maximum_date: { enabled: true, metric: 'weeks', value: 4 }, order_limits: { enabled: true, friday: 30 } })
          .expect(200)
      ).body;
      expect(shipping).toMatchObject({
        monday_enabled: true,
        sunday_enabled: true,
        maximum_date: { enabled: true, metric: 'weeks', value: 4 },
        order_limits: { enabled: true, friday: 30 },
        timezone: null,
      });
      expect(defined(await reader().forShop(f.shopA.domain)).shipping()).toMatchObject({ sunday_enabled: true, timezone: 'America/Chicago' });
      expect(
        (
          await a()
            .put(`/locations/${loc}/inventory`, { inventory: [{ variant_id: 5, product_id: 6, available: 3 }] })
            .expect(200)
        ).body,
      ).toEqual({ inventory: [{ variant_id: 5, product_id: 6, available: 3 }] });
      expect(
        (
          await a()
            .put(`/locations/${loc}/products`, { products: [9, 8] })
            .expect(200)
        ).body,
      ).toEqual({ products: [8, 9] });
    });

    it('GET and PUT the widget block', async () => {
      const { widget } = (await a().get('/widget').expect(200)).body;
      widget.translations.push({ translation_key: 'cart.empty', values: { en: 'Empty', fr: 'Vide', de: 'Leer' } });
      const res = (await a().put('/widget', widget).expect(200)).body.widget;
      expect(res.translations.map((t: { translation_key: string }) => t.translation_key)).toEqual(['checkout.title', 'cart.empty']);
      expect(defined(await f.app.get(StoreReader).widget(f.shopA.domain)).translations).toHaveLength(2);
    });

    it('exports the shop and imports it back as a no-op', async () => {
      const exported = (await a().get('/export').expect(200)).body;
      const version = (await a().get('/shop').expect(200)).body.settings_version;
      expect((await a().put('/import', exported).expect(200)).body).toMatchObject({ changed: false, created: false });
      expect((await a().get('/shop').expect(200)).body.settings_version).toBe(version);
    });

    it('never reads the webhook secret back out: not in the export, not in the shop, only whether it is set', async () => {
      await a().patch('/shop', { webhook_secret: 'whsec_never_echoed' }).expect(200);
      const exported = (await a().get('/export').expect(200)).body;
      const shop = (await a().get('/shop').expect(200)).body;
      expect(JSON.stringify([exported, shop])).not.toContain('whsec_never_echoed');
      expect(exported.shop).not.toHaveProperty('webhook_secret');
      expect(shop).toMatchObject({ webhook_secret_set: true });
      expect(shop).not.toHaveProperty('webhook_secret');
      // Re-importing the export keeps the secret: order webhooks signed with it still verify.
      await a().put('/import', exported).expect(200);
      expect((await a().get('/shop').expect(200)).body).toMatchObject({ webhook_secret_set: true });
    });
  });
});
