import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
// Imported explicitly (TypeORM would load them by name) so bundles list them as
// dependencies; mysql2 is imported by ./timeouts, which wraps its pools.
import BetterSqlite3 from 'better-sqlite3';
import { DatabaseTimeouts, guardedMysql2, TOOL_DATABASE_TIMEOUTS } from './timeouts';

/** Which engine a DATABASE_URL selects. */
export type DatabaseEngine = 'mysql' | 'sqlite';

/** A TypeORM entity or migration class. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ClassOf = new (...args: any[]) => unknown;

/**
 * One app's set of tables, supplied by the library that owns them (for example
 * `STORE_TABLE_SET` of @fulfil/store-settings, `FORMS_TABLE_SET` of
 * @fulfil/website-forms). `name` names the migrations table (`migrations_<name>`)
 * and the default SQLite file, so it must never change for an existing database.
 */
export interface TableSet {
  /** Short lower-case name: `store`, `forms`. */
  name: string;
  /** Entity classes, in any order. */
  entities: readonly ClassOf[];
  /** Migration classes, oldest first. */
  migrations: readonly ClassOf[];
}

/** Where the embedded database of a table set lives when DATABASE_URL is unset (git-ignored `data/`). */
export function defaultSqlitePath(tables: Pick<TableSet, 'name'>): string {
  return `data/${tables.name}.sqlite`;
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
 * mysql2 pool settings that keep an instance's connections open while it is idle
 * (docs/scaling.md, "Connections under bursts"): a burst after a quiet spell is served by
 * connections already open instead of opening the whole pool at once on a loaded host, where
 * some handshakes miss the connect timeout (8 of 200 answered 503 after 65 s idle with the
 * host's cores busy, before). mysql2 closes idle connections after 60 s by default; here
 * every connection of the pool may stay idle for 15 minutes, with TCP keep-alive so that
 * no middlebox drops them meanwhile (MariaDB's own `wait_timeout` is 8 hours).
 */
export const WARM_POOL = { maxIdle: Number.MAX_SAFE_INTEGER, idleTimeout: 15 * 60_000, enableKeepAlive: true, keepAliveInitialDelay: 30_000 } as const;

/**
 * TypeORM options for a DATABASE_URL: the same entities and migrations on both
 * engines, never `synchronize`. SQLite runs in WAL mode with foreign keys on and a
 * busy timeout, so two processes can share the file; MySQL/MariaDB connections use
 * UTC and utf8mb4 through mysql2 pools that enforce `timeouts` (connect, acquire,
 * queue and statement limits: see {@link DatabaseTimeouts} and docs/api-decisions.md,
 * "Dependency failures").
 *
 * @param url `mysql://user:pass@host:3306/db`, `sqlite:path/to/file.sqlite`,
 *   `sqlite::memory:`, or undefined for the table set's {@link defaultSqlitePath}
 * @param tables the app's entities and migrations (see {@link TableSet})
 * @param extra.poolSize MySQL connections in the pool (default 10)
 * @param extra.timeouts how long to wait on the database, ms; default
 *   {@link TOOL_DATABASE_TIMEOUTS} (no statement limit, for tools and the TypeORM CLI);
 *   `DatabaseModule` passes the serving ones
 * @throws Error when the URL's scheme is neither MySQL/MariaDB nor SQLite
 */
export function dataSourceOptions(
  url: string | undefined,
  tables: TableSet,
  extra: { poolSize?: number; timeouts?: DatabaseTimeouts } = {},
): DataSourceOptions {
  const timeouts = extra.timeouts ?? TOOL_DATABASE_TIMEOUTS;
  const common = {
    entities: [...tables.entities] as ClassOf[],
    migrations: [...tables.migrations] as ClassOf[],
    migrationsTableName: `migrations_${tables.name}`,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  };
  if (engineOf(url) === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      driver: guardedMysql2(timeouts),
      url: (url ?? '').replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      supportBigNumbers: true,
      bigNumberStrings: false,
      poolSize: extra.poolSize ?? 10,
      connectTimeout: timeouts.connectMs,
      // mysql2 captures a stack trace on every statement (`trace`, default on) only to show the
      // caller in a driver error; TypeORM's QueryFailedError already carries the caller's stack.
      trace: false,
      // Prepared statements kept per connection (the statement units': a few shapes per app);
      // mysql2's default (16,000) times the pools of every instance could pass the server's
      // max_prepared_stmt_count (16,382 by default).
      extra: { maxPreparedStatements: 64, ...WARM_POOL },
    };
  }
  const path = url && url !== 'sqlite:' ? url.slice('sqlite:'.length) : defaultSqlitePath(tables);
  const database = path === ':memory:' ? ':memory:' : resolve(path);
  if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    driver: BetterSqlite3,
    database,
    enableWAL: database !== ':memory:',
    timeout: timeouts.sqliteBusyMs,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma(`busy_timeout = ${Math.round(timeouts.sqliteBusyMs)}`);
    },
  };
}
