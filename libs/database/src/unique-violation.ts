import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { execute, Unit } from './statement-units';

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

/**
 * True when a database error is a foreign-key violation (a row that refers to a missing
 * parent), on MySQL/MariaDB (`ER_NO_REFERENCED_ROW_2`, errno 1452) and SQLite
 * (`SQLITE_CONSTRAINT_FOREIGNKEY`, with `foreign_keys = ON` as `dataSourceOptions` sets it).
 * Raw or wrapped by TypeORM's `QueryFailedError` (original on `driverError`).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((e) => {
    if (!e || typeof e !== 'object') return false;
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    return code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW' || errno === 1452 || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
  });
}

/**
 * Inserts one row unless a row with the same unique key exists, in one statement and
 * without raising (and catching) a unique violation: `INSERT ... ON CONFLICT DO NOTHING`
 * on SQLite, `INSERT ... ON DUPLICATE KEY UPDATE <key> = <key>` on MySQL/MariaDB (a
 * no-op on the existing row; not `INSERT IGNORE`, which would also turn other errors into
 * warnings). Safe under concurrency: of several callers with one key, exactly one gets an id.
 * Columns left out take their defaults. A step of a unit (`runUnit`).
 * The table needs an auto-increment key: on MySQL the answer's insert id tells an insert
 * (a new id) from the no-op (0), since mysql2 connects with CLIENT_FOUND_ROWS and counts
 * the no-op as one affected row.
 *
 * @param values column values by entity property name
 * @param keyProperty a property of a unique index of the entity (updated to itself on MySQL)
 * @returns the new row's auto-increment id, or null when a row with the key was there (so a
 *   caller that inserted needs no second statement to learn the id)
 * @throws the driver's error for anything else (e.g. a foreign key or NOT NULL violation)
 */
export function* insertIfAbsentStep<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  values: Partial<Record<keyof T & string, unknown>>,
  keyProperty: keyof T & string,
): Unit<number | null> {
  const { sql, params } = insertIfAbsentStatement(dataSource, target, values, keyProperty);
  return (yield* execute(sql, params)).insertId;
}

/** Statement texts and their columns by (entity, properties, key), built once per DataSource. */
const shapes = new WeakMap<DataSource, Map<string, { sql: string; columns: ColumnMetadata[] }>>();

function insertIfAbsentStatement(
  connection: DataSource,
  target: EntityTarget<ObjectLiteral>,
  values: Record<string, unknown>,
  keyProperty: string,
): { sql: string; params: unknown[] } {
  const meta = connection.getMetadata(target);
  const mysql = connection.driver.options.type === 'mysql' || connection.driver.options.type === 'mariadb';
  const properties = Object.keys(values).filter((property) => values[property] !== undefined);
  let byKey = shapes.get(connection);
  if (!byKey) shapes.set(connection, (byKey = new Map()));
  const cacheKey = `${meta.name}\n${keyProperty}\n${properties.join('\n')}`;
  let shape = byKey.get(cacheKey);
  if (!shape) {
    const escape = (name: string) => connection.driver.escape(name);
    const column = (property: string) => {
      const c = meta.findColumnWithPropertyName(property);
      if (!c) throw new Error(`${meta.name} has no column for ${property}`);
      return c;
    };
    const columns = properties.map(column);
    const key = escape(column(keyProperty).databaseName);
    const names = columns.map((c) => escape(c.databaseName));
    const sql =
      `INSERT INTO ${escape(meta.tableName)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ` +
      (mysql ? `ON DUPLICATE KEY UPDATE ${key} = ${key}` : 'ON CONFLICT DO NOTHING');
    byKey.set(cacheKey, (shape = { sql, columns }));
  }
  const params = shape.columns.map((c) => connection.driver.preparePersistentValue(values[c.propertyName], c) as unknown);
  return { sql: shape.sql, params };
}
