import { describeEachEngine } from '@fulfil/database/testing';
import {
  CONDITIONAL_ACTIVATION,
  DELIVERY_CALENDAR,
  DELIVERY_LOCATION,
  DELIVERY_TIME,
  expectShape,
  PAGINATION,
  PICKUP_CALENDAR,
  PICKUP_LOCATION,
  PICKUP_SLOT,
  PREPARATION_TIMES,
  SHIPPING_CALENDAR,
  STORE_SETTINGS,
} from './shapes';
import { BAKERY, demoFile, LONDON, locationId, Running, startApp } from './support';

type Loc = { external_id: string; inventory: { variant_id: number; available: number }[] };
const bakery = demoFile('demo-bakery') as { locations: Loc[]; shipping: Record<string, unknown> };

/*
 * Every endpoint of the spec's fulfilment-options table, through the production
 * bootstrap, on the demo shops at the fixed CLOCK_NOW: every documented field present
 * with its type (shapes.ts), and the behaviour the spec and docs/api-decisions.md promise.
 */
describeEachEngine('fulfilment-options API', (engine) => {
  let r: Running;
  let chelsea: number;
  let faneuil: number;
  const q = `shop=${BAKERY}`;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [demoFile('demo-bakery'), demoFile('demo-london')] });
    chelsea = await locationId(r.db, BAKERY, 'bakery-chelsea-market');
    faneuil = await locationId(r.db, BAKERY, 'bakery-faneuil-hall');
  }, 60_000);
  afterAll(() => r?.close());

  describe('POST /v1.0/pickup/locations', () => {
    it("lists pickup locations in the merchant's order, a page at a time, with the Laravel pagination block", async () => {
      const res = await r.http().post(`/v1.0/pickup/locations?${q}`).expect(200);
      expectShape(res.body, { locations: [PICKUP_LOCATION], pagination: PAGINATION });
      expect(res.body.locations.map((l: Loc) => l.external_id)).toEqual(bakery.locations.slice(0, 10).map((l) => l.external_id));
      expect(res.body.locations.every((l: { distance: null }) => l.distance === null)).toBe(true);
      expect(res.body.pagination).toMatchObject({
        total: 32,
        per_page: 10,
        current_page: 1,
        total_pages: 4,
        last_page: 4,
        prev_page_url: null,
        from: 1,
        to: 10,
      });
      expect(res.body.pagination.next_page_url).toMatch(new RegExp(`/v1\\.0/pickup/locations\\?shop=${BAKERY.replace(/\./g, '\\.')}&page=2$`));
    });

    it('serves the last page partly filled and a page beyond it empty (from and to 0)', async () => {
      const last = await r.http().post(`/v1.0/pickup/locations?${q}&limit=15&page=3`).expect(200);
      expect(last.body.locations).toHaveLength(2);
      expect(last.body.pagination).toMatchObject({ total: 32, per_page: 15, current_page: 3, last_page: 3, next_page_url: null, from: 31, to: 32 });
      expect(last.body.pagination.prev_page_url).toContain('limit=15&page=2');
      const beyond = await r.http().post(`/v1.0/pickup/locations?${q}&limit=15&page=9`).expect(200);
      expect(beyond.body).toMatchObject({ locations: [], pagination: { from: 0, to: 0, last_page: 3, next_page_url: null } });
    });

    it.each([
      ['a postal code', '10001', 'bakery-chelsea-market'],
      ['"lat,lng"', '41.8837,-87.6403', 'bakery-ogilvie-french-market'],
      ['a place name', 'Seattle, WA', 'bakery-pike-place'],
    ])("orders by distance from %s, with distances in the shop's unit", async (_what, query, first) => {
      const res = await r.http().post(`/v1.0/pickup/locations?${q}&limit=200`).send({ geoSearchQuery: query }).expect(200);
      expectShape(res.body, { locations: [PICKUP_LOCATION], pagination: PAGINATION });
      const distances = res.body.locations.map((l: { distance: number }) => l.distance);
      expect(res.body.locations[0].external_id).toBe(first);
      expect(distances).toHaveLength(32);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d: number) => typeof d === 'number' && Number(d.toFixed(2)) === d)).toBe(true);
    });

    it('keeps paging consistent in distance order', async () => {
      const all = (await r.http().post(`/v1.0/pickup/locations?${q}&limit=32`).send({ geoSearchQuery: '94103' }).expect(200)).body.locations.map(
        (l: Loc) => l.external_id,
      );
      const page2 = (await r.http().post(`/v1.0/pickup/locations?${q}&limit=5&page=2`).send({ geoSearchQuery: '94103' }).expect(200)).body;
      expect(page2.locations.map((l: Loc) => l.external_id)).toEqual(all.slice(5, 10));
      expect(page2.pagination).toMatchObject({ from: 6, to: 10, total: 32 });
    });

    it('lists only locations that stock every cart line (variant_id:quantity pairs or a JSON array)', async () => {
      const stocking = bakery.locations.filter((l) => l.inventory.some((i) => i.variant_id === 900301 && i.available >= 2)).map((l) => l.external_id);
      const pairs = await r.http().post(`/v1.0/pickup/locations?${q}&limit=50`).send({ shoppingCart: '900301:2' }).expect(200);
      expect(pairs.body.locations.map((l: Loc) => l.external_id)).toEqual(stocking);
      expect(pairs.body.pagination.total).toBe(stocking.length);
      const json = await r
        .http()
        .post(`/v1.0/pickup/locations?${q}&limit=50`)
        .send({ shoppingCart: JSON.stringify([{ variant_id: 900301, product_id: 800301, quantity: 2 }]), geoSearchQuery: '10001' })
        .expect(200);
      expect(new Set(json.body.locations.map((l: Loc) => l.external_id))).toEqual(new Set(stocking));
    });

    it('answers an empty list (not an error) when no location is eligible', async () => {
      const res = await r.http().post(`/v1.0/pickup/locations?${q}`).send({ shoppingCart: '900102:1000' }).expect(200);
      expect(res.body).toEqual({ locations: [], pagination: expect.objectContaining({ total: 0, last_page: 1, from: 0, to: 0, next_page_url: null }) });
    });

    it("uses the shop's pagination_limit and sort order (London: 8 per page, alphabetical)", async () => {
      const res = await r.http().post(`/v1.0/pickup/locations?shop=${LONDON}`).expect(200);
      const names = res.body.locations.map((l: { company_name: string }) => l.company_name);
      expect(res.body.pagination.per_page).toBe(8);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });
  });

  describe('POST /v1.0/pickup/locations/:locationId/calendar', () => {
    it('returns PickupCalendarRules with minDateSlots for a location with order limits', async () => {
      const res = await r.http().post(`/v1.0/pickup/locations/${chelsea}/calendar?${q}`).send({ shoppingCart: [] }).expect(200);
      expectShape(res.body, PICKUP_CALENDAR);
      expect(res.body.minDateSlots.length).toBeGreaterThan(0);
      expectShape(res.body.minDateSlots, [PICKUP_SLOT]);
      expect(res.body.timezone).toBe('America/New_York');
    });

    it('has no minDateSlots without limits, and a product preparation time moves the earliest date', async () => {
      const plain = await r.http().post(`/v1.0/pickup/locations/${faneuil}/calendar?${q}`).expect(200);
      expectShape(plain.body, PICKUP_CALENDAR);
      expect(plain.body).not.toHaveProperty('minDateSlots');
      const withCake = await r
        .http()
        .post(`/v1.0/pickup/locations/${faneuil}/calendar?${q}`)
        .send({ shoppingCart: [{ variant_id: 900301, product_id: 800301, quantity: 1 }] })
        .expect(200);
      expect(withCake.body.minDate > plain.body.minDate).toBe(true);
    });

    it('serves the slots of a date (addition): PickupSlots, [] on a past date', async () => {
      const res = await r.http().get(`/v1.0/pickup/locations/${chelsea}/calendar/2026-03-10?${q}`).expect(200);
      expectShape(res.body, [PICKUP_SLOT]);
      expect(res.body.length).toBeGreaterThan(0);
      await r.http().get(`/v1.0/pickup/locations/${chelsea}/calendar/2026-03-02?${q}`).expect(200, []);
    });
  });

  describe('POST /v1.0/delivery/locations', () => {
    it('returns the nearest location within its radius, as a DeliveryLocation', async () => {
      const res = await r.http().post(`/v1.0/delivery/locations?${q}`).send({ geoSearchQuery: '10001' }).expect(200);
      expectShape(res.body, DELIVERY_LOCATION);
      expect(res.body).toMatchObject({ external_id: 'bakery-chelsea-market', driving_distance: null, current_time: '2026-03-09 11:30:00' });
      expect(res.body.distance).toBeLessThan(8);
      expect(JSON.stringify(res.body.delivery)).not.toContain('"--');
      const chicago = await r
        .http()
        .post(`/v1.0/delivery/locations?${q}`)
        .send({ geoSearchQuery: '60601', shoppingCart: [{ variant_id: 900101, product_id: 800101, quantity: 2 }] })
        .expect(200);
      expect(chicago.body.external_id).toBe('bakery-ogilvie-french-market');
    });

    it('answers HTTP 200 with exactly the NO_LOCATIONS_FOUND envelope when no location can deliver, saying why', async () => {
      const cases: [object, string][] = [
        [{ geoSearchQuery: '59001' }, 'out_of_area'],
        [{ geoSearchQuery: '10001', shoppingCart: [{ variant_id: 900102, product_id: 800102, quantity: 1 }] }, 'cart_not_fulfillable'],
        [{ geoSearchQuery: 'Atlantis Under The Sea' }, 'unresolved_query'],
      ];
      for (const [body, reason] of cases) {
        const res = await r.http().post(`/v1.0/delivery/locations?${q}`).send(body).expect(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ error: { code: 'NO_LOCATIONS_FOUND', message: expect.any(String), reason } });
      }
    });

    it("matches postal-code patterns in postal_code mode (London), geocoding full postcodes by the merchant's outward codes", async () => {
      const res = await r.http().post(`/v1.0/delivery/locations?shop=${LONDON}`).send({ geoSearchQuery: 'SE1 7PB' }).expect(200);
      expectShape(res.body, DELIVERY_LOCATION);
      expect(res.body.external_id).toBe('london-borough');
      expect(res.body.distance).toBe(0.73); // SE1's centroid to Borough Market, km
      // N1 is a code the merchant lists (so it resolves) that no location delivers to.
      const n1 = await r.http().post(`/v1.0/delivery/locations?shop=${LONDON}`).send({ geoSearchQuery: 'N1 9GU' }).expect(200);
      expect(n1.body.error).toMatchObject({ code: 'NO_LOCATIONS_FOUND', reason: 'out_of_area' });
    });

    it('answers a postcode the geocoder does not know as "no location", never a silent fallback to another place', async () => {
      const res = await r.http().post(`/v1.0/delivery/locations?shop=${LONDON}`).send({ geoSearchQuery: 'SE99 1AA' }).expect(200);
      expect(res.body).toEqual({ error: { code: 'NO_LOCATIONS_FOUND', message: expect.any(String), reason: 'unresolved_query' } });
    });
  });

  describe('GET /v1.0/delivery/locations/:locationId/calendar/:date', () => {
    it('returns the DeliveryTime rows of the date, [] for a past or closed date', async () => {
      const res = await r.http().get(`/v1.0/delivery/locations/${chelsea}/calendar/2026-03-11?${q}`).expect(200);
      expectShape(res.body, [DELIVERY_TIME]);
      expect(res.body.map((t: { available_from: string }) => t.available_from)).toEqual(['10:00', '15:00']);
      await r.http().get(`/v1.0/delivery/locations/${chelsea}/calendar/2026-03-02?${q}`).expect(200, []);
    });

    it('serves the delivery calendar of a location (addition)', async () => {
      const res = await r.http().post(`/v1.0/delivery/locations/${chelsea}/calendar?${q}`).expect(200);
      expectShape(res.body, DELIVERY_CALENDAR);
    });
  });

  it.each(['pickup', 'delivery', 'shipping'])(
    'GET /v1.0/%s/location/:locationId/preparation_times returns PreparationTimes (preperation_value spelled as in the spec)',
    async (method) => {
      const res = await r.http().get(`/v1.0/${method}/location/${chelsea}/preparation_times?${q}`).expect(200);
      expectShape(res.body, PREPARATION_TIMES);
      if (method === 'pickup') expect(res.body.product_based[0]).toHaveProperty('preperation_value');
    },
  );

  describe('conditional activation', () => {
    const cart = (price: number, grams: number, tags = 'bread') => ({
      shoppingCart: { original_total_price: price, total_weight: grams, items: [{ collections: 'bread', vendor: 'Demo Bakery', product_type: 'Bread', tags }] },
    });

    it("POST /v1.0/:checkoutMethod/conditional_activation evaluates the shop's rule", async () => {
      const ok = await r.http().post(`/v1.0/shipping/conditional_activation?${q}`).send(cart(5000, 2000)).expect(200);
      expectShape(ok.body, CONDITIONAL_ACTIVATION);
      expect(ok.body).toEqual({
        weight_price: { enabled: true, valid: true },
        property_based: { enabled: true, valid: true },
        hide_checkout_method: true,
        valid_shopping_cart: true,
      });
      const heavyCake = await r
        .http()
        .post(`/v1.0/shipping/conditional_activation?${q}`)
        .send(cart(5000, 20000, 'cake, chocolate'))
        .expect(200);
      expect(heavyCake.body).toMatchObject({ weight_price: { valid: false }, property_based: { valid: false }, valid_shopping_cart: false });
      const cheap = await r.http().post(`/v1.0/delivery/conditional_activation?${q}`).send(cart(2000, 500)).expect(200);
      expect(cheap.body).toEqual({
        weight_price: { enabled: true, valid: false },
        property_based: { enabled: false, valid: true },
        hide_checkout_method: false,
        valid_shopping_cart: false,
      });
      const none = await r.http().post(`/v1.0/pickup/conditional_activation?${q}`).send(cart(1, 1)).expect(200);
      expect(none.body).toMatchObject({ weight_price: { enabled: false, valid: true }, valid_shopping_cart: true });
    });

    it('POST /v1.0/:checkoutMethod/locaitons/:locationId/conditional_activation (and the locations alias) answers for one location', async () => {
      const spelled = await r.http().post(`/v1.0/delivery/locaitons/${chelsea}/conditional_activation?${q}`).send(cart(3000, 500)).expect(200);
      expectShape(spelled.body, CONDITIONAL_ACTIVATION);
      const alias = await r.http().post(`/v1.0/delivery/locations/${chelsea}/conditional_activation?${q}`).send(cart(3000, 500)).expect(200);
      expect(alias.body).toEqual(spelled.body);
    });
  });

  it('GET /v1.0/settings returns StoreSettings', async () => {
    const res = await r.http().get(`/v1.0/settings?${q}`).expect(200);
    expectShape(res.body, STORE_SETTINGS);
    expect(res.body.shipping).toEqual(bakery.shipping);
  });

  it('reports the shipping preparation the shipping calendar applies (StoreSettings.shipping.preparation_time)', async () => {
    const settings = (await r.http().get(`/v1.0/settings?${q}`).expect(200)).body;
    const times = (await r.http().get(`/v1.0/shipping/location/1/preparation_times?${q}`).expect(200)).body;
    expect(settings.shipping.preparation_time.enabled).toBe(true);
    expect(times.general.enabled).toBe(settings.shipping.preparation_time.enabled);
    const monday = settings.shipping.preparation_time.monday;
    expect(times.general.monday).toEqual({
      breakpoint: { enabled: monday.cutoff_time.enabled, value: monday.cutoff_time.time },
      before: { value: monday.value, format: monday.format },
      after: { value: monday.cutoff_time.enabled ? monday.cutoff_time.value : monday.value, format: monday.format },
    });
  });

  it('ignores query parameters it does not know (cache-busters, utm_*), as widget-api does', async () => {
    const plain = (await r.http().get(`/v1.0/settings?${q}`).expect(200)).body;
    expect((await r.http().get(`/v1.0/settings?${q}&_=1700000000000&utm_source=newsletter`).expect(200)).body).toEqual(plain);
    expect((await r.http().get(`/v1.0/shipping/calendar?${q}&_=1`).expect(200)).body).toEqual(
      (await r.http().get(`/v1.0/shipping/calendar?${q}`).expect(200)).body,
    );
  });

  it('GET /v1.0/shipping/calendar returns {minDate, maxDate, disabled, timezone}, with the cart in the query', async () => {
    const res = await r.http().get(`/v1.0/shipping/calendar?${q}`).expect(200);
    expectShape(res.body, SHIPPING_CALENDAR);
    expect(res.body).toMatchObject({ minDate: '2026-03-10', maxDate: '2026-04-20', timezone: 'America/Chicago' });
    const cart = encodeURIComponent(JSON.stringify([{ variant_id: 900101, product_id: 800101, quantity: 1 }]));
    await r.http().get(`/v1.0/shipping/calendar?${q}&shoppingCart=${cart}`).expect(200);
  });

  it('answers on the same paths whatever the host (both hosts of the spec are this app)', async () => {
    for (const host of ['api.example.com', 'api-us.example.com']) await r.http().get(`/v1.0/settings?${q}`).set('Host', host).expect(200);
  });

  describe('CORS', () => {
    const origin = 'https://www.demo-bakery.example';

    it('allows the storefront origins registered for the shop, per request', async () => {
      const res = await r.http().get(`/v1.0/settings?${q}`).set('Origin', origin).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const preflight = await r
        .http()
        .options(`/v1.0/pickup/locations?${q}`)
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    });

    it('reads the shop as the routes do (the one shop-domain rule: any case, spaces trimmed), as widget-api does', async () => {
      const shop = encodeURIComponent(` ${BAKERY.toUpperCase()} `);
      const res = await r.http().get(`/v1.0/settings?shop=${shop}`).set('Origin', origin).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.body).toEqual((await r.http().get(`/v1.0/settings?${q}`).expect(200)).body);
    });

    it("refuses other origins, and another shop's origin", async () => {
      for (const [shop, from] of [
        [BAKERY, 'https://evil.example'],
        [BAKERY, 'https://demo-london.myshopify.com'],
        [LONDON, origin],
        ['nobody.myshopify.com', origin],
      ]) {
        const res = await r.http().get(`/v1.0/settings?shop=${shop}`).set('Origin', from);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await r.http().get(`/v1.0/pickup/locations?${q}`).expect(405);
    expect(res.headers['allow']).toBe('POST');
    expect((await r.http().delete(`/v1.0/settings?${q}`).expect(405)).headers['allow']).toBe('GET, HEAD');
  });
});
