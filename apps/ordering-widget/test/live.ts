/**
 * The live stack of the ordering widget's browser suite, every part a child process on a
 * free port, driven only over HTTP (a `type:web` project's tests load no server code):
 * widget-api and fulfilment-api from their real `main.ts` on one SQLite file with the demo
 * restaurant shop (demo/demo-eats.json) imported and a fixed CLOCK_NOW; the fake storefront
 * platform (tools/store/fake-platform.ts) the shop is connected to (tools/store/platform.ts),
 * which sends paid invoices' order webhooks to fulfilment-api; and the demo page
 * (demo/server.mjs). The bundle is built first when missing or older than its sources.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, freePort, startNode, waitForUrl, type LiveProcess } from '@fulfil/browser-testing';

const ROOT = join(__dirname, '..', '..', '..');
/** The bundle widget-api serves (apps/ordering-widget/vite.config.mjs). */
export const BUNDLE = join(ROOT, 'dist', 'apps', 'ordering-widget', 'ordering.js');
export const SHOP = 'demo-eats.myshopify.com';
/** The demo shop's token at the fake platform (tools/store/fake-platform.ts). */
const PLATFORM_TOKEN = 'shpat_demo_eats_local_fake_platform';

/** Builds the bundle (scripts/build.mjs) when it is missing or older than any source it is built from. */
export function ensureBundle(): void {
  ensureBuilt(
    ROOT,
    BUNDLE,
    ['apps/ordering-widget/src', 'libs/storefront-picker/src', 'libs/calendar-format/src'],
    'apps/ordering-widget/scripts/build.mjs',
    'the ordering widget',
  );
}

function tool(args: string[], env: Record<string, string>): void {
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', ...args], {
    cwd: ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json'), INIT_CWD: ROOT, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

/** The running stack. */
export interface LiveStack {
  /** widget-api. */
  api: string;
  /** The demo page (`/` embeds the widget). */
  page: string;
  /** The fake storefront platform (invoice pages live here). */
  platform: string;
  /** Removes the shop's platform credentials (`npm run store:platform -- remove`): its checkouts become test checkouts. */
  disconnect(): void;
  stop(): Promise<void>;
}

/** Starts widget-api, fulfilment-api, the fake platform and the demo page, with demo-eats imported and connected. */
export async function startLiveStack(clockNow: string): Promise<LiveStack> {
  ensureBundle();
  const dir = mkdtempSync(join(tmpdir(), 'ordering-widget-'));
  const db = `sqlite:${join(dir, 'store.sqlite')}`;
  tool(['tools/store/import.ts', 'demo/demo-eats.json'], { DATABASE_URL: db });
  tool(['tools/store/platform.ts', 'set', SHOP, SHOP, PLATFORM_TOKEN], { DATABASE_URL: db });
  const [apiPort, fulfilmentPort, platformPort, pagePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const [api, fulfilment, platform, page] = [apiPort, fulfilmentPort, platformPort, pagePort].map((p) => `http://127.0.0.1:${p}`);
  const swc = { SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json'), LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const procs: LiveProcess[] = [];
  try {
    procs.push(
      startNode(ROOT, ['-r', '@swc-node/register', 'apps/fulfilment-api/src/main.ts'], {
        ...swc,
        DATABASE_URL: db,
        CLOCK_NOW: clockNow,
        PORT: String(fulfilmentPort),
      }),
    );
    procs.push(
      startNode(ROOT, ['-r', '@swc-node/register', 'tools/store/fake-platform.ts'], {
        ...swc,
        FAKE_PLATFORM_PORT: String(platformPort),
        FULFILMENT_API_URL: fulfilment,
      }),
    );
    procs.push(
      startNode(ROOT, ['-r', '@swc-node/register', 'apps/widget-api/src/main.ts'], {
        ...swc,
        DATABASE_URL: db,
        CLOCK_NOW: clockNow,
        PORT: String(apiPort),
        STOREFRONT_PLATFORM_BASE_URL: platform,
        ORDERING_WIDGET_FILE: BUNDLE,
        CORS_ORIGINS: page,
        DRAFT_ORDER_RETRY_INTERVAL_MS: '500',
      }),
    );
    procs.push(startNode(ROOT, ['apps/ordering-widget/demo/server.mjs'], { PORT: String(pagePort), WIDGET_API_URL: api }));
    await Promise.all([
      waitForUrl(`${fulfilment}/healthz`, procs[0], 90_000, (r) => r.status < 500),
      waitForUrl(`${platform}/invoices/none`, procs[1], 90_000, (r) => r.status < 500),
      waitForUrl(`${api}/healthz`, procs[2], 90_000, (r) => r.status < 500),
      waitForUrl(`${page}/`, procs[3], 30_000, (r) => r.status < 500),
    ]);
  } catch (error) {
    await Promise.all(procs.map((p) => p.stop()));
    throw error;
  }
  return {
    api,
    page,
    platform,
    disconnect: () => tool(['tools/store/platform.ts', 'remove', SHOP], { DATABASE_URL: db }),
    stop: async () => {
      await Promise.all(procs.map((p) => p.stop()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
