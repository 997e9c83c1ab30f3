import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { OrderEntity, HoldEntity } from '@fulfil/capacity';
import { AdminTokenRepository, ShopEntity } from '@fulfil/store-settings';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';
import { createWidgetApp, eatsIds, EatsIds, NOW, seedEats, SHOP, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

const TOKEN = 'shpat_chain_00112233445566778899aabb';
const WEBHOOK_SECRET = 'eats-webhook-secret';

/**
 * The whole loop (docs/draft-orders.md): the merchant sets the credentials through
 * fulfilment-api's admin API; the shopper's checkout on widget-api becomes a draft order on
 * the fake platform; paying its invoice page sends the order webhook to fulfilment-api, which
 * converts the checkout's hold into an order.
 */
describeEachEngine('checkout -> draft order -> paid -> order webhook', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let fulfilment: AppProcess;
  let ids: EatsIds;
  const fake = new FakeStorefrontPlatform();

  beforeAll(async () => {
    await fake.start();
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    await db.dataSource.getRepository(ShopEntity).update({ domain: SHOP }, { webhookSecret: WEBHOOK_SECRET });
    fulfilment = await startAppProcess({ entry: 'apps/fulfilment-api/src/main.ts', env: { DATABASE_URL: db.url, CLOCK_NOW: NOW } });
    fake.addShop({ domain: SHOP, accessToken: TOKEN, webhook: { url: `${fulfilment.url}/v1.0/webhooks/orders/create`, secret: WEBHOOK_SECRET } });
    app = await createWidgetApp(widgetConfig(db.url, { STOREFRONT_PLATFORM_BASE_URL: fake.url, DRAFT_ORDER_RETRY_INTERVAL_MS: '0' }));
    ids = await eatsIds(app);
  }, 90_000);
  afterAll(async () => {
    await fulfilment?.stop();
    await app?.close();
    await db?.drop();
    await fake.stop();
  });

  it('converts the hold once the draft order is paid', async () => {
    const { token } = await new AdminTokenRepository(db.dataSource).create(SHOP, 'chain');
    const set = await fetch(`${fulfilment.url}/admin/v1.0/storefront-platform`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shop_domain: SHOP, access_token: TOKEN }),
    });
    expect(set.status).toBe(200);

    const res = await request(app.getHttpServer())
      .post('/checkouts')
      .query({ shop: SHOP })
      .send({
        method: 'pickup',
        restaurant_id: ids.restaurant('midtown'),
        date: '2026-03-12',
        slot_id: ids.slot('midtown/pickup/thursday/12:00'),
        items: [{ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
      })
      .expect(201);
    expect(res.body).toMatchObject({ status: 'ready', is_test_mode: false });
    const invoice = await fetch(res.body.checkout_url);
    expect(invoice.status).toBe(200);
    const page = await invoice.text();
    expect(page).toContain('Pay now');
    expect(page).toContain('Reservation-Id');

    const paid = await fetch(`${res.body.checkout_url}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    const draft = fake.draftOrder(res.body.draft_order_id);
    expect(draft.status).toBe('COMPLETED');
    expect(draft.webhookResult).toEqual({ status: 200, body: expect.objectContaining({ result: 'created', reservation: 'converted' }) });

    const [row] = await db.dataSource.query('SELECT reservation_id FROM checkouts WHERE id = ?', [res.body.id]);
    const reservation = await db.dataSource.getRepository(HoldEntity).findOneByOrFail({ id: Number(row.reservation_id) });
    expect(reservation.status).toBe('converted');
    const order = await db.dataSource.getRepository(OrderEntity).findOneByOrFail({ externalOrderId: String(draft.orderId) });
    expect(order).toMatchObject({
      method: 'pickup',
      locationId: ids.restaurant('midtown'),
      date: '2026-03-12',
      slotId: ids.slot('midtown/pickup/thursday/12:00'),
    });
  });
});
