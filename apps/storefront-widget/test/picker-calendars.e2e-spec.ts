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

  it("delivery to a postal code outside every area says so in the shopper's words and keeps checkout disabled", async () => {
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
    // The original service's answer: HTTP 200 with the envelope; its `reason` picks the picker's words.
    expect(res.status).toBe(200);
    const envelope = await res.json();
    expect(envelope.error).toMatchObject({ code: 'NO_LOCATIONS_FOUND', reason: 'out_of_area' });
    expect((await message.textContent())?.trim()).toBe('We do not deliver to this postal code yet.');
    expect(await page.locator('button[name="checkout"]').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("shipping offers exactly the shipping calendar's days: only the merchant's shipping weekdays, no blackout; a reload restores the choice", async () => {
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
    // A reload restores the choice from the cart's attributes.
    await openCart(page, live.shop, CLOCK_NOW);
    await page.locator('fulfilment-picker [role="tab"][aria-selected="true"]', { hasText: 'Shipping' }).waitFor();
    await page.locator(`fulfilment-picker td[data-date="${shown[0]}"][aria-selected="true"]`).waitFor();
    await page.waitForFunction(() => !(document.querySelector('button[name="checkout"]') as HTMLButtonElement).disabled, null, { timeout: 10_000 });
  });

  it('delivery to 10001: the delivering bakery, a date and a held slot become Delivery-* attributes', async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    await tab(page, 'Delivery').click();
    await page.locator('fulfilment-picker input#postal').fill('10001');
    await page.locator('fulfilment-picker button[type="submit"]').click();
    const day = page.locator('fulfilment-picker fulfilment-calendar td[role="gridcell"][aria-disabled="false"]').first();
    const date = (await day.getAttribute('data-date')) as string;
    await day.click();
    const slot = page.locator('fulfilment-picker fulfilment-slot-list [role="option"]').first();
    const slotId = (await slot.getAttribute('data-slot')) as string;
    await slot.click();
    await page.locator('fulfilment-picker .hold').waitFor();
    await page.waitForFunction(() => !(document.querySelector('button[name="checkout"]') as HTMLButtonElement).disabled, null, { timeout: 10_000 });
    const attributes = await page.evaluate(async () => (await (await fetch('/cart.js')).json()).attributes);
    expect(attributes).toMatchObject({ 'Checkout-Method': 'delivery', 'Delivery-Date': date, 'Delivery-Slot-Id': slotId });
    expect(attributes['Delivery-Location-Id']).toMatch(/^\d+$/);
    expect(attributes['Reservation-Id']).toMatch(/^\d+$/);
  });

  it('preview (the merchant console): the picker works without touching the cart, holding, or gating the checkout button', async () => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await openCart(page, live.shop, CLOCK_NOW, 'de', '&preview=1');
    expect(await page.locator('fulfilment-picker [role="tab"]').first().textContent()).toContain('Abholung');
    await (await searchPickup(page, '10001')).first().click();
    await page.locator('fulfilment-picker fulfilment-calendar td[role="gridcell"][aria-disabled="false"]').first().click();
    await page.locator('fulfilment-picker fulfilment-slot-list [role="option"]').first().click();
    await page.locator('fulfilment-picker #checkout-status.ok').waitFor();
    expect(await page.locator('button[name="checkout"]').isDisabled()).toBe(false);
    expect(requests.filter((r) => r.includes('/cart') || r.includes('/reservations') || r.includes('/products/'))).toEqual(['GET /cart']);
  });

  it('retries a 429 (after its Retry-After) and network errors, and shows a refused hold as its message without losing the choice', async () => {
    const cors = { 'Access-Control-Allow-Origin': live.shop, 'Access-Control-Expose-Headers': 'Retry-After' };
    const seen = { search: 0, slots: 0, holds: 0 };
    let limitedAt = 0;
    await page.route(/\/v1\.0\/pickup\/locations\?/, async (route) => {
      if (route.request().method() !== 'POST' || seen.search++ > 0) return route.continue();
      limitedAt = Date.now();
      await route.fulfill({
        status: 429,
        headers: { ...cors, 'Retry-After': '1', 'Content-Type': 'application/problem+json' },
        body: '{"status":429,"code":"RATE_LIMITED"}',
      });
    });
    await page.route(/\/v1\.0\/pickup\/locations\/\d+\/calendar\/\d{4}-/, (route) => (seen.slots++ < 2 ? route.abort('connectionreset') : route.continue()));
    await page.route(/\/v1\.0\/reservations/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      seen.holds++;
      await route.fulfill({
        status: 409,
        headers: { ...cors, 'Content-Type': 'application/problem+json' },
        body: JSON.stringify({ status: 409, code: 'SLOT_FULL', title: 'Slot full', detail: 'Someone just took the last place of this time.' }),
      });
    });
    await openCart(page, live.shop, CLOCK_NOW);
    const first = (await searchPickup(page, '10001')).first();
    expect(Date.now() - limitedAt).toBeGreaterThanOrEqual(900); // waited the Retry-After second
    expect(seen.search).toBe(2);
    await first.click();
    const day = page.locator('fulfilment-picker fulfilment-calendar td[role="gridcell"][aria-disabled="false"]').first();
    const date = (await day.getAttribute('data-date')) as string;
    await day.click();
    const slot = page.locator('fulfilment-picker fulfilment-slot-list [role="option"]').first();
    await slot.click();
    expect(seen.slots).toBeGreaterThanOrEqual(3); // two resets, then the answer
    await page.locator('fulfilment-picker .notice', { hasText: 'Someone just took the last place of this time.' }).waitFor();
    expect(seen.holds).toBe(1);
    // The location and the date stay chosen; only the slot must be chosen again, and checkout waits for it.
    expect(await page.locator(`fulfilment-picker td[data-date="${date}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('fulfilment-picker .chosen .name').count()).toBe(1); // the chosen location's summary (the list collapsed)
    expect(await page.locator('fulfilment-picker fulfilment-slot-list [aria-selected="true"]').count()).toBe(0);
    expect(await page.locator('button[name="checkout"]').isDisabled()).toBe(true);
  });
});
