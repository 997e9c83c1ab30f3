import { describeEachEngine } from '@fulfil/database/testing';
import { BAKERY, demoFile, LONDON, locationId, Running, startApp } from './support';

type Case = [name: string, method: 'get' | 'post', path: string, body: unknown, status: number, code: string, field?: string];

const CART = { shoppingCart: { original_total_price: 100, total_weight: 10, items: [] } };

/** The nine endpoints (+ additions) with a valid shop and location, as `[method, path, body]`; `:loc` is replaced. */
const ENDPOINTS: [string, 'get' | 'post', string, unknown][] = [
  ['pickup locations', 'post', '/v1.0/pickup/locations', {}],
  ['pickup calendar', 'post', '/v1.0/pickup/locations/:loc/calendar', {}],
  ['pickup slots', 'get', '/v1.0/pickup/locations/:loc/calendar/2026-03-10', undefined],
  ['delivery locations', 'post', '/v1.0/delivery/locations', { geoSearchQuery: '10001' }],
  ['delivery times', 'get', '/v1.0/delivery/locations/:loc/calendar/2026-03-11', undefined],
  ['delivery calendar', 'post', '/v1.0/delivery/locations/:loc/calendar', {}],
  ['preparation times', 'get', '/v1.0/pickup/location/:loc/preparation_times', undefined],
  ['location conditional activation', 'post', '/v1.0/delivery/locaitons/:loc/conditional_activation', CART],
  ['conditional activation', 'post', '/v1.0/delivery/conditional_activation', CART],
  ['settings', 'get', '/v1.0/settings', undefined],
  ['shipping calendar', 'get', '/v1.0/shipping/calendar', undefined],
  ['reservations', 'post', '/v1.0/reservations', { method: 'shipping', date: '2026-03-10' }],
];

const withLocation = ENDPOINTS.filter(([, , path]) => path.includes(':loc'));

/*
 * Bad input gets a 4xx problem (application/problem+json with a stable code), never a
 * 500: unknown or malformed shop, non-numeric or unknown location, bad date, limit over
 * 200, unparseable cart, unresolvable geoSearchQuery (pickup; delivery answers its 200
 * NO_LOCATIONS_FOUND envelope), two different shops, and more.
 */
