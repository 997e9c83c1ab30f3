import { randomUUID } from 'node:crypto';
import { ShopEntity } from '@fulfil/store-settings';
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
    idempotencyKey: null,
    requestHash: 'a'.repeat(64),
    method: 'pickup',
    locationId: 3,
    date: '2026-03-12',
    slotId: 11,
    snapshot: { id: 'x', totals: { total: 1250 }, line_items: [{ name: 'Burger' }] },
    expiresAt: new Date('2026-03-10T20:15:00Z'),
    ...overrides,
  });

  it('stores a checkout and reads it back by id, only within its shop', async () => {
    const r = row();
    const result = await checkouts.insert(r);
    expect(result.inserted).toBe(true);
    if (result.inserted) expect(result.checkout).toMatchObject({ id: r.id, shopId, snapshot: r.snapshot, expiresAt: r.expiresAt, slotId: 11 });
    expect((await checkouts.findById(shopId, r.id))?.snapshot).toEqual(r.snapshot);
    expect(await checkouts.findById(otherShopId, r.id)).toBeNull();
  });

  it('keeps one checkout per shop and Idempotency-Key, returning the first to a racing insert', async () => {
    const first = row({ idempotencyKey: 'k-1' });
    const racing = await Promise.all([checkouts.insert(first), checkouts.insert(row({ idempotencyKey: 'k-1', requestHash: 'b'.repeat(64) }))]);
    expect(racing.filter((r) => r.inserted)).toHaveLength(1);
    const loser = racing.find((r) => !r.inserted);
    expect(loser && !loser.inserted && loser.existing.id).toBe(first.id);
    expect((await checkouts.findByIdempotencyKey(shopId, 'k-1'))?.id).toBe(first.id);
    // The same key in another shop is another checkout; no key never collides.
    expect((await checkouts.insert(row({ shopId: otherShopId, idempotencyKey: 'k-1' }))).inserted).toBe(true);
    expect((await checkouts.insert(row())).inserted).toBe(true);
    expect((await checkouts.insert(row())).inserted).toBe(true);
  });
});
