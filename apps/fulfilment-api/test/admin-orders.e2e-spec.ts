import { AdminTokenRepository, importStore, StoreReader, validateStoreConfig } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { RACE_SECRET, RACE_SHOP, raceStore } from './fixtures';
import { locationId, Running, startApp } from './support';

/** A second shop on the same database: its location is another shop's for RACE_SHOP's token. */
const OTHER_SHOP = 'other-orders.myshopify.com';

/** The race shop with its Tuesday 10:00 pickup slot limited to 4 and Tuesday 17 March 2026 blacked out. */
function ordersStore(domain = RACE_SHOP): Record<string, unknown> {
  const store = raceStore(domain) as { locations: { pickup: { slots: { available_from: string; limit: number }[]; blackout_dates?: string[] } }[] };
  const pickup = store.locations[0].pickup;
  const slot = pickup.slots.find((s) => s.available_from === '10:00');
  if (slot) slot.limit = 4;
  pickup.blackout_dates = ['2026-03-17'];
  return store;
}

/*
 * `GET /admin/v1.0/locations/:id/orders` (admin-orders.controller.ts; `locationOrders` of
 * @fulfil/storefront): the orders signed webhooks booked, with name, shopper and items,
 * per date and slot; `remaining` equal to the public slot list's at the same moment;
 * cancelled orders gone; a blackout date not offered but still listing what is booked on
 * it. "Now" is CLOCK_NOW, Monday 9 March 2026 10:30 in Chicago (the shop's zone).
 */
