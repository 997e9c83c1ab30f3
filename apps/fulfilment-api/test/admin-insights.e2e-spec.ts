import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdminTokenRepository } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { BAKERY, CLOCK_NOW, demoFile, Running, startApp } from './support';

type Check = { code: string; method: string | null; severity: string; message: string; values: Record<string, string | number> };
type Reason = { code: string; message: string; values: Record<string, string | number> };
type Explained = { id: number; company_name: string | null; offered: boolean; reasons: Reason[]; first_date: string | null };
type Explain = { method: string; total: number; offered_total: number; locations: Explained[] };
type Line = { product_id: number; variant_id: number; quantity: number };

const BAKERY_SECRET = 'demo-bakery-webhook-secret';
/** Per test: the HTTP round trips of a test add up on the shared 2-core machine. */
const TEST_MS = 120_000;
const SHOP_A = 'shop-a.myshopify.com';

/**
 * The demo bakery's variants and their products: those with inventory rows as
 * demo/demo-bakery.json lists them, the others as tools/store/demo-bakery-catalogue.ts
 * names them (800103 rye 900103, 800201 900201, the cake 800301 with sizes 900301 and 900302).
 */
const VARIANTS: [number, number][] = [
  [900101, 800101],
  [900102, 800102],
  [900103, 800103],
  [900201, 800201],
  [900301, 800301],
  [900302, 800301],
];

/** mulberry32: a small deterministic generator, so the 20 carts are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` carts of 1 to 4 distinct bakery variants with quantities 1-50, from `seed`. */
function carts(seed: number, n: number): Line[][] {
  const random = seeded(seed);
  return Array.from({ length: n }, () => {
    const pool = [...VARIANTS];
    const lines: Line[] = [];
    const size = 1 + Math.floor(random() * 4);
    for (let i = 0; i < size; i++) {
      const [variant_id, product_id] = pool.splice(Math.floor(random() * pool.length), 1)[0];
      lines.push({ product_id, variant_id, quantity: 1 + Math.floor(random() * 50) });
    }
    return lines;
  });
}

/** `YYYY-MM-DD` plus `days`. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/*
 * The console's "what shoppers will see" endpoints (admin-insights.service.ts, rules in
 * libs/storefront/src/insights): checklists, products, the explanation of a cart's
 * locations (equal to the public pickup list for 20 seeded carts), copying a location and
 * refusing to delete one with upcoming orders. "Now" is CLOCK_NOW, Monday 9 March 2026
 * 15:30 UTC (10:30 in Chicago, 11:30 in New York).
 */
