import type { DataSource } from 'typeorm';
import { exclusiveOnSqlite } from '../repositories/transaction';

/** True when the DataSource talks to MySQL/MariaDB (one pooled connection per transaction). */
export function isServerEngine(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

/**
 * Runs a capacity write (a reservation, an order from a webhook) so that it never
 * interleaves with another capacity write of this process on SQLite.
 *
 * Why: TypeORM's better-sqlite3 driver shares ONE connection (and one query runner)
 * per DataSource. `CapacityRepository.reserve` opens a raw `BEGIN IMMEDIATE` on it,
 * `inTransaction` opens TypeORM's own `BEGIN TRANSACTION`; two of them at once fail with
 * "cannot start a transaction within a transaction". On MySQL/MariaDB every
 * transaction has its own pooled connection and the database serialises them
 * (`GET_LOCK`, row locks), so `work` runs at once.
 */
export function runCapacityWrite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  // The one SQLite queue of the DataSource, shared with every other writer (admin
  // writes, imports, CapacityRepository.reserve, which queues itself: never call it
  // from inside `work`, the queue would wait for itself).
  return exclusiveOnSqlite(dataSource, work);
}
