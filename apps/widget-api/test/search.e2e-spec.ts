import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { OrderEntity } from '@fulfil/capacity';
import { importStore, StoreWriter, validateStoreConfig } from '@fulfil/store-settings';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { eatsStore } from './eats-store';
import { Clock } from '@fulfil/platform';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, TestClock, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

type Hit = { name: string; distance: number; accepting_orders: boolean; next_available: { date: string; time: string | null; at: string | null } | null };

describeEachEngine('POST /search', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  // The search reuses capacity counts for SEARCH_CAPACITY_CACHE_MS on the monotonic clock and
  // on the request's now (docs/scaling.md, "Capacity counters and the locks"): the suite
  // takes the longest window (10 s, never passed by accident) and moves `now` to pass it.
  const clock = new TestClock();
  const http = () => request(app.getHttpServer());
  const search = (body: object, shop = SHOP) => http().post('/search').query({ shop }).send(body);
  const names = (hits: Hit[]) => hits.map((h) => h.name);

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    await seedEats(db, 'postal.myshopify.com', { validationMode: 'postal_code' });
    await seedEats(db, 'city.myshopify.com', { validationMode: 'city' });
    // A shop whose San Francisco restaurant allows no date at all.
    const closed = eatsStore('closed.myshopify.com') as { locations: { external_id: string; pickup: Record<string, unknown> }[] };
    for (const l of closed.locations) if (l.external_id === 'mission') l.pickup.allow_list_mode = true;
    await importStore(db.dataSource, validateStoreConfig(closed));
    await seedEats(db, 'instant.myshopify.com');
    await seedEats(db, 'edited.myshopify.com');
    app = await createWidgetApp(widgetConfig(db.url, { SEARCH_CAPACITY_CACHE_MS: '10000' }), [{ provide: Clock, useValue: clock }]);
    ids = await eatsIds(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('lists pickup restaurants nearest first with distance, accepting-orders state and next available time', async () => {
    const res = await search({ query: '10001', method: 'pickup' }).expect(200);
    expect(res.body).toMatchObject({ method: 'pickup', unit: 'kilometers', origin: { query: '10001', kind: 'postal_code', postal_code: '10001' } });
    expect(names(res.body.restaurants)).toEqual(['Eats Midtown', 'Eats Brooklyn', 'Eats Mission']);
    const [midtown, brooklyn, mission] = res.body.restaurants as Hit[];
    expect(midtown).toMatchObject({ id: ids.restaurant('midtown'), is_pickup_enabled: true, timezone: 'America/New_York', accepting_orders: true });
    expect(midtown.distance).toBeLessThan(0.5);
    expect(brooklyn.distance).toBeGreaterThan(5);
    expect(brooklyn.distance).toBeLessThan(8);
    expect(mission.distance).toBeGreaterThan(4000);
    expect(Number.isInteger(midtown.distance * 100)).toBe(true);
    // Tuesday 16:00 in New York: the next slot row is 18:00; Brooklyn's hourly window gives 17:00.
    expect(midtown.next_available).toEqual({ date: '2026-03-10', time: '18:00', at: '2026-03-10T22:00:00.000Z' });
    expect(brooklyn.next_available).toEqual({ date: '2026-03-10', time: '17:00', at: '2026-03-10T21:00:00.000Z' });
    // 13:00 in San Francisco: the next half-hour slot is 13:30.
    expect(mission.next_available).toEqual({ date: '2026-03-10', time: '13:30', at: '2026-03-10T20:30:00.000Z' });
  });

  it('takes "lat,lng" and place names, and honours limit', async () => {
    const coords = await search({ query: '37.7725,-122.4147', method: 'pickup', limit: 1 }).expect(200);
    expect(coords.body.origin.kind).toBe('coordinates');
    expect(names(coords.body.restaurants)).toEqual(['Eats Mission']);
    const place = await search({ query: 'Brooklyn, NY', method: 'pickup', limit: 2 }).expect(200);
    expect(place.body.origin.kind).toBe('place');
    expect(names(place.body.restaurants)).toEqual(['Eats Brooklyn', 'Eats Midtown']);
  });

  it('lists for delivery only restaurants whose radius covers the customer', async () => {
    expect(names((await search({ query: '10001', method: 'delivery' }).expect(200)).body.restaurants)).toEqual(['Eats Midtown']);
    expect(names((await search({ query: '11201', method: 'delivery' }).expect(200)).body.restaurants)).toEqual(['Eats Brooklyn']);
    expect((await search({ query: '94103', method: 'delivery' }).expect(200)).body.restaurants).toEqual([]);
  });

  it('applies the postal-code and city validation modes', async () => {
    expect(names((await search({ query: '10001', method: 'delivery' }, 'postal.myshopify.com').expect(200)).body.restaurants)).toEqual(['Eats Midtown']);
    expect(names((await search({ query: '11201', method: 'delivery' }, 'postal.myshopify.com').expect(200)).body.restaurants)).toEqual(['Eats Brooklyn']);
    expect((await search({ query: '40.7506,-73.9973', method: 'delivery' }, 'postal.myshopify.com').expect(200)).body.restaurants).toEqual([]);
    expect(names((await search({ query: 'Brooklyn, NY', method: 'delivery' }, 'city.myshopify.com').expect(200)).body.restaurants)).toEqual(['Eats Brooklyn']);
    expect(names((await search({ query: '10001', method: 'delivery' }, 'city.myshopify.com').expect(200)).body.restaurants)).toEqual(['Eats Midtown']);
  });

  it('answers a query asked again from what it found, and anew once the shop changed', async () => {
    const shop = 'edited.myshopify.com';
    const edited = await eatsIds(app, shop);
    const first = await search({ query: '10001', method: 'pickup', limit: 2 }, shop).expect(200);
    expect(names(first.body.restaurants)).toEqual(['Eats Midtown', 'Eats Brooklyn']);
    expect((await search({ query: '10001', method: 'pickup', limit: 2 }, shop).expect(200)).body).toEqual(first.body);
    // The merchant deletes Midtown (through this instance's writer, as fulfilment-api's admin API would).
    const shopId = (await db.dataSource.query(`SELECT id FROM shops WHERE domain = '${shop}'`))[0].id;
    await app.get(StoreWriter).deleteLocation(shopId, edited.restaurant('midtown'));
    const after = await search({ query: '10001', method: 'pickup', limit: 2 }, shop).expect(200);
    expect(names(after.body.restaurants)).toEqual(['Eats Brooklyn', 'Eats Mission']);
    expect(after.body.origin).toEqual(first.body.origin);
  });

  it('shows a checkout of this instance at once, with what was written elsewhere meanwhile', async () => {
    const shop = 'instant.myshopify.com';
    const instant = await eatsIds(app, shop);
    const before = await search({ query: '10001', method: 'delivery' }, shop).expect(200);
    expect(before.body.restaurants[0].next_available).toEqual({ date: '2026-03-10', time: '17:00', at: '2026-03-10T21:00:00.000Z' });
    // Four of the 17:00 slot's five places taken elsewhere (fulfilment-api's orders): within the window the search reuses its counts.
    const slotId = instant.slot('midtown/delivery/tuesday/17:00');
    const shopId = (await db.dataSource.query(`SELECT id FROM shops WHERE domain = '${shop}'`))[0].id;
    for (let i = 0; i < 4; i++)
      await db.dataSource.getRepository(OrderEntity).save({
        shopId,
        externalOrderId: `elsewhere-${i}`,
        method: 'delivery',
        locationId: instant.restaurant('midtown'),
        date: '2026-03-10',
        slotId,
        status: 'active',
      });
    expect((await search({ query: '10001', method: 'delivery' }, shop).expect(200)).body.restaurants[0].next_available.time).toBe('17:00');
    // The last place, through this instance: its searches count the shop again at once (all five).
    await http()
      .post('/checkouts')
      .query({ shop })
      .send({
        method: 'delivery',
        restaurant_id: instant.restaurant('midtown'),
        date: '2026-03-10',
        slot_id: slotId,
        delivery_address: '10001',
        items: [{ item_id: instant.item('midtown/dinner/Burger'), quantity: 1, options: [instant.option('1001/Doneness/Medium')] }],
      })
      .expect(201);
    const after = await search({ query: '10001', method: 'delivery' }, shop).expect(200);
    expect(after.body.restaurants[0].next_available).toEqual({ date: '2026-03-10', time: '19:00', at: '2026-03-10T23:00:00.000Z' });
  });

  it('computes the next available time with live capacity', async () => {
    const before = await search({ query: '10001', method: 'delivery' }).expect(200);
    expect(before.body.restaurants[0].next_available).toEqual({ date: '2026-03-10', time: '17:00', at: '2026-03-10T21:00:00.000Z' });
    const slotId = ids.slot('midtown/delivery/tuesday/17:00');
    const orders = db.dataSource.getRepository(OrderEntity);
    const shopId = (await db.dataSource.query(`SELECT id FROM shops WHERE domain = '${SHOP}'`))[0].id;
    for (let i = 0; i < 5; i++)
      await orders.save({
        shopId,
        externalOrderId: `full-${i}`,
        method: 'delivery',
        locationId: ids.restaurant('midtown'),
        date: '2026-03-10',
        slotId,
        status: 'active',
      });
    // Written elsewhere (as fulfilment-api's order webhook writes): reused within SEARCH_CAPACITY_CACHE_MS, counted once it passed.
    expect((await search({ query: '10001', method: 'delivery' }).expect(200)).body.restaurants[0].next_available.time).toBe('17:00');
    clock.advanceMinutes(1);
    const after = await search({ query: '10001', method: 'delivery' }).expect(200);
    expect(after.body.restaurants[0]).toMatchObject({
      accepting_orders: true,
      next_available: { date: '2026-03-10', time: '19:00', at: '2026-03-10T23:00:00.000Z' },
    });
  });

  it('reports a restaurant that offers no date as not accepting orders', async () => {
    const res = await search({ query: '94103', method: 'pickup', limit: 1 }, 'closed.myshopify.com').expect(200);
    expect(res.body.restaurants).toEqual([expect.objectContaining({ name: 'Eats Mission', accepting_orders: false, next_available: null })]);
  });

  it.each([
    ['no query', 'VALIDATION_FAILED', { method: 'pickup' }],
    ['an empty query', 'VALIDATION_FAILED', { query: '', method: 'pickup' }],
    ['a numeric query', 'VALIDATION_FAILED', { query: 10001, method: 'pickup' }],
    ['a too long query', 'VALIDATION_FAILED', { query: 'x'.repeat(201), method: 'pickup' }],
    ['shipping', 'VALIDATION_FAILED', { query: '10001', method: 'shipping' }],
    ['limit 0', 'VALIDATION_FAILED', { query: '10001', method: 'pickup', limit: 0 }],
    ['limit 51', 'VALIDATION_FAILED', { query: '10001', method: 'pickup', limit: 51 }],
    ['an unknown place', 'GEO_QUERY_UNRESOLVED', { query: 'Nowhereville Zzyzx', method: 'pickup' }],
    ['coordinates out of range', 'GEO_QUERY_UNRESOLVED', { query: '95.1,10', method: 'pickup' }],
    ['a blank query', 'GEO_QUERY_UNRESOLVED', { query: '   ', method: 'pickup' }],
  ])('answers %s with 400 %s', async (_label, code, body) => {
    const res = await search(body).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe(code);
  });

  it('answers a missing or unknown shop with 400 and 404', async () => {
    expect((await http().post('/search').send({ query: '10001', method: 'pickup' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await search({ query: '10001', method: 'pickup' }, 'nobody.myshopify.com').expect(404)).body.code).toBe('SHOP_NOT_FOUND');
  });
});
