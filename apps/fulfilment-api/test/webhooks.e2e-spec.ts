import { StoreReader } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { RACE_SECRET, RACE_SHOP, raceStore } from './fixtures';
import { BAKERY, demoFile, locationId, Running, startApp } from './support';

type Attributes = Record<string, string>;

/*
 * Order webhooks: HMAC over the raw body, idempotent by order id, ordered by updated_at;
 * orders count against slot limits, a date or slot change moves the count, a cancelled
 * order frees its place, and an order carrying a reservation id converts it.
 */
describeEachEngine('order webhooks', (engine) => {
  let r: Running;
  let loc: number;
  let slot: { limit1: number; limit2: number };

  beforeAll(async () => {
    r = await startApp(engine, { stores: [raceStore(), demoFile('demo-bakery')] });
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const rules = await (await r.app.get(StoreReader).forShop(RACE_SHOP))?.pickupRules(loc);
    const find = (limit: number) => Number(rules?.slots.find((s) => s.day_of_week === 'tuesday' && s.limit === limit)?.id);
    slot = { limit1: find(1), limit2: find(2) };
  }, 60_000);
  afterAll(() => r?.close());

  const pickupAttrs = (date: string, slotId: number, extra: Attributes = {}): Attributes => ({
    'Checkout-Method': 'pickup',
    'Pickup-Location-Id': String(loc),
    'Pickup-Date': date,
    'Pickup-Slot-Id': String(slotId),
    ...extra,
  });
  const order = (id: number, attributes: Attributes, extra: Record<string, unknown> = {}) => ({
    id,
    name: `#${id}`,
    updated_at: '2026-03-09T10:00:00-05:00',
    cancelled_at: null,
    note_attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    ...extra,
  });
  const send = (topic: string, body: unknown, options: { secret?: string; shop?: string | null; signature?: string } = {}) => {
    const raw = JSON.stringify(body);
    const req = r
      .http()
      .post(`/v1.0/webhooks/orders/${topic}`)
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Hmac-Sha256', options.signature ?? signWebhook(raw, options.secret ?? RACE_SECRET));
    if (options.shop !== null) req.set('X-Shopify-Shop-Domain', options.shop ?? RACE_SHOP);
    return req.send(raw);
  };
  const reserve = (date: string, slotId: number) =>
    r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'pickup', locationId: loc, date, slotId });
  const orderCount = async (externalId: string) =>
    Number((await r.db.dataSource.query('SELECT COUNT(*) AS n FROM orders WHERE external_order_id = ?', [externalId]))[0].n);

  it('refuses a missing or wrong signature with 401 WEBHOOK_SIGNATURE_INVALID', async () => {
    const body = order(1, pickupAttrs('2026-03-10', slot.limit1));
    expect((await send('create', body, { secret: 'wrong' }).expect(401)).body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await send('create', body, { signature: 'bm90IGEgc2lnbmF0dXJl' }).expect(401)).body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const raw = JSON.stringify(body);
    await r.http().post('/v1.0/webhooks/orders/create').set('Content-Type', 'application/json').set('X-Shopify-Shop-Domain', RACE_SHOP).send(raw).expect(401);
    expect(await orderCount('1')).toBe(0);
  });

  it('signs over the raw bytes: the same JSON re-serialised differently fails', async () => {
    const raw = JSON.stringify(order(2, pickupAttrs('2026-03-10', slot.limit2)), null, 2);
    const signature = signWebhook(JSON.stringify(JSON.parse(raw)), RACE_SECRET);
    await r
      .http()
      .post('/v1.0/webhooks/orders/create')
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Shop-Domain', RACE_SHOP)
      .set('X-Shopify-Hmac-Sha256', signature)
      .send(raw)
      .expect(401);
  });

  it('answers an unknown shop 404, a missing shop 400, a body without order id 400', async () => {
    expect((await send('create', order(3, {}), { shop: 'nobody.myshopify.com' }).expect(404)).body.code).toBe('SHOP_NOT_FOUND');
    expect((await send('create', order(3, {}), { shop: null }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await send('create', { note_attributes: [] }).expect(400)).body.errors[0].field).toBe('id');
  });

  it('takes the shop from the shop query parameter when the header is absent', async () => {
    const raw = JSON.stringify(order(4, {}));
    const res = await r
      .http()
      .post(`/v1.0/webhooks/orders/create?shop=${RACE_SHOP}`)
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Hmac-Sha256', signWebhook(raw, RACE_SECRET))
      .send(raw)
      .expect(200);
    expect(res.body).toMatchObject({ result: 'ignored', order_id: null, reason: expect.stringContaining('Checkout-Method') });
  });

  it('records an order once however often it is delivered, and counts it against the slot', async () => {
    const body = order(10, pickupAttrs('2026-03-10', slot.limit1));
    const first = await send('create', body).expect(200);
    expect(first.body).toEqual({ result: 'created', order_id: expect.any(Number), reservation: null });
    expect((await send('create', body).expect(200)).body).toMatchObject({ result: 'unchanged', order_id: first.body.order_id });
    expect((await send('updated', body).expect(200)).body).toMatchObject({ result: 'unchanged' });
    expect(await orderCount('10')).toBe(1);
    expect((await reserve('2026-03-10', slot.limit1).expect(409)).body.code).toBe('SLOT_FULL');
  });

  it('moves the count when the order changes its date, and ignores an older update', async () => {
    const moved = order(10, pickupAttrs('2026-03-17', slot.limit1), { updated_at: '2026-03-09T11:00:00-05:00' });
    expect((await send('updated', moved).expect(200)).body).toMatchObject({ result: 'updated' });
    await reserve('2026-03-17', slot.limit1).expect(409);
    const older = order(10, pickupAttrs('2026-03-24', slot.limit1), { updated_at: '2026-03-09T10:30:00-05:00' });
    expect((await send('updated', older).expect(200)).body).toMatchObject({ result: 'stale' });
    await reserve('2026-03-24', slot.limit1).expect(201);
    await reserve('2026-03-10', slot.limit1).expect(201);
  });

  it('frees the place when the order is cancelled (cancelled topic, attributes not needed)', async () => {
    await send('create', order(20, pickupAttrs('2026-03-31', slot.limit1))).expect(200);
    await reserve('2026-03-31', slot.limit1).expect(409);
    expect(
      (await send('cancelled', order(20, {}, { updated_at: '2026-03-09T12:00:00-05:00', cancelled_at: '2026-03-09T12:00:00-05:00' })).expect(200)).body,
    ).toMatchObject({ result: 'updated' });
    await reserve('2026-03-31', slot.limit1).expect(201);
  });

  it('converts the reservation named in the order, so the place is counted once', async () => {
    const held = await reserve('2026-04-07', slot.limit2).expect(201);
    const res = await send('create', order(30, pickupAttrs('2026-04-07', slot.limit2, { 'Reservation-Id': String(held.body.id) }))).expect(200);
    expect(res.body).toMatchObject({ result: 'created', reservation: 'converted' });
    await reserve('2026-04-07', slot.limit2).expect(201);
    await reserve('2026-04-07', slot.limit2).expect(409);
    const [row] = await r.db.dataSource.query('SELECT status FROM reservations WHERE id = ?', [held.body.id]);
    expect(row.status).toBe('converted');
  });

  it('acknowledges orders without usable note attributes as ignored, with the reason', async () => {
    const cases: [Attributes, string][] = [
      [{ 'Checkout-Method': 'pickup', 'Pickup-Date': '2026-03-10' }, 'Location-Id'],
      [{ 'Checkout-Method': 'pickup', 'Pickup-Location-Id': String(loc), 'Pickup-Date': '2026-02-30' }, 'Date'],
      [pickupAttrs('2026-03-10', 999999), 'Slot-Id'],
      [{ 'Checkout-Method': 'delivery', 'Delivery-Location-Id': '999999', 'Delivery-Date': '2026-03-10' }, 'Location-Id'],
    ];
    for (const [i, [attributes, mention]] of cases.entries()) {
      const res = await send('create', order(40 + i, attributes)).expect(200);
      expect(res.body).toMatchObject({ result: 'ignored', order_id: null });
      expect(res.body.reason).toContain(mention);
    }
  });

  it('records shipping orders against the day limit, with case-insensitive attribute names', async () => {
    await send('create', order(50, { 'checkout-method': 'Shipping', 'SHIPPING-DATE': '2026-04-14' })).expect(200);
    const res = await r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'shipping', date: '2026-04-14' }).expect(409);
    expect(res.body.code).toBe('SLOT_FULL');
  });

  it('keeps order ids beyond 2^53 exact (read from the raw body)', async () => {
    for (const id of ['820982911946154508', '820982911946154509']) {
      const raw = `{"id":${id},"updated_at":"2026-03-09T10:00:00-05:00","note_attributes":[{"name":"Checkout-Method","value":"shipping"},{"name":"Shipping-Date","value":"2026-04-21"}]}`;
      const res = await r
        .http()
        .post('/v1.0/webhooks/orders/create')
        .set('Content-Type', 'application/json')
        .set('X-Shopify-Shop-Domain', RACE_SHOP)
        .set('X-Shopify-Hmac-Sha256', signWebhook(raw, RACE_SECRET))
        .send(raw)
        .expect(200);
      expect(res.body).toMatchObject({ result: 'created' });
      expect(await orderCount(id)).toBe(1);
    }
  });

  it("keeps shops apart: another shop's secret does not verify, and its orders are its own", async () => {
    await send('create', order(60, pickupAttrs('2026-03-10', slot.limit1)), { shop: BAKERY }).expect(401);
    const raw = JSON.stringify(order(60, {}));
    await r
      .http()
      .post('/v1.0/webhooks/orders/create')
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Shop-Domain', BAKERY)
      .set('X-Shopify-Hmac-Sha256', signWebhook(raw, 'demo-bakery-webhook-secret'))
      .send(raw)
      .expect(200);
  });
});
