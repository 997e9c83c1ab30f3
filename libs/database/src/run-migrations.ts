import type { DataSource, Migration } from 'typeorm';
import { databaseLockName } from './named-lock';
import { withoutServingTimeouts } from './timeouts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs pending migrations safely when several instances start at once against one
 * database: on MySQL/MariaDB under a named lock (`GET_LOCK`, waiting up to 60 s); on
 * SQLite, where another process may win the race, a failed attempt is retried
 * after the winner has finished (each migration runs in its own transaction, so a
 * loser leaves nothing half-applied).
 *
 * Runs without the serving statement limit (a migration may take minutes; the lock wait
 * up to 60 s) and with SQLite's tool busy timeout: see `withoutServingTimeouts`.
 *
 * @returns the migrations this call applied
 * @throws the migration error when pending migrations still fail after 5 attempts
 */
export function runMigrationsSafely(dataSource: DataSource): Promise<Migration[]> {
  return withoutServingTimeouts(dataSource, () => runMigrations(dataSource));
}

async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  const tableName = (dataSource.options.migrationsTableName as string | undefined) ?? 'migrations';
  if (dataSource.options.type === 'mysql') {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      // Per database (named locks are server-wide): other databases on the server migrate meanwhile.
      const lock = databaseLockName(dataSource, `fulfil_${tableName}`);
      const [{ locked }] = await runner.query('SELECT GET_LOCK(?, 60) AS locked', [lock]);
      if (Number(locked) !== 1) throw new Error(`Could not take the migration lock ${lock} within 60 s`);
      try {
        return await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
      }
    } finally {
      await runner.release();
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } catch (err) {
      if (attempt >= 5) throw err;
      await sleep(200 * attempt);
      if (!(await dataSource.showMigrations())) return [];
    }
  }
}
