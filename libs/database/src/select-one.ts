import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { execute, queryRows, Unit } from './statement-units';

/** The SQL and columns of one (entity, where-columns) pair, built once per DataSource. */
interface SelectPlan {
  sql: string;
  /** Columns read, in SELECT order, with the alias each is read back under. */
  read: { column: ColumnMetadata; alias: string }[];
  /** The where columns, in parameter order. */
  where: ColumnMetadata[];
  create: () => ObjectLiteral;
}

const plans = new WeakMap<DataSource, Map<string, SelectPlan>>();

function columnOf(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, property: string): ColumnMetadata {
  const meta = dataSource.getMetadata(target);
  const column = meta.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${meta.name} has no column for ${property}`);
  return column;
}

function planOf(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, whereProperties: string[]): SelectPlan {
  let byKey = plans.get(dataSource);
  if (!byKey) plans.set(dataSource, (byKey = new Map()));
  const meta = dataSource.getMetadata(target);
  const key = `${meta.name}\n${whereProperties.join('\n')}`;
  let plan = byKey.get(key);
  if (plan) return plan;
  const escape = (name: string) => dataSource.driver.escape(name);
  // Declared columns only: a relation's join column without a property of its own (virtual) is not read.
  const read = meta.columns.filter((c) => !c.isVirtual).map((column, i) => ({ column, alias: `c${i}` }));
  const where = whereProperties.map((property) => columnOf(dataSource, target, property));
  const sql =
    `SELECT ${read.map(({ column, alias }) => `${escape(column.databaseName)} AS ${escape(alias)}`).join(', ')} FROM ${escape(meta.tableName)}` +
    ` WHERE ${where.map((c) => `${escape(c.databaseName)} = ?`).join(' AND ')} LIMIT 1`;
  plan = { sql, read, where, create: () => meta.create() as ObjectLiteral };
  byKey.set(key, plan);
  return plan;
}

/**
 * `repository.findOne({ where })` for equality on plain columns, without TypeORM's query
 * builder: one hand-written `SELECT ... WHERE a = ? AND b = ? LIMIT 1` per entity and set of
 * where-properties (built once per DataSource), its row hydrated through TypeORM's own column
 * metadata and driver (`prepareHydratedValue`: dates, booleans, transformers), into an
 * instance of the entity class. Relations are not loaded (as `findOne` without `relations`).
 * The query builder costs more CPU than the indexed lookup itself on a request path that reads
 * a row by its key several times.
 *
 * Runs on `manager` (inside its transaction, if any).
 * @param where property name to value (none may be undefined or null: `IS NULL` is not handled)
 * @returns the entity, or null when no row matches
 * @throws Error naming a property the entity has no column for, or a null/undefined value
 */
export async function selectOne<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Partial<Record<keyof T & string, unknown>>,
): Promise<T | null> {
  const { plan, params } = selectStatement(manager.connection, target, where);
  const rows = (await manager.query(plan.sql, params)) as Record<string, unknown>[];
  return hydrateRow<T>(manager.connection, plan, rows[0]);
}

/**
 * {@link selectOne} as a step of a unit (`yield* selectOneStep(...)` inside {@link runUnit}'s
 * generator): the same statement and hydration.
 */
export function* selectOneStep<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  where: Partial<Record<keyof T & string, unknown>>,
): Unit<T | null> {
  const { plan, params } = selectStatement(dataSource, target, where);
  const rows = yield* queryRows(plan.sql, params);
  return hydrateRow<T>(dataSource, plan, rows[0]);
}

function selectStatement(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, where: Record<string, unknown>): { plan: SelectPlan; params: unknown[] } {
  const plan = planOf(dataSource, target, Object.keys(where));
  const driver = dataSource.driver;
  const params = plan.where.map((column) => {
    const value = where[column.propertyName];
    if (value === undefined || value === null) throw new Error(`selectOne: ${column.propertyName} is ${String(value)}`);
    return driver.preparePersistentValue(value, column) as unknown;
  });
  return { plan, params };
}

function hydrateRow<T>(dataSource: DataSource, plan: SelectPlan, row: Record<string, unknown> | undefined): T | null {
  if (!row) return null;
  const driver = dataSource.driver;
  const entity = plan.create();
  for (const { column, alias } of plan.read) column.setEntityValue(entity, driver.prepareHydratedValue(row[alias], column));
  return entity as T;
}

/** The value of `property` as the driver stores it. @throws Error for undefined (not a value to store or compare) */
function persisted(dataSource: DataSource, column: ColumnMetadata, value: unknown): unknown {
  if (value === undefined) throw new Error(`${column.entityMetadata.name}.${column.propertyName} is undefined`);
  return dataSource.driver.preparePersistentValue(value, column) as unknown;
}

/**
 * `repository.update(where, values)` without TypeORM's query builder, and with every value
 * bound as a parameter (TypeORM writes the criteria's values into the SQL text, so each row
 * updated by id is a new statement for SQLite to prepare): `UPDATE t SET a = ?, ... WHERE
 * k = ? AND ...`, plus `updated_at = CURRENT_TIMESTAMP` for the entity's
 * `@UpdateDateColumn` as TypeORM sets it. Values go through the driver
 * (`preparePersistentValue`: dates, booleans, transformers); `null` stores NULL.
 *
 * Runs on `manager` (inside its transaction, if any).
 * @param where property name to value, compared with `=` (null and undefined are refused)
 * @param values property name to new value (undefined is refused)
 * @returns the number of rows changed (as the driver reports it)
 * @throws Error naming a property without column, or an undefined value
 */
export async function updateWhere<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Partial<Record<keyof T & string, unknown>>,
  values: Partial<Record<keyof T & string, unknown>>,
): Promise<number> {
  const { sql, params } = updateStatement(manager.connection, target, where, values);
  return (await runOn(manager, sql, params)).affected ?? 0;
}

/** {@link updateWhere} as a step of a unit ({@link runUnit}): the same statement; answers the rows matched. */
export function* updateWhereStep<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  where: Partial<Record<keyof T & string, unknown>>,
  values: Partial<Record<keyof T & string, unknown>>,
): Unit<number> {
  const { sql, params } = updateStatement(dataSource, target, where, values);
  return (yield* execute(sql, params)).affected;
}

/** Statement texts and their columns by (kind, entity, properties), built once per DataSource. */
interface StatementShape {
  sql: string;
  /** The bound columns, in parameter order. */
  columns: ColumnMetadata[];
}

const shapes = new WeakMap<DataSource, Map<string, StatementShape>>();

function shapeOf(dataSource: DataSource, key: string, build: () => StatementShape): StatementShape {
  let byKey = shapes.get(dataSource);
  if (!byKey) shapes.set(dataSource, (byKey = new Map()));
  let shape = byKey.get(key);
  if (!shape) byKey.set(key, (shape = build()));
  return shape;
}

function updateStatement(
  dataSource: DataSource,
  target: EntityTarget<ObjectLiteral>,
  where: Record<string, unknown>,
  values: Record<string, unknown>,
): { sql: string; params: unknown[] } {
  const meta = dataSource.getMetadata(target);
  const setProperties = Object.keys(values);
  const whereProperties = Object.keys(where);
  if (whereProperties.length === 0) throw new Error('updateWhere: no criteria');
  const shape = shapeOf(dataSource, `update\n${meta.name}\n${setProperties.join('\n')}\n\n${whereProperties.join('\n')}`, () => {
    const escape = (name: string) => dataSource.driver.escape(name);
    const set = setProperties.map((property) => columnOf(dataSource, target, property));
    const criteria = whereProperties.map((property) => columnOf(dataSource, target, property));
    const assignments = set.map((column) => `${escape(column.databaseName)} = ?`);
    const stamp = meta.updateDateColumn;
    if (stamp && !set.includes(stamp)) assignments.push(`${escape(stamp.databaseName)} = CURRENT_TIMESTAMP`);
    const sql = `UPDATE ${escape(meta.tableName)} SET ${assignments.join(', ')} WHERE ${criteria.map((column) => `${escape(column.databaseName)} = ?`).join(' AND ')}`;
    return { sql, columns: [...set, ...criteria] };
  });
  const params = shape.columns.map((column, i) => {
    const isCriterion = i >= setProperties.length;
    const value = isCriterion ? where[column.propertyName] : values[column.propertyName];
    if (isCriterion && value === null) throw new Error(`updateWhere: ${meta.name}.${column.propertyName} is null`);
    return persisted(dataSource, column, value);
  });
  return { sql: shape.sql, params };
}

/** Runs one write on `manager` (its transaction's runner, or a pooled one released after). */
async function runOn(manager: EntityManager, sql: string, params: unknown[]): Promise<{ affected?: number; raw: unknown }> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    return await runner.query(sql, params, true);
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/**
 * `repository.insert(values)` of one row without TypeORM's query builder (which writes a
 * relation's id into the SQL text and reads the generated columns back in a second
 * statement): `INSERT INTO t (a, ...) VALUES (?, ...)`; columns left out take their
 * defaults. The table needs an auto-increment key.
 *
 * Runs on `manager` (inside its transaction, if any).
 * @param values property name to value (undefined ones are left out)
 * @returns the new row's auto-increment id
 * @throws the driver's error (e.g. a unique or foreign key violation)
 */
export async function insertRow<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: Partial<Record<keyof T & string, unknown>>,
): Promise<number> {
  const { sql, params } = insertStatement(manager.connection, target, values);
  const raw = (await runOn(manager, sql, params)).raw as number | bigint | { insertId?: number | string } | undefined;
  return Number(typeof raw === 'object' && raw !== null ? raw.insertId : raw);
}

/** {@link insertRow} as a step of a unit ({@link runUnit}): the same statement; answers the new row's id. */
export function* insertRowStep<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  values: Partial<Record<keyof T & string, unknown>>,
): Unit<number> {
  const { sql, params } = insertStatement(dataSource, target, values);
  const { insertId } = yield* execute(sql, params);
  if (insertId === null) throw new Error(`insertRowStep: ${dataSource.getMetadata(target).name}: no row inserted`);
  return insertId;
}

function insertStatement(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const meta = dataSource.getMetadata(target);
  const properties = Object.keys(values).filter((property) => values[property] !== undefined);
  const shape = shapeOf(dataSource, `insert\n${meta.name}\n${properties.join('\n')}`, () => {
    const escape = (name: string) => dataSource.driver.escape(name);
    const columns = properties.map((property) => columnOf(dataSource, target, property));
    const sql = `INSERT INTO ${escape(meta.tableName)} (${columns.map((column) => escape(column.databaseName)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return { sql, columns };
  });
  return { sql: shape.sql, params: shape.columns.map((column) => persisted(dataSource, column, values[column.propertyName])) };
}
