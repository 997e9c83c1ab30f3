export * from './database/data-source-options';
export * from './database/database.module';
export * from './database/run-migrations';
export * from './entities';
export * from './migrations';
export * from './schemas';
