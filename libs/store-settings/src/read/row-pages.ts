import { LRUCache } from 'lru-cache';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Rows per query of {@link rowPages}: a page of locations with its settings and slots is
 * about 10-20 ms of work on the 2-core machine, the longest the loader holds the event loop.
 */
export const ROW_PAGE_SIZE = 1000;

/**
 * Interns parsed JSON column values by their text for the length of one load: locations
 * that share opening hours or pickup windows (most do) share one frozen object instead of
 * holding a copy each. Texts over 4 KB are parsed without interning.
 */
export class JsonInterner {
  private readonly values = new Map<string, unknown>();

  /** The frozen value of `text` (null for SQL NULL). */
  parse(text: unknown): unknown {
    if (text === null || text === undefined) return null;
    if (typeof text !== 'string') return deepFreezeValue(text);
    if (text.length > 4096) return deepFreezeValue(JSON.parse(text));
    let value = this.values.get(text);
    if (value === undefined) {
      value = deepFreezeValue(JSON.parse(text));
      this.values.set(text, value);
    }
    return value;
  }
}

function deepFreezeValue<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreezeValue(v);
  }
  return value;
}

type Convert = (raw: unknown, json: JsonInterner) => unknown;

const asNumber: Convert = (v) => (v === null || typeof v === 'number' ? v : Number(v));
const asBoolean: Convert = (v) => (v === null ? null : v === true || v === 1 || v === '1');
const asJson: Convert = (v, json) => json.parse(v);
const asIs: Convert = (v) => v;

function converter(column: ColumnMetadata): Convert {
  const type = typeof column.type === 'string' ? column.type : '';
  if (type === 'simple-json') return asJson;
  if (type === 'boolean') return asBoolean;
  if (['int', 'integer', 'double', 'float', 'bigint', 'smallint', 'decimal'].includes(type)) return asNumber;
  return asIs;
}

/**
 * Where the pages are taken from: a WHERE clause with `?` parameters (both drivers take
 * them) on the entity's table as `t`, optionally after a `join` clause (e.g.
 * `INNER JOIN locations l ON l.id = t.location_id`).
 */
export interface RowFilter {
  sql: string;
  params: unknown[];
  join?: string;
}

/** The SELECT list and row converter of an entity (own columns, no timestamps). */
interface EntityReader {
  select: string;
  table: string;
  primary: string;
  /** Converts rows answered by {@link selectRows} (arrays in SELECT order, or objects by column name). */
  toRows(raw: Row[], json: JsonInterner): ObjectLiteral[];
  /** The primary key of an answered row. */
  keyOf(row: Row): number;
}

/** A row as the driver answers it: values in SELECT order (better-sqlite3's raw mode) or by column name. */
type Row = unknown[] | Record<string, unknown>;

/** The better-sqlite3 database handle behind a data source, when that is its driver. */
interface SqliteHandle {
  prepare(sql: string): { raw(on: boolean): { all(...params: unknown[]): unknown[][] } };
}

type Statement = { all(...params: unknown[]): unknown[][] };
/** Prepared statements per database handle, the 200 most recently used (ids lists make many distinct texts). */
const statements = new WeakMap<object, LRUCache<string, Statement>>();

/**
 * Runs a SELECT and answers its rows. On better-sqlite3 the statement is prepared once
 * and run in raw mode (values in SELECT order, no object per row: about half the time
 * of a 100,000-row read); other drivers go through TypeORM's `query` (objects by name).
 */
