import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';
import { openPreview } from './console-preview';

// The README's screenshots are rewritten only on request (`CONSOLE_SCREENSHOTS=1`), so a test run changes no committed file.
const SCREENSHOTS =
  process.env['CONSOLE_SCREENSHOTS'] === '1'
    ? join(__dirname, '..', '..', 'merchant-console', 'screenshots')
    : join(__dirname, '..', '..', '..', 'tmp', 'console-screenshots');

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
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
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
      ['/', 'home'],
      ['/shop', 'shop-settings'],
      ['/rules', null],
      ['/locations', 'locations'],
      [`/locations/${location.id}`, 'location'],
      [`/locations/${location.id}/pickup`, 'location-pickup'],
      [`/locations/${location.id}/delivery`, null],
      [`/locations/${location.id}/preparation`, null],
      [`/locations/${location.id}/activation`, null],
      [`/locations/${location.id}/capacity`, 'location-orders'],
      [`/locations/${location.id}/products`, 'location-products'],
      [`/locations/${location.id}/preview`, null],
      ['/locations/new', 'new-location'],
      ['/locations/import', 'locations-csv'],
      ['/orders', 'orders'],
      ['/explain', 'explain'],
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
    // The preview with a location chosen in the picker: its calendar and times are checked too.
    await page.goto(`${h.app.url}/console/locations/${location.id}`);
    await openPreview(page, '10011', 'Chelsea Market');
    await expectNoAxeViolations(page);
    await page.close();
  }, 240_000);

  it('renders under its strict Content-Security-Policy with no violation (styles by nonce, scripts from the origin)', async () => {
    const page = await h.newPage({ enforceCsp: true });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const answer = await page.goto(`${h.app.url}/console/`);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByLabel('Admin token').fill(h.tokens.bakery);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('link', { name: location.company_name }).waitFor();
    // The preview: the storefront picker (Lit, shadow DOM) renders under the same policy.
    await page.goto(`${h.app.url}/console/locations/${location.id}`);
    await openPreview(page, '10011', 'Chelsea Market');
    await page.screenshot({ path: join(SCREENSHOTS, 'preview.png'), fullPage: true });
    // Mantine's CSS variables arrived through the nonce-carrying <style>: the primary colour is set.
    const primary = await page.evaluate<string>("getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim()");
    expect(primary).not.toBe('');
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);

  it('is usable with the keyboard alone: sign in, open the locations, open one', async () => {
    const page = await h.newPage();
    await page.goto(`${h.app.url}/console/`);
    await page.getByLabel('Admin token').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('type')")).toBe('password');
    await page.keyboard.type(h.tokens.bakery);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const focusOn = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate<string | undefined>('document.activeElement?.textContent?.trim()')) === name) return;
      }
      throw new Error(`Tab never reached "${name}"`);
    };
    await focusOn('Locations');
    await page.keyboard.press('Enter');
    await page.getByLabel('Search locations').waitFor();
    await page.getByLabel('Search locations').focus();
    await page.keyboard.type('chelsea');
    await page.getByRole('link', { name: location.company_name }).waitFor();
    await focusOn(location.company_name);
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Pickup' }).waitFor();
    expect(page.url()).toBe(`${h.app.url}/console/locations/${location.id}`);
    await page.close();
  }, 60_000);

  it('stays usable at 768 px: no sideways scrolling, navigation behind a button', async () => {
    const page = await h.signedIn(h.tokens.bakery, `/locations/${location.id}/pickup`, { width: 768 });
    await page.getByLabel('Monday until', { exact: true }).waitFor();
    const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'location-pickup-768.png') });
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.close();
  }, 60_000);

  it('keeps the token in session storage only; signing out or a 401 returns to sign-in', async () => {
    const { body } = await h.admin<{ id: number; token: string }>('POST', '/tokens', { label: 'short-lived' });
    const page = await h.signedIn(body.token, '/tokens');
    expect(page.url()).not.toContain(body.token);
    expect(await page.evaluate<string[]>('Object.values(sessionStorage)')).toContain(body.token);
    expect(await page.evaluate<string>("Object.values(localStorage).join(' ')")).not.toContain(body.token);
    // Revoked elsewhere: the next call answers 401 and the console asks to sign in again
    // (once the page, loaded on first visit, has made its own calls).
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    await h.admin('DELETE', `/tokens/${body.id}`);
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByText('Your session ended').waitFor();
    expect(await page.evaluate<string[]>('Object.values(sessionStorage)')).not.toContain(body.token);
    // Signing out forgets it too.
    await page.getByLabel('Admin token').fill(h.tokens.bakery);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out.').waitFor();
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
    await page.reload();
    await page.getByLabel('Admin token').waitFor();
    await page.close();
  }, 60_000);

  it('creates a token shown once and revokes it; dry-runs a store file listing the changes, writing nothing', async () => {
    const page = await h.signedIn(h.tokens.bakery, '/tokens');
    await page.getByLabel('Label of a new token').fill('from the console');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = await page.getByTestId('new-token').innerText();
    expect(token).toMatch(/^fsa_/);
    expect((await h.admin('GET', '/shop', undefined, token)).status).toBe(200);
    const row = page.getByRole('row', { name: /from the console/ });
    await row.getByRole('button', { name: /Revoke/ }).click();
    await row.getByText(/revoked/).waitFor();
    expect((await h.admin('GET', '/shop', undefined, token)).status).toBe(401);

    const file = (await h.admin<{ shop: { timezone: string } }>('GET', '/export')).body;
    const before = JSON.stringify(file);
    file.shop.timezone = 'America/Denver';
    await page.getByRole('link', { name: 'Store file' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'shop.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.getByTestId('dry-run-changes').getByText('shop.timezone').waitFor();
    expect(JSON.stringify((await h.admin('GET', '/export')).body)).toBe(before);
    await page.getByRole('button', { name: 'Apply the import' }).waitFor();
    await page.close();
  }, 60_000);
});
