import { Logger } from '@nestjs/common';
import { importStore, PlatformCredentialsRepository, StoreReader, validateStoreConfig } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { WebhookWorker } from '../src/fulfilment/webhooks/webhook.worker';
import { RACE_SECRET, RACE_SHOP, raceStore } from './fixtures';
import { locationId, Running, startApp } from './support';

type Attributes = Record<string, string>;

/** A second shop on the same database, with the same webhook secret (shop/redact must leave RACE_SHOP alone). */
const OTHER_SHOP = 'other-race.myshopify.com';
const TOKEN = 'shpat_0123456789abcdef0123456789abcdef';

/*
 * The storefront platform's webhooks beyond order create/update/cancel (docs/privacy.md,
 * "Webhook intake"): bodies of several MB, duplicate deliveries dropped by
 * X-Shopify-Webhook-Id, the durable queue, orders/delete, app/uninstalled and the three
 * privacy webhooks, and the signature on every topic. The app's own worker timer is off
 * (WEBHOOK_WORKER_INTERVAL_MS=0): work is done by the request (within WEBHOOK_INLINE_MS)
 * or by an explicit worker pass.
 */
describeEachEngine('platform webhooks: intake, queue, uninstall and privacy', (engine) => {
  let r: Running;
  let loc: number;
  let slot: { limit1: number; limit2: number };
  let shopId: number;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [raceStore()], env: { WEBHOOK_WORKER_INTERVAL_MS: '0' } });
    await importStore(r.db.dataSource, validateStoreConfig(raceStore(OTHER_SHOP)));
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const rules = await (await r.app.get(StoreReader).forShop(RACE_SHOP))?.pickupRules(loc);
    const find = (limit: number) => Number(rules?.slots.find((s) => s.day_of_week === 'tuesday' && s.limit === limit)?.id);
    slot = { limit1: find(1), limit2: find(2) };
    shopId = await shopIdOf(RACE_SHOP);
  }, 60_000);
  afterAll(() => r?.close());

  async function shopIdOf(domain: string): Promise<number> {
    return Number((await r.db.dataSource.query('SELECT id FROM shops WHERE domain = ?', [domain]))[0].id);
  }
  const pickupAttrs = (date: string, slotId: number): Attributes => ({
    'Checkout-Method': 'pickup',
    'Pickup-Location-Id': String(loc),
    'Pickup-Date': date,
    'Pickup-Slot-Id': String(slotId),
  });
  const order = (id: number, attributes: Attributes, extra: Record<string, unknown> = {}) => ({
    id,
    updated_at: '2026-03-09T10:00:00-05:00',
    cancelled_at: null,
    note_attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    ...extra,
  });
  const send = (path: string, body: unknown, options: { shop?: string; webhookId?: string; secret?: string; app?: Running } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const req = (options.app ?? r)
      .http()
      .post(`/v1.0/webhooks/${path}`)
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Shop-Domain', options.shop ?? RACE_SHOP)
      .set('X-Shopify-Hmac-Sha256', signWebhook(raw, options.secret ?? RACE_SECRET));
    if (options.webhookId) req.set('X-Shopify-Webhook-Id', options.webhookId);
    return req.send(raw);
  };
  const reserve = (date: string, slotId: number) =>
    r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'pickup', locationId: loc, date, slotId });
  const count = async (sql: string, params: unknown[]) => Number((await r.db.dataSource.query(sql, params))[0].n);
  const orderCount = (externalId: string, shop = shopId) =>
    count('SELECT COUNT(*) AS n FROM orders WHERE shop_id = ? AND external_order_id = ?', [shop, externalId]);

  it('counts a 2 MB order with many line items, answers a 6 MB one 413 PAYLOAD_TOO_LARGE, and keeps 100 kB elsewhere', async () => {
    const item = (i: number) => ({
      id: 10_000 + i,
      title: `Catering tray ${i}`,
      quantity: 1,
      price: '12.00',
      sku: `TRAY-${i}`,
      properties: [{ name: 'Note', value: 'x'.repeat(120) }],
    });
    const big = (bytes: number) => {
      const size = JSON.stringify(item(0)).length + 1;
      const items = Array.from({ length: Math.ceil(bytes / size) + 1 }, (_, i) => item(i));
      return order(1001, pickupAttrs('2026-03-10', slot.limit1), { line_items: items });
    };
    const twoMb = JSON.stringify(big(2 * 1024 * 1024));
    expect(twoMb.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await send('orders/create', twoMb).expect(200)).body).toMatchObject({ result: 'created', order_id: expect.any(Number) });
    expect(await orderCount('1001')).toBe(1);
    expect((await reserve('2026-03-10', slot.limit1).expect(409)).body.code).toBe('SLOT_FULL');

    const sixMb = JSON.stringify(big(6 * 1024 * 1024));
    const refused = await send('orders/create', sixMb).expect(413);
    expect(refused.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(refused.headers['content-type']).toContain('application/problem+json');
    // Other routes keep BODY_LIMIT (100 kB).
    const padded = { method: 'pickup', locationId: loc, date: '2026-03-17', slotId: slot.limit2, pad: 'x'.repeat(200_000) };
    expect((await r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send(padded).expect(413)).body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('drops a duplicate delivery by X-Shopify-Webhook-Id: answered 200 duplicate, the work done once', async () => {
    // No updated_at: without deduplication, the redelivered create would move the order back to 2026-03-17.
    const created = order(1002, pickupAttrs('2026-03-17', slot.limit2), { updated_at: undefined });
    const moved = order(1002, pickupAttrs('2026-03-24', slot.limit2), { updated_at: undefined });
    expect((await send('orders/create', created, { webhookId: 'b54557e4-0001' }).expect(200)).body).toMatchObject({ result: 'created' });
    expect((await send('orders/updated', moved, { webhookId: 'b54557e4-0002' }).expect(200)).body).toMatchObject({ result: 'updated' });
    expect((await send('orders/create', created, { webhookId: 'b54557e4-0001' }).expect(200)).body).toEqual({
      result: 'duplicate',
      order_id: null,
      reservation: null,
    });
    const [row] = await r.db.dataSource.query('SELECT date FROM orders WHERE shop_id = ? AND external_order_id = ?', [shopId, '1002']);
    expect(row.date).toBe('2026-03-24');
    expect(await count('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE webhook_id = ?', ['b54557e4-0001'])).toBe(1);
    // The same id from another shop is another delivery.
    const other = await send('orders/create', order(1002, {}), { shop: OTHER_SHOP, webhookId: 'b54557e4-0001' }).expect(200);
    expect(other.body.result).toBe('ignored');
  });

  it('refuses a malformed X-Shopify-Webhook-Id with 400 naming the header, queueing nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM webhook_deliveries', []);
    const res = await send('orders/create', order(1003, {}), { webhookId: 'not an id!' }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'X-Shopify-Webhook-Id' })] });
    expect(await count('SELECT COUNT(*) AS n FROM webhook_deliveries', [])).toBe(before);
  });

  it('stores no more of an order than its id, updated_at, fulfilment attributes, name, shopper and item count, and drops even that once done', async () => {
    await send(
      'orders/create',
      order(1004, { ...pickupAttrs('2026-03-31', slot.limit2), 'Gift-Message': 'Happy birthday Ann' }, { email: 'ann@example.com' }),
      {
        webhookId: 'payload-1004',
      },
    ).expect(200);
    const [row] = await r.db.dataSource.query('SELECT payload, status, order_ref FROM webhook_deliveries WHERE webhook_id = ?', ['payload-1004']);
    expect(row).toMatchObject({ payload: null, status: 'done', order_ref: '1004' });
  });

  it('orders/delete ({id}) stops the order counting, like a cancel', async () => {
    await send('orders/create', order(1010, pickupAttrs('2026-04-07', slot.limit1))).expect(200);
    await reserve('2026-04-07', slot.limit1).expect(409);
    expect((await send('orders/delete', { id: 1010 }).expect(200)).body).toMatchObject({ result: 'updated', order_id: expect.any(Number) });
    const [row] = await r.db.dataSource.query('SELECT status FROM orders WHERE shop_id = ? AND external_order_id = ?', [shopId, '1010']);
    expect(row.status).toBe('cancelled');
    await reserve('2026-04-07', slot.limit1).expect(201);
    expect((await send('orders/delete', { id: 99999 }).expect(200)).body).toMatchObject({ result: 'ignored', reason: expect.stringContaining('no order') });
    expect((await send('orders/delete', { name: '#1010' }).expect(400)).body.errors[0].field).toBe('id');
  });

  it("app/uninstalled deletes the shop's platform credentials (no more draft orders)", async () => {
    const credentials = r.app.get(PlatformCredentialsRepository);
    await credentials.put(shopId, RACE_SHOP, TOKEN);
    expect(await credentials.has(shopId)).toBe(true);
    const res = await send('app/uninstalled', { id: 548380009, name: 'Race', myshopify_domain: RACE_SHOP }, { webhookId: 'uninstall-1' }).expect(200);
    expect(res.body).toEqual({ result: 'processed', topic: 'app/uninstalled', delivery_id: expect.any(Number), removed: { platform_credentials: 1 } });
    expect(await credentials.has(shopId)).toBe(false);
    expect(await credentials.status(shopId)).toEqual({ configured: false, updated_at: null });
  });

  it('customers/data_request reports and logs what is held about the requested orders, and nothing about others', async () => {
    await send(
      'orders/create',
      order(2001, pickupAttrs('2026-04-14', slot.limit2), {
        name: '#2001',
        customer: { first_name: 'John', last_name: 'Smith' },
        line_items: [{ quantity: 2 }],
      }),
    ).expect(200);
    await send('orders/create', order(2002, { 'Checkout-Method': 'shipping', 'Shipping-Date': '2026-04-14' })).expect(200);
    await send('orders/create', order(2003, pickupAttrs('2026-04-14', slot.limit2))).expect(200);
    const logged = jest.spyOn(Logger.prototype, 'log');
    try {
      const res = await send('customers/data_request', {
        shop_id: 954889,
        shop_domain: RACE_SHOP,
        orders_requested: [2001, 2002, 2999],
        customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
        data_request: { id: 9999 },
      }).expect(200);
      expect(res.body).toMatchObject({ result: 'processed', topic: 'customers/data_request' });
      const report = res.body.report;
      expect(report).toEqual({
        customer_id: '191167',
        data_request_id: '9999',
        orders: [
          {
            external_order_id: '2001',
            method: 'pickup',
            location_id: loc,
            date: '2026-04-14',
            slot_id: slot.limit2,
            status: 'active',
            order_name: '#2001',
            customer_name: 'John Smith',
            item_count: 2,
            recorded_at: expect.any(String),
          },
          {
            external_order_id: '2002',
            method: 'shipping',
            location_id: null,
            date: '2026-04-14',
            slot_id: null,
            status: 'active',
            order_name: null,
            customer_name: null,
            item_count: null,
            recorded_at: expect.any(String),
          },
        ],
        orders_not_held: ['2999'],
        queued_deliveries: 0,
      });
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ topic: 'customers/data_request', data_request_id: '9999', orders: report.orders }),
        expect.any(String),
      );
    } finally {
      logged.mockRestore();
    }
    // The stored delivery keeps counts, not the report.
    const [row] = await r.db.dataSource.query("SELECT result, payload FROM webhook_deliveries WHERE topic = 'customers/data_request'");
    expect(row.payload).toBeNull();
    expect(JSON.parse(row.result).report).toEqual({ orders: 2, orders_not_held: 1 });
  });

  it("customers/redact unlinks that customer's orders (still counting) and leaves other customers' orders alone", async () => {
    const person = { customer: { first_name: 'Jane', last_name: 'Doe' }, shipping_address: { name: 'Jane Doe' }, line_items: [{ quantity: 3 }] };
    await send('orders/create', order(3001, pickupAttrs('2026-03-17', slot.limit1), { name: '#3001', ...person })).expect(200);
    await send('orders/create', order(3002, pickupAttrs('2026-04-21', slot.limit2), { name: '#3002', ...person })).expect(200);
    const details = (where: string) =>
      r.db.dataSource.query(`SELECT order_name, customer_name, item_count FROM orders WHERE shop_id = ? AND ${where} ORDER BY id`, [shopId]);
    expect(await details("external_order_id = '3001'")).toEqual([{ order_name: '#3001', customer_name: 'Jane Doe', item_count: 3 }]);
    const res = await send('customers/redact', {
      shop_id: 954889,
      shop_domain: RACE_SHOP,
      customer: { id: 191168, email: 'jane@example.com', phone: '555-625-1200' },
      orders_to_redact: [3001, 2001],
    }).expect(200);
    expect(res.body).toMatchObject({ result: 'processed', topic: 'customers/redact', removed: { orders: 2 } });
    expect(await orderCount('3001')).toBe(0);
    expect(await orderCount('2001')).toBe(0);
    expect(await orderCount('3002')).toBe(1);
    expect(await orderCount('2002')).toBe(1);
    // The redacted orders name no one (their item count stays); another order of the same name is untouched.
    expect(await details(`external_order_id LIKE 'redacted-%'`)).toEqual([
      { order_name: null, customer_name: null, item_count: 2 },
      { order_name: null, customer_name: null, item_count: 3 },
    ]);
    expect(await details("external_order_id = '3002'")).toEqual([{ order_name: '#3002', customer_name: 'Jane Doe', item_count: 3 }]);
    expect(await count("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE order_ref IN ('3001', '2001')", [])).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE order_ref = '3002'", [])).toBe(1);
    // The anonymised order still holds its place: no oversold slot.
    await reserve('2026-03-17', slot.limit1).expect(409);
    const again = await send('customers/data_request', { shop_domain: RACE_SHOP, orders_requested: [3001], customer: { id: 191168 } }).expect(200);
    expect(again.body.report).toMatchObject({ orders: [], orders_not_held: ['3001'] });
  });

  it('refuses privacy bodies the platform does not send, naming the field', async () => {
    expect((await send('customers/redact', { shop_domain: RACE_SHOP, customer: { id: 1 } }).expect(400)).body.errors[0].field).toBe('orders_to_redact');
    expect((await send('customers/redact', { orders_to_redact: [1, -2] }).expect(400)).body.errors[0].field).toBe('orders_to_redact[1]');
    expect((await send('customers/data_request', { orders_requested: 'all' }).expect(400)).body.errors[0].field).toBe('orders_requested');
    expect((await send('shop/redact', { shop_domain: OTHER_SHOP }).expect(400)).body.errors[0]).toMatchObject({ field: 'shop_domain', rule: 'matchesShop' });
  });

  it("shop/redact deletes the shop's orders, holds, keys, deliveries and credentials, keeps its settings and other shops' data", async () => {
    const other = await shopIdOf(OTHER_SHOP);
    const otherLoc = await locationId(r.db, OTHER_SHOP, 'race-1');
    const otherSlot = Number(
      (await (await r.app.get(StoreReader).forShop(OTHER_SHOP))?.pickupRules(otherLoc))?.slots.find((s) => s.day_of_week === 'tuesday' && s.limit === 2)?.id,
    );
    const otherAttrs = {
      'Checkout-Method': 'pickup',
      'Pickup-Location-Id': String(otherLoc),
      'Pickup-Date': '2026-03-10',
      'Pickup-Slot-Id': String(otherSlot),
    };
    await send('orders/create', order(4001, otherAttrs), { shop: OTHER_SHOP, webhookId: 'other-4001' }).expect(200);
    await r
      .http()
      .post(`/v1.0/reservations?shop=${OTHER_SHOP}`)
      .set('Idempotency-Key', 'other-key-1')
      .send({ method: 'pickup', locationId: otherLoc, date: '2026-03-10', slotId: otherSlot })
      .expect(201);
    await r.app.get(PlatformCredentialsRepository).put(other, OTHER_SHOP, TOKEN);
    const raceOrders = await count('SELECT COUNT(*) AS n FROM orders WHERE shop_id = ?', [shopId]);
    const raceDeliveries = await count('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE shop_id = ?', [shopId]);
    expect(raceOrders).toBeGreaterThan(0);

    const res = await send('shop/redact', { shop_id: 954889, shop_domain: OTHER_SHOP }, { shop: OTHER_SHOP, webhookId: 'shop-redact-1' }).expect(200);
    expect(res.body).toMatchObject({
      result: 'processed',
      topic: 'shop/redact',
      // Two deliveries before this one: the duplicate test's and the order above.
      removed: { orders: 1, reservations: 1, idempotency_keys: 1, webhook_deliveries: 2, platform_credentials: 1 },
    });
    for (const table of ['orders', 'reservations', 'idempotency_keys'])
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE shop_id = ?`, [other])).toBe(0);
    // Only the redact delivery itself remains (its id drops a duplicate of it), without payload.
    expect(await r.db.dataSource.query('SELECT webhook_id, payload FROM webhook_deliveries WHERE shop_id = ?', [other])).toEqual([
      { webhook_id: 'shop-redact-1', payload: null },
    ]);
    expect(await r.app.get(PlatformCredentialsRepository).has(other)).toBe(false);
    // The store settings stay (docs/privacy.md), and the other shop is untouched.
    expect(await count('SELECT COUNT(*) AS n FROM locations WHERE shop_id = ?', [other])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE shop_id = ?', [shopId])).toBe(raceOrders);
    expect(await count('SELECT COUNT(*) AS n FROM webhook_deliveries WHERE shop_id = ?', [shopId])).toBe(raceDeliveries);
  });

  it('requires the signature on every topic (401 WEBHOOK_SIGNATURE_INVALID), queueing nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM webhook_deliveries', []);
    const topics = [
      'orders/create',
      'orders/updated',
      'orders/cancelled',
      'orders/delete',
      'app/uninstalled',
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ];
    const body = { id: 5001, shop_domain: RACE_SHOP, orders_requested: [5001], orders_to_redact: [5001] };
    for (const topic of topics) {
      const wrong = await send(topic, body, { secret: 'not-the-secret' }).expect(401);
      expect([topic, wrong.body.code]).toEqual([topic, 'WEBHOOK_SIGNATURE_INVALID']);
      const unsigned = await r
        .http()
        .post(`/v1.0/webhooks/${topic}`)
        .set('Content-Type', 'application/json')
        .set('X-Shopify-Shop-Domain', RACE_SHOP)
        .send(body);
      expect([topic, unsigned.status, unsigned.body.code]).toEqual([topic, 401, 'WEBHOOK_SIGNATURE_INVALID']);
    }
    expect(await count('SELECT COUNT(*) AS n FROM webhook_deliveries', [])).toBe(before);
  });

  it('loses nothing: a webhook accepted while no worker runs is applied by the worker after a restart', async () => {
    // An instance that answers at once and has no worker (WEBHOOK_INLINE_MS=0, timer off): it stops right after its 200.
    const first = await startApp(engine, { db: r.db, env: { WEBHOOK_INLINE_MS: '0', WEBHOOK_WORKER_INTERVAL_MS: '0' } });
    let accepted;
    try {
      accepted = await send('orders/create', order(6001, pickupAttrs('2026-03-24', slot.limit1)), { app: first, webhookId: 'queued-6001' }).expect(200);
    } finally {
      await first.close();
    }
    expect(accepted.body).toEqual({ result: 'queued', order_id: null, reservation: null });
    expect(await orderCount('6001')).toBe(0);
    const [queued] = await r.db.dataSource.query('SELECT status, payload FROM webhook_deliveries WHERE webhook_id = ?', ['queued-6001']);
    expect(queued.status).toBe('queued');
    expect(JSON.parse(queued.payload).order).toMatchObject({ id: '6001', attributes: expect.arrayContaining([['pickup-date', '2026-03-24']]) });

    const restarted = await startApp(engine, { db: r.db, env: { WEBHOOK_WORKER_INTERVAL_MS: '0' } });
    try {
      expect(await restarted.app.get(WebhookWorker).runOnce()).toEqual({ claimed: 1, done: 1, retry: 0, failed: 0 });
      expect(await restarted.app.get(WebhookWorker).runOnce()).toEqual({ claimed: 0, done: 0, retry: 0, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect(await orderCount('6001')).toBe(1);
    await reserve('2026-03-24', slot.limit1).expect(409);
    // Redelivered after the restart: dropped.
    expect((await send('orders/create', order(6001, pickupAttrs('2026-03-24', slot.limit1)), { webhookId: 'queued-6001' }).expect(200)).body.result).toBe(
      'duplicate',
    );
  });
});
