import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** Most `?` parameters one INSERT statement binds (SQLite allows 32,766, MySQL 65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in multi-row INSERTs of at most `chunk` rows (and at most 30,000 bound
 * values, under SQLite's and MySQL's limits). The statements are written here, not by
 * TypeORM's query builder, whose per-value parameter bookkeeping costs several times the
 * database's work for a 100,000-location import; values go through the driver's
 * `preparePersistentValue` as TypeORM would write them (simple-json serialised, booleans,
 * dates). Rows are objects keyed by entity property names; relation objects are skipped;
 * columns a row leaves out take their defaults (rows with different sets of properties
 * go in separate statements). Nothing is read back (no RETURNING round trips).
 */
export async function insertInChunks<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: object[], chunk = 400): Promise<void> {
  if (rows.length === 0) return;
  const connection = em.connection;
  const meta = connection.getMetadata(target);
  const escape = (name: string) => connection.driver.escape(name);
  const groups = new Map<string, { columns: ColumnMetadata[]; rows: Record<string, unknown>[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const properties = Object.keys(row).filter((p) => row[p] !== undefined);
    const signature = properties.join('\u0000');
    let group = groups.get(signature);
    if (!group) {
      const columns = properties
        .map((p) => meta.findColumnWithPropertyName(p))
        .filter((c): c is ColumnMetadata => c !== undefined && !(c.relationMetadata && c.relationMetadata.propertyName === c.propertyName));
      groups.set(signature, (group = { columns, rows: [] }));
    }
    group.rows.push(row);
  }
  for (const { columns, rows: groupRows } of groups.values()) {
    const size = Math.max(1, Math.min(chunk, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
    const head = `INSERT INTO ${escape(meta.tableName)} (${columns.map((c) => escape(c.databaseName)).join(', ')}) VALUES `;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (let i = 0; i < groupRows.length; i += size) {
      const part = groupRows.slice(i, i + size);
      const params: unknown[] = [];
      for (const row of part) for (const c of columns) params.push(connection.driver.preparePersistentValue(row[c.propertyName], c));
      await em.query(head + new Array(part.length).fill(tuple).join(', '), params);
    }
  }
}

/** Splits `items` into arrays of at most `size` (for `IN (...)` lists). */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
