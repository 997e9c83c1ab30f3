import { QueryRunner, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';

/**
 * `created_at` / `updated_at` columns as TypeORM's CreateDateColumn and
 * UpdateDateColumn expect them on the running engine (MySQL keeps microseconds and
 * updates `updated_at` itself; SQLite stores `datetime('now')`). Used by every
 * migration so both engines match the entities exactly.
 */
export function timestampColumns(q: QueryRunner): TableColumnOptions[] {
  if (isMysql(q)) {
    return [
      { name: 'created_at', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' },
      { name: 'updated_at', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)', onUpdate: 'CURRENT_TIMESTAMP(6)' },
    ];
  }
  return [
    { name: 'created_at', type: 'datetime', default: "datetime('now')" },
    { name: 'updated_at', type: 'datetime', default: "datetime('now')" },
  ];
}

/** An auto-increment integer primary key named `id`. */
export function idColumn(q: QueryRunner): TableColumnOptions {
  return { name: 'id', type: isMysql(q) ? 'int' : 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

/** True on MySQL/MariaDB, false on SQLite. */
export function isMysql(q: QueryRunner): boolean {
  return q.connection.driver.options.type === 'mysql' || q.connection.driver.options.type === 'mariadb';
}

/** Options of the column helpers below. */
interface ColumnOpts {
  nullable?: boolean;
}

/** A 32-bit integer column (`int` on MySQL, `integer` on SQLite). */
export function intColumn(q: QueryRunner, name: string, opts: ColumnOpts & { default?: number } = {}): TableColumnOptions {
  return { name, type: isMysql(q) ? 'int' : 'integer', isNullable: !!opts.nullable, ...(opts.default !== undefined ? { default: opts.default } : {}) };
}

/** A 64-bit integer column for storefront-platform ids (product and variant ids exceed 2^31). */
export function bigintColumn(name: string, opts: ColumnOpts = {}): TableColumnOptions {
  return { name, type: 'bigint', isNullable: !!opts.nullable };
}

/** A `varchar(length)` column, optionally with a string default. */
export function varcharColumn(name: string, length: number, opts: ColumnOpts & { default?: string } = {}): TableColumnOptions {
  return {
    name,
    type: 'varchar',
    length: String(length),
    isNullable: !!opts.nullable,
    ...(opts.default !== undefined ? { default: `'${opts.default}'` } : {}),
  };
}

/** A boolean column (`tinyint` on MySQL, `boolean` on SQLite) with a default. */
export function boolColumn(q: QueryRunner, name: string, defaultValue: boolean): TableColumnOptions {
  return isMysql(q) ? { name, type: 'tinyint', default: defaultValue ? 1 : 0 } : { name, type: 'boolean', default: defaultValue ? 1 : 0 };
}

/** A `text` column holding JSON (TypeORM `simple-json`). Text columns carry no default. */
export function jsonColumn(name: string, opts: ColumnOpts = {}): TableColumnOptions {
  return { name, type: 'text', isNullable: !!opts.nullable };
}

/** A `double` column (coordinates, distances). */
export function doubleColumn(name: string, opts: ColumnOpts = {}): TableColumnOptions {
  return { name, type: 'double', isNullable: !!opts.nullable };
}

/** A plain `datetime` column (seconds precision on MySQL), for instants such as `expires_at`. */
export function datetimeColumn(name: string, opts: ColumnOpts = {}): TableColumnOptions {
  return { name, type: 'datetime', isNullable: !!opts.nullable };
}

/** A foreign key `column -> table(id)` that deletes the row with its parent. */
export function cascadeTo(name: string, column: string, table: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });
}

/** A (unique) index over `columns`. */
export function index(name: string, columns: string[], unique = false): TableIndex {
  return new TableIndex({ name, columnNames: columns, isUnique: unique });
}
