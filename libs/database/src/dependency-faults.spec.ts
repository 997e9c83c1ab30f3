import BetterSqlite3 from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { mapKnownError } from '@fulfil/platform';
import { TcpProxy } from '@fulfil/platform/testing';
import { problemType } from '@fulfil/problem-details';
import { dataSourceOptions } from './data-source-options';
import { databaseUnavailability, databaseUnavailableProblem } from './dependency-errors';
import { runMigrationsSafely } from './run-migrations';
import { queryRows, runUnit } from './statement-units';
import { DatabaseTimeouts, SERVING_DATABASE_TIMEOUTS, TOOL_DATABASE_TIMEOUTS, withoutServingTimeouts } from './timeouts';
import { createTestDatabase, TestDatabase } from './testing/test-database';
import { SAMPLE_TABLE_SET, SampleItemEntity } from './testing/sample-table-set';

/** Milliseconds `work` took to settle, and how it settled. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

const coded = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(code), { code, ...extra });

describe('database errors that mean "unavailable" (docs/api-decisions.md, "Dependency failures")', () => {
  it("classifies the drivers' connection, timeout and overload errors, raw or wrapped by TypeORM", () => {
    expect(databaseUnavailability(coded('ECONNREFUSED', { fatal: true }))).toBe('unreachable'); // mysql2 connect
    expect(databaseUnavailability(coded('ETIMEDOUT', { fatal: true }))).toBe('timeout'); // mysql2 connectTimeout
    expect(databaseUnavailability(coded('PROTOCOL_CONNECTION_LOST', { fatal: true }))).toBe('unreachable');
    expect(databaseUnavailability({ name: 'QueryFailedError', driverError: coded('PROTOCOL_SEQUENCE_TIMEOUT') })).toBe('timeout');
    expect(databaseUnavailability({ name: 'QueryFailedError', driverError: coded('ECONNRESET') })).toBe('unreachable');
    expect(databaseUnavailability({ name: 'QueryFailedError', driverError: coded('SQLITE_BUSY') })).toBe('timeout');
    expect(databaseUnavailability(coded('POOL_ACQUIRE_TIMEOUT'))).toBe('timeout');
    expect(databaseUnavailability(coded('POOL_QUEUE_FULL'))).toBe('overloaded');
    expect(databaseUnavailability(coded('ER_CON_COUNT_ERROR'))).toBe('overloaded');
    expect(databaseUnavailability(new Error("Can't add new command when connection is in closed state"))).toBe('unreachable');
  });

  it("leaves every other error alone: SQL errors, constraint violations, other clients' network errors", () => {
    expect(databaseUnavailability({ driverError: coded('ER_DUP_ENTRY') })).toBeUndefined();
    expect(databaseUnavailability({ driverError: coded('SQLITE_CONSTRAINT_UNIQUE') })).toBeUndefined();
    expect(databaseUnavailability(coded('ECONNREFUSED'))).toBeUndefined(); // not the driver's (no `fatal`, no `driverError`)
    expect(databaseUnavailability(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseUnavailability(null)).toBeUndefined();
  });

  it("answers 503 DEPENDENCY_UNAVAILABLE with Retry-After and the catalogue's hint, revealing nothing, through the platform's filter", () => {
    const error = { name: 'QueryFailedError', message: 'select secret from t', driverError: coded('PROTOCOL_SEQUENCE_TIMEOUT') };
    const problem = databaseUnavailableProblem(error);
    expect(problem).toMatchObject({
      status: 503,
      code: 'DEPENDENCY_UNAVAILABLE',
      detail: "The service's database did not answer in time.",
      headers: { 'Retry-After': '5' },
    });
    expect(problem?.hint).toMatch(/Retry-After/);
    expect(JSON.stringify(problem)).not.toMatch(/secret|SEQUENCE/);
    expect(problemType('DEPENDENCY_UNAVAILABLE')).toMatchObject({ status: 503, title: 'Dependency unavailable', hint: expect.any(String) });
    // Loading the library registered the mapping the ProblemDetailsFilter consults.
    expect(mapKnownError(error)).toMatchObject({ status: 503, code: 'DEPENDENCY_UNAVAILABLE' });
    expect(mapKnownError(new Error('other'))).toBeUndefined();
  });
});

describe('a stalled SQLite: another process holds the write lock', () => {
  let db: TestDatabase;
  let serving: DataSource;
  let other: BetterSqlite3.Database;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', SAMPLE_TABLE_SET);
    serving = await new DataSource(dataSourceOptions(db.url, SAMPLE_TABLE_SET, { timeouts: SERVING_DATABASE_TIMEOUTS })).initialize();
    other = new BetterSqlite3(db.url.slice('sqlite:'.length));
  });
  afterAll(async () => {
    other?.close();
    if (serving?.isInitialized) await serving.destroy();
    await db?.drop();
  });

  it('fails a write after the short busy timeout (the whole process waits meanwhile) as DEPENDENCY_UNAVAILABLE; reads go on; writes resume with the lock', async () => {
    const repo = serving.getRepository(SampleItemEntity);
    await repo.insert({ code: 'before' });
    other.exec('BEGIN IMMEDIATE');
    try {
      const write = await timed(() => repo.insert({ code: 'during' }));
      expect(databaseUnavailability(write.error)).toBe('timeout');
      expect(databaseUnavailableProblem(write.error)?.status).toBe(503);
      expect(write.ms).toBeGreaterThanOrEqual(SERVING_DATABASE_TIMEOUTS.sqliteBusyMs - 50);
      expect(write.ms).toBeLessThan(1000);
      expect(await repo.count()).toBe(1); // WAL: readers never wait for the writer
    } finally {
      other.exec('ROLLBACK');
    }
    await repo.insert({ code: 'after' });
    expect(await repo.count()).toBe(2);
  });

  it("lifts the busy timeout to the tools' 5 s for migrations (another instance may be migrating the same file), then restores it", async () => {
    const connection = (serving.driver as unknown as { databaseConnection: BetterSqlite3.Database }).databaseConnection;
    const busy = () => connection.pragma('busy_timeout', { simple: true });
    expect(busy()).toBe(SERVING_DATABASE_TIMEOUTS.sqliteBusyMs);
    expect(await withoutServingTimeouts(serving, async () => busy())).toBe(TOOL_DATABASE_TIMEOUTS.sqliteBusyMs);
    expect(await runMigrationsSafely(serving)).toEqual([]);
    expect(busy()).toBe(SERVING_DATABASE_TIMEOUTS.sqliteBusyMs);
  });
});

const mysqlUrl = process.env.TEST_MYSQL_URL;
if (!mysqlUrl) process.stdout.write('skipped: MySQL/MariaDB behind a stalled or cut TCP proxy (set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test)\n');

(mysqlUrl ? describe : describe.skip)('MySQL/MariaDB behind a TCP proxy: a stalled or cut database fails fast', () => {
  const timeouts: DatabaseTimeouts = { ...SERVING_DATABASE_TIMEOUTS, queryMs: 400, acquireMs: 600, connectMs: 300, queueLimit: 5 };
  let db: TestDatabase;
  let proxy: TcpProxy;
  let serving: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('mysql', SAMPLE_TABLE_SET);
    const url = new URL(db.url);
    proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    url.port = String((await proxy.start()).port);
    serving = await new DataSource(dataSourceOptions(url.toString(), SAMPLE_TABLE_SET, { poolSize: 3, timeouts })).initialize();
  }, 60_000);
  afterEach(() => proxy?.resume());
  afterAll(async () => {
    if (serving?.isInitialized) await serving.destroy();
    await proxy?.stop();
    await db?.drop();
  });

  /** Waits until the database answers through the proxy again (a few connections may still be dying). */
  async function answersAgain(): Promise<void> {
    const deadline = Date.now() + 5000;
    for (;;) {
      try {
        expect(await serving.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  it('stalled: statements on open connections, new connections and waiting callers all fail within their limits; the queue limit refuses at once; afterwards it answers again', async () => {
    await Promise.all([1, 2, 3].map(() => serving.query('SELECT 1'))); // three open connections
    proxy.stall(5000);
    const results = await Promise.all(Array.from({ length: 10 }, () => timed(() => serving.query('SELECT 1'))));
    const kinds = results.map((r) => databaseUnavailability(r.error));
    expect(kinds.every((k) => k === 'timeout' || k === 'overloaded')).toBe(true);
    expect(kinds.filter((k) => k === 'overloaded').length).toBeGreaterThanOrEqual(1); // 10 callers, 3 connections, 5 may wait
    for (const r of results) expect(r.ms).toBeLessThan(timeouts.acquireMs + timeouts.queryMs + 500);
    for (const r of results.filter((x) => databaseUnavailability(x.error) === 'overloaded')) expect(r.ms).toBeLessThan(100);
    await proxy.resume();
    await answersAgain();
  }, 20_000);

  it('cut: connections are dropped and refused; every caller fails at once; afterwards it answers again', async () => {
    await serving.query('SELECT 1');
    await proxy.cut(5000);
    const results = await Promise.all(Array.from({ length: 4 }, () => timed(() => serving.query('SELECT 1'))));
    for (const r of results) {
      expect(databaseUnavailability(r.error)).toBe('unreachable');
      expect(r.ms).toBeLessThan(500);
    }
    await proxy.resume();
    await answersAgain();
  }, 20_000);

  it('a busy pool is not a stalled one: callers queued behind connections that keep cycling wait past acquireMs and are served', async () => {
    const busy = await new DataSource(
      dataSourceOptions(db.url, SAMPLE_TABLE_SET, { poolSize: 2, timeouts: { ...timeouts, acquireMs: 300, queueLimit: 100 } }),
    ).initialize();
    try {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 24 }, () => busy.query('SELECT SLEEP(0.05) AS slept')));
      expect(results).toHaveLength(24); // 12 rounds of 50 ms on 2 connections: the last callers waited well over 300 ms
      expect(performance.now() - started).toBeGreaterThan(500);
    } finally {
      await busy.destroy();
    }
  }, 20_000);

  it("statement units (prepared statements) keep the limits too: a stalled database fails a unit's PREPARE and EXECUTE within the statement limit", async () => {
    const unit = (sql: string) => () => runUnit(serving, () => queryRows(sql, [1]));
    // A statement this pool's connections have already prepared (EXECUTE only) and one they never saw (PREPARE first).
    expect(await unit('SELECT ? AS known')()).toEqual([{ known: 1 }]);
    proxy.stall(5000);
    const results = await Promise.all([timed(unit('SELECT ? AS known')), timed(unit('SELECT ? + 1 AS fresh'))]);
    for (const r of results) {
      expect(databaseUnavailability(r.error)).toBe('timeout');
      expect(r.ms).toBeLessThan(timeouts.queryMs + 300);
    }
    await proxy.resume();
    await answersAgain();
    expect(await unit('SELECT ? + 1 AS fresh')()).toEqual([{ fresh: 2 }]); // the timed-out connections were destroyed, not left stuck
  }, 20_000);

  it('cuts off a slow statement at the statement limit, but not during migrations', async () => {
    const slow = await timed(() => serving.query('SELECT SLEEP(0.8) AS slept'));
    expect(databaseUnavailability(slow.error)).toBe('timeout');
    expect(slow.ms).toBeLessThan(timeouts.queryMs + 300);
    expect(await withoutServingTimeouts(serving, () => serving.query('SELECT SLEEP(0.8) AS slept'))).toEqual([{ slept: 0 }]);
    await answersAgain(); // the timed-out connection was destroyed, not left with a stuck statement
  }, 20_000);
});
