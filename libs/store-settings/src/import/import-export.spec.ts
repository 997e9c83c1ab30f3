/* eslint-disable @typescript-eslint/no-explicit-any -- the tests spoil parsed JSON files field by field */
import { OrderEntity } from '../entities/capacity.entity';
import { SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ShopEntity } from '../entities/shop.entity';
import { createTestDatabase, describeEachEngine, TestDatabase } from '../testing/test-database';
import { sampleStoreFile } from '../testing/fixtures';
import { exportStore } from './exporter';
import { importStore } from './importer';
import { stableStringify } from './stable-json';
import { validateStoreConfig } from './validate';

const DOMAIN = 'roundtrip.myshopify.com';

describeEachEngine('store import and export', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  }, 60_000);
  afterAll(() => db?.drop());

  const version = async () => (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: DOMAIN })).settingsVersion;
  const ids = async () => (await db.dataSource.getRepository(LocationEntity).find({ order: { externalId: 'ASC' } })).map((l) => [l.externalId, l.id]);
  const slotIds = async () => (await db.dataSource.getRepository(SlotEntity).find({ order: { id: 'ASC' } })).map((s) => `${s.id} ${s.dayOfWeek} ${s.availableFrom}`);

  it('creates a shop and exports exactly the validated file', async () => {
    const config = validateStoreConfig(sampleStoreFile(DOMAIN));
    const result = await importStore(db.dataSource, config, { hash: 'a'.repeat(64) });
    expect(result).toMatchObject({ created: true, changed: true, locations: 2 });
    const exported = await exportStore(db.dataSource, DOMAIN);
    expect(stableStringify(exported)).toBe(stableStringify(config));
  });

  it('treats export then import as a no-op: nothing written, version and ids unchanged', async () => {
    const before = { version: await version(), ids: await ids(), slots: await slotIds() };
    const exported = await exportStore(db.dataSource, DOMAIN);
    const result = await importStore(db.dataSource, validateStoreConfig(JSON.parse(JSON.stringify(exported))));
    expect(result).toMatchObject({ created: false, changed: false });
    expect({ version: await version(), ids: await ids(), slots: await slotIds() }).toEqual(before);
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(stableStringify(exported));
  });

  it('replaces a shop keeping the ids of locations and slots that stay, and never touches orders', async () => {
    const shop = await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: DOMAIN });
    await db.dataSource.getRepository(OrderEntity).insert({ shopId: shop.id, externalOrderId: '1001', method: 'pickup', locationId: 1, date: '2026-06-01', slotId: 1 });
    const [loc1] = (await ids()).filter(([e]) => e === 'loc-1');
    const mondaySlots = (await db.dataSource.getRepository(SlotEntity).find({ where: { locationId: loc1[1] as number, dayOfWeek: 'monday' }, order: { availableFrom: 'ASC' } })).map((s) => s.id);
    const file = sampleStoreFile(DOMAIN) as any;
    file.locations.reverse();
    file.locations.push({ ...file.locations[0], external_id: 'loc-3', company_name: 'New' });
    file.locations = file.locations.filter((l: any) => l.external_id !== 'loc-2');
    file.locations.find((l: any) => l.external_id === 'loc-1').pickup.slots[0].limit = 99;
    const config = validateStoreConfig(file);
    const result = await importStore(db.dataSource, config);
    expect(result).toMatchObject({ created: false, changed: true });
    const after = await ids();
    expect(after.map(([e]) => e)).toEqual(['loc-1', 'loc-3']);
    expect(after[0]).toEqual(loc1);
    const mondayAfter = (await db.dataSource.getRepository(SlotEntity).find({ where: { locationId: loc1[1] as number, dayOfWeek: 'monday' }, order: { availableFrom: 'ASC' } })).map((s) => s.id);
    expect(mondayAfter).toEqual(mondaySlots);
    expect(await db.dataSource.getRepository(OrderEntity).count()).toBe(1);
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(stableStringify(config));
    expect(await version()).toBe(shop.settingsVersion + 1);
  });

  it('writes nothing when an import fails half-way', async () => {
    const before = stableStringify(await exportStore(db.dataSource, DOMAIN));
    const file = sampleStoreFile(DOMAIN) as any;
    file.locations[0].company_name = 'Changed';
    const failing = importStore(db.dataSource, validateStoreConfig(file), {
      onProgress: () => {
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(before);
  });
});
