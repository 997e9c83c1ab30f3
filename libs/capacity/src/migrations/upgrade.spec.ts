import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { runMigrationsSafely } from '@fulfil/database';
import { importStore, validateStoreConfig } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { OrderEntity, HoldEntity } from '../entities/capacity.entity';
import { IdempotencyKeyEntity } from '../entities/idempotency-key.entity';
import { CAPACITY_TABLE_SET } from '../table-set';

/**
 * A database made before the capacity ledger left @fulfil/store-settings: the same tables,
 * with `InventoryAndCapacity1764100000003` (which then also created `orders` and
 * `reservations`) and `IdempotencyKeys1764400000000` recorded in `migrations_store`, and
 * no `OrdersAndReservations1764100000003`. Built by migrating afresh and removing that
 * one record: the schema is the one the drift check (schema-drift.spec.ts) proves equal
 * to the entities, so this is exactly the upgraded database's starting point.
 */
describeEachEngine('capacity ledger migrations on a database made before the split', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it('records the new migration without creating a table again or losing a row', async () => {
    const ds = db.dataSource;
    const { shopId } = await importStore(ds, validateStoreConfig(sampleStoreFile('upgrade.myshopify.com')));
    await ds.getRepository(OrderEntity).insert({ shopId, externalOrderId: '1001', method: 'pickup', locationId: 1, date: '2026-06-01', slotId: 1 });
    await ds
      .getRepository(HoldEntity)
      .insert({ shopId, method: 'pickup', locationId: 1, date: '2026-06-01', slotId: 1, quantity: 1, expiresAt: new Date('2026-06-01T10:00:00Z') });
    await ds.getRepository(IdempotencyKeyEntity).insert({ shopId, api: 'fulfilment-api', key: 'k-1', requestHash: 'h'.repeat(64) });
    await ds.query('DELETE FROM migrations_store WHERE name = ?', ['OrdersAndReservations1764100000003']);
    const before: { name: string }[] = await ds.query('SELECT name FROM migrations_store');
    expect(before.map((r) => r.name)).toEqual(expect.arrayContaining(['InventoryAndCapacity1764100000003', 'IdempotencyKeys1764400000000']));

    await runMigrationsSafely(ds);

    const after: { name: string }[] = await ds.query('SELECT name FROM migrations_store');
    expect(after.map((r) => r.name).sort()).toEqual([...before.map((r) => r.name), 'OrdersAndReservations1764100000003'].sort());
    expect(await ds.getRepository(OrderEntity).count()).toBe(1);
    expect(await ds.getRepository(HoldEntity).count()).toBe(1);
    expect(await ds.getRepository(IdempotencyKeyEntity).count()).toBe(1);
    // A second start runs nothing.
    expect(await ds.showMigrations()).toBe(false);
  });

  it('creates the ledger on a new database right after the store tables it refers to', () => {
    const names = CAPACITY_TABLE_SET.migrations.map((m) => m.name);
    expect(names.indexOf('OrdersAndReservations1764100000003')).toBe(names.indexOf('InventoryAndCapacity1764100000003') + 1);
    expect(names.indexOf('IdempotencyKeys1764400000000')).toBeGreaterThan(names.indexOf('OrdersAndReservations1764100000003'));
    expect(names).toEqual([...names].sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13))));
  });
});
