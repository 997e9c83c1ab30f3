import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { FuzzTarget, listeningAddress } from '@fulfil/platform/testing';
import { GeoService } from '@fulfil/storefront';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { createWidgetApp, eatsIds, seedEats, SHOP, widgetConfig } from './support';

/** widget-api running for a fuzz run, and how to stop it. */
export interface RunningFuzzTarget {
  target: FuzzTarget;
  app: INestApplication;
  close(): Promise<void>;
}

/**
 * Starts widget-api exactly as production does (createTestApp, the shared bootstrap) on a
 * fresh SQLite database holding the test restaurant shop, listening on loopback, and
 * describes it for `runFuzz`: its OpenAPI document (`GET /openapi.json`) and the ids that
 * exist, so a share of the requests reaches the checks behind the lookups. Used by
 * `test/fuzz.e2e-spec.ts` and by `npm run fuzz` (tools/scripts/fuzz.ts).
 */
export async function startWidgetFuzzTarget(): Promise<RunningFuzzTarget> {
  const db: TestDatabase = await createTestDatabase('sqlite', WIDGET_TABLE_SET);
  await seedEats(db);
  const app = await createWidgetApp(widgetConfig(db.url));
  // As main.ts does: the geocoder's data is loaded before the first request, not by it.
  app.get(GeoService).preload();
  const ids = await eatsIds(app);
  const restaurants = ['midtown', 'mission', 'brooklyn', 'warehouse'].map((r) => ids.restaurant(r));
  const document = (await request(app.getHttpServer()).get('/openapi.json').expect(200)).body;
  return {
    app,
    target: {
      name: 'widget-api',
      address: await listeningAddress(app),
      document,
      examples: {
        shop: [SHOP],
        restaurant: restaurants,
        restaurant_id: restaurants,
        menu: ['lunch', 'dinner', 'all-day'],
        method: ['pickup', 'delivery'],
        item_id: [ids.item('midtown/lunch/Burger'), ids.item('midtown/dinner/Steak'), ids.item('brooklyn/all-day/Soda')],
        product_id: [1001, 1002, 1003, 1004, 1005],
        options: [[ids.option('1001/Doneness/Rare')], [ids.option('1005/Sides/Fries'), ids.option('1005/Sides/Mash')]],
        slot_id: [ids.slot('midtown/pickup/thursday/11:30'), ids.slot('midtown/delivery/thursday/17:00')],
        date: ['2026-03-12', '2026-03-13', '2026-03-15'],
        query: ['10001', '40.75,-73.99', 'Brooklyn, NY'],
        delivery_address: ['10001', '11201'],
        locale: ['en', 'fr', 'fr-CA'],
        include_restaurants: ['true', 'false'],
      },
    },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
