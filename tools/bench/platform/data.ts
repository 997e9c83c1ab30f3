/**
 * The databases of the platform benchmark, prepared once and reused (content hashes and
 * shop counts decide what is missing):
 * - the store: the demo shops (`demo/*.json`), the generated 10,000-location
 *   `demo-large`, and the scale shops `scale-1000` and `scale-100000` (tools/store/large-shop.ts),
 *   each with an admin token for the edit measurement;
 * - the many-shops store: `bench-shop-<i>` copies of demo-bakery (32 locations each).
 */
import 'reflect-metadata';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrationsSafely } from '@fulfil/database';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { AdminTokenRepository, importStore, ShopEntity, validateStoreConfig } from '@fulfil/store-settings';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { importFile } from '../../store/import-file';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { generateLargeShop, LARGE_SHOP_DOMAIN } from '../../store/large-shop';
import { ROOT } from '../lib/servers';

/** The store domain of the generated shop with `count` locations (10,000 is the demo's `demo-large`). */
export function scaleDomain(count: number): string {
  return count === 10_000 ? LARGE_SHOP_DOMAIN : `scale-${count}.myshopify.com`;
}

/** The store-configuration file text of the scale shop with `count` locations. */
export function scaleShopFile(count: number): string {
  const file = generateLargeShop(count);
  (file.shop as { domain: string }).domain = scaleDomain(count);
  (file.shop as { storefront_origins: string[] }).storefront_origins = [`https://${scaleDomain(count)}`];
  return JSON.stringify(file);
}

/** A connection to the MySQL/MariaDB server of `url`, without a database (to create or drop one). */
function serverConnection(url: string): ReturnType<typeof createConnection> {
  const server = new URL(url);
  return createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
}

/** Creates the MySQL database of `url` when missing (SQLite files create themselves). */
async function ensureDatabase(url: string): Promise<void> {
  if (!url.startsWith('mysql://')) return;
  const admin = await serverConnection(url);
  await admin.query(`CREATE DATABASE IF NOT EXISTS \`${new URL(url).pathname.slice(1)}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
}

/**
 * Empties the forms database of `url` before a run (the SQLite file and its WAL removed, the
 * MySQL/MariaDB database dropped and created again; the app migrates it at start), so that
 * every run's form rows start from the same empty tables: without this each run inserted
 * tens of thousands of enquiries on top of the previous runs', and the figures drifted
 * with the table sizes (docs/scaling.md, "Measuring it").
 */
export async function freshFormsDatabase(url: string): Promise<void> {
  if (url.startsWith('sqlite:')) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${url.slice('sqlite:'.length)}${suffix}`, { force: true });
    return;
  }
  const admin = await serverConnection(url);
  await admin.query(`DROP DATABASE IF EXISTS \`${new URL(url).pathname.slice(1)}\``);
  await admin.end();
  await ensureDatabase(url);
}

/** Opens and migrates the store database of `url`. */
export async function openStore(url: string): Promise<DataSource> {
  await ensureDatabase(url);
  const dataSource = await new DataSource(dataSourceOptions(url, CAPACITY_TABLE_SET)).initialize();
  await runMigrationsSafely(dataSource);
  return dataSource;
}

/**
 * Imports what is missing or changed into the store of `url`: the demo shops and the
 * scale shops of `sizes`; returns an admin token per scale shop domain.
 */
export async function prepareStore(url: string, sizes: number[]): Promise<Map<string, string>> {
  const dataSource = await openStore(url);
  const tokens = new Map<string, string>();
  try {
    const demo = join(ROOT, 'demo');
    for (const file of readdirSync(demo).filter((f) => f.endsWith('.json')))
      console.log(`  ${await importFile(dataSource, readFileSync(join(demo, file), 'utf8'), { ifChanged: true, label: `demo/${file}` })}`);
    for (const size of [...new Set([10_000, ...sizes])]) {
      console.log(`  ${await importFile(dataSource, scaleShopFile(size), { ifChanged: true, label: `generated ${size}-location shop` })}`);
      tokens.set(scaleDomain(size), (await new AdminTokenRepository(dataSource).create(scaleDomain(size), 'bench')).token);
    }
  } finally {
    await dataSource.destroy();
  }
  return tokens;
}

/** The domain of the `i`-th shop of the many-shops store (1-based). */
export function manyShopDomain(i: number): string {
  return `bench-shop-${i}.myshopify.com`;
}

/** Makes sure the store of `url` holds `count` copies of demo-bakery (32 locations each), importing the missing ones with progress. */
export async function prepareManyShops(url: string, count: number): Promise<void> {
  const dataSource = await openStore(url);
  try {
    const have = await dataSource.getRepository(ShopEntity).count();
    if (have >= count) return;
    const template = JSON.parse(readFileSync(join(ROOT, 'demo/demo-bakery.json'), 'utf8')) as { shop: { domain: string; storefront_origins?: string[] } };
    const started = Date.now();
    for (let i = have + 1; i <= count; i++) {
      const file = structuredClone(template);
      file.shop.domain = manyShopDomain(i);
      file.shop.storefront_origins = [`https://${file.shop.domain}`];
      await importStore(dataSource, validateStoreConfig(file));
      if (i % 500 === 0 || i === count) process.stderr.write(`  many shops: ${i}/${count} imported (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  } finally {
    await dataSource.destroy();
  }
}
