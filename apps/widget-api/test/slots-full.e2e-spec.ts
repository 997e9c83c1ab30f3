/* eslint-disable @typescript-eslint/no-explicit-any -- the test narrows one restaurant of a parsed store file */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { importStore, validateStoreConfig } from '@fulfil/store-settings';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { eatsStore } from './eats-store';
import { createWidgetApp, eatsIds, EatsIds, widgetConfig } from './support';

const SHOP = 'full-slots.myshopify.com';
const THURSDAY = '2026-03-12';

/**
 * A date whose every slot is taken is not selectable: the slots endpoint says so as
 * fulfilment-api's calendar does by listing the date in `disabled` (both read the one
 * capacity count of @fulfil/store-settings). The slots stay listed, with 0 places left.
 */
describeEachEngine('GET /restaurant/{restaurant}/slots when every slot of the date is taken', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    const file = eatsStore(SHOP) as any;
    const midtown = file.locations.find((l: any) => l.external_id === 'midtown');
    midtown.pickup.slots = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
      day_of_week: day,
      available_from: '19:00',
      available_until: '19:30',
      limited: true,
      limit: 1,
    }));
    await importStore(db.dataSource, validateStoreConfig(file));
    app = await createWidgetApp(widgetConfig(db.url));
    ids = await eatsIds(app, SHOP);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('turns selectable false once the last place is taken', async () => {
    const slots = () =>
      http()
        .get(`/restaurant/${ids.restaurant('midtown')}/slots`)
        .query({ shop: SHOP, method: 'pickup', date: THURSDAY })
        .expect(200);
    expect((await slots()).body).toMatchObject({ selectable: true, slots: [{ from: '19:00', remaining: 1, available: true }] });
    await http()
      .post('/checkouts')
      .query({ shop: SHOP })
      .send({
        method: 'pickup',
        restaurant_id: ids.restaurant('midtown'),
        date: THURSDAY,
        slot_id: ids.slot('midtown/pickup/thursday/19:00'),
        items: [{ item_id: ids.item('midtown/dinner/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
      })
      .expect(201);
    expect((await slots()).body).toMatchObject({ selectable: false, date_only: false, slots: [{ from: '19:00', remaining: 0, available: false }] });
  });
});
