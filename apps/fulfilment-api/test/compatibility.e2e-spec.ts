import { describeEachEngine } from '@fulfil/database/testing';
import {
  DELIVERY_CALENDAR,
  DELIVERY_LOCATION,
  DELIVERY_TIME,
  expectShape,
  PAGINATION,
  PICKUP_CALENDAR,
  PICKUP_LOCATION,
  PICKUP_SLOT,
  SHIPPING_CALENDAR,
} from './shapes';
import { STOREFRONT_MULTIPART_LIMITS } from '@fulfil/storefront';
import { BAKERY, demoFile, LONDON, locationId, Running, startApp } from './support';

/*
 * Drop-in compatibility with the original service (docs/compatibility.md; issue "Drop-in for
 * storefronts already written against the original service"): the calls public clients of
 * that service make, replayed as they build them, each answered 2xx with the documented
 * shape, plus the error envelope their response code reads. The matrix below runs every
 * storefront endpoint with its parameters in each place a client puts them (query string,
 * JSON body, form body with brackets, multipart) and the cart in each form (array with
 * members the API does not use, the contract's string, brackets).
 */

/** How a request carries its parameters. */
type Placement = 'query' | 'json' | 'form' | 'multipart';

/** A cart line as a native app or a Next.js storefront builds it: ids as numbers or digit strings, members the API ignores. */
const APP_LINE = {
  variant_id: '900101',
  product_id: 800101,
  quantity: '1',
  tags: ['sourdough'],
  sku: 'SD-1',
  vendors: ['Demo Bakery'],
  product_types: ['Bread'],
};

/** `a[0][b]=1` pairs of a value, as PHP-style clients and the bracket readers write them. */
function bracketPairs(name: string, value: unknown, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => bracketPairs(`${name}[${i}]`, v, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) bracketPairs(`${name}[${k}]`, v, out);
  else out.push([name, String(value)]);
  return out;
}

