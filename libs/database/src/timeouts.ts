import type { DataSource } from 'typeorm';
import * as mysql2 from 'mysql2';
import type { DatabaseAppConfig } from '@fulfil/platform';

/**
 * How long a DataSource waits on its database before giving up (all times in ms; 0 = no
 * limit). docs/api-decisions.md, "Dependency failures".
 */
export interface DatabaseTimeouts {
  /** MySQL/MariaDB: TCP connect and handshake of a new connection (mysql2 `connectTimeout`). */
  connectMs: number;
  /**
   * MySQL/MariaDB: longest wait for a pooled connection while the pool makes no progress
   * (no caller is handed a connection meanwhile: a stalled database); fails with code
   * `POOL_ACQUIRE_TIMEOUT`. A pool that keeps handing out connections (a busy database,
   * a burst of requests for one hot row) keeps its callers waiting, up to `acquireMaxMs`.
   */
  acquireMs: number;
  /** MySQL/MariaDB: longest wait for a pooled connection in any case (a busy pool), ms; 0 = no limit. */
  acquireMaxMs: number;
  /**
   * MySQL/MariaDB: longest wait for each statement's answer; fails with mysql2's
   * `PROTOCOL_SEQUENCE_TIMEOUT`, and the connection is then destroyed (mysql2 would keep
   * the stuck statement at the head of the connection's queue, and every later
   * statement on it would wait forever).
   */
  queryMs: number;
  /** MySQL/MariaDB: callers allowed to wait for a connection when all are busy; more fail at once (`POOL_QUEUE_FULL`). */
  queueLimit: number;
  /**
   * SQLite: `busy_timeout`, how long a write waits for another process's write lock.
   * better-sqlite3 is synchronous: the whole process (every request, the probes) stands
   * still while it waits, so an app keeps it short.
   */
  sqliteBusyMs: number;
}

/**
 * The timeouts of an app serving requests (`DatabaseModule`): a stalled or cut database
 * answers 503 DEPENDENCY_UNAVAILABLE within about a second instead of holding the
 * request (mysql2's own connect timeout is 10 s and it has no acquire or query limit).
 */
export const SERVING_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 500,
  acquireMs: 750,
  acquireMaxMs: 5000,
  queryMs: 750,
  queueLimit: 200,
  sqliteBusyMs: 250,
};

/**
 * The timeouts of tools, imports and the TypeORM CLI (`dataSourceOptions`' default):
 * long statements such as migrations must not be cut off.
 */
export const TOOL_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 10_000,
  acquireMs: 0,
  acquireMaxMs: 0,
  queryMs: 0,
  queueLimit: 0,
  sqliteBusyMs: 5000,
};

/**
 * The serving timeouts of an app's configuration: DB_CONNECT_TIMEOUT_MS, and
 * DB_QUERY_TIMEOUT_MS for both the acquire limit (without progress) and the statement
 * limit (see {@link SERVING_DATABASE_TIMEOUTS} for the rest).
 */
export function databaseTimeouts(config: Pick<DatabaseAppConfig, 'DB_CONNECT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS'>): DatabaseTimeouts {
  return { ...SERVING_DATABASE_TIMEOUTS, connectMs: config.DB_CONNECT_TIMEOUT_MS, acquireMs: config.DB_QUERY_TIMEOUT_MS, queryMs: config.DB_QUERY_TIMEOUT_MS };
}

/** What a guarded pool enforces; `relaxed` > 0 lifts the statement limit (migrations). */
interface PoolGuard {
  acquireMs: number;
  acquireMaxMs: number;
  queryMs: number;
  relaxed: number;
  /** When a caller was last handed a connection (epoch ms): the pool's progress. */
  lastHandoff: number;
}

type Callback = (err: NodeJS.ErrnoException | null, ...rest: unknown[]) => unknown;
type GuardedConnection = mysql2.PoolConnection & { [GUARDED]?: true; stream?: { destroy?: () => void } };

