import type { INestApplication } from '@nestjs/common';
import type { ContractSample, SampledResponse } from '@fulfil/platform/testing';
import { AdminTokenRepository, PlatformCatalogueRepository } from '@fulfil/store-settings';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { BAKERY, CLOCK_NOW, demoFile, LONDON, locationId, startApp } from './support';
import { platformInstallCallback } from './platform-install-sample';

/** The storefront-platform app of the demo (fake platform; test values). */
const INSTALL_ENV = { PLATFORM_CLIENT_ID: 'demo-client-id', PLATFORM_CLIENT_SECRET: 'demo-client-secret-0123', PLATFORM_APP_URL: 'https://fulfil.example.com' };

/** The bakery's platform location of the contract samples (the console makes one of ours from it). */
const PLATFORM_LOCATION = 61000;

/** The demo restaurant shop (its widget block is what the admin widget operations read and write). */
const EATS = 'demo-eats.myshopify.com';

/** fulfilment-api on the demo shops with an admin token of the bakery and of the restaurants. */
export interface DemoFulfilmentApp {
  app: INestApplication;
  tokens: { bakery: string; eats: string; london: string };
  ids: { bakery: number; london: number; slot: number };
  webhookSecret: string;
  /** The query of a signed install callback of demo-eats, issued by the fake platform (test/platform-install-sample.ts). */
  installCallback: string;
  close(): Promise<void>;
}

/**
 * Starts fulfilment-api as production builds it on a fresh SQLite database holding the demo
 * shops of `npm start` (demo/demo-bakery.json, demo-london.json, demo-eats.json), with the
 * e2e suites' fixed clock (Monday 9 March 2026, 10:30 in Chicago).
 */
export async function startDemoFulfilmentApp(): Promise<DemoFulfilmentApp> {
  // The storefront-platform app install runs against the fake platform, on the fixed clock.
  const platform = new FakeStorefrontPlatform({ shops: [{ domain: EATS, accessToken: 'shpat_demo_custom_token' }] });
  await platform.start();
  platform.oauth.now = () => Date.parse(CLOCK_NOW);
  platform.oauth.addApp({
    clientId: INSTALL_ENV.PLATFORM_CLIENT_ID,
    clientSecret: INSTALL_ENV.PLATFORM_CLIENT_SECRET,
    redirectUrls: [`${INSTALL_ENV.PLATFORM_APP_URL}/platform/oauth/callback`],
  });
  const running = await startApp('sqlite', {
    stores: [demoFile('demo-bakery'), demoFile('demo-london'), demoFile('demo-eats')],
    env: { RESERVATION_RATE_LIMIT: '1000', ...INSTALL_ENV, STOREFRONT_PLATFORM_BASE_URL: platform.url },
  });
  // A platform location of the bakery, as a sync lists it (its address as the platform gives it).
  const [{ id: bakeryShop }] = await running.db.dataSource.query('SELECT id FROM shops WHERE domain = ?', [BAKERY]);
  await new PlatformCatalogueRepository(running.db.dataSource).upsertLocations(Number(bakeryShop), [
    {
      platformLocationId: PLATFORM_LOCATION,
      name: 'Bakery Wicker Park',
      active: true,
      address: {
        address1: '1600 N Milwaukee Ave',
        address2: null,
        city: 'Chicago',
        zip: '60647',
        province_code: 'IL',
        country_code: 'US',
        latitude: 41.9105,
        longitude: -87.6776,
      },
    },
  ]);
  const tokens = new AdminTokenRepository(running.db.dataSource);
  const bakery = await locationId(running.db, BAKERY, 'bakery-ogilvie-french-market');
  const [slot] = await running.db.dataSource.query('SELECT id FROM slots WHERE location_id = ? AND day_of_week = ? ORDER BY available_from LIMIT 1', [
    bakery,
    'tuesday',
  ]);
  return {
    app: running.app,
    tokens: {
      bakery: (await tokens.create(BAKERY, 'contract')).token,
      eats: (await tokens.create(EATS, 'contract')).token,
      london: (await tokens.create(LONDON, 'contract')).token,
    },
    ids: { bakery, london: await locationId(running.db, LONDON, 'london-borough'), slot: Number(slot.id) },
    webhookSecret: String((demoFile('demo-bakery').shop as { webhook_secret: string }).webhook_secret),
    installCallback: await platformInstallCallback(running.app, EATS),
    close: async () => {
      await running.close();
      await platform.stop();
    },
  };
}

