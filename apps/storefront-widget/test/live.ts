/**
 * The live stack of the browser suites: fulfilment-api started from its real `main.ts` on
 * its own SQLite file with the demo bakery imported and a fixed CLOCK_NOW, and the demo
 * storefront, each in a child process on a free port; the bundle built first when it is
 * missing or older than its sources. The suites drive both only over HTTP, as a shopper's
 * browser and the storefront platform do (a `type:web` project's tests load no server code).
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
/** The bundle fulfilment-api serves (apps/storefront-widget/vite.config.mjs). */
export const BUNDLE = join(ROOT, 'dist', 'apps', 'storefront-widget', 'storefront.js');
export const SHOP = 'demo-bakery.myshopify.com';
/** The demo bakery's webhook secret (demo/demo-bakery.json). */
const WEBHOOK_SECRET = 'demo-bakery-webhook-secret';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the bundle (scripts/build.mjs, Vite's JS API, a few seconds) when it is missing or older than any source it is built from. */
export function ensureBundle(): void {
  const sources = ['apps/storefront-widget/src', 'libs/storefront-picker/src', 'libs/calendar-format/src'].map((d) => newestMtime(join(ROOT, d)));
  let built = 0;
  try {
    built = statSync(BUNDLE).mtimeMs;
  } catch {
    built = 0;
  }
  if (built > Math.max(...sources)) return;
  const r = spawnSync(process.execPath, [join(ROOT, 'apps/storefront-widget/scripts/build.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the storefront bundle failed:\n${r.stdout}\n${r.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Child {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function start(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (c: Buffer) => (log = (log + c.toString()).slice(-32_768));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitFor(url: string, proc: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`process exited before it listened:\n${proc.output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 150));
  }
  await proc.stop();
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}

/** The running stack. */
export interface LiveStack {
  /** fulfilment-api, e.g. `http://127.0.0.1:40123`. */
  api: string;
  /** The demo storefront. */
  shop: string;
  /** The fixed "now" of fulfilment-api. */
  clockNow: string;
  /** Sends a signed `orders/create` webhook with these note attributes; resolves with the JSON answer. */
  order(id: number, attributes: Record<string, string>): Promise<{ result: string; reservation: unknown }>;
  stop(): Promise<void>;
}

/** Starts fulfilment-api (demo bakery imported, CLOCK_NOW fixed) and the demo storefront that embeds its bundle. */
export async function startLiveStack(clockNow: string): Promise<LiveStack> {
  ensureBundle();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-widget-'));
  const db = `sqlite:${join(dir, 'store.sqlite')}`;
  const swc = { SWC_NODE_PROJECT: join(ROOT, 'tsconfig.tools.json') };
  const imported = spawnSync(process.execPath, ['-r', '@swc-node/register', 'tools/store/import.ts', 'demo/demo-bakery.json'], {
    cwd: ROOT,
    env: { ...process.env, ...swc, DATABASE_URL: db, INIT_CWD: ROOT },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`importing the demo bakery failed:\n${imported.stdout}\n${imported.stderr}`);
  const [apiPort, shopPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const shop = `http://127.0.0.1:${shopPort}`;
  const apiProc = start(['-r', '@swc-node/register', 'apps/fulfilment-api/src/main.ts'], {
    ...swc,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATABASE_URL: db,
    CLOCK_NOW: clockNow,
    CORS_ORIGINS: shop,
    STOREFRONT_WIDGET_FILE: BUNDLE,
    RESERVATION_RATE_LIMIT: '100000',
  });
  const shopProc = start(['apps/storefront-widget/demo/server.mjs'], { PORT: String(shopPort), HOST: '127.0.0.1', FULFILMENT_API_URL: api, DEMO_SHOP: SHOP });
  try {
    await Promise.all([waitFor(`${api}/healthz`, apiProc, 60_000), waitFor(`${shop}/cart.js`, shopProc, 10_000)]);
  } catch (e) {
    await Promise.all([apiProc.stop(), shopProc.stop()]);
    throw e;
  }
  return {
    api,
    shop,
    clockNow,
    async order(id, attributes) {
      const raw = JSON.stringify({
        id,
        admin_graphql_api_id: `gid://shopify/Order/${id}`,
        updated_at: clockNow,
        note_attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
      });
      const res = await fetch(`${api}/v1.0/webhooks/orders/create`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Shop-Domain': SHOP,
          'X-Shopify-Hmac-Sha256': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('base64'),
        },
        body: raw,
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { result: string; reservation: unknown };
    },
    async stop() {
      await Promise.all([apiProc.stop(), shopProc.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
