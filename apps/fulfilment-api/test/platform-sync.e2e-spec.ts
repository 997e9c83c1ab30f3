import { describeEachEngine } from '@fulfil/database/testing';
import { AdminTokenRepository } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { BULK_OPERATION_BY_ID } from '@fulfil/storefront-platform';
import { FakeCatalogue, FakeStorefrontPlatform, sendPlatformWebhook } from '@fulfil/storefront-platform/testing';
import { PlatformSyncService } from '../src/platform-sync/platform-sync.service';
import { fakeIds, inventoryLevelUpdate } from './platform-fixtures';
import { Running, startApp } from './support';

const SHOP = 'sync-shop.myshopify.com';
const TOKEN = 'shpat_sync_token_0123456789';

/** The sample store without typed inventory or "products offered here": the platform is the source. */
function storeFile(): Record<string, unknown> {
  const file = sampleStoreFile(SHOP);
  for (const location of file['locations'] as Array<Record<string, unknown>>) {
    delete location['inventory'];
    delete location['products'];
  }
  return file;
}

/** Catalogue ids of the fake (FakeCatalogue.generate): product p, its variant, platform location l. */
const { product, variant, item, platformLocation } = fakeIds;

/**
 * The catalogue sync from the storefront platform (docs/platform-install.md, "Sync") against
 * the fake platform: 1,000 products x 50 locations by bulk operations, tracked and untracked
 * inventory, platform locations linked to ours or kept aside, a failing and throttled poll.
 */