/** The body of the last answer of an operation. */
const last = (earlier: readonly SampledResponse[], operationId: string) =>
  earlier.filter((r) => r.operationId === operationId && r.status < 300).at(-1)?.body as Record<string, unknown>;
const omit = (body: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));

/**
 * One call of every operation on the demo shops, success first and then typical errors
 * (docs/openapi.md, "Contract tests"); admin writes send back what the read before
 * answered, so the shops stay as they were. A new operation needs a sample here.
 */
export function fulfilmentContractSamples(demo: DemoFulfilmentApp): ContractSample[] {
  const shop = `shop=${BAKERY}`;
  const cart = [{ variant_id: 39001, product_id: 7001, quantity: 1 }];
  const admin = { Authorization: `Bearer ${demo.tokens.bakery}` };
  const eats = { Authorization: `Bearer ${demo.tokens.eats}` };
  const london = { Authorization: `Bearer ${demo.tokens.london}` };
  const L = demo.ids.bakery;
  const created = (earlier: readonly SampledResponse[]) => Number(last(earlier, 'AdminLocations_create').id);
  const order = JSON.stringify({
    id: 9001,
    updated_at: '2026-03-09T10:00:00-05:00',
    cancelled_at: null,
    note_attributes: [
      { name: 'Checkout-Method', value: 'pickup' },
      { name: 'Pickup-Location-Id', value: String(L) },
      { name: 'Pickup-Date', value: '2026-03-10' },
    ],
  });
  const webhook = (topic: string, status = 200): ContractSample => ({
    operationId: `Webhooks_${topic}`,
    method: 'post',
    url: `/v1.0/webhooks/orders/${topic}`,
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Shop-Domain': BAKERY,
      'X-Shopify-Hmac-Sha256': signWebhook(Buffer.from(order), demo.webhookSecret),
    },
    body: order,
    status,
  });
  const londonSecret = String((demoFile('demo-london').shop as { webhook_secret: string }).webhook_secret);
  const platformWebhook = (path: string, operationId: string, body: object, shop = BAKERY, secret = demo.webhookSecret): ContractSample => {
    const raw = JSON.stringify(body);
    return {
      operationId,
      method: 'post',
      url: `/v1.0/webhooks/${path}`,
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': shop, 'X-Shopify-Hmac-Sha256': signWebhook(Buffer.from(raw), secret) },
      body: raw,
      status: 200,
    };
  };
  const reservation = { method: 'pickup', locationId: L, date: '2026-03-10', slotId: demo.ids.slot };
  const same = (get: string) => (earlier: readonly SampledResponse[]) => last(earlier, get);
  return [
    // Storefront operations.
    { operationId: 'Pickup_locations', method: 'post', url: `/v1.0/pickup/locations?${shop}&limit=2`, body: { geoSearchQuery: '60601' }, status: 200 },
    { operationId: 'Pickup_locations', method: 'post', url: `/v1.0/pickup/locations?${shop}&limit=500`, body: {}, status: 400 },
    { operationId: 'Pickup_calendar', method: 'post', url: `/v1.0/pickup/locations/${L}/calendar?${shop}`, body: { shoppingCart: cart }, status: 200 },
    { operationId: 'Pickup_calendar', method: 'post', url: `/v1.0/pickup/locations/2147483647/calendar?${shop}`, body: {}, status: 404 },
    { operationId: 'Pickup_slots', method: 'get', url: `/v1.0/pickup/locations/${L}/calendar/2026-03-10?${shop}`, status: 200 },
    { operationId: 'Pickup_slots', method: 'get', url: `/v1.0/pickup/locations/${L}/calendar/2026-02-30?${shop}`, status: 400 },
    {
      operationId: 'Pickup_postedSlots',
      method: 'post',
      url: `/v1.0/pickup/locations/${L}/calendar/2026-03-10`,
      body: { shop: BAKERY, shoppingCart: cart },
      status: 200,
    },
    {
      operationId: 'Pickup_postedSlots',
      method: 'post',
      url: `/v1.0/pickup/locations/${L}/calendar/2026-03-10?${shop}`,
      body: { shoppingCart: 'nope' },
      status: 400,
    },
    { operationId: 'Delivery_nearest', method: 'post', url: `/v1.0/delivery/locations?shop=${LONDON}`, body: { geoSearchQuery: 'SE1 9AL' }, status: 200 },
    { operationId: 'Delivery_nearest', method: 'post', url: `/v1.0/delivery/locations?shop=${LONDON}`, body: { geoSearchQuery: '10001' }, status: 200 },
    { operationId: 'Delivery_nearest', method: 'post', url: `/v1.0/delivery/locations?shop=${LONDON}`, body: {}, status: 400 },
    { operationId: 'Delivery_times', method: 'get', url: `/v1.0/delivery/locations/${demo.ids.london}/calendar/2026-03-10?shop=${LONDON}`, status: 200 },
    { operationId: 'Delivery_calendar', method: 'post', url: `/v1.0/delivery/locations/${demo.ids.london}/calendar?shop=${LONDON}`, body: {}, status: 200 },
    {
      operationId: 'Delivery_postedTimes',
      method: 'post',
      url: `/v1.0/delivery/locations/${demo.ids.london}/calendar/2026-03-10`,
      body: { shop: LONDON },
      status: 200,
    },
    {
      operationId: 'Delivery_postedTimes',
      method: 'post',
      url: `/v1.0/delivery/locations/${demo.ids.london}/calendar/2026-13-10?shop=${LONDON}`,
      body: {},
      status: 400,
    },
    { operationId: 'Store_settings', method: 'get', url: `/v1.0/settings?${shop}`, status: 200 },
    { operationId: 'Store_settings', method: 'get', url: `/v1.0/settings?shop=unknown.myshopify.com`, status: 404 },
    {
      operationId: 'Store_shippingCalendar',
      method: 'get',
      url: `/v1.0/shipping/calendar?${shop}&shoppingCart=${encodeURIComponent(JSON.stringify(cart))}`,
      status: 200,
    },
    { operationId: 'Store_postedShippingCalendar', method: 'post', url: `/v1.0/shipping/calendar`, body: { shop: BAKERY, shoppingCart: cart }, status: 200 },
    { operationId: 'Store_postedShippingCalendar', method: 'post', url: `/v1.0/shipping/calendar?${shop}`, body: { shoppingCart: 'nope' }, status: 400 },
    { operationId: 'Store_validate', method: 'post', url: `/v1.0/pickup/validate?${shop}`, body: { shoppingCart: cart }, status: 200 },
    { operationId: 'Store_validate', method: 'post', url: `/v1.0/boats/validate?${shop}`, body: {}, status: 400 },
    { operationId: 'Store_regions', method: 'get', url: `/v1.0/pickup/regions?${shop}`, status: 200 },
    { operationId: 'Store_preparationTimes', method: 'get', url: `/v1.0/pickup/location/${L}/preparation_times?${shop}`, status: 200 },
    {
      operationId: 'Store_locationActivation',
      method: 'post',
      url: `/v1.0/pickup/locaitons/${L}/conditional_activation?${shop}`,
      body: { shoppingCart: { original_total_price: 3250, total_weight: 1200, items: [] } },
      status: 200,
    },
    {
      operationId: 'Store_locationActivationAlias',
      method: 'post',
      url: `/v1.0/pickup/locations/${L}/conditional_activation?${shop}`,
      body: { shoppingCart: { original_total_price: 3250, total_weight: 1200, items: [] } },
      status: 200,
    },
    {
      operationId: 'Store_shopActivation',
      method: 'post',
      url: `/v1.0/delivery/conditional_activation?${shop}`,
      body: { shoppingCart: { original_total_price: 3250, total_weight: 1200, items: [] } },
      status: 200,
    },
    {
      operationId: 'Reservations_reserve',
      method: 'post',
      url: `/v1.0/reservations?${shop}`,
      body: reservation,
      headers: { 'Idempotency-Key': 'contract-1' },
      status: 201,
    },
    {
      operationId: 'Reservations_reserve',
      method: 'post',
      url: `/v1.0/reservations?${shop}`,
      body: reservation,
      headers: { 'Idempotency-Key': 'contract-1' },
      status: 200,
    },
    {
      operationId: 'Reservations_reserve',
      method: 'post',
      url: `/v1.0/reservations?${shop}`,
      body: { method: 'pickup', locationId: L, date: '2026-03-08' },
      status: 422,
    },
    webhook('create'),
    webhook('updated'),
    webhook('cancelled'),
    platformWebhook('orders/delete', 'Webhooks_delete', { id: 9001 }),
    platformWebhook('customers/data_request', 'Webhooks_customersDataRequest', {
      shop_domain: BAKERY,
      orders_requested: [9001],
      customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
      data_request: { id: 9999 },
    }),
    platformWebhook('customers/redact', 'Webhooks_customersRedact', { shop_domain: BAKERY, customer: { id: 191167 }, orders_to_redact: [9001] }),
    // London's connection and data, so the bakery's later samples are unaffected.
    platformWebhook('app/uninstalled', 'Webhooks_appUninstalled', { id: 548380009, myshopify_domain: LONDON }, LONDON, londonSecret),
    platformWebhook('inventory_levels/update', 'Webhooks_inventoryLevelsUpdate', {
      inventory_item_id: 9000000,
      location_id: 60000,
      available: 6,
      updated_at: '2026-03-09T10:00:00-05:00',
      admin_graphql_api_id: 'gid://shopify/InventoryLevel/60000?inventory_item_id=9000000',
    }),
    platformWebhook('products/update', 'Webhooks_productsUpdate', {
      id: 7000002,
      title: 'Sourdough',
      variants: [{ id: 8000020, product_id: 7000002, inventory_item_id: 9000020, inventory_management: 'shopify' }],
    }),
    platformWebhook('products/delete', 'Webhooks_productsDelete', { id: 7000002 }),
    platformWebhook('locations/create', 'Webhooks_locationsCreate', { id: 60050, name: 'New store', active: true }),
    platformWebhook('locations/update', 'Webhooks_locationsUpdate', { id: 60050, name: 'New store', active: true }),
    platformWebhook('locations/delete', 'Webhooks_locationsDelete', { id: 60050 }),
    platformWebhook('shop/redact', 'Webhooks_shopRedact', { shop_id: 954889, shop_domain: LONDON }, LONDON, londonSecret),
    { ...webhook('create', 401), headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': BAKERY, 'X-Shopify-Hmac-Sha256': 'AAAA' } },
    // Platform.
    { operationId: 'OpenApi_document', method: 'get', url: '/v1.0/openapi.json', status: 200, noExample: true },
    { operationId: 'getRoot', method: 'get', url: '/', status: 200 },
    { operationId: 'getApiReference', method: 'get', url: '/docs', status: 200 },
    { operationId: 'getApiReferenceAsset', method: 'get', url: '/docs/init.js', status: 200 },
    { operationId: 'getApiReferenceAsset', method: 'get', url: '/docs/nothing.js', status: 404 },
    { operationId: 'Health_live', method: 'get', url: '/healthz', status: 200 },
    { operationId: 'Health_ready', method: 'get', url: '/readyz', status: 200 },
    { operationId: 'Problems_list', method: 'get', url: '/problems', headers: { Accept: 'application/json' }, status: 200 },
    { operationId: 'Problems_one', method: 'get', url: '/problems/slot-full', headers: { Accept: 'application/json' }, status: 200 },
    { operationId: 'Problems_one', method: 'get', url: '/problems/no-such-problem', headers: { Accept: 'application/json' }, status: 404 },
    // The storefront-platform app install (every refusal: test/platform-install.e2e-spec.ts).
    { operationId: 'PlatformInstall_start', method: 'get', url: `/platform/install?shop=${EATS}`, status: 302 },
    { operationId: 'PlatformInstall_start', method: 'get', url: '/platform/install?shop=169.254.169.254', status: 400 },
    { operationId: 'PlatformInstall_callback', method: 'get', url: `/platform/oauth/callback?${demo.installCallback}`, status: 200 },
    { operationId: 'PlatformInstall_callback', method: 'get', url: `/platform/oauth/callback?${demo.installCallback}`, status: 400 },
    { operationId: 'PlatformInstall_callback', method: 'get', url: `/platform/oauth/callback?shop=${EATS}&code=x&state=y&timestamp=1&hmac=00`, status: 401 },
    // Admin: the shop.
    { operationId: 'AdminShop_shop', method: 'get', url: '/admin/v1.0/shop', headers: admin, status: 200 },
    { operationId: 'AdminShop_shop', method: 'get', url: '/admin/v1.0/shop', status: 401 },
    {
      operationId: 'AdminShop_patchShop',
      method: 'patch',
      url: '/admin/v1.0/shop',
      headers: admin,
      body: (e: readonly SampledResponse[]) => ({ timezone: last(e, 'AdminShop_shop').timezone }),
      status: 200,
    },
    { operationId: 'AdminShop_patchShop', method: 'patch', url: '/admin/v1.0/shop', headers: admin, body: { measurement_format: 'furlongs' }, status: 400 },
    { operationId: 'AdminShop_shipping', method: 'get', url: '/admin/v1.0/shipping', headers: admin, status: 200 },
    { operationId: 'AdminShop_putShipping', method: 'put', url: '/admin/v1.0/shipping', headers: admin, body: same('AdminShop_shipping'), status: 200 },
    { operationId: 'AdminShop_preparation', method: 'get', url: '/admin/v1.0/preparation-times/pickup', headers: admin, status: 200 },
    {
      operationId: 'AdminShop_putPreparation',
      method: 'put',
      url: '/admin/v1.0/preparation-times/pickup',
      headers: admin,
      body: same('AdminShop_preparation'),
      status: 200,
    },
    { operationId: 'AdminShop_conditional', method: 'get', url: '/admin/v1.0/conditional-activation/delivery', headers: admin, status: 200 },
    {
      operationId: 'AdminShop_putConditional',
      method: 'put',
      url: '/admin/v1.0/conditional-activation/delivery',
      headers: admin,
      body: (e: readonly SampledResponse[]) => last(e, 'AdminShop_conditional').rule,
      status: 200,
    },
    { operationId: 'AdminShop_widget', method: 'get', url: '/admin/v1.0/widget', headers: eats, status: 200 },
    {
      operationId: 'AdminShop_putWidget',
      method: 'put',
      url: '/admin/v1.0/widget',
      headers: eats,
      body: (e: readonly SampledResponse[]) => last(e, 'AdminShop_widget').widget,
      status: 200,
    },
    // The whole-file operations on the smallest demo shop (the answer is the document's example).
    { operationId: 'AdminShop_export', method: 'get', url: '/admin/v1.0/export', headers: london, status: 200 },
    { operationId: 'AdminPostalCodes_postalCodes', method: 'get', url: '/admin/v1.0/postal-codes', headers: admin, status: 200 },
    {
      operationId: 'AdminPostalCodes_putPostalCodes',
      method: 'put',
      url: '/admin/v1.0/postal-codes',
      headers: admin,
      body: same('AdminPostalCodes_postalCodes'),
      status: 200,
    },
    // Admin: the storefront-platform credentials (the answer never carries the token).
    { operationId: 'AdminPlatform_status', method: 'get', url: '/admin/v1.0/storefront-platform', headers: admin, status: 200 },
    {
      operationId: 'AdminPlatform_put',
      method: 'put',
      url: '/admin/v1.0/storefront-platform',
      headers: admin,
      body: { shop_domain: 'demo-bakery.myshopify.com', access_token: 'shpat_contract_sample_0001' },
      status: 200,
    },
    {
      operationId: 'AdminPlatform_put',
      method: 'put',
      url: '/admin/v1.0/storefront-platform',
      headers: admin,
      body: { shop_domain: 'Not A Domain', access_token: 'shpat_contract_sample_0001' },
      status: 400,
    },
    { operationId: 'AdminPlatform_remove', method: 'delete', url: '/admin/v1.0/storefront-platform', headers: admin, status: 204 },
    { operationId: 'AdminPlatform_status', method: 'get', url: '/admin/v1.0/storefront-platform', status: 401 },
    // Admin: the catalogue sync's location links and state (docs/platform-install.md, "Sync").
    { operationId: 'PlatformSync_links', method: 'get', url: '/admin/v1.0/storefront-platform/locations', headers: admin, status: 200 },
    {
      operationId: 'PlatformSync_setLinks',
      method: 'put',
      url: '/admin/v1.0/storefront-platform/locations',
      headers: admin,
      body: [{ platform_location_id: 60000, location_id: L }],
      status: 200,
    },
    {
      operationId: 'PlatformSync_setLinks',
      method: 'put',
      url: '/admin/v1.0/storefront-platform/locations',
      headers: admin,
      body: [{ platform_location_id: 60000, location_id: 2147483647 }],
      status: 400,
    },
    { operationId: 'PlatformSync_state', method: 'get', url: '/admin/v1.0/storefront-platform/sync', headers: admin, status: 200 },
    { operationId: 'PlatformSync_start', method: 'post', url: '/admin/v1.0/storefront-platform/sync', headers: admin, status: 202 },
    { operationId: 'PlatformSync_state', method: 'get', url: '/admin/v1.0/storefront-platform/sync', status: 401 },
    // Admin: the console's view of the connection (docs/platform-install.md, "Status" and "Locations").
    { operationId: 'PlatformStatus_status', method: 'get', url: '/admin/v1.0/storefront-platform/status', headers: admin, status: 200 },
    { operationId: 'PlatformStatus_status', method: 'get', url: '/admin/v1.0/storefront-platform/status', status: 401 },
    { operationId: 'PlatformStatus_platformLocations', method: 'get', url: '/admin/v1.0/storefront-platform/platform-locations', headers: admin, status: 200 },
    {
      operationId: 'PlatformStatus_create',
      method: 'post',
      url: `/admin/v1.0/storefront-platform/platform-locations/${PLATFORM_LOCATION}/location`,
      headers: admin,
      status: 201,
    },
    {
      operationId: 'PlatformStatus_create',
      method: 'post',
      url: `/admin/v1.0/storefront-platform/platform-locations/${PLATFORM_LOCATION}/location`,
      headers: admin,
      status: 409,
    },
    {
      operationId: 'PlatformStatus_create',
      method: 'post',
      url: '/admin/v1.0/storefront-platform/platform-locations/99/location',
      headers: admin,
      status: 404,
    },
    // Admin: locations.
    { operationId: 'AdminLocations_list', method: 'get', url: '/admin/v1.0/locations?page=1&per_page=2', headers: admin, status: 200 },
    { operationId: 'AdminLocations_get', method: 'get', url: `/admin/v1.0/locations/${L}`, headers: admin, status: 200 },
    { operationId: 'AdminLocations_get', method: 'get', url: '/admin/v1.0/locations/2147483647', headers: admin, status: 404 },
    {
      operationId: 'AdminLocations_create',
      method: 'post',
      url: '/admin/v1.0/locations',
      headers: admin,
      body: (e: readonly SampledResponse[]) => ({ ...omit(last(e, 'AdminLocations_get'), 'id', 'sort_position'), external_id: 'contract-sample' }),
      status: 201,
    },
    {
      operationId: 'AdminLocations_replace',
      method: 'put',
      url: (e) => `/admin/v1.0/locations/${created(e)}`,
      headers: admin,
      body: (e: readonly SampledResponse[]) => omit(last(e, 'AdminLocations_create'), 'id'),
      status: 200,
    },
    {
      operationId: 'AdminLocations_patch',
      method: 'patch',
      url: (e) => `/admin/v1.0/locations/${created(e)}`,
      headers: admin,
      body: { company_name: 'Contract Bakery' },
      status: 200,
    },
    ...locationSettings(L, admin),
    { operationId: 'AdminLocations_remove', method: 'delete', url: (e) => `/admin/v1.0/locations/${created(e)}`, headers: admin, status: 204 },
    // Deletions and the whole-shop import last: they change what the samples above read.
    { operationId: 'AdminShop_deleteConditional', method: 'delete', url: '/admin/v1.0/conditional-activation/delivery', headers: admin, status: 204 },
    { operationId: 'AdminShop_deleteWidget', method: 'delete', url: '/admin/v1.0/widget', headers: eats, status: 204 },
    { operationId: 'AdminShop_import', method: 'put', url: '/admin/v1.0/import', headers: london, body: same('AdminShop_export'), status: 200 },
    ...consoleSamples(L, admin, london),
  ];
}

