import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachEngine } from '@fulfil/database/testing';
import { BAKERY, CLOCK_NOW, locationId, Running, startApp } from './support';

const GOLDEN = join(__dirname, 'golden', 'demo-bakery.json');
const update = process.env.UPDATE_GOLDEN === '1';

type Request = [method: 'get' | 'post', path: string, body?: unknown];

/** The requests of the golden file; `{chelsea}` etc. stand for location ids. */
const REQUESTS: Request[] = [
  ['get', '/v1.0/settings?shop={shop}'],
  ['post', '/v1.0/pickup/locations?shop={shop}&limit=3', {}],
  ['post', '/v1.0/pickup/locations?shop={shop}&limit=3&page=2', { geoSearchQuery: '60601', shoppingCart: '900101:2' }],
  ['post', '/v1.0/pickup/locations/{chelsea}/calendar?shop={shop}', { shoppingCart: [] }],
  ['post', '/v1.0/pickup/locations/{faneuil}/calendar?shop={shop}', { shoppingCart: [{ variant_id: 900301, product_id: 800301, quantity: 1 }] }],
  ['post', '/v1.0/pickup/locations/{ogilvie}/calendar?shop={shop}', {}],
  ['get', '/v1.0/pickup/locations/{chelsea}/calendar/2026-03-10?shop={shop}'],
  ['post', '/v1.0/delivery/locations?shop={shop}', { geoSearchQuery: '10001' }],
  ['post', '/v1.0/delivery/locations?shop={shop}', { geoSearchQuery: '59001' }],
  ['get', '/v1.0/delivery/locations/{chelsea}/calendar/2026-03-11?shop={shop}'],
  ['post', '/v1.0/delivery/locations/{chelsea}/calendar?shop={shop}', {}],
  ['get', '/v1.0/pickup/location/{chelsea}/preparation_times?shop={shop}'],
  ['get', '/v1.0/delivery/location/{chelsea}/preparation_times?shop={shop}'],
  ['get', '/v1.0/shipping/location/{chelsea}/preparation_times?shop={shop}'],
  [
    'post',
    '/v1.0/delivery/locaitons/{chelsea}/conditional_activation?shop={shop}',
    {
      shoppingCart: {
        original_total_price: 2400,
        total_weight: 900,
        items: [{ collections: 'bread', vendor: 'Demo Bakery', product_type: 'Bread', tags: 'sourdough' }],
      },
    },
  ],
  [
    'post',
    '/v1.0/shipping/conditional_activation?shop={shop}',
    {
      shoppingCart: {
        original_total_price: 5200,
        total_weight: 3000,
        items: [{ collections: 'cakes', vendor: 'Demo Bakery', product_type: 'Fresh Cakes', tags: 'cake' }],
      },
    },
  ],
  ['get', '/v1.0/shipping/calendar?shop={shop}'],
];

/*
 * Golden responses of the demo bakery (demo/demo-bakery.json loaded through the store
 * import) at the fixed CLOCK_NOW, compared exactly, on every engine. After an intended
 * change of the demo file or of a response, regenerate with
 *   UPDATE_GOLDEN=1 npx jest --config apps/fulfilment-api/jest.config.cjs golden
 * and review the diff of test/golden/demo-bakery.json.
 */
/*
 * Also with every shop loaded lazily (SHOP_EAGER_LOCATIONS=0: the location index first,
 * each location's records on first use, as for a shop of more than 2,000 locations): the
 * same answers, byte for byte.
 */
describe.each([
  ['loaded whole', '2000'],
  ['loaded lazily', '0'],
])('shops %s', (_mode, eagerLocations) => {
  describeEachEngine('golden responses of the demo bakery', (engine) => {
    let r: Running;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      r = await startApp(engine, { env: { PUBLIC_BASE_URL: 'https://api.example.com', SHOP_EAGER_LOCATIONS: eagerLocations } });
      for (const [key, external] of [
        ['chelsea', 'bakery-chelsea-market'],
        ['faneuil', 'bakery-faneuil-hall'],
        ['ogilvie', 'bakery-ogilvie-french-market'],
      ])
        ids[key] = await locationId(r.db, BAKERY, external);
    }, 60_000);
    afterAll(() => r?.close());

    it(`matches test/golden/demo-bakery.json (CLOCK_NOW ${CLOCK_NOW})`, async () => {
      const responses: Record<string, { status: number; body: unknown }> = {};
      for (const [method, template, body] of REQUESTS) {
        const path = template.replace('{shop}', BAKERY).replace(/\{(\w+)\}/g, (_, k: string) => String(ids[k]));
        const req = r.http()[method](path);
        const res = body === undefined ? await req : await req.send(body as object);
        responses[`${method.toUpperCase()} ${template}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`] = { status: res.status, body: res.body };
      }
      const actual = { clock_now: CLOCK_NOW, demo_file: 'demo/demo-bakery.json', responses };
      if (update && engine === 'sqlite' && eagerLocations !== '0') {
        mkdirSync(join(__dirname, 'golden'), { recursive: true });
        writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
      }
      if (!existsSync(GOLDEN)) throw new Error('test/golden/demo-bakery.json is missing: run with UPDATE_GOLDEN=1 to create it');
      expect(actual).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
      for (const { status } of Object.values(responses)) expect([200, 404]).toContain(status);
    }, 60_000);
  });
});
