import request from 'supertest';
import { describeEachEngine } from '@fulfil/database/testing';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

type Case = [name: string, method: 'post' | 'put' | 'patch' | 'get', path: (loc: number) => string, body: unknown, field: string];

const location = {
  external_id: 'v-1',
  company_name: 'V',
  address_line_1: '1 V St',
  city: 'Chicago',
  postal_code: '60601',
  region: 'IL',
  country: 'US',
  latitude: 41.9,
  longitude: -87.6,
};

const CASES: Case[] = [
  ['a location without external_id', 'post', () => '/locations', { ...location, external_id: undefined }, 'external_id'],
  ['a latitude that is not a number', 'post', () => '/locations', { ...location, latitude: 'north' }, 'latitude'],
  ['a latitude out of range', 'post', () => '/locations', { ...location, latitude: 91 }, 'latitude'],
  ['an unknown location field', 'post', () => '/locations', { ...location, colour: 'red' }, 'colour'],
  ['an unknown time zone', 'put', (l) => `/locations/${l}`, { ...location, timezone: 'Mars/Olympus' }, 'timezone'],
  [
    'opening hours closing before opening',
    'patch',
    (l) => `/locations/${l}`,
    { opening_hours: { monday: { opens: '18:00', closes: '08:00', closed: false } } },
    'opening_hours.monday.closes',
  ],
  [
    'an unknown weekday',
    'patch',
    (l) => `/locations/${l}`,
    { opening_hours: { funday: { opens: '08:00', closes: '18:00', closed: false } } },
    'opening_hours.funday',
  ],
  ['a non-numeric location id', 'get', () => '/locations/abc', undefined, 'id'],
  ['an interval below 5 minutes', 'put', (l) => `/locations/${l}/pickup-settings`, { interval: 2 }, 'interval'],
  [
    'a window ending before it starts',
    'put',
    (l) => `/locations/${l}/pickup-settings`,
    { weekday_windows: { monday: { min: '10:00', max: '09:00' } } },
    'weekday_windows.monday.max',
  ],
  ['an impossible blackout date', 'put', (l) => `/locations/${l}/pickup-settings`, { blackout_dates: ['2026-02-30'] }, 'blackout_dates[0]'],
  [
    'a slot at 25:00',
    'put',
    (l) => `/locations/${l}/pickup-slots`,
    { slots: [{ day_of_week: 'monday', available_from: '25:00', available_until: '26:00' }] },
    'slots[0].available_from',
  ],
  ['slots that are not a list', 'put', (l) => `/locations/${l}/pickup-slots`, { slots: 'all day' }, 'slots'],
  [
    'a slot id of no slot',
    'put',
    (l) => `/locations/${l}/pickup-slots`,
    { slots: [{ id: 999999, day_of_week: 'monday', available_from: '09:00', available_until: '10:00' }] },
    'slots[0].id',
  ],
  [
    'a repeated slot',
    'put',
    (l) => `/locations/${l}/pickup-slots`,
    { slots: [1, 2].map(() => ({ day_of_week: 'monday', available_from: '09:00', available_until: '10:00' })) },
    'slots[1]',
  ],
  [
    'a delivery slot ending before it starts',
    'put',
    (l) => `/locations/${l}/delivery-settings`,
    { friday: { slots: { enabled: true, slots: [{ from: '10:00', until: '09:00' }] } } },
    'friday.slots.slots[0].until',
  ],
  ['an unknown postal-code match mode', 'put', (l) => `/locations/${l}/delivery-settings`, { postal_code_match_mode: 'fuzzy' }, 'postal_code_match_mode'],
  [
    'a general rule whose enabled is not a boolean',
    'put',
    (l) => `/locations/${l}/preparation-times/pickup`,
    {
      general: {
        enabled: 'yes',
        monday: { breakpoint: { enabled: true, value: '12:00' }, before: { value: 1, format: 'hours' }, after: { value: 1, format: 'days' } },
      },
    },
    'general.enabled',
  ],
  [
    'a breakpoint at 24:00 (the end of the day is no time to order by)',
    'put',
    (l) => `/locations/${l}/preparation-times/pickup`,
    {
      general: {
        enabled: true,
        monday: { breakpoint: { enabled: true, value: '24:00' }, before: { value: 1, format: 'hours' }, after: { value: 1, format: 'days' } },
      },
    },
    'general.monday.breakpoint.value',
  ],
  [
    'a preparation format of weeks',
    'put',
    () => '/preparation-times/pickup',
    {
      general: {
        enabled: true,
        monday: { breakpoint: { enabled: true, value: '12:00' }, before: { value: 1, format: 'weeks' }, after: { value: 1, format: 'days' } },
      },
    },
    'general.monday.before.format',
  ],
  ['an unknown checkout method', 'put', () => '/preparation-times/teleport', { general: { enabled: false } }, 'method'],
  [
    'a product listed twice',
    'put',
    () => '/preparation-times/pickup',
    { general: { enabled: false }, product_based: [1, 2].map(() => ({ product_external_id: '7', preperation_value: 1, preparation_format: 'days' })) },
    'product_based[1].product_external_id',
  ],
  [
    'a between rule without max',
    'put',
    () => '/conditional-activation/delivery',
    { weight_price: { enabled: true, condition: 'between', min: 100 } },
    'weight_price.max',
  ],
  ['a maximum date in years', 'put', () => '/shipping', { maximum_date: { enabled: true, metric: 'years', value: 1 } }, 'maximum_date.metric'],
  ['a negative order limit', 'put', () => '/shipping', { order_limits: { enabled: true, monday: -1 } }, 'order_limits.monday'],
  ['a negative stock level', 'put', (l) => `/locations/${l}/inventory`, { inventory: [{ variant_id: 1, available: -1 }] }, 'inventory[0].available'],
  [
    'a variant listed twice',
    'put',
    (l) => `/locations/${l}/inventory`,
    { inventory: [1, 2].map(() => ({ variant_id: 1, available: 1 })) },
    'inventory[1].variant_id',
  ],
  ['a product id that is not an integer', 'put', (l) => `/locations/${l}/products`, { products: [1.5] }, 'products[0]'],
  ['an unknown shop time zone', 'patch', () => '/shop', { timezone: 'Nowhere/City' }, 'timezone'],
  ['an origin with a path', 'patch', () => '/shop', { storefront_origins: ['https://shop.example.com/cart'] }, 'storefront_origins[0]'],
  ['a pagination limit above 200', 'patch', () => '/shop', { pickup: { pagination_limit: 500 } }, 'pickup.pagination_limit'],
  [
    'a pickup date form other than strings or arrays',
    'patch',
    () => '/shop',
    { storefront_compatibility: { pickup_disabled_dates: 'objects' } },
    'storefront_compatibility.pickup_disabled_dates',
  ],
  [
    'a menu of an unknown restaurant',
    'put',
    () => '/widget',
    { ...(sampleStoreFile('x.myshopify.com').widget as object), menus: [{ restaurant: 'nope', handle: 'x', name: 'X' }] },
    'menus[0].restaurant',
  ],
  [
    'an import file with a bad field',
    'put',
    () => '/import',
    { ...sampleStoreFile('shop-a.myshopify.com'), locations: [{ ...location, latitude: 'north' }] },
    'locations[0].latitude',
  ],
  ['an import file of another shop', 'put', () => '/import', sampleStoreFile('shop-b.myshopify.com'), 'shop.domain'],
];