/** The merchant console's operations: capacity, tokens, geocoder, location search, import dry run. */
function consoleSamples(L: number, admin: Record<string, string>, london: Record<string, string>): ContractSample[] {
  const exported = (earlier: readonly SampledResponse[]) => last(earlier, 'AdminShop_export');
  const token = (earlier: readonly SampledResponse[]) => Number(last(earlier, 'AdminConsole_createToken').id);
  return [
    { operationId: 'AdminConsole_usage', method: 'get', url: `/admin/v1.0/locations/${L}/usage?from=2026-03-09&to=2026-03-10`, headers: admin, status: 200 },
    { operationId: 'AdminConsole_usage', method: 'get', url: `/admin/v1.0/locations/${L}/usage?from=2026-03-10&to=2026-03-09`, headers: admin, status: 400 },
    { operationId: 'AdminConsole_usage', method: 'get', url: '/admin/v1.0/locations/2147483647/usage', headers: admin, status: 404 },
    // The orders to prepare (admin-orders.controller.ts).
    { operationId: 'AdminOrders_orders', method: 'get', url: `/admin/v1.0/locations/${L}/orders?from=2026-03-09&to=2026-03-15`, headers: admin, status: 200 },
    { operationId: 'AdminOrders_orders', method: 'get', url: `/admin/v1.0/locations/${L}/orders?from=2026-03-09&to=2026-05-01`, headers: admin, status: 400 },
    { operationId: 'AdminOrders_orders', method: 'get', url: '/admin/v1.0/locations/2147483647/orders', headers: admin, status: 404 },
    { operationId: 'AdminConsole_createToken', method: 'post', url: '/admin/v1.0/tokens', headers: admin, body: { label: 'contract console' }, status: 201 },
    { operationId: 'AdminConsole_createToken', method: 'post', url: '/admin/v1.0/tokens', headers: admin, body: { label: 'x'.repeat(256) }, status: 400 },
    { operationId: 'AdminConsole_tokens', method: 'get', url: '/admin/v1.0/tokens', headers: admin, status: 200 },
    { operationId: 'AdminConsole_tokens', method: 'get', url: '/admin/v1.0/tokens', status: 401 },
    { operationId: 'AdminConsole_revokeToken', method: 'delete', url: (e) => `/admin/v1.0/tokens/${token(e)}`, headers: admin, status: 204 },
    { operationId: 'AdminConsole_revokeToken', method: 'delete', url: '/admin/v1.0/tokens/2147483647', headers: admin, status: 404 },
    { operationId: 'AdminConsole_geocode', method: 'get', url: '/admin/v1.0/geocode?q=60601', headers: admin, status: 200 },
    { operationId: 'AdminConsole_geocode', method: 'get', url: '/admin/v1.0/geocode?q=nowhere-at-all-zzz', headers: admin, status: 400 },
    { operationId: 'AdminLocations_list', method: 'get', url: '/admin/v1.0/locations?q=ogilvie', headers: admin, status: 200 },
    // What shoppers will see (admin-insights.service.ts).
    { operationId: 'AdminConsole_checklist', method: 'get', url: `/admin/v1.0/locations/${L}/checklist`, headers: admin, status: 200 },
    { operationId: 'AdminConsole_checklist', method: 'get', url: '/admin/v1.0/locations/2147483647/checklist', headers: admin, status: 404 },
    { operationId: 'AdminLocations_list', method: 'get', url: '/admin/v1.0/locations?per_page=3&include=checks', headers: admin, status: 200 },
    { operationId: 'AdminConsole_products', method: 'get', url: '/admin/v1.0/products', headers: admin, status: 200 },
    {
      operationId: 'AdminConsole_explain',
      method: 'post',
      url: '/admin/v1.0/locations/explain',
      headers: admin,
      body: { method: 'pickup', cart: [{ product_id: 800102, variant_id: 900102, quantity: 5 }], per_page: 3 },
      status: 200,
    },
    {
      operationId: 'AdminConsole_explain',
      method: 'post',
      url: '/admin/v1.0/locations/explain',
      headers: admin,
      body: { method: 'pickup', cart: [{ product_id: 800102, variant_id: 900102, quantity: 0 }] },
      status: 400,
    },
    { operationId: 'AdminLocations_duplicate', method: 'post', url: `/admin/v1.0/locations/${L}/duplicate`, headers: admin, status: 201 },
    {
      operationId: 'AdminShop_import',
      method: 'put',
      url: '/admin/v1.0/import?dry_run=true',
      headers: london,
      // The London shop's file with another zone: listed as a change, nothing written.
      body: (earlier: readonly SampledResponse[]) => ({ ...exported(earlier), shop: { ...(exported(earlier).shop as object), timezone: 'Europe/Dublin' } }),
      status: 200,
    },
  ];
}

