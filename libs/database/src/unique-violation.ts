/**
 * True when a database error is a unique-key violation, on MySQL/MariaDB
 * (`ER_DUP_ENTRY`, errno 1062) and SQLite (`SQLITE_CONSTRAINT_UNIQUE` /
 * `SQLITE_CONSTRAINT_PRIMARYKEY`). TypeORM wraps driver errors in
 * `QueryFailedError` with the original on `driverError`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((e) => {
    if (!e || typeof e !== 'object') return false;
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    return code === 'ER_DUP_ENTRY' || errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  });
}
