/**
 * One row of the scale table: the built fulfilment-api's first pickup-locations request
 * for a shop of `size` locations after start (the median of {@link FIRST_REQUEST_STARTS}
 * starts, each on a quiet machine), and its first request after an edit of one location,
 * each with GET /healthz polled every 10 ms meanwhile (its longest answer is how long the
 * rest of the app stalled); the app's RSS before and after; and the in-process probe
 * (scale-probe.ts) with `monitorEventLoopDelay`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { waitForQuiet, type CpuPinning } from '../lib/cpu';
import { productionNodeFlags, ROOT, startBuiltApp } from '../lib/servers';
import { scaleDomain } from './data';

/** What scale-probe.ts prints. */
export interface ScaleProbe {
  locations: number;
  loadMs: number;
  loadMaxDelayMs: number;
  heapMiB: number;
  rssMiB: number;
  estimatedMiB: number;
  editMs: number;
  editMaxDelayMs: number;
}

/**
 * Starts of the app whose first request is measured: one start is a single sample of a
 * cold process (JIT, page cache, a neighbour's burst), so the row gives the median, as the
 * throughput rows give the median of their rounds.
 */
export const FIRST_REQUEST_STARTS = 3;

/** One row of the scale table. */
export interface ScaleRow {
  size: number;
  importSeconds: number;
  /** Median over {@link FIRST_REQUEST_STARTS} starts. */
  firstRequestMs: number;
  /** Each start's first request, in order. */
  firstRequestsMs: number[];
  /** The longest health answer during any of those first requests. */
  firstRequestHealthMaxMs: number;
  appRssAddedMiB: number;
  editRequestMs: number;
  editHealthMaxMs: number;
  probe: ScaleProbe;
}

/** Runs `request` while polling `healthz` every 10 ms; returns the request's time and the longest health answer (ms). */
async function whilePolling(healthz: string, request: () => Promise<Response>): Promise<{ ms: number; healthMaxMs: number }> {
  let longest = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(healthz).then((r) => r.arrayBuffer());
      longest = Math.max(longest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = performance.now();
  const res = await request();
  if (!res.ok) throw new Error(`the measured request answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  polling = false;
  await poller;
  return { ms, healthMaxMs: longest };
}

/** Measures one shop size (the shop must be in the store of `storeUrl`; `tokens` has its admin token). */
export async function scaleRow(size: number, importSeconds: number, storeUrl: string, tokens: Map<string, string>, pin: CpuPinning | null): Promise<ScaleRow> {
  const domain = scaleDomain(size);
  const start = () =>
    startBuiltApp(
      'fulfilment-api',
      { DATABASE_URL: storeUrl },
      { cpu: pin?.serverCpu, nodeFlags: process.env.BENCH_SCALE_NODE_FLAGS?.split(' ') ?? productionNodeFlags('fulfilment-api') },
    );
  const searchOn = (url: string) => () =>
    fetch(`${url}/v1.0/pickup/locations?shop=${domain}&limit=20`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"geoSearchQuery":"10001"}',
    });
  // The earlier starts: their first request only.
  const firsts: { ms: number; healthMaxMs: number }[] = [];
  for (let i = 1; i < FIRST_REQUEST_STARTS; i++) {
    const earlier = await start();
    try {
      firsts.push(await whilePolling(`${earlier.url}/healthz`, searchOn(earlier.url)));
    } finally {
      await earlier.stop();
    }
    await waitForQuiet();
  }
  const app = await start();
  try {
    const rssBefore = app.rssBytes();
    const search = searchOn(app.url);
    firsts.push(await whilePolling(`${app.url}/healthz`, search));
    const appRssAddedMiB = (app.rssBytes() - rssBefore) / 1024 / 1024;
    const firstRequestsMs = firsts.map((f) => f.ms);
    const sorted = [...firstRequestsMs].sort((a, b) => a - b);
    const page = (await (await search()).json()) as { locations: { id: number; company_name: string }[] };
    const location = page.locations[0];
    const edit = await fetch(`${app.url}/admin/v1.0/locations/${location.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.get(domain)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: `${location.company_name.replace(/ \(edited \d+\)$/, '')} (edited ${Date.now()})` }),
    });
    if (!edit.ok) throw new Error(`the edit answered ${edit.status}: ${await edit.text()}`);
    const afterEdit = await whilePolling(`${app.url}/healthz`, search);
    const probe = spawnSync(process.execPath, ['--expose-gc', '-r', '@swc-node/register', join(__dirname, 'scale-probe.ts'), storeUrl, domain], {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json') },
      encoding: 'utf8',
    });
    if (probe.status !== 0) throw new Error(`scale probe failed: ${probe.stderr}`);
    const row: ScaleRow = {
      size,
      importSeconds,
      firstRequestMs: sorted[Math.floor(sorted.length / 2)],
      firstRequestsMs,
      firstRequestHealthMaxMs: Math.max(...firsts.map((f) => f.healthMaxMs)),
      appRssAddedMiB,
      editRequestMs: afterEdit.ms,
      editHealthMaxMs: afterEdit.healthMaxMs,
      probe: JSON.parse(probe.stdout.trim().split('\n').at(-1) as string) as ScaleProbe,
    };
    console.log(`  ${size} locations: ${JSON.stringify(row)}`);
    return row;
  } finally {
    await app.stop();
  }
}
