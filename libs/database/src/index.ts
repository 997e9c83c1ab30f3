// Public API of @fulfil/database: generic TypeORM plumbing shared by every app's
// data library. It knows no table: each app passes the TableSet of the libraries
// that own its tables. Test helpers live in @fulfil/database/testing.
export * from './data-source-options';
export * from './database.module';
export * from './run-migrations';
export * from './transaction';
export * from './bulk';
export * from './unique-violation';
export * from './columns';
export * from './timeouts';
export * from './dependency-errors';
export * from './select-one';
export * from './statement-units';
export * from './named-lock';
