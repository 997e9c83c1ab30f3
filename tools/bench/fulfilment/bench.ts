/**
 * Throughput and p99 latency of the fulfilment-options API on the 10,000-location demo
 * shop, each as a ratio to a bare NestJS route:
 *
 *   npm run bench:fulfilment          (builds fulfilment-api first)
 *
 * Runs the BUILT app (`dist/apps/fulfilment-api/main.js`, NODE_ENV=production,
 * LOG_LEVEL=warn as under `npm start`) as a child process on 127.0.0.1, on SQLite
 * (`tmp/bench-fulfilment/store.sqlite`) and, when BENCH_MYSQL_URL or TEST_MYSQL_URL is
 * set, on MySQL/MariaDB (database `bench_fulfilment` on that server). The generated
 * demo-large shop (tools/store/large-shop.ts) is imported once; later runs reuse it
 * (content hash). In the same run the bare NestJS app of tools/bench/lib (its own child
 * process, the same Node.js flags) answers a constant JSON body; every endpoint is
 * compared with the bare route of its HTTP method. autocannon runs in this process's
 * main thread, which serves nothing, so its warm-up warms its own JIT too.
 *
 * Scenarios: pickup locations geo-sorted, 20 per page, for 20 different queries in turn
 * ({@link GEO_QUERIES}); the pickup calendar of a location
 * with order limits (one capacity query per request); store settings. A reference row,
 * the app's GET /healthz, shows what the shared platform stack alone (logging, helmet,
 * body parsers, CORS, request ids) costs before any code of this app runs.
 * Target: ratio >= 0.6 and p99 < 25 ms at 50 connections. A second table (./compression.ts)
 * gives bytes per response and req/s without and with `Accept-Encoding` for two reads.
 * Loopback only; 5 s per scenario after 3 s of warm-up (BENCH_SECONDS, BENCH_WARMUP_SECONDS,
 * BENCH_CONNECTIONS).
 */
import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrationsSafely } from '@fulfil/database';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { importFile } from '../../store/import-file';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { generateLargeShop, LARGE_SHOP_DOMAIN } from '../../store/large-shop';
import { cpuPinning, printResults, runScenario, ScenarioResult, startBareApp, withCpu } from '../lib';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { COMPRESSION_TABLE_HEADER, compressionRows } from './compression';

const ROOT = join(__dirname, '../../..');
const MAIN = join(ROOT, 'dist/apps/fulfilment-api/main.js');
const SHOP = LARGE_SHOP_DOMAIN;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Unmeasured load before each scenario: warms both JITs (app and autocannon) and the app's per-shop caches. */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const TARGET = { ratio: 0.6, p99Ms: 25 };
/**
 * V8 flags of the app under test, as recommended for production in the app's README: a
 * 64 MB young generation (default 16 MB) makes scavenges rarer. The bare app is started
 * with the same flags.
 */
const APP_NODE_FLAGS = (process.env.BENCH_APP_NODE_FLAGS ?? '--max-semi-space-size=64').split(' ').filter(Boolean);
/** The app and the bare app on one dedicated core, autocannon (this process) on the others; see tools/bench/lib/cpu.ts. */
const PIN = cpuPinning();
/** Rows of the compression table (./compression.ts), filled per engine. */
const compressionSummary: string[] = [];

/**
 * What shoppers type into the pickup search, sent in turn (each connection cycles through
 * them): ZIP codes across the US, two "lat,lng" points and two place names. Nothing in the
 * app caches a query's result, so this costs what 20 different shoppers would.
 */
const GEO_QUERIES = [
  '10001',
  '02115',
  '19104',
  '30303',
  '33101',
  '60614',
  '75201',
  '77002',
  '80202',
  '85004',
  '94103',
  '98101',
  '97205',
  '55401',
  '48226',
  '63101',
  '41.8781,-87.6298',
  '34.0522,-118.2437',
  'Denver',
  'Boise',
];

