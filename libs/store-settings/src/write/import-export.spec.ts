/* eslint-disable @typescript-eslint/no-explicit-any -- the tests spoil parsed JSON files field by field */
import { SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import { ShopEntity } from '../entities/shop.entity';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { sampleStoreFile } from '../testing/fixtures';
import { exportStore } from './exporter';
import { importStore } from './importer';
import { stableStringify } from '../config/stable-json';
import { validateStoreConfig } from '../config/validate';
import type { StoreConfig } from '../model/store-config';

const DOMAIN = 'roundtrip.myshopify.com';

/** The file as the export writes it: the write-only webhook secret left out. */
function withoutSecret(config: StoreConfig): StoreConfig {
  const { webhook_secret: _secret, ...shop } = config.shop;
  return { ...config, shop };
}

describeEachEngine('store import and export', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  const version = async () => (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: DOMAIN })).settingsVersion;
  const ids = async () => (await db.dataSource.getRepository(LocationEntity).find({ order: { externalId: 'ASC' } })).map((l) => [l.externalId, l.id]);
  const slotIds = async () =>
    (await db.dataSource.getRepository(SlotEntity).find({ order: { id: 'ASC' } })).map((s) => `${s.id} ${s.dayOfWeek} ${s.availableFrom}`);

  it('creates a shop and exports exactly the validated file', async () => {
    const config = validateStoreConfig(sampleStoreFile(DOMAIN));
    const result = await importStore(db.dataSource, config, { hash: 'a'.repeat(64) });
    expect(result).toMatchObject({ created: true, changed: true, locations: 2 });
    const exported = await exportStore(db.dataSource, DOMAIN);
    expect(stableStringify(exported)).toBe(stableStringify(withoutSecret(config)));
    expect(exported.postal_codes).toEqual([
      { postal_code: '60601-9999', latitude: 41.8864, longitude: -87.6186, country_code: null, place_name: null },
      { postal_code: '60699', latitude: 41.8789, longitude: -87.6359, country_code: 'US', place_name: 'Willis Tower' },
    ]);
  });

  it('never exports the webhook secret; re-importing the export keeps it, null removes it', async () => {
    const secretOf = async () => (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: DOMAIN })).webhookSecret;
    const config = validateStoreConfig(sampleStoreFile(DOMAIN));
    await importStore(db.dataSource, config);
    const exported = await exportStore(db.dataSource, DOMAIN);
    expect(JSON.stringify(exported)).not.toContain('whsec_test');
    expect(exported.shop).not.toHaveProperty('webhook_secret');
    await importStore(
      db.dataSource,
      validateStoreConfig({ ...JSON.parse(JSON.stringify(exported)), shop: { ...exported.shop, timezone: 'America/New_York' } }),
    );
    expect(await secretOf()).toBe('whsec_test');
    await importStore(db.dataSource, validateStoreConfig({ ...JSON.parse(JSON.stringify(exported)), shop: { ...exported.shop, webhook_secret: null } }));
    expect(await secretOf()).toBeNull();
    await importStore(db.dataSource, config);
    expect(await secretOf()).toBe('whsec_test');
  });

  it('treats export then import as a no-op: nothing written, version and ids unchanged', async () => {
    const before = { version: await version(), ids: await ids(), slots: await slotIds() };
    const exported = await exportStore(db.dataSource, DOMAIN);
    const result = await importStore(db.dataSource, validateStoreConfig(JSON.parse(JSON.stringify(exported))));
    expect(result).toMatchObject({ created: false, changed: false });
    expect({ version: await version(), ids: await ids(), slots: await slotIds() }).toEqual(before);
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(stableStringify(exported));
  });

  it('exports byte-identical files across export -> import -> export, postal codes included', async () => {
    const asFile = (c: object) => `${JSON.stringify(c, null, 2)}\n`;
    const first = asFile(await exportStore(db.dataSource, DOMAIN));
    const file = JSON.parse(first);
    expect(file.postal_codes.map((c: any) => c.postal_code)).toEqual(['60601-9999', '60699']);
    // The same codes in another order and spelling of whitespace import as a no-op too.
    file.postal_codes.reverse();
    file.postal_codes[0].postal_code = ` ${file.postal_codes[0].postal_code}  `;
    expect((await importStore(db.dataSource, validateStoreConfig(file))).changed).toBe(false);
    expect(asFile(await exportStore(db.dataSource, DOMAIN))).toBe(first);
  });

  it('replaces the merchant postal codes on import, and an import without postal_codes removes them', async () => {
    const codes = async () =>
      (await db.dataSource.getRepository(MerchantPostalCodeEntity).find({ order: { postalCode: 'ASC' } })).map((r) => [
        r.postalCode,
        r.lookupKey,
        r.countryCode,
      ]);
    const file = sampleStoreFile(DOMAIN) as any;
    file.postal_codes = [
      { postal_code: 'sw1a 1aa', latitude: 51.501, longitude: -0.1416, country_code: 'gb' },
      { postal_code: '60699', latitude: 41.8789, longitude: -87.6359 },
    ];
    expect((await importStore(db.dataSource, validateStoreConfig(file))).changed).toBe(true);
    expect(await codes()).toEqual([
      ['60699', '60699', null],
      ['sw1a 1aa', 'SW1A1AA', 'GB'],
    ]);
    delete file.postal_codes;
    expect((await importStore(db.dataSource, validateStoreConfig(file))).changed).toBe(true);
    expect(await codes()).toEqual([]);
    expect((await exportStore(db.dataSource, DOMAIN)).postal_codes).toEqual([]);
    expect((await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(DOMAIN)))).changed).toBe(true);
    expect(await codes()).toHaveLength(2);
  });

  it("replaces a shop keeping the ids of locations and slots that stay (orders count by them; the ledger's own test: libs/capacity orders.spec.ts)", async () => {
    const shop = await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: DOMAIN });
    const [loc1] = (await ids()).filter(([e]) => e === 'loc-1');
    const mondaySlots = (
      await db.dataSource.getRepository(SlotEntity).find({ where: { locationId: loc1[1] as number, dayOfWeek: 'monday' }, order: { availableFrom: 'ASC' } })
    ).map((s) => s.id);
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
    const mondayAfter = (
      await db.dataSource.getRepository(SlotEntity).find({ where: { locationId: loc1[1] as number, dayOfWeek: 'monday' }, order: { availableFrom: 'ASC' } })
    ).map((s) => s.id);
    expect(mondayAfter).toEqual(mondaySlots);
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(stableStringify(withoutSecret(config)));
    expect(await version()).toBe(shop.settingsVersion + 1);
  });

  it('writes nothing when an import fails half-way', async () => {
    const before = stableStringify(await exportStore(db.dataSource, DOMAIN));
    const file = sampleStoreFile(DOMAIN) as any;
    file.locations[0].company_name = 'Changed';
    file.postal_codes = [];
    const failing = importStore(db.dataSource, validateStoreConfig(file), {
      onProgress: () => {
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(stableStringify(await exportStore(db.dataSource, DOMAIN))).toBe(before);
  });
});

describeEachEngine('store import and export of storefront_compatibility', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it('round-trips storefront_compatibility.pickup_disabled_dates (default strings; arrays kept; a bad value refused naming the field)', async () => {
    const file = sampleStoreFile(DOMAIN) as { shop: Record<string, unknown> };
    await importStore(db.dataSource, validateStoreConfig(structuredClone(file)));
    expect((await exportStore(db.dataSource, DOMAIN)).shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    const arrays = validateStoreConfig({ ...structuredClone(file), shop: { ...file.shop, storefront_compatibility: { pickup_disabled_dates: 'arrays' } } });
    expect((await importStore(db.dataSource, arrays)).changed).toBe(true);
    const exported = await exportStore(db.dataSource, DOMAIN);
    expect(exported.shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'arrays' });
    expect(stableStringify(exported)).toBe(stableStringify(withoutSecret(arrays)));
    expect((await importStore(db.dataSource, validateStoreConfig(JSON.parse(JSON.stringify(exported))))).changed).toBe(false);
    expect(() =>
      validateStoreConfig({ ...structuredClone(file), shop: { ...file.shop, storefront_compatibility: { pickup_disabled_dates: 'array' } } }),
    ).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field: 'shop.storefront_compatibility.pickup_disabled_dates' })] }));
  });
});
