import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

// NOW is Tuesday 2026-03-10 16:00 in New York. Thursday 2026-03-12 is open; 13 March is a blackout.
const THURSDAY = '2026-03-12';

describeEachEngine('POST /checkouts', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  const http = () => request(app.getHttpServer());
  const checkout = (body: object, options: { key?: string; shop?: string } = {}) => {
    const req = http()
      .post('/checkouts')
      .query({ shop: options.shop ?? SHOP });
    return (options.key ? req.set('Idempotency-Key', options.key) : req).send(body);
  };
  /** A lunch burger (Medium) for pickup at Midtown on Thursday 12:00. */
  const lunch = (overrides: Record<string, unknown> = {}) => ({
    method: 'pickup',
    restaurant_id: ids.restaurant('midtown'),
    date: THURSDAY,
    slot_id: ids.slot('midtown/pickup/thursday/12:00'),
    items: [{ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Medium')] }],
    ...overrides,
  });
  const burger = (...options: string[]) => ({ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: options.map((o) => ids.option(`1001/${o}`)) });
  const salad = (...options: string[]) => ({ item_id: ids.item('midtown/lunch/Salad'), quantity: 1, options: options.map((o) => ids.option(`1002/${o}`)) });

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    await seedEats(db, 'test-mode.myshopify.com', { testMode: true });
    app = await createWidgetApp(widgetConfig(db.url));
    ids = await eatsIds(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('validates, reserves and returns the checkout with totals in minor units and expires_at', async () => {
    const body = lunch({
      items: [
        { ...burger('Doneness/Medium', 'Extras/Cheese', 'Extras/Bacon'), quantity: 2 },
        salad('Dressing/Vinaigrette', 'Dressing/Caesar', 'Toppings/Croutons', 'Toppings/Nuts'),
        { item_id: ids.item('midtown/lunch/Soda'), quantity: 3 },
      ],
      note: 'No onions',
    });
    const res = await checkout(body).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'reserved',
      test_mode: false,
      // No storefront-platform credentials: a test checkout, no draft order (docs/draft-orders.md).
      is_test_mode: true,
      checkout_url: null,
      draft_order_id: null,
      failure_code: null,
      email: null,
      name: null,
      phone: null,
      created_at: '2026-03-10T20:00:00.000Z',
      expires_at: '2026-03-10T20:15:00.000Z',
      currency_code: 'USD',
      line_items: [
        {
          item_id: ids.item('midtown/lunch/Burger'),
          product_id: 1001,
          variant_id: 10010,
          name: 'Burger',
          quantity: 2,
          options: [
            { id: ids.option('1001/Doneness/Medium'), group_id: expect.any(Number), group_name: 'Doneness', name: 'Medium', price_delta: 0 },
            { id: ids.option('1001/Extras/Cheese'), group_id: expect.any(Number), group_name: 'Extras', name: 'Cheese', price_delta: 100 },
            { id: ids.option('1001/Extras/Bacon'), group_id: expect.any(Number), group_name: 'Extras', name: 'Bacon', price_delta: 200 },
          ],
          unit_price: 1550,
          total: 3100,
        },
        expect.objectContaining({ name: 'Salad', quantity: 1, unit_price: 1025, total: 1025 }),
        expect.objectContaining({ name: 'Soda', quantity: 3, options: [], unit_price: 300, total: 900 }),
      ],
      totals: { item_count: 6, subtotal: 5025, total: 5025 },
      fulfilment: {
        method: 'pickup',
        restaurant: { id: ids.restaurant('midtown'), name: 'Eats Midtown', address_line_1: '350 W 31st St', city: 'New York', region: 'NY' },
        timezone: 'America/New_York',
        date: THURSDAY,
        slot: { id: ids.slot('midtown/pickup/thursday/12:00'), from: '12:00', until: '12:30' },
        starts_at: '2026-03-12T16:00:00.000Z',
        delivery_address: null,
      },
      note: 'No onions',
    });
    const again = await http().get(`/checkouts/${res.body.id}`).query({ shop: SHOP }).expect(200);
    expect(again.body).toEqual(res.body);
  });

  it('takes a generated slot by its time, and a slot later today', async () => {
    const generated = await checkout({
      method: 'pickup',
      restaurant_id: ids.restaurant('brooklyn'),
      date: THURSDAY,
      time: '12:00',
      items: [{ item_id: ids.item('brooklyn/all-day/Soda'), quantity: 1 }],
    }).expect(201);
    expect(generated.body.fulfilment.slot).toEqual({ id: null, from: '12:00', until: '13:00' });
    const today = await checkout(
      lunch({
        date: '2026-03-10',
        slot_id: ids.slot('midtown/pickup/tuesday/18:00'),
        items: [{ item_id: ids.item('midtown/dinner/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
      }),
    ).expect(201);
    expect(today.body.fulfilment).toMatchObject({ date: '2026-03-10', slot: { from: '18:00' }, starts_at: '2026-03-10T22:00:00.000Z' });
    expect(today.body.totals.total).toBe(1450);
  });

  it('checks out delivery inside the area, on a slot or on a date-only day', async () => {
    const steak = { item_id: ids.item('midtown/dinner/Steak'), quantity: 1, options: [ids.option('1005/Sides/Fries'), ids.option('1005/Sides/Corn')] };
    const slot = await checkout({
      method: 'delivery',
      restaurant_id: ids.restaurant('midtown'),
      date: THURSDAY,
      slot_id: ids.slot('midtown/delivery/thursday/17:00'),
      delivery_address: '10001',
      items: [steak],
    }).expect(201);
    expect(slot.body.fulfilment).toMatchObject({
      method: 'delivery',
      slot: { from: '17:00', until: '19:00' },
      delivery_address: { query: '10001', postal_code: '10001', city: 'New York', address1: null, country_code: null },
    });
    const saturday = await checkout({
      method: 'delivery',
      restaurant_id: ids.restaurant('midtown'),
      date: '2026-03-14',
      delivery_address: '40.7484,-73.9857',
      items: [steak],
    }).expect(201);
    expect(saturday.body.fulfilment).toMatchObject({
      date: '2026-03-14',
      slot: null,
      starts_at: null,
      delivery_address: { latitude: 40.7484, longitude: -73.9857 },
    });
    const outside = await checkout({
      method: 'delivery',
      restaurant_id: ids.restaurant('midtown'),
      date: THURSDAY,
      slot_id: ids.slot('midtown/delivery/thursday/17:00'),
      delivery_address: '11201',
      items: [steak],
    }).expect(422);
    expect(outside.body.code).toBe('OUTSIDE_DELIVERY_AREA');
    const unknown = await checkout({
      method: 'delivery',
      restaurant_id: ids.restaurant('midtown'),
      date: THURSDAY,
      slot_id: ids.slot('midtown/delivery/thursday/17:00'),
      delivery_address: 'Nowhereville Zzyzx',
      items: [steak],
    }).expect(400);
    expect(unknown.body.code).toBe('GEO_QUERY_UNRESOLVED');
  });

  describe('option rules', () => {
    it.each([
      ['a required group left out', () => [burger()], [['items[0].options', 'required']]],
      ['two choices in a group of at most one', () => [burger('Doneness/Rare', 'Doneness/Medium')], [['items[0].options', 'maxSelections']]],
      ['an unavailable option', () => [burger('Doneness/Rare', 'Extras/Avocado')], [['items[0].options', 'unavailable']]],
      [
        'three extras of at most two, one unavailable',
        () => [burger('Doneness/Rare', 'Extras/Cheese', 'Extras/Bacon', 'Extras/Avocado')],
        [
          ['items[0].options', 'unavailable'],
          ['items[0].options', 'maxSelections'],
        ],
      ],
      [
        'an option of another product',
        () => [{ ...burger('Doneness/Rare'), options: [ids.option('1001/Doneness/Rare'), ids.option('1002/Dressing/Ranch')] }],
        [['items[0].options', 'unknownOption']],
      ],
      [
        'an unknown option id',
        () => [{ ...burger('Doneness/Rare'), options: [ids.option('1001/Doneness/Rare'), 987654] }],
        [['items[0].options', 'unknownOption']],
      ],
      ['the same option twice', () => [burger('Doneness/Rare', 'Doneness/Rare')], [['items[0].options', 'duplicate']]],
      [
        'one topping where an optional group needs two once chosen',
        () => [salad('Dressing/Ranch', 'Toppings/Croutons')],
        [['items[0].options', 'minSelections']],
      ],
      [
        'options on an item without option groups',
        () => [{ item_id: ids.item('midtown/lunch/Soda'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
        [['items[0].options', 'unknownOption']],
      ],
      [
        'violations on two lines',
        () => [burger(), salad()],
        [
          ['items[0].options', 'required'],
          ['items[1].options', 'required'],
        ],
      ],
    ])('refuses %s with 422 OPTION_RULE_VIOLATED', async (_label, items, expected) => {
      const res = await checkout(lunch({ items: (items as () => object[])() })).expect(422);
      expect(res.body.code).toBe('OPTION_RULE_VIOLATED');
      expect(res.body.errors.map((e: { field: string; rule: string }) => [e.field, e.rule])).toEqual(expected);
    });

    it('accepts an optional group left out, and a required group of two with exactly two', async () => {
      await checkout(lunch({ items: [salad('Dressing/Ranch')] })).expect(201);
      await checkout(lunch({ items: [salad('Dressing/Ranch', 'Dressing/Caesar', 'Toppings/Egg', 'Toppings/Nuts', 'Toppings/Chicken')] })).expect(201);
      const steak = (sides: string[]) => ({ item_id: ids.item('midtown/dinner/Steak'), quantity: 1, options: sides.map((s) => ids.option(`1005/Sides/${s}`)) });
      const dinner = (sides: string[]) => lunch({ slot_id: ids.slot('midtown/pickup/thursday/18:00'), items: [steak(sides)] });
      expect((await checkout(dinner(['Fries'])).expect(422)).body.errors[0].rule).toBe('minSelections');
      expect((await checkout(dinner(['Fries', 'Mash', 'Corn'])).expect(422)).body.errors[0].rule).toBe('maxSelections');
      await checkout(dinner(['Fries', 'Mash'])).expect(201);
    });
  });

  it.each([
    ['an item of another restaurant', 'ITEM_NOT_FOUND', () => lunch({ items: [{ item_id: ids.item('mission/lunch/Soda'), quantity: 1 }] })],
    ['an unknown item', 'ITEM_NOT_FOUND', () => lunch({ items: [{ item_id: 999999, quantity: 1 }] })],
    ['a sold-out item', 'ITEM_UNAVAILABLE', () => lunch({ items: [{ item_id: ids.item('midtown/lunch/Soup of the day'), quantity: 1 }] })],
    ['a lunch item at 18:00', 'ITEM_UNAVAILABLE', () => lunch({ slot_id: ids.slot('midtown/pickup/thursday/18:00') })],
    ['a lunch item on Saturday', 'ITEM_UNAVAILABLE', () => lunch({ date: '2026-03-14', slot_id: ids.slot('midtown/pickup/saturday/12:00') })],
    [
      'a dinner item at noon',
      'ITEM_UNAVAILABLE',
      () => lunch({ items: [{ item_id: ids.item('midtown/dinner/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }] }),
    ],
    [
      'delivery from a pickup-only restaurant',
      'METHOD_NOT_AVAILABLE',
      () => lunch({ method: 'delivery', restaurant_id: ids.restaurant('mission'), delivery_address: '94103' }),
    ],
    ['a date in the past', 'DATE_NOT_AVAILABLE', () => lunch({ date: '2026-03-09', slot_id: ids.slot('midtown/pickup/monday/12:00') })],
    ['a blackout date', 'DATE_NOT_AVAILABLE', () => lunch({ date: '2026-03-13', slot_id: ids.slot('midtown/pickup/friday/12:00') })],
    ['a date beyond the 30-day window', 'DATE_NOT_AVAILABLE', () => lunch({ date: '2026-04-16', slot_id: ids.slot('midtown/pickup/thursday/12:00') })],
    ['a closed delivery weekday', 'DATE_NOT_AVAILABLE', () => lunch({ method: 'delivery', date: '2026-03-15', slot_id: null, delivery_address: '10001' })],
    [
      'a delivery date after the 365-day horizon',
      'DATE_NOT_AVAILABLE',
      () => lunch({ method: 'delivery', date: '2027-03-11', slot_id: ids.slot('midtown/delivery/thursday/17:00'), delivery_address: '10001' }),
    ],
    [
      'a date-only delivery day after the horizon',
      'DATE_NOT_AVAILABLE',
      () => lunch({ method: 'delivery', date: '2027-03-13', slot_id: undefined, delivery_address: '10001' }),
    ],
    ['a slot of another weekday', 'SLOT_NOT_AVAILABLE', () => lunch({ slot_id: ids.slot('midtown/pickup/wednesday/12:00') })],
    ['a slot that has started', 'SLOT_NOT_AVAILABLE', () => lunch({ date: '2026-03-10', slot_id: ids.slot('midtown/pickup/tuesday/12:00') })],
    ['no slot on a day with slots', 'SLOT_NOT_AVAILABLE', () => lunch({ slot_id: undefined })],
    ['a slot id and a time that disagree', 'SLOT_NOT_AVAILABLE', () => lunch({ time: '11:30' })],
    ['a delivery slot for pickup', 'SLOT_NOT_AVAILABLE', () => lunch({ slot_id: ids.slot('midtown/delivery/thursday/17:00') })],
    [
      'a slot on a date-only day',
      'SLOT_NOT_AVAILABLE',
      () => lunch({ method: 'delivery', date: '2026-03-14', time: '17:00', slot_id: undefined, delivery_address: '10001' }),
    ],
  ])('refuses %s with 422 %s', async (_label, code, body) => {
    const res = await checkout((body as () => object)()).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe(code);
  });

  it('names the failing line of an item problem', async () => {
    const res = await checkout(lunch({ items: [burger('Doneness/Rare'), { item_id: ids.item('midtown/lunch/Soup of the day'), quantity: 1 }] })).expect(422);
    expect(res.body).toMatchObject({ code: 'ITEM_UNAVAILABLE', item_index: 1, reason: 'sold_out' });
    const late = await checkout(lunch({ slot_id: ids.slot('midtown/pickup/thursday/18:00') })).expect(422);
    expect(late.body).toMatchObject({ code: 'ITEM_UNAVAILABLE', item_index: 0, reason: 'menu_not_served' });
  });

  it('answers a restaurant outside the widget with 404 RESTAURANT_NOT_FOUND', async () => {
    expect((await checkout(lunch({ restaurant_id: ids.restaurant('warehouse') })).expect(404)).body.code).toBe('RESTAURANT_NOT_FOUND');
    expect((await checkout(lunch({ restaurant_id: 999999 })).expect(404)).body.code).toBe('RESTAURANT_NOT_FOUND');
  });

  it('answers a full slot with 409 SLOT_FULL', async () => {
    const body = lunch({
      slot_id: ids.slot('midtown/pickup/thursday/19:00'),
      items: [{ item_id: ids.item('midtown/dinner/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
    });
    await checkout(body).expect(201);
    const full = await checkout(body).expect(409);
    expect(full.body).toMatchObject({ status: 409, code: 'SLOT_FULL', limit: 1, used: 1, date: THURSDAY, time: '19:00' });
  });

  describe('Idempotency-Key', () => {
    const wednesdayEvening = () =>
      lunch({
        date: '2026-03-11',
        slot_id: ids.slot('midtown/pickup/wednesday/19:00'),
        items: [{ item_id: ids.item('midtown/dinner/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
      });

    it('returns the same checkout for a retry and never reserves twice', async () => {
      const first = await checkout(wednesdayEvening(), { key: 'retry-1' }).expect(201);
      const second = await checkout(wednesdayEvening(), { key: 'retry-1' }).expect(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toEqual(first.body);
      // The slot holds one place: a third checkout with another key finds it full.
      expect((await checkout(wednesdayEvening(), { key: 'retry-2' }).expect(409)).body.code).toBe('SLOT_FULL');
    });

    it('refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED', async () => {
      await checkout(lunch({ date: '2026-03-11', slot_id: ids.slot('midtown/pickup/wednesday/12:00') }), { key: 'reuse-1' }).expect(201);
      const res = await checkout(lunch({ date: '2026-03-11', slot_id: ids.slot('midtown/pickup/wednesday/11:30') }), { key: 'reuse-1' }).expect(422);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('gives concurrent retries of one key one checkout', async () => {
      const body = lunch({ date: '2026-03-16', slot_id: ids.slot('midtown/pickup/monday/12:00') });
      const results = await Promise.all(Array.from({ length: 8 }, () => checkout(body, { key: 'burst-1' })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    });

    it('lets a key that failed validation be used again', async () => {
      await checkout(lunch({ items: [burger()] }), { key: 'fix-me' }).expect(422);
      await checkout(lunch(), { key: 'fix-me' }).expect(201);
    });

    it.each([
      ['with spaces', 'a key'],
      ['too long', 'k'.repeat(256)],
    ])('refuses a key %s with 400', async (_label, key) => {
      const res = await checkout(lunch(), { key }).expect(400);
      expect(res.body.errors[0].field).toBe('Idempotency-Key');
    });
  });

  it('marks checkouts of a shop in test mode', async () => {
    const other = await eatsIds(app, 'test-mode.myshopify.com');
    const res = await checkout(
      {
        method: 'pickup',
        restaurant_id: other.restaurant('brooklyn'),
        date: THURSDAY,
        time: '13:00',
        items: [{ item_id: other.item('brooklyn/all-day/Soda'), quantity: 1 }],
      },
      { shop: 'test-mode.myshopify.com' },
    ).expect(201);
    expect(res.body.test_mode).toBe(true);
    // Checkouts are per shop.
    expect((await http().get(`/checkouts/${res.body.id}`).query({ shop: SHOP }).expect(404)).body.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it.each([
    ['no body', undefined, 'method'],
    ['a bad method', { method: 'shipping' }, 'method'],
    ['a string restaurant id', { restaurant_id: '1' }, 'restaurant_id'],
    ['an impossible date', { date: '2026-02-30' }, 'date'],
    ['a date in another format', { date: '12/03/2026' }, 'date'],
    ['no items', { items: [] }, 'items'],
    ['an item that is not an object', { items: [1] }, 'items[0]'],
    ['quantity 0', { items: [{ item_id: 1, quantity: 0 }] }, 'items[0].quantity'],
    ['quantity 100', { items: [{ item_id: 1, quantity: 100 }] }, 'items[0].quantity'],
    ['a fractional quantity', { items: [{ item_id: 1, quantity: 1.5 }] }, 'items[0].quantity'],
    ['a string option', { items: [{ item_id: 1, quantity: 1, options: ['a'] }] }, 'items[0].options'],
    ['an unknown item field', { items: [{ item_id: 1, quantity: 1, price: 0 }] }, 'items[0].price'],
    ['slot id 0', { slot_id: 0 }, 'slot_id'],
    ['a bad time', { time: '25:00' }, 'time'],
    ['a long note', { note: 'x'.repeat(1001) }, 'note'],
    ['an unknown field', { discount: 100 }, 'discount'],
    ['delivery without an address', { method: 'delivery' }, 'delivery_address'],
  ])('answers %s with 400 VALIDATION_FAILED naming the field', async (_label, patch, field) => {
    const req = http().post('/checkouts').query({ shop: SHOP });
    const res = await (patch === undefined ? req : req.send(lunch(patch))).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  describe('GET /restaurant/{restaurant}/slots', () => {
    const slots = (restaurant: string, method: string, date: string) =>
      http()
        .get(`/restaurant/${ids.restaurant(restaurant)}/slots`)
        .query({ shop: SHOP, method, date });

    it('lists the slots a checkout accepts, with places left', async () => {
      const before = await slots('midtown', 'pickup', '2026-03-20').expect(200);
      expect(before.body).toMatchObject({
        restaurant_id: ids.restaurant('midtown'),
        method: 'pickup',
        date: '2026-03-20',
        timezone: 'America/New_York',
        selectable: true,
        date_only: false,
      });
      expect(before.body.slots).toEqual([
        { id: ids.slot('midtown/pickup/friday/11:30'), from: '11:30', until: '12:00', limit: 3, remaining: 3, available: true },
        { id: ids.slot('midtown/pickup/friday/12:00'), from: '12:00', until: '12:30', limit: 10, remaining: 10, available: true },
        { id: ids.slot('midtown/pickup/friday/18:00'), from: '18:00', until: '18:30', limit: null, remaining: null, available: true },
        { id: ids.slot('midtown/pickup/friday/19:00'), from: '19:00', until: '19:30', limit: 1, remaining: 1, available: true },
      ]);
      await checkout(lunch({ date: '2026-03-20', slot_id: ids.slot('midtown/pickup/friday/11:30') })).expect(201);
      const after = await slots('midtown', 'pickup', '2026-03-20').expect(200);
      expect(after.body.slots[0]).toMatchObject({ remaining: 2, available: true });
    });

    it('lists generated slots without ids, date-only days and unavailable dates', async () => {
      const generated = await slots('brooklyn', 'pickup', '2026-03-20').expect(200);
      expect(generated.body.slots).toHaveLength(10);
      expect(generated.body.slots[0]).toEqual({ id: null, from: '11:00', until: '12:00', limit: null, remaining: null, available: true });
      expect((await slots('midtown', 'delivery', '2026-03-14').expect(200)).body).toMatchObject({ selectable: true, date_only: true, slots: [] });
      expect((await slots('midtown', 'pickup', '2026-03-13').expect(200)).body).toMatchObject({ selectable: false, date_only: false, slots: [] });
    });

    it('answers bad input with 4xx problems', async () => {
      expect((await slots('mission', 'delivery', THURSDAY).expect(422)).body.code).toBe('METHOD_NOT_AVAILABLE');
      expect((await slots('midtown', 'pickup', '2026-02-30').expect(400)).body.errors[0].field).toBe('date');
      expect((await slots('midtown', 'shipping', THURSDAY).expect(400)).body.errors[0].field).toBe('method');
      expect((await http().get('/restaurant/999999/slots').query({ shop: SHOP, method: 'pickup', date: THURSDAY }).expect(404)).body.code).toBe(
        'RESTAURANT_NOT_FOUND',
      );
    });
  });

  it('answers shop and checkout-id problems with 4xx', async () => {
    expect((await http().post('/checkouts').send(lunch()).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await checkout(lunch(), { shop: 'nobody.myshopify.com' }).expect(404)).body.code).toBe('SHOP_NOT_FOUND');
    expect((await http().get('/checkouts/not-a-uuid').query({ shop: SHOP }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await http().get('/checkouts/00000000-0000-4000-8000-000000000000').query({ shop: SHOP }).expect(404)).body.code).toBe('CHECKOUT_NOT_FOUND');
    const wrongType = await http().post('/checkouts').query({ shop: SHOP }).set('Content-Type', 'text/plain').send('hello').expect(400);
    expect(wrongType.body.code).toBe('VALIDATION_FAILED');
  });
});
