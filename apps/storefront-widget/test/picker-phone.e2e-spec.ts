/**
 * The storefront picker on a 360 px phone, against the live fulfilment-api
 * (docs/storefront-picker.md, "What the shopper does" and "Full times"): choosing a location
 * collapses the list into one summary line with "Change", so that the date step is on the
 * first screen and has the focus; "Change" reopens the list with the focus on it; a full
 * slot stays in the list, disabled and labelled "Full"; the hold line carries the zone the
 * times are labelled with; axe-core finds no violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { SHOP, startLiveStack, type LiveStack } from './live';
import { enabledDays, focused, openCart, searchPickup } from './page';

/** Monday 9 March 2026, 10:30 in Chicago (the fixed "now" of the fulfilment-api suites). */
const CLOCK_NOW = '2026-03-09T15:30:00Z';
const PHONE = { width: 360, height: 740 };

interface Slot {
  id: number | null;
  limited: boolean;
  remaining: number | null;
}

describeInBrowser('storefront picker')('the storefront picker on a 360 px phone', () => {
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
    context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  /** fulfilment-api over HTTP, as the storefront platform's servers would call it. */
  async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const res = await fetch(`${live.api}${path}${path.includes('?') ? '&' : '?'}shop=${SHOP}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  it('choosing a location collapses the list into a summary and puts the date step, focused, on the first screen; "Change" reopens the list', async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    const locations = await searchPickup(page, '10001');
    expect(await locations.count()).toBe(5);
    const name = (await locations.first().locator('.name').textContent())?.trim();
    await locations.first().click();

    const calendar = page.locator('fulfilment-picker fulfilment-calendar table[role="grid"]');
    await calendar.waitFor();
    await page.locator('fulfilment-picker .chosen').waitFor();
    expect(await page.locator('fulfilment-picker .location').count()).toBe(0);
    expect((await page.locator('fulfilment-picker .chosen .name').textContent())?.trim()).toBe(name);
    expect(await page.locator('fulfilment-picker .chosen .summary').textContent()).toMatch(/mi away · /);
    await page.waitForFunction(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.getAttribute('role') === 'gridcell';
    });
    // From the picker's top to the calendar's last week: one screen.
    const [picker, grid] = await Promise.all([page.locator('fulfilment-picker').boundingBox(), calendar.boundingBox()]);
    if (!picker || !grid) throw new Error('the picker or its calendar is not drawn');
    expect(grid.y + grid.height - picker.y).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);

    const change = page.locator('fulfilment-picker .chosen button', { hasText: 'Change' });
    expect(await change.getAttribute('aria-label')).toBe('Change pickup location');
    await change.click();
    expect(await page.locator('fulfilment-picker .location').count()).toBe(5);
    expect(await focused(page)).toBe('div[role=option]');
    expect(
      await page.evaluate(() =>
        document
          .querySelector('fulfilment-picker')
          ?.shadowRoot?.querySelector('fulfilment-pickup-panel')
          ?.shadowRoot?.activeElement?.getAttribute('aria-selected'),
      ),
    ).toBe('true');
    await calendar.waitFor(); // the date step stays while the list is open
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('fulfilment-picker .chosen').waitFor();
    expect((await page.locator('fulfilment-picker .chosen .name').textContent())?.trim()).not.toBe(name);
  });

  it('shows a full slot greyed, disabled and "Full"; the hold line carries the zone of the times', async () => {
    await openCart(page, live.shop, CLOCK_NOW);
    const first = (await searchPickup(page, '10001')).first();
    const loc = Number(await first.getAttribute('data-location-id'));
    await first.click();
    const date = (await enabledDays(page).first().getAttribute('data-date')) as string;

    // Fill the day's first limited slot through the API, with the shopper's cart (holds last: the server's clock is fixed).
    const items: Array<{ variant_id: number; product_id: number; quantity: number }> = await page.evaluate(
      async () => (await (await fetch('/cart.js')).json()).items,
    );
    const cart = encodeURIComponent(JSON.stringify(items.map((i) => ({ variant_id: i.variant_id, product_id: i.product_id, quantity: i.quantity }))));
    const slotsPath = `/v1.0/pickup/locations/${loc}/calendar/${date}?shoppingCart=${cart}`;
    const slots = await api<Slot[]>(slotsPath);
    const target = slots.find((s) => s.limited && typeof s.remaining === 'number' && s.remaining > 0) as Slot;
    expect(slots.length).toBeGreaterThan(1);
    for (let i = 0; i < (target.remaining as number); i++) {
      await api('/v1.0/reservations', {
        method: 'POST',
        body: { method: 'pickup', locationId: loc, date, slotId: target.id },
        headers: { 'Idempotency-Key': `phone-fill-${i}` },
      });
    }
    expect((await api<Slot[]>(slotsPath)).some((s) => s.id === target.id)).toBe(false); // the contract's answer leaves it out

    await page.locator(`fulfilment-picker td[data-date="${date}"]`).click();
    const full = page.locator(`fulfilment-picker fulfilment-slot-list [role="option"][data-slot="${target.id}"]`);
    await full.waitFor();
    expect([await full.getAttribute('aria-disabled'), await full.getAttribute('data-full'), (await full.locator('.left').textContent())?.trim()]).toEqual([
      'true',
      'true',
      'Full',
    ]);
    expect(Number(await full.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await full.click({ force: true }); // Playwright itself refuses an aria-disabled element
    expect(await full.getAttribute('aria-selected')).toBe('false');
    expect(await page.locator('fulfilment-picker .hold').count()).toBe(0);

    const heading = (await page.locator('fulfilment-picker fulfilment-slot-list h3').textContent())?.trim() ?? '';
    const zone = /^Times in (\S+)$/.exec(heading)?.[1];
    expect(zone).toMatch(/^E[SD]T$/); // New York, whatever the browser's zone (Tokyo)
    const available = page.locator('fulfilment-picker fulfilment-slot-list [role="option"][aria-disabled="false"]').first();
    await available.click();
    const hold = page.locator('fulfilment-picker .hold');
    await hold.waitFor();
    expect((await hold.textContent())?.trim()).toMatch(new RegExp(`^Held for you until \\d{1,2}:\\d{2} [AP]M ${zone}$`));
    await expectNoAxeViolations(page);
  });
});
