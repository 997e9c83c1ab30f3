import { ShopEntity } from '@fulfil/store-settings';
import { importStore, InventoryRepository, validateStoreConfig } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '../table-set';
import { OrderRepository } from './order.repository';
import { UsageCounter } from '../usage/usage-counter';

describeEachEngine('orders and inventory', (engine) => {
  let db: TestDatabase;
  let capacity: OrderRepository;
  let shopId: number;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    shopId = (await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('cap.myshopify.com')))).shopId;
    await importStore(db.dataSource, validateStoreConfig(sampleStoreFile('other.myshopify.com')));
    capacity = new OrderRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  it('upserts orders idempotently, moves their count with their date and ignores older webhooks', async () => {
    const t = new Date('2026-05-01T10:00:00Z');
    const first = await capacity.upsertOrder(shopId, {
      external_order_id: '77',
      method: 'pickup',
      location_id: 1,
      date: '2026-06-10',
      slot_id: 10,
      status: 'active',
      updated_at: t,
    });
    expect(
      await capacity.upsertOrder(shopId, {
        external_order_id: '77',
        method: 'pickup',
        location_id: 1,
        date: '2026-06-10',
        slot_id: 10,
        status: 'active',
        updated_at: t,
      }),
    ).toEqual({ id: first.id, changed: false });
    expect(
      (
        await capacity.upsertOrder(shopId, {
          external_order_id: '77',
          method: 'pickup',
          location_id: 1,
          date: '2026-06-11',
          slot_id: 10,
          status: 'active',
          updated_at: new Date(t.getTime() + 1000),
        })
      ).changed,
    ).toBe(true);
    expect(
      (
        await capacity.upsertOrder(shopId, {
          external_order_id: '77',
          method: 'pickup',
          location_id: 1,
          date: '2026-06-12',
          slot_id: 10,
          status: 'active',
          updated_at: t,
        })
      ).changed,
    ).toBe(false);
    const counts = await new UsageCounter(db.dataSource).counts(shopId, 'pickup', [1, 2], '2026-06-10', '2026-06-12', now);
    expect(counts).toEqual([{ locationId: 1, date: '2026-06-11', slotId: 10, count: 1 }]);
  });

  it('finds the locations that stock a cart', async () => {
    const inventory = new InventoryRepository(db.dataSource);
    const [l1, l2] = (await db.dataSource.query('SELECT id FROM locations WHERE shop_id = ? ORDER BY sort_position', [shopId])).map((r: { id: number }) =>
      Number(r.id),
    );
    expect(await inventory.locationsFulfilling(shopId, [])).toBeNull();
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 5555, product_id: 5556, quantity: 3 }])).toBeNull();
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 9999, quantity: 2 }])).toEqual(new Set([l1, l2]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 9999, quantity: 3 }])).toEqual(new Set([l1]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9001, product_id: 7001, quantity: 1 }])).toEqual(new Set([l1]));
    expect(await inventory.locationsFulfilling(shopId, [{ variant_id: 9002, product_id: 7002, quantity: 2 }])).toEqual(new Set());
    expect(await db.dataSource.getRepository(ShopEntity).count()).toBe(2);
  });
});