describeEachEngine('admin API: what shoppers will see', (engine) => {
  let r: Running;
  let token: string;
  let tokenA: string;
  let ids: Map<string, number>;

  beforeAll(async () => {
    r = await startApp(engine, {
      stores: [demoFile('demo-bakery'), sampleStoreFile(SHOP_A)],
      env: { WEBHOOK_WORKER_INTERVAL_MS: '0', CAPACITY_CACHE_MS: '0' },
    });
    const tokens = new AdminTokenRepository(r.db.dataSource);
    token = (await tokens.create(BAKERY, 'e2e')).token;
    tokenA = (await tokens.create(SHOP_A, 'e2e')).token;
    const rows: { id: number; external_id: string }[] = await r.db.dataSource.query(
      'SELECT l.id AS id, l.external_id AS external_id FROM locations l JOIN shops s ON s.id = l.shop_id WHERE s.domain = ?',
      [BAKERY],
    );
    ids = new Map(rows.map((row) => [row.external_id, Number(row.id)]));
  }, 90_000);
  afterAll(() => r?.close());

  const auth = (t: string) => `Bearer ${t}`;
  const admin = {
    get: (path: string, t = token) => r.http().get(`/admin/v1.0${path}`).set('Authorization', auth(t)),
    post: (path: string, body: object = {}, t = token) => r.http().post(`/admin/v1.0${path}`).set('Authorization', auth(t)).send(body),
    put: (path: string, body: object) => r.http().put(`/admin/v1.0${path}`).set('Authorization', auth(token)).send(body),
    patch: (path: string, body: object) => r.http().patch(`/admin/v1.0${path}`).set('Authorization', auth(token)).send(body),
    delete: (path: string) => r.http().delete(`/admin/v1.0${path}`).set('Authorization', auth(token)),
  };
  const id = (externalId: string) => {
    const found = ids.get(externalId);
    if (found === undefined) throw new Error(`no bakery location ${externalId}`);
    return found;
  };
  const checksOf = async (locationId: number) => (await admin.get(`/locations/${locationId}/checklist`).expect(200)).body.checks as Check[];
  const codes = (checks: Check[]) => checks.map((c) => `${c.code}${c.method ? `:${c.method}` : ''}`).sort();
  /** The ids the public pickup list gives for a cart, every page. */
  const publicPickupIds = async (cart: Line[]) => {
    const found: number[] = [];
    for (let page = 1; ; page++) {
      const res = await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}&page=${page}&limit=7`).send({ shoppingCart: cart }).expect(200);
      const body = res.body as { locations: { id: number }[]; pagination: { last_page: number } };
      found.push(...body.locations.map((l) => l.id));
      if (page >= body.pagination.last_page) return found;
    }
  };
  const explainAll = async (body: object) => {
    const out: Explained[] = [];
    let answer: Explain | undefined;
    for (let page = 1; ; page++) {
      answer = (await admin.post('/locations/explain', { ...body, page, per_page: 10 }).expect(200)).body as Explain;
      out.push(...answer.locations);
      if (page * 10 >= answer.total) return { ...answer, locations: out };
    }
  };
  /** Sends a signed orders/create webhook of the bakery for a pickup slot. */
  const pickupOrder = (orderId: number, locationId: number, date: string, slotId: number) => {
    const raw = JSON.stringify({
      id: orderId,
      name: `#${orderId}`,
      updated_at: '2026-03-09T10:00:00-05:00',
      cancelled_at: null,
      note_attributes: Object.entries({
        'Checkout-Method': 'pickup',
        'Pickup-Location-Id': String(locationId),
        'Pickup-Date': date,
        'Pickup-Slot-Id': String(slotId),
      }).map(([name, value]) => ({ name, value })),
    });
    return r
      .http()
      .post('/v1.0/webhooks/orders/create')
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Shop-Domain', BAKERY)
      .set('X-Shopify-Hmac-Sha256', signWebhook(raw, BAKERY_SECRET))
      .send(raw);
  };

  describe('GET /geocode', () => {
    it(
      'answers the IANA zone at the place found',
      async () => {
        const res = await admin.get('/geocode?q=10001').expect(200);
        expect(res.body).toMatchObject({ postal_code: '10001', timezone: 'America/New_York' });
      },
      TEST_MS,
    );
  });

  describe('GET /products', () => {
    it(
      'lists every product the shop knows with its variants, whether each is tracked and how many locations list it',
      async () => {
        const res = await admin.get('/products').expect(200);
        const products = res.body.products as { product_id: number; variants: { variant_id: number; tracked: boolean }[]; offered_at: number }[];
        expect(products.map((p) => p.product_id)).toEqual([...products.map((p) => p.product_id)].sort((a, b) => a - b));
        // What the demo file says, location by location.
        const file = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'demo', 'demo-bakery.json'), 'utf8')) as {
          locations: { products: number[]; inventory: { variant_id: number; product_id: number }[] }[];
        };
        const listing = new Map<number, number>();
        for (const l of file.locations) for (const p of l.products) listing.set(p, (listing.get(p) ?? 0) + 1);
        const stocked = new Map<number, Set<number>>();
        for (const l of file.locations) for (const i of l.inventory) stocked.set(i.product_id, (stocked.get(i.product_id) ?? new Set()).add(i.variant_id));
        expect(products.map((p) => p.product_id)).toEqual([...new Set([...listing.keys(), ...stocked.keys()])].sort((a, b) => a - b));
        for (const p of products) {
          expect(p.offered_at).toBe(listing.get(p.product_id) ?? 0);
          expect(p.variants).toEqual([...(stocked.get(p.product_id) ?? [])].sort((a, b) => a - b).map((variant_id) => ({ variant_id, tracked: true })));
        }
        // Another shop's products stay its own.
        const other = (await admin.get('/products', tokenA).expect(200)).body.products as { product_id: number }[];
        expect(other.map((p) => p.product_id)).not.toContain(800301);
      },
      TEST_MS,
    );
  });

  describe('POST /locations/explain', () => {
    it(
      'offers, for 20 seeded carts, exactly the locations the public pickup list gives (all pages)',
      async () => {
        let differentAnswers = 0;
        const seen = new Set<string>();
        for (const cart of carts(31, 20)) {
          const expected = (await publicPickupIds(cart)).sort((a, b) => a - b);
          const answer = await explainAll({ method: 'pickup', cart });
          const offered = answer.locations
            .filter((l) => l.offered)
            .map((l) => l.id)
            .sort((a, b) => a - b);
          expect({ cart, offered }).toEqual({ cart, offered: expected });
          expect(answer.offered_total).toBe(expected.length);
          expect(answer.total).toBe(ids.size);
          // Every location not offered says why; an offered one has no reason but perhaps NO_DATE.
          for (const l of answer.locations) {
            if (l.offered) expect(l.reasons.filter((x) => x.code !== 'NO_DATE')).toEqual([]);
            else expect(l.reasons.filter((x) => x.code !== 'NO_DATE').length).toBeGreaterThan(0);
          }
          seen.add(expected.join(','));
          if (expected.length > 0 && expected.length < ids.size) differentAnswers++;
        }
        // The carts are not all alike: some keep some locations out, and the lists differ.
        expect(differentAnswers).toBeGreaterThan(3);
        expect(seen.size).toBeGreaterThan(3);
      },
      TEST_MS,
    );

    it(
      'names the product not offered and the variant out of stock with what is there and what is needed',
      async () => {
        const faneuil = id('bakery-faneuil-hall'); // lists no 800301, has 3 of 900102
        const cart = [
          { product_id: 800102, variant_id: 900102, quantity: 5 },
          { product_id: 800301, variant_id: 900302, quantity: 1 },
        ];
        const answer = await explainAll({ method: 'pickup', cart });
        const row = answer.locations.find((l) => l.id === faneuil);
        expect(row?.offered).toBe(false);
        expect(row?.company_name).toBe((await admin.get(`/locations/${faneuil}`).expect(200)).body.company_name);
        expect(row?.reasons).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ code: 'PRODUCT_NOT_OFFERED', values: { product_id: 800301 } }),
            expect.objectContaining({ code: 'OUT_OF_STOCK', values: { variant_id: 900102, available: 3, needed: 5 } }),
          ]),
        );
        // Delivery is off at Reading Terminal: METHOD_OFF, and never offered for delivery.
        const delivery = await explainAll({ method: 'delivery', cart: [] });
        const reading = delivery.locations.find((l) => l.id === id('bakery-reading-terminal'));
        expect(reading).toMatchObject({ offered: false, first_date: null });
        expect(reading?.reasons.map((x) => x.code)).toEqual(['METHOD_OFF']);
      },
      TEST_MS,
    );

    it(
      "gives the calendar's first date for the cart, as the public calendar's minDate",
      async () => {
        const cart = [{ product_id: 800301, variant_id: 900301, quantity: 1 }];
        const answer = (await admin.post('/locations/explain', { method: 'pickup', cart, per_page: 100 }).expect(200)).body as Explain;
        for (const locationId of [id('bakery-chelsea-market'), id('bakery-ogilvie-french-market'), id('bakery-ala-moana')]) {
          const calendar = await r.http().post(`/v1.0/pickup/locations/${locationId}/calendar?shop=${BAKERY}`).send({ shoppingCart: cart }).expect(200);
          expect(answer.locations.find((l) => l.id === locationId)?.first_date).toBe(calendar.body.minDate);
          expect(calendar.body.minDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      },
      TEST_MS,
    );

    it(
      'offers for delivery to a postal code the locations delivering there, the public answer among them, and none for a cart no one stocks',
      async () => {
        const answer = await explainAll({ method: 'delivery', cart: [], postal_code: '10001' });
        const offered = answer.locations.filter((l) => l.offered).map((l) => l.id);
        const publicAnswer = await r.http().post(`/v1.0/delivery/locations?shop=${BAKERY}`).send({ geoSearchQuery: '10001' }).expect(200);
        expect(offered).toContain(publicAnswer.body.id);
        const far = answer.locations.find((l) => l.id === id('bakery-ala-moana'));
        const outOfArea = far?.reasons.find((x) => x.code === 'OUT_OF_AREA');
        expect(outOfArea?.values).toMatchObject({ unit: 'miles' });
        expect(Number(outOfArea?.values['distance'])).toBeGreaterThan(Number(outOfArea?.values['max_radius']));
        // A cart no location stocks: the public search finds none, and none is offered.
        const cart = [{ product_id: 800101, variant_id: 900101, quantity: 1000 }];
        const none = await explainAll({ method: 'delivery', cart, postal_code: '10001' });
        expect(none.offered_total).toBe(0);
        const publicNone = await r.http().post(`/v1.0/delivery/locations?shop=${BAKERY}`).send({ geoSearchQuery: '10001', shoppingCart: cart }).expect(200);
        expect(publicNone.body.error?.code).toBe('NO_LOCATIONS_FOUND');
      },
      TEST_MS,
    );

    it(
      'refuses a bad body with 400 problems naming the field',
      async () => {
        const bad = await admin.post('/locations/explain', { method: 'pickup', cart: [{ product_id: 800101, variant_id: 900101, quantity: 0 }] }).expect(400);
        expect(bad.body.code).toBe('VALIDATION_FAILED');
        expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['cart[0].quantity']);
        const method = await admin.post('/locations/explain', { method: 'shipping', cart: [] }).expect(400);
        expect(method.body.errors.map((e: { field: string }) => e.field)).toEqual(['method']);
        const perPage = await admin.post('/locations/explain', { method: 'pickup', cart: [], per_page: 101 }).expect(400);
        expect(perPage.body.errors.map((e: { field: string }) => e.field)).toEqual(['per_page']);
        const place = await admin.post('/locations/explain', { method: 'delivery', cart: [], postal_code: 'no such place zzzz' }).expect(400);
        expect(place.body.errors.map((e: { field: string }) => e.field)).toEqual(['postal_code']);
      },
      TEST_MS,
    );
  });

  describe('POST /locations/:id/duplicate', () => {
    it(
      'copies every block but the stock, named " (copy)", with a free external id',
      async () => {
        const source = id('bakery-chelsea-market');
        const res = await admin.post(`/locations/${source}/duplicate`).expect(201);
        const copy = res.body as { id: number; company_name: string; external_id: string; sort_position: number };
        expect(copy.id).not.toBe(source);
        const original = (await admin.get(`/locations/${source}`).expect(200)).body;
        const { id: _a, company_name: nameA, external_id: extA, sort_position: _s, ...restA } = original;
        const { id: _b, company_name: nameB, external_id: extB, sort_position: _t, ...restB } = copy;
        expect(nameB).toBe(`${nameA} (copy)`);
        expect(extB).toBe(`${extA}-copy`);
        expect(restB).toEqual(restA);
        const withoutIds = (value: unknown): unknown => JSON.parse(JSON.stringify(value), (key, v) => (key === 'id' ? undefined : v));
        for (const block of [
          'pickup-settings',
          'pickup-slots',
          'delivery-settings',
          'products',
          'preparation-times/pickup',
          'preparation-times/delivery',
          'conditional-activation/pickup',
          'conditional-activation/delivery',
        ]) {
          const [a, b] = [await admin.get(`/locations/${source}/${block}`).expect(200), await admin.get(`/locations/${copy.id}/${block}`).expect(200)];
          expect({ block, body: withoutIds(b.body) }).toEqual({ block, body: withoutIds(a.body) });
        }
        expect((await admin.get(`/locations/${source}/inventory`).expect(200)).body.inventory.length).toBeGreaterThan(0);
        expect((await admin.get(`/locations/${copy.id}/inventory`).expect(200)).body).toEqual({ inventory: [] });
        // A second copy takes the next free external id; another shop's location is not found.
        expect((await admin.post(`/locations/${source}/duplicate`).expect(201)).body.external_id).toBe(`${extA}-copy-2`);
        await admin.post(`/locations/${source}/duplicate`, {}, tokenA).expect(404);
      },
      TEST_MS,
    );
  });

  describe('GET /locations/:id/checklist and ?include=checks', () => {
    it(
      'finds nothing at a location set up well',
      async () => {
        expect(await checksOf(id('bakery-chelsea-market'))).toEqual([]);
      },
      TEST_MS,
    );

    it(
      'reports each problem as the rules see it',
      async () => {
        const copy = (await admin.post(`/locations/${id('bakery-faneuil-hall')}/duplicate`).expect(201)).body.id as number;
        const products = (await admin.get('/products').expect(200)).body.products as { variants: { tracked: boolean }[]; offered_at: number }[];
        const tracked = products.flatMap((p) => p.variants).filter((v) => v.tracked).length;
        const restricted = products.filter((p) => p.offered_at > 0).length;

        // A copy has no stock: carts with tracked variants never see it.
        let checks = await checksOf(copy);
        expect(checks).toEqual([expect.objectContaining({ code: 'NO_STOCK', method: null, severity: 'warning', values: { tracked_variants: tracked } })]);

        await admin.put(`/locations/${copy}/products`, { products: [] }).expect(200);
        checks = await checksOf(copy);
        expect(checks.find((c) => c.code === 'NO_PRODUCTS_OFFERED')).toMatchObject({ severity: 'critical', values: { restricted_products: restricted } });

        await admin.patch(`/locations/${copy}`, { timezone: 'America/Los_Angeles' }).expect(200);
        checks = await checksOf(copy);
        expect(checks.find((c) => c.code === 'ZONE_DIFFERS')).toMatchObject({
          severity: 'warning',
          values: { zone: 'America/Los_Angeles', address_zone: 'America/New_York' },
        });

        // Pickup closed on every date of the next 40 days (in its zone): no date in 30 days.
        const today = new Date(Date.parse(CLOCK_NOW) - 8 * 3_600_000).toISOString().slice(0, 10);
        const pickup = (await admin.get(`/locations/${copy}/pickup-settings`).expect(200)).body;
        await admin
          .put(`/locations/${copy}/pickup-settings`, { ...pickup, blackout_dates: Array.from({ length: 40 }, (_, i) => plusDays(today, i)) })
          .expect(200);
        checks = await checksOf(copy);
        expect(checks.find((c) => c.code === 'NO_DATE_IN_30_DAYS')).toMatchObject({ method: 'pickup', severity: 'critical', values: { days: 30 } });
        const calendar = await r.http().post(`/v1.0/pickup/locations/${copy}/calendar?shop=${BAKERY}`).send({}).expect(200);
        expect(calendar.body.minDate === null || calendar.body.minDate > plusDays(today, 30)).toBe(true);

        // Delivery on no weekday: closed every day.
        const delivery = (await admin.get(`/locations/${copy}/delivery-settings`).expect(200)).body as Record<string, unknown>;
        for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) delete delivery[day];
        await admin.put(`/locations/${copy}/delivery-settings`, delivery).expect(200);
        checks = await checksOf(copy);
        expect(checks.find((c) => c.code === 'CLOSED_EVERY_DAY')).toMatchObject({ method: 'delivery', severity: 'critical' });

        await admin.patch(`/locations/${copy}`, { latitude: 0, longitude: 0 }).expect(200);
        checks = await checksOf(copy);
        expect(codes(checks)).toEqual(['CLOSED_EVERY_DAY:delivery', 'NO_COORDINATES', 'NO_DATE_IN_30_DAYS:pickup', 'NO_PRODUCTS_OFFERED', 'NO_STOCK']);
        expect(checks.map((c) => c.severity)).toEqual(['critical', 'critical', 'critical', 'warning', 'warning']);

        // The list carries the same checks.
        const page = await admin.get(`/locations?per_page=200&include=checks`).expect(200);
        const listed = (page.body.locations as { id: number; checks: Check[] }[]).find((l) => l.id === copy);
        expect(listed?.checks).toEqual(checks);
        expect((page.body.locations as { checks?: Check[] }[]).every((l) => Array.isArray(l.checks))).toBe(true);
        expect((await admin.get('/locations?per_page=5').expect(200)).body.locations[0].checks).toBeUndefined();
        await admin.get('/locations?include=everything').expect(400);

        await admin.patch(`/locations/${copy}`, { pickup_enabled: false, delivery_enabled: false }).expect(200);
        expect(codes(await checksOf(copy))).toEqual(['NO_COORDINATES', 'NO_METHOD', 'NO_PRODUCTS_OFFERED', 'NO_STOCK']);
        await admin.get(`/locations/${copy}/checklist`, tokenA).expect(404);
      },
      TEST_MS,
    );
  });

  describe('DELETE /locations/:id', () => {
    const WEEKDAY = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    /** A copy of Chelsea Market (which has slot rows), and one of its slots on the weekday of `date`. */
    const chelseaCopy = async () => {
      const loc = (await admin.post(`/locations/${id('bakery-chelsea-market')}/duplicate`).expect(201)).body.id as number;
      const slots = (await admin.get(`/locations/${loc}/pickup-slots`).expect(200)).body.slots as { id: number; day_of_week: string }[];
      const slotOn = (date: string) => {
        const slot = slots.find((x) => x.day_of_week === WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]);
        if (!slot) throw new Error(`no slot on ${date}`);
        return slot.id;
      };
      return { loc, slotOn };
    };
    const ordersOf = async (loc: number) => Number((await r.db.dataSource.query('SELECT COUNT(*) AS n FROM orders WHERE location_id = ?', [loc]))[0].n);

    it(
      'refuses with 409 LOCATION_HAS_ORDERS while upcoming active orders are for it, deleting nothing',
      async () => {
        const { loc, slotOn } = await chelseaCopy();
        const rules = await r.http().post(`/v1.0/pickup/locations/${loc}/calendar?shop=${BAKERY}`).send({}).expect(200);
        const date = rules.body.minDate as string;
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await pickupOrder(7_100_001, loc, date, slotOn(date)).expect(200);
        await pickupOrder(7_100_002, loc, plusDays(date, 7), slotOn(plusDays(date, 7))).expect(200);
        await pickupOrder(7_100_003, loc, '2026-03-02', slotOn('2026-03-02')).expect(200);
        expect(await ordersOf(loc)).toBe(3);

        const refused = await admin.delete(`/locations/${loc}`).expect(409);
        expect(refused.body).toMatchObject({ code: 'LOCATION_HAS_ORDERS', status: 409, orders: 2, first_date: date });
        await admin.get(`/locations/${loc}`).expect(200);
        expect((await admin.get(`/locations/${loc}/pickup-slots`).expect(200)).body.slots.length).toBeGreaterThan(0);
      },
      TEST_MS,
    );

    it(
      'deletes a location whose orders are all past, keeping the orders',
      async () => {
        const { loc, slotOn } = await chelseaCopy();
        await pickupOrder(7_100_004, loc, '2026-03-02', slotOn('2026-03-02')).expect(200);
        expect(await ordersOf(loc)).toBe(1);
        await admin.delete(`/locations/${loc}`).expect(204);
        await admin.get(`/locations/${loc}`).expect(404);
        expect(await ordersOf(loc)).toBe(1);
      },
      TEST_MS,
    );
  });
});