async function selectRows(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  if (em.connection.options.type === 'better-sqlite3') {
    const db = (em.connection.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;
    let perDb = statements.get(db);
    if (!perDb) statements.set(db, (perDb = new LRUCache({ max: 200 })));
    let statement = perDb.get(sql);
    if (!statement) perDb.set(sql, (statement = db.prepare(sql).raw(true)));
    // better-sqlite3 binds no booleans.
    return statement.all(...params.map((p) => (typeof p === 'boolean' ? Number(p) : p)));
  }
  return em.query(sql, params);
}

const readers = new WeakMap<object, Map<unknown, EntityReader>>();

function entityReader(em: EntityManager, entity: EntityTarget<ObjectLiteral>, only?: readonly string[]): EntityReader {
  let perSource = readers.get(em.connection);
  if (!perSource) readers.set(em.connection, (perSource = new Map()));
  const cacheKey = only ? `${String((entity as { name?: string }).name ?? entity)}:${only.join(',')}` : entity;
  let reader = perSource.get(cacheKey);
  if (reader) return reader;
  const meta = em.connection.getMetadata(entity);
  const escape = (name: string) => em.connection.driver.escape(name);
  const seen = new Set<string>();
  const columns = meta.columns.filter((c) => {
    // A relation's own join column (no property of its own) is read through its explicit column.
    const virtual = c.relationMetadata !== undefined && c.relationMetadata.propertyName === c.propertyName;
    if (virtual || c.isCreateDate || c.isUpdateDate || seen.has(c.databaseName)) return false;
    if (only && !only.includes(c.propertyName) && !c.isPrimary) return false;
    seen.add(c.databaseName);
    return true;
  });
  const [primary] = meta.primaryColumns;
  if (meta.primaryColumns.length !== 1 || !primary) throw new Error(`row reading needs a single-column primary key (${meta.name})`);
  const conversions = columns.map((c, at) => ({ from: c.databaseName, at, to: c.propertyName, convert: converter(c) }));
  const primaryAt = columns.findIndex((c) => c.databaseName === primary.databaseName);
  reader = {
    select: columns.map((c) => `t.${escape(c.databaseName)} AS ${escape(c.databaseName)}`).join(', '),
    table: escape(meta.tableName),
    primary: primary.databaseName,
    toRows(raw, json) {
      const rows = new Array<ObjectLiteral>(raw.length);
      for (let i = 0; i < raw.length; i++) {
        const row: Record<string, unknown> = {};
        const values = raw[i];
        if (Array.isArray(values)) for (const c of conversions) row[c.to] = c.convert(values[c.at], json);
        else for (const c of conversions) row[c.to] = c.convert(values[c.from], json);
        rows[i] = row;
      }
      return rows;
    },
    keyOf: (row) => Number(Array.isArray(row) ? row[primaryAt] : row[primary.databaseName]),
  };
  perSource.set(cacheKey, reader);
  return reader;
}

/**
 * Reads the rows of an entity matching `filter` as plain objects with the entity's
 * property names (no relations, no created/updated timestamps; only `columns` and the
 * primary key when `columns` is given), without TypeORM's
 * hydration (which costs several times the query on a 100,000-location shop), in pages
 * of `pageSize` ordered by the single-column primary key (keyset pagination: each page
 * is one short indexed query when an index serves `filter` in key order). Between pages
 * it yields to the event loop, so no page blocks other requests for long. JSON columns
 * come parsed, frozen and interned through `json`; booleans as booleans (SQLite answers
 * 0/1); numeric columns as numbers (mysql2 answers some as strings).
 *
 * Not one transaction: a caller that needs a consistent view compares the shop's
 * `settings_version` before and after (see `loadShopData`).
 */
export async function* rowPages<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  filter: RowFilter,
  options: { json: JsonInterner; pageSize?: number; columns?: readonly (keyof T & string)[] },
): AsyncGenerator<T[]> {
  const reader = entityReader(em, entity as EntityTarget<ObjectLiteral>, options.columns);
  const escape = (name: string) => em.connection.driver.escape(name);
  const pageSize = options.pageSize ?? ROW_PAGE_SIZE;
  const key = `t.${escape(reader.primary)}`;
  const sql = `SELECT ${reader.select} FROM ${reader.table} t ${filter.join ?? ''} WHERE (${filter.sql}) AND ${key} > ? ORDER BY ${key} LIMIT ${pageSize}`;
  let after = 0;
  for (;;) {
    const raw = await selectRows(em, sql, [...filter.params, after]);
    if (raw.length === 0) return;
    after = reader.keyOf(raw[raw.length - 1]);
    yield reader.toRows(raw, options.json) as T[];
    if (raw.length < pageSize) return;
    await yieldToEventLoop();
  }
}

/** The rows of an entity matching `filter` in one query (a bounded set: e.g. the settings of one page of locations), as {@link rowPages} converts them. */
export async function rowsWhere<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  filter: RowFilter,
  json: JsonInterner,
  columns?: readonly (keyof T & string)[],
): Promise<T[]> {
  const reader = entityReader(em, entity as EntityTarget<ObjectLiteral>, columns);
  const raw = await selectRows(em, `SELECT ${reader.select} FROM ${reader.table} t ${filter.join ?? ''} WHERE ${filter.sql}`, filter.params);
  return reader.toRows(raw, json) as T[];
}

/** Lets pending I/O and timers run (one macrotask turn). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
