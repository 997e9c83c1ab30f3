import { QueryFailedError } from 'typeorm';
import type { DataSource } from 'typeorm';
import { exclusiveOnSqlite } from './transaction';

/** One statement a unit asks to run: `?` placeholders, values as the driver stores them. */
export interface UnitStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
  /** True for a statement that answers rows (SELECT); false for INSERT, UPDATE, DELETE. */
  readonly returnsRows: boolean;
}

/** What a statement that answers no rows did. */
export interface WriteOutcome {
  /** Rows the statement matched (MySQL counts found rows: mysql2 connects with CLIENT_FOUND_ROWS; SQLite's `changes()`). */
  affected: number;
  /** For an INSERT that inserted a row: its auto-increment id; otherwise null (an insert that did nothing, an UPDATE). */
  insertId: number | null;
}

/**
 * A unit of statements, written once for both engines as a generator: each `yield*` of
 * {@link queryRows} / {@link execute} (or of a step built on them, such as `selectOneStep`)
 * runs one statement and hands back its answer; the generator's return value is the unit's.
 * Errors of a statement are thrown at its `yield*` (a unit may catch them).
 */
export type Unit<T> = Generator<UnitStatement, T, unknown>;

/** Runs a SELECT inside a unit; answers its rows (column name or alias to raw value). */
export function* queryRows(sql: string, params: readonly unknown[]): Unit<Record<string, unknown>[]> {
  return (yield { sql, params, returnsRows: true }) as Record<string, unknown>[];
}

/** Runs an INSERT, UPDATE or DELETE inside a unit; answers what it did. */
export function* execute(sql: string, params: readonly unknown[]): Unit<WriteOutcome> {
  return (yield { sql, params, returnsRows: false }) as WriteOutcome;
}

function isSqlite(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

/**
 * Runs a unit of statements (see {@link Unit}) and resolves with its result once its
 * writes are durable; the same code on both engines, and the same semantics: every
 * statement is atomic on its own, a unit is NOT a transaction (a unit that fails after a
 * write leaves that write in place, on both engines), so write units whose every prefix
 * leaves the data valid (single conditional statements, as the form tables are designed).
 *
 * - MySQL/MariaDB: the statements run one after the other on one pooled connection, as
 *   prepared statements (parsed once per connection), each committed by itself
 *   (autocommit: no BEGIN/COMMIT round trips); the server group-commits concurrent ones.
 * - SQLite (better-sqlite3, one shared connection): units are *group-committed*. The units
 *   started in one turn of the event loop run together, synchronously and one after the
 *   other, in one `BEGIN IMMEDIATE ... COMMIT`; each unit's promise settles after that
 *   COMMIT, so nothing is answered before it is on disk (`synchronous` is left as it is:
 *   FULL, an fsync per commit). Concurrent requests then share one commit (one fsync)
 *   instead of each waiting for its own, and nothing else can run on the connection between
 *   a unit's statements. Should SQLite abort the transaction (a disk or I/O error) or the
 *   COMMIT fail, every unit of the batch rejects (none of them is stored). The batch waits
 *   for a transaction of {@link exclusiveOnSqlite} / `inTransaction` in progress.
 *
 * docs/scaling.md, "Website forms", says where this pays off (forms: one fsync shared by
 * the concurrent requests instead of one to three per request).
 * @param unit makes the unit's generator (called once, when the unit runs)
 * @returns the unit's return value
 * @throws what the unit throws: a statement's error wrapped as TypeORM's QueryFailedError
 *   (the driver's error on `driverError`), or the unit's own
 */
export function runUnit<T>(dataSource: DataSource, unit: () => Unit<T>): Promise<T> {
  if (isSqlite(dataSource)) return groupOf(dataSource).add(unit);
  return runOnServer(dataSource, unit);
}

/**
 * How many group commits (batches of units) SQLite has made on this DataSource so far, and
 * how many units they carried: `units / commits` is the number of units that shared one
 * commit. Zero on MySQL/MariaDB (no group commit there). For tests and monitoring.
 */
export function unitCommitStats(dataSource: DataSource): { commits: number; units: number } {
  const group = groups.get(dataSource);
  return { commits: group?.commits ?? 0, units: group?.units ?? 0 };
}

/** The parts of a pooled mysql2 connection used here. */
interface ServerConnection {
  execute(sql: string, params: unknown[], cb: (error: Error | null, result: unknown) => void): void;
  release(): void;
}

async function runOnServer<T>(dataSource: DataSource, unit: () => Unit<T>): Promise<T> {
  // A pooled connection of the DataSource's own (guarded) pool, without a TypeORM query
  // runner: the units' statements are few, hand-written and parameterised, so they run as
  // prepared statements (mysql2 `execute`: parsed once per connection, values sent in the
  // binary protocol, nothing escaped into the SQL text) under the same serving limits.
  const connection = await (dataSource.driver as unknown as { obtainMasterConnection(): Promise<ServerConnection> }).obtainMasterConnection();
  try {
    const generator = unit();
    let step = generator.next();
    while (!step.done) {
      const statement = step.value;
      let answer: unknown;
      try {
        const result = await executeOn(dataSource, connection, statement);
        if (statement.returnsRows) answer = Array.isArray(result) ? result : [];
        else {
          const outcome = result as { affectedRows?: number; insertId?: unknown } | undefined;
          const insertId = Number(outcome?.insertId ?? 0);
          answer = { affected: outcome?.affectedRows ?? 0, insertId: insertId > 0 ? insertId : null } satisfies WriteOutcome;
        }
      } catch (error) {
        step = generator.throw(error);
        continue;
      }
      step = generator.next(answer);
    }
    return step.value;
  } finally {
    connection.release();
  }
}

/**
 * One prepared statement, told to the DataSource's logger as TypeORM's runner tells its
 * statements; a driver error comes wrapped as TypeORM's QueryFailedError (as TypeORM's own statements').
 */
function executeOn(dataSource: DataSource, connection: ServerConnection, statement: UnitStatement): Promise<unknown> {
  const params = [...statement.params];
  dataSource.logger.logQuery(statement.sql, params);
  return new Promise((resolve, reject) => {
    connection.execute(statement.sql, params, (error, result) => {
      if (!error) return resolve(result);
      dataSource.logger.logQueryError(error, statement.sql, params);
      reject(new QueryFailedError(statement.sql, params, error));
    });
  });
}

/** The parts of better-sqlite3's API used here. */
interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}
interface SqliteDatabase {
  inTransaction: boolean;
  open: boolean;
  prepare(sql: string): SqliteStatement;
}

