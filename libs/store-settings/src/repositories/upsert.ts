import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { chunks } from '@fulfil/database';

/**
 * INSERT ... ON CONFLICT (`conflict`) DO UPDATE `update` (SQLite) / ON DUPLICATE KEY UPDATE
 * (MariaDB) of `rows`, without reading generated ids back (a row updated has none to read).
 */
export async function upsert<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
  update: string[],
  conflict: string[],
): Promise<void> {
  for (const part of chunks(rows, 200))
    await m
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(part as never)
      .orUpdate(update, conflict)
      .updateEntity(false)
      .execute();
}
