import { runMigrationsSafely } from '@fulfil/database';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { ShopEntity } from '../entities/shop.entity';
import { StoreReader } from '../read/store-reader';
import { STORE_TABLE_SET } from '../table-set';
import { defined } from '../testing/fixtures';
import { exportStore } from '../write/exporter';
import { StoreConfigReader } from '../write/config-reader';

/**
 * `StorefrontCompatibility1764700000000` on a database with shops made before it: the
 * column is added empty (null), every existing shop reads the contract's date strings, and
 * the migration reverts and runs again. The schema itself is checked against the entities
 * by schema-drift.spec.ts.
 */
describeEachEngine('storefront_compatibility migration on a database with shops', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, STORE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it('adds shops.storefront_compatibility; a shop made before it reads pickup_disabled_dates "strings"', async () => {
    const ds = db.dataSource;
    // Undo the later migrations, then this one.
    const names = STORE_TABLE_SET.migrations.map((m) => m.name);
    const later = names.length - 1 - names.indexOf('StorefrontCompatibility1764700000000');
    expect(later).toBeLessThan(names.length - 1);
    for (let i = 0; i <= later; i++) await ds.undoLastMigration({ transaction: 'each' });
    const columns = async () => ((await ds.createQueryRunner().getTable('shops'))?.columns ?? []).map((c) => c.name);
    expect(await columns()).not.toContain('storefront_compatibility');
    await ds.query('INSERT INTO shops (domain, timezone) VALUES (?, ?)', ['before.myshopify.com', 'Europe/London']);

    await runMigrationsSafely(ds);

    expect(await columns()).toContain('storefront_compatibility');
    expect(await ds.showMigrations()).toBe(false);
    const [row] = (await ds.query('SELECT storefront_compatibility FROM shops WHERE domain = ?', ['before.myshopify.com'])) as {
      storefront_compatibility: unknown;
    }[];
    expect(row.storefront_compatibility).toBeNull();
    const shop = await ds.getRepository(ShopEntity).findOneByOrFail({ domain: 'before.myshopify.com' });
    expect(shop.storefrontCompatibility).toBeNull();
    expect((await new StoreConfigReader(ds).shop(shop.id)).storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    expect(defined(await new StoreReader(ds).forShop('before.myshopify.com')).shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    expect((await exportStore(ds, 'before.myshopify.com')).shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
  });
});
