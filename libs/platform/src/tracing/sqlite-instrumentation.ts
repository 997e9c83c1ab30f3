import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { InstrumentationBase, InstrumentationNodeModuleDefinition, isWrapped, type InstrumentationConfig } from '@opentelemetry/instrumentation';
import { ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_TEXT, ATTR_DB_SYSTEM_NAME, ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions';

/** The methods of a better-sqlite3 statement that execute it. */
const EXECUTIONS = ['run', 'get', 'all', 'iterate'] as const;

/** What this instrumentation touches of a better-sqlite3 statement (`Statement` in its typings). */
interface Statement {
  /** The statement's SQL text, as prepared (with its `?` / named placeholders). */
  readonly source: string;
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
}

/** What this instrumentation touches of better-sqlite3's `Database` class (the module's export). */
interface DatabaseClass {
  prototype: {
    prepare(source: string, ...rest: unknown[]): Statement;
    exec(source: string): unknown;
  };
}

/** The first keyword of a statement, upper case (`SELECT`, `INSERT`, `PRAGMA`, ...), if it starts with one. */
function operationOf(sql: string): string | undefined {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1].toUpperCase();
}

/**
 * OpenTelemetry instrumentation of better-sqlite3 (there is no official one): each
 * execution of a statement (`run`, `get`, `all`, `iterate`) and each `exec` is a CLIENT
 * span named after the statement's first keyword (`SELECT`, `INSERT`, ... as the mysql2
 * instrumentation names its spans), with `db.system.name` = `sqlite`,
 * `db.operation.name` = that keyword and `db.query.text` = the statement's SQL text as
 * prepared, placeholders included: never the bound parameter values. A failing statement
 * sets the span's status to ERROR and `error.type` to the SQLite code (`SQLITE_BUSY`,
 * ...), without the message. An `iterate` span lasts until the iteration ends.
 *
 * It wraps `Database.prototype.prepare` and `exec`; the first `prepare` also wraps the
 * execution methods on better-sqlite3's one `Statement` prototype, so statements prepared
 * once and executed many times (TypeORM's statement cache) get a span per execution, and
 * preparing costs nothing more. docs/tracing.md.
 */
export class BetterSqlite3Instrumentation extends InstrumentationBase {
  /** `Statement.prototype`, once the first `prepare` showed it. */
  private statementPrototype?: Statement;

  constructor(config: InstrumentationConfig = {}) {
    super('@fulfil/platform/better-sqlite3', '1.0.0', config);
  }

  protected init(): InstrumentationNodeModuleDefinition {
    return new InstrumentationNodeModuleDefinition(
      'better-sqlite3',
      ['>=9 <14'],
      (Database: DatabaseClass) => this.patch(Database),
      (Database: DatabaseClass) => this.unpatch(Database),
    );
  }

  /** Wraps `prepare` and `exec` of better-sqlite3's `Database` (the module's export); returns it. */
  private patch(Database: DatabaseClass): DatabaseClass {
    const patchStatements = (statements: Statement) => this.patchStatements(statements);
    const traced = <T>(sql: string, execute: () => T) => this.traced(sql, execute);
    const proto = Database.prototype;
    if (!isWrapped(proto.prepare))
      this._wrap(
        proto,
        'prepare',
        (prepare) =>
          function tracedPrepare(this: unknown, ...args: Parameters<typeof prepare>) {
            const statement = prepare.apply(this, args);
            patchStatements(Object.getPrototypeOf(statement) as Statement);
            return statement;
          },
      );
    if (!isWrapped(proto.exec))
      this._wrap(
        proto,
        'exec',
        (exec) =>
          function tracedExec(this: unknown, source: string) {
            return traced(source, () => exec.call(this, source));
          },
      );
    return Database;
  }

  private unpatch(Database: DatabaseClass): void {
    if (isWrapped(Database.prototype.prepare)) this._unwrap(Database.prototype, 'prepare');
    if (isWrapped(Database.prototype.exec)) this._unwrap(Database.prototype, 'exec');
    const statements = this.statementPrototype;
    this.statementPrototype = undefined;
    if (statements) for (const name of EXECUTIONS) if (isWrapped(statements[name])) this._unwrap(statements, name);
  }

  /** Wraps the execution methods of `Statement.prototype` (once). */
  private patchStatements(proto: Statement): void {
    if (this.statementPrototype === proto) return;
    this.statementPrototype = proto;
    const traced = <T>(sql: string, execute: () => T) => this.traced(sql, execute);
    const startSpan = (sql: string) => this.startSpan(sql);
    for (const name of ['run', 'get', 'all'] as const) {
      if (isWrapped(proto[name])) continue;
      this._wrap(
        proto,
        name,
        (execute) =>
          function tracedExecute(this: Statement, ...params: unknown[]) {
            return traced(this.source, () => execute.apply(this, params));
          },
      );
    }
    if (!isWrapped(proto.iterate))
      this._wrap(
        proto,
        'iterate',
        (iterate) =>
          function tracedIterate(this: Statement, ...params: unknown[]) {
            const span = startSpan(this.source);
            try {
              const rows = context.with(trace.setSpan(context.active(), span), () => iterate.apply(this, params));
              return endWhenDone(rows, span);
            } catch (error) {
              failed(span, error);
              span.end();
              throw error;
            }
          },
      );
  }

  private startSpan(sql: string): Span {
    const operation = operationOf(sql);
    return this.tracer.startSpan(operation ?? 'sqlite', {
      kind: SpanKind.CLIENT,
      attributes: { [ATTR_DB_SYSTEM_NAME]: 'sqlite', [ATTR_DB_QUERY_TEXT]: sql, ...(operation ? { [ATTR_DB_OPERATION_NAME]: operation } : {}) },
    });
  }

  /** Runs `execute` (synchronous, as every better-sqlite3 call) inside a span for `sql`. */
  private traced<T>(sql: string, execute: () => T): T {
    const span = this.startSpan(sql);
    try {
      return context.with(trace.setSpan(context.active(), span), execute);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  }
}

/** Marks `span` failed by `error`: its SQLite code (or class name) only, as the message may quote data. */
function failed(span: Span, error: unknown): void {
  const code = (error as { code?: unknown })?.code;
  span.setAttribute(ATTR_ERROR_TYPE, typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error');
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The rows of `iterate`, ending `span` when the iteration finishes, fails or is abandoned by `return()`. */
function* endWhenDone(rows: IterableIterator<unknown>, span: Span): Generator<unknown, void, undefined> {
  try {
    yield* rows;
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}