describeEachEngine('storefront-platform catalogue sync', (engine) => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  let r: Running;
  let admin: string;
  let shopId: number;
  let base: string;
  const ours: Record<string, number> = {};

  beforeAll(async () => {
    await fake.start();
    // Even products tracked, odd ones untracked; product 3 (untracked) stocked only at
    // platform location 0, product 4 (tracked) only at platform location 7 (left unlinked).
    fake.bulk.setCatalogue(
      SHOP,
      FakeCatalogue.generate({
        products: 1000,
        locations: 50,
        tracked: (p) => p % 2 === 0,
        available: (p, l) => (p === 3 ? (l === 0 ? 0 : null) : p === 4 ? (l === 7 ? 100 : null) : p === 0 ? 5 + l : 10),
      }),
    );
    r = await startApp(engine, { stores: [storeFile()], env: { STOREFRONT_PLATFORM_BASE_URL: fake.url } });
    r.app.get(PlatformSyncService).bulkOptions = { pollIntervalMs: 5, maxPollFailures: 5 };
    admin = `Bearer ${(await new AdminTokenRepository(r.db.dataSource).create(SHOP, 'e2e')).token}`;
    shopId = Number((await r.db.dataSource.query('SELECT id FROM shops WHERE domain = ?', [SHOP]))[0].id);
    for (const row of await r.db.dataSource.query('SELECT id, external_id FROM locations WHERE shop_id = ?', [shopId])) ours[row.external_id] = Number(row.id);
    // A real listening port: the fake delivers webhooks over HTTP with the platform's headers.
    await r.app.listen(0, '127.0.0.1');
    base = (await r.app.getUrl()).replace('[::1]', '127.0.0.1');
    await r.http().put('/admin/v1.0/storefront-platform').set('Authorization', admin).send({ shop_domain: SHOP, access_token: TOKEN }).expect(200);
  }, 60_000);
  afterEach(() => fake.restore());
  afterAll(async () => {
    await r?.close();
    await fake.stop();
  });

  /** Starts a sync and waits for its end; answers the state. */
  const syncNow = async () => {
    const started = await r.http().post('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(202);
    expect(started.body.status).toBe('running');
    await r.app.get(PlatformSyncService).settled(shopId);
    return (await r.http().get('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(200)).body;
  };

  /** The external ids of the pickup locations answered for a cart. */
  const pickupFor = async (lines: Array<{ p: number; quantity: number }>) => {
    const cart = lines.map(({ p, quantity }) => ({ variant_id: variant(p), product_id: product(p), quantity }));
    const res = await r.http().post('/v1.0/pickup/locations').send({ shop: SHOP, shoppingCart: cart }).expect(200);
    return ((res.body.locations ?? []) as Array<{ external_id: string }>).map((l) => l.external_id).sort();
  };

  it('links platform locations to ours (and refuses a location of no shop of the token, or one linked twice)', async () => {
    await r
      .http()
      .put('/admin/v1.0/storefront-platform/locations')
      .set('Authorization', admin)
      .send([{ platform_location_id: platformLocation(0), location_id: 999999 }])
      .expect(400);
    await r
      .http()
      .put('/admin/v1.0/storefront-platform/locations')
      .set('Authorization', admin)
      .send([
        { platform_location_id: platformLocation(0), location_id: ours['loc-1'] },
        { platform_location_id: platformLocation(1), location_id: ours['loc-1'] },
      ])
      .expect(400);
    const links = [
      { platform_location_id: platformLocation(0), location_id: ours['loc-1'] },
      { platform_location_id: platformLocation(1), location_id: ours['loc-2'] },
    ];
    const put = await r.http().put('/admin/v1.0/storefront-platform/locations').set('Authorization', admin).send(links).expect(200);
    expect(put.body).toEqual(links);
    expect((await r.http().get('/admin/v1.0/storefront-platform/locations').set('Authorization', admin).expect(200)).body).toEqual(links);
    expect((await r.http().get('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(200)).body.status).toBe('never');
  });

  it('first sync: 1,000 products x 50 locations by two bulk operations, streamed, applied to the linked locations, the rest kept aside', async () => {
    const polls = fake.graphqlRequests().filter((q) => q.query === BULK_OPERATION_BY_ID).length;
    const state = await syncNow();
    expect(state).toMatchObject({ status: 'completed', started_at: expect.any(String), finished_at: expect.any(String) });
    // Products 3 and 4 are stocked at 1 location each, the other 998 at all 50.
    expect(state.details.counts).toEqual({
      products: 1000,
      variants: 1000,
      collections: 1000,
      platform_locations: 50,
      levels_applied: 998 * 2 + 1,
      levels_kept_aside: 998 * 48 + 1,
      levels_skipped: 0,
      rows_deleted: 0,
    });
    expect(state.details.unmapped_platform_locations).toHaveLength(48);
    expect(state.details.unmapped_platform_locations[0]).toEqual({ platform_location_id: platformLocation(2), name: 'Location 2' });
    expect(state.details.error).toBeNull();
    // Both operations went CREATED → RUNNING → COMPLETED, polled (two polls each at least), and their files were downloaded.
    expect(fake.bulk.operations.slice(-2).map((o) => o.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(fake.graphqlRequests().filter((q) => q.query === BULK_OPERATION_BY_ID).length - polls).toBeGreaterThanOrEqual(4);
    expect(fake.requests.filter((q) => /^\/bulk\/\d+\.jsonl$/.test(q.path))).toHaveLength(2);
    expect(fake.rejectedGraphqlRequests).toEqual([]);
    const [{ n }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM inventory_levels WHERE shop_id = ?', [shopId]);
    expect(Number(n)).toBe(998 * 2 + 1);
    const [{ n: items }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM platform_inventory_items WHERE shop_id = ?', [shopId]);
    expect(Number(items)).toBe(1000);
  }, 120_000);

  /** Conditional activation of pickup, shop-wide, for a cart of the storefront's items. */
  const activation = async (items: object[]) =>
    (
      await r
        .http()
        .post('/v1.0/pickup/conditional_activation')
        .send({ shop: SHOP, shoppingCart: { original_total_price: 1000, total_weight: 100, items } })
        .expect(200)
    ).body.property_based.valid as boolean;

  it("keeps products' tags, vendor, type and collections: conditional activation reads them for a cart item that names only its product", async () => {
    const rule = {
      weight_price: { enabled: false, basis: 'price', condition: 'morethan', min: null, max: null },
      property_based: { enabled: true, mode: 'include', match: 'any', tags: ['tag-9'], vendors: [], product_types: [], collections: ['Collection 2'] },
      hide_checkout_method: false,
    };
    await r.http().put('/admin/v1.0/conditional-activation/pickup').set('Authorization', admin).send(rule).expect(200);
    try {
      // Product 7 is in "Collection 2" (col-2), product 8 in col-3 with tag-8, product 9 has tag-9.
      expect(await activation([{ product_id: product(7), variant_id: variant(7), quantity: 1 }])).toBe(true);
      expect(await activation([{ product_id: String(product(8)), quantity: 1 }])).toBe(false);
      expect(await activation([{ product_id: product(9), quantity: 1 }])).toBe(true);
      // What the item carries wins over the synced product; an unknown product stays as sent.
      expect(await activation([{ product_id: product(7), collections: 'other' }])).toBe(false);
      expect(await activation([{ product_id: 123, collections: 'Collection 2' }])).toBe(true);
      expect(await activation([{ product_id: 123 }])).toBe(false);
      const [{ n }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM platform_products WHERE shop_id = ?', [shopId]);
      expect(Number(n)).toBe(1000);
    } finally {
      await r.http().delete('/admin/v1.0/conditional-activation/pickup').set('Authorization', admin).expect(204);
    }
  });

  it("lists the platform's locations with their address and our linked location; creates ours from one of theirs, in its time zone", async () => {
    const listed = (await r.http().get('/admin/v1.0/storefront-platform/platform-locations').set('Authorization', admin).expect(200)).body;
    expect(listed).toHaveLength(50);
    expect(listed.find((l: { platform_location_id: number }) => l.platform_location_id === platformLocation(0))).toEqual({
      platform_location_id: platformLocation(0),
      name: 'Location 0',
      active: true,
      address: {
        address1: '100 N State St',
        address2: null,
        city: 'Chicago',
        zip: '60602',
        province_code: 'IL',
        country_code: 'US',
        latitude: 41.88,
        longitude: -87.63,
      },
      location_id: ours['loc-1'],
      location_name: expect.any(String),
    });
    const created = await r
      .http()
      .post(`/admin/v1.0/storefront-platform/platform-locations/${platformLocation(9)}/location`)
      .set('Authorization', admin)
      .expect(201);
    expect(created.body).toEqual({ platform_location_id: platformLocation(9), location_id: expect.any(Number) });
    const location = (await r.http().get(`/admin/v1.0/locations/${created.body.location_id}`).set('Authorization', admin).expect(200)).body;
    expect(location).toMatchObject({
      external_id: String(platformLocation(9)),
      company_name: 'Location 9',
      address_line_1: '109 N State St',
      city: 'Chicago',
      postal_code: '60602',
      region: 'IL',
      country: 'US',
      latitude: 41.889,
      timezone: 'America/Chicago',
      pickup_enabled: false,
      delivery_enabled: false,
    });
    const links = (await r.http().get('/admin/v1.0/storefront-platform/locations').set('Authorization', admin).expect(200)).body;
    expect(links).toContainEqual({ platform_location_id: platformLocation(9), location_id: created.body.location_id });
    const again = await r
      .http()
      .post(`/admin/v1.0/storefront-platform/platform-locations/${platformLocation(9)}/location`)
      .set('Authorization', admin)
      .expect(409);
    expect(again.body).toMatchObject({ code: 'PLATFORM_LOCATION_LINKED', location_id: created.body.location_id });
    const none = await r.http().post('/admin/v1.0/storefront-platform/platform-locations/99999/location').set('Authorization', admin).expect(404);
    expect(none.body.code).toBe('PLATFORM_LOCATION_NOT_FOUND');
    const bad = await r.http().post('/admin/v1.0/storefront-platform/platform-locations/0x1/location').set('Authorization', admin).expect(400);
    expect(bad.body.errors[0].field).toBe('platformLocationId');
    // Back to the links the other tests expect (the location stays, unlinked).
    await r
      .http()
      .put('/admin/v1.0/storefront-platform/locations')
      .set('Authorization', admin)
      .send(links.filter((l: { platform_location_id: number }) => l.platform_location_id !== platformLocation(9)))
      .expect(200);
  });

  it("status: connected, the platform shop's currency against the ordering widget's, the last sync", async () => {
    const status = async () => (await r.http().get('/admin/v1.0/storefront-platform/status').set('Authorization', admin).expect(200)).body;
    expect(await status()).toMatchObject({
      configured: true,
      shop_domain: SHOP,
      install_url: null,
      currency: { shop: 'USD', widget: 'USD', matches: true, checked_at: expect.any(String) },
      webhooks: { reconciled_at: null, missing: [], errors: [] },
      sync: { status: 'completed' },
    });
    fake.setShopCurrency(SHOP, 'EUR');
    try {
      await syncNow();
      expect((await status()).currency).toMatchObject({ shop: 'EUR', widget: 'USD', matches: false });
    } finally {
      fake.setShopCurrency(SHOP, 'USD');
      await syncNow();
    }
    expect((await status()).currency.matches).toBe(true);
  }, 60_000);

  it('tracked items are available only with enough stock there; untracked ones wherever stocked, whatever the quantity', async () => {
    // Product 0 (tracked): 5 at platform location 0 (loc-1), 6 at location 1 (loc-2).
    expect(await pickupFor([{ p: 0, quantity: 5 }])).toEqual(['loc-1', 'loc-2']);
    expect(await pickupFor([{ p: 0, quantity: 6 }])).toEqual(['loc-2']);
    expect(await pickupFor([{ p: 0, quantity: 7 }])).toEqual([]);
    // Product 1 (untracked, 10 everywhere): any quantity.
    expect(await pickupFor([{ p: 1, quantity: 500 }])).toEqual(['loc-1', 'loc-2']);
    // Product 3 (untracked, stocked only at platform location 0 with 0 available): loc-1 only.
    expect(await pickupFor([{ p: 3, quantity: 2 }])).toEqual(['loc-1']);
    // A cart of both: where both can be fulfilled.
    expect(
      await pickupFor([
        { p: 3, quantity: 1 },
        { p: 0, quantity: 6 },
      ]),
    ).toEqual([]);
  });

  /** Sends `inventory_levels/update` as the platform does (the sample store's webhook secret). */
  const stockChange = (p: number, l: number, available: number | null, webhookId?: string) =>
    sendPlatformWebhook({
      url: `${base}/v1.0/webhooks/inventory_levels/update`,
      secret: 'whsec_test',
      topic: 'inventory_levels/update',
      shopDomain: SHOP,
      webhookId,
      payload: inventoryLevelUpdate(item(p), platformLocation(l), available, '2026-03-09T10:00:00-05:00'),
    });

  it('a stock change by webhook hides a location for a cart, a second one shows it again', async () => {
    // Product 2 (tracked): 10 at every location.
    expect(await pickupFor([{ p: 2, quantity: 3 }])).toEqual(['loc-1', 'loc-2']);
    const first = await stockChange(2, 0, 1);
    expect(first).toEqual({ status: 200, body: { result: 'processed', topic: 'inventory_levels/update', delivery_id: expect.any(Number) } });
    expect(await pickupFor([{ p: 2, quantity: 3 }])).toEqual(['loc-2']);
    expect((await stockChange(2, 0, 8)).status).toBe(200);
    expect(await pickupFor([{ p: 2, quantity: 3 }])).toEqual(['loc-1', 'loc-2']);
    // No longer stocked there (available null): gone from loc-1 whatever the quantity.
    expect((await stockChange(2, 0, null)).status).toBe(200);
    expect(await pickupFor([{ p: 2, quantity: 1 }])).toEqual(['loc-2']);
    expect((await stockChange(2, 0, 10)).status).toBe(200);
  });

  it('a stock change that arrives during a full sync outlives its end; the next sync, which does not see it, removes it', async () => {
    // Product 3 (untracked) is stocked only at platform location 0 (loc-1); the platform says mid-sync it is now at location 1 (loc-2).
    expect(await pickupFor([{ p: 3, quantity: 1 }])).toEqual(['loc-1']);
    fake.bulk.holdRunning(1_000_000);
    try {
      await r.http().post('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(202);
      const held = () => fake.bulk.operations.at(-1);
      for (let i = 0; i < 400 && held()?.status !== 'RUNNING'; i++) await new Promise((done) => setTimeout(done, 5));
      expect(held()?.status).toBe('RUNNING');
      expect((await stockChange(3, 1, 4)).body).toMatchObject({ result: 'processed' });
    } finally {
      fake.bulk.holdRunning(0);
      for (const op of fake.bulk.operations) op.holdFor = 0;
    }
    await r.app.get(PlatformSyncService).settled(shopId);
    expect((await r.http().get('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(200)).body.status).toBe('completed');
    expect(await pickupFor([{ p: 3, quantity: 1 }])).toEqual(['loc-1', 'loc-2']);
    await syncNow();
    expect(await pickupFor([{ p: 3, quantity: 1 }])).toEqual(['loc-1']);
  }, 60_000);

  it('a duplicate delivery (same X-Shopify-Webhook-Id) is applied once; a bad signature or body is refused', async () => {
    const once = await stockChange(6, 1, 0, 'dup-inventory-1');
    expect(once.body).toMatchObject({ result: 'processed' });
    expect(await pickupFor([{ p: 6, quantity: 1 }])).toEqual(['loc-1']);
    // The same delivery id again, even with another body: answered duplicate, nothing applied.
    const again = await stockChange(6, 1, 50, 'dup-inventory-1');
    expect(again).toEqual({
      status: 200,
      body: { result: 'duplicate', topic: 'inventory_levels/update', delivery_id: once.body && (once.body as { delivery_id: number }).delivery_id },
    });
    expect(await pickupFor([{ p: 6, quantity: 1 }])).toEqual(['loc-1']);
    const forged = await sendPlatformWebhook({
      url: `${base}/v1.0/webhooks/inventory_levels/update`,
      secret: 'not-the-secret',
      topic: 'inventory_levels/update',
      shopDomain: SHOP,
      payload: { inventory_item_id: item(6), location_id: platformLocation(1), available: 50 },
    });
    expect(forged.status).toBe(401);
    const bad = await sendPlatformWebhook({
      url: `${base}/v1.0/webhooks/inventory_levels/update`,
      secret: 'whsec_test',
      topic: 'inventory_levels/update',
      shopDomain: SHOP,
      payload: { inventory_item_id: 'x', location_id: platformLocation(1), available: 50 },
    });
    expect([bad.status, (bad.body as { errors: Array<{ field: string }> }).errors[0].field]).toEqual([400, 'inventory_item_id']);
    expect(await pickupFor([{ p: 6, quantity: 1 }])).toEqual(['loc-1']);
  });

  /** Sends a catalogue webhook (`products/*`, `locations/*`) as the platform does. */
  const catalogueChange = (topic: string, payload: object) =>
    sendPlatformWebhook({ url: `${base}/v1.0/webhooks/${topic}`, secret: 'whsec_test', topic, shopDomain: SHOP, payload });

  it('products/update changes tracked and drops a removed variant; products/delete and locations/delete take stock away', async () => {
    // Product 8 (tracked, 10 everywhere): 11 fits nowhere; made untracked, it fits everywhere it is stocked.
    expect(await pickupFor([{ p: 8, quantity: 11 }])).toEqual([]);
    const untracked = { id: product(8), variants: [{ id: variant(8), product_id: product(8), inventory_item_id: item(8), inventory_management: null }] };
    expect(await catalogueChange('products/update', untracked)).toEqual({
      status: 200,
      body: { result: 'processed', topic: 'products/update', delivery_id: expect.any(Number) },
    });
    expect(await pickupFor([{ p: 8, quantity: 11 }])).toEqual(['loc-1', 'loc-2']);
    // Its only variant removed: the variant is unknown to the sync again, so nothing restricts it (as before any sync).
    expect((await catalogueChange('products/update', { id: product(8), variants: [] })).status).toBe(200);
    const [{ n }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM inventory_levels WHERE shop_id = ? AND variant_id = ?', [shopId, variant(8)]);
    expect(Number(n)).toBe(0);
    // products/delete: product 10's rows go.
    expect(await pickupFor([{ p: 10, quantity: 1 }])).toEqual(['loc-1', 'loc-2']);
    expect((await catalogueChange('products/delete', { id: product(10) })).status).toBe(200);
    const [{ n: left }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM platform_inventory_items WHERE shop_id = ? AND product_id = ?', [
      shopId,
      product(10),
    ]);
    expect(Number(left)).toBe(0);
    const [{ n: props10 }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM platform_products WHERE shop_id = ? AND product_id = ?', [
      shopId,
      product(10),
    ]);
    expect(Number(props10)).toBe(0);
    // locations/create lists the new location (without coordinates: REST payloads carry none);
    // locations/update renames one and keeps the synced coordinates when the address is the same.
    // Neither changes stock; a refused body names the field.
    const created = {
      id: platformLocation(50),
      name: 'New',
      active: true,
      address1: '1 Main St',
      city: 'Springfield',
      zip: '62701',
      province_code: 'IL',
      country_code: 'US',
    };
    expect((await catalogueChange('locations/create', created)).status).toBe(200);
    const updated = {
      id: platformLocation(0),
      name: 'Location Zero',
      active: true,
      address1: '100 N State St',
      city: 'Chicago',
      zip: '60602',
      country_code: 'US',
    };
    expect((await catalogueChange('locations/update', updated)).status).toBe(200);
    const listed = (await r.http().get('/admin/v1.0/storefront-platform/platform-locations').set('Authorization', admin).expect(200)).body as Array<{
      platform_location_id: number;
      name: string;
      address: Record<string, unknown>;
    }>;
    expect(listed.find((l) => l.platform_location_id === platformLocation(50))).toMatchObject({
      name: 'New',
      address: { city: 'Springfield', latitude: null },
    });
    expect(listed.find((l) => l.platform_location_id === platformLocation(0))).toMatchObject({
      name: 'Location Zero',
      address: { latitude: 41.88, longitude: -87.63 },
    });
    // products/update carries tags, vendor and type (collections stay as synced).
    expect(
      (
        await catalogueChange('products/update', {
          id: product(12),
          tags: 'Vegan, Hot',
          vendor: 'Acme',
          product_type: 'Pizza',
          variants: [{ id: variant(12), inventory_item_id: item(12), inventory_management: 'shopify' }],
        })
      ).status,
    ).toBe(200);
    const [props] = await r.db.dataSource.query('SELECT tags, vendor, product_type, collections FROM platform_products WHERE shop_id = ? AND product_id = ?', [
      shopId,
      product(12),
    ]);
    expect([JSON.parse(props.tags), props.vendor, props.product_type, JSON.parse(props.collections)]).toEqual([
      ['Vegan', 'Hot'],
      'Acme',
      'Pizza',
      [{ handle: 'col-2', title: 'Collection 2' }],
    ]);
    expect(await pickupFor([{ p: 12, quantity: 1 }])).toEqual(['loc-1', 'loc-2']);
    const bad = await catalogueChange('products/update', { id: product(12), variants: [{ id: variant(12) }] });
    expect([bad.status, (bad.body as { errors: Array<{ field: string }> }).errors[0].field]).toEqual([400, 'variants[0].inventory_item_id']);
    // locations/delete of platform location 1 (linked to loc-2): loc-2 stocks no synced variant any more.
    expect((await catalogueChange('locations/delete', { id: platformLocation(1) })).status).toBe(200);
    expect(await pickupFor([{ p: 12, quantity: 1 }])).toEqual(['loc-1']);
  });

  it('inventory of unlinked platform locations is kept aside, not applied; linking it applies it at the next sync', async () => {
    // Product 4 (tracked) is stocked only at platform location 7, linked to none of ours.
    expect(await pickupFor([{ p: 4, quantity: 1 }])).toEqual([]);
    const [{ n }] = await r.db.dataSource.query('SELECT COUNT(*) AS n FROM platform_unmapped_levels WHERE shop_id = ? AND inventory_item_id = ?', [
      shopId,
      item(4),
    ]);
    expect(Number(n)).toBe(1);
    await r
      .http()
      .put('/admin/v1.0/storefront-platform/locations')
      .set('Authorization', admin)
      .send([
        { platform_location_id: platformLocation(0), location_id: ours['loc-1'] },
        { platform_location_id: platformLocation(7), location_id: ours['loc-2'] },
      ])
      .expect(200);
    const state = await syncNow();
    expect([state.status, state.details.error]).toEqual(['completed', null]);
    expect(state.details.unmapped_platform_locations.map((l: { platform_location_id: number }) => l.platform_location_id)).toContain(platformLocation(1));
    expect(await pickupFor([{ p: 4, quantity: 100 }])).toEqual(['loc-2']);
    // What platform location 1 had stocked at loc-2 went with its link: product 0 has 5 + 7 = 12 there now.
    expect(await pickupFor([{ p: 0, quantity: 12 }])).toEqual(['loc-2']);
  }, 120_000);

  it('retries failing and throttled polls; a bulk operation that fails is reported, not applied', async () => {
    fake.bulk.holdRunning(2);
    const count = fake.bulk.operations.length;
    const started = r.http().post('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(202);
    await started;
    while (fake.bulk.operations.length === count) await new Promise((resolve) => setTimeout(resolve, 2));
    fake.failNext(1, 503);
    fake.failNext(1, 'reset');
    fake.drainBudget();
    await r.app.get(PlatformSyncService).settled(shopId);
    fake.bulk.holdRunning(0);
    const state = (await r.http().get('/admin/v1.0/storefront-platform/sync').set('Authorization', admin).expect(200)).body;
    expect(state.status).toBe('completed');

    fake.bulk.failNext();
    const failed = await syncNow();
    expect(failed).toMatchObject({ status: 'failed', details: { error: { reason: 'server_error', operation: 'bulkOperationById' } } });
    // The inventory applied before stays.
    expect(await pickupFor([{ p: 4, quantity: 100 }])).toEqual(['loc-2']);
  }, 120_000);
});
