import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';

const SCREENSHOTS = join(__dirname, '..', '..', 'merchant-console', 'screenshots');

interface AdminLocation {
  id: number;
  external_id: string;
  company_name: string;
}

describeInBrowser('merchant console')('merchant console in Chromium against a live fulfilment-api', () => {
  let h: ConsoleHarness;
  let location: AdminLocation;
  beforeAll(async () => {
    h = await startConsoleHarness();
    location = (await h.admin<{ locations: AdminLocation[] }>('GET', '/locations?q=chelsea')).body.locations[0];
  }, 120_000);
  afterAll(() => h?.close());

  /** Waits for the page's content (no loader left), then asserts zero axe-core violations. */
  const settledAxe = async (page: Page) => {
    await page.getByLabel('Loading').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);
  };

  it('passes axe-core on every page and keeps screenshots of the main ones', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const signIn = await h.newPage();
    await signIn.goto(`${h.app.url}/console/`);
    await signIn.getByLabel('Admin token').waitFor();
    await expectNoAxeViolations(signIn);
    await signIn.screenshot({ path: join(SCREENSHOTS, 'sign-in.png') });
    await signIn.close();

    const page = await h.signedIn(h.tokens.bakery);
    const pages: [string, string | null][] = [
      ['/', 'shop-settings'],
      ['/rules', null],
      ['/locations', 'locations'],
      [`/locations/${location.id}`, 'location'],
      [`/locations/${location.id}/pickup`, 'location-pickup'],
      [`/locations/${location.id}/delivery`, null],
      [`/locations/${location.id}/preparation`, null],
      [`/locations/${location.id}/activation`, null],
      [`/locations/${location.id}/capacity`, 'capacity'],
      [`/locations/${location.id}/preview`, 'preview'],
      ['/capacity', null],
      ['/postal-codes', null],
      ['/store-file', 'store-file'],
      ['/tokens', 'tokens'],
    ];
    for (const [path, shot] of pages) {
      await page.goto(`${h.app.url}/console${path}`);
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      try {
        await settledAxe(page);
      } catch (e) {
        throw new Error(`${path}: ${(e as Error).message}`);
      }
      if (shot) await page.screenshot({ path: join(SCREENSHOTS, `${shot}.png`), fullPage: false });
    }
    await page.close();
  }, 120_000);
});
