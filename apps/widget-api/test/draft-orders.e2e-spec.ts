import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Clock } from '@fulfil/platform';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { HoldEntity } from '@fulfil/capacity';
import { PlatformCredentialsRepository, ShopEntity } from '@fulfil/store-settings';
import { DRAFT_ORDER_CREATE } from '@fulfil/storefront-platform';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, TestClock, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { DraftOrderWorker } from '../src/draft-orders/draft-order.worker';

const THURSDAY = '2026-03-12';
const TOKEN = 'shpat_eats_0123456789abcdef0123456789';
/** Dinner burger variants exist; the fake knows every variant of the test shop except 10050 (the steak). */
const KNOWN_VARIANTS = [10010, 10020, 10030, 10040];

/**
 * Checkouts that become draft orders on the storefront platform (docs/draft-orders.md),
 * against the fake platform: the documented mutation and variables, `ready` with the
 * invoice URL, an outage (pending, the retry worker creates it once, the hold kept), a hold
 * that expires first (failed, place released), a refusal (failed, place released), and two
 * shoppers racing for the last place.
 */
describeEachEngine('draft orders', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  let shopId: number;
  const clock = new TestClock();
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }], variantIds: KNOWN_VARIANTS });
  const http = () => request(app.getHttpServer());
  const checkout = (body: object, key?: string) => {
    const req = http().post('/checkouts').query({ shop: SHOP });
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const get = (id: string) => http().get(`/checkouts/${id}`).query({ shop: SHOP });
  const burgerAt = (slot: string, extra: Record<string, unknown> = {}) => ({
    method: 'pickup',
    restaurant_id: ids.restaurant('midtown'),
    date: THURSDAY,
    slot_id: ids.slot(`midtown/pickup/thursday/${slot}`),
    items: [
      {
        item_id: ids.item(`midtown/${slot < '16:00' ? 'lunch' : 'dinner'}/Burger`),
        quantity: 2,
        options: [ids.option('1001/Doneness/Medium'), ids.option('1001/Extras/Bacon')],
      },
    ],
    ...extra,
  });
  const reservation = (id: number) => db.dataSource.getRepository(HoldEntity).findOneByOrFail({ id });

  beforeAll(async () => {
    await fake.start();
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(
      widgetConfig(db.url, {
        STOREFRONT_PLATFORM_BASE_URL: fake.url,
        STOREFRONT_PLATFORM_TIMEOUT_MS: '1000',
        DRAFT_ORDER_RETRY_INTERVAL_MS: '0',
        DRAFT_ORDER_RETRY_BASE_MS: '1000',
      }),
      [{ provide: Clock, useValue: clock }],
    );
    ids = await eatsIds(app);
    shopId = (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: SHOP })).id;
    await app.get(PlatformCredentialsRepository).put(shopId, SHOP, TOKEN);
  }, 60_000);
  afterEach(() => fake.restore());
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await fake.stop();
  });

  it('creates the draft order at once: ready, with the invoice URL, and the platform got exactly the documented variables', async () => {
    await http()
      .get('/settings')
      .query({ shop: SHOP, include_restaurants: false })
      .expect(200)
      .expect((r) => expect(r.body.is_test_mode).toBe(false));
    const sent = fake.graphqlRequests().length;
    const res = await checkout(burgerAt('12:00', { note: 'No onions', email: 'jane@example.com' })).expect(201);
    const draft = fake.lastDraftOrder();
    expect(res.body).toMatchObject({ status: 'ready', is_test_mode: false, checkout_url: draft.invoiceUrl, draft_order_id: draft.id, failure_code: null });
    const [call] = fake.graphqlRequests().slice(sent);
    const reservationId = (await db.dataSource.getRepository(HoldEntity).find({ order: { id: 'DESC' }, take: 1 }))[0].id;
    expect(call.query).toBe(DRAFT_ORDER_CREATE);
    expect(call.variables).toEqual({
      input: {
        lineItems: [
          {
            variantId: 'gid://shopify/ProductVariant/10010',
            quantity: 2,
            customAttributes: [
              { key: 'Doneness', value: 'Medium' },
              { key: 'Extras', value: 'Bacon' },
            ],
          },
          { title: 'Bacon (Burger)', originalUnitPrice: '2.00', quantity: 2 },
        ],
        customAttributes: [
          { key: 'Checkout-Method', value: 'pickup' },
          { key: 'Pickup-Location-Id', value: String(ids.restaurant('midtown')) },
          { key: 'Pickup-Date', value: THURSDAY },
          { key: 'Pickup-Slot-Id', value: String(ids.slot('midtown/pickup/thursday/12:00')) },
          { key: 'Reservation-Id', value: String(reservationId) },
        ],
        shippingLine: { title: `Pickup at Eats Midtown, ${THURSDAY} 12:00`, price: '0.00' },
        note: 'No onions',
        email: 'jane@example.com',
        tags: ['ordering-widget', res.body.id],
      },
    });
    await get(res.body.id).expect(200, res.body);
  });

  it('keeps the place and answers pending while the platform is down; the retry worker creates the draft order once', async () => {
    await fake.goDown('503');
    const res = await checkout(burgerAt('12:00'), 'outage-1').expect(201);
    expect(res.body).toMatchObject({ status: 'pending', is_test_mode: false, checkout_url: null, draft_order_id: null });
    const row = await get(res.body.id).expect(200);
    expect(row.body.status).toBe('pending');
    // Not due yet (the request's own attempt leased it): the worker leaves it alone.
    expect((await app.get(DraftOrderWorker).runOnce()).claimed).toBe(0);
    await fake.comeBack();
    clock.advanceMinutes(2);
    const drafts = fake.draftOrders.length;
    expect(await app.get(DraftOrderWorker).runOnce()).toEqual({ claimed: 1, created: 1, pending: 0, failed: 0 });
    expect(fake.draftOrders.length - drafts).toBe(1);
    const ready = await get(res.body.id).expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', checkout_url: fake.lastDraftOrder().invoiceUrl });
    // The retry of the same request tells the same.
    const replay = await checkout(burgerAt('12:00'), 'outage-1').expect(200);
    expect(replay.body).toEqual(ready.body);
    clock.advanceMinutes(-2);
  });

  it('fails the checkout and frees its place when the draft order cannot be created before the hold expires', async () => {
    await fake.goDown('refuse');
    const first = await checkout(burgerAt('19:00')).expect(201); // the 19:00 slot has ONE place
    expect(first.body.status).toBe('pending');
    await checkout(burgerAt('19:00')).expect(409); // the place is held meanwhile
    clock.advanceMinutes(16); // past the 15-minute hold
    try {
      await get(first.body.id).expect(200, { ...first.body, status: 'failed', failure_code: 'HOLD_EXPIRED' });
      expect(await app.get(DraftOrderWorker).runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      const stored = await get(first.body.id).expect(200);
      expect(stored.body).toMatchObject({ status: 'failed', failure_code: 'HOLD_EXPIRED' });
      const row = await db.dataSource.query('SELECT reservation_id FROM checkouts WHERE id = ?', [first.body.id]);
      expect((await reservation(Number(row[0].reservation_id))).status).toBe('released');
    } finally {
      clock.advanceMinutes(-16);
    }
  });

  it('fails the checkout and frees its place when the platform refuses the draft order (userErrors)', async () => {
    const steak = {
      method: 'pickup',
      restaurant_id: ids.restaurant('midtown'),
      date: THURSDAY,
      slot_id: ids.slot('midtown/pickup/thursday/18:00'),
      items: [{ item_id: ids.item('midtown/dinner/Steak'), quantity: 1, options: [ids.option('1005/Sides/Fries'), ids.option('1005/Sides/Mash')] }],
    };
    const res = await checkout(steak).expect(201);
    expect(res.body).toMatchObject({ status: 'failed', failure_code: 'PLATFORM_REJECTED', checkout_url: null });
    const row = await db.dataSource.query('SELECT reservation_id, last_error FROM checkouts WHERE id = ?', [res.body.id]);
    expect(row[0].last_error).toContain('Product variant does not exist');
    expect((await reservation(Number(row[0].reservation_id))).status).toBe('released');
  });

  it('two shoppers racing for the last place: one gets the invoice URL, the other 409 SLOT_FULL', async () => {
    const saturday = { date: '2026-03-14', slot_id: ids.slot('midtown/pickup/saturday/19:00') }; // Saturday 19:00: one place
    const [a, b] = await Promise.all([checkout(burgerAt('19:00', saturday)), checkout(burgerAt('19:00', saturday))]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const [won, lost] = a.status === 201 ? [a, b] : [b, a];
    expect(won.body).toMatchObject({ status: 'ready', checkout_url: expect.stringContaining(`${fake.url}/invoices/`) });
    expect(lost.body).toMatchObject({ code: 'SLOT_FULL', status: 409 });
  });
});
