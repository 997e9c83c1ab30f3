/**
 * The live stack of the browser suites: fulfilment-api started from its real `main.ts` on
 * its own SQLite file with the demo bakery imported and a fixed CLOCK_NOW, and the demo
 * storefront, each in a child process on a free port; the bundle built first when it is
 * missing or older than its sources. The suites drive both only over HTTP, as a shopper's
 * browser and the storefront platform do (a `type:web` project's tests load no server code).
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, freePort, startNode, waitForUrl } from '@fulfil/browser-testing';

const ROOT = join(__dirname, '..', '..', '..');
/** The bundle fulfilment-api serves (apps/storefront-widget/vite.config.mjs). */
export const BUNDLE = join(ROOT, 'dist', 'apps', 'storefront-widget', 'storefront.js');
export const SHOP = 'demo-bakery.myshopify.com';
/** The demo bakery's webhook secret (demo/demo-bakery.json). */
const WEBHOOK_SECRET = 'demo-bakery-webhook-secret';

/** Builds the bundle (scripts/build.mjs, Vite's JS API, a few seconds) when it is missing or older than any source it is built from. */
export function ensureBundle(): void {
  ensureBuilt(
    ROOT,
    BUNDLE,
    ['apps/storefront-widget/src', 'libs/storefront-picker/src', 'libs/calendar-format/src'],
    'apps/storefront-widget/scripts/build.mjs',
    'the storefront bundle',
  );
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
  const apiProc = startNode(ROOT, ['-r', '@swc-node/register', 'apps/fulfilment-api/src/main.ts'], {
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
  const shopProc = startNode(ROOT, ['apps/storefront-widget/demo/server.mjs'], {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    FULFILMENT_API_URL: api,
    DEMO_SHOP: SHOP,
  });
  try {
    await Promise.all([waitForUrl(`${api}/healthz`, apiProc, 60_000), waitForUrl(`${shop}/cart.js`, shopProc, 10_000)]);
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
