/**
 * What the storefront-platform catalogue sync costs (docs/platform-install.md, "Sync";
 * docs/scaling.md, "Catalogue sync"): time and memory of fulfilment-api syncing a shop's
 * catalogue through the two bulk operations, whose JSONL it streams.
 *
 *   npm run bench:sync              1,000 x 50, 10,000 x 50, 10,000 x 100 and 20,000 x 100 (products x locations)
 *   npm run bench:sync -- --quick   1,000 x 50 only
 *
 * Per size: the fake storefront platform (libs/storefront-platform/src/testing) runs in this
 * process with `FakeCatalogue.generate` (one variant per product, stocked at every location);
 * a fresh SQLite store (tmp/bench-platform-sync/) holds one generated shop with as many
 * locations (tools/store/large-shop.ts); the BUILT app (dist/apps/fulfilment-api/main.js,
 * NODE_ENV=production, its Dockerfile's Node flags, heap limit included) runs as a child
 * process pinned to the last CPU, this process on the others. Through the admin API:
 * credentials, every platform location linked to one of ours, a sync started and GET .../sync
 * polled every 100 ms until it ends, then a second sync of the same catalogue. The app polls
 * a bulk operation every 1 s (PlatformSyncService.bulkOptions, not changed here): that wait
 * is included in the sync times and given on its own. An app that dies during a sync (out
 * of memory) is reported as such, with how far it got. Prints figures; asserts nothing.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AdminTokenRepository } from '@fulfil/store-settings';
import { BULK_OPERATION_BY_ID } from '@fulfil/storefront-platform';
import { FakeCatalogue, FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
import { importFile } from '../../store/import-file';
import { cpuPinning, waitForQuiet } from '../lib';
import { productionNodeFlags, ROOT, ServerProcess, startBuiltApp } from '../lib/servers';
import { openStore, scaleDomain, scaleShopFile } from '../platform/data';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** Products x locations (one variant each, stocked everywhere: products x locations levels); the full run takes about 5 minutes on 2 cores. */
const SIZES = QUICK
  ? [{ products: 1_000, locations: 50 }]
  : [
      { products: 1_000, locations: 50 },
      { products: 10_000, locations: 50 },
      { products: 10_000, locations: 100 },
      { products: 20_000, locations: 100 },
    ];
