import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createConnection } from 'mysql2/promise';
import { DatabaseEngine, dataSourceOptions, TableSet } from '../data-source-options';
import { runMigrationsSafely } from '../run-migrations';

/** A migrated database for one test suite, and how to throw it away. */
export interface TestDatabase {
  engine: DatabaseEngine;
  /** DATABASE_URL of this database (give it to an app under test). */
  url: string;
  dataSource: DataSource;
  /** Destroys the pool and drops the MySQL database. */
  drop(): Promise<void>;
}

/** The engines the suite runs on: SQLite always, MySQL/MariaDB when TEST_MYSQL_URL is set. */
export function testEngines(): DatabaseEngine[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

let skipNoticePrinted = false;

/**
 * `describe` once per engine of {@link testEngines}, printing a clear
 * "skipped: set TEST_MYSQL_URL" line when MySQL is not configured.
 */
export function describeEachEngine(name: string, body: (engine: DatabaseEngine) => void): void {
  if (!process.env.TEST_MYSQL_URL && !skipNoticePrinted) {
    skipNoticePrinted = true;
    process.stdout.write(`skipped: MySQL variants of "${name}" and other suites (set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test to run them)\n`);
  }
  for (const engine of testEngines()) describe(`${name} [${engine}]`, () => body(engine));
}

/**
 * TypeORM recognises MariaDB only by `type: 'mariadb'`, and otherwise misreads its
 * schema (a nullable column's `DEFAULT NULL` comes back as the string 'NULL'), so the
 * drift check would report changes that are not there. On a MariaDB server this tells
 * the driver which dialect it reads; `dataSource.options.type` stays `mysql`. Only
 * schema introspection and DDL look at the flag.
 */
async function recogniseMariaDb(dataSource: DataSource): Promise<void> {
  const [{ version }] = await dataSource.query('SELECT VERSION() AS version');
  if (/mariadb/i.test(String(version))) (dataSource.driver.options as { type: string }).type = 'mariadb';
}

/**
 * Creates a fresh, migrated database: a private SQLite file under `tmp/`, or a new
 * database `t_<random>` on the server of TEST_MYSQL_URL.
 */
export async function createTestDatabase(engine: DatabaseEngine, tables: TableSet, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  let url: string;
  let dropMysql: (() => Promise<void>) | undefined;
  if (engine === 'mysql') {
    const server = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
    const name = `t_${suffix}`;
    const admin = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    server.pathname = `/${name}`;
    url = server.toString();
    dropMysql = async () => {
      const c = await createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username),
        password: decodeURIComponent(server.password),
      });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  } else {
    url = `sqlite:tmp/test-db/${suffix}.sqlite`;
  }
  const dataSource = await new DataSource(dataSourceOptions(url, tables, { poolSize: 20 })).initialize();
  if (engine === 'mysql') await recogniseMariaDb(dataSource);
  if (options.migrate !== false) await runMigrationsSafely(dataSource);
  return {
    engine,
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropMysql?.();
      if (engine === 'sqlite') for (const ext of ['', '-wal', '-shm']) rmSync(`${url.slice('sqlite:'.length)}${ext}`, { force: true });
    },
  };
}