describeEachEngine('bad input is a 4xx problem, never a 500', (engine) => {
  let r: Running;
  let loc: number;
  let london: number;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [demoFile('demo-bakery'), demoFile('demo-london')] });
    loc = await locationId(r.db, BAKERY, 'bakery-chelsea-market');
    london = await locationId(r.db, LONDON, (demoFile('demo-london').locations as { external_id: string }[])[0].external_id);
  }, 60_000);
  afterAll(() => r?.close());

  const call = (method: 'get' | 'post', path: string, body: unknown) => {
    const req = r.http()[method](path.replace(':loc', String(loc)).replace(':london', String(london)));
    return body === undefined ? req : req.send(body as object);
  };

  const cases = (): Case[] => [
    ...ENDPOINTS.map(([name, m, p, b]): Case => [`${name}: unknown shop`, m, `${p}?shop=nobody.myshopify.com`, b, 404, 'SHOP_NOT_FOUND']),
    ...ENDPOINTS.map(([name, m, p, b]): Case => [`${name}: no shop`, m, p, b, 400, 'VALIDATION_FAILED', 'shop']),
    ...ENDPOINTS.map(([name, m, p, b]): Case => [
      `${name}: malformed shop`,
      m,
      `${p}?shop=${encodeURIComponent('not a shop!')}`,
      b,
      400,
      'VALIDATION_FAILED',
      'shop',
    ]),
    ...ENDPOINTS.map(([name, m, p, b]): Case => [`${name}: shop given twice`, m, `${p}?shop=${BAKERY}&shop=${LONDON}`, b, 400, 'VALIDATION_FAILED', 'shop']),
    ...withLocation.flatMap(([name, m, p, b]) =>
      ['abc', '1.5', '0x10', '-1', '0', '1e2', '99999999999'].map((id): Case => [
        `${name}: location id ${id}`,
        m,
        `${p.replace(':loc', id)}?shop=${BAKERY}`,
        b,
        400,
        'VALIDATION_FAILED',
        'locationId',
      ]),
    ),
    ...withLocation.map(([name, m, p, b]): Case => [
      `${name}: unknown location`,
      m,
      `${p.replace(':loc', '999999')}?shop=${BAKERY}`,
      b,
      404,
      'LOCATION_NOT_FOUND',
    ]),
    ...withLocation.map(([name, m, p, b]): Case => [
      `${name}: another shop's location`,
      m,
      `${p.replace(':loc', ':london')}?shop=${BAKERY}`,
      b,
      404,
      'LOCATION_NOT_FOUND',
    ]),
    ...['2026-02-30', '2026-13-01', '2026-3-10', 'tomorrow', '20260310'].flatMap((date): Case[] => [
      [`delivery times: date ${date}`, 'get', `/v1.0/delivery/locations/:loc/calendar/${date}?shop=${BAKERY}`, undefined, 400, 'INVALID_DATE'],
      [`pickup slots: date ${date}`, 'get', `/v1.0/pickup/locations/:loc/calendar/${date}?shop=${BAKERY}`, undefined, 400, 'INVALID_DATE'],
    ]),
    ['pickup locations: limit 201', 'post', `/v1.0/pickup/locations?shop=${BAKERY}&limit=201`, {}, 400, 'VALIDATION_FAILED', 'limit'],
    ['pickup locations: limit 0', 'post', `/v1.0/pickup/locations?shop=${BAKERY}&limit=0`, {}, 400, 'VALIDATION_FAILED', 'limit'],
    ['pickup locations: limit ten', 'post', `/v1.0/pickup/locations?shop=${BAKERY}&limit=ten`, {}, 400, 'VALIDATION_FAILED', 'limit'],
    ['pickup locations: page 0', 'post', `/v1.0/pickup/locations?shop=${BAKERY}&page=0`, {}, 400, 'VALIDATION_FAILED', 'page'],
    ['pickup locations: page -2', 'post', `/v1.0/pickup/locations?shop=${BAKERY}&page=-2`, {}, 400, 'VALIDATION_FAILED', 'page'],
    [
      'pickup locations: cart of broken JSON',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { shoppingCart: '[{"variant_id":' },
      400,
      'INVALID_CART',
      'shoppingCart',
    ],
    [
      'pickup locations: cart of bad pairs',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { shoppingCart: '900101:two,900102' },
      400,
      'INVALID_CART',
      'shoppingCart[0]',
    ],
    [
      'pickup locations: cart line without quantity',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { shoppingCart: '[{"variant_id":1,"product_id":2}]' },
      400,
      'INVALID_CART',
      'shoppingCart[0].quantity',
    ],
    [
      'pickup locations: unresolvable geoSearchQuery',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { geoSearchQuery: 'Atlantis Under The Sea' },
      400,
      'GEO_QUERY_UNRESOLVED',
    ],
    ['pickup locations: coordinates out of range', 'post', `/v1.0/pickup/locations?shop=${BAKERY}`, { geoSearchQuery: '95.1,20' }, 400, 'GEO_QUERY_UNRESOLVED'],
    [
      'pickup locations: too long geoSearchQuery',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { geoSearchQuery: 'x'.repeat(300) },
      400,
      'GEO_QUERY_UNRESOLVED',
    ],
    [
      'pickup locations: two different shops (query string and body)',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { shop: 'demo-london.myshopify.com' },
      400,
      'VALIDATION_FAILED',
      'query.shop',
    ],
    [
      'pickup locations: geoSearchQuery an object',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}`,
      { geoSearchQuery: { zip: '10001' } },
      400,
      'VALIDATION_FAILED',
      'geoSearchQuery',
    ],
    [
      'pickup locations: bracketed cart line without a variant',
      'post',
      `/v1.0/pickup/locations?shop=${BAKERY}&shoppingCart[0][product_id]=1&shoppingCart[0][quantity]=1`,
      undefined,
      400,
      'INVALID_CART',
      'shoppingCart[0].variant_id',
    ],
    ['validate: an unknown method', 'post', `/v1.0/boats/validate?shop=${BAKERY}`, {}, 400, 'VALIDATION_FAILED', 'checkoutMethod'],
    [
      "pickup calendar: cart neither an array nor the contract's string",
      'post',
      `/v1.0/pickup/locations/:loc/calendar?shop=${BAKERY}`,
      { shoppingCart: 'x' },
      400,
      'INVALID_CART',
      'shoppingCart[0]',
    ],
    [
      'pickup calendar: cart line with a bad id',
      'post',
      `/v1.0/pickup/locations/:loc/calendar?shop=${BAKERY}`,
      { shoppingCart: [{ variant_id: 'a', product_id: 1, quantity: 1 }] },
      400,
      'INVALID_CART',
      'shoppingCart[0].variant_id',
    ],
    [
      'pickup calendar: cart line of zero',
      'post',
      `/v1.0/pickup/locations/:loc/calendar?shop=${BAKERY}`,
      { shoppingCart: [{ variant_id: 1, product_id: 1, quantity: 0 }] },
      400,
      'INVALID_CART',
      'shoppingCart[0].quantity',
    ],
    ['delivery locations: no geoSearchQuery', 'post', `/v1.0/delivery/locations?shop=${BAKERY}`, {}, 400, 'VALIDATION_FAILED', 'geoSearchQuery'],
    [
      'delivery locations: blank geoSearchQuery',
      'post',
      `/v1.0/delivery/locations?shop=${BAKERY}`,
      { geoSearchQuery: '  ' },
      400,
      'VALIDATION_FAILED',
      'geoSearchQuery',
    ],
    [
      'delivery locations: cart an object',
      'post',
      `/v1.0/delivery/locations?shop=${BAKERY}`,
      { geoSearchQuery: '10001', shoppingCart: { a: 1 } },
      400,
      'INVALID_CART',
      'shoppingCart',
    ],
    ['shipping calendar: cart not JSON', 'get', `/v1.0/shipping/calendar?shop=${BAKERY}&shoppingCart=nope`, undefined, 400, 'INVALID_CART', 'shoppingCart[0]'],
    [
      'shipping calendar: cart twice',
      'get',
      `/v1.0/shipping/calendar?shop=${BAKERY}&shoppingCart=[]&shoppingCart=[]`,
      undefined,
      400,
      'INVALID_CART',
      'shoppingCart[0]',
    ],
    ['conditional activation: no cart', 'post', `/v1.0/delivery/conditional_activation?shop=${BAKERY}`, {}, 400, 'INVALID_CART', 'shoppingCart'],
    [
      'conditional activation: negative total',
      'post',
      `/v1.0/delivery/conditional_activation?shop=${BAKERY}`,
      { shoppingCart: { original_total_price: -1, total_weight: 0, items: [] } },
      400,
      'INVALID_CART',
      'shoppingCart.original_total_price',
    ],
    [
      'conditional activation: items not an array',
      'post',
      `/v1.0/delivery/conditional_activation?shop=${BAKERY}`,
      { shoppingCart: { original_total_price: 1, total_weight: 0, items: 'x' } },
      400,
      'INVALID_CART',
      'shoppingCart.items',
    ],
    [
      'conditional activation: unknown method',
      'post',
      `/v1.0/teleport/conditional_activation?shop=${BAKERY}`,
      CART,
      400,
      'VALIDATION_FAILED',
      'checkoutMethod',
    ],
    [
      'preparation times: unknown method',
      'get',
      `/v1.0/teleport/location/:loc/preparation_times?shop=${BAKERY}`,
      undefined,
      400,
      'VALIDATION_FAILED',
      'checkoutMethod',
    ],
    ['pickup calendar: location without pickup', 'post', `/v1.0/pickup/locations/999998/calendar?shop=${BAKERY}`, {}, 404, 'LOCATION_NOT_FOUND'],
    [
      'delivery times: location without delivery',
      'get',
      `/v1.0/delivery/locations/${3}/calendar/2026-03-11?shop=${BAKERY}`,
      undefined,
      404,
      'LOCATION_NOT_FOUND',
    ],
    [
      'reservations: slot id not a number',
      'post',
      `/v1.0/reservations?shop=${BAKERY}`,
      { method: 'pickup', locationId: 1, date: '2026-03-10', slotId: 'one' },
      400,
      'VALIDATION_FAILED',
      'slotId',
    ],
    ['unknown path under /v1.0', 'get', `/v1.0/pickup/nowhere?shop=${BAKERY}`, undefined, 404, 'NOT_FOUND'],
  ];

  it('answers every bad request with the expected 4xx problem', async () => {
    const failures: string[] = [];
    const all = cases();
    expect(all.length).toBeGreaterThan(140);
    for (const [name, method, path, body, status, code, field] of all) {
      const res = await call(method, path, body);
      const fields = (res.body.errors ?? []).map((e: { field: string }) => e.field);
      const ok =
        res.status === status &&
        res.body.code === code &&
        res.body.status === status &&
        /^application\/problem\+json/.test(res.headers['content-type']) &&
        (!field || fields.includes(field));
      if (!ok) failures.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers a malformed JSON body with 400 MALFORMED_BODY', async () => {
    const res = await r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}`).set('Content-Type', 'application/json').send('{"geoSearchQuery":').expect(400);
    expect(res.body.code).toBe('MALFORMED_BODY');
  });

  it('describes every problem code it sends at its type URI', async () => {
    for (const code of [
      'SHOP_NOT_FOUND',
      'LOCATION_NOT_FOUND',
      'INVALID_DATE',
      'INVALID_CART',
      'GEO_QUERY_UNRESOLVED',
      'SLOT_FULL',
      'SLOT_UNAVAILABLE',
      'WEBHOOK_SIGNATURE_INVALID',
      'NO_LOCATIONS_FOUND',
    ]) {
      const page = await r
        .http()
        .get(`/problems/${code.toLowerCase().replace(/_/g, '-')}`)
        .expect(200);
      expect(page.text).toContain(code);
    }
  });
});
