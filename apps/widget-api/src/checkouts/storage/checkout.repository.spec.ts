import { randomUUID } from 'node:crypto';
import { ShopEntity } from '@fulfil/store-settings';
import { inTransaction } from '@fulfil/database';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { WIDGET_TABLE_SET } from './schema';
import { CheckoutRepository, NewCheckout } from './checkout.repository';

describeEachEngine('CheckoutRepository', (engine) => {
  let db: TestDatabase;
  let checkouts: CheckoutRepository;
  let shopId: number;
  let otherShopId: number;

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    const shops = db.dataSource.getRepository(ShopEntity);
    shopId = (await shops.save({ domain: `checkouts-${engine}.myshopify.com`, timezone: 'America/New_York' })).id;
    otherShopId = (await shops.save({ domain: `other-${engine}.myshopify.com`, timezone: 'America/New_York' })).id;
    checkouts = new CheckoutRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const row = (overrides: Partial<NewCheckout> = {}): NewCheckout => ({
    id: randomUUID(),
    shopId,
    reservationId: 7,
    method: 'pickup',
    locationId: 3,
    date: '2026-03-12',
    slotId: 11,
    snapshot: { id: 'x', totals: { total: 1250 }, line_items: [{ name: 'Burger' }] },
    expiresAt: new Date('2026-03-10T20:15:00Z'),
    ...overrides,
  });

  it('stores a checkout in the caller’s transaction and reads it back by id, only within its shop', async () => {
    const r = row();
    await inTransaction(db.dataSource, (em) => checkouts.insert(em, r));
    expect(await checkouts.findById(shopId, r.id)).toMatchObject({
      id: r.id,
      shopId,
      snapshot: r.snapshot,
      expiresAt: r.expiresAt,
      slotId: 11,
      reservationId: 7,
    });
    expect(await checkouts.findById(otherShopId, r.id)).toBeNull();
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const r = row();
    await expect(
      inTransaction(db.dataSource, async (em) => {
        await checkouts.insert(em, r);
        throw new Error('the hold failed');
      }),
    ).rejects.toThrow('the hold failed');
    expect(await checkouts.findById(shopId, r.id)).toBeNull();
  });
});
