/**
 * Merchant-task benchmark of the console (not a test): in Chromium against fulfilment-api
 * started from its real main.ts on the demo stores (the browser tests' harness), prints
 *
 * - the JavaScript each page fetches (raw and gzip, from the built files): the first page a
 *   merchant opens after signing in, then what each other page adds (pages are code-split);
 * - the number of controls a merchant touches for the issue's task, driven through the guided
 *   creation (a pickup location from ZIP 10001 with hours, slots with a limit, a closed date
 *   and two days' preparation), and whether the new location is then offered to the demo
 *   cart by the public pickup list.
 *
 *   npx nx run fulfilment-api:console-bench
 *
 * Goals (issue 31): under 150 KB gzip for the first page, under 40 controls for the task.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { CONSOLE_DIST } from '../test/console-bundle';
import { startConsoleHarness } from '../test/console-harness';
import { createLocationGuided, GUIDED_TASK } from '../test/console-guided-flow';

/** Gzip size (level 9) and raw size of a built console file, in bytes. */
function sizes(file: string): { raw: number; gzip: number } {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Requests of a page still waiting for their answer. */
const inFlight = new WeakMap<Page, Set<unknown>>();

/** Collects the console's script files a page fetches (`/console/assets/*.js`), by file name, and counts its requests in flight. */
function recordScripts(page: Page): Set<string> {
  const seen = new Set<string>();
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  page.on('response', (r) => {
    const m = /\/console\/(assets\/[^?#]+\.js)$/.exec(new URL(r.url()).pathname);
    if (m) seen.add(m[1]);
  });
  return seen;
}

/** Waits until the page shows no loader and has had no request in flight for 500 ms (its lazy chunks and API answers are in). */
async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page) ?? new Set();
  for (let quiet = 0; quiet < 5;) {
    await page.waitForTimeout(100);
    const loading = await page.locator('[aria-label="Loading"]').count();
    quiet = pending.size === 0 && loading === 0 ? quiet + 1 : 0;
  }
}

function total(files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizes(join(CONSOLE_DIST, f));
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

async function main(): Promise<void> {
  const h = await startConsoleHarness();
  try {
    // JavaScript per page: the first page after sign-in, then what each page adds.
    const page = await h.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${h.app.url}/console/`);
    await page.getByLabel('Admin token').fill(h.tokens.bakery);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByTestId('setup-progress').waitFor();
    await settled(page);
    const first = total(scripts);
    console.log(`first page after sign-in (Home): ${scripts.size} scripts, ${kb(first.raw)} raw, ${kb(first.gzip)} gzip (goal < 150 KB gzip)`);
    for (const [file, size] of [...scripts].map((f) => [f, sizes(join(CONSOLE_DIST, f)).gzip] as const).sort((a, b) => b[1] - a[1]))
      console.log(`    ${kb(size).padStart(9)}  ${file}`);
    const id = (await h.admin<{ locations: { id: number }[] }>('GET', '/locations?per_page=1')).body.locations[0].id;
    for (const [label, path] of [
      ['Shop settings', '/shop'],
      ['Locations', '/locations'],
      ['A location', `/locations/${id}`],
      ['Pickup tab', `/locations/${id}/pickup`],
      ['Preview tab', `/locations/${id}/preview`],
      ['New location', '/locations/new'],
      ['Orders', '/orders'],
      ['Explain', '/explain'],
    ] as const) {
      const before = new Set(scripts);
      // The console's own navigation (History API and popstate), as a link inside it does.
      await page.evaluate(`history.pushState(null, '', '/console${path}'); dispatchEvent(new PopStateEvent('popstate'));`);
      await settled(page);
      const added = [...scripts].filter((f) => !before.has(f));
      console.log(`  + ${label}: ${added.length} more scripts, ${kb(total(added).gzip)} gzip`);
    }
    const all = total(scripts);
    console.log(`every page visited: ${scripts.size} scripts, ${kb(all.gzip)} gzip`);
    await page.close();

    // The merchant's task through the guided creation.
    const task = await h.signedIn(h.tokens.bakery, '/locations');
    const result = await createLocationGuided(task, GUIDED_TASK);
    const cart = GUIDED_TASK.shopperCart;
    const list = await h.publicApi<{ locations: { id: number }[] }>('POST', '/v1.0/pickup/locations?limit=200', {
      shoppingCart: cart,
      geoSearchQuery: GUIDED_TASK.postalCode,
    });
    const offered = list.locations.some((l) => l.id === result.locationId);
    console.log(
      `guided creation: ${result.controls} controls touched (goal < 40); location ${result.locationId} offered to the demo cart: ${offered ? 'yes' : 'NO'}`,
    );
    await task.close();
  } finally {
    await h.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
