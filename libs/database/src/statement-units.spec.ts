import { insertRowStep, selectOneStep, updateWhereStep } from './select-one';
import { execute, queryRows, runUnit, Unit, unitCommitStats } from './statement-units';
import { createTestDatabase, describeEachEngine, TestDatabase } from './testing/test-database';
import { SAMPLE_TABLE_SET, SampleItemEntity } from './testing/sample-table-set';
import { insertIfAbsentStep, isUniqueViolation } from './unique-violation';

describeEachEngine('runUnit and the unit steps', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, SAMPLE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  const find = (code: string) => db.dataSource.getRepository(SampleItemEntity).findOneBy({ code });

  it('runs the statements of a unit in order, hands each answer back and resolves with the return value', async () => {
    const result = await runUnit(db.dataSource, function* () {
      const id = yield* insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-a', count: 2 });
      const matched = yield* updateWhereStep(db.dataSource, SampleItemEntity, { id }, { count: 5 });
      const row = yield* selectOneStep(db.dataSource, SampleItemEntity, { id });
      const raw = yield* queryRows('SELECT code FROM sample_items WHERE id = ?', [id]);
      return { id, matched, row, raw };
    });
    expect(result.matched).toBe(1);
    expect(result.row).toBeInstanceOf(SampleItemEntity);
    expect(result.row).toEqual(await db.dataSource.getRepository(SampleItemEntity).findOneBy({ id: result.id }));
    expect(result.row?.count).toBe(5);
    expect(result.raw).toEqual([{ code: 'unit-a' }]);
  });

  it('insertIfAbsentStep answers the new id, or null when the key is taken (the row is left as it was)', async () => {
    const first = await runUnit(db.dataSource, () => insertIfAbsentStep(db.dataSource, SampleItemEntity, { code: 'unit-b', count: 1 }, 'code'));
    const second = await runUnit(db.dataSource, () => insertIfAbsentStep(db.dataSource, SampleItemEntity, { code: 'unit-b', count: 9 }, 'code'));
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    expect(await find('unit-b')).toMatchObject({ id: first, count: 1 });
    const update = await runUnit(db.dataSource, () => execute('UPDATE sample_items SET count = count + 1 WHERE code = ?', ['unit-b']));
    expect(update).toEqual({ affected: 1, insertId: null });
  });

  it('of concurrent units with one key exactly one inserts', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runUnit(db.dataSource, () => insertIfAbsentStep(db.dataSource, SampleItemEntity, { code: 'unit-race', count: i }, 'code')),
      ),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it("throws a statement's error at its yield: a unit may catch it and go on", async () => {
    await runUnit(db.dataSource, () => insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-c' }));
    const caught = await runUnit(db.dataSource, function* (): Unit<string> {
      try {
        yield* insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-c' });
        return 'inserted';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      yield* updateWhereStep(db.dataSource, SampleItemEntity, { code: 'unit-c' }, { count: 3 });
      return 'updated';
    });
    expect(caught).toBe('updated');
    expect(await find('unit-c')).toMatchObject({ count: 3 });
  });

  it('is not a transaction: a unit that fails keeps the writes it made, and fails alone', async () => {
    const failing = runUnit(db.dataSource, function* () {
      yield* insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-d' });
      yield* insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-d' });
    });
    const other = runUnit(db.dataSource, () => insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-e' }));
    const thrower = runUnit(db.dataSource, function* () {
      yield* insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-f' });
      throw new Error('not a database error');
    });
    expect(
      isUniqueViolation(
        await failing.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(true);
    await expect(thrower).rejects.toThrow('not a database error');
    expect(await other).toEqual(expect.any(Number));
    for (const code of ['unit-d', 'unit-e', 'unit-f']) expect(await find(code)).toMatchObject({ code });
  });

  if (engine === 'sqlite') {
    it('SQLite: units started together share one commit, run inside it one after the other, and settle after it', async () => {
      const before = unitCommitStats(db.dataSource);
      const connection = (db.dataSource.driver as unknown as { databaseConnection: { inTransaction: boolean } }).databaseConnection;
      const seen: boolean[] = [];
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          runUnit(db.dataSource, function* () {
            seen.push(connection.inTransaction);
            return yield* insertRowStep(db.dataSource, SampleItemEntity, { code: `unit-batch-${i}` });
          }),
        ),
      );
      const after = unitCommitStats(db.dataSource);
      expect(after.commits - before.commits).toBe(1);
      expect(after.units - before.units).toBe(20);
      expect(seen).toEqual(Array(20).fill(true));
      expect(connection.inTransaction).toBe(false);
      expect(new Set(ids).size).toBe(20);
    });

    it('SQLite: waits for a transaction of the DataSource in progress instead of joining it', async () => {
      const { inTransaction } = await import('./transaction');
      let release!: () => void;
      const open = inTransaction(db.dataSource, async (manager) => {
        await manager.query("INSERT INTO sample_items (code) VALUES ('unit-tx')");
        await new Promise<void>((r) => (release = r));
        throw new Error('roll back');
      });
      await new Promise((r) => setTimeout(r, 20));
      const unit = runUnit(db.dataSource, () => insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-after-tx' }));
      await new Promise((r) => setTimeout(r, 20));
      release();
      await expect(open).rejects.toThrow('roll back');
      expect(await unit).toEqual(expect.any(Number));
      expect(await find('unit-tx')).toBeNull();
      expect(await find('unit-after-tx')).toMatchObject({ code: 'unit-after-tx' });
    });
  } else {
    it('MySQL/MariaDB: no group commit (each statement commits by itself)', async () => {
      await runUnit(db.dataSource, () => insertRowStep(db.dataSource, SampleItemEntity, { code: 'unit-mysql' }));
      expect(unitCommitStats(db.dataSource)).toEqual({ commits: 0, units: 0 });
    });
  }
});
