import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
// Imported explicitly (TypeORM would load them by name) so bundles list them as dependencies.
import BetterSqlite3 from 'better-sqlite3';
import * as mysql2 from 'mysql2';
import { SCHEMAS, SchemaName } from '../schemas';

/** Which engine a DATABASE_URL selects. */
export type DatabaseEngine = 'mysql' | 'sqlite';

/** Where the embedded database of a schema lives when DATABASE_URL is unset (git-ignored `data/`). */
export function defaultSqlitePath(schema: SchemaName): string {
  return `data/${schema}.sqlite`;
}

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
 *   `sqlite::memory:`, or undefined for the schema's {@link defaultSqlitePath}
 * @param extra.schema which table set: `store` (merchant data, orders, reservations;
 *   fulfilment-api and widget-api) or `forms` (enquiries, local helpdesk; website-api)
 */
export function dataSourceOptions(url: string | undefined, extra: { poolSize?: number; schema?: SchemaName } = {}): DataSourceOptions {
  const schema = extra.schema ?? 'store';
  const { entities, migrations } = SCHEMAS[schema];
  const common = { entities, migrations, migrationsTableName: `migrations_${schema}`, synchronize: false, migrationsRun: false, logging: false } as const;
  if (engineOf(url) === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      driver: mysql2,
      url: (url ?? '').replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      bigNumberStrings: false,
      poolSize: extra.poolSize ?? 10,
    };
  }
  const path = url && url !== 'sqlite:' ? url.slice('sqlite:'.length) : defaultSqlitePath(schema);
  const database = path === ':memory:' ? ':memory:' : resolve(path);
  if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    driver: BetterSqlite3,
    database,
    enableWAL: database !== ':memory:',
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}
