import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ALL_ENTITIES } from '../entities';
import { ALL_MIGRATIONS } from '../migrations';

/** Which engine a DATABASE_URL selects. */
export type DatabaseEngine = 'mysql' | 'sqlite';

/** Where the embedded database lives when DATABASE_URL is unset (git-ignored). */
export const DEFAULT_SQLITE_PATH = 'data/fulfilment.sqlite';

/**
 * The engine a URL selects: `mysql://` or `mariadb://` -> MySQL through mysql2;
 * unset, `sqlite:<path>` or `sqlite::memory:` -> embedded SQLite (better-sqlite3).
 * @throws Error for any other scheme
 */
export function engineOf(url: string | undefined): DatabaseEngine {
  if (!url || url.startsWith('sqlite:')) return 'sqlite';
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql';
  throw new Error(`DATABASE_URL must start with mysql://, mariadb:// or sqlite: (got "${url.replace(/\/\/[^@]*@/, '//***@')}")`);
}

/**
 * TypeORM options for a DATABASE_URL: the same entities and migrations on both
 * engines, never `synchronize`. SQLite runs in WAL mode with foreign keys on and a
 * busy timeout, so two processes can share the file; MySQL/MariaDB connections use
 * UTC and utf8mb4.
 *
 * @param url `mysql://user:pass@host:3306/db`, `sqlite:path/to/file.sqlite`,
 *   `sqlite::memory:`, or undefined for {@link DEFAULT_SQLITE_PATH}
 */
export function dataSourceOptions(url: string | undefined, extra: { poolSize?: number } = {}): DataSourceOptions {
  const common = { entities: ALL_ENTITIES, migrations: ALL_MIGRATIONS, synchronize: false, migrationsRun: false, logging: false } as const;
  if (engineOf(url) === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: (url ?? '').replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      bigNumberStrings: false,
      poolSize: extra.poolSize ?? 10,
    };
  }
  const path = url && url !== 'sqlite:' ? url.slice('sqlite:'.length) : DEFAULT_SQLITE_PATH;
  const database = path === ':memory:' ? ':memory:' : resolve(path);
  if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database,
    enableWAL: database !== ':memory:',
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