const GUARDED = Symbol('guarded');
const guards = new WeakMap<object, PoolGuard>();

/** An error with a driver-style `code`, as the mapping of `databaseUnavailable` reads it. */
function codedError(message: string, code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

/**
 * mysql2 for TypeORM's `driver` option, whose pools enforce `timeouts`: an acquire limit
 * (without progress of the pool, and in any case) and a queue limit on `getConnection`,
 * and a per-statement limit on every connection's `query` (a timed-out connection is
 * destroyed). TypeORM's own `enableQueryTimeout`
 * is not used: it also logs every statement that reaches the limit, with its
 * parameters, to the console.
 */
export function guardedMysql2(timeouts: DatabaseTimeouts): typeof mysql2 {
  const createPool = (config: mysql2.PoolOptions) => guardPool(mysql2.createPool({ ...config, queueLimit: timeouts.queueLimit }), timeouts);
  // Everything else (createPoolCluster, types, ...) from mysql2 itself, through the prototype.
  return Object.create(mysql2, { createPool: { value: createPool, enumerable: true } }) as typeof mysql2;
}

function guardPool(pool: mysql2.Pool, timeouts: DatabaseTimeouts): mysql2.Pool {
  const guard: PoolGuard = { acquireMs: timeouts.acquireMs, acquireMaxMs: timeouts.acquireMaxMs, queryMs: timeouts.queryMs, relaxed: 0, lastHandoff: 0 };
  guards.set(pool, guard);
  const getConnection = pool.getConnection.bind(pool) as (cb: Callback) => void;
  (pool as unknown as { getConnection: (cb: Callback) => void }).getConnection = (cb: Callback) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const started = Date.now();
    // Gives up after acquireMs without progress of the pool, or after acquireMaxMs in any case.
    const check = () => {
      const now = Date.now();
      const stalledFor = now - Math.max(started, guard.lastHandoff);
      const waited = now - started;
      const capped = guard.acquireMaxMs > 0 && waited >= guard.acquireMaxMs;
      if (stalledFor >= guard.acquireMs || capped) {
        settled = true;
        const message = capped
          ? `No database connection within ${guard.acquireMaxMs} ms`
          : `No database connection within ${guard.acquireMs} ms (the pool made no progress)`;
        return cb(codedError(message, 'POOL_ACQUIRE_TIMEOUT'));
      }
      const nextCheck = Math.min(guard.acquireMs - stalledFor, guard.acquireMaxMs > 0 ? guard.acquireMaxMs - waited : Infinity);
      timer = setTimeout(check, Math.max(1, nextCheck));
    };
    if (guard.acquireMs > 0) timer = setTimeout(check, guard.acquireMs);
    getConnection((err, connection) => {
      if (settled) {
        // The caller gave up; a connection that arrives late goes back to the pool.
        if (!err) (connection as mysql2.PoolConnection).release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (err) {
        if (err.message === 'Queue limit reached.') err.code ??= 'POOL_QUEUE_FULL';
        if (err.message === 'Pool is closed.') err.code ??= 'POOL_CLOSED';
        return cb(err);
      }
      guard.lastHandoff = Date.now();
      guardConnection(connection as GuardedConnection, guard);
      cb(null, connection);
    });
  };
  return pool;
}

function guardConnection(connection: GuardedConnection, guard: PoolGuard): void {
  if (connection[GUARDED]) return;
  connection[GUARDED] = true;
  // TypeORM runs every statement through `connection.promise().query(...)`, and mysql2 builds
  // a new promise wrapper (an EventEmitter with its listeners) on each call: one per connection.
  const promise = connection.promise.bind(connection) as (impl?: PromiseConstructor) => ReturnType<mysql2.PoolConnection['promise']>;
  let promised: ReturnType<mysql2.PoolConnection['promise']> | undefined;
  (connection as unknown as { promise: typeof promise }).promise = (impl?: PromiseConstructor) => (impl ? promise(impl) : (promised ??= promise()));
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => query(...limited(connection, guard, args));
  // Prepared statements (the statement units of ./statement-units): mysql2 limits only the
  // EXECUTE, not the PREPARE that precedes a connection's first use of a statement, so the
  // limit is kept here, around both.
  const execute = connection.execute.bind(connection) as (...args: unknown[]) => unknown;
  (connection as unknown as { execute: (...args: unknown[]) => unknown }).execute = (...args: unknown[]) => {
    const last = args.length - 1;
    const limit = guard.relaxed > 0 ? 0 : guard.queryMs;
    if (limit <= 0 || typeof args[last] !== 'function') return execute(...args);
    const cb = args[last] as Callback;
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      drop(connection);
      cb(codedError(`Statement not answered within ${limit} ms`, 'PROTOCOL_SEQUENCE_TIMEOUT'));
    }, limit);
    args[last] = (err: NodeJS.ErrnoException | null, ...rest: unknown[]) => {
      if (settled) return; // answered after the limit: the caller has its error already
      settled = true;
      clearTimeout(timer);
      return cb(err, ...rest);
    };
    return execute(...args);
  };
}

