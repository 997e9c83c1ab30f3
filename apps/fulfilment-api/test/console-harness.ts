import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { AdminTokenRepository, importStore, validateStoreConfig } from '@fulfil/store-settings';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';
import { launchChromium } from '@fulfil/browser-testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { consoleBundle } from './console-bundle';

const ROOT = join(__dirname, '..', '..', '..');
export const BAKERY = 'demo-bakery.myshopify.com';
export const LONDON = 'demo-london.myshopify.com';

/** fulfilment-api running from its real main.ts on a fresh SQLite store with two demo shops, the console bundle, and Chromium. */
export interface ConsoleHarness {
  app: AppProcess;
  db: TestDatabase;
  browser: Browser;
  tokens: { bakery: string; london: string };
  /** Calls the admin API of fulfilment-api with a token (default the bakery's). */
  admin<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** Calls a public endpoint of the bakery (`/v1.0/...`, `shop` added). */
  publicApi<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** Sends a signed `orders/create` webhook of the bakery for a pickup slot. */
  pickupOrder(orderId: number, locationId: number, date: string, slotId: number): Promise<number>;
  /**
   * A new page (own context) at 1280x900, signed in as the shop of `token`, at `/console<path>`.
   * `enforceCsp` false lets axe-core be injected (an inline script the console's CSP refuses).
   */
  signedIn(token: string, path?: string, options?: { enforceCsp?: boolean; width?: number }): Promise<Page>;
  /** A new page (own context) that is not signed in; CSP bypassed unless `enforceCsp`. */
  newPage(options?: { enforceCsp?: boolean; width?: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Starts the harness.
 * @param options.env more environment of fulfilment-api (e.g. `STOREFRONT_PLATFORM_BASE_URL` of a fake platform); the harness's own settings win
 */
export async function startConsoleHarness(options: { env?: Record<string, string> } = {}): Promise<ConsoleHarness> {
  const dir = consoleBundle();
  const db = await createTestDatabase('sqlite', CAPACITY_TABLE_SET);
  for (const file of ['demo-bakery.json', 'demo-london.json'])
    await importStore(db.dataSource, validateStoreConfig(JSON.parse(readFileSync(join(ROOT, 'demo', file), 'utf8'))));
  const repo = new AdminTokenRepository(db.dataSource);
  const tokens = { bakery: (await repo.create(BAKERY, 'browser test')).token, london: (await repo.create(LONDON, 'browser test')).token };
  const app = await startAppProcess({
    entry: 'apps/fulfilment-api/src/main.ts',
    env: { ...options.env, DATABASE_URL: db.url, CONSOLE_DIR: dir, CAPACITY_CACHE_MS: '0', LOG_LEVEL: 'error' },
    startTimeoutMs: 60_000,
  });
  const browser = await launchChromium();

  const admin = async <T>(method: string, path: string, body?: unknown, token = tokens.bakery) => {
    const res = await fetch(`${app.url}/admin/v1.0${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
  };
  const publicApi = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}${path.includes('?') ? '&' : '?'}shop=${BAKERY}`, {
      method,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as T;
  };
  const pickupOrder = async (orderId: number, locationId: number, date: string, slotId: number) => {
    const attributes = { 'Checkout-Method': 'pickup', 'Pickup-Location-Id': String(locationId), 'Pickup-Date': date, 'Pickup-Slot-Id': String(slotId) };
    const raw = JSON.stringify({
      id: orderId,
      name: `#${orderId}`,
      updated_at: new Date().toISOString(),
      note_attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    });
    const res = await fetch(`${app.url}/v1.0/webhooks/orders/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': BAKERY, 'X-Shopify-Hmac-Sha256': signWebhook(raw, 'demo-bakery-webhook-secret') },
      body: raw,
    });
    return res.status;
  };
  const newPage = async (options: { enforceCsp?: boolean; width?: number } = {}) => {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, bypassCSP: !options.enforceCsp });
    const page = await context.newPage();
    page.on('close', () => void context.close().catch(() => undefined));
    return page;
  };
  const signedIn = async (token: string, path = '/', options: { enforceCsp?: boolean; width?: number } = {}) => {
    const page = await newPage(options);
    await page.goto(`${app.url}/console${path}`);
    await page.getByLabel('Admin token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return page;
  };
  return {
    app,
    db,
    browser,
    tokens,
    admin,
    publicApi,
    pickupOrder,
    signedIn,
    newPage,
    close: async () => {
      await browser.close();
      await app.stop();
      await db.drop();
    },
  };
}
