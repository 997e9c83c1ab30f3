/**
 * The storefront picker in Chromium on the demo storefront, against the live fulfilment-api
 * (docs/storefront-picker.md): the whole pickup loop down to the order webhook and the slot
 * capacity it uses, a keyboard-only run, axe-core at zero violations, and the README's
 * screenshots at 360 px and 1280 px (written to docs/images with UPDATE_SCREENSHOTS=1).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { startLiveStack, type LiveStack } from './live';
import { cartAttributes, checkout, enabledDays, focused, openCart, searchPickup, slotOptions, status, tab, tabTo } from './page';

/** Monday 9 March 2026, 10:30 in Chicago (the fixed "now" of the fulfilment-api suites). */
const CLOCK_NOW = '2026-03-09T15:30:00Z';
const SCREENSHOTS = join(__dirname, '..', '..', '..', 'docs', 'images');

describeInBrowser('storefront picker')('the storefront picker on the demo storefront', () => {
  let live: LiveStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [live, browser] = await Promise.all([startLiveStack(CLOCK_NOW), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await live?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin', locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it('pickup near 10001: writes the attributes the order webhook reads; the order uses the slot; a full slot shows as full', async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    expect(await checkout(page).isDisabled()).toBe(true);
    const locations = await searchPickup(page, '10001');
    const first = locations.first();
    const locationId = await first.getAttribute('data-location-id');
    const locationName = (await first.locator('.name').textContent())?.trim();
    await first.click();
    const day = enabledDays(page).first();
    const date = (await day.getAttribute('data-date')) as string;
    await day.click();
    // The day's last time: filled below, it stays listed as full, and the next tests take the first one.
    const slot = slotOptions(page).last();
    await slot.waitFor();
    const slotId = (await slot.getAttribute('data-slot')) as string;
    const before = Number(await slot.getAttribute('data-remaining'));
    await slot.click();
    await page.locator('fulfilment-picker .hold').waitFor();
    await expectEnabled(page);

    const attributes = await cartAttributes(page);
    expect(attributes).toMatchObject({
      'Checkout-Method': 'pickup',
      'Pickup-Location-Id': locationId,
      'Pickup-Location': locationName,
      'Pickup-Date': date,
      'Pickup-Slot-Id': slotId,
    });
    expect(attributes['Reservation-Id']).toMatch(/^\d+$/);
    expect(attributes['Pickup-Time']).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2} \S+$/);
    expect(Object.keys(attributes).some((k) => k.startsWith('Delivery-') || k.startsWith('Shipping-'))).toBe(false);

    // The storefront platform sends the order with the cart's attributes as note attributes; the hold converts into the order.
    const created = await live.order(7001, attributes);
    expect(created.result).toBe('created');
    expect(created.reservation).toBe('converted'); // the picker's hold (Reservation-Id) became the order
    // After checkout the platform starts a new cart: a new visitor's view of the same slot.
    const remainingNow = (await slotRemaining(date, slotId)) as number;
    expect(remainingNow).toBe(before - 1);

    // Fill the slot with orders; it is still listed, with no place left (greyed, disabled, "Full").
    for (let i = 0; i < remainingNow; i++) {
      const { ['Reservation-Id']: _held, ...rest } = attributes;
      expect((await live.order(7100 + i, rest)).result).toBe('created');
    }
    expect(await slotRemaining(date, slotId)).toBe(0);
  });

  it('a keyboard-only pickup run reaches an enabled checkout button, and axe-core finds no violation', async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    await page.locator('body').focus();
    await tabTo(page, /#q/);
    await page.keyboard.type('10001');
    await page.keyboard.press('Enter');
    await page.locator('fulfilment-picker .location').first().waitFor();
    await tabTo(page, /\[role=option\]/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.locator('fulfilment-picker fulfilment-calendar table').waitFor();
    await tabTo(page, /td\[role=gridcell\]/);
    await page.keyboard.press('Enter');
    await slotOptions(page).first().waitFor();
    await tabTo(page, /div\[role=option\]/);
    await page.keyboard.press('End');
    expect(await focused(page)).toMatch(/\[role=option\]/);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expectEnabled(page);
    await expectNoAxeViolations(page);
    await tabTo(page, /\[name=checkout\]/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart$/);
    expect(await page.locator('th', { hasText: 'Checkout-Method' }).count()).toBe(1);
  });

  it('looks right at 360 px and 1280 px (screenshots), in light and dark, with no axe violation in the delivery and shipping tabs', async () => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      await openCart(page, live.shop, CLOCK_NOW);
      const box = await page.locator('fulfilment-picker').boundingBox();
      expect(box && box.width <= width).toBe(true);
      await searchPickup(page, '10001');
      await page.locator('fulfilment-picker .location').first().click();
      await enabledDays(page).first().click();
      await slotOptions(page).first().click();
      await page.locator('fulfilment-picker .hold').waitFor();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      const shot = await page.screenshot({ fullPage: true });
      expect(shot.length).toBeGreaterThan(10_000);
      if (process.env.UPDATE_SCREENSHOTS === '1') {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ fullPage: true, path: join(SCREENSHOTS, `storefront-picker-${width}.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await tab(page, 'Delivery').click();
    await page.locator('fulfilment-picker input#postal').waitFor();
    await expectNoAxeViolations(page);
    await tab(page, 'Shipping').click();
    await page.locator('fulfilment-picker fulfilment-calendar table').waitFor();
    await expectNoAxeViolations(page);
  });

  /** The remaining places of a slot as a new shopper sees them, or null when the slot is not offered. */
  async function slotRemaining(date: string, slotId: string): Promise<number | null> {
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    try {
      const p = await other.newPage();
      await openCart(p, live.shop, CLOCK_NOW);
      await (await searchPickup(p, '10001')).first().click();
      await p.locator(`fulfilment-picker td[data-date="${date}"]`).click();
      await p.locator('fulfilment-picker fulfilment-slot-list [role="listbox"], fulfilment-picker fulfilment-slot-list p').first().waitFor();
      const slot = p.locator(`fulfilment-picker [role="option"][data-slot="${slotId}"]`);
      if ((await slot.count()) === 0) return null;
      return Number(await slot.getAttribute('data-remaining'));
    } finally {
      await other.close();
    }
  }
});

async function expectEnabled(page: Page): Promise<void> {
  await page.waitForFunction(() => !(document.querySelector('button[name="checkout"]') as HTMLButtonElement).disabled, null, { timeout: 10_000 });
  expect(await status(page).getAttribute('class')).toContain('ok');
}
