/**
 * The picker's calendars in Chromium against the live fulfilment-api (docs/storefront-picker.md,
 * "The calendar adapter"): day for day, the days the picker lets a shopper choose at three
 * demo bakeries in three time zones are exactly the days the API has slots for, over the
 * whole horizon, with the browser in a zone far from all three; delivery outside every area
 * shows the merchant's message; shipping offers only the merchant's shipping days.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { SHOP, startLiveStack, type LiveStack } from './live';
import { allEnabledDays, openCart, searchPickup, tab } from './page';

/** 23:30 on Sunday 8 March 2026 in Los Angeles; Monday 02:30 in New York; already Monday 16:30 in Tokyo, the browser's zone. */
const CLOCK_NOW = '2026-03-09T07:30:00Z';
const BROWSER_ZONE = 'Asia/Tokyo';
/** Three demo bakeries in three zones, found by their own postal codes. */
const BAKERIES = [
  { postal: '10011', zone: 'America/New_York' },
  { postal: '60661', zone: 'America/Chicago' },
  { postal: '98101', zone: 'America/Los_Angeles' },
];

const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describeInBrowser('storefront picker calendars')('the picker calendars against the API', () => {
  let live: LiveStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const api = (path: string, init?: RequestInit) => fetch(`${live.api}${path}${path.includes('?') ? '&' : '?'}shop=${SHOP}`, init);

  beforeAll(async () => {
    [live, browser] = await Promise.all([startLiveStack(CLOCK_NOW), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await live?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: BROWSER_ZONE, locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  it.each(BAKERIES)(
    'pickup at the bakery of $postal ($zone): the selectable days are exactly the days with slots, over the horizon',
    async ({ postal, zone }) => {
      await openCart(page, live.shop, CLOCK_NOW);
      const first = (await searchPickup(page, postal)).first();
      const id = Number(await first.getAttribute('data-location-id'));
      await first.click();
      const shown = await allEnabledDays(page);

      // The API's own answer for the same cart (its products' preparation times move the first day).
      const cart = await page.evaluate(async () => (await (await fetch('/cart.js')).json()).items);
      const lines = JSON.stringify(
        cart.map((i: { variant_id: number; product_id: number; quantity: number }) => ({
          variant_id: i.variant_id,
          product_id: i.product_id,
          quantity: i.quantity,
        })),
      );
      const calendar = await (
        await api(`/v1.0/pickup/locations/${id}/calendar`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: `{"shoppingCart":${lines}}`,
        })
      ).json();
      expect(calendar.timezone).toBe(zone);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(CLOCK_NOW));
      expect(calendar.maxDate).not.toBeNull();
      const offered: string[] = [];
      for (let date = plusDays(today, -2); date <= plusDays(calendar.maxDate, 7); date = plusDays(date, 1)) {
        const slots = await (await api(`/v1.0/pickup/locations/${id}/calendar/${date}?shoppingCart=${encodeURIComponent(lines)}`)).json();
        if (slots.length > 0) offered.push(date);
      }
      expect(offered.length).toBeGreaterThan(10);
      expect(shown).toEqual(offered);
    },
  );

  it("delivery to a postal code outside every area shows the merchant's message and keeps checkout disabled", async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    await tab(page, 'Delivery').click();
    await page.locator('fulfilment-picker input#postal').fill('59001');
    await page.locator('fulfilment-picker button[type="submit"]').click();
    const message = page.locator('fulfilment-picker .delivery-message');
    await message.waitFor();
    const res = await api('/v1.0/delivery/locations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ geoSearchQuery: '59001' }),
    });
    expect(res.status).toBe(404);
    const envelope = await res.json();
    expect(envelope.error.code).toBe('NO_LOCATIONS_FOUND');
    expect((await message.textContent())?.trim()).toBe(envelope.error.message);
    expect(await page.locator('button[name="checkout"]').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("shipping offers exactly the shipping calendar's days: only the merchant's shipping weekdays, no blackout", async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    await tab(page, 'Shipping').click();
    const shown = await allEnabledDays(page);
    const settings = await (await api('/v1.0/settings')).json();
    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const shipping = weekdays.filter((d) => settings.shipping[`${d}_enabled`]);
    expect(shipping.length).toBeGreaterThan(0);
    expect(shipping.length).toBeLessThan(7);
    expect(shown.length).toBeGreaterThan(10);
    for (const date of shown) {
      expect([date, shipping.includes(weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()])]).toEqual([date, true]);
      expect(settings.shipping.blackout_dates).not.toContain(date);
    }
    // Every weekday the merchant ships on appears, and the shopper can choose one and check out.
    expect(new Set(shown.map((d) => weekdays[new Date(`${d}T12:00:00Z`).getUTCDay()]))).toEqual(new Set(shipping));
    await openCart(page, live.shop, CLOCK_NOW);
    await tab(page, 'Shipping').click();
    await page.locator(`fulfilment-picker td[data-date="${shown[0]}"]`).click();
    await page.waitForFunction(() => !(document.querySelector('button[name="checkout"]') as HTMLButtonElement).disabled, null, { timeout: 10_000 });
    const attributes = await page.evaluate(async () => (await (await fetch('/cart.js')).json()).attributes);
    expect(attributes).toMatchObject({ 'Checkout-Method': 'shipping', 'Shipping-Date': shown[0] });
  });
});
