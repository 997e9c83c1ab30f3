/**
 * The platform benchmark: every table of docs/scaling.md in one run.
 *
 *   npm run bench:platform              full run (builds the three apps first; run it on a quiet machine)
 *   npm run bench:platform -- --quick   quick validation run: 1 s per scenario, one round,
 *                                       1k/10k shops, 200/1,000 shops touched
 *
 * 1. Throughput: the anchors (raw node:http, the stock bare NestJS route of each method)
 *    and every shopper-facing read endpoint of fulfilment-api and widget-api plus the
 *    website forms (local helpdesk), built apps in child processes pinned to one core,
 *    autocannon on the other(s), 50 connections, median of 3 rounds; on SQLite and, when
 *    BENCH_MYSQL_URL or TEST_MYSQL_URL is set, on MySQL/MariaDB (databases
 *    `bench_platform` and `bench_platform_forms` on that server).
 * 2. Scale (SQLite): shops of 1,000, 10,000 and 100,000 locations: import time (a fresh
 *    file), the app's first pickup-locations request after start with GET /healthz polled
 *    every 10 ms meanwhile (the longest health answer = how long other shops' shoppers
 *    waited), the RSS that request added, and in a separate process the load through the
 *    StoreReader with `perf_hooks.monitorEventLoopDelay` (longest delay while loading and
 *    while reloading after an edit of one location).
 * 3. Memory across shops (SQLite): 1,000 and 10,000 ordinary shops (demo-bakery copies, 32
 *    locations) touched in turn with the default shop-cache budget and the apps' heap limit
 *    (`--max-old-space-size=640`): RSS, shops cached,
 *    evictions; the first shop touched again answers as before at the cost of one load.
 *
 * Iterating on one row: `BENCH_SECTIONS=throughput` (a comma-separated subset of
 * `throughput,scale,memory`; default all three) and `BENCH_ONLY=<regex>` (only the throughput
 * scenarios whose name matches, the anchors always run), e.g.
 *   BENCH_SECTIONS=throughput BENCH_ONLY='widget: GET /settings' npm run bench:platform -- --quick
 *
 * Databases live under tmp/bench-platform/ and are reused by later runs (the 100,000-location
 * shop and the 10,000 shops are imported once). Figures of one run are comparable with
 * each other (ratios); absolute figures depend on the machine and its load.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpuPinning, waitForQuiet } from '../lib';
import { ROOT } from '../lib/servers';
import { freshFormsDatabase, openStore, prepareManyShops, prepareStore, scaleShopFile } from './data';
import { scaleRow, ScaleRow } from './scale';
import { throughputTable, ThroughputRow } from './throughput';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { importFile } from '../../store/import-file';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const SECONDS = QUICK ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = QUICK ? 1 : Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROUNDS = QUICK ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000];
const SHOP_COUNTS = QUICK ? [200, 1_000] : [1_000, 10_000];
const DIR = join(ROOT, 'tmp/bench-platform');
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'throughput,scale,memory').split(',').map((s) => s.trim()));
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Targets of docs/scaling.md per row: ratio to the bare route of the same method and p99. */
function target(name: string): { ratio: number; p99Ms: number } | null {
  if (name.startsWith('website:')) return { ratio: 0.3, p99Ms: 100 };
  if (/widget: (GET \/settings|GET restaurant menu$|POST \/search)|fulfilment: pickup (locations|calendar)/.test(name)) return { ratio: 1.0, p99Ms: 25 };
  return null;
}

function summary(
  label: string,
  table: { rows: ThroughputRow[]; raw: { requestsPerSecond: number }; bare: Record<'GET' | 'POST', { requestsPerSecond: number }> },
): string[] {
  return table.rows.map(({ result: r, method, anchor }) => {
    const toRaw = r.requestsPerSecond / table.raw.requestsPerSecond;
    const toBare = r.requestsPerSecond / table.bare[method].requestsPerSecond;
    const goal = anchor ? null : target(r.name);
    const verdict = !goal ? '-' : toBare >= goal.ratio && r.p99Ms < goal.p99Ms && r.unexpected === 0 ? 'met' : `MISSED (>= ${goal.ratio}, p99 < ${goal.p99Ms})`;
    return `| ${label} | ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p99Ms, 1)} | ${toRaw.toFixed(2)} | ${toBare.toFixed(2)} (${method}) | ${r.unexpected} | ${verdict} |`;
  });
}

/** Imports the scale shop of `size` into a fresh SQLite file; returns seconds (parse, validate, import). */
async function importSeconds(size: number): Promise<number> {
  const file = join(DIR, `import-${size}.sqlite`);
  const remove = () => ['', '-wal', '-shm'].forEach((s) => rmSync(`${file}${s}`, { force: true }));
  remove();
  const text = scaleShopFile(size);
  const dataSource = await openStore(`sqlite:${file}`);
  try {
    const started = performance.now();
    console.log(`  ${await importFile(dataSource, text, { label: `${size}-location shop` })}`);
    return (performance.now() - started) / 1000;
  } finally {
    await dataSource.destroy();
    remove();
  }
}

