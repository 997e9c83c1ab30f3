import { insertRow, selectOne, updateWhere } from './select-one';
import { createTestDatabase, describeEachEngine, TestDatabase } from './testing/test-database';
import { SAMPLE_TABLE_SET, SampleItemEntity } from './testing/sample-table-set';

describeEachEngine('selectOne, updateWhere and insertRow', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine, SAMPLE_TABLE_SET);
  }, 60_000);
  afterAll(() => db?.drop());

  it('reads the row findOne reads: same class, same values (dates hydrated), null when none matches', async () => {
    const repo = db.dataSource.getRepository(SampleItemEntity);
    const id = await insertRow(db.dataSource.manager, SampleItemEntity, { code: 'select-a', count: 3 });
    const mine = await selectOne(db.dataSource.manager, SampleItemEntity, { code: 'select-a' });
    const theirs = await repo.findOne({ where: { code: 'select-a' } });
    expect(mine).toBeInstanceOf(SampleItemEntity);
    expect(mine).toEqual(theirs);
    expect(mine?.id).toBe(id);
    expect(mine?.createdAt).toBeInstanceOf(Date);
    expect(await selectOne(db.dataSource.manager, SampleItemEntity, { id, count: 3 })).toEqual(theirs);
    expect(await selectOne(db.dataSource.manager, SampleItemEntity, { id, count: 4 })).toBeNull();
    expect(await selectOne(db.dataSource.manager, SampleItemEntity, { code: 'select-none' })).toBeNull();
  });

  it('refuses a property without column and a null criterion', async () => {
    await expect(selectOne(db.dataSource.manager, SampleItemEntity, { nope: 1 } as never)).rejects.toThrow(/no column for nope/);
    await expect(selectOne(db.dataSource.manager, SampleItemEntity, { code: null })).rejects.toThrow(/code is null/);
  });

  it('updates the matching rows with bound values and stamps updated_at as TypeORM does; returns how many matched', async () => {
    const id = await insertRow(db.dataSource.manager, SampleItemEntity, { code: 'update-a' });
    await insertRow(db.dataSource.manager, SampleItemEntity, { code: 'update-b' });
    await db.dataSource.query(`UPDATE sample_items SET updated_at = '2000-01-01 00:00:00' WHERE id = ${id}`);
    expect(await updateWhere(db.dataSource.manager, SampleItemEntity, { id }, { count: 7 })).toBe(1);
    const row = await db.dataSource.getRepository(SampleItemEntity).findOneByOrFail({ id });
    expect(row.count).toBe(7);
    expect(row.updatedAt.getUTCFullYear()).toBeGreaterThan(2000);
    expect((await db.dataSource.getRepository(SampleItemEntity).findOneByOrFail({ code: 'update-b' })).count).toBe(0);
    expect(await updateWhere(db.dataSource.manager, SampleItemEntity, { code: 'update-none' }, { count: 1 })).toBe(0);
    await expect(updateWhere(db.dataSource.manager, SampleItemEntity, {}, { count: 1 })).rejects.toThrow(/no criteria/);
    await expect(updateWhere(db.dataSource.manager, SampleItemEntity, { id }, { count: undefined })).rejects.toThrow(/count is undefined/);
  });

  it('inserts one row with defaults for the columns left out and answers its id; a duplicate key is the driver error', async () => {
    const first = await insertRow(db.dataSource.manager, SampleItemEntity, { code: 'insert-a', count: undefined });
    const second = await insertRow(db.dataSource.manager, SampleItemEntity, { code: 'insert-b' });
    expect(second).toBeGreaterThan(first);
    expect(await db.dataSource.getRepository(SampleItemEntity).findOneByOrFail({ id: first })).toMatchObject({ code: 'insert-a', count: 0 });
    await expect(insertRow(db.dataSource.manager, SampleItemEntity, { code: 'insert-a' })).rejects.toThrow();
  });

  it('runs inside the transaction of the manager it is given', async () => {
    await db.dataSource
      .transaction(async (manager) => {
        const id = await insertRow(manager, SampleItemEntity, { code: 'tx-a' });
        expect(await selectOne(manager, SampleItemEntity, { id })).toMatchObject({ code: 'tx-a' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await selectOne(db.dataSource.manager, SampleItemEntity, { code: 'tx-a' })).toBeNull();
  });
});
