import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts rows in multi-row INSERTs of `chunk` rows (keeps SQLite under its bound-variable
 * limit and MySQL under its packet size). Skips the INSERT ... RETURNING round trips.
 */
export async function insertInChunks<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: object[], chunk = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await em
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(i, i + chunk) as never)
      .updateEntity(false)
      .execute();
  }
}

/** Splits `items` into arrays of at most `size` (for `IN (...)` lists). */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
