import { OrderEntity, HoldEntity } from '../entities/capacity.entity';
import { ShopEntity } from '@fulfil/store-settings';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '../table-set';
import { OrderEvent, OrderLedger } from './order-ledger';

describeEachEngine('OrderLedger', (engine) => {
  let db: TestDatabase;
  let ledger: OrderLedger;
  let shopId: number;

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    shopId = (await db.dataSource.getRepository(ShopEntity).save({ domain: `ledger-${engine}.myshopify.com`, timezone: 'America/Chicago' })).id;
    ledger = new OrderLedger(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const event = (id: string, overrides: Partial<OrderEvent> = {}): OrderEvent => ({
    externalOrderId: id,
    target: { method: 'pickup', locationId: 7, date: '2026-03-10', slotId: 70 },
    status: 'active',
    updatedAt: new Date('2026-03-09T15:00:00Z'),
    reservationId: null,
    ...overrides,
  });
  const stored = (id: string) => db.dataSource.getRepository(OrderEntity).findOneByOrFail({ shopId, externalOrderId: id });

  it('records an order once, however often and however concurrently it is delivered', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.apply(shopId, event('1'))));
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'unchanged')).toHaveLength(9);
    expect(await db.dataSource.getRepository(OrderEntity).countBy({ shopId, externalOrderId: '1' })).toBe(1);
  }, 30_000);

  it('moves an order, ignores older events, and cancels without fulfilment data', async () => {
    expect(
      await ledger.apply(
        shopId,
        event('1', { target: { method: 'pickup', locationId: 7, date: '2026-03-11', slotId: 71 }, updatedAt: new Date('2026-03-09T16:00:00Z') }),
      ),
    ).toMatchObject({ outcome: 'updated' });
    expect(await ledger.apply(shopId, event('1', { updatedAt: new Date('2026-03-09T15:30:00Z') }))).toMatchObject({ outcome: 'stale' });
    expect(await stored('1')).toMatchObject({ date: '2026-03-11', slotId: 71, status: 'active' });
    expect(await ledger.apply(shopId, event('1', { target: null, status: 'cancelled', updatedAt: new Date('2026-03-09T17:00:00Z') }))).toMatchObject({
      outcome: 'updated',
    });
    expect(await stored('1')).toMatchObject({ date: '2026-03-11', status: 'cancelled' });
    expect(await ledger.apply(shopId, event('2', { target: null }))).toEqual({ orderId: null, outcome: 'ignored', reservation: null });
  });

  it("converts the checkout's reservation with an active order and releases it with a cancelled one", async () => {
    const hold = (id: number) =>
      db.dataSource.getRepository(HoldEntity).save({
        id,
        shopId,
        method: 'pickup' as const,
        locationId: 7,
        date: '2026-03-10',
        slotId: 70,
        quantity: 1,
        expiresAt: new Date('2026-03-09T15:15:00Z'),
        status: 'held' as const,
      });
    const status = async (id: number) => (await db.dataSource.getRepository(HoldEntity).findOneByOrFail({ id })).status;
    await hold(901);
    await hold(902);
    expect(await ledger.apply(shopId, event('3', { reservationId: 901 }))).toMatchObject({ outcome: 'created', reservation: 'converted' });
    expect(await ledger.apply(shopId, event('4', { status: 'cancelled', reservationId: 902 }))).toMatchObject({ outcome: 'created', reservation: 'released' });
    expect(await ledger.apply(shopId, event('5', { reservationId: 901 }))).toMatchObject({ reservation: 'not_held' });
    expect([await status(901), await status(902)]).toEqual(['converted', 'released']);
  });
});
