import { registerErrorMapper } from '@fulfil/platform';
import { problemType, ProblemError } from '@fulfil/problem-details';

/** Seconds a client is asked to wait (`Retry-After`) when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Why a database error means "unavailable": it did not answer, cannot be reached, or is overloaded. */
export type DatabaseUnavailability = 'timeout' | 'unreachable' | 'overloaded';

/** mysql2 and pool codes that mean the database did not answer in time. */
const TIMEOUT_CODES = new Set([
  'PROTOCOL_SEQUENCE_TIMEOUT', // mysql2 per-statement timeout
  'POOL_ACQUIRE_TIMEOUT', // ./timeouts: no pooled connection in time
]);

/** mysql2 and pool codes that mean the database cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'POOL_CLOSED', // ./timeouts: the pool is shutting down
]);

/**
 * Node's network codes: they mean the database only on an error of the driver (mysql2
 * marks its connection errors `fatal`, TypeORM wraps statement errors with
 * `driverError`), never on some other client's error that reached the filter.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/** Driver error codes that mean the database (or our pool for it) is saturated. */
const OVERLOADED_CODES = new Set([
  'POOL_QUEUE_FULL', // ./timeouts: too many callers already waiting for a connection
  'ER_CON_COUNT_ERROR', // MySQL: too many connections
]);

/**
 * Classifies an error of either engine (raw, or wrapped by TypeORM's
 * `QueryFailedError` with the original on `driverError`):
 * - `timeout`: mysql2 connect (`ETIMEDOUT`), statement (`PROTOCOL_SEQUENCE_TIMEOUT`) or
 *   pool-acquire timeout; SQLite `SQLITE_BUSY*` (another process held the write lock for
 *   the whole busy timeout);
 * - `unreachable`: refused, reset, lost or closed connections, DNS failures (Node's
 *   network codes count only on the driver's own errors);
 * - `overloaded`: the pool's wait queue is full, or MySQL has too many connections.
 *
 * @returns the kind, or undefined for any other error (SQL errors, constraint violations, bugs)
 */
export function databaseUnavailability(error: unknown): DatabaseUnavailability | undefined {
  const seen = new Set<unknown>();
  let fromDriver = false;
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    const { code, message, fatal } = e as { code?: unknown; message?: unknown; fatal?: unknown };
    const driverNetworkError = typeof code === 'string' && (fromDriver || fatal === true);
    if (typeof code === 'string') {
      if (TIMEOUT_CODES.has(code) || code.startsWith('SQLITE_BUSY') || (code === 'ETIMEDOUT' && driverNetworkError)) return 'timeout';
      if (UNREACHABLE_CODES.has(code) || (NETWORK_CODES.has(code) && driverNetworkError)) return 'unreachable';
      if (OVERLOADED_CODES.has(code)) return 'overloaded';
    }
    // mysql2, a statement on a connection it has closed after a fatal error (no code).
    if (typeof message === 'string' && message === "Can't add new command when connection is in closed state") return 'unreachable';
    const next = e as { driverError?: unknown; cause?: unknown };
    fromDriver ||= next.driverError !== undefined;
    e = next.driverError ?? next.cause;
  }
  return undefined;
}

const DETAIL: Record<DatabaseUnavailability, string> = {
  timeout: "The service's database did not answer in time.",
  unreachable: "The service's database cannot be reached.",
  overloaded: "The service's database is overloaded.",
};

/**
 * 503 DEPENDENCY_UNAVAILABLE with `Retry-After` for an error that means the database is
 * unavailable ({@link databaseUnavailability}), or undefined for any other error. The
 * problem names no host, query or driver message. Registered with the platform's
 * `ProblemDetailsFilter` (`registerErrorMapper`) when this library is loaded, so every
 * app maps database outages in this one place. docs/api-decisions.md, "Dependency failures".
 */
export function databaseUnavailableProblem(error: unknown): ProblemError | undefined {
  const kind = databaseUnavailability(error);
  if (!kind) return undefined;
  return new ProblemError({
    status: 503,
    code: 'DEPENDENCY_UNAVAILABLE',
    detail: DETAIL[kind],
    hint: problemType('DEPENDENCY_UNAVAILABLE')?.hint,
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

registerErrorMapper('database', databaseUnavailableProblem);