/** The app's pause between two polls of a bulk operation in production (PlatformSyncService.bulkOptions). */
const POLL_INTERVAL_S = 1;
const ACCESS_TOKEN = 'shpat_bench_sync_0123456789';
const DIR = join(ROOT, 'tmp/bench-platform-sync');
const APP_FLAGS = productionNodeFlags('fulfilment-api');
const MiB = 1024 * 1024;
const PIN = cpuPinning();
const CLOCK_TICKS = 100; // USER_HZ of Linux (getconf CLK_TCK)
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A line of /proc/<pid>/status in bytes (VmHWM: the peak resident set size so far). */
function procStatusBytes(pid: number, key: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** User + system CPU seconds of a process so far (/proc/<pid>/stat, fields 14 and 15). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

interface SyncRun {
  /** False when the app died during the sync: the figures are then up to its last sample. */
  completed: boolean;
  /** started_at → finished_at of the sync state, s (NaN when the app died). */
  stateSeconds: number;
  /** POST .../sync → the GET that saw it end (or found the app gone), s; 100 ms polls. */
  measuredSeconds: number;
  /** Seconds the app slept between two polls of a bulk operation. */
  pollWaitSeconds: number;
  appCpuSeconds: number;
  /** CPU of this process meanwhile: the fake platform (and the 100 ms GETs). */
  fakeCpuSeconds: number;
  /** The app's VmRSS right before the POST, and the largest of the samples taken with each GET. */
  rssBefore: number;
  rssPeak: number;
  counts: Record<string, number>;
}

/** The answer of GET /admin/v1.0/storefront-platform/sync. */
interface SyncState {
  status: string;
  started_at: string;
  finished_at: string;
  details: { counts: Record<string, number>; error: unknown };
}

/** One sync through the admin API, measured. */
async function syncOnce(app: ServerProcess, fake: FakeStorefrontPlatform, auth: Record<string, string>): Promise<SyncRun> {
  const polls = () => fake.graphqlRequests().filter((q) => q.query === BULK_OPERATION_BY_ID).length;
  const pollsBefore = polls();
  const operationsBefore = fake.bulk.operations.length;
  const cpuBefore = cpuSeconds(app.pid);
  const fakeBefore = process.cpuUsage();
  const rssBefore = procStatusBytes(app.pid, 'VmRSS');
  let [rssPeak, cpu] = [rssBefore, cpuBefore];
  const started = performance.now();
  const post = await fetch(`${app.url}/admin/v1.0/storefront-platform/sync`, { method: 'POST', headers: auth });
  if (post.status !== 202) throw new Error(`POST .../sync answered ${post.status}: ${await post.text()}`);
  let state: SyncState | null;
  for (;;) {
    state = await fetch(`${app.url}/admin/v1.0/storefront-platform/sync`, { headers: auth }).then(
      (res) => res.json() as Promise<SyncState>,
      () => null,
    );
    if (!existsSync(`/proc/${app.pid}`)) state = null;
    if (!state) break;
    [rssPeak, cpu] = [Math.max(rssPeak, procStatusBytes(app.pid, 'VmRSS')), cpuSeconds(app.pid)];
    if (state.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const measuredSeconds = (performance.now() - started) / 1000;
  if (state && state.status !== 'completed') throw new Error(`the sync ended ${state.status}: ${JSON.stringify(state.details.error)}`);
  const fakeCpu = process.cpuUsage(fakeBefore);
  return {
    completed: state !== null,
    stateSeconds: state ? (Date.parse(state.finished_at) - Date.parse(state.started_at)) / 1000 : NaN,
    measuredSeconds,
    // Each operation: a first poll right after its start, then one per interval until COMPLETED.
    pollWaitSeconds: (polls() - pollsBefore - (fake.bulk.operations.length - operationsBefore)) * POLL_INTERVAL_S,
    appCpuSeconds: cpu - cpuBefore,
    fakeCpuSeconds: (fakeCpu.user + fakeCpu.system) / 1e6,
    rssBefore,
    rssPeak,
    counts: state?.details.counts ?? {},
  };
}

/** A fresh SQLite store with the generated shop of `locations` locations; its admin token and location ids. */
async function prepareStore(url: string, locations: number): Promise<{ token: string; locationIds: number[] }> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${url.slice('sqlite:'.length)}${suffix}`, { force: true });
  const dataSource = await openStore(url);
  try {
    await importFile(dataSource, scaleShopFile(locations), { label: `generated ${locations}-location shop` });
    const token = (await new AdminTokenRepository(dataSource).create(scaleDomain(locations), 'bench')).token;
    const rows: Array<{ id: number }> = await dataSource.query('SELECT id FROM locations ORDER BY id');
    return { token, locationIds: rows.map((r) => Number(r.id)) };
  } finally {
    await dataSource.destroy();
  }
}

/** Rows of a table of the store of `url` (after a sync: how far it got). */
async function countRows(url: string, table: string): Promise<number> {
  const dataSource = await openStore(url);
  try {
    return Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  } finally {
    await dataSource.destroy();
  }
}

interface Row {
  size: { products: number; locations: number };
  first: SyncRun;
  second: SyncRun | null;
  hwmBefore: number;
  hwmAfterFirst: number;
  hwmAfterSecond: number;
  /** Inventory rows in the store after the first sync (those it wrote before the app died, if it did). */
  levelRows: number;
}

async function measure(size: { products: number; locations: number }): Promise<Row> {
  const domain = scaleDomain(size.locations);
  const url = `sqlite:${join(DIR, `store-${size.products}x${size.locations}.sqlite`)}`;
  const { token, locationIds } = await prepareStore(url, size.locations);
  const fake = new FakeStorefrontPlatform({ shops: [{ domain, accessToken: ACCESS_TOKEN }] });
  await fake.start();
  fake.bulk.setCatalogue(domain, FakeCatalogue.generate(size));
  console.log(`  ${await waitForQuiet(0.1, 15_000)}`);
  const app = await startBuiltApp(
    'fulfilment-api',
    { DATABASE_URL: url, STOREFRONT_PLATFORM_BASE_URL: fake.url, PLATFORM_CREDENTIALS_KEYS: `bench:${randomBytes(32).toString('base64')}` },
    { cpu: PIN?.serverCpu, nodeFlags: APP_FLAGS },
  );
  let row: Omit<Row, 'levelRows'>;
  try {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const put = async (path: string, body: unknown) => {
      const res = await fetch(`${app.url}/admin/v1.0/storefront-platform${path}`, { method: 'PUT', headers: auth, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`PUT ${path} answered ${res.status}: ${await res.text()}`);
    };
    await put('', { shop_domain: domain, access_token: ACCESS_TOKEN });
    // Platform location 60000 + l (FakeCatalogue.generate) is our l-th location: every level applies.
    await put(
      '/locations',
      locationIds.map((location_id, l) => ({ platform_location_id: 60000 + l, location_id })),
    );
    const hwmBefore = procStatusBytes(app.pid, 'VmHWM');
    const first = await syncOnce(app, fake, auth);
    if (!first.completed) {
      console.log(`  the app died during the sync after ${fmt(first.measuredSeconds, 1)} s (its last words above)`);
      row = { size, first, second: null, hwmBefore, hwmAfterFirst: NaN, hwmAfterSecond: NaN };
    } else {
      const hwmAfterFirst = procStatusBytes(app.pid, 'VmHWM');
      const second = await syncOnce(app, fake, auth);
      row = { size, first, second, hwmBefore, hwmAfterFirst, hwmAfterSecond: second.completed ? procStatusBytes(app.pid, 'VmHWM') : NaN };
    }
  } finally {
    await app.stop();
    await fake.stop();
  }
  return { ...row, levelRows: await countRows(url, 'inventory_levels') };
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  PIN?.pinThisProcessToLoadCpus();
  console.log(`Catalogue sync of fulfilment-api from the fake storefront platform (${QUICK ? 'quick' : 'full'} run)`);
  console.log(`  ${PIN?.describe() ?? 'not pinned'}; app flags: ${APP_FLAGS.join(' ')}`);
  const rows: Row[] = [];
  for (const size of SIZES) {
    console.log(`${fmt(size.products)} products x ${size.locations} locations`);
    rows.push(await measure(size));
  }
  const s = (n: number) => (Number.isNaN(n) ? '-' : fmt(n, 1));
  const mib = (n: number) => (Number.isNaN(n) ? '-' : fmt(n / MiB));

  console.log('\nTime (the second sync reads the same catalogue again: nothing changed):');
  console.log(
    '| products x locations | variants | levels applied | sync s (started_at → finished_at) | sync s (measured) | of which poll wait s | levels/s (excl. poll wait) | app CPU s | fake platform CPU s | second sync s (started_at → finished_at) | second sync s (measured) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { size, first, second, levelRows } of rows) {
    const applied = first.completed
      ? fmt(first.counts.levels_applied)
      : `app died after ${s(first.measuredSeconds)} s; ${fmt(levelRows)} of ${fmt(size.products * size.locations)} written`;
    const rate = first.completed ? fmt(first.counts.levels_applied / (first.stateSeconds - first.pollWaitSeconds)) : '-';
    console.log(
      `| ${fmt(size.products)} x ${size.locations} | ${first.completed ? fmt(first.counts.variants) : '-'} | ${applied} | ${s(first.stateSeconds)} | ${s(first.measuredSeconds)} | ${first.pollWaitSeconds} | ${rate} | ${s(first.appCpuSeconds)} | ${s(first.fakeCpuSeconds)} | ${s(second?.stateSeconds ?? NaN)} | ${s(second?.measuredSeconds ?? NaN)} |`,
    );
  }
  console.log(
    `Poll wait: the app sleeps ${POLL_INTERVAL_S} s between two polls of a bulk operation (production); the fake completes an operation at its second poll. levels/s: levels applied / (started_at → finished_at less the poll wait).`,
  );

  console.log('\nMemory of the app, MiB (VmRSS sampled with every GET during the first sync):');
  console.log(
    '| products x locations | VmHWM before | VmRSS before | VmRSS peak during the sync | VmHWM after | growth (peak - before) | growth per 1,000 products | growth per 100,000 levels | VmHWM after the second sync |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { size, first, hwmBefore, hwmAfterFirst, hwmAfterSecond } of rows) {
    const growth = first.rssPeak - first.rssBefore;
    console.log(
      `| ${fmt(size.products)} x ${size.locations} | ${mib(hwmBefore)} | ${mib(first.rssBefore)} | ${mib(first.rssPeak)}${first.completed ? '' : ' (then died)'} | ${mib(hwmAfterFirst)} | ${mib(growth)} | ${fmt(growth / MiB / (size.products / 1000), 1)} | ${fmt(growth / MiB / ((size.products * size.locations) / 100_000), 1)} | ${mib(hwmAfterSecond)} |`,
    );
  }

  console.log(`The app's heap limit: ${APP_FLAGS.find((f) => f.startsWith('--max-old-space-size')) ?? 'none'} (MB).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
