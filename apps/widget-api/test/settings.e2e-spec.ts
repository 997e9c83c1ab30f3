import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { createWidgetApp, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

describeEachEngine('GET /settings', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    await seedEats(db, 'no-widget.myshopify.com', { widget: false });
    await seedEats(db, 'test-mode.myshopify.com', { testMode: true });
    app = await createWidgetApp(widgetConfig(db.url, { MAPS_API_KEY: 'maps-key-from-env' }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('returns WidgetSettings exactly as the spec shapes it', async () => {
    const res = await http().get('/settings').query({ shop: SHOP }).expect(200);
    expect(Object.keys(res.body)).toEqual([
      'is_test_mode',
      'pickup_restaurants_count',
      'delivery_restaurants_count',
      'pickup_restaurants',
      'delivery_restaurants',
      'settings',
      'translations',
    ]);
    // Not in test mode, but without storefront-platform credentials checkouts stay tests (docs/draft-orders.md).
    expect(res.body.is_test_mode).toBe(true);
    expect(res.body.pickup_restaurants_count).toBe(3);
    expect(res.body.delivery_restaurants_count).toBe(2);
    expect(res.body.pickup_restaurants.map((r: { name: string }) => r.name)).toEqual(['Eats Midtown', 'Eats Mission', 'Eats Brooklyn']);
    expect(res.body.delivery_restaurants.map((r: { name: string }) => r.name)).toEqual(['Eats Midtown', 'Eats Brooklyn']);
    expect(res.body.pickup_restaurants[0]).toEqual({
      id: expect.any(Number),
      name: 'Eats Midtown',
      address_line_1: '350 W 31st St',
      city: 'New York',
      region: 'NY',
      is_pickup_enabled: true,
      is_delivery_enabled: true,
    });
    const s = res.body.settings;
    expect(Object.keys(s).sort()).toEqual(
      [
        'advanced',
        'base_country',
        'checkout_locales',
        'company_name',
        'country_code',
        'currency_code',
        'developer',
        'language',
        'maps',
        'time_format',
        'widget',
      ].sort(),
    );
    expect(s.advanced).toEqual({
      show_restaurant_name: true,
      show_restaurant_address: true,
      address_format: '{address_line_1}, {city}',
      always_show_order_note: false,
    });
    expect(s.widget).toEqual({
      maps: s.maps,
      advanced: s.advanced,
      restaurant: { select_delivery_location: true, adjust_location_with_map: false },
      location_types: { sort_by_type: false },
    });
    expect(s).toMatchObject({
      base_country: 'US',
      company_name: 'Demo Eats',
      language: 'en',
      currency_code: 'USD',
      country_code: 'US',
      time_format: '12h',
      checkout_locales: { pickup: 'en', delivery: 'en', shipping: 'en' },
    });
    expect(s.developer.selectors).toEqual({ product_add_to_cart: expect.any(String), product_add_to_cart_text: expect.any(String) });
    for (const t of res.body.translations) expect(Object.keys(t)).toEqual(['id', 'translation_key', 'values']);
  });

  it('takes the maps API key from configuration, never from the stored placeholder', async () => {
    const res = await http().get('/settings').query({ shop: SHOP }).expect(200);
    expect(res.body.settings.maps).toEqual({ maps_api_key: 'maps-key-from-env', enable_widget_map: true });
    expect(res.body.settings.widget.maps.maps_api_key).toBe('maps-key-from-env');
    const other = await createWidgetApp(widgetConfig(db.url));
    try {
      const unset = await request(other.getHttpServer()).get('/settings').query({ shop: SHOP }).expect(200);
      expect(unset.body.settings.maps.maps_api_key).toBe('');
      expect(unset.body.settings.widget.maps.maps_api_key).toBe('');
    } finally {
      await other.close();
    }
  });

  it('counts restaurants but lists none with include_restaurants=false', async () => {
    const res = await http().get('/settings').query({ shop: SHOP, include_restaurants: 'false' }).expect(200);
    expect(res.body).toMatchObject({ pickup_restaurants_count: 3, delivery_restaurants_count: 2, pickup_restaurants: [], delivery_restaurants: [] });
    const yes = await http().get('/settings').query({ shop: SHOP, include_restaurants: 'true' }).expect(200);
    expect(yes.body.pickup_restaurants).toHaveLength(3);
  });

  it('carries every language in every translation, falling back by locale', async () => {
    const values = async (locale?: string) => {
      const res = await http()
        .get('/settings')
        .query({ shop: SHOP, ...(locale ? { locale } : {}) })
        .expect(200);
      return Object.fromEntries(res.body.translations.map((t: { translation_key: string; values: Record<string, string> }) => [t.translation_key, t.values]));
    };
    const plain = await values();
    expect(plain['checkout.title']).toEqual({ en: 'Checkout', de: 'Kasse', fr: 'Paiement', 'fr-CA': 'Paiement' });
    expect(Object.keys(plain['checkout.title'])[0]).toBe('en');
    // A language a key lacks falls back to the shop's language.
    expect(plain['menu.unavailable'].de).toBe('Not served now');

    const fr = await values('fr');
    expect(Object.keys(fr['checkout.title'])[0]).toBe('fr');
    expect(fr['menu.unavailable'].fr).toBe('Pas servi maintenant');
    // fr lacks this key: the requested locale falls back to the shop's language.
    expect(fr['search.placeholder'].fr).toBe('Postal code');

    const frCa = await values('fr_ca');
    expect(Object.keys(frCa['checkout.title']).slice(0, 2)).toEqual(['fr-CA', 'fr']);
    expect(frCa['search.placeholder']['fr-CA']).toBe('Code postal');
    // A regional locale without its own text gets its base language's.
    expect(frCa['checkout.title']['fr-CA']).toBe('Paiement');
    expect(frCa['menu.unavailable']['fr-CA']).toBe('Pas servi maintenant');

    // A language the shop does not have at all is still present, in the fallback language.
    const es = await values('es');
    expect(es['checkout.title'].es).toBe('Checkout');
    expect(Object.keys(es['checkout.title'])[0]).toBe('es');
  });

  it('reports test mode from the shop or from WIDGET_TEST_MODE', async () => {
    await http()
      .get('/settings')
      .query({ shop: 'test-mode.myshopify.com' })
      .expect(200)
      .expect((r) => expect(r.body.is_test_mode).toBe(true));
    const forced = await createWidgetApp(widgetConfig(db.url, { WIDGET_TEST_MODE: 'true' }));
    try {
      const res = await request(forced.getHttpServer()).get('/settings').query({ shop: SHOP }).expect(200);
      expect(res.body.is_test_mode).toBe(true);
    } finally {
      await forced.close();
    }
  });

  it.each([
    [{}, 'shop'],
    [{ shop: '' }, 'shop'],
    [{ shop: 'not a domain' }, 'shop'],
    [{ shop: `${'x'.repeat(70)}.com` }, 'shop'],
    [{ shop: SHOP, locale: 'english' }, 'locale'],
    [{ shop: SHOP, include_restaurants: 'maybe' }, 'include_restaurants'],
  ])('answers bad query %j with 400 naming %s', async (query, field) => {
    const res = await http().get('/settings').query(query).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('reads the shop domain by the storefront rule: any case, surrounding spaces ignored (as fulfilment-api)', async () => {
    const res = await http()
      .get('/settings')
      .query({ shop: ` ${SHOP.toUpperCase()} ` })
      .expect(200);
    expect(res.body).toEqual((await http().get('/settings').query({ shop: SHOP }).expect(200)).body);
    const bad = await http().get('/settings').query({ shop: 'not a domain' }).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'shop', rule: 'isShopDomain' })]);
  });

  it('ignores query parameters it does not know (cache-busters, utm_*), as fulfilment-api does', async () => {
    const plain = (await http().get('/settings').query({ shop: SHOP }).expect(200)).body;
    const res = await http().get('/settings').query({ shop: SHOP, _: '1700000000000', utm_source: 'newsletter' }).expect(200);
    expect(res.body).toEqual(plain);
  });

  it('answers an unknown shop with 404 SHOP_NOT_FOUND and a shop without widget with 404 WIDGET_NOT_CONFIGURED', async () => {
    expect((await http().get('/settings').query({ shop: 'nobody.myshopify.com' }).expect(404)).body.code).toBe('SHOP_NOT_FOUND');
    expect((await http().get('/settings').query({ shop: 'no-widget.myshopify.com' }).expect(404)).body.code).toBe('WIDGET_NOT_CONFIGURED');
  });
});
