import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { describeInBrowser, ensureBuilt, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { FakeCatalogue, FakeStorefrontPlatform, sendPlatformWebhook } from '@fulfil/storefront-platform/testing';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';
import { expectedSubscriptions, fakeIds, inventoryLevelUpdate } from './platform-fixtures';

const ROOT = join(__dirname, '..', '..', '..');
/** The picker's bundle, as `npx nx build storefront-widget` writes it (built here when missing or stale). */
const BUNDLE = join(ROOT, 'dist', 'apps', 'storefront-widget', 'storefront.js');
/** The app embed's script (the theme app extension's asset), served by the storefront as the platform serves extension assets. */
const EMBED_SCRIPT = join(ROOT, 'shopify-app', 'extensions', 'storefront-picker', 'assets', 'storefront-picker-embed.js');

const SHOP = 'journey-provisions.myshopify.com';
/** The shop's storefront as shoppers' browsers reach it. */
const STOREFRONT = `https://${SHOP}`;
/** fulfilment-api's public origin (PLATFORM_APP_URL, PUBLIC_BASE_URL); the browser reaches the app process under it, as through a TLS proxy. */
const APP_URL = 'https://fulfil.example.com';
const APP = { clientId: 'journey-client-id', clientSecret: 'journey-client-secret-0123456789' };

const LOCATIONS = 50;
/** The cart: product 2 (tracked), stocked only at platform locations 0, 1 and 2 (5 each); product 1 (untracked), 10 everywhere. */
const TRACKED = 2;
const UNTRACKED = 1;
const CART = [
  { p: TRACKED, quantity: 2 },
  { p: UNTRACKED, quantity: 1 },
];
/** Our location linked to platform location l (nearest 60601 first). */
const ourName = (l: number) => `Journey Store ${String(l).padStart(2, '0')}`;
const [A, B, C] = [ourName(0), ourName(1), ourName(2)];

/**
 * The whole journey against the fake platform, fulfilment-api running from its real
 * main.ts as a process and Debian's Chromium: a merchant installs the app (OAuth in the
 * browser; the install subscribes the webhooks and runs the first sync, 1,000 products x 50
 * locations), links the 50 platform locations it lists to 50 of ours and syncs again; a shopper's cart page, with the picker put there by the app
 * embed (no theme edit), lists the locations stocking the cart; a stock change by webhook
 * hides one location and a second one shows it again. Everything goes through HTTP, as the
 * merchant's and the shopper's browsers and the platform would.
 */
describeInBrowser('platform journey')('storefront platform: install to the shopper seeing the right locations for their cart', () => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: 'shpat_before_install_unused' }] });
  let db: TestDatabase;
  let app: AppProcess;
  let browser: Browser;
  let admin: string;
  /** Our location ids by platform location index. */
  const ours: number[] = [];
  const started = Date.now();

  beforeAll(async () => {
    ensureBuilt(
      ROOT,
      BUNDLE,
      ['apps/storefront-widget/src', 'libs/storefront-picker/src', 'libs/calendar-format/src'],
      'apps/storefront-widget/scripts/build.mjs',
      'the storefront bundle',
    );
    await fake.start();
    fake.oauth.addApp({ ...APP, redirectUrls: [`${APP_URL}/platform/oauth/callback`] });
    fake.bulk.setCatalogue(
      SHOP,
      FakeCatalogue.generate({
        products: 1000,
        locations: LOCATIONS,
        tracked: (p) => p % 2 === 0,
        available: (p, l) => (p === TRACKED ? (l < 3 ? 5 : null) : 10),
      }),
    );
    // Nothing of the shop here: an empty database (the install makes the shop), no file, no token.
    db = await createTestDatabase('sqlite', CAPACITY_TABLE_SET);
    app = await startAppProcess({
      entry: 'apps/fulfilment-api/src/main.ts',
      env: {
        DATABASE_URL: db.url,
        LOG_LEVEL: 'error',
        PLATFORM_CLIENT_ID: APP.clientId,
        PLATFORM_CLIENT_SECRET: APP.clientSecret,
        PLATFORM_APP_URL: APP_URL,
        PUBLIC_BASE_URL: APP_URL,
        STOREFRONT_PLATFORM_BASE_URL: fake.url,
        STOREFRONT_WIDGET_FILE: BUNDLE,
      },
      startTimeoutMs: 60_000,
    });
    browser = await launchChromium();
    process.stdout.write(`[platform journey] started in ${Date.now() - started} ms\n`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake.stop();
    await db?.drop();
    process.stdout.write(`[platform journey] ${Date.now() - started} ms in all\n`);
  });

  /** Calls the admin API as the merchant (their admin token). */
  const adminApi = async <T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${app.url}/admin/v1.0${path}`, {
      method,
      headers: { Authorization: admin, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** A browser context in which the app's public origin, the shop's storefront and the platform's authorize page resolve to the processes of this test. */
  const newContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(
      (url) => url.origin === APP_URL,
      (route) => forward(route, app.url, new URL(APP_URL).host),
    );
    // The platform serves each shop on its own host: the fake names the shop by `Host`.
    await context.route(
      (url) => url.origin === fake.url,
      (route) => forward(route, fake.url, SHOP),
    );
    await context.route(
      (url) => url.origin === STOREFRONT,
      (route) => storefront.serve(route),
    );
    return context;
  };

  it('installs: the merchant opens the install link, approves on the platform and lands on "Connected"; the webhooks are subscribed', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // The platform asks the merchant on a consent page when the fake serves one (FakeOAuth.askConsent); else it approves at once.
    const oauth = fake.oauth as { askConsent?: boolean };
    const asks = 'askConsent' in oauth;
    if (asks) oauth.askConsent = true;
    await page.goto(`${APP_URL}/platform/install?shop=${SHOP}`);
    if (asks) {
      await page.getByRole('heading', { name: `Install ${APP.clientId} on ${SHOP}?` }).waitFor();
      expect(await page.getByRole('listitem').allInnerTexts()).toEqual([
        'read_locations',
        'read_products',
        'read_inventory',
        'read_orders',
        'write_draft_orders',
      ]);
      await page.getByRole('button', { name: 'Install' }).click();
    }
    await page.waitForURL((url) => url.href.startsWith(`${APP_URL}/platform/oauth/callback?`));
    // The install link sent the browser to the platform's authorize page, which (approved) sent it to our callback.
    expect(navigations.map((n) => n.replace(/\?.*$/, ''))).toEqual([
      `302 GET ${APP_URL}/platform/install`,
      ...(asks ? [`200 GET ${fake.url}/admin/oauth/authorize`, `302 POST ${fake.url}/admin/oauth/authorize`] : [`302 GET ${fake.url}/admin/oauth/authorize`]),
      `200 GET ${APP_URL}/platform/oauth/callback`,
    ]);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('shop')).toBe(SHOP);
    await page.getByRole('heading', { name: 'Connected' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(`${SHOP} is connected. A shop was made for it here, in its time zone.`);
    // The page gives the merchant their console sign-in, once.
    admin = `Bearer ${await page.locator('#console-token').innerText()}`;
    await context.close();
    expect((await adminApi('GET', '/shop')).body).toMatchObject({
      domain: SHOP,
      timezone: 'America/Chicago',
      base_country_code: 'US',
      measurement_format: 'miles',
    });

    expect((await adminApi('GET', '/storefront-platform')).body).toMatchObject({ configured: true });
    expect(fake.oauth.issuedTokens.map((t) => t.shop)).toEqual([SHOP]);
    // Subscribed in the background after the callback: the platform holds our 11 topics, JSON, at our public origin.
    const held = () =>
      fake.webhookSubscriptions
        .of(SHOP)
        .map((s) => `${s.topic} ${s.uri}`)
        .sort();
    await until(() => held().length >= 11, 10_000, 'the 11 webhook subscriptions');
    expect(held()).toEqual(expectedSubscriptions(APP_URL));
    expect(fake.webhookSubscriptions.of(SHOP).every((s) => s.format === 'JSON')).toBe(true);
    // The install started the first sync: it lists the platform's locations for the merchant to
    // map (none linked yet, so their stock is kept aside) and allows the storefront's origin.
    await until(async () => (await adminApi<{ status: string }>('GET', '/storefront-platform/sync')).body.status === 'completed', 60_000, 'the first sync');
    const listed = (await adminApi<Array<{ name: string; location_id: number | null }>>('GET', '/storefront-platform/platform-locations')).body;
    expect([listed.length, listed.every((l) => l.location_id === null)]).toEqual([LOCATIONS, true]);
    expect((await adminApi<{ storefront_origins: string[] }>('GET', '/shop')).body.storefront_origins).toEqual([STOREFRONT]);
    expect(fake.rejectedGraphqlRequests).toEqual([]);
  }, 90_000);

  it('links the 50 platform locations to 50 new locations of ours', async () => {
    for (let l = 0; l < LOCATIONS; l++) {
      const created = await adminApi<{ id: number }>('POST', '/locations', {
        external_id: `store-${l}`,
        company_name: ourName(l),
        address_line_1: `${100 + l} N State St`,
        city: 'Chicago',
        postal_code: '60601',
        region: 'IL',
        country: 'US',
        latitude: 41.886 + 0.01 * l,
        longitude: -87.6229,
        pickup_enabled: true,
        widget_enabled: true,
      });
      expect([l, created.status]).toEqual([l, 201]);
      ours.push(created.body.id);
    }
    const links = ours.map((id, l) => ({ platform_location_id: fakeIds.platformLocation(l), location_id: id }));
    const put = await adminApi('PUT', '/storefront-platform/locations', links);
    expect(put).toEqual({ status: 200, body: links });
    expect((await adminApi('GET', '/storefront-platform/locations')).body).toEqual(links);
  }, 30_000);

  it('sync after mapping: 1,000 products x 50 locations, every level applied to the linked locations', async () => {
    const begun = Date.now();
    const start = await adminApi<{ status: string }>('POST', '/storefront-platform/sync');
    expect([start.status, start.body.status]).toEqual([202, 'running']);
    let state: { status: string; details: { counts: Record<string, number>; unmapped_platform_locations: unknown[]; error: unknown } } | undefined;
    await until(
      async () => {
        state = (await adminApi<NonNullable<typeof state>>('GET', '/storefront-platform/sync')).body;
        return state.status !== 'running';
      },
      60_000,
      'the sync to end',
    );
    process.stdout.write(`[platform journey] sync after mapping: ${Date.now() - begun} ms\n`);
    expect(state?.status).toBe('completed');
    expect(state?.details.error).toBeNull();
    expect(state?.details.counts).toEqual({
      products: 1000,
      variants: 1000,
      collections: 1000,
      platform_locations: 50,
      levels_applied: 999 * 50 + 3,
      levels_kept_aside: 0,
      levels_skipped: 0,
      rows_deleted: 999 * 50 + 3, // the first sync's levels, kept aside while no location was linked
    });
    expect(state?.details.unmapped_platform_locations).toEqual([]);
  }, 90_000);

  it('the shopper sees the locations stocking their cart; a stock change by webhook hides one, a second shows it again; axe finds nothing', async () => {
    const context = await newContext();
    const page = await context.newPage();
    /** The names of the pickup locations the picker lists near 60601 (the cart page loaded or reloaded first). */
    const pickupNames = async (load: 'open' | 'reload') => {
      if (load === 'open') await page.goto(`${STOREFRONT}/cart`);
      else await page.reload();
      // The app embed put the picker just before the theme's checkout button, which it keeps disabled until a choice is complete.
      await page.locator('.cart__ctas > fulfilment-picker + button[name="checkout"]').waitFor({ state: 'attached' });
      await page.locator('fulfilment-picker [role="tab"][aria-selected="true"]').waitFor();
      await page.locator('fulfilment-picker [role="tab"]', { hasText: 'Pickup' }).click();
      await page.locator('fulfilment-picker input#q').fill('60601');
      await page.locator('fulfilment-picker button[type="submit"]').click();
      const names = page.locator('fulfilment-picker [role="option"].location .name');
      await names.first().waitFor();
      expect(await page.locator('button[name="checkout"]').isDisabled()).toBe(true);
      return names.allInnerTexts();
    };

    // Only the three locations stocking 2 of the tracked item (and the untracked one) are offered, nearest first.
    expect(await pickupNames('open')).toEqual([A, B, C]);
    await expectNoAxeViolations(page);

    // The platform: 0 available of the tracked item at A's platform location.
    expect(await stockChange(0, 0)).toEqual({ status: 200, body: { result: 'processed', topic: 'inventory_levels/update', delivery_id: expect.any(Number) } });
    expect(await pickupNames('reload')).toEqual([B, C]);

    // Restocked: A is back.
    expect((await stockChange(0, 5)).body).toMatchObject({ result: 'processed' });
    expect(await pickupNames('reload')).toEqual([A, B, C]);
    await expectNoAxeViolations(page);
    // Every call of the picker to fulfilment-api was allowed from the storefront's origin (the shop's storefront_origins).
    expect(corsRefusals).toEqual([]);
    await context.close();
  }, 60_000);

  /** Sends `inventory_levels/update` for the cart's tracked item as the platform does: to the address subscribed for the topic, signed with the app's client secret. */
  const stockChange = async (l: number, available: number | null) => {
    const subscription = fake.webhookSubscriptions.of(SHOP).find((s) => s.topic === 'INVENTORY_LEVELS_UPDATE');
    if (!subscription) throw new Error('no inventory_levels/update subscription');
    return sendPlatformWebhook({
      url: subscription.uri.replace(APP_URL, app.url),
      secret: APP.clientSecret,
      topic: 'inventory_levels/update',
      shopDomain: SHOP,
      payload: inventoryLevelUpdate(fakeIds.item(TRACKED), fakeIds.platformLocation(l), available, new Date().toISOString()),
    });
  };
});

/** The shop's storefront: a theme's cart page with what the picker's app embed block renders into it, and the Ajax Cart API (`/cart.js`, `/cart/update.js`). */
const storefront = {
  attributes: {} as Record<string, string>,

  cart() {
    const items = CART.map(({ p, quantity }) => ({
      id: fakeIds.variant(p),
      variant_id: fakeIds.variant(p),
      product_id: fakeIds.product(p),
      quantity,
      price: 1200,
      line_price: 1200 * quantity,
      grams: 500,
      handle: `product-${p}`,
      title: `Product ${p}`,
      vendor: `Vendor ${p % 3}`,
      product_type: `Type ${p % 4}`,
    }));
    const total = items.reduce((sum, i) => sum + i.line_price, 0);
    return {
      token: 'journey-cart',
      attributes: { ...this.attributes },
      original_total_price: total,
      total_price: total,
      total_weight: items.reduce((sum, i) => sum + i.grams * i.quantity, 0),
      item_count: items.reduce((sum, i) => sum + i.quantity, 0),
      currency: 'USD',
      items,
    };
  },

  /**
   * The cart template of a theme (its own markup and checkout button, nothing of ours) and,
   * at the end of `<body>`, what the app embed block (shopify-app/extensions/storefront-picker/
   * blocks/storefront-picker.liquid) renders with its default settings for this cart: the
   * product facts, the element in its template, the bundle, and the block's script.
   */
  page(): string {
    const cart = this.cart();
    const facts = Object.fromEntries(
      CART.map(({ p }) => [fakeIds.product(p), { tags: [`tag-${p % 10}`], collections: [`col-${p % 5}`, `Collection ${p % 5}`] }]),
    );
    const rows = cart.items.map((i) => `<tr><td>${i.title}</td><td>${i.quantity}</td><td>$${(i.line_price / 100).toFixed(2)}</td></tr>`).join('');
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your cart – Journey Provisions</title>
<script src="/cdn/shop/extensions/storefront-picker/assets/storefront-picker-embed.js" defer></script></head>
<body>
<header><a href="/">Journey Provisions</a></header>
<main id="MainContent">
<h1>Your cart</h1>
<form action="/cart" method="post" id="cart">
<table><thead><tr><th>Product</th><th>Quantity</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>
<div class="cart__ctas"><button type="submit" name="checkout">Check out</button></div>
</form>
</main>
<script type="application/json" data-fulfilment-products>${JSON.stringify(facts)}</script>
<template data-fulfilment-embed data-anchor="[name=&quot;checkout&quot;]" data-position="before">
<fulfilment-picker shop="${SHOP}" api="${APP_URL}" lang="en" cart-root="/" checkout-selector="[name=&quot;checkout&quot;]" page-size="5" style="--fp-radius: 8px;"></fulfilment-picker>
</template>
<noscript>Turn on JavaScript to choose pickup, delivery or shipping.</noscript>
<script type="module" src="${APP_URL}/widget/v1/storefront.js"></script>
</body>
</html>`;
  },

  async serve(route: Route): Promise<void> {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (request.method() === 'GET' && path === '/cart') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: this.page() });
    if (request.method() === 'GET' && path === '/cdn/shop/extensions/storefront-picker/assets/storefront-picker-embed.js')
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(EMBED_SCRIPT, 'utf8') });
    if (request.method() === 'GET' && path === '/cart.js') return json(this.cart());
    if (request.method() === 'POST' && path === '/cart/update.js') {
      const { attributes = {} } = JSON.parse(request.postData() ?? '{}') as { attributes?: Record<string, string | null> };
      for (const [name, value] of Object.entries(attributes)) {
        if (value === '' || value === null) delete this.attributes[name];
        else this.attributes[name] = String(value);
      }
      return json(this.cart());
    }
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404,"message":"Not Found"}' });
  },
};