function memoryCurve(url: string, count: number): Record<string, number | boolean>[] {
  // The storefront apps' heap limit (their Dockerfiles and `npm start`): without one, V8 lets garbage grow towards its default limit.
  const probe = spawnSync(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=640', '-r', '@swc-node/register', join(__dirname, 'shops-probe.ts'), url, String(count)],
    {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json') },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  if (probe.status !== 0) throw new Error(`shops probe failed: ${probe.stderr}`);
  return probe.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, number | boolean>);
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const pin = cpuPinning();
  pin?.pinThisProcessToLoadCpus();
  console.log(
    `${QUICK ? 'QUICK run (validation only: figures are not comparable with a full run)' : 'full run'}; ${pin ? pin.describe() : 'not pinned to CPUs'}`,
  );
  const engines: [string, string, string][] = [['sqlite', `sqlite:${join(DIR, 'store.sqlite')}`, `sqlite:${join(DIR, 'forms.sqlite')}`]];
  const mysql = process.env.BENCH_MYSQL_URL ?? process.env.TEST_MYSQL_URL;
  if (mysql) {
    const store = new URL(mysql);
    store.pathname = '/bench_platform';
    const forms = new URL(mysql);
    forms.pathname = '/bench_platform_forms';
    engines.push(['mariadb', store.toString(), forms.toString()]);
  } else console.log('skipped: the MySQL/MariaDB throughput run (set BENCH_MYSQL_URL or TEST_MYSQL_URL)');

  const lines: string[] = [];
  let tokens = new Map<string, string>();
  for (const [label, storeUrl, formsUrl] of engines) {
    console.log(`\n[${label}] preparing the store ...`);
    const engineTokens = await prepareStore(storeUrl, label === 'sqlite' && SECTIONS.has('scale') ? SIZES : []);
    if (label === 'sqlite') tokens = engineTokens;
    await freshFormsDatabase(formsUrl);
    if (!SECTIONS.has('throughput')) continue;
    // The app under test keeps its core to itself: the database server (SQLite is in the
    // app's process) runs beside the load generator, as on a host of its own.
    const database = label === 'mariadb' && pin ? pin.pinLocalServerToLoadCpus(['mariadbd', 'mysqld']) : null;
    if (database) console.log(`[${label}] ${database.note}`);
    try {
      const table = await throughputTable({
        label,
        storeUrl,
        formsUrl,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        rounds: ROUNDS,
        connections: CONNECTIONS,
        pin,
      });
      lines.push(...summary(label, table));
    } finally {
      database?.restore();
    }
  }

  const scale: ScaleRow[] = [];
  if (SECTIONS.has('scale')) {
    console.log('\nscale (SQLite) ...');
    for (const size of SIZES) {
      // Each measurement starts on a quiet machine (after the throughput table, MariaDB flushes for a while).
      console.log(`  before the import: ${await waitForQuiet()}`);
      const seconds = await importSeconds(size);
      console.log(`  before the first request: ${await waitForQuiet()}`);
      scale.push(await scaleRow(size, seconds, engines[0][1], tokens, pin));
    }
  }

  const curves: { count: number; points: Record<string, number | boolean>[] }[] = [];
  if (SECTIONS.has('memory')) {
    console.log('\nmemory across shops (SQLite) ...');
    const manyUrl = `sqlite:${join(DIR, 'many-shops.sqlite')}`;
    await prepareManyShops(manyUrl, Math.max(...SHOP_COUNTS));
    for (const count of SHOP_COUNTS) {
      console.log(`  ${await waitForQuiet()}`);
      curves.push({ count, points: memoryCurve(manyUrl, count) });
    }
  }

  if (lines.length) {
    console.log(`\n## Throughput (${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} round(s), median; servers pinned: ${pin ? 'yes' : 'no'})\n`);
    console.log('| engine | endpoint | req/s | p99 ms | ratio to raw node:http | ratio to bare NestJS (method) | unexpected | target |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const line of lines) console.log(line);
  }
  if (scale.length) {
    console.log('\n## Scale: pickup locations by geo query (SQLite)\n');
    console.log(
      '| shop size | import s | first request after start ms (median of 3 starts) | longest /healthz answer meanwhile ms | app RSS added MiB | request after an edit ms | longest /healthz answer meanwhile ms | load in-process ms | longest event-loop delay, load ms | reload after an edit ms | longest event-loop delay, reload ms | heap MiB (estimated) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of scale)
      console.log(
        `| ${fmt(r.size)} | ${fmt(r.importSeconds, 1)} | ${fmt(r.firstRequestMs)} | ${fmt(r.firstRequestHealthMaxMs)} | ${fmt(r.appRssAddedMiB)} | ${fmt(r.editRequestMs)} | ${fmt(r.editHealthMaxMs)} | ${fmt(r.probe.loadMs)} | ${fmt(r.probe.loadMaxDelayMs)} | ${fmt(r.probe.editMs)} | ${fmt(r.probe.editMaxDelayMs)} | ${fmt(r.probe.heapMiB)} (${fmt(r.probe.estimatedMiB)}) |`,
      );
  }
  if (curves.length) {
    console.log('\n## Memory across shops (SQLite, demo-bakery copies of 32 locations, default shop-cache budget)\n');
    console.log(
      '| shops touched in turn | RSS MiB | RSS after a GC MiB | heap MiB | shops cached | cache MiB (estimated) | evictions | first shop again: same answer, loads | seconds |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const { count, points } of curves) {
      const last = points.filter((p) => !p.final).at(-1) ?? {};
      const final = points.find((p) => p.final) ?? {};
      console.log(
        `| ${fmt(count)} | ${fmt(Number(last.rssMiB))} | ${fmt(Number(final.rssAfterGcMiB))} | ${fmt(Number(last.heapMiB))} | ${fmt(Number(last.cachedShops))} | ${fmt(Number(last.cacheMiB))} | ${fmt(Number(last.evictions))} | ${final.firstAgainSame ? 'yes' : 'NO'}, ${final.firstAgainLoads} | ${fmt(Number(last.seconds), 1)} |`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
