import { FORMS_TABLES } from './entities';
import { createTestDatabase, describeEachEngine, TestDatabase } from '../testing/test-database';

describeEachEngine('forms schema: migrations and entities agree', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, { schema: 'forms' });
  }, 60_000);
  afterAll(() => db?.drop());

  it('leaves nothing for the schema builder to change after every migration ran', async () => {
    const pending = await db.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has no pending migration and keeps its own migrations table', async () => {
    expect(await db.dataSource.showMigrations()).toBe(false);
    expect(db.dataSource.options.migrationsTableName).toBe('migrations_forms');
  });

  it('reverts every migration cleanly and runs them again', async () => {
    const count = db.dataSource.migrations.length;
    for (let i = 0; i < count; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    expect(await db.dataSource.createQueryRunner().getTables(FORMS_TABLES)).toHaveLength(0);
    await db.dataSource.runMigrations({ transaction: 'each' });
    expect(await db.dataSource.createQueryRunner().getTables(FORMS_TABLES)).toHaveLength(FORMS_TABLES.length);
  });
});
