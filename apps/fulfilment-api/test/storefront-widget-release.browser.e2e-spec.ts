import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, launchChromium } from '@fulfil/browser-testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';

const ROOT = join(__dirname, '..', '..', '..');
/** The loader's max-age in this test (WIDGET_LOADER_MAX_AGE_SECONDS; 300 in production). */
const MAX_AGE_SECONDS = 10;

/** What the page's `customElements` offers this test: the picker's class carries the release it runs (apps/storefront-widget/src/main.ts). */
interface CustomElementRegistry {
  whenDefined(name: string): Promise<unknown>;
  get(name: string): { version?: string } | undefined;
}

/**
 * A release of the storefront picker reaches a returning shopper through the stable embed
 * URL (docs/releasing.md, "The bundles' versions and their `/widget/v1/` addresses"): the
 * bundle is built by its real build script into a temporary folder, served by fulfilment-api
 * from its real main.ts (STOREFRONT_WIDGET_FILE, the loader's max-age shortened by
 * WIDGET_LOADER_MAX_AGE_SECONDS), and loaded by Debian's Chromium from a page on another
 * origin that embeds it as merchants do. Rebuilt with another version constant, the new
 * release is not fetched while the cached loader is fresh, and is running once the loader's
 * max-age has passed. No request interception: it would bypass the browser's HTTP cache.
 */
describeInBrowser('storefront release')('storefront picker: a release reaches a returning shopper within the loader max-age', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-release-'));
  let db: TestDatabase;
  let app: AppProcess;
  let shop: Server;
  let shopUrl: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let visits = 0;

  /** Builds the bundle into `dir` with `version` as its version constant (apps/storefront-widget/scripts/build.mjs). */
  const build = (version: string) => {
    const run = spawnSync(process.execPath, ['apps/storefront-widget/scripts/build.mjs', '--out-dir', dir, '--bundle-version', version], {
      cwd: ROOT,
      encoding: 'utf8',
      // As `nx build` runs it: Jest's NODE_ENV=test would give Vite Lit's development build, over the size budget.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0) throw new Error(`the storefront build failed:\n${run.stdout}\n${run.stderr}`);
    return readFileSync(join(dir, 'storefront.js'), 'utf8');
  };

  /** Opens the shop's page again (a new navigation, as a returning shopper's) and answers the version of the picker it runs. */
  const visit = async (): Promise<string> => {
    await page.goto(`${shopUrl}/cart?visit=${++visits}`);
    return page.evaluate(async () => {
      // The page's registry (this project compiles without the DOM library).
      const registry = (globalThis as unknown as { customElements: CustomElementRegistry }).customElements;
      await registry.whenDefined('fulfilment-picker');
      return registry.get('fulfilment-picker')?.version ?? '';
    });
  };

  beforeAll(async () => {
    build('1.0.0-release-a');
    db = await createTestDatabase('sqlite', CAPACITY_TABLE_SET);
    app = await startAppProcess({
      entry: 'apps/fulfilment-api/src/main.ts',
      env: {
        DATABASE_URL: db.url,
        LOG_LEVEL: 'error',
        STOREFRONT_WIDGET_FILE: join(dir, 'storefront.js'),
        WIDGET_LOADER_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS),
      },
      startTimeoutMs: 60_000,
    });
    // The merchant's storefront, on its own origin: the two-line embed (docs/storefront-picker.md).
    const html = `<!doctype html><html lang="en"><head><title>Cart</title></head><body>
<script type="module" src="${app.url}/widget/v1/storefront.js"></script>
</body></html>`;
    shop = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html));
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}`;
    browser = await launchChromium();
    context = await browser.newContext();
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (shop ? shop.close(resolve) : resolve(undefined)));
    await app?.stop();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the cached release within max-age, and runs the rebuilt one after it', async () => {
    const loaderA = await (await fetch(`${app.url}/widget/v1/storefront.js`)).text();
    // The browser fetched the loader between these two instants.
    const firstLoad = Date.now();
    expect(await visit()).toBe('1.0.0-release-a');
    const firstLoaded = Date.now();

    // A release: the source changes (its version constant), the bundle is rebuilt in place.
    const loaderB = build('1.0.0-release-b');
    expect(loaderB).not.toBe(loaderA);
    const served = await fetch(`${app.url}/widget/v1/storefront.js`);
    expect(await served.text()).toBe(loaderB);
    expect(served.headers.get('cache-control')).toBe(`public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=86400`);

    // Within max-age the browser runs its cached loader (and the old chunk it imports, cached
    // immutable), without asking the server: the server already has the new release.
    expect(await visit()).toBe('1.0.0-release-a');
    const cachedVisit = Date.now() - firstLoad;
    if (cachedVisit >= MAX_AGE_SECONDS * 1000)
      throw new Error(`the rebuild took ${cachedVisit} ms, longer than the loader's max-age: the cached visit proves nothing`);

    // After max-age the loader is stale: the next visit revalidates it (stale-while-revalidate
    // may still run the old copy once, while the new loader is fetched in the background);
    // the visit after that runs the new release.
    await page.waitForTimeout(firstLoaded + MAX_AGE_SECONDS * 1000 + 500 - Date.now());
    const afterMaxAge = await visit();
    expect(['1.0.0-release-a', '1.0.0-release-b']).toContain(afterMaxAge);
    await page.waitForTimeout(500);
    expect(await visit()).toBe('1.0.0-release-b');
    process.stdout.write(`[storefront release] first visit after max-age ran ${afterMaxAge}; the next ran 1.0.0-release-b\n`);
  }, 60_000);
});
