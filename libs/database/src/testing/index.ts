// Test helpers of @fulfil/database: a migrated database per suite on each engine
// (SQLite always, MySQL/MariaDB when TEST_MYSQL_URL is set) and the drift checks.
export { createTestDatabase, describeEachEngine, type TestDatabase } from './test-database';
export { describeMigrationsAgree } from './schema-drift';
