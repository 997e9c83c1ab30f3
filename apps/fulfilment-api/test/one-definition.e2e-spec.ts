/* eslint-disable @typescript-eslint/no-explicit-any -- each case spoils one field of a parsed store file */
import request from 'supertest';
import { describeEachEngine } from '@fulfil/database/testing';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

/**
 * One definition of the store configuration's rules: the same invalid value, sent once
 * in a store-configuration file (`PUT /admin/v1.0/import`) and once to the admin API
 * endpoint that writes that part, is refused by both with the same field errors (the
 * file's path = the block's path under the block's place in the file) and the same rules.
 */
interface Case {
  name: string;
  /** Puts the invalid value into a whole file. */
  spoil(file: any): void;
  /** Where that part lives in the file, e.g. `locations[0].pickup`. */
  filePrefix: string;
  /** The admin API request that writes the same part with the same value. */
  admin: { method: 'put' | 'post' | 'patch'; path: (location: number) => string; body: unknown; prefix?: string };
}

const location = {
  external_id: 'x-1',
  company_name: 'X',
  address_line_1: '1 X St',
  city: 'Chicago',
  postal_code: '60601',
  region: 'IL',
  country: 'US',
  latitude: 41.9,
  longitude: -87.6,
};
const rule = (breakpoint: string) => ({
  enabled: true,
  monday: { breakpoint: { enabled: true, value: breakpoint }, before: { value: 1, format: 'hours' }, after: { value: 1, format: 'days' } },
});

