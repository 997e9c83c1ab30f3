import { ProblemError, ValidationProblem } from '@fulfil/problem-details';
import { SlotEntity } from '../entities/location-settings.entity';
import { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import { ShopEntity } from '../entities/shop.entity';
import { importStore } from './importer';
import type { LocationCore } from '../model/store-config';
import { validateStoreConfig } from '../config/validate';
import { defined, sampleStoreFile } from '../testing/fixtures';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { AdminTokenRepository, hashAdminToken } from '../repositories/admin-token.repository';
import { StoreConfigReader } from './config-reader';
import { StoreReader } from '../read/store-reader';
import { StoreWriter } from './store-writer';

const core = (external_id: string): LocationCore => ({
  external_id,
  company_name: 'Corner Shop',
  address_line_1: '1 Corner',
  address_line_2: null,
  city: 'Chicago',
  postal_code: '60601',
  region: 'IL',
  country: 'US',
  latitude: 41.88,
  longitude: -87.62,
  timezone: null,
  custom_attribute_1: null,
  custom_attribute_2: null,
  custom_attribute_3: null,
  opening_hours: {},
  more_information: null,
  pickup_enabled: true,
  delivery_enabled: false,
  widget_enabled: false,
});

async function problem(p: Promise<unknown>): Promise<ProblemError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ProblemError) return e;
    throw e;
  }
  throw new Error('expected a problem');
}

