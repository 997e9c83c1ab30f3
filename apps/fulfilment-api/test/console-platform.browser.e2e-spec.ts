import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { widgetSettings } from '@fulfil/store-settings/testing';
import { FakeCatalogue, FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { BAKERY, ConsoleHarness, LONDON, startConsoleHarness } from './console-harness';

// The README's screenshot is rewritten only on request (`CONSOLE_SCREENSHOTS=1`), so a test run changes no committed file.
const TMP_SHOTS = join(__dirname, '..', '..', '..', 'tmp', 'console-screenshots');
const SCREENSHOTS = process.env['CONSOLE_SCREENSHOTS'] === '1' ? join(__dirname, '..', '..', 'merchant-console', 'screenshots') : TMP_SHOTS;

const TOKEN = 'shpat_console_platform_0123456789';
const APP_URL = 'https://app.example';
/** Platform location l of `FakeCatalogue.generate` (named `Location <l>`, at `<100 + l> N State St`, Chicago). */
const platformLocation = (l: number) => 60000 + l;

interface SyncState {
  status: string;
  details: { counts?: Record<string, number>; error?: { message: string } | null };
}
interface Link {
  platform_location_id: number;
  location_id: number;
}

/**
 * The Shopify store page of the merchant console (apps/merchant-console, pages/platform*.tsx)
 * in Chromium against fulfilment-api from its real main.ts, connected to the fake storefront
 * platform: the empty state and install link, the location mapping with the save bar,
 * creating a location from a platform one, Sync now with its progress, and the banners
 * (currency mismatch, failed sync, updates Shopify does not send, stock ignored).
 */
describeInBrowser('merchant console: Shopify store')('merchant console: the Shopify store page', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: BAKERY, accessToken: TOKEN }] });
  let h: ConsoleHarness;
  let ours: { id: number; company_name: string }[];

  /** Starts a sync through the API and waits for its end. */
  const syncAndWait = async (): Promise<SyncState> => {
    expect((await h.admin('POST', '/storefront-platform/sync')).status).toBe(202);
    for (let i = 0; i < 240; i++) {
      const { body } = await h.admin<SyncState>('GET', '/storefront-platform/sync');
      if (body.status !== 'running') return body;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the sync did not end within 60 s');
  };
  const links = async () => (await h.admin<Link[]>('GET', '/storefront-platform/locations')).body;
  /** The Shopify store page, its content loaded. */
  const platformPage = async (token: string, width = 1280) => {
    const page = await h.signedIn(token, '/platform', { width });
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    return page;
  };
  const row = (page: Page, l: number) => page.locator(`tr[data-platform-location="${platformLocation(l)}"]`);

  beforeAll(async () => {
    await fake.start();
    fake.bulk.setCatalogue(BAKERY, FakeCatalogue.generate({ products: 20, locations: 4 }));
    h = await startConsoleHarness({
      env: {
        STOREFRONT_PLATFORM_BASE_URL: fake.url,
        PLATFORM_CLIENT_ID: 'console-test-app',
        PLATFORM_CLIENT_SECRET: 'console-test-secret',
        PLATFORM_APP_URL: APP_URL,
      },
    });
    ours = (await h.admin<{ locations: { id: number; company_name: string }[] }>('GET', '/locations?per_page=200')).body.locations;
    expect((await h.admin('PUT', '/storefront-platform', { shop_domain: BAKERY, access_token: TOKEN })).status).toBe(200);
    expect((await syncAndWait()).status).toBe('completed');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await fake.stop();
  });

  it('not connected: explains what connecting does, checks the store address, links to the install with it', async () => {
    const page = await platformPage(h.tokens.london);
    await page.getByRole('heading', { name: 'Connect your Shopify store' }).waitFor();
    const field = page.getByLabel('Your Shopify store address');
    expect(await field.inputValue()).toBe(LONDON);
    const install = page.getByRole('link', { name: 'Install' });
    expect(await install.getAttribute('href')).toBe(`${APP_URL}/platform/install?shop=${LONDON}`);

    // Not a Shopify address: Install says why, on the field.
    await field.fill('www.my-bakery.com');
    await page.getByRole('button', { name: 'Install' }).click();
    await page.getByText(/ending in \.myshopify\.com/).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('-bakery.myshopify.com');
    await page.getByText(/only letters, digits and hyphens/).waitFor();
    // Typed with the scheme and capitals: tidied into the link.
    await field.fill('https://Other-Shop.myshopify.com/');
    expect(await page.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(`${APP_URL}/platform/install?shop=other-shop.myshopify.com`);
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');

    // A server without a Shopify app (install_url null, the real answer otherwise): who can set it up, no link.
    await page.route('**/admin/v1.0/storefront-platform/status', async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...(await real.json()), install_url: null } });
    });
    await page.reload();
    await page.getByText('Connecting is not set up on this server yet').waitFor();
    expect(await page.getByRole('link', { name: 'Install' }).count()).toBe(0);
    expect(await page.getByText(/custom app/).count()).toBe(1);
    await page.close();
  }, 60_000);

  it('connected: lists the Shopify locations; a mapping is held until Save, guarded, refused in plain words, then saved', async () => {
    const [first, second] = ours;
    const page = await platformPage(h.tokens.bakery);
    expect(await page.getByTestId('connected').innerText()).toBe(`Connected to ${BAKERY}.`);
    for (const l of [0, 1, 2, 3]) expect(await row(page, l).innerText()).toContain(`Location ${l}`);
    expect(await row(page, 1).innerText()).toContain('101 N State St, Chicago, IL 60602, US');
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);

    // The same location of ours for two Shopify locations: the API refuses, the row says why.
    await page.getByLabel('Our location for Location 0').selectOption(String(first.id));
    await page.getByLabel('Our location for Location 1').selectOption(String(first.id));
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.waitFor();
    // Leaving with unsaved changes asks first; refused, the page stays.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.message()))));
    await page.getByRole('link', { name: 'Locations' }).click();
    expect(await asked).toMatch(/unsaved changes/);
    expect(page.url()).toBe(`${h.app.url}/console/platform`);

    await bar.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor();
    const refused = page.getByLabel('Our location for Location 1');
    expect(await refused.getAttribute('aria-invalid')).toBe('true');
    expect(await row(page, 1).innerText()).toContain(`${first.company_name} is already chosen for another Shopify location`);
    expect(await links()).toEqual([]);

    // Discard: back to what is saved.
    await bar.getByRole('button', { name: 'Discard' }).click();
    expect(await refused.inputValue()).toBe('');
    expect(await bar.count()).toBe(0);

    await page.getByLabel('Our location for Location 0').selectOption(String(first.id));
    await page.getByLabel('Our location for Location 1').selectOption(String(second.id));
    await bar.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Saved\./).waitFor();
    expect(await bar.count()).toBe(0);
    expect(await links()).toEqual([
      { platform_location_id: platformLocation(0), location_id: first.id },
      { platform_location_id: platformLocation(1), location_id: second.id },
    ]);
    // Saved: the page can be left without a question.
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByLabel('Search locations').waitFor();
    await page.close();
  }, 60_000);

  it('creates one of our locations from a Shopify location, links it and links to it', async () => {
    const page = await platformPage(h.tokens.bakery);
    expect(
      await row(page, 0)
        .getByRole('button', { name: /Create from this location/ })
        .count(),
    ).toBe(0); // mapped: no button
    await row(page, 2).getByRole('button', { name: 'Create from this location: Location 2' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Location created' });
    await notice.waitFor();
    const link = (await links()).find((l) => l.platform_location_id === platformLocation(2));
    expect(link).toBeDefined();
    const created = (await h.admin<{ company_name: string; address_line_1: string; city: string }>('GET', `/locations/${link?.location_id}`)).body;
    expect(created).toMatchObject({ company_name: 'Location 2', address_line_1: '102 N State St', city: 'Chicago' });
    expect(await notice.getByRole('link', { name: 'Location 2' }).getAttribute('href')).toBe(`/console/locations/${link?.location_id}`);
    // The row now shows it chosen, and no button.
    expect(await page.getByLabel('Our location for Location 2').inputValue()).toBe(String(link?.location_id));
    expect(await row(page, 2).getByRole('button').count()).toBe(0);
    await notice.getByRole('link', { name: 'Location 2' }).click();
    await page.getByRole('tab', { name: 'Pickup' }).waitFor();
    expect(page.url()).toBe(`${h.app.url}/console/locations/${link?.location_id}`);
    await page.close();
  }, 60_000);

  it('Sync now: shows the sync running, then its counts in words; stock of unmapped locations is reported ignored', async () => {
    const page = await platformPage(h.tokens.bakery);
    const state = page.getByTestId('sync-state');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await state.getByText(/Syncing with Shopify/).waitFor();
    expect(await page.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    // Read again every 2 s while it runs.
    await page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/admin/v1.0/storefront-platform/sync'));
    await state.getByText(/^Last synced/).waitFor({ timeout: 30_000 });
    expect(await state.innerText()).toMatch(/20 products, 4 Shopify locations\./);
    expect(await state.innerText()).toMatch(
      /Stock figures from Shopify: 60 used at your locations, 20 set aside because their Shopify location is not mapped\./,
    );
    // Location 3 alone is unmapped now (0, 1 mapped, 2 created): its stock is ignored.
    const ignored = page.getByRole('status').filter({ hasText: 'Stock at 1 Shopify location is ignored' });
    await ignored.waitFor();
    expect(await ignored.innerText()).toContain('Location 3 is not mapped to one of your locations, so its stock was set aside');
    await page.close();
  }, 60_000);

  it('a failed sync is a critical banner with its reason; a currency mismatch is a critical banner naming both currencies', async () => {
    fake.bulk.failNext();
    expect((await syncAndWait()).status).toBe('failed');
    let page = await platformPage(h.tokens.bakery);
    const failed = page.getByRole('alert').filter({ hasText: 'The last sync with Shopify failed' });
    await failed.waitFor();
    const reason = (await h.admin<SyncState>('GET', '/storefront-platform/sync')).body.details.error?.message as string;
    expect(reason).toBeTruthy();
    expect(await failed.innerText()).toContain(reason);
    expect(await page.getByTestId('currency-banner').count()).toBe(0);
    await page.close();

    // The widget's prices in USD, the Shopify store in EUR (read by the next sync).
    expect((await h.admin('PUT', '/widget', { settings: widgetSettings('Demo Bakery', 'en', 'USD') })).status).toBe(200);
    fake.setShopCurrency(BAKERY, 'EUR');
    expect((await syncAndWait()).status).toBe('completed');
    page = await platformPage(h.tokens.bakery);
    const banner = page.getByTestId('currency-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.innerText()).toMatch(/Your Shopify store sells in EUR, but the ordering widget's prices are in USD/);
    expect(await banner.innerText()).toMatch(/refused/);
    expect(await page.getByText('The last sync with Shopify failed').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('warns when Shopify does not send us order and stock updates (webhooks missing or refused)', async () => {
    // Signed in on a page that does not ask for the status (Home does), so the status below is the routed one.
    const page = await h.signedIn(h.tokens.bakery, '/tokens');
    // Our webhooks are arranged only on install; the answer is the real one with the reconcile's outcome changed.
    await page.route('**/admin/v1.0/storefront-platform/status', async (route) => {
      const real = await route.fetch();
      const body = await real.json();
      await route.fulfill({
        response: real,
        json: {
          ...body,
          webhooks: { reconciled_at: new Date().toISOString(), missing: ['ORDERS_CREATE', 'INVENTORY_LEVELS_UPDATE'], errors: ['Address is invalid'] },
        },
      });
    });
    await page.getByRole('link', { name: 'Shopify store' }).click();
    const warning = page.getByRole('status').filter({ hasText: 'Order and stock updates may not reach us' });
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(/about new orders and stock changes\. We retry every few hours/);
    expect(await warning.innerText()).toContain('Address is invalid');
    await page.close();
  }, 60_000);

  it('passes axe-core at 1280 and 768 px, connected with its banners and not connected, with no sideways scrolling at 768 px', async () => {
    for (const dir of [SCREENSHOTS, TMP_SHOTS]) mkdirSync(dir, { recursive: true });
    for (const width of [1280, 768]) {
      for (const token of [h.tokens.bakery, h.tokens.london]) {
        const page = await platformPage(token, width);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        try {
          await expectNoAxeViolations(page);
        } catch (e) {
          throw new Error(`${token === h.tokens.bakery ? 'connected' : 'not connected'} at ${width} px: ${(e as Error).message}`);
        }
        expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
        const shot =
          token === h.tokens.bakery && width === 1280
            ? join(SCREENSHOTS, 'platform.png')
            : join(TMP_SHOTS, `platform-${token === h.tokens.bakery ? 'connected' : 'connect'}-${width}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await page.close();
      }
    }
  }, 120_000);
});
