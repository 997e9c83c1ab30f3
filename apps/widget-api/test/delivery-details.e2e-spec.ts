import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { PlatformCredentialsRepository, ShopEntity } from '@fulfil/store-settings';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

const THURSDAY = '2026-03-12';
const TOKEN = 'shpat_eats_delivery_0123456789abcdef01';

/**
 * Delivery details (docs/draft-orders.md, "What the draft order carries"; apps/widget-api/README.md,
 * "POST /checkouts"): a delivery checkout's address, name and phone reach the fake platform's
 * draft order as its shipping address, phone and readable attributes; the area is checked
 * again on the address's postal code (422 naming `delivery_address.postal_code`); a wrong
 * phone or a missing address member is a 400 naming the field; an Idempotency-Key replays
 * the same body and refuses a changed address.
 */
describeEachEngine('delivery details', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let ids: EatsIds;
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  const http = () => request(app.getHttpServer());
  const checkout = (body: object, key?: string) => {
    const req = http().post('/checkouts').query({ shop: SHOP });
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const address = { address1: '350 5th Ave', address2: 'Floor 34', city: 'New York', postal_code: '10001', country_code: 'US', province_code: 'NY' };
  const delivery = (extra: Record<string, unknown> = {}) => ({
    method: 'delivery',
    restaurant_id: ids.restaurant('midtown'),
    date: THURSDAY,
    slot_id: ids.slot('midtown/delivery/thursday/17:00'),
    delivery_address: address,
    name: 'Jane Doe',
    phone: '(212) 555-0147',
    email: 'jane@example.com',
    items: [{ item_id: ids.item('midtown/dinner/Steak'), quantity: 1, options: [ids.option('1005/Sides/Fries'), ids.option('1005/Sides/Corn')] }],
    ...extra,
  });

  beforeAll(async () => {
    await fake.start();
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(widgetConfig(db.url, { STOREFRONT_PLATFORM_BASE_URL: fake.url, DRAFT_ORDER_RETRY_INTERVAL_MS: '0' }));
    ids = await eatsIds(app);
    const shopId = (await db.dataSource.getRepository(ShopEntity).findOneByOrFail({ domain: SHOP })).id;
    await app.get(PlatformCredentialsRepository).put(shopId, SHOP, TOKEN);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await fake.stop();
  });

  it('carries the address, name and phone into the draft order, with readable attributes next to the ids', async () => {
    const res = await checkout(delivery(), 'delivery-1').expect(201);
    expect(res.body).toMatchObject({ status: 'ready', name: 'Jane Doe', phone: '+12125550147', email: 'jane@example.com' });
    expect(res.body.fulfilment.delivery_address).toEqual({
      query: '10001',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      ...address,
    });
    const draft = fake.draftOrder(res.body.draft_order_id);
    expect(draft.input.shippingAddress).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      address1: '350 5th Ave',
      address2: 'Floor 34',
      city: 'New York',
      zip: '10001',
      countryCode: 'US',
      provinceCode: 'NY',
      phone: '+12125550147',
    });
    expect(draft.input).toMatchObject({ phone: '+12125550147', email: 'jane@example.com' });
    expect(draft.input.customAttributes).toEqual(
      expect.arrayContaining([
        { key: 'Checkout-Method', value: 'delivery' },
        { key: 'Delivery-Location-Id', value: String(ids.restaurant('midtown')) },
        { key: 'Delivery-Slot-Id', value: String(ids.slot('midtown/delivery/thursday/17:00')) },
        { key: 'Delivery-Location', value: 'Eats Midtown' },
        { key: 'Delivery-Time', value: '17:00–19:00 EDT' },
        { key: 'Contact-Name', value: 'Jane Doe' },
        { key: 'Contact-Phone', value: '+12125550147' },
      ]),
    );
    const page = await (await fetch(res.body.checkout_url)).text();
    expect(page).toContain('350 5th Ave, Floor 34, 10001 New York, NY US');
    expect(page).toContain('+12125550147');
    expect(fake.rejectedGraphqlRequests).toEqual([]);

    // The same key and body: the same checkout, nothing held twice; a changed address is another request.
    const replay = await checkout(delivery(), 'delivery-1').expect(200);
    expect(replay.body.id).toBe(res.body.id);
    const changed = await checkout(delivery({ delivery_address: { ...address, address2: 'Floor 35' } }), 'delivery-1').expect(422);
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const read = await http().get(`/checkouts/${res.body.id}`).query({ shop: SHOP }).expect(200);
    expect(read.body).toMatchObject({ name: 'Jane Doe', phone: '+12125550147', fulfilment: { delivery_address: address } });
  });

  it('answers 422 OUTSIDE_DELIVERY_AREA naming delivery_address.postal_code when the address is outside the radius', async () => {
    const before = fake.draftOrders.length;
    const res = await checkout(delivery({ delivery_address: { ...address, address1: '1 Main St', city: 'Brooklyn', postal_code: '11201' } })).expect(422);
    expect(res.body).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', field: 'delivery_address.postal_code' });
    expect(res.body.errors).toEqual([{ field: 'delivery_address.postal_code', rule: 'insideDeliveryArea', message: expect.stringContaining('11201') }]);
    const unknown = await checkout(delivery({ delivery_address: { ...address, postal_code: '00000' } })).expect(400);
    expect(unknown.body).toMatchObject({ code: 'GEO_QUERY_UNRESOLVED', field: 'delivery_address.postal_code' });
    expect(fake.draftOrders.length).toBe(before);
  });

  it.each([
    ['a phone that is no number', { phone: '555' }, [['phone', 'isPhoneNumber']]],
    [
      'no name and no phone',
      { name: undefined, phone: undefined },
      [
        ['name', 'required'],
        ['phone', 'required'],
      ],
    ],
    [
      'an address without street and postal code',
      { delivery_address: { city: 'New York', country_code: 'US' } },
      [
        ['delivery_address.address1', 'required'],
        ['delivery_address.postal_code', 'required'],
      ],
    ],
    ['an address member we do not know', { delivery_address: { ...address, door_code: '1234' } }, [['delivery_address.door_code', 'unknownField']]],
    ['an address that is a list', { delivery_address: ['350 5th Ave'] }, [['delivery_address', 'isDeliveryAddress']]],
  ])('answers %s with 400 VALIDATION_FAILED naming each field', async (_label, patch, fields) => {
    const res = await checkout(delivery(patch)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string; rule: string }) => [e.field, e.rule])).toEqual(fields);
  });

  it('keeps the older string form for delivery (area check only, no shipping address) and takes name and phone for pickup', async () => {
    const legacy = await checkout(delivery({ delivery_address: '10001', name: undefined, phone: undefined })).expect(201);
    expect(legacy.body).toMatchObject({ name: null, phone: null, fulfilment: { delivery_address: { query: '10001', address1: null, postal_code: '10001' } } });
    expect(fake.draftOrder(legacy.body.draft_order_id).input).not.toHaveProperty('shippingAddress');
    const pickup = await checkout({
      method: 'pickup',
      restaurant_id: ids.restaurant('midtown'),
      date: THURSDAY,
      slot_id: ids.slot('midtown/pickup/thursday/12:00'),
      name: 'Jo',
      phone: '+44 20 7946 0958',
      items: [{ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
    }).expect(201);
    expect(pickup.body).toMatchObject({ name: 'Jo', phone: '+442079460958', fulfilment: { delivery_address: null } });
    const input = fake.draftOrder(pickup.body.draft_order_id).input;
    expect(input).toMatchObject({ phone: '+442079460958' });
    expect(input).not.toHaveProperty('shippingAddress');
    expect(input.customAttributes).toEqual(
      expect.arrayContaining([
        { key: 'Pickup-Location', value: 'Eats Midtown' },
        { key: 'Contact-Name', value: 'Jo' },
      ]),
    );
  });
});