interface Pending {
  unit: () => Unit<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const groups = new WeakMap<DataSource, SqliteGroup>();

function groupOf(dataSource: DataSource): SqliteGroup {
  let group = groups.get(dataSource);
  if (!group) groups.set(dataSource, (group = new SqliteGroup(dataSource)));
  return group;
}

const INSERT = /^\s*INSERT\b/i;

/** The group commit of one SQLite DataSource (see {@link runUnit}). */
class SqliteGroup {
  private pending: Pending[] = [];
  private scheduled = false;
  private statements = new Map<string, SqliteStatement>();
  private database: SqliteDatabase | null = null;
  /** Batches committed, and the units they carried. */
  commits = 0;
  units = 0;

  constructor(private readonly dataSource: DataSource) {}

  add<T>(unit: () => Unit<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ unit, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // The next turn of the event loop: the units of every request handled in this one join the batch.
      setImmediate(() => void exclusiveOnSqlite(this.dataSource, async () => this.commitBatch()));
    });
  }

  private prepared(db: SqliteDatabase, sql: string): SqliteStatement {
    if (this.database !== db) {
      this.database = db;
      this.statements.clear();
    }
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  }

  private run(db: SqliteDatabase, statement: UnitStatement, log = true): unknown {
    // better-sqlite3 binds no booleans (TypeORM's runner turns them into 0/1 too).
    const params = statement.params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
    // Told to the DataSource's logger as TypeORM's runner tells its statements (the batch's BEGIN and COMMIT are not).
    if (log) this.dataSource.logger.logQuery(statement.sql, params);
    try {
      const prepared = this.prepared(db, statement.sql);
      if (prepared.reader) return prepared.all(...params);
      const { changes, lastInsertRowid } = prepared.run(...params);
      return { affected: changes, insertId: changes > 0 && INSERT.test(statement.sql) ? Number(lastInsertRowid) : null } satisfies WriteOutcome;
    } catch (error) {
      if (log) this.dataSource.logger.logQueryError(error as Error, statement.sql, params);
      throw new QueryFailedError(statement.sql, [...params], error as Error);
    }
  }

  private drive(db: SqliteDatabase, unit: () => Unit<unknown>): unknown {
    const generator = unit();
    let step = generator.next();
    while (!step.done) {
      let answer: unknown;
      try {
        answer = this.run(db, step.value);
      } catch (error) {
        step = generator.throw(error);
        continue;
      }
      step = generator.next(answer);
    }
    return step.value;
  }

  /** Runs every pending unit in one transaction, synchronously; settles them after the COMMIT. */
  private commitBatch(): void {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    if (batch.length === 0) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    let aborted: unknown = null;
    let db: SqliteDatabase | null = null;
    try {
      db = (this.dataSource.driver as unknown as { databaseConnection: SqliteDatabase }).databaseConnection;
      this.run(db, { sql: 'BEGIN IMMEDIATE', params: [], returnsRows: false }, false);
      for (const item of batch) {
        try {
          outcomes.push({ ok: true, value: this.drive(db, item.unit) });
        } catch (error) {
          outcomes.push({ ok: false, error });
          // SQLite rolled the whole transaction back (I/O error, disk full): nothing of the batch is stored.
          if (!db.inTransaction) throw error;
        }
      }
      this.run(db, { sql: 'COMMIT', params: [], returnsRows: false }, false);
      this.commits++;
      this.units += batch.length;
    } catch (error) {
      aborted = error;
      try {
        if (db?.open && db.inTransaction) this.run(db, { sql: 'ROLLBACK', params: [], returnsRows: false }, false);
      } catch {
        // The connection is unusable; the next batch reports it.
      }
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (aborted !== null) item.reject(outcome && !outcome.ok ? outcome.error : aborted);
      else if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
