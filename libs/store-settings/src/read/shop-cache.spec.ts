import { importStore } from '../write/importer';
import { validateStoreConfig } from '../config/validate';
import { defined, sampleStoreFile } from '../testing/fixtures';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { StoreWriter } from '../write/store-writer';
import { StoreConfigReader } from '../write/config-reader';
import type { ShopSnapshot } from './shop-snapshot';
import { ShopChange, StoreReader } from './store-reader';

const DOMAINS = ['cache-a.myshopify.com', 'cache-b.myshopify.com', 'cache-c.myshopify.com'];

/** Everything a storefront reads from a snapshot, as plain JSON (to compare two snapshots). */
async function view(s: ShopSnapshot): Promise<unknown> {
  const ids = s.indexedLocations().map((l) => l.id);
  return {
    shop: s.shop,
    settings: s.settings(),
    index: s.indexedLocations(),
    deliveryIndex: await s.indexedDeliveryLocations(),
    locations: await s.locations(),
    pickup: await s.pickupLocations(),
    delivery: await s.deliveryLocations(),
    rules: await Promise.all(ids.map(async (id) => (await s.pickupRules(id)) ?? null)),
    slots: await Promise.all([...(await s.parts(ids)).values()].flatMap((p) => p.slots.map((slot) => s.slot(slot.id)))),
    preparation: ids.map((id) => [s.preparationTimes('pickup', id), s.preparationTimes('delivery', id)]),
    conditional: ids.map((id) => s.conditionalActivation('delivery', id)),
    postalCodes: s.merchantPostalCodes(),
  };
}

