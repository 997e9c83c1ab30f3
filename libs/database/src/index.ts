// Public API of @fulfil/database: generic TypeORM plumbing shared by every app's
// data library. It knows no table: each app passes the TableSet of the libraries
// that own its tables. Test helpers live in @fulfil/database/testing.
export { dataSourceOptions, type DatabaseEngine, type TableSet } from './data-source-options';
export { DatabaseModule } from './database.module';
export { runMigrationsSafely } from './run-migrations';
export { migrationCommandMain, runMigrationCommand } from './migration-command';
export { exclusiveOnSqlite, inTransaction } from './transaction';
export { chunks, insertInChunks } from './bulk';
export { insertIfAbsentStep, isForeignKeyViolation, isUniqueViolation } from './unique-violation';
export {
  bigintColumn,
  boolColumn,
  cascadeTo,
  datetimeColumn,
  doubleColumn,
  idColumn,
  index,
  intColumn,
  isMysql,
  jsonColumn,
  timestampColumns,
  varcharColumn,
} from './columns';
export { databaseTimeouts } from './timeouts';
export { insertRowStep, selectOne, selectOneStep, updateWhereStep } from './select-one';
export { runUnit } from './statement-units';
export { databaseLockName } from './named-lock';