/** The settings of location `L`: each read, then written back unchanged; the location's own rules removed last. */
function locationSettings(L: number, admin: Record<string, string>): ContractSample[] {
  const at = (path: string) => `/admin/v1.0/locations/${L}/${path}`;
  const pair = (block: string, path: string): ContractSample[] => [
    { operationId: `AdminLocationSettings_${block}`, method: 'get', url: at(path), headers: admin, status: 200 },
    {
      operationId: `AdminLocationSettings_put${block[0].toUpperCase()}${block.slice(1)}`,
      method: 'put',
      url: at(path),
      headers: admin,
      body: (e: readonly SampledResponse[]) => last(e, `AdminLocationSettings_${block}`),
      status: 200,
    },
  ];
  return [
    ...pair('pickup', 'pickup-settings'),
    ...pair('pickupSlots', 'pickup-slots'),
    ...pair('delivery', 'delivery-settings'),
    ...pair('inventory', 'inventory'),
    ...pair('products', 'products'),
    { operationId: 'AdminLocationSettings_preparation', method: 'get', url: at('preparation-times/pickup'), headers: admin, status: 200 },
    {
      operationId: 'AdminLocationSettings_putPreparation',
      method: 'put',
      url: at('preparation-times/pickup'),
      headers: admin,
      body: {
        general: {
          enabled: true,
          monday: { breakpoint: { enabled: false, value: '12:00' }, before: { value: 30, format: 'minutes' }, after: { value: 1, format: 'hours' } },
        },
      },
      status: 200,
    },
    { operationId: 'AdminLocationSettings_conditional', method: 'get', url: at('conditional-activation/pickup'), headers: admin, status: 200 },
    {
      operationId: 'AdminLocationSettings_putConditional',
      method: 'put',
      url: at('conditional-activation/pickup'),
      headers: admin,
      body: { weight_price: { enabled: true, basis: 'price', condition: 'morethan', min: 1000 }, hide_checkout_method: false },
      status: 200,
    },
    { operationId: 'AdminLocationSettings_deletePreparation', method: 'delete', url: at('preparation-times/pickup'), headers: admin, status: 204 },
    { operationId: 'AdminLocationSettings_deleteConditional', method: 'delete', url: at('conditional-activation/pickup'), headers: admin, status: 204 },
  ];
}
