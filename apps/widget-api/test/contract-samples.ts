import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import type { ContractSample } from '@fulfil/platform/testing';
import { importStore, validateStoreConfig } from '@fulfil/store-settings';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { createWidgetApp, eatsIds, widgetConfig } from './support';

/** The demo restaurant shop of `npm start` (demo/demo-eats.json). */
export const DEMO_EATS = 'demo-eats.myshopify.com';

/** widget-api on a fresh SQLite database holding the demo shop, built as production builds it. */
export interface DemoWidgetApp {
  app: INestApplication;
  close(): Promise<void>;
}

/** Starts widget-api on the demo restaurant shop (clock fixed at the suites' NOW: Tuesday 10 March 2026, 15:00 in Chicago). */
export async function startDemoWidgetApp(): Promise<DemoWidgetApp> {
  const db: TestDatabase = await createTestDatabase('sqlite', WIDGET_TABLE_SET);
  await importStore(db.dataSource, validateStoreConfig(JSON.parse(readFileSync(join(__dirname, '../../../demo/demo-eats.json'), 'utf8'))));
  const app = await createWidgetApp(widgetConfig(db.url));
  return {
    app,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * One call of every operation of the document on the demo shop, with the status each must
 * answer, success first and then typical errors (docs/openapi.md, "Contract tests"). The
 * contract test validates each answer against the document; `npm run openapi:examples`
 * records them as the document's examples. A new operation needs a sample here.
 */
export async function widgetContractSamples(app: INestApplication): Promise<ContractSample[]> {
  const ids = await eatsIds(app, DEMO_EATS);
  const restaurant = ids.restaurant('eats-cultural-center');
  const slot = ids.slot('eats-cultural-center/pickup/thursday/12:00');
  const burger = ids.item('eats-cultural-center/lunch/Classic Burger');
  const options = [ids.option('700201/Doneness/Medium'), ids.option('700201/Extras/Bacon')];
  const shop = `shop=${DEMO_EATS}`;
  const delivery = {
    method: 'delivery',
    restaurant_id: restaurant,
    date: '2026-03-12',
    slot_id: ids.slot('eats-cultural-center/delivery/thursday/12:00'),
    delivery_address: { address1: '78 E Washington St', address2: 'Suite 200', city: 'Chicago', postal_code: '60602', country_code: 'US', province_code: 'IL' },
    name: 'Jane Doe',
    phone: '(312) 555-0123',
    email: 'jane@example.com',
    items: [{ item_id: burger, quantity: 1, options: [options[0]] }],
  };
  const checkout = {
    method: 'pickup',
    restaurant_id: restaurant,
    date: '2026-03-12',
    slot_id: slot,
    items: [{ item_id: burger, quantity: 2, options }],
    note: 'No onions, please.',
  };
  return [
    { operationId: 'getRoot', method: 'get', url: '/', status: 200 },
    { operationId: 'getSettings', method: 'get', url: `/settings?${shop}&locale=fr`, status: 200 },
    { operationId: 'getSettings', method: 'get', url: `/settings?shop=unknown-shop.myshopify.com`, status: 404 },
    { operationId: 'getSettings', method: 'get', url: `/settings`, status: 400 },
    { operationId: 'listMenus', method: 'get', url: `/restaurant/${restaurant}/menus?${shop}`, status: 200 },
    { operationId: 'getMenu', method: 'get', url: `/restaurant/${restaurant}/menu/lunch?${shop}`, status: 200 },
    { operationId: 'getMenu', method: 'get', url: `/restaurant/${restaurant}/menu/brunch?${shop}`, status: 404 },
    { operationId: 'listSlots', method: 'get', url: `/restaurant/${restaurant}/slots?${shop}&method=pickup&date=2026-03-12`, status: 200 },
    { operationId: 'getCalendar', method: 'get', url: `/restaurant/${restaurant}/calendar?${shop}&method=pickup`, status: 200 },
    { operationId: 'getCalendar', method: 'get', url: `/restaurant/${restaurant}/calendar?${shop}&method=teleport`, status: 400 },
    { operationId: 'getProductOptions', method: 'post', url: `/product-options?${shop}`, body: { product_ids: [700201] }, status: 200 },
    { operationId: 'searchRestaurants', method: 'post', url: `/search?${shop}`, body: { query: '60601', method: 'pickup', limit: 2 }, status: 200 },
    { operationId: 'createCheckout', method: 'post', url: `/checkouts?${shop}`, body: delivery, status: 201 },
    {
      operationId: 'createCheckout',
      method: 'post',
      url: `/checkouts?${shop}`,
      body: checkout,
      headers: { 'Idempotency-Key': 'contract-sample-1' },
      status: 201,
    },
    {
      operationId: 'createCheckout',
      method: 'post',
      url: `/checkouts?${shop}`,
      body: checkout,
      headers: { 'Idempotency-Key': 'contract-sample-1' },
      status: 200,
    },
    { operationId: 'createCheckout', method: 'post', url: `/checkouts?${shop}`, body: { ...checkout, date: '2026-03-09' }, status: 422 },
    {
      operationId: 'createCheckout',
      method: 'post',
      url: `/checkouts?${shop}`,
      body: { ...delivery, delivery_address: { ...delivery.delivery_address, postal_code: '60637' } },
      status: 422,
    },
    { operationId: 'createCheckout', method: 'post', url: `/checkouts?${shop}`, body: { ...delivery, phone: '555' }, status: 400 },
    {
      operationId: 'getCheckout',
      method: 'get',
      url: (earlier) => `/checkouts/${(earlier.find((r) => r.operationId === 'createCheckout' && r.status === 201)?.body as { id: string }).id}?${shop}`,
      status: 200,
    },
    { operationId: 'getCheckout', method: 'get', url: `/checkouts/00000000-0000-4000-8000-000000000000?${shop}`, status: 404 },
  ];
}
