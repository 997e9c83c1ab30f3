import { importStore } from '../write/importer';
import { validateStoreConfig } from '../config/validate';
import { defined, sampleStoreFile } from '../testing/fixtures';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { StoreReader } from './store-reader';
import { shippingGeneralPreparation } from './shop-snapshot';
import { StoreWriter } from '../write/store-writer';

const DOMAIN = 'reader.myshopify.com';

describeEachEngine('store read models', (engine) => {
  let db: TestDatabase;
  let reader: StoreReader;
  let ids: Record<string, number>;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(DOMAIN)));
    reader = new StoreReader(db.dataSource);
    const snap = await reader.forShop(DOMAIN);
    ids = Object.fromEntries((snap ? await snap.locations() : []).map((l) => [l.external_id, l.id]));
  }, 60_000);
  afterAll(() => db?.drop());

  it('answers null for an unknown shop', async () => {
    expect(await reader.forShop('nobody.myshopify.com')).toBeNull();
  });

  it('gives StoreSettings in the exact API shape, shipping zone resolved', async () => {
    const s = defined(await reader.forShop(DOMAIN)).settings();
    expect(Object.keys(s)).toEqual(['base_country_name', 'measurement_format', 'pickup', 'delivery', 'shipping']);
    expect(s.pickup).toEqual({ pagination_limit: 20, sort_order: 'manual', discount_code: null });
    expect(s.delivery).toEqual({ validation_mode: 'postal_code', driving_distance_preferences: null, driving_distance_route: 'fastest', discount_code: null });
    expect(s.shipping).toMatchObject({
      timezone: 'America/Chicago',
      saturday_enabled: true,
      sunday_enabled: false,
      blackout_dates: ['2026-12-25'],
      order_limits: { enabled: true, monday: 50 },
    });
    expect(s.shipping.preparation_time.monday).toEqual({ value: 1, format: 'days', cutoff_time: { enabled: true, time: '14:00', value: 2 } });
  });

  it('lists pickup locations as PickupLocation fields in the merchant order', async () => {
    const list = await defined(await reader.forShop(DOMAIN)).pickupLocations();
    expect(list.map((l) => l.external_id)).toEqual(['loc-1', 'loc-2']);
    expect(Object.keys(list[0])).toEqual([
      'id',
      'external_id',
      'company_name',
      'address_line_1',
      'address_line_2',
      'city',
      'postal_code',
      'region',
      'country',
      'latitude',
      'longitude',
      'timezone',
      'custom_attribute_1',
      'custom_attribute_2',
      'custom_attribute_3',
      'date_picker_enabled',
      'time_picker_enabled',
      'opening_hours',
      'more_information',
      'limits_enabled',
    ]);
    expect(list[0]).toMatchObject({ timezone: 'America/Chicago', limits_enabled: true, latitude: 41.8853 });
    expect(list[0].opening_hours.wednesday).toEqual({ opens: '00:00', closes: '00:00', closed: true });
    expect(Object.isFrozen(list[0])).toBe(true);
  });

  it('gives pickup rules in the engine shape', async () => {
    const rules = defined(await defined(await reader.forShop(DOMAIN)).pickupRules(ids['loc-1']));
    expect(rules).toMatchObject({
      locationId: ids['loc-1'],
      timezone: 'America/Chicago',
      weekdayWindows: { monday: { min: '09:00', max: '17:00' }, tuesday: { min: '09:00', max: '17:00' } },
      intervalMinutes: 15,
      blackoutDates: ['2026-07-04', '--12-25'],
      allowListMode: false,
      allowedWeekdays: [],
      futureOrderWindowDays: 30,
      limitsEnabled: true,
    });
    expect(rules.slots.map((s) => [s.day_of_week, s.available_from, s.available_until, s.limited, s.limit, s.location_id])).toEqual([
      ['monday', '09:00', '12:00', true, 10, ids['loc-1']],
      ['monday', '12:00', '17:00', false, 0, ids['loc-1']],
      ['tuesday', '09:00', '12:00', true, 5, ids['loc-1']],
    ]);
    expect(await defined(await reader.forShop(DOMAIN)).slot(rules.slots[0].id)).toMatchObject({ method: 'pickup', location_id: ids['loc-1'] });
  });

  it('gives delivery locations with the API delivery block and their area', async () => {
    const [d] = await defined(await reader.forShop(DOMAIN)).deliveryLocations();
    expect(d.external_id).toBe('loc-2');
    expect(d.area).toEqual({ max_radius: 5, postal_codes: ['606*'], postal_code_match_mode: 'pattern', cities: [] });
    expect(d.delivery.flip_blackout_dates).toBe(false);
    expect(d.delivery.blackouts).toEqual(['2026-11-26']);
    expect(d.delivery.monday).toBeUndefined();
    expect(d.delivery.friday).toMatchObject({
      breakpoint: '11:00',
      useBreakpoint: true,
      before: { value: 0, format: 'days' },
      after: { value: 1, format: 'days' },
      blackout_dates: [],
    });
    expect(defined(d.delivery.friday).slots.slots).toEqual([
      { id: expect.any(Number), day_of_week: 'friday', from: '17:00', until: '19:00', limited: true, limit: 3 },
    ]);
    expect(defined(d.delivery.saturday).slots).toEqual({ enabled: false, slots: [] });
  });

  it('resolves preparation times and conditional activation with location overrides', async () => {
    const snap = defined(await reader.forShop(DOMAIN));
    const product = [{ product_external_id: '7001', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' }];
    expect(snap.preparationTimes('pickup', ids['loc-1'])).toEqual({ general: { enabled: true }, product_based: product });
    expect(snap.preparationTimes('pickup', ids['loc-2']).general).toMatchObject({ enabled: true, monday: { breakpoint: { enabled: true, value: '14:00' } } });
    expect(snap.preparationTimes('shipping')).toEqual({ general: shippingGeneralPreparation(snap.shipping()), product_based: [] });
    expect(snap.preparationTimes('shipping').general).toMatchObject({
      enabled: true,
      monday: { breakpoint: { enabled: true, value: '14:00' }, before: { value: 1, format: 'days' }, after: { value: 2, format: 'days' } },
    });
    expect(snap.conditionalActivation('pickup', ids['loc-1'])?.property_based).toMatchObject({ enabled: true, mode: 'exclude', tags: ['frozen'] });
    expect(snap.conditionalActivation('pickup', ids['loc-2'])).toBeNull();
    expect(snap.conditionalActivation('delivery', ids['loc-2'])).toMatchObject({
      weight_price: { enabled: true, basis: 'price', condition: 'morethan', min: 2500, max: null },
      hide_checkout_method: true,
    });
  });

  it('gives the widget settings, menus and option groups', async () => {
    const w = defined(await reader.widget(DOMAIN));
    expect(w.config).toMatchObject({ is_test_mode: true });
    expect(w.locationsFor('pickup')).toHaveLength(2);
    expect(w.locationsFor('delivery')).toHaveLength(1);
    expect(w.locationsFor('pickup')[0]).toMatchObject({
      id: ids['loc-1'],
      name: 'Main Street Bakery',
      address_line_1: '100 Main St',
      city: 'Chicago',
      region: 'IL',
      is_pickup_enabled: true,
      is_delivery_enabled: false,
    });
    expect(w.location(ids['loc-1'])).toBe(w.locationsFor('pickup')[0]);
    expect(w.translations).toEqual([{ id: expect.any(Number), translation_key: 'checkout.title', values: { en: 'Checkout', fr: 'Paiement', de: 'Kasse' } }]);
    const menu = defined(w.menu(ids['loc-1'], 'lunch'));
    expect(menu.categories[0].items[0]).toMatchObject({ name: 'Sourdough', price: 650, product_id: 7001, variant_id: 9001, available: true });
    expect(w.menu(ids['loc-1'], menu.id)?.handle).toBe('lunch');
    expect(w.optionGroups([7001])[0]).toMatchObject({
      name: 'Slicing',
      required: true,
      min_selections: 1,
      max_selections: 1,
      options: [{ name: 'Sliced', price_delta: 0 }, { name: 'Whole' }],
    });
  });

  it('shows a write at once on the writing instance and within the revalidation interval on another', async () => {
    let clock = 1_000_000;
    const other = new StoreReader(db.dataSource, { revalidateMs: 2000, now: () => clock });
    const writer = new StoreWriter(db.dataSource, reader);
    const shopId = defined(await reader.forShop(DOMAIN)).shop.id;
    expect(defined(await other.forShop(DOMAIN)).settings().pickup.pagination_limit).toBe(20);
    await writer.updateShop(shopId, { pickup: { pagination_limit: 40 } });
    expect(defined(await reader.forShop(DOMAIN)).settings().pickup.pagination_limit).toBe(40);
    clock += 1999;
    expect(defined(await other.forShop(DOMAIN)).settings().pickup.pagination_limit).toBe(20);
    clock += 2;
    const fresh = defined(await other.forShop(DOMAIN));
    expect(fresh.settings().pickup.pagination_limit).toBe(40);
    clock += 5000;
    expect(await other.forShop(DOMAIN)).toBe(fresh);
  });

  it('gives the merchant postal codes sorted and frozen; another instance sees a new list once it revalidates', async () => {
    const snap = defined(await reader.forShop(DOMAIN));
    expect(snap.merchantPostalCodes()).toEqual([
      { postal_code: '60601-9999', latitude: 41.8864, longitude: -87.6186, country_code: null, place_name: null },
      { postal_code: '60699', latitude: 41.8789, longitude: -87.6359, country_code: 'US', place_name: 'Willis Tower' },
    ]);
    expect(Object.isFrozen(snap.merchantPostalCodes())).toBe(true);
    expect(Object.isFrozen(snap.merchantPostalCodes()[1])).toBe(true);
    let clock = 5_000_000;
    const other = new StoreReader(db.dataSource, { revalidateMs: 2000, now: () => clock });
    expect(defined(await other.forShop(DOMAIN)).merchantPostalCodes()).toHaveLength(2);
    await new StoreWriter(db.dataSource, reader).putMerchantPostalCodes(snap.shop.id, [{ postal_code: '60614', latitude: 41.9227, longitude: -87.6533 }]);
    const written = [{ postal_code: '60614', latitude: 41.9227, longitude: -87.6533, country_code: null, place_name: null }];
    expect(defined(await reader.forShop(DOMAIN)).merchantPostalCodes()).toEqual(written);
    expect(defined(await other.forShop(DOMAIN)).merchantPostalCodes()).toHaveLength(2);
    clock += 2001;
    expect(defined(await other.forShop(DOMAIN)).merchantPostalCodes()).toEqual(written);
  });
});

describe('shipping preparation reported as PreparationTimes', () => {
  it('is the shipping calendar rule: value up to the cutoff, cutoff_time.value after it, in the same format', () => {
    const general = shippingGeneralPreparation({
      preparation_time: {
        enabled: true,
        monday: { value: 1, format: 'days', cutoff_time: { enabled: true, time: '14:00', value: 2 } },
        tuesday: { value: 3, format: 'hours', cutoff_time: { enabled: false, time: '12:00', value: 9 } },
      },
    });
    expect(general).toEqual({
      enabled: true,
      monday: { breakpoint: { enabled: true, value: '14:00' }, before: { value: 1, format: 'days' }, after: { value: 2, format: 'days' } },
      tuesday: { breakpoint: { enabled: false, value: '12:00' }, before: { value: 3, format: 'hours' }, after: { value: 3, format: 'hours' } },
    });
  });
});
