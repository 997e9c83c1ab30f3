import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Clock } from '@fulfil/platform';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { HoldEntity } from '@fulfil/capacity';
import { PlatformCredentialsRepository, ShopEntity } from '@fulfil/store-settings';
import { DRAFT_ORDER_CREATE, SHOP_CURRENCY } from '@fulfil/storefront-platform';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, TestClock, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';
import { DraftOrderWorker } from '../src/draft-orders/draft-order.worker';
import { DRAFT_ORDER_CREATE_SETTLE_MS } from '../src/draft-orders/draft-order.service';

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
    const calls = fake.graphqlRequests().slice(sent);
    const [call] = calls.filter((c) => c.query === DRAFT_ORDER_CREATE);
    // The shop's currency is read before the create (unless remembered from an earlier checkout).
    expect(calls.map((c) => c.query).filter((q) => q !== SHOP_CURRENCY)).toEqual([DRAFT_ORDER_CREATE]);
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
          { title: 'Bacon (Burger)', originalUnitPriceWithCurrency: { amount: '2.00', currencyCode: 'USD' }, quantity: 2 },
        ],
        customAttributes: [
          { key: 'Checkout-Method', value: 'pickup' },
          { key: 'Pickup-Location-Id', value: String(ids.restaurant('midtown')) },
          { key: 'Pickup-Date', value: THURSDAY },
          { key: 'Pickup-Slot-Id', value: String(ids.slot('midtown/pickup/thursday/12:00')) },
          { key: 'Reservation-Id', value: String(reservationId) },
          // readable, for the merchant's order page (the storefront picker's rule)
          { key: 'Pickup-Location', value: 'Eats Midtown' },
          { key: 'Pickup-Time', value: '12:00–12:30 EDT' },
        ],
        shippingLine: { title: `Pickup at Eats Midtown, ${THURSDAY} 12:00`, priceWithCurrency: { amount: '0.00', currencyCode: 'USD' } },
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

  /** The draft orders on the fake carrying a checkout's reference (its id tag). */
  const draftsOf = (checkoutId: string) => fake.draftOrders.filter((d) => (d.input.tags ?? []).includes(checkoutId));
  /** Waits (real time) until `done`, at most `ms`. */
  const until = async (done: () => boolean, ms = 10_000) => {
    for (const end = Date.now() + ms; !done() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(done()).toBe(true);
  };
  /** A checkout that goes through, so the shop's currency is remembered before a test's failure switch. */
  const rememberCurrency = () => checkout(burgerAt('18:00')).expect(201);

  it('a create slower than the client timeout is waited for, not repeated: exactly one draft order per checkout over 10 checkouts', async () => {
    await rememberCurrency();
    const worker = app.get(DraftOrderWorker);
    const before = fake.draftOrders.length;
    // Each create is executed 5 s after it arrived, long after the client's 1 s timeout.
    fake.delayResponses(5000);
    const started = Date.now();
    const posted = await Promise.all(Array.from({ length: 10 }, () => checkout(burgerAt('18:00'))));
    // The platform answers at once again while those creates are still under way.
    fake.delayResponses(0);
    expect(posted.map((r) => [r.status, r.body.status])).toEqual(Array.from({ length: 10 }, () => [201, 'pending']));
    const ids = posted.map((r) => r.body.id as string);
    clock.advanceMinutes(0.5); // due again, well within the create's settle window
    try {
      // The retry runs before any first create has landed: it searches, finds nothing, and does not create.
      expect(fake.draftOrders.length - before).toBe(0);
      expect(await worker.runOnce()).toEqual({ claimed: 10, created: 0, pending: 10, failed: 0 });
      expect(Date.now() - started).toBeLessThan(5000);
      await until(() => fake.draftOrders.length - before >= 10);
      clock.advanceMinutes(0.5);
      expect(await worker.runOnce()).toEqual({ claimed: 10, created: 10, pending: 0, failed: 0 });
      clock.advanceMs(DRAFT_ORDER_CREATE_SETTLE_MS); // long past the settle window: nothing is left, nothing is created again
      expect((await worker.runOnce()).claimed).toBe(0);
      expect(fake.draftOrders.length - before).toBe(10);
      for (const id of ids) {
        const [draft, ...more] = draftsOf(id);
        expect(more).toEqual([]);
        const res = await get(id).expect(200);
        expect(res.body).toMatchObject({ status: 'ready', draft_order_id: draft.id, checkout_url: draft.invoiceUrl });
      }
    } finally {
      clock.advanceMinutes(-1);
      clock.advanceMs(-DRAFT_ORDER_CREATE_SETTLE_MS);
    }
  }, 30_000);

  it('an unreadable 200 to the create (a proxy page) keeps the checkout pending and its place held; the retry makes exactly one draft order (4 of 4)', async () => {
    await rememberCurrency();
    const worker = app.get(DraftOrderWorker);
    const before = fake.draftOrders.length;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      fake.failNext(1, 'garbage');
      const res = await checkout(burgerAt('18:00')).expect(201);
      expect(res.body).toMatchObject({ status: 'pending', failure_code: null, checkout_url: null });
      const row = await db.dataSource.query('SELECT reservation_id, last_error FROM checkouts WHERE id = ?', [res.body.id]);
      expect(row[0].last_error).toContain('bad_response');
      expect((await reservation(Number(row[0].reservation_id))).status).toBe('held');
      ids.push(res.body.id);
    }
    expect(fake.draftOrders.length - before).toBe(0); // the proxy answered: no create reached the platform
    clock.advanceMinutes(0.5);
    try {
      // Within the settle window the retry only searches (the create might still land).
      expect(await worker.runOnce()).toEqual({ claimed: 4, created: 0, pending: 4, failed: 0 });
      clock.advanceMs(DRAFT_ORDER_CREATE_SETTLE_MS);
      expect(await worker.runOnce()).toEqual({ claimed: 4, created: 4, pending: 0, failed: 0 });
      for (const id of ids) {
        expect(draftsOf(id)).toHaveLength(1);
        await get(id)
          .expect(200)
          .expect((r) => expect(r.body).toMatchObject({ status: 'ready', checkout_url: draftsOf(id)[0].invoiceUrl }));
      }
    } finally {
      clock.advanceMinutes(-0.5);
      clock.advanceMs(-DRAFT_ORDER_CREATE_SETTLE_MS);
    }
  });

  it('a draft order answered without invoiceUrl is read again until it has one: ready with it, one draft order, the place held meanwhile', async () => {
    await rememberCurrency();
    const before = fake.draftOrders.length;
    // create (null), read (null): the request's 2 attempts; the worker's search (null), read (null), read (the URL)
    fake.answerWithoutInvoiceUrl(4);
    const res = await checkout(burgerAt('18:00')).expect(201);
    expect(res.body).toMatchObject({ status: 'pending', checkout_url: null, failure_code: null });
    const row = await db.dataSource.query('SELECT reservation_id, last_error FROM checkouts WHERE id = ?', [res.body.id]);
    expect(row[0].last_error).toContain('incomplete');
    expect((await reservation(Number(row[0].reservation_id))).status).toBe('held');
    clock.advanceMinutes(0.5);
    try {
      expect(await app.get(DraftOrderWorker).runOnce()).toEqual({ claimed: 1, created: 1, pending: 0, failed: 0 });
    } finally {
      clock.advanceMinutes(-0.5);
    }
    expect(fake.draftOrders.length - before).toBe(1);
    const [draft] = draftsOf(res.body.id);
    await get(res.body.id)
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ status: 'ready', draft_order_id: draft.id, checkout_url: draft.invoiceUrl }));
  });

  it("fails CURRENCY_MISMATCH, naming both currencies, and frees the place when the platform shop sells in another currency than the store's", async () => {
    const euroShop = 'eats-euro.myshopify.com';
    const euroToken = 'shpat_euro_0123456789abcdef0123456789';
    fake.addShop({ domain: euroShop, accessToken: euroToken, currencyCode: 'EUR' });
    const credentials = app.get(PlatformCredentialsRepository);
    await credentials.put(shopId, euroShop, euroToken);
    try {
      const sent = fake.graphqlRequests().length;
      const res = await checkout(burgerAt('19:00')).expect(201);
      expect(res.body).toMatchObject({ status: 'failed', failure_code: 'CURRENCY_MISMATCH', currency_code: 'USD', checkout_url: null, draft_order_id: null });
      // The currency was read (twice: a mismatch is read again before it counts); nothing was sent to create.
      expect(
        fake
          .graphqlRequests()
          .slice(sent)
          .map((c) => c.query),
      ).toEqual([SHOP_CURRENCY, SHOP_CURRENCY]);
      const row = await db.dataSource.query('SELECT reservation_id, last_error FROM checkouts WHERE id = ?', [res.body.id]);
      expect(row[0].last_error).toMatch(/^currency_mismatch: .*USD.*EUR/);
      expect((await reservation(Number(row[0].reservation_id))).status).toBe('released');
      await get(res.body.id)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ status: 'failed', failure_code: 'CURRENCY_MISMATCH' }));
      // Once the platform shop sells in the store's currency, the remembered EUR is read again: the (freed) place goes to a draft order.
      fake.setShopCurrency(euroShop, 'USD');
      const again = await checkout(burgerAt('19:00')).expect(201);
      expect(again.body).toMatchObject({ status: 'ready', failure_code: null });
      expect(fake.lastDraftOrder()).toMatchObject({ shop: euroShop });
      expect(fake.lastDraftOrder().input.shippingLine?.priceWithCurrency).toEqual({ amount: '0.00', currencyCode: 'USD' });
    } finally {
      await credentials.put(shopId, SHOP, TOKEN);
    }
  });

  it('sends no deprecated money field: custom lines and the shipping line carry MoneyInput in the shop currency', async () => {
    const res = await checkout(burgerAt('18:00')).expect(201);
    const [draft] = draftsOf(res.body.id);
    const input = draft.input as unknown as { lineItems: Array<Record<string, unknown>>; shippingLine: Record<string, unknown> };
    for (const line of input.lineItems) expect(line).not.toHaveProperty('originalUnitPrice');
    expect(input.shippingLine).not.toHaveProperty('price');
    expect(input.lineItems.filter((l) => l['variantId'] === undefined)).toEqual([
      { title: 'Bacon (Burger)', originalUnitPriceWithCurrency: { amount: '2.00', currencyCode: 'USD' }, quantity: 2 },
    ]);
  });
});
