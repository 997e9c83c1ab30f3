import { STORE_TABLES } from '../entities';
import { createTestDatabase, describeEachEngine, TestDatabase } from '../testing/test-database';

describeEachEngine('migrations and entities agree', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  }, 60_000);
  afterAll(() => db?.drop());

  it('leaves nothing for the schema builder to change after every migration ran', async () => {
    const pending = await db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has no pending migration', async () => {
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('reverts every migration cleanly', async () => {
    const count = db.dataSource.migrations.length;
    for (let i = 0; i < count; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    const tables = await db.dataSource.createQueryRunner().getTables(STORE_TABLES);
    expect(tables).toHaveLength(0);
    await db.dataSource.runMigrations({ transaction: 'each' });
  });
});