describeEachEngine('admin orders of a location', (engine) => {
  let r: Running;
  let loc: number;
  let otherLoc: number;
  let slot4: number;
  let token: string;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [ordersStore()], env: { WEBHOOK_WORKER_INTERVAL_MS: '0' } });
    await importStore(r.db.dataSource, validateStoreConfig(ordersStore(OTHER_SHOP)));
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    otherLoc = await locationId(r.db, OTHER_SHOP, 'race-1');
    const rules = await (await r.app.get(StoreReader).forShop(RACE_SHOP))?.pickupRules(loc);
    slot4 = Number(rules?.slots.find((s) => s.day_of_week === 'tuesday' && s.limit === 4)?.id);
    token = (await new AdminTokenRepository(r.db.dataSource).create(RACE_SHOP, 'e2e')).token;
  }, 60_000);
  afterAll(() => r?.close());

  const admin = (path: string) => r.http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${token}`);
  const send = (topic: string, body: unknown) => {
    const raw = JSON.stringify(body);
    return r
      .http()
      .post(`/v1.0/webhooks/${topic}`)
      .set('Content-Type', 'application/json')
      .set('X-Shopify-Shop-Domain', RACE_SHOP)
      .set('X-Shopify-Hmac-Sha256', signWebhook(raw, RACE_SECRET))
      .send(raw);
  };
  const order = (id: number, date: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `#${id}`,
    updated_at: '2026-03-09T10:00:00-05:00',
    cancelled_at: null,
    note_attributes: Object.entries({
      'Checkout-Method': 'pickup',
      'Pickup-Location-Id': String(loc),
      'Pickup-Date': date,
      'Pickup-Slot-Id': String(slot4),
    }).map(([name, value]) => ({ name, value })),
    ...extra,
  });
  type Slot = {
    slot_id: number | null;
    from: string | null;
    until: string | null;
    limit: number | null;
    orders: number;
    holds: number;
    remaining: number | null;
    full: boolean;
    listed: boolean;
    booked: unknown[];
  };
  type Day = { date: string; weekday: string; methods: { method: string; offered: boolean; slots: Slot[] }[] };
  const pickupOf = (days: Day[], date: string) => {
    const day = days.find((d) => d.date === date);
    const pickup = day?.methods.find((m) => m.method === 'pickup');
    if (!pickup) throw new Error(`no pickup on ${date}`);
    return pickup;
  };
  /** `remaining` of the slot in the public slot list of the date (with the full slots), or undefined when it is not listed. */
  const publicRemaining = async (date: string, slotId: number) => {
    const res = await r.http().get(`/v1.0/pickup/locations/${loc}/calendar/${date}?shop=${RACE_SHOP}&include_full=true`).expect(200);
    return (res.body as { id: number | null; remaining: number | null }[]).find((s) => s.id === slotId)?.remaining;
  };

  it('lists the booked orders of a limited slot with name, shopper and items, and the places the storefront shows', async () => {
    await send(
      'orders/create',
      order(5001, '2026-03-10', { customer: { first_name: 'Ada', last_name: 'Lovelace' }, line_items: [{ quantity: 2 }, { quantity: 1 }] }),
    ).expect(200);
    await send(
      'orders/create',
      order(5002, '2026-03-10', { customer: null, shipping_address: { name: 'Grace Hopper' }, line_items: [{ quantity: 4 }] }),
    ).expect(200);
    await send('orders/create', order(5003, '2026-03-10', { name: undefined, order_number: 5003 })).expect(200);

    const res = await admin(`/locations/${loc}/orders?from=2026-03-10&to=2026-03-10`).expect(200);
    expect(res.body).toMatchObject({ location_id: loc, timezone: 'America/Chicago', from: '2026-03-10', to: '2026-03-10' });
    expect(res.body.days.map((d: Day) => [d.date, d.weekday, d.methods.map((m) => m.method)])).toEqual([['2026-03-10', 'tuesday', ['pickup', 'delivery']]]);
    const pickup = pickupOf(res.body.days, '2026-03-10');
    expect(pickup.offered).toBe(true);
    const row = pickup.slots.find((s) => s.slot_id === slot4);
    expect(row).toEqual({
      slot_id: slot4,
      from: '10:00',
      until: '11:00',
      limit: 4,
      orders: 3,
      holds: 0,
      remaining: 1,
      full: false,
      listed: true,
      booked: [
        { external_order_id: '5001', order_name: '#5001', customer_name: 'Ada Lovelace', items: 3 },
        { external_order_id: '5002', order_name: '#5002', customer_name: 'Grace Hopper', items: 4 },
        { external_order_id: '5003', order_name: '#5003', customer_name: null, items: null },
      ],
    });
    expect(await publicRemaining('2026-03-10', slot4)).toBe(row?.remaining);
    // The other Tuesday slot is listed too, empty, with the storefront's places.
    const other = pickup.slots.find((s) => s.slot_id !== slot4 && s.limit === 1);
    expect(other).toMatchObject({ from: '09:00', orders: 0, booked: [], listed: true });
    expect(await publicRemaining('2026-03-10', Number(other?.slot_id))).toBe(other?.remaining);
  });

  it('counts a live hold as the storefront does, and a cancelled order disappears', async () => {
    await r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'pickup', locationId: loc, date: '2026-03-10', slotId: slot4 }).expect(201);
    let row = pickupOf((await admin(`/locations/${loc}/orders?from=2026-03-10&to=2026-03-10`).expect(200)).body.days, '2026-03-10').slots.find(
      (s) => s.slot_id === slot4,
    );
    expect(row).toMatchObject({ orders: 3, holds: 1, remaining: 0, full: true });
    expect(await publicRemaining('2026-03-10', slot4)).toBe(0);

    await send('orders/cancelled', order(5002, '2026-03-10', { updated_at: '2026-03-09T10:05:00-05:00', cancelled_at: '2026-03-09T10:05:00-05:00' })).expect(
      200,
    );
    row = pickupOf((await admin(`/locations/${loc}/orders?from=2026-03-10&to=2026-03-10`).expect(200)).body.days, '2026-03-10').slots.find(
      (s) => s.slot_id === slot4,
    );
    expect(row?.booked.map((b) => (b as { external_order_id: string }).external_order_id)).toEqual(['5001', '5003']);
    expect(row).toMatchObject({ orders: 2, holds: 1, remaining: 1, full: false });
    expect(await publicRemaining('2026-03-10', slot4)).toBe(row?.remaining);
  });

  it('shows a blackout date as not offered but still lists the order booked on it', async () => {
    await send(
      'orders/create',
      order(5004, '2026-03-17', { customer: { first_name: 'Katherine', last_name: 'Johnson' }, line_items: [{ quantity: 1 }] }),
    ).expect(200);
    const res = await admin(`/locations/${loc}/orders?from=2026-03-16&to=2026-03-24`).expect(200);
    const blackout = pickupOf(res.body.days, '2026-03-17');
    expect(blackout.offered).toBe(false);
    expect(await publicRemaining('2026-03-17', slot4)).toBeUndefined();
    expect(blackout.slots).toEqual([
      {
        slot_id: slot4,
        from: '10:00',
        until: '11:00',
        limit: 4,
        orders: 1,
        holds: 0,
        remaining: 0,
        full: false,
        listed: false,
        booked: [{ external_order_id: '5004', order_name: '#5004', customer_name: 'Katherine Johnson', items: 1 }],
      },
    ]);
    // The next Tuesday is offered, with nothing booked; Sunday has no pickup window: not offered, no slots.
    const next = pickupOf(res.body.days, '2026-03-24');
    expect(next.offered).toBe(true);
    expect(next.slots.find((s) => s.slot_id === slot4)).toMatchObject({ orders: 0, remaining: 4, listed: true, booked: [] });
    expect(pickupOf(res.body.days, '2026-03-22')).toEqual({ method: 'pickup', offered: false, slots: [] });
  });

  it("defaults to today and the 6 days after in the location's zone", async () => {
    const res = await admin(`/locations/${loc}/orders`).expect(200);
    expect([res.body.from, res.body.to]).toEqual(['2026-03-09', '2026-03-15']);
    expect(res.body.days.map((d: Day) => d.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
  });

  it("refuses bad ranges naming the field, and another shop's location", async () => {
    const field = async (query: string) => {
      const res = await admin(`/locations/${loc}/orders?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      return res.body.errors[0].field;
    };
    expect(await field('from=2026-03-10&to=2026-03-09')).toBe('to');
    expect(await field('from=2026-03-01&to=2026-04-01')).toBe('to');
    expect(await field('from=2026-02-30')).toBe('from');
    expect(await field('to=tomorrow')).toBe('to');
    await admin(`/locations/${loc}/orders?from=2026-03-01&to=2026-03-31`).expect(200);
    expect((await admin(`/locations/${otherLoc}/orders`).expect(404)).body.code).toBe('LOCATION_NOT_FOUND');
  });
});
