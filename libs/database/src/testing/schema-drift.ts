import type { TableSet } from '../data-source-options';
import { createTestDatabase, describeEachEngine, TestDatabase } from './test-database';

/**
 * Declares, once per engine of `describeEachEngine`, the three checks every table set
 * owes: after all migrations the schema builder finds nothing to change (migrations
 * and entities agree), no migration is pending, and every migration reverts cleanly
 * and runs again. Call it at the top level of a spec file.
 *
 * @param tables the table set under test
 * @param tableNames the tables its migrations create (all gone after reverting)
 */
export function describeMigrationsAgree(tables: TableSet, tableNames: readonly string[]): void {
  describeEachEngine(`${tables.name} tables: migrations and entities agree`, (engine) => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(engine, tables);
    }, 60_000);
    afterAll(() => db?.drop());

    it('leaves nothing for the schema builder to change after every migration ran', async () => {
      const pending = await db.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });

    it('has no pending migration and keeps its own migrations table', async () => {
      expect(await db.dataSource.showMigrations()).toBe(false);
      expect(db.dataSource.options.migrationsTableName).toBe(`migrations_${tables.name}`);
    });

    it('reverts every migration cleanly and runs them again', async () => {
      const count = db.dataSource.migrations.length;
      for (let i = 0; i < count; i++) await db.dataSource.undoLastMigration({ transaction: 'each' });
      expect(await db.dataSource.createQueryRunner().getTables([...tableNames])).toHaveLength(0);
      await db.dataSource.runMigrations({ transaction: 'each' });
      expect(await db.dataSource.createQueryRunner().getTables([...tableNames])).toHaveLength(tableNames.length);
    }, 60_000);
  });
}
