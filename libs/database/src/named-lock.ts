import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** MySQL's limit on the length of a named lock's name (`GET_LOCK`). */
const MAX_LOCK_NAME = 64;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The name under which a MySQL/MariaDB named lock (`GET_LOCK`/`RELEASE_LOCK`) for `name` is
 * taken in this data source's database. Named locks belong to the server, not to a
 * database: without the database in the name, two databases on one server (staging next to
 * production, or CI's test suites running side by side) wait on each other's locks, and a
 * burst in one makes the other's requests time out. The database goes in as 8 hex digits of
 * its SHA-256; a result longer than 64 characters is hashed whole (`h:` + 62 hex digits).
 *
 * @param name the lock's name within the database (e.g. `cap:1:pickup:3:2026-03-12:7`)
 * @returns the server-wide name, at most 64 characters; the same for the same database and name
 */
export function databaseLockName(dataSource: DataSource, name: string): string {
  // TypeORM's MySQL driver keeps the database it connected to (also when given by URL).
  const database = (dataSource.driver as { database?: string }).database ?? String(dataSource.options.database ?? '');
  const scoped = `${name}@${sha256(database).slice(0, 8)}`;
  return scoped.length <= MAX_LOCK_NAME ? scoped : `h:${sha256(scoped).slice(0, MAX_LOCK_NAME - 2)}`;
}