/** The navigations answered by {@link forward}: `<status> <method> <url>`, oldest first. */
const navigations: string[] = [];
/** Cross-origin requests {@link forward} refused because the answer did not allow their origin (CORS). */
const corsRefusals: string[] = [];

/**
 * Answers a browser request with what `target` answers to it (same method, path, headers
 * and body; `Host` as given): how a public origin in front of a local process (a proxy, or
 * the platform's per-shop host) looks to the browser. Playwright routes no request that
 * follows a redirect it fulfilled, so a redirect of a navigation reaches the browser as a
 * page that refreshes to the `Location` at once: the browser still requests every hop
 * itself, and {@link navigations} keeps the statuses the servers answered.
 */
async function forward(route: Route, target: string, host: string): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(await request.allHeaders())) if (!name.startsWith(':') && name !== 'accept-encoding') headers[name] = value;
  headers['host'] = host;
  const answer = await new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${target}${url.pathname}${url.search}`, { method: request.method(), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join('\n') : value;
        resolve({ status: res.statusCode ?? 502, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(request.postDataBuffer() ?? undefined);
  });
  const origin = headers['origin'];
  if (!request.isNavigationRequest() && origin && origin !== url.origin) {
    // Playwright would add the CORS headers to a fulfilled answer itself: refuse as the browser would without them.
    const allowed = answer.headers['access-control-allow-origin'];
    if (allowed !== '*' && allowed !== origin) {
      corsRefusals.push(`${request.method()} ${url.href} from ${origin}`);
      return route.abort('accessdenied');
    }
  }
  if (!request.isNavigationRequest()) return route.fulfill(answer);
  navigations.push(`${answer.status} ${request.method()} ${url.href}`);
  const location = answer.headers['location'];
  if (answer.status < 300 || answer.status > 399 || !location) return route.fulfill(answer);
  const next = new URL(location, url).href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: `<!doctype html><meta http-equiv="refresh" content="0; url=${next}">` });
}

/** Waits until `done` answers true (checked every 100 ms); throws naming `what` after `timeoutMs`. */
async function until(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
