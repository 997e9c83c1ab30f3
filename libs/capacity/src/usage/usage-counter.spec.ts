import { OrderEntity, HoldEntity } from '../entities/capacity.entity';
import { ShopEntity } from '@fulfil/store-settings';
import { inTransaction } from '@fulfil/database';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '../table-set';
import { countUsage, UsageCounter } from './usage-counter';

/*
 * THE count of capacity in use (docs/scheduling-rules.md §6). Also pins what the removed
 * spec-only counts of OrderRepository (usageCounts, dailyCounts) and CapacityRepository
 * (usage) asserted: several locations at once, an empty location list, expiry, shipping
 * per day, other shops and statuses ignored.
 */
describeEachEngine('countUsage and UsageCounter', (engine) => {
  let db: TestDatabase;
  let shopId: number;
  const now = new Date('2026-03-09T15:30:00Z');
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000);

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    const shops = db.dataSource.getRepository(ShopEntity);
    shopId = (await shops.save({ domain: `usage-${engine}.myshopify.com`, timezone: 'America/Chicago' })).id;
    const other = (await shops.save({ domain: `usage-other-${engine}.myshopify.com`, timezone: 'America/Chicago' })).id;
    const order = (externalOrderId: string, locationId: number | null, date: string, slotId: number | null, extra: Partial<OrderEntity> = {}) =>
      db.dataSource
        .getRepository(OrderEntity)
        .insert({ shopId, externalOrderId, method: locationId === null ? 'shipping' : 'pickup', locationId, date, slotId, status: 'active', ...extra });
    await order('1', 7, '2026-03-10', 70);
    await order('2', 7, '2026-03-10', 70);
    await order('3', 7, '2026-03-10', 71, { status: 'cancelled' });
    await order('4', 7, '2026-03-11', null);
    await order('5', 8, '2026-03-10', 80);
    await order('6', null, '2026-03-10', null);
    await order('7', 7, '2026-03-10', 70, { method: 'delivery' });
    await order('8', 7, '2026-05-01', 70);
    await db.dataSource
      .getRepository(OrderEntity)
      .insert({ shopId: other, externalOrderId: '1', method: 'pickup', locationId: 7, date: '2026-03-10', slotId: 70, status: 'active' });
    const hold = (slotId: number | null, expiresAt: Date, quantity = 1, status: 'held' | 'released' | 'converted' = 'held', locationId: number | null = 7) =>
      db.dataSource
        .getRepository(HoldEntity)
        .insert({ shopId, method: locationId === null ? 'shipping' : 'pickup', locationId, date: '2026-03-10', slotId, quantity, expiresAt, status });
    await hold(70, minutes(15), 2);
    await hold(70, minutes(0));
    await hold(71, minutes(15), 1, 'released');
    await hold(71, minutes(15), 1, 'converted');
    await hold(71, minutes(1));
    await hold(null, minutes(5), 1, 'held', null);
  }, 60_000);
  afterAll(() => db?.drop());

  it('counts active orders and live reservations of one location and method, in one query, sorted by date and slot', async () => {
    const counter = new UsageCounter(db.dataSource);
    const query = jest.spyOn(db.dataSource, 'query');
    try {
      expect(await counter.counts(shopId, 'pickup', 7, '2026-03-09', '2026-04-30', now)).toEqual([
        { locationId: 7, date: '2026-03-10', slotId: 70, count: 4 },
        { locationId: 7, date: '2026-03-10', slotId: 71, count: 1 },
        { locationId: 7, date: '2026-03-11', slotId: null, count: 1 },
      ]);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
    expect(await counter.counts(shopId, 'delivery', 7, '2026-03-09', '2026-04-30', now)).toEqual([{ locationId: 7, date: '2026-03-10', slotId: 70, count: 1 }]);
  });

  it('counts several locations at once, and nothing for an empty list', async () => {
    const counter = new UsageCounter(db.dataSource);
    expect(await counter.counts(shopId, 'pickup', [8, 7], '2026-03-10', '2026-03-10', now)).toEqual([
      { locationId: 7, date: '2026-03-10', slotId: 70, count: 4 },
      { locationId: 7, date: '2026-03-10', slotId: 71, count: 1 },
      { locationId: 8, date: '2026-03-10', slotId: 80, count: 1 },
    ]);
    expect(await counter.counts(shopId, 'pickup', [], '2026-03-01', '2026-12-31', now)).toEqual([]);
    expect(await counter.counts(shopId, 'pickup', [9], '2026-03-01', '2026-12-31', now)).toEqual([]);
  });

  it('keeps to the dates asked for, both ends included', async () => {
    const counter = new UsageCounter(db.dataSource);
    expect(await counter.counts(shopId, 'pickup', 7, '2026-03-11', '2026-05-01', now)).toEqual([
      { locationId: 7, date: '2026-03-11', slotId: null, count: 1 },
      { locationId: 7, date: '2026-05-01', slotId: 70, count: 1 },
    ]);
    expect(await counter.counts(shopId, 'pickup', 7, '2026-03-12', '2026-04-30', now)).toEqual([]);
  });

  it('stops counting a reservation at its expires_at', async () => {
    const counter = new UsageCounter(db.dataSource);
    const slot = async (at: Date, id: number) =>
      (await counter.counts(shopId, 'pickup', 7, '2026-03-10', '2026-03-10', at)).find((r) => r.slotId === id)?.count;
    expect([await slot(minutes(-1), 70), await slot(now, 70), await slot(minutes(15), 70)]).toEqual([5, 4, 2]);
    expect([await slot(minutes(0.99), 71), await slot(minutes(1), 71)]).toEqual([1, undefined]);
  });

  it("counts the shop's shipping per day (location null), live holds included", async () => {
    const counter = new UsageCounter(db.dataSource);
    expect(await counter.counts(shopId, 'shipping', null, '2026-03-09', '2026-03-31', now)).toEqual([
      { locationId: null, date: '2026-03-10', slotId: null, count: 2 },
    ]);
    expect(await counter.counts(shopId, 'shipping', null, '2026-03-09', '2026-03-31', minutes(6))).toEqual([
      { locationId: null, date: '2026-03-10', slotId: null, count: 1 },
    ]);
  });

  it('counts inside a transaction what that transaction sees', async () => {
    const scope = { shopId, method: 'pickup' as const, locations: 8, from: '2026-03-10', to: '2026-03-10' };
    const seen = await inTransaction(db.dataSource, async (em) => {
      await em
        .getRepository(HoldEntity)
        .insert({ shopId, method: 'pickup', locationId: 8, date: '2026-03-10', slotId: 80, quantity: 3, expiresAt: minutes(15), status: 'held' });
      const inside = await countUsage(em, scope, now);
      await em.getRepository(HoldEntity).delete({ shopId, locationId: 8, quantity: 3 });
      return inside;
    });
    expect(seen).toEqual([{ locationId: 8, date: '2026-03-10', slotId: 80, count: 4 }]);
    expect(await countUsage(db.dataSource.manager, scope, now)).toEqual([{ locationId: 8, date: '2026-03-10', slotId: 80, count: 1 }]);
  });

  describe('with maxAgeMs (calendar reads)', () => {
    let clock = 0;
    const counter = () => new UsageCounter(db.dataSource, { maxAgeMs: 1000, clock: () => clock });
    const slot70 = async (c: UsageCounter) => (await c.counts(shopId, 'pickup', 7, '2026-03-09', '2026-04-30', now)).find((r) => r.slotId === 70)?.count;
    const addOrder = (externalOrderId: string) =>
      db.dataSource
        .getRepository(OrderEntity)
        .insert({ shopId, externalOrderId, method: 'pickup', locationId: 7, date: '2026-03-10', slotId: 70, status: 'active' });
    afterEach(() => db.dataSource.getRepository(OrderEntity).delete({ shopId, externalOrderId: 'cache-1' }));

    it('reuses counts for maxAgeMs, then reads again', async () => {
      const c = counter();
      clock = 0;
      expect(await slot70(c)).toBe(4);
      await addOrder('cache-1');
      clock = 999;
      expect(await slot70(c)).toBe(4);
      clock = 1000;
      expect(await slot70(c)).toBe(5);
    });

    it("reads again when the callers' now moves past maxAgeMs (a hold lapses by it)", async () => {
      const c = counter();
      clock = 0;
      const at = (date: Date) => c.counts(shopId, 'pickup', 7, '2026-03-09', '2026-04-30', date);
      expect((await at(now)).find((r) => r.slotId === 71)?.count).toBe(1);
      // The live hold of slot 71 lapses one minute after now; the monotonic clock stands still.
      expect((await at(minutes(2))).find((r) => r.slotId === 71)).toBeUndefined();
    });

    it('shows a write of this process at once after invalidate(shop)', async () => {
      const c = counter();
      clock = 0;
      expect(await slot70(c)).toBe(4);
      await addOrder('cache-1');
      c.invalidate(shopId + 1_000_000);
      expect(await slot70(c)).toBe(4);
      c.invalidate(shopId);
      expect(await slot70(c)).toBe(5);
    });

    it('answers concurrent calls with one query, and keeps no failed read', async () => {
      const c = counter();
      clock = 0;
      const query = jest.spyOn(db.dataSource, 'query');
      try {
        const all = await Promise.all(Array.from({ length: 20 }, () => slot70(c)));
        expect(all).toEqual(Array(20).fill(4));
        expect(query).toHaveBeenCalledTimes(1);
        query.mockRejectedValueOnce(new Error('connection lost'));
        await expect(c.counts(shopId, 'pickup', 8, '2026-03-09', '2026-04-30', now)).rejects.toThrow('connection lost');
        expect(await c.counts(shopId, 'pickup', 8, '2026-03-09', '2026-04-30', now)).toEqual([{ locationId: 8, date: '2026-03-10', slotId: 80, count: 1 }]);
      } finally {
        query.mockRestore();
      }
    });

    it('queries every time without maxAgeMs (the default)', async () => {
      const c = new UsageCounter(db.dataSource);
      expect(await slot70(c)).toBe(4);
      await addOrder('cache-1');
      expect(await slot70(c)).toBe(5);
    });
  });
});