const CASES: Case[] = [
  {
    name: 'a pickup interval below 5 minutes',
    spoil: (f) => (f.locations[0].pickup.interval = 2),
    filePrefix: 'locations[0].pickup',
    admin: { method: 'put', path: (l) => `/locations/${l}/pickup-settings`, body: { interval: 2 } },
  },
  {
    name: 'a pickup window ending before it starts',
    spoil: (f) => (f.locations[0].pickup.weekday_windows.monday = { min: '10:00', max: '09:00' }),
    filePrefix: 'locations[0].pickup',
    admin: { method: 'put', path: (l) => `/locations/${l}/pickup-settings`, body: { weekday_windows: { monday: { min: '10:00', max: '09:00' } } } },
  },
  {
    name: 'a repeated pickup slot',
    spoil: (f) => f.locations[0].pickup.slots.push({ ...f.locations[0].pickup.slots[1] }),
    filePrefix: 'locations[0].pickup',
    admin: {
      method: 'put',
      path: (l) => `/locations/${l}/pickup-slots`,
      body: {
        slots: [
          { day_of_week: 'tuesday', available_from: '09:00', available_until: '12:00', limited: true, limit: 5 },
          { day_of_week: 'monday', available_from: '12:00', available_until: '17:00' },
          { day_of_week: 'monday', available_from: '09:00', available_until: '12:00', limited: true, limit: 10 },
          { day_of_week: 'monday', available_from: '12:00', available_until: '17:00' },
        ],
      },
    },
  },
  {
    name: 'a delivery breakpoint at 24:00',
    spoil: (f) => (f.locations[0].delivery = { monday: { breakpoint: '24:00' } }),
    filePrefix: 'locations[0].delivery',
    admin: { method: 'put', path: (l) => `/locations/${l}/delivery-settings`, body: { monday: { breakpoint: '24:00' } } },
  },
  {
    name: 'a preparation breakpoint at 24:00',
    spoil: (f) => (f.preparation_times.pickup.general = rule('24:00')),
    filePrefix: 'preparation_times.pickup',
    admin: { method: 'put', path: () => '/preparation-times/pickup', body: { general: rule('24:00') } },
  },
  {
    name: 'a shipping cutoff at 24:00',
    spoil: (f) => (f.shipping.preparation_time.monday.cutoff_time.time = '24:00'),
    filePrefix: 'shipping',
    admin: {
      method: 'put',
      path: () => '/shipping',
      body: { preparation_time: { enabled: true, monday: { value: 1, format: 'days', cutoff_time: { enabled: true, time: '24:00', value: 2 } } } },
    },
  },
  {
    name: 'a product listed twice',
    spoil: (f) => f.preparation_times.pickup.product_based.push({ ...f.preparation_times.pickup.product_based[0] }),
    filePrefix: 'preparation_times.pickup',
    admin: {
      method: 'put',
      path: () => '/preparation-times/pickup',
      body: {
        general: { enabled: false },
        product_based: [1, 2].map(() => ({ product_external_id: '7001', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' })),
      },
    },
  },
  {
    name: 'a "between" rule without max',
    spoil: (f) => (f.conditional_activation.delivery = { weight_price: { enabled: true, condition: 'between', min: 100 } }),
    filePrefix: 'conditional_activation.delivery',
    admin: { method: 'put', path: () => '/conditional-activation/delivery', body: { weight_price: { enabled: true, condition: 'between', min: 100 } } },
  },
  {
    name: 'a latitude that is not a number and one out of range',
    spoil: (f) => f.locations.push({ ...location, latitude: 'north', longitude: 200 }),
    filePrefix: 'locations[2]',
    admin: { method: 'post', path: () => '/locations', body: { ...location, latitude: 'north', longitude: 200 } },
  },
  {
    name: 'opening hours closing before they open',
    spoil: (f) => f.locations.push({ ...location, opening_hours: { monday: { opens: '18:00', closes: '08:00', closed: false } } }),
    filePrefix: 'locations[2]',
    admin: { method: 'post', path: () => '/locations', body: { ...location, opening_hours: { monday: { opens: '18:00', closes: '08:00', closed: false } } } },
  },
  {
    name: 'a negative stock level',
    spoil: (f) => (f.locations[0].inventory = [{ variant_id: 1, available: -1 }]),
    filePrefix: 'locations[0]',
    admin: { method: 'put', path: (l) => `/locations/${l}/inventory`, body: { inventory: [{ variant_id: 1, available: -1 }] } },
  },
  {
    name: 'an unknown shop time zone and an origin with a path',
    spoil: (f) => Object.assign(f.shop, { timezone: 'Mars/Olympus', storefront_origins: ['https://shop.example.com/cart'] }),
    filePrefix: 'shop',
    admin: { method: 'patch', path: () => '/shop', body: { timezone: 'Mars/Olympus', storefront_origins: ['https://shop.example.com/cart'] } },
  },
  {
    name: 'a three-letter country of a merchant postal code',
    spoil: (f) => (f.postal_codes = [{ postal_code: 'SW1A 1AA', latitude: 51.5, longitude: -0.14, country_code: 'GBR' }]),
    filePrefix: '',
    admin: {
      method: 'put',
      path: () => '/postal-codes',
      body: { postal_codes: [{ postal_code: 'SW1A 1AA', latitude: 51.5, longitude: -0.14, country_code: 'GBR' }] },
    },
  },
];

type Refusal = { field: string; rule: string }[];

/** `locations[0].pickup.interval` under `locations[0].pickup` -> `interval`. */
const under = (prefix: string, field: string) =>
  !prefix
    ? field
    : field.startsWith(`${prefix}.`)
      ? field.slice(prefix.length + 1)
      : field.startsWith(`${prefix}[`)
        ? field.slice(prefix.length)
        : `(outside ${prefix}) ${field}`;

describeEachEngine('the import and the admin API refuse the same values with the same field errors', (engine) => {
  let f: AdminFixture;
  let loc: number;
  let before: unknown;
  const send = (method: 'put' | 'post' | 'patch' | 'get', path: string, body?: unknown) => {
    const req = request(f.app.getHttpServer())[method](`/admin/v1.0${path}`).set('Authorization', `Bearer ${f.shopA.token}`);
    return body === undefined ? req : req.send(body as object);
  };
  const refusal = async (method: 'put' | 'post' | 'patch', path: string, body: unknown): Promise<Refusal> => {
    const res = await send(method, path, body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    return res.body.errors.map((e: { field: string; rule: string }) => ({ field: e.field, rule: e.rule }));
  };

  beforeAll(async () => {
    f = await adminFixture(engine);
    loc = (await send('get', '/locations')).body.locations[0].id;
    before = (await send('get', '/export')).body;
  }, 60_000);
  afterAll(() => f?.close());

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const file = sampleStoreFile(f.shopA.domain) as any;
    c.spoil(file);
    const fromImport = (await refusal('put', '/import', file)).map((e) => ({ ...e, field: under(c.filePrefix, e.field) }));
    const fromAdmin = (await refusal(c.admin.method, c.admin.path(loc), c.admin.body)).map((e) => ({ ...e, field: under(c.admin.prefix ?? '', e.field) }));
    expect(fromAdmin).toEqual(fromImport);
    expect(fromAdmin.length).toBeGreaterThan(0);
  });

  it('changed nothing', async () => {
    expect((await send('get', '/export')).body).toEqual(before);
  });
});