/** The parameters as an encoded form or query string, brackets spelled out. */
function encode(params: Record<string, unknown>): string {
  return Object.entries(params)
    .flatMap(([k, v]) => bracketPairs(k, v))
    .map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`)
    .join('&');
}

describeEachEngine('drop-in compatibility with the original service', (engine) => {
  let r: Running;
  let chelsea: number;
  let london: number;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [demoFile('demo-bakery'), demoFile('demo-london')] });
    chelsea = await locationId(r.db, BAKERY, 'bakery-chelsea-market');
    london = await locationId(r.db, LONDON, 'london-borough');
  }, 60_000);
  afterAll(() => r?.close());

  /** Sends `params` to `path` by `method`, placed as `placement` (`shop` included in the parameters). */
  function send(method: 'get' | 'post', path: string, params: Record<string, unknown>, placement: Placement) {
    const http = r.http();
    if (placement === 'query' || method === 'get') return http[method](`${path}?${encode(params)}`);
    const req = http.post(path);
    if (placement === 'json') return req.send(params);
    if (placement === 'form') return req.type('form').send(encode(params));
    for (const [k, v] of Object.entries(params).flatMap(([k, v]) => bracketPairs(k, v))) req.field(k, v);
    return req;
  }

  const placements: Placement[] = ['query', 'json', 'form', 'multipart'];
  const carts: [string, (line: typeof APP_LINE) => unknown][] = [
    ['an array of app lines', (l) => [l]],
    ["the contract's JSON string", (l) => JSON.stringify([l])],
    ["the contract's pairs string", (l) => `${l.variant_id}:${l.quantity}`],
  ];

  /** Every storefront endpoint, its methods, extra parameters and the shape it answers. */
  const endpoints = () =>
    [
      {
        name: 'pickup locations',
        methods: ['post'],
        path: '/v1.0/pickup/locations',
        params: { geoSearchQuery: '10001', page: 1, limit: 3 },
        check: pickupPage,
      },
      { name: 'pickup calendar', methods: ['post'], path: `/v1.0/pickup/locations/${chelsea}/calendar`, params: {}, check: shapeOf(PICKUP_CALENDAR) },
      {
        name: 'pickup times of a date',
        methods: ['get', 'post'],
        path: `/v1.0/pickup/locations/${chelsea}/calendar/2026-03-10`,
        params: {},
        check: listOf(PICKUP_SLOT),
      },
      {
        name: 'delivery locations',
        methods: ['post'],
        path: '/v1.0/delivery/locations',
        params: { geoSearchQuery: '10001' },
        check: shapeOf(DELIVERY_LOCATION),
      },
      { name: 'delivery calendar', methods: ['post'], path: `/v1.0/delivery/locations/${chelsea}/calendar`, params: {}, check: deliveryCalendar },
      {
        name: 'delivery times of a date',
        methods: ['get', 'post'],
        path: `/v1.0/delivery/locations/${chelsea}/calendar/2026-03-11`,
        params: {},
        check: listOf(DELIVERY_TIME),
      },
      { name: 'shipping calendar', methods: ['get', 'post'], path: '/v1.0/shipping/calendar', params: {}, check: shapeOf(SHIPPING_CALENDAR) },
      { name: 'validate', methods: ['post'], path: '/v1.0/pickup/validate', params: {}, check: (b: unknown) => expect(b).toEqual({ productsEligible: true }) },
    ] as const;

  /** The delivery calendar as the original service documents it: dates as `[year, monthIndex, day]`. */
  function deliveryCalendar(body: { disabled: unknown[] }) {
    expectShape(body, DELIVERY_CALENDAR);
    const dates = body.disabled.filter(Array.isArray) as number[][];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d.length === 3 && d[1] >= 0 && d[1] <= 11)).toBe(true);
  }

  function pickupPage(body: { locations: { external_id: string }[] }) {
    expectShape(body, { locations: [PICKUP_LOCATION], pagination: PAGINATION });
    expect(body.locations[0].external_id).toBe('bakery-chelsea-market');
  }
  function shapeOf(shape: Parameters<typeof expectShape>[1]) {
    return (body: unknown) => expectShape(body, shape);
  }
  function listOf(shape: Parameters<typeof expectShape>[1] & object) {
    return (body: unknown) => {
      expect(Array.isArray(body)).toBe(true);
      expectShape(body, [shape as never]);
    };
  }

  it('answers every endpoint x method x parameter placement x cart form with 2xx and its documented shape', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const endpoint of endpoints()) {
      for (const method of endpoint.methods) {
        for (const placement of method === 'get' ? (['query'] as Placement[]) : placements) {
          for (const [cartName, cart] of carts) {
            const params = { shop: BAKERY, api_key: 'the-original-services-key', ...endpoint.params, shoppingCart: cart(APP_LINE), utm_source: 'app' };
            const res = await send(method, endpoint.path, params, placement);
            calls++;
            const what = `${endpoint.name}: ${method.toUpperCase()}, parameters in ${placement}, cart as ${cartName}`;
            if (res.status !== 200) {
              failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              continue;
            }
            try {
              endpoint.check(res.body);
            } catch (e) {
              failures.push(`${what}: ${(e as Error).message.slice(0, 300)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Five POST-only endpoints in four placements, three with GET (query) and POST (four placements), each with three carts.
    expect(calls).toBe((5 * 4 + 3 * (1 + 4)) * 3);
  }, 120_000);

  it('POSTs the times of a date (pickup and delivery) with the cart in a JSON body, as the native apps do', async () => {
    const pickup = await r
      .http()
      .post(`/v1.0/pickup/locations/${chelsea}/calendar/2026-03-10?shop=${BAKERY}`)
      .send({ shoppingCart: [APP_LINE] })
      .expect(200);
    expectShape(pickup.body, [PICKUP_SLOT]);
    expect(pickup.body.length).toBeGreaterThan(0);
    const get = await r.http().get(`/v1.0/pickup/locations/${chelsea}/calendar/2026-03-10?shop=${BAKERY}`).expect(200);
    expect(pickup.body).toEqual(get.body);
    const delivery = await r
      .http()
      .post(`/v1.0/delivery/locations/${chelsea}/calendar/2026-03-11?shop=${BAKERY}`)
      .send({ shoppingCart: [APP_LINE] })
      .expect(200);
    expectShape(delivery.body, [DELIVERY_TIME]);
  });

  it('POSTs the shipping calendar with the cart in the body and answers as its GET does', async () => {
    const posted = await r
      .http()
      .post('/v1.0/shipping/calendar')
      .send({ shop: BAKERY, shoppingCart: [APP_LINE] })
      .expect(200);
    const got = await r
      .http()
      .get(`/v1.0/shipping/calendar?shop=${BAKERY}&shoppingCart=${encodeURIComponent(JSON.stringify([APP_LINE]))}`)
      .expect(200);
    expect(posted.body).toEqual(got.body);
  });

  it('takes shop (and every other parameter) from the body alone, the same shop twice, and refuses two different shops naming both places', async () => {
    const body = { shop: BAKERY, geoSearchQuery: '10001' };
    const alone = await r.http().post('/v1.0/pickup/locations').send(body).expect(200);
    expect(alone.body.locations[0].external_id).toBe('bakery-chelsea-market');
    await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY.toUpperCase()}`).send(body).expect(200);
    const twice = await r.http().post(`/v1.0/pickup/locations?shop=${LONDON}`).send(body).expect(400);
    expect(twice.body).toMatchObject({ code: 'VALIDATION_FAILED', error: { code: 'VALIDATION_FAILED' } });
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['query.shop', 'body.shop']);
  });

  it('reads geoSearchQuery, page and limit from the query string of a POST with an empty body', async () => {
    const res = await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}&geoSearchQuery=10001&page=2&limit=2`).expect(200);
    expect(res.body.pagination).toMatchObject({ current_page: 2, per_page: 2 });
    const distances = res.body.locations.map((l: { distance: number }) => l.distance);
    expect(distances.every((d: unknown) => typeof d === 'number')).toBe(true);
  });

  it('reads a form-encoded bracketed cart on pickup locations, and an empty cart loads the list', async () => {
    const form = await r
      .http()
      .post(`/v1.0/pickup/locations?shop=${BAKERY}&limit=200`)
      .type('form')
      .send(encode({ shoppingCart: [{ ...APP_LINE, quantity: 41 }] }))
      .expect(200);
    // 41 sourdough loaves: only the locations with at least 41 in stock.
    const json = await r
      .http()
      .post(`/v1.0/pickup/locations?shop=${BAKERY}&limit=200`)
      .send({ shoppingCart: [{ ...APP_LINE, quantity: 41 }] })
      .expect(200);
    expect(form.body).toEqual(json.body);
    expect(form.body.locations.length).toBeGreaterThan(0);
    expect(form.body.locations.length).toBeLessThan(32);
    const empty = await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}`).send({ shoppingCart: [] }).expect(200);
    expect(empty.body.pagination.total).toBe(32);
  });

  it('ignores members the API does not use, in bodies and in cart lines (the admin API stays strict)', async () => {
    await r
      .http()
      .post(`/v1.0/pickup/locations/${chelsea}/calendar?shop=${BAKERY}`)
      .send({ shoppingCart: [APP_LINE], customer: { id: 7 }, locale: 'en' })
      .expect(200);
  });

  it('reads multipart bodies on the storefront endpoints within their limits (the shared body middleware, no guard per handler)', async () => {
    const calendar = `/v1.0/pickup/locations/${chelsea}/calendar`;
    const form = r.http().post(calendar).field('shop', BAKERY);
    for (const [k, v] of bracketPairs('shoppingCart', [APP_LINE])) form.field(k, v);
    const ok = await form;
    expect(ok.status).toBe(200);
    expectShape(ok.body, PICKUP_CALENDAR);
    const file = await r.http().post(calendar).field('shop', BAKERY).attach('shoppingCart', Buffer.from('[]'), 'cart.json');
    expect(file.status).toBe(400);
    expect(file.body.code).toBe('FILE_UPLOAD_NOT_ACCEPTED');
    const many = r.http().post(calendar).field('shop', BAKERY);
    for (let i = 0; i < STOREFRONT_MULTIPART_LIMITS.fields + 1; i++) many.field(`x${i}`, '1');
    const tooMany = await many;
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers POST /v1.0/:checkoutMethod/validate with {productsEligible} for each method', async () => {
    const post = (method: string, cart: unknown[]) => r.http().post(`/v1.0/${method}/validate?shop=${BAKERY}`).send({ shoppingCart: cart });
    expect((await post('pickup', [APP_LINE]).expect(200)).body).toEqual({ productsEligible: true });
    // 1,000 loaves: no location has that many.
    expect((await post('pickup', [{ ...APP_LINE, quantity: 1000 }]).expect(200)).body).toEqual({ productsEligible: false });
    expect((await post('delivery', [APP_LINE]).expect(200)).body).toEqual({ productsEligible: true });
    expect((await post('shipping', [{ ...APP_LINE, quantity: 1000 }]).expect(200)).body).toEqual({ productsEligible: true });
    // An empty cart is eligible wherever some location offers the method.
    expect((await r.http().post(`/v1.0/delivery/validate?shop=${LONDON}`).send({ shoppingCart: [] }).expect(200)).body).toEqual({ productsEligible: true });
  });

  it('answers GET /v1.0/pickup/regions with the distinct regions of the pickup locations', async () => {
    const res = await r.http().get(`/v1.0/pickup/regions?shop=${BAKERY}`).expect(200);
    const regions = res.body as string[];
    expect(regions).toEqual(expect.arrayContaining(['NY', 'MA', 'IL']));
    expect(new Set(regions).size).toBe(regions.length);
    expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('answers every "we can\'t deliver there" with HTTP 200 and the error envelope, and real problems with an error member too', async () => {
    for (const [body, reason] of [
      [{ geoSearchQuery: '59001' }, 'out_of_area'],
      [{ geoSearchQuery: 'ZZ99 9ZZ' }, 'unresolved_query'],
      [{ geoSearchQuery: '10001', shoppingCart: [{ ...APP_LINE, quantity: 1000 }] }, 'cart_not_fulfillable'],
    ] as const) {
      const res = await r.http().post(`/v1.0/delivery/locations?shop=${BAKERY}`).send(body).expect(200);
      expect(res.body).toEqual({ error: { code: 'NO_LOCATIONS_FOUND', message: expect.any(String), reason } });
    }
    const malformed = await r
      .http()
      .post(`/v1.0/delivery/locations?shop=${BAKERY}`)
      .set('Content-Type', 'application/json')
      .send('{"geoSearchQuery":')
      .expect(400);
    expect(malformed.body).toMatchObject({ code: 'MALFORMED_BODY', error: { code: 'MALFORMED_BODY', message: malformed.body.detail } });
    const noShop = await r.http().post('/v1.0/delivery/locations').send({ geoSearchQuery: '10001' }).expect(400);
    expect(noShop.body.error).toEqual({ code: 'VALIDATION_FAILED', message: noShop.body.detail });
    const unknownShop = await r.http().post('/v1.0/delivery/locations').send({ shop: 'nobody.myshopify.com', geoSearchQuery: '10001' }).expect(404);
    expect(unknownShop.body.error).toEqual({ code: 'SHOP_NOT_FOUND', message: unknownShop.body.detail });
  });

  it('gives absolute pagination links (the origin the app listens on, never the Host header)', async () => {
    const res = await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}&limit=2`).set('Host', 'evil.example').expect(200);
    const next = new URL(res.body.pagination.next_page_url);
    expect(next.host).not.toBe('evil.example');
    expect(next.protocol).toBe('http:');
    expect(next.pathname).toBe('/v1.0/pickup/locations');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('shop')).toBe(BAKERY);
  });

  it('answers delivery locations with deliv_enabled and all seven weekdays, a closed day marked', async () => {
    const res = await r.http().post(`/v1.0/delivery/locations?shop=${LONDON}`).send({ geoSearchQuery: 'SE1 9AL' }).expect(200);
    expectShape(res.body, DELIVERY_LOCATION);
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => res.body.delivery[d]);
    expect(res.body.delivery.deliv_enabled).toBe(true);
    for (const day of days.filter((d) => d.closed)) expect(day.slots).toEqual({ enabled: false, slots: [] });
    expect(london).toBe(res.body.id);
  });
});
