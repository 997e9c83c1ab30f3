import { BULK_LOCATIONS_QUERY, BULK_OPERATION_BY_ID, BULK_OPERATION_RUN_QUERY, BULK_PRODUCTS_QUERY } from './bulk-api';
import { BulkSyncClient, groupBulkLines, parseBulkLine, type BulkRecord } from './bulk-sync';
import { StorefrontPlatformError } from './platform-error';
import { deprecatedUsages, validateAdminOperation } from './testing/admin-schema';
import { FakeCatalogue } from './testing/fake-bulk';
import { FakeStorefrontPlatform } from './testing/fake-storefront-platform';

const SHOP = 'bulk-shop.myshopify.com';
const TOKEN = 'shpat_bulk_0123456789abcdef';

/** JSONL of the products query as the platform writes it (`groupObjects: false`): children may come before their parent. */
const LINES = [
  '{"id":"gid://shopify/ProductVariant/11","inventoryItem":{"id":"gid://shopify/InventoryItem/111","tracked":false},"__parentId":"gid://shopify/Product/1"}',
  '{"id":"gid://shopify/Product/1","tags":["Vegan","Hot"],"vendor":"Acme","productType":"Pizza"}',
  '{"id":"gid://shopify/Collection/5","handle":"summer","title":"Summer","__parentId":"gid://shopify/Product/1"}',
  '',
  '{"id":"gid://shopify/Location/3","name":"Midtown","isActive":true,"address":{"address1":"150 Elgin St","address2":"","city":"Ottawa","zip":"K2P 1L4","provinceCode":"ON","countryCode":"CA","latitude":45.4202,"longitude":-75.6922}}',
  '{"id":"gid://shopify/InventoryLevel/3?inventory_item_id=111","quantities":[{"name":"available","quantity":-2}],"item":{"id":"gid://shopify/InventoryItem/111"},"__parentId":"gid://shopify/Location/3"}',
];

describe('bulk JSONL reconstruction (pure)', () => {
  it('reads each line into a record carrying its parent from __parentId, whatever the order', () => {
    expect(LINES.map(parseBulkLine)).toEqual([
      { kind: 'variant', productId: 1, variantId: 11, inventoryItemId: 111, tracked: false },
      { kind: 'product', productId: 1, tags: ['Vegan', 'Hot'], vendor: 'Acme', productType: 'Pizza' },
      { kind: 'collection', productId: 1, collectionId: 5, handle: 'summer', title: 'Summer' },
      null,
      {
        kind: 'location',
        locationId: 3,
        name: 'Midtown',
        isActive: true,
        address: {
          address1: '150 Elgin St',
          address2: null,
          city: 'Ottawa',
          zip: 'K2P 1L4',
          province_code: 'ON',
          country_code: 'CA',
          latitude: 45.4202,
          longitude: -75.6922,
        },
      },
      { kind: 'level', locationId: 3, inventoryItemId: 111, available: -2 },
    ]);
  });

  it('regroups children under their parents by __parentId', () => {
    const grouped = groupBulkLines(LINES);
    expect(grouped.map((g) => [g['id'], g.children.map((c) => c['id'])])).toEqual([
      ['gid://shopify/Product/1', ['gid://shopify/ProductVariant/11', 'gid://shopify/Collection/5']],
      ['gid://shopify/Location/3', ['gid://shopify/InventoryLevel/3?inventory_item_id=111']],
    ]);
  });

  it('refuses a line that is not JSON, a variant without its parent, and a child whose parent is missing', () => {
    expect(() => parseBulkLine('{"id": ')).toThrow(SyntaxError);
    expect(() => parseBulkLine('{"id":"gid://shopify/ProductVariant/11","inventoryItem":{"id":"gid://shopify/InventoryItem/1","tracked":true}}')).toThrow(
      /__parentId/,
    );
    expect(() => groupBulkLines([LINES[0]])).toThrow(/parent gid:\/\/shopify\/Product\/1 not found/);
  });
});

describe('bulk documents against the Admin GraphQL schema 2026-10', () => {
  it.each([
    ['BULK_PRODUCTS_QUERY', BULK_PRODUCTS_QUERY, {}],
    ['BULK_LOCATIONS_QUERY', BULK_LOCATIONS_QUERY, {}],
    ['BULK_OPERATION_RUN_QUERY', BULK_OPERATION_RUN_QUERY, { query: BULK_PRODUCTS_QUERY }],
    ['BULK_OPERATION_BY_ID', BULK_OPERATION_BY_ID, { id: 'gid://shopify/BulkOperation/1' }],
  ])('%s validates and uses nothing deprecated', (name, document, variables) => {
    expect({ name, errors: validateAdminOperation(document, variables), deprecated: deprecatedUsages(document, variables) }).toEqual({
      name,
      errors: [],
      deprecated: [],
    });
  });

  it('an invalid inner bulk query is refused by the fake with userErrors', async () => {
    const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
    const { url } = await fake.start();
    try {
      const client = new BulkSyncClient({ shopDomain: SHOP, accessToken: TOKEN, baseUrl: url });
      const error = await client.run('{ products { edges { node { nope } } } }').catch((e: unknown) => e);
      expect((error as StorefrontPlatformError).failure).toMatchObject({
        reason: 'user_errors',
        message: expect.stringContaining('Cannot query field "nope" on type "Product"'),
      });
    } finally {
      await fake.stop();
    }
  });
});

