import { DataSource } from 'typeorm';
import { ShopEntity } from '../entities/shop.entity';
import { OrderEntity } from '../entities/capacity.entity';
import { dataSourceOptions } from '@fulfil/database';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { CapacityRepository, ReserveRequest } from './capacity.repository';

const now = new Date('2026-03-06T15:00:00Z');
const inFifteen = new Date(now.getTime() + 15 * 60_000);

describeEachEngine('CapacityRepository', (engine) => {
  if (engine === 'sqlite') process.stdout.write('skipped on sqlite: the two-instance race (one synchronous SQLite driver per process); it runs on MySQL/MariaDB\n');

  let db: TestDatabase;
  let shopId: number;
  let capacity: CapacityRepository;
  let slot = 1000;

  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    const shop = await db.dataSource.getRepository(ShopEntity).save({ domain: `cap-${engine}.myshopify.com`, timezone: 'America/New_York' });
    shopId = shop.id;
    capacity = new CapacityRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const request = (overrides: Partial<ReserveRequest> = {}): ReserveRequest => ({
    shopId,
    method: 'pickup',
    locationId: 7,
    date: '2026-03-08',
    slotId: slot,
    limit: 1,
    quantity: 1,
    expiresAt: inFifteen,
    now,
    ...overrides,
  });

  beforeEach(() => {
    slot += 1;
  });

  it('lets exactly one of 60 concurrent reservations take the last place', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => capacity.reserve(request())));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'full')).toHaveLength(59);
    expect(await capacity.used(request(), now)).toBe(1);
  }, 60_000);

  // Two instances share one database only on a server engine: better-sqlite3 is
  // synchronous, so two pools in one test process would wait on each other's lock.
  (engine === 'mysql' ? it : it.skip)('lets exactly three of 100 concurrent reservations into a slot of three, across two instances', async () => {
    const second = await new DataSource(dataSourceOptions(db.url, STORE_TABLE_SET, { poolSize: 20 })).initialize();
    try {
      const other = new CapacityRepository(second);
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? capacity : other).reserve(request({ limit: 3 }))));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(await capacity.used(request(), now)).toBe(3);
    } finally {
      await second.destroy();
    }
  }, 60_000);

  it('counts active orders against the limit and ignores cancelled ones', async () => {
    const orders = db.dataSource.getRepository(OrderEntity);
    await orders.save({ shopId, externalOrderId: `o-${slot}-a`, method: 'pickup', locationId: 7, date: '2026-03-08', slotId: slot, status: 'active' });
    await orders.save({ shopId, externalOrderId: `o-${slot}-b`, method: 'pickup', locationId: 7, date: '2026-03-08', slotId: slot, status: 'cancelled' });
    expect(await capacity.reserve(request({ limit: 1 }))).toMatchObject({ ok: false, reason: 'full', used: 1, limit: 1 });
    await orders.update({ shopId, externalOrderId: `o-${slot}-a` }, { status: 'cancelled' });
    expect(await capacity.reserve(request({ limit: 1 }))).toMatchObject({ ok: true });
  });

  it('frees the place of an expired or released reservation', async () => {
    const first = await capacity.reserve(request({ expiresAt: new Date(now.getTime() + 60_000) }));
    expect(first.ok).toBe(true);
    expect(await capacity.reserve(request())).toMatchObject({ ok: false });
    const later = new Date(now.getTime() + 61_000);
    const second = await capacity.reserve(request({ now: later, expiresAt: new Date(later.getTime() + 60_000) }));
    expect(second.ok).toBe(true);
    if (second.ok) await capacity.release(shopId, second.reservation.id);
    expect(await capacity.used(request(), later)).toBe(0);
  });

  it('returns the first reservation again for a repeated idempotency key', async () => {
    const key = `key-${engine}-${slot}`;
    const [a, b] = await Promise.all([capacity.reserve(request({ idempotencyKey: key, limit: 5 })), capacity.reserve(request({ idempotencyKey: key, limit: 5 }))]);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(a.reservation.id).toBe(b.reservation.id);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    }
    expect(await capacity.used(request(), now)).toBe(1);
  });

  it('counts a slot, or every slot of the day for a date-only target (a daily limit)', async () => {
    await capacity.reserve(request({ limit: null, date: '2026-03-09' }));
    await capacity.reserve(request({ limit: null, date: '2026-03-09', quantity: 2 }));
    await capacity.reserve(request({ limit: null, date: '2026-03-09', slotId: slot + 500 }));
    await capacity.reserve(request({ limit: null, date: '2026-03-10', slotId: null }));
    expect(await capacity.used(request({ date: '2026-03-09' }), now)).toBe(3);
    expect(await capacity.used(request({ date: '2026-03-09', slotId: null }), now)).toBe(4);
    expect(await capacity.used(request({ date: '2026-03-10', slotId: null }), now)).toBe(1);
    expect(await capacity.reserve(request({ date: '2026-03-09', slotId: null, limit: 4 }))).toMatchObject({ ok: false, reason: 'full', used: 4, limit: 4 });
  });
});