/** Imports the demo-large shop into the database of `url` unless it is there unchanged. */
async function prepare(url: string): Promise<void> {
  if (url.startsWith('mysql://')) {
    const server = new URL(url);
    const db = server.pathname.slice(1);
    const admin = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    });
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
  }
  const dataSource = await new DataSource(dataSourceOptions(url, CAPACITY_TABLE_SET)).initialize();
  try {
    await runMigrationsSafely(dataSource);
    const started = Date.now();
    console.log(
      `  ${await importFile(dataSource, JSON.stringify(generateLargeShop()), { ifChanged: true, label: 'generated large shop' })} [${((Date.now() - started) / 1000).toFixed(1)} s]`,
    );
  } finally {
    await dataSource.destroy();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built app on a free loopback port and waits until /readyz answers. */
async function startApp(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const [command, ...args] = withCpu(PIN?.serverCpu, [process.execPath, ...APP_NODE_FLAGS, MAIN]);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', CLOCK_NOW: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`fulfilment-api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('fulfilment-api did not become ready within 30 s');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The id of the demo-large shop's 10th location in the manual order (one with pickup order limits). */
async function limitedLocation(url: string): Promise<number> {
  const res = await fetch(`${url}/v1.0/pickup/locations?shop=${SHOP}&limit=10`, { method: 'POST' });
  const body = (await res.json()) as { locations: { id: number; limits_enabled: boolean }[] };
  const location = body.locations[9];
  if (!location?.limits_enabled) throw new Error('expected the 10th location of demo-large to use order limits');
  return location.id;
}

/** Measures the three endpoints on one database; returns rows with their ratios. */
async function benchEngine(label: string, databaseUrl: string, bare: { get: ScenarioResult; post: ScenarioResult }): Promise<string[]> {
  console.log(`\n[${label}] preparing ${SHOP} ...`);
  await prepare(databaseUrl);
  const { url, child } = await startApp(databaseUrl);
  try {
    const id = await limitedLocation(url);
    const json = { 'content-type': 'application/json' };
    const options = { durationSeconds: seconds, connections, warmupSeconds };
    const floor = await runScenario({ name: 'platform floor: GET /healthz', url: `${url}/healthz` }, options);
    const rows = [
      {
        bare: bare.post,
        result: await runScenario(
          {
            name: `pickup locations (geo, 20/page, ${GEO_QUERIES.length} queries)`,
            url: `${url}/v1.0/pickup/locations?shop=${SHOP}&limit=20`,
            method: 'POST',
            headers: json,
            bodies: GEO_QUERIES.map((q) => JSON.stringify({ geoSearchQuery: q })),
          },
          options,
        ),
      },
      {
        bare: bare.post,
        result: await runScenario(
          {
            name: 'pickup calendar (limits on)',
            url: `${url}/v1.0/pickup/locations/${id}/calendar?shop=${SHOP}`,
            method: 'POST',
            headers: json,
            body: JSON.stringify({ shoppingCart: [] }),
          },
          options,
        ),
      },
      { bare: bare.get, result: await runScenario({ name: 'settings', url: `${url}/v1.0/settings?shop=${SHOP}` }, options) },
    ];
    printResults([bare.get, bare.post, floor, ...rows.map((r) => r.result)], {
      title: `[${label}] ${connections} connections, ${seconds} s per scenario after ${warmupSeconds} s warm-up, app flags: ${APP_NODE_FLAGS.join(' ') || 'none'}, ${PIN ? `servers on CPU ${PIN.serverCpu}` : 'unpinned'}`,
    });
    compressionSummary.push(
      ...(await compressionRows(
        label,
        [
          {
            name: 'pickup locations (20/page)',
            url: `${url}/v1.0/pickup/locations?shop=${SHOP}&limit=20`,
            method: 'POST',
            headers: json,
            bodies: GEO_QUERIES.map((q) => JSON.stringify({ geoSearchQuery: q })),
          },
          { name: 'settings', url: `${url}/v1.0/settings?shop=${SHOP}` },
        ],
        options,
      )),
    );
    const floorRatio = floor.requestsPerSecond / bare.get.requestsPerSecond;
    const lines = [
      `| ${label} | ${floor.name} (reference, no app code) | ${floor.requestsPerSecond.toFixed(0)} | ${floorRatio.toFixed(2)} (to ${bare.get.name}) | ${floor.p99Ms.toFixed(1)} (bare ${bare.get.p99Ms.toFixed(1)}) | ${floor.unexpected} | - |`,
    ];
    return lines.concat(
      rows.map(({ bare: b, result: r }) => {
        const ratio = r.requestsPerSecond / b.requestsPerSecond;
        const ratioMet = ratio >= TARGET.ratio && r.unexpected === 0;
        const verdict = ratioMet && r.p99Ms < TARGET.p99Ms ? 'met' : ratioMet ? 'ratio met, p99 MISSED' : 'MISSED';
        return `| ${label} | ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${ratio.toFixed(2)} (to ${b.name}) | ${r.p99Ms.toFixed(1)} (bare ${b.p99Ms.toFixed(1)}) | ${r.unexpected} | ${verdict} |`;
      }),
    );
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx nx run fulfilment-api:build\` first (npm run bench:fulfilment does)`);
  mkdirSync(join(ROOT, 'tmp/bench-fulfilment'), { recursive: true });
  const engines: [string, string][] = [['sqlite', 'sqlite:tmp/bench-fulfilment/store.sqlite']];
  const mysql = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
  if (mysql) {
    const server = new URL(mysql);
    server.pathname = '/bench_fulfilment';
    engines.push(['mariadb', server.toString()]);
  } else {
    console.log('skipped: MySQL/MariaDB run (set BENCH_MYSQL_URL or TEST_MYSQL_URL)');
  }
  PIN?.pinThisProcessToLoadCpus();
  console.log(PIN ? PIN.describe() : 'not pinned to CPUs (BENCH_PIN=0, one CPU, or no taskset): expect more run-to-run noise');
  const bareApp = await startBareApp({ nodeFlags: APP_NODE_FLAGS, cpu: PIN?.serverCpu });
  const summary: string[] = [];
  try {
    for (const [label, url] of engines) {
      // The bare route is measured next to each engine's run, under the same machine load.
      const bare = {
        get: await runScenario({ name: 'bare GET /bare', url: `${bareApp.url}/bare` }, { durationSeconds: seconds, connections, warmupSeconds }),
        post: await runScenario(
          { name: 'bare POST /bare', url: `${bareApp.url}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":1}' },
          { durationSeconds: seconds, connections, warmupSeconds },
        ),
      };
      summary.push(...(await benchEngine(label, url, bare)));
    }
  } finally {
    await bareApp.close();
  }
  console.log(`\nTarget: ratio >= ${TARGET.ratio} of the bare route of the same method, p99 < ${TARGET.p99Ms} ms, no unexpected answers.\n`);
  console.log('| engine | scenario | req/s | ratio | p99 ms | unexpected | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of summary) console.log(line);
  console.log('\nResponse compression (gzip/br above 1 KiB): bytes per response, req/s without and with a browser Accept-Encoding.\n');
  for (const line of [...COMPRESSION_TABLE_HEADER, ...compressionSummary]) console.log(line);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