describe.each([
  ['loaded whole', {}],
  ['loaded lazily (records on first use)', { eagerLocations: 0 }],
] as const)('shop cache, shops %s', (_mode, lazyOptions) => {
  describeEachEngine('shop cache: memory budget, counters, partial reloads, changes of other instances', (engine) => {
    let db: TestDatabase;
    let shopIds: number[];
    beforeAll(async () => {
      db = await createTestDatabase(engine, STORE_TABLE_SET);
      shopIds = [];
      for (const domain of DOMAINS) shopIds.push((await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(domain)))).shopId);
    }, 60_000);
    afterAll(() => db?.drop());

    it('keeps the estimated bytes within the budget, evicting the least recently used shop; an evicted shop costs one reload and answers the same', async () => {
      const probe = new StoreReader(db.dataSource, lazyOptions);
      const size = defined(await probe.forShop(DOMAINS[0])).estimatedBytes;
      // Room for two shops, not three.
      const reader = new StoreReader(db.dataSource, { ...lazyOptions, maxBytes: Math.floor(size * 2.5) });
      const first = await view(defined(await reader.forShop(DOMAINS[0])));
      await reader.forShop(DOMAINS[1]);
      expect(reader.shopCacheStats()).toMatchObject({ misses: 2, loads: 2, evictions: 0, shops: 2 });
      await reader.forShop(DOMAINS[2]);
      let stats = reader.shopCacheStats();
      expect(stats).toMatchObject({ misses: 3, loads: 3, evictions: 1, shops: 2 });
      expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
      // Shop A was the least recently used: evicted, loaded once again, the same answer.
      const again = await Promise.all([reader.forShop(DOMAINS[0]), reader.forShop(DOMAINS[0])]);
      expect(again[0]).toBe(again[1]);
      expect(await view(defined(again[0]))).toEqual(first);
      stats = reader.shopCacheStats();
      expect(stats).toMatchObject({ loads: 4, evictions: 2, shops: 2 });
      await reader.forShop(DOMAINS[0]);
      expect(reader.shopCacheStats()).toMatchObject({ loads: 4, hits: 1 });
    });

    it('reloads only the changed location after a location-scoped write, sharing the other locations, with the answer of a full load', async () => {
      const reader = new StoreReader(db.dataSource, lazyOptions);
      const writer = new StoreWriter(db.dataSource, reader);
      const before = defined(await reader.forShop(DOMAINS[1]));
      const [changed, other] = before.indexedLocations().map((l) => l.id);
      const otherBefore = await before.location(other);
      // The windows its slots run in stay (a slot outside every window is refused); Friday's changes.
      const windows = (await before.pickupRules(changed))?.weekdayWindows ?? {};
      await writer.putPickupSettings(shopIds[1], changed, {
        date_picker_enabled: true,
        time_picker_enabled: false,
        weekday_windows: { ...windows, friday: { min: '07:00', max: '11:00' } },
        interval: 10,
        blackout_dates: [],
        allow_list_mode: false,
        allowed_weekdays: [],
        future_order_window_days: 14,
        limits_enabled: false,
      });
      const after = defined(await reader.forShop(DOMAINS[1]));
      expect(reader.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
      expect(await after.pickupRules(changed)).toMatchObject({ intervalMinutes: 10, weekdayWindows: { friday: { min: '07:00', max: '11:00' } } });
      expect((await after.pickupLocation(changed))?.time_picker_enabled).toBe(false);
      expect(await after.location(other)).toBe(otherBefore);
      expect(after.shop.settings_version).toBe(before.shop.settings_version + 1);
      expect(await view(after)).toEqual(await view(defined(await new StoreReader(db.dataSource, lazyOptions).forShop(DOMAINS[1]))));
    });

    it("reloads only a delivery location whose area changed, with the new area in the delivery search's list", async () => {
      const reader = new StoreReader(db.dataSource, lazyOptions);
      const writer = new StoreWriter(db.dataSource, reader);
      const before = defined(await reader.forShop(DOMAINS[1]));
      const [delivering] = await before.indexedDeliveryLocations();
      const delivery = await new StoreConfigReader(db.dataSource).deliverySettings(shopIds[1], delivering.id);
      await writer.putDeliverySettings(shopIds[1], delivering.id, { ...delivery, max_radius: 42 });
      const after = defined(await reader.forShop(DOMAINS[1]));
      expect(reader.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
      expect((await after.indexedDeliveryLocations()).find((l) => l.id === delivering.id)?.area.max_radius).toBe(42);
      expect((await after.deliveryArea(delivering.id))?.max_radius).toBe(42);
      expect(await view(after)).toEqual(await view(defined(await new StoreReader(db.dataSource, lazyOptions).forShop(DOMAINS[1]))));
    });

    it('applies a change announced by another instance at once, however long its polling interval', async () => {
      let now = 0;
      const elsewhere = new StoreReader(db.dataSource, { ...lazyOptions, now: () => now, revalidateMs: 60_000 });
      const here = new StoreReader(db.dataSource, lazyOptions);
      here.onLocalChange((change) => elsewhere.applyRemoteChange(change));
      const writer = new StoreWriter(db.dataSource, here);
      const before = defined(await elsewhere.forShop(DOMAINS[2]));
      const id = before.indexedLocations()[0].id;
      now += 10;
      const { id: _id, sort_position: _s, opening_hours, ...core } = defined(await before.location(id));
      await writer.replaceLocation(shopIds[2], id, { ...core, opening_hours: { ...opening_hours }, company_name: 'Renamed Bakery' });
      const after = defined(await elsewhere.forShop(DOMAINS[2]));
      expect((await after.location(id))?.company_name).toBe('Renamed Bakery');
      expect(elsewhere.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
      // A shop-wide change reloads the whole shop; a stale announcement changes nothing.
      await writer.updateShop(shopIds[2], { base_country_name: 'United States of America' });
      expect(defined(await elsewhere.forShop(DOMAINS[2])).settings().base_country_name).toBe('United States of America');
      expect(elsewhere.shopCacheStats()).toMatchObject({ loads: 2 });
      elsewhere.applyRemoteChange({ shopId: shopIds[2], version: before.shop.settings_version });
      await elsewhere.forShop(DOMAINS[2]);
      expect(elsewhere.shopCacheStats()).toMatchObject({ loads: 2, partialReloads: 1 });
    });

    it('ignores its own change coming back from the bus while the partial reload is under way', async () => {
      const reader = new StoreReader(db.dataSource, lazyOptions);
      const echoes: ShopChange[] = [];
      reader.onLocalChange((change) => echoes.push(change));
      const writer = new StoreWriter(db.dataSource, reader);
      const before = defined(await reader.forShop(DOMAINS[0]));
      const id = before.indexedLocations()[0].id;
      await writer.putLocationPreparation(shopIds[0], id, 'pickup', { enabled: false });
      // The echo arrives before the reload the change started has finished.
      for (const change of echoes) reader.applyRemoteChange(change);
      const after = defined(await reader.forShop(DOMAINS[0]));
      expect(after.preparationTimes('pickup', id).general).toEqual({ enabled: false });
      expect(reader.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
    });
  });
});

describeEachEngine('shop cache: a shop loaded lazily', (engine) => {
  let db: TestDatabase;
  let shopId: number;
  const domain = 'lazy.myshopify.com';
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    shopId = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(domain)))).shopId;
  }, 60_000);
  afterAll(() => db?.drop());

  it('answers from the index without records, reads a record once and keeps it; one read after a write it has not seen is not kept', async () => {
    let now = 0;
    const reader = new StoreReader(db.dataSource, { eagerLocations: 0, revalidateMs: 60_000, now: () => now });
    const snapshot = defined(await reader.forShop(domain));
    const [first, second] = snapshot.indexedLocations();
    expect(snapshot.locationCount).toBe(2);
    expect(snapshot.serves(first.id, 'pickup')).toBe(true);
    expect((await snapshot.indexedDeliveryLocations()).map((l) => l.area)).toEqual([
      { max_radius: 5, postal_codes: ['606*'], postal_code_match_mode: 'pattern', cities: [] },
    ]);
    const concurrent = await Promise.all([snapshot.location(first.id), snapshot.location(first.id), snapshot.locations([987_654, first.id])]);
    expect(concurrent[0]).toBe(concurrent[1]);
    expect(concurrent[2]).toEqual([concurrent[0]]);
    expect(await snapshot.location(first.id)).toBe(concurrent[0]);
    expect(await snapshot.location(987_654)).toBeUndefined();

    // Another instance's write this reader has not been told of (no bus, a long polling interval).
    const elsewhere = new StoreWriter(db.dataSource, new StoreReader(db.dataSource));
    const {
      id: _id,
      sort_position: _s,
      opening_hours,
      ...core
    } = defined(await new StoreReader(db.dataSource).forShop(domain).then((s) => s?.location(second.id)));
    await elsewhere.replaceLocation(shopId, second.id, { ...core, opening_hours: { ...opening_hours }, company_name: 'Newer Name' });
    // The record already kept stays as it was in this snapshot's version.
    expect(await snapshot.location(first.id)).toBe(concurrent[0]);
    // A record first read after the write answers with what it read, is not kept (read again next time) ...
    const unseen = [await snapshot.location(second.id), await snapshot.location(second.id)];
    expect(unseen.map((l) => l?.company_name)).toEqual(['Newer Name', 'Newer Name']);
    expect(unseen[0]).not.toBe(unseen[1]);
    // ... and the shop is checked on its next request, long before the polling interval.
    now += 10;
    const fresh = defined(await reader.forShop(domain));
    expect(fresh.shop.settings_version).toBe(snapshot.shop.settings_version + 1);
    expect((await fresh.location(second.id))?.company_name).toBe('Newer Name');
  });
});