/** Destroys a connection whose statement timed out: mysql2 would leave the unanswered statement at the head of its queue. */
function drop(connection: GuardedConnection): void {
  connection.destroy();
  connection.stream?.destroy?.();
}

/** A text statement's arguments with the serving limit added and a timed-out connection destroyed (see {@link guardConnection}). */
function limited(connection: GuardedConnection, guard: PoolGuard, args: unknown[]): unknown[] {
  const last = args.length - 1;
  // Only calls with a callback (TypeORM's, through mysql2's promise wrapper): a streamed
  // query would be cut off mid-stream, and nobody would see its error.
  const limit = guard.relaxed > 0 || typeof args[last] !== 'function' ? 0 : guard.queryMs;
  const [sql] = args;
  if (limit > 0 && typeof sql === 'string') args[0] = { sql, timeout: limit };
  else if (limit > 0 && sql && Object.getPrototypeOf(sql) === Object.prototype && (sql as { timeout?: number }).timeout === undefined)
    args[0] = { ...(sql as object), timeout: limit };
  if (typeof args[last] === 'function') {
    const cb = args[last] as Callback;
    args[last] = (err: NodeJS.ErrnoException | null, ...rest: unknown[]) => {
      if (err?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') drop(connection);
      return cb(err, ...rest);
    };
  }
  return args;
}

/**
 * Runs `work` (migrations, a long import) without the serving statement limit: on
 * MySQL/MariaDB the statement timeout is lifted for the DataSource's pool; on SQLite
 * `busy_timeout` is raised to the tools' 5 s (another instance may be migrating the same
 * file). Meant for start-up, before requests are served: everything on the DataSource
 * runs without the limit meanwhile.
 */
export async function withoutServingTimeouts<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const driver = dataSource.driver as unknown as { pool?: object; databaseConnection?: { pragma(s: string, o?: { simple: boolean }): unknown } };
  const guard = driver.pool ? guards.get(driver.pool) : undefined;
  const sqlite = dataSource.options.type === 'better-sqlite3' ? driver.databaseConnection : undefined;
  const busyBefore = sqlite ? Number(sqlite.pragma('busy_timeout', { simple: true })) : undefined;
  if (guard) guard.relaxed++;
  if (sqlite) sqlite.pragma(`busy_timeout = ${Math.max(busyBefore ?? 0, TOOL_DATABASE_TIMEOUTS.sqliteBusyMs)}`);
  try {
    return await work();
  } finally {
    if (guard) guard.relaxed--;
    if (sqlite && busyBefore !== undefined) sqlite.pragma(`busy_timeout = ${busyBefore}`);
  }
}