describeEachEngine('admin API refuses bad input', (engine) => {
  let f: AdminFixture;
  let loc: number;
  let before: unknown;
  let version: number;
  const http = () => request(f.app.getHttpServer());
  const send = (method: Case[1], path: string, body?: unknown) => {
    const req = http()[method](`/admin/v1.0${path}`).set('Authorization', `Bearer ${f.shopA.token}`);
    return body === undefined ? req : req.send(body as object);
  };

  beforeAll(async () => {
    f = await adminFixture(engine);
    loc = (await send('get', '/locations')).body.locations[0].id;
    before = (await send('get', '/export')).body;
    version = (await send('get', '/shop')).body.settings_version;
  }, 60_000);
  afterAll(() => f?.close());

  it.each(CASES)('answers %s with a 400 problem naming the field', async (_name, method, path, body, field) => {
    const res = await send(method, path(loc), body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.body.detail).toContain(field);
  });

  it('reads location ids and page numbers from decimal digits only (0x21 and 3.3e1 were read as 33)', async () => {
    expect((await send('get', `/locations/${loc}`)).status).toBe(200);
    for (const id of [`0x${loc.toString(16)}`, `${loc}e0`, `${loc / 10}e1`, `${loc}.0`, `%20${loc}`, '-1', '0', '%00', '9'.repeat(400)]) {
      for (const [method, path] of [
        ['get', `/locations/${id}`],
        ['get', `/locations/${id}/pickup-settings`],
        ['patch', `/locations/${id}`],
      ] as const) {
        const res = await send(method, path, method === 'patch' ? {} : undefined);
        expect([id, path, res.status, res.body.code, res.body.errors?.[0]?.field]).toEqual([id, path, 400, 'VALIDATION_FAILED', 'id']);
      }
    }
    for (const query of ['page=0x2', 'page=2e0', 'per_page=0x10', 'per_page=1.0e1', 'page=1&page=2']) {
      const res = await send('get', `/locations?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await send('get', '/locations?page=1&per_page=10')).status).toBe(200);
  });

  it('answers broken JSON with a 400 problem', async () => {
    const res = await http()
      .put(`/admin/v1.0/locations/${loc}/pickup-settings`)
      .set('Authorization', `Bearer ${f.shopA.token}`)
      .set('Content-Type', 'application/json')
      .send('{"interval":');
    expect([res.status, res.body.code]).toEqual([400, 'MALFORMED_BODY']);
  });

  it('wrote nothing: the shop exports as before and its version is unchanged', async () => {
    expect((await send('get', '/export')).body).toEqual(before);
    expect((await send('get', '/shop')).body.settings_version).toBe(version);
  });
});
