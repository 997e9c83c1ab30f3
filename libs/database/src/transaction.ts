import type { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/** True on MySQL/MariaDB, where every transaction takes its own pooled connection. */
function isServer(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

/**
 * Runs `work` alone on a SQLite DataSource: after every earlier `exclusiveOnSqlite` (and
 * {@link inTransaction}) call of this process has settled. TypeORM's better-sqlite3
 * driver shares ONE connection per DataSource, so anything that opens a transaction on
 * it (TypeORM's `BEGIN TRANSACTION`, a raw `BEGIN IMMEDIATE`) must go through this one
 * queue, or two of them nest ("cannot start a transaction within a transaction") and
 * statements of one request run inside another's transaction. Not reentrant: do not call
 * it (or `inTransaction`) from inside `work`. On MySQL/MariaDB `work` runs at once.
 */
export function exclusiveOnSqlite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (isServer(dataSource)) return work();
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Runs `work` in a transaction. On SQLite it waits its turn in the DataSource's queue
 * (see {@link exclusiveOnSqlite}); SQLite allows one writer at a time anyway. On
 * MySQL/MariaDB each transaction takes its own pooled connection.
 */
export function inTransaction<T>(dataSource: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return exclusiveOnSqlite(dataSource, () => dataSource.transaction(work));
}
