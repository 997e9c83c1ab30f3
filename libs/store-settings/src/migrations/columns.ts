import type { QueryRunner, TableColumnOptions } from 'typeorm';

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
  return q.connection.driver.options.type === 'mysql';
}
