import { ShopEntity } from '../entities/shop.entity';
import { importStore } from '../write/importer';
import { validateStoreConfig } from '../config/validate';
import { sampleStoreFile } from '../testing/fixtures';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { STORE_TABLE_SET } from '../table-set';
import { ReservationEntity } from '../entities/capacity.entity';
import { OrderRepository } from './order.repository';
import { InventoryRepository } from '../read/inventory.repository';

describeEachEngine('orders, capacity counts and inventory', (engine) => {
  let db: TestDatabase;
  let capacity: OrderRepository;
  let shopId: number;
  let otherShopId: number;
  const now = new Date('2026-06-01T12:00:00Z');
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000);

  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
    shopId = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('cap.myshopify.com')))).shopId;
    otherShopId = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('other.myshopify.com')))).shopId;
    capacity = new OrderRepository(db.dataSource);
    const order = (id: string, locationId: number | null, date: string, slotId: number | null, status: 'active' | 'cancelled' = 'active', method: 'pickup' | 'shipping' = 'pickup') =>
      capacity.upsertOrder(shopId, { external_order_id: id, method, location_id: locationId, date, slot_id: slotId, status });
    await order('1', 1, '2026-06-02', 10);
    await order('2', 1, '2026-06-02', 10);
    await order('3', 1, '2026-06-02', 11, 'cancelled');
    await order('4', 2, '2026-06-03', null);
    await order('5', null, '2026-06-02', null, 'active', 'shipping');
    await order('6', 1, '2026-07-01', 10);
    await capacity.upsertOrder(otherShopId, { external_order_id: '1', method: 'pickup', location_id: 1, date: '2026-06-02', slot_id: 10, status: 'active' });
    const hold = (locationId: number | null, slotId: number | null, expiresAt: Date, quantity = 1, method: 'pickup' | 'shipping' = 'pickup', status: 'held' | 'released' | 'converted' = 'held') =>
      db.dataSource.getRepository(ReservationEntity).insert({ shopId, method, locationId, date: '2026-06-02', slotId, quantity, expiresAt, status });
    await hold(1, 10, minutes(15), 2);
    await hold(1, 10, minutes(-1));
    await hold(1, 11, minutes(15), 1, 'pickup', 'released');
    await hold(1, 11, minutes(15), 1, 'pickup', 'converted');
    await hold(null, null, minutes(5), 1, 'shipping');
  }, 60_000);
  afterAll(() => db?.drop());

  it('counts active orders and live reservations per location, date and slot', async () => {
    expect(await capacity.usageCounts(shopId, { from: '2026-06-01', to: '2026-06-30' }, now)).toEqual([
      { locationId: null, date: '2026-06-02', slotId: null, count: 2 },
      { locationId: 1, date: '2026-06-02', slotId: 10, count: 4 },
      { locationId: 2, date: '2026-06-03', slotId: null, count: 1 },
    ]);
  });

  it('filters by location and method, and stops counting a reservation when it expires', async () => {
    expect(await capacity.usageCounts(shopId, { from: '2026-06-02', to: '2026-06-02', locationIds: [1], method: 'pickup' }, now)).toEqual([{ locationId: 1, date: '2026-06-02', slotId: 10, count: 4 }]);
    expect(await capacity.usageCounts(shopId, { from: '2026-06-02', to: '2026-06-02', locationIds: [1] }, minutes(16))).toEqual([{ locationId: 1, date: '2026-06-02', slotId: 10, count: 2 }]);
    expect(await capacity.usageCounts(shopId, { from: '2026-06-02', to: '2026-06-02', locationIds: [] }, now)).toEqual([]);
  });

  it('counts orders per day for shipping limits', async () => {
    expect(await capacity.dailyCounts(shopId, 'shipping', '2026-06-01', '2026-06-30', now)).toEqual([{ locationId: null, date: '2026-06-02', slotId: null, count: 2 }]);
    expect(await capacity.dailyCounts(shopId, 'shipping', '2026-06-01', '2026-06-30', minutes(6))).toEqual([{ locationId: null, date: '2026-06-02', slotId: null, count: 1 }]);
  });

  it('upserts orders idempotently, moves their count with their date and ignores older webhooks', async () => {
    const t = new Date('2026-05-01T10:00:00Z');
    const first = await capacity.upsertOrder(shopId, { external_order_id: '77', method: 'pickup', location_id: 1, date: '2026-06-10', slot_id: 10, status: 'active', updated_at: t });
    expect(await capacity.upsertOrder(shopId, { external_order_id: '77', method: 'pickup', location_id: 1, date: '2026-06-10', slot_id: 10, status: 'active', updated_at: t })).toEqual({ id: first.id, changed: false });
    expect((await capacity.upsertOrder(shopId, { external_order_id: '77', method: 'pickup', location_id: 1, date: '2026-06-11', slot_id: 10, status: 'active', updated_at: new Date(t.getTime() + 1000) })).changed).toBe(true);
    expect((await capacity.upsertOrder(shopId, { external_order_id: '77', method: 'pickup', location_id: 1, date: '2026-06-12', slot_id: 10, status: 'active', updated_at: t })).changed).toBe(false);
    const counts = await capacity.usageCounts(shopId, { from: '2026-06-10', to: '2026-06-12' }, now);
    expect(counts).toEqual([{ locationId: 1, date: '2026-06-11', slotId: 10, count: 1 }]);
  });

  it('finds the locations that stock a cart', async () => {
    const inventory = new InventoryRepository(db.dataSource);
    const [l1, l2] = (await db.dataSource.query('SELECT id FROM locations WHERE shop_id = ? ORDER BY sort_position', [shopId])).map((r: { id: number }) => Number(r.id));
    expect(await inventory.locationsFulfilling(shopId, [])).toBeNull();
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 5555, product_id: 5556, quantity: 3 }])).toBeNull();
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 9999, quantity: 2 }])).toEqual(new Set([l1, l2]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 9999, quantity: 3 }])).toEqual(new Set([l1]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 7001, quantity: 1 }])).toEqual(new Set([l1]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9002, product_id: 7002, quantity: 2 }])).toEqual(new Set());
    expect(await db.dataSource.getRepository(ShopEntity).count()).toBe(2);
  });
});

