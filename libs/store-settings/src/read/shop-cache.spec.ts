import { importStore } from '../write/importer';
import { validateStoreConfig } from '../config/validate';
import { defined, sampleStoreFile } from '../testing/fixtures';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { StoreWriter } from '../write/store-writer';
import type { ShopSnapshot } from './shop-snapshot';
import { ShopChange, StoreReader } from './store-reader';

const DOMAINS = ['cache-a.myshopify.com', 'cache-b.myshopify.com', 'cache-c.myshopify.com'];

/** Everything a storefront reads from a snapshot, as plain JSON (to compare two snapshots). */
function view(s: ShopSnapshot): unknown {
  const ids = s.locations().map((l) => l.id);
  return {
    shop: s.shop,
    settings: s.settings(),
    locations: s.locations(),
    pickup: s.pickupLocations(),
    delivery: s.deliveryLocations(),
    rules: ids.map((id) => s.pickupRules(id) ?? null),
    preparation: ids.map((id) => [s.preparationTimes('pickup', id), s.preparationTimes('delivery', id)]),
    conditional: ids.map((id) => s.conditionalActivation('delivery', id)),
    postalCodes: s.merchantPostalCodes(),
  };
}

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
    const probe = new StoreReader(db.dataSource);
    const size = defined(await probe.forShop(DOMAINS[0])).estimatedBytes;
    // Room for two shops, not three.
    const reader = new StoreReader(db.dataSource, { maxBytes: Math.floor(size * 2.5) });
    const first = view(defined(await reader.forShop(DOMAINS[0])));
    await reader.forShop(DOMAINS[1]);
    expect(reader.shopCacheStats()).toMatchObject({ misses: 2, loads: 2, evictions: 0, shops: 2 });
    await reader.forShop(DOMAINS[2]);
    let stats = reader.shopCacheStats();
    expect(stats).toMatchObject({ misses: 3, loads: 3, evictions: 1, shops: 2 });
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    // Shop A was the least recently used: evicted, loaded once again, the same answer.
    const again = await Promise.all([reader.forShop(DOMAINS[0]), reader.forShop(DOMAINS[0])]);
    expect(again[0]).toBe(again[1]);
    expect(view(defined(again[0]))).toEqual(first);
    stats = reader.shopCacheStats();
    expect(stats).toMatchObject({ loads: 4, evictions: 2, shops: 2 });
    await reader.forShop(DOMAINS[0]);
    expect(reader.shopCacheStats()).toMatchObject({ loads: 4, hits: 1 });
  });

  it('reloads only the changed location after a location-scoped write, sharing the other locations, with the answer of a full load', async () => {
    const reader = new StoreReader(db.dataSource);
    const writer = new StoreWriter(db.dataSource, reader);
    const before = defined(await reader.forShop(DOMAINS[1]));
    const [changed, other] = before.locations().map((l) => l.id);
    await writer.putPickupSettings(shopIds[1], changed, {
      date_picker_enabled: true,
      time_picker_enabled: false,
      weekday_windows: { friday: { min: '07:00', max: '11:00' } },
      interval: 10,
      blackout_dates: [],
      allow_list_mode: false,
      allowed_weekdays: [],
      future_order_window_days: 14,
      limits_enabled: false,
    });
    const after = defined(await reader.forShop(DOMAINS[1]));
    expect(reader.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
    expect(after.pickupRules(changed)).toMatchObject({ intervalMinutes: 10, weekdayWindows: { friday: { min: '07:00', max: '11:00' } } });
    expect(after.pickupLocation(changed)?.time_picker_enabled).toBe(false);
    expect(after.location(other)).toBe(before.location(other));
    expect(after.shop.settings_version).toBe(before.shop.settings_version + 1);
    expect(view(after)).toEqual(view(defined(await new StoreReader(db.dataSource).forShop(DOMAINS[1]))));
  });

  it('applies a change announced by another instance at once, however long its polling interval', async () => {
    let now = 0;
    const elsewhere = new StoreReader(db.dataSource, { now: () => now, revalidateMs: 60_000 });
    const here = new StoreReader(db.dataSource);
    here.onLocalChange((change) => elsewhere.applyRemoteChange(change));
    const writer = new StoreWriter(db.dataSource, here);
    const before = defined(await elsewhere.forShop(DOMAINS[2]));
    const id = before.locations()[0].id;
    now += 10;
    const { id: _id, sort_position: _s, opening_hours, ...core } = defined(before.location(id));
    await writer.replaceLocation(shopIds[2], id, { ...core, opening_hours: { ...opening_hours }, company_name: 'Renamed Bakery' });
    const after = defined(await elsewhere.forShop(DOMAINS[2]));
    expect(after.location(id)?.company_name).toBe('Renamed Bakery');
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
    const reader = new StoreReader(db.dataSource);
    const echoes: ShopChange[] = [];
    reader.onLocalChange((change) => echoes.push(change));
    const writer = new StoreWriter(db.dataSource, reader);
    const before = defined(await reader.forShop(DOMAINS[0]));
    const id = before.locations()[0].id;
    await writer.putLocationPreparation(shopIds[0], id, 'pickup', { enabled: false });
    // The echo arrives before the reload the change started has finished.
    for (const change of echoes) reader.applyRemoteChange(change);
    const after = defined(await reader.forShop(DOMAINS[0]));
    expect(after.preparationTimes('pickup', id).general).toEqual({ enabled: false });
    expect(reader.shopCacheStats()).toMatchObject({ loads: 1, partialReloads: 1 });
  });
});