describe('BulkSyncClient against the fake platform', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  let client: BulkSyncClient;

  beforeAll(async () => {
    const { url } = await fake.start();
    client = new BulkSyncClient(
      { shopDomain: SHOP, accessToken: TOKEN, baseUrl: url, retryDelayMs: 5, maxThrottleWaitMs: 100 },
      { pollIntervalMs: 5, maxPollFailures: 4 },
    );
    fake.bulk.setCatalogue(SHOP, FakeCatalogue.generate({ products: 200, locations: 5, tracked: (p) => p % 2 === 0 }));
  });
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  /** Resolves once the fake holds `count` bulk operations (the start has been answered). */
  const started = async (count: number) => {
    while (fake.bulk.operations.length < count) await new Promise((resolve) => setTimeout(resolve, 2));
  };

  const collect = async (url: string) => {
    const records: BulkRecord[] = [];
    for await (const r of client.records(url)) records.push(r);
    return records;
  };

  it('runs the products query CREATED → RUNNING → COMPLETED and streams its JSONL', async () => {
    const done = await client.run(BULK_PRODUCTS_QUERY);
    expect(done.objectCount).toBe(600);
    const records = await collect(String(done.url));
    expect(records.filter((r) => r.kind === 'variant')).toHaveLength(200);
    expect(records.find((r) => r.kind === 'variant' && r.variantId === 8000010)).toEqual({
      kind: 'variant',
      productId: 7000001,
      variantId: 8000010,
      inventoryItemId: 9000010,
      tracked: false,
    });
    expect(fake.rejectedGraphqlRequests).toEqual([]);
  });

  it('retries polls that fail (503, reset) or are throttled, then completes', async () => {
    fake.bulk.holdRunning(2);
    const polls = () => fake.graphqlRequests().filter((r) => r.query === BULK_OPERATION_BY_ID).length;
    const before = polls();
    const count = fake.bulk.operations.length;
    const run = client.run(BULK_LOCATIONS_QUERY);
    // The start goes through; then a 503 and a reset connection before the polls succeed.
    await started(count + 1);
    fake.failNext(1, 503);
    fake.failNext(1, 'reset');
    const done = await run;
    expect(done.objectCount).toBe(5 + 5 * 200);
    expect(polls() - before).toBeGreaterThanOrEqual(4);
    fake.bulk.holdRunning(0);
  });

  it('waits out a throttled poll and retries it', async () => {
    const count = fake.bulk.operations.length;
    fake.bulk.holdRunning(1);
    const run = client.run(BULK_LOCATIONS_QUERY);
    await started(count + 1);
    fake.drainBudget();
    const done = await run;
    expect(done.url).toMatch(/\/bulk\/\d+\.jsonl$/);
    expect((await collect(String(done.url))).filter((r) => r.kind === 'level')).toHaveLength(1000);
  });

  it('fails server_error when the operation ends FAILED, and user_errors when one is already running', async () => {
    fake.bulk.failNext();
    await expect(client.run(BULK_PRODUCTS_QUERY)).rejects.toMatchObject({
      failure: { reason: 'server_error', message: 'bulk operation FAILED INTERNAL_SERVER_ERROR' },
    });
    fake.bulk.holdRunning(1000);
    const count = fake.bulk.operations.length;
    const first = client.run(BULK_PRODUCTS_QUERY).catch((e: unknown) => e);
    await started(count + 1);
    await expect(client.run(BULK_PRODUCTS_QUERY)).rejects.toMatchObject({ failure: { reason: 'user_errors' } });
    fake.bulk.holdRunning(0);
    for (const op of fake.bulk.operations) if (op.status === 'CREATED' || op.status === 'RUNNING') op.status = 'COMPLETED';
    expect(await first).toMatchObject({ id: expect.stringMatching(/BulkOperation/) });
  });

  it('gives up after maxPollFailures failed polls in a row', async () => {
    fake.bulk.holdRunning(1000);
    const count = fake.bulk.operations.length;
    const run = client.run(BULK_PRODUCTS_QUERY).catch((e: unknown) => e);
    await started(count + 1);
    fake.failNext(10, 503);
    const error = await run;
    expect(error).toBeInstanceOf(StorefrontPlatformError);
    expect((error as StorefrontPlatformError).failure).toMatchObject({ reason: 'server_error', attempts: 4 });
    await fake.restore();
    fake.bulk.holdRunning(0);
    for (const op of fake.bulk.operations) if (op.status !== 'FAILED') op.status = 'COMPLETED';
  });
});
