import { chunks, insertInChunks } from './bulk';
import { defaultSqlitePath, dataSourceOptions, engineOf } from './data-source-options';
import { inTransaction } from './transaction';
import { isUniqueViolation } from './unique-violation';
import { createTestDatabase, describeEachEngine, TestDatabase } from './testing/test-database';
import { describeMigrationsAgree } from './testing/schema-drift';
import { SAMPLE_TABLE_SET, SampleItemEntity } from './testing/sample-table-set';

describe('dataSourceOptions', () => {
  it('selects the engine from the URL and refuses other schemes without echoing a password', () => {
    expect(engineOf(undefined)).toBe('sqlite');
    expect(engineOf('sqlite::memory:')).toBe('sqlite');
    expect(engineOf('mariadb://u:p@h/db')).toBe('mysql');
    expect(() => engineOf('postgres://user:secret@h/db')).toThrow(/postgres:\/\/\*\*\*@h\/db/);
    expect(() => engineOf('postgres://user:secret@h/db')).not.toThrow(/secret/);
  });

  it('names the migrations table and the default SQLite file after the table set', () => {
    const options = dataSourceOptions('sqlite::memory:', SAMPLE_TABLE_SET);
    expect(options).toMatchObject({
      type: 'better-sqlite3',
      database: ':memory:',
      migrationsTableName: 'migrations_sample',
      synchronize: false,
      migrationsRun: false,
    });
    expect(options.entities).toEqual([SampleItemEntity]);
    expect(defaultSqlitePath(SAMPLE_TABLE_SET)).toBe('data/sample.sqlite');
    expect(dataSourceOptions('mariadb://root@127.0.0.1:3306/x', SAMPLE_TABLE_SET, { poolSize: 3 })).toMatchObject({
      type: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/x',
      poolSize: 3,
      timezone: 'Z',
      trace: false,
      extra: { maxPreparedStatements: 64 },
    });
  });

  it('splits lists into chunks of at most the given size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });
});

describeMigrationsAgree(SAMPLE_TABLE_SET, ['sample_items']);

describeEachEngine('database helpers on a real engine', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, SAMPLE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it('inserts in chunks and recognises a unique violation of the driver', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ code: `c${i}` }));
    await insertInChunks(db.dataSource.manager, SampleItemEntity, rows, 10);
    expect(await db.dataSource.getRepository(SampleItemEntity).count()).toBe(25);
    const error = await db.dataSource
      .getRepository(SampleItemEntity)
      .insert({ code: 'c3' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('runs concurrent read-modify-write transactions without losing an update', async () => {
    const repo = db.dataSource.getRepository(SampleItemEntity);
    await repo.insert({ code: 'counter' });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(db.dataSource, async (em) => {
          const row = await em
            .getRepository(SampleItemEntity)
            .findOneOrFail({ where: { code: 'counter' }, lock: engine === 'mysql' ? { mode: 'pessimistic_write' } : undefined });
          await em.getRepository(SampleItemEntity).update({ id: row.id }, { count: row.count + 1 });
        }),
      ),
    );
    expect((await repo.findOneOrFail({ where: { code: 'counter' } })).count).toBe(20);
  });
});