describeEachEngine('store writes and admin tokens', (engine) => {
  let db: TestDatabase;
  let writer: StoreWriter;
  let config: StoreConfigReader;
  let reader: StoreReader;
  let shopA: number;
  let shopB: number;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    shopA = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('a.myshopify.com')))).shopId;
    shopB = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('b.myshopify.com')))).shopId;
    reader = new StoreReader(db.dataSource);
    writer = new StoreWriter(db.dataSource, reader);
    config = new StoreConfigReader(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const version = async (id: number) => (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ id })).settingsVersion;

  it('creates, replaces and deletes a location, bumping the version each time', async () => {
    const v0 = await version(shopA);
    const id = await writer.createLocation(shopA, core('corner'));
    expect(await config.location(shopA, id)).toMatchObject({ id, external_id: 'corner', sort_position: 2 });
    expect((await defined(await reader.forShop('a.myshopify.com')).pickupLocation(id))?.company_name).toBe('Corner Shop');
    await writer.replaceLocation(shopA, id, { ...core('corner'), company_name: 'Corner Bakery' }, 0);
    expect((await defined(await reader.forShop('a.myshopify.com')).pickupLocations())[0].company_name).toBe('Corner Bakery');
    await writer.deleteLocation(shopA, id);
    expect(await defined(await reader.forShop('a.myshopify.com')).location(id)).toBeUndefined();
    expect(await version(shopA)).toBe(v0 + 3);
  });

  it('refuses a duplicate external id with 409 and writes nothing', async () => {
    const v0 = await version(shopA);
    const p = await problem(writer.createLocation(shopA, core('loc-1')));
    expect([p.status, p.code]).toEqual([409, 'DUPLICATE_EXTERNAL_ID']);
    expect(await version(shopA)).toBe(v0);
    expect((await config.locations(shopA)).total).toBe(2);
  });

  it("answers LOCATION_NOT_FOUND for another shop's location, for reads and writes", async () => {
    const bLocation = (await config.locations(shopB)).locations[0].id;
    for (const attempt of [
      config.location(shopA, bLocation),
      writer.putInventory(shopA, bLocation, []),
      writer.deleteLocation(shopA, bLocation),
      config.slots(shopA, bLocation, 'pickup'),
    ]) {
      const p = await problem(attempt);
      expect([p.status, p.code]).toEqual([404, 'LOCATION_NOT_FOUND']);
    }
    expect((await config.inventory(shopB, bLocation)).length).toBe(2);
  });

  it('replaces slots keeping ids, and refuses an unknown slot id without writing', async () => {
    const loc = (await config.locations(shopA)).locations[0].id;
    const before = await config.slots(shopA, loc, 'pickup');
    const kept = before[0];
    await writer.putSlots(shopA, loc, 'pickup', [
      { ...kept, limit: 42 },
      { day_of_week: 'tuesday', available_from: '10:00', available_until: '11:00', limited: false, limit: 0 },
    ]);
    const after = await config.slots(shopA, loc, 'pickup');
    expect(after.map((s) => [s.id === kept.id, s.day_of_week, s.limit])).toEqual([
      [true, 'monday', 42],
      [false, 'tuesday', 0],
    ]);
    const p = await problem(
      writer.putSlots(shopA, loc, 'pickup', [
        { id: 999_999, day_of_week: 'tuesday', available_from: '10:00', available_until: '11:00', limited: false, limit: 0 },
      ]),
    );
    expect(p).toBeInstanceOf(ValidationProblem);
    expect(p.errors?.[0].field).toBe('slots[0].id');
    expect(await config.slots(shopA, loc, 'pickup')).toEqual(after);
    expect(await db.dataSource.getRepository(SlotEntity).countBy({ locationId: loc, method: 'pickup' })).toBe(2);
  });

  it('rolls back every statement of a change that fails', async () => {
    const v0 = await version(shopA);
    await expect(
      writer.change(shopA, async (em) => {
        await em.getRepository(ShopEntity).update({ id: shopA }, { baseCountryName: 'Nowhere' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await version(shopA)).toBe(v0);
    expect((await config.shop(shopA)).base_country_name).toBe('United States');
  });

  it('writes each settings block so the public read models see it', async () => {
    const loc = (await config.locations(shopA)).locations[1].id;
    await writer.putPickupSettings(shopA, loc, {
      ...(await config.pickupSettings(shopA, loc)),
      interval: 20,
      weekday_windows: { sunday: { min: '10:00', max: '14:00' } },
    });
    const delivery = await config.deliverySettings(shopA, loc);
    defined(delivery.friday).slots.slots.push({ from: '19:00', until: '21:00', limited: false, limit: 0 });
    await writer.putDeliverySettings(shopA, loc, delivery);
    await writer.putLocationPreparation(shopA, loc, 'delivery', { enabled: true });
    await writer.putShopPreparation(shopA, 'shipping', {
      general: { enabled: true },
      product_based: [{ product_external_id: '1', preparation_enabled: 1, preperation_value: 3, preparation_format: 'hours' }],
    });
    await writer.putConditionalActivation(shopA, 'shipping', null, {
      weight_price: { enabled: true, basis: 'weight', condition: 'lessthan', min: null, max: 20000 },
      property_based: { enabled: false, mode: 'include', match: 'any', tags: [], vendors: [], product_types: [], collections: [] },
      hide_checkout_method: false,
    });
    await writer.putShipping(shopA, { ...(await config.shipping(shopA)), sunday_enabled: true, timezone: 'America/New_York' });
    await writer.putProducts(shopA, loc, [3, 1, 2]);
    await writer.updateShop(shopA, { measurement_format: 'kilometers', storefront_origins: ['https://a.example'] });
    const snap = defined(await reader.forShop('a.myshopify.com'));
    expect(await snap.pickupRules(loc)).toMatchObject({ intervalMinutes: 20, weekdayWindows: { sunday: { min: '10:00', max: '14:00' } } });
    expect(defined(defined(await snap.deliveryLocation(loc)).delivery.friday).slots.slots.map((s) => s.from)).toEqual(['17:00', '19:00']);
    expect(snap.preparationTimes('delivery', loc).general).toEqual({ enabled: true });
    expect(snap.preparationTimes('shipping').product_based).toHaveLength(1);
    expect(snap.conditionalActivation('shipping', loc)?.weight_price.max).toBe(20000);
    expect(snap.shipping()).toMatchObject({ sunday_enabled: true, timezone: 'America/New_York' });
    expect(snap.settings().measurement_format).toBe('kilometers');
    expect(snap.allowsOrigin('https://a.example')).toBe(true);
    expect(await config.products(shopA, loc)).toEqual([1, 2, 3]);
  });

  it('sets storefront_compatibility field by field; the snapshot exposes it (default strings) and the admin read shows it', async () => {
    const compat = async () => defined(await reader.forShop('b.myshopify.com')).shop.storefront_compatibility;
    expect(await compat()).toEqual({ pickup_disabled_dates: 'strings' });
    const before = await version(shopB);
    await writer.updateShop(shopB, { storefront_compatibility: { pickup_disabled_dates: 'arrays' } });
    expect(await version(shopB)).toBe(before + 1);
    expect(await compat()).toEqual({ pickup_disabled_dates: 'arrays' });
    expect((await config.shop(shopB)).storefront_compatibility).toEqual({ pickup_disabled_dates: 'arrays' });
    await writer.updateShop(shopB, { measurement_format: 'miles', storefront_compatibility: {} });
    expect(await compat()).toEqual({ pickup_disabled_dates: 'arrays' });
    await writer.updateShop(shopB, { storefront_compatibility: { pickup_disabled_dates: 'strings' } });
    expect((await config.shop(shopB)).storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    expect(await compat()).toEqual({ pickup_disabled_dates: 'strings' });
  });

  describe('merchant postal codes', () => {
    const rows = async (shopId: number) =>
      (await db.dataSource.getRepository(MerchantPostalCodeEntity).find({ where: { shopId }, order: { lookupKey: 'ASC' } })).map((r) => [
        r.postalCode,
        r.lookupKey,
      ]);
    const at = (postal_code: string) => ({ postal_code, latitude: 51.5, longitude: -0.12 });

    it("replaces a shop's list in one versioned change, keyed as libs/geo compacts codes, and the read models see it at once", async () => {
      const v0 = await version(shopA);
      // ASCII hyphen and padding, full-width digits, lower case with a space, a Unicode hyphen.
      const spellings = [' 100-0001 ', '\uff11\uff10\uff10\uff10\uff10\uff10\uff12', 'sw1a 1aa', 'M5V\u20103L9'];
      await writer.putMerchantPostalCodes(
        shopA,
        spellings.map((postal_code, i) => ({
          postal_code,
          latitude: 10 + i,
          longitude: -20 - i,
          ...(i === 2 ? { country_code: 'gb', place_name: 'Westminster' } : {}),
        })),
      );
      expect(await version(shopA)).toBe(v0 + 1);
      const stored = await rows(shopA);
      expect(stored.map(([, key]) => key)).toEqual(['1000001', '1000002', 'M5V3L9', 'SW1A1AA']);
      const expected = [
        { postal_code: '100-0001', latitude: 10, longitude: -20, country_code: null, place_name: null },
        { postal_code: 'M5V\u20103L9', latitude: 13, longitude: -23, country_code: null, place_name: null },
        { postal_code: 'sw1a 1aa', latitude: 12, longitude: -22, country_code: 'GB', place_name: 'Westminster' },
        { postal_code: '\uff11\uff10\uff10\uff10\uff10\uff10\uff12', latitude: 11, longitude: -21, country_code: null, place_name: null },
      ];
      expect(await config.merchantPostalCodes(shopA)).toEqual(expected);
      expect(defined(await reader.forShop('a.myshopify.com')).merchantPostalCodes()).toEqual(expected);
      expect(await rows(shopB)).toEqual([
        ['60601-9999', '606019999'],
        ['60699', '60699'],
      ]);

      await writer.putMerchantPostalCodes(shopA, [at('E1 6AN')]);
      expect(await rows(shopA)).toEqual([['E1 6AN', 'E16AN']]);
      await writer.putMerchantPostalCodes(shopA, []);
      expect(await rows(shopA)).toEqual([]);
      expect(defined(await reader.forShop('a.myshopify.com')).merchantPostalCodes()).toEqual([]);
      expect(await version(shopA)).toBe(v0 + 3);
      expect(await rows(shopB)).toHaveLength(2);
    });

    it('refuses a code listed twice in another spelling, or too many codes, naming the field and writing nothing', async () => {
      await writer.putMerchantPostalCodes(shopA, [at('N1 9GU')]);
      const v0 = await version(shopA);
      const duplicate = await problem(writer.putMerchantPostalCodes(shopA, [at('E1 6AN'), at('sw1a-1aa'), at('SW1A 1AA')]));
      expect(duplicate).toBeInstanceOf(ValidationProblem);
      expect(duplicate.errors).toEqual([
        { field: 'postal_codes[2].postal_code', rule: 'unique', message: expect.stringContaining('postal_codes[1].postal_code') },
      ]);
      const tooMany = await problem(
        writer.putMerchantPostalCodes(
          shopA,
          Array.from({ length: 50_001 }, (_v, i) => at(`Z${i}`)),
        ),
      );
      expect(tooMany.errors?.[0]).toMatchObject({ field: 'postal_codes', rule: 'maxItems' });
      expect(await version(shopA)).toBe(v0);
      expect(await rows(shopA)).toEqual([['N1 9GU', 'N19GU']]);
    });

    it('are deleted with their shop', async () => {
      const { shopId } = await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('c.myshopify.com')));
      expect(await rows(shopId)).toHaveLength(2);
      await db.dataSource.getRepository(ShopEntity).delete({ id: shopId });
      expect(await db.dataSource.getRepository(MerchantPostalCodeEntity).countBy({ shopId })).toBe(0);
    });
  });

  it('creates, verifies and revokes admin tokens, storing only their hash', async () => {
    const tokens = new AdminTokenRepository(db.dataSource);
    const { id, token } = await tokens.create('a.myshopify.com', 'ci');
    expect(token).toMatch(/^fsa_[A-Za-z0-9_-]{43}$/);
    expect(await tokens.verify(token)).toEqual({ tokenId: id, shopId: shopA });
    expect(JSON.stringify(await db.dataSource.query('SELECT * FROM admin_tokens'))).not.toContain(token);
    expect(JSON.stringify(await db.dataSource.query('SELECT * FROM admin_tokens'))).toContain(hashAdminToken(token));
    expect(await tokens.verify(token + 'x')).toBeNull();
    expect((await tokens.list('a.myshopify.com')).map((t) => [t.id, t.label, t.revoked_at])).toEqual([[id, 'ci', null]]);
    expect(await tokens.revoke(id)).toBe(true);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.revoke(123456)).toBe(false);
    expect((await problem(tokens.create('nobody.myshopify.com'))).code).toBe('SHOP_NOT_FOUND');
  });
});
