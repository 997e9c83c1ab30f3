export * from './database/data-source-options';
export * from './database/database.module';
export * from './entities';
export * from './migrations';
