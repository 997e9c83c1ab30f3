/**
 * The ordering widget in Debian's Chromium on its demo page, against the live widget-api,
 * fulfilment-api and the fake storefront platform (test/live.ts): search 60611, a restaurant,
 * an item whose required option is left out (stopped before the API), a slot, the checkout,
 * the fake platform's invoice page with the order attributes, paying it converts the hold
 * through the order webhook; two shoppers racing for the last place; axe-core at zero
 * violations; the README's screenshots at 360 px and 1280 px (UPDATE_SCREENSHOTS=1 writes them).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations, launchChromium } from '@fulfil/browser-testing';
import { startLiveStack, SHOP, type LiveStack } from './live';
import { button, chooseSlot, fillDetails, focused, item, notice, openWidget, searchPickup, slotOptions, stepHeading, tabTo } from './page';

/** Tuesday 10 March 2026, 12:00 in Chicago: lunch is served, today's 13:00 slot is the first offered. */
const CLOCK_NOW = '2026-03-10T17:00:00Z';
const SCREENSHOTS = join(__dirname, '..', '..', '..', 'docs', 'images');

describeInBrowser('ordering widget')('the ordering widget on its demo page', () => {
  let live: LiveStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newPage = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Europe/Berlin', locale: 'en-US' });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    [live, browser] = await Promise.all([startLiveStack(CLOCK_NOW), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await live?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  /** Search 60611, order from the first restaurant, and add a Classic Burger (Medium). */
  const toCartWithBurger = async (page: Page) => {
    await openWidget(page, live.page);
    const cards = await searchPickup(page, '60611');
    await cards.first().locator('button').click();
    await item(page, 'Classic Burger').locator('button').click();
    await page.locator('ordering-widget fieldset[data-group="Doneness"] label', { hasText: /^Medium$/ }).click();
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    await page.locator('ordering-widget aside.cart li').first().waitFor();
  };

  it('orders a burger: stopped without its required option, then a slot, the invoice page, and the webhook converts the hold', async () => {
    const page = await newPage();
    const checkouts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/checkouts')) checkouts.push(`${r.method()} ${r.url()}`);
    });
    await openWidget(page, live.page);
    await expectNoAxeViolations(page);
    const cards = await searchPickup(page, '60611');
    await expect(cards.first().locator('h4').textContent()).resolves.toContain('Navy Pier');
    await expectNoAxeViolations(page);
    await cards.first().locator('button').click();
    await item(page, 'Classic Burger').locator('button').click();

    // Without the required Doneness the widget says so and adds nothing; the API is not asked.
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    const error = page.locator('ordering-widget fieldset[data-group="Doneness"] .error');
    await expect(error.textContent()).resolves.toBe('Choose an option for Doneness.');
    expect(await page.locator('ordering-widget fieldset[data-group="Doneness"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('ordering-widget aside.cart li').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.locator('ordering-widget fieldset[data-group="Doneness"] label', { hasText: /^Medium$/ }).click();
    await page.locator('ordering-widget fieldset[data-group="Extras"] label', { hasText: /^Bacon/ }).click();
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    await expect(page.locator('ordering-widget aside.cart .total').textContent()).resolves.toBe('$16.50');
    await button(page, 'Choose a time').click();
    await chooseSlot(page, /^\s*1:00 PM/);
    await expectNoAxeViolations(page);
    await button(page, 'Continue').click();
    await page.locator('ordering-widget textarea#note').fill('No onions');
    await page.locator('ordering-widget input#email').fill('jane@example.com');
    // Name and phone are asked for pickup too: without them the widget says so and asks nothing.
    await button(page, 'Continue to payment').click();
    await expect(page.locator('ordering-widget #name-error').textContent()).resolves.toBe('Please fill this in.');
    expect(await focused(page)).toMatch(/^input#name/);
    await fillDetails(page, { name: 'Jane Doe', phone: '(312) 555-0123' });
    await expectNoAxeViolations(page);
    expect(checkouts).toEqual([]);

    await Promise.all([page.waitForURL(`${live.platform}/invoices/**`), button(page, 'Continue to payment').click()]);
    expect(checkouts.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    const attributes = Object.fromEntries((await page.locator('li[data-attribute]').allTextContents()).map((t) => t.split(': ') as [string, string]));
    expect(attributes).toMatchObject({
      'Checkout-Method': 'pickup',
      'Pickup-Date': '2026-03-10',
      'Reservation-Id': expect.stringMatching(/^\d+$/),
      // readable next to the ids, as the storefront picker writes them
      'Pickup-Location': 'Demo Eats – Navy Pier',
      'Pickup-Time': '13:00–14:00 CDT',
      'Contact-Name': 'Jane Doe',
      'Contact-Phone': '+13125550123',
    });
    expect(attributes['Pickup-Location-Id']).toMatch(/^\d+$/);
    expect(attributes['Pickup-Slot-Id']).toMatch(/^\d+$/);
    await expect(page.locator('table').textContent()).resolves.toMatch(/Doneness: Medium.*Extras: Bacon|Extras: Bacon/s);

    await page.locator('button', { hasText: 'Pay now' }).click();
    await expect(page.locator('main').textContent()).resolves.toContain('Order webhook answered HTTP 200');
    await expect(page.locator('main').textContent()).resolves.toContain('reservation converted');
  });

  it('two shoppers race for the last place: one reaches the invoice page, the other is led back to choose another time', async () => {
    // Wednesday 11 March, 13:00 at Navy Pier has 8 places: 7 go to other checkouts first.
    const r = (await (
      await fetch(`${live.api}/search?shop=${SHOP}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '60611', method: 'pickup' }),
      })
    ).json()) as { restaurants: Array<{ id: number }> };
    const restaurant = r.restaurants[0].id;
    const slots = (await (await fetch(`${live.api}/restaurant/${restaurant}/slots?shop=${SHOP}&method=pickup&date=2026-03-11`)).json()) as {
      slots: Array<{ id: number; from: string; remaining: number }>;
    };
    const slot = slots.slots.find((s) => s.from === '13:00');
    if (!slot) throw new Error('no 13:00 slot on 11 March');
    const menu = (await (await fetch(`${live.api}/restaurant/${restaurant}/menu/lunch?shop=${SHOP}`)).json()) as {
      categories: Array<{ items: Array<{ id: number; name: string }> }>;
    };
    const soup = menu.categories.flatMap((c) => c.items).find((i) => i.name === 'Tomato Soup');
    for (let i = 0; i < slot.remaining - 1; i++) {
      const res = await fetch(`${live.api}/checkouts?shop=${SHOP}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          method: 'pickup',
          restaurant_id: restaurant,
          date: '2026-03-11',
          slot_id: slot.id,
          items: [{ item_id: soup?.id, quantity: 1 }],
        }),
      });
      expect(res.status).toBe(201);
    }
    const [a, b] = [await newPage(), await newPage()];
    for (const page of [a, b]) {
      await toCartWithBurger(page);
      await button(page, 'Choose a time').click();
      await page.locator('ordering-widget fulfilment-calendar td[data-date="2026-03-11"]').click();
      const last = slotOptions(page)
        .filter({ hasText: /^\s*1:00 PM/ })
        .first();
      await expect(last.textContent()).resolves.toContain('1 left');
      await last.click();
      await button(page, 'Continue').click();
      await fillDetails(page, { name: 'Racer', phone: '312 555 0100' });
    }
    await Promise.all([button(a, 'Continue to payment').click(), button(b, 'Continue to payment').click()]);
    const outcome = async (page: Page) =>
      Promise.race([
        page.waitForURL(`${live.platform}/invoices/**`, { timeout: 30_000 }).then(() => 'invoice'),
        notice(page)
          .filter({ hasText: 'That time was just taken' })
          .waitFor({ timeout: 30_000 })
          .then(() => 'led back'),
      ]);
    const results = await Promise.all([outcome(a), outcome(b)]);
    expect([...results].sort()).toEqual(['invoice', 'led back']);
    const loser = results[0] === 'led back' ? a : b;
    await stepHeading(loser).filter({ hasText: 'Choose a time' }).waitFor();
    expect(await loser.locator('ordering-widget aside.cart li').count()).toBe(1); // the cart is kept
    const full = slotOptions(loser)
      .filter({ hasText: /^\s*1:00 PM/ })
      .first();
    await expect(full.getAttribute('aria-disabled')).resolves.toBe('true');
    await expectNoAxeViolations(loser);
  });

  it('can be used with the keyboard alone, from the method to the invoice page', async () => {
    const page = await newPage();
    await openWidget(page, live.page);
    await tabTo(page, /^button Pickup$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^input#q/);
    await page.keyboard.type('60611');
    await page.keyboard.press('Enter');
    await page.locator('ordering-widget li.restaurant').first().waitFor();
    await tabTo(page, /^button Order from Demo Eats – Navy Pier$/);
    await page.keyboard.press('Enter');
    await stepHeading(page).filter({ hasText: 'Menu' }).waitFor();
    await tabTo(page, /^button Add to order: Margherita Pizza$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^input /); // the first option of the required Size
    await page.keyboard.press('Space');
    await tabTo(page, /^button Add to order$/);
    await page.keyboard.press('Enter');
    await page.locator('ordering-widget aside.cart li').first().waitFor();
    await tabTo(page, /^button Choose a time$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^td\[role=gridcell\]/);
    await page.keyboard.press('Enter');
    await slotOptions(page).first().waitFor();
    await tabTo(page, /\[role=option\] 1:00 PM/); // today's first slot: lunch is served then
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/\[role=option\]/);
    await tabTo(page, /^button Continue$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^input#name/);
    await page.keyboard.type('Kim Lee');
    await tabTo(page, /^input#phone/);
    await page.keyboard.type('+1 312 555 0199');
    await tabTo(page, /^button Continue to payment$/);
    await Promise.all([page.waitForURL(`${live.platform}/invoices/**`), page.keyboard.press('Enter')]);
  });

  it('works at 360 px and in French, and takes the README screenshots', async () => {
    const narrow = await newPage(360);
    await openWidget(narrow, live.page, 'fr');
    await expect(button(narrow, /^Retrait|^Pickup|^À emporter/).count()).resolves.toBe(1);
    await toCartWithBurgerIn(narrow);
    const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(narrow);
    const wide = await newPage(1280);
    await toCartWithBurger(wide);
    await button(wide, 'Choose a time').click();
    // The burger is on the lunch menu: at 5 PM the widget says so and will not go on.
    await chooseSlot(wide, /^\s*5:00 PM/);
    await expect(wide.locator('ordering-widget .error').textContent()).resolves.toContain('Classic Burger is not served at this time');
    expect(await button(wide, 'Continue').isDisabled()).toBe(true);
    await expectNoAxeViolations(wide);
    await slotOptions(wide)
      .filter({ hasText: /^\s*1:00 PM/ })
      .first()
      .click();
    expect(await wide.locator('ordering-widget .error').count()).toBe(0);
    expect(await button(wide, 'Continue').isDisabled()).toBe(false);
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await wide.screenshot({ path: join(SCREENSHOTS, 'ordering-widget-1280.png') });
      await narrow.screenshot({ path: join(SCREENSHOTS, 'ordering-widget-360.png') });
    }
  });

  /**
   * Delivery from the widget (apps/ordering-widget/README.md, "Details"): search 60611, Navy
   * Pier, a burger, 1:00 PM, the address form prefilled from the search (postal code, city,
   * the shop's country), name and phone; the fake invoice shows the shipping address, name and
   * phone on the draft order, and the readable attributes next to the ids.
   */
  const deliverBurger = async (page: Page, details: Record<string, string>) => {
    await openWidget(page, live.page);
    await button(page, /^Delivery$/).click();
    await page.locator('ordering-widget input#q').fill('60611');
    await page.locator('ordering-widget form[role="search"] button[type="submit"]').click();
    const cards = page.locator('ordering-widget li.restaurant');
    await cards.first().waitFor();
    await expect(cards.first().locator('h4').textContent()).resolves.toContain('Navy Pier');
    await cards.first().locator('button').click();
    await item(page, 'Classic Burger').locator('button').click();
    await page.locator('ordering-widget fieldset[data-group="Doneness"] label', { hasText: /^Medium$/ }).click();
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    await page.locator('ordering-widget aside.cart li').first().waitFor({ state: 'attached' });
    await button(page, 'Choose a time').click();
    await chooseSlot(page, /^\s*1:00 PM/);
    await button(page, 'Continue').click();
    const value = (id: string) => page.locator(`ordering-widget input#${id}`).inputValue();
    await expect(Promise.all([value('postal_code'), value('city'), value('country_code')])).resolves.toEqual(['60611', 'Chicago', 'US']);
    await fillDetails(page, details);
  };

  /** What the fake invoice page shows of the draft order: its customer lines and its attributes. */
  const invoice = async (page: Page) => ({
    customer: Object.fromEntries(
      await page.locator('li[data-customer]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-customer'), e.textContent])),
    ),
    attributes: Object.fromEntries((await page.locator('li[data-attribute]').allTextContents()).map((t) => t.split(': ') as [string, string])),
  });

  it('delivers at 360 px: category chips, the order summary bar, one-line time chips, the address form, and the invoice carries address, name and phone', async () => {
    const page = await newPage(360);
    await openWidget(page, live.page);
    await button(page, /^Delivery$/).click();
    await page.locator('ordering-widget input#q').fill('60611');
    await page.locator('ordering-widget form[role="search"] button[type="submit"]').click();
    await page.locator('ordering-widget li.restaurant button').first().click();
    // Category chips: a sticky row; a chip brings its category's heading into view and focus.
    const chips = page.locator('ordering-widget nav.categories button');
    await chips.first().waitFor();
    expect(await page.locator('ordering-widget nav.categories').getAttribute('aria-label')).toBe('Menu categories');
    expect(await page.locator('ordering-widget nav.categories').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await chips.last().click();
    expect(await focused(page)).toMatch(/^h5#category-/);
    await item(page, 'Classic Burger').locator('button').click();
    await page.locator('ordering-widget fieldset[data-group="Doneness"] label', { hasText: /^Medium$/ }).click();
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    // The cart: a collapsed bar at the bottom of the screen with the count and total, which opens.
    const toggle = page.locator('ordering-widget aside.cart button.toggle');
    await expect(toggle.textContent()).resolves.toContain('1 item · $14.50');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('ordering-widget aside.cart li').isVisible()).toBe(false);
    const bar = await page.locator('ordering-widget ordering-cart').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(900);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('ordering-widget aside.cart li').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await button(page, 'Choose a time').click();
    await chooseSlot(page, /^\s*1:00 PM/);
    // Each time is one chip on one line, in a row that scrolls sideways.
    const heights = await slotOptions(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(48);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.close();

    const shopper = await newPage(360);
    await deliverBurger(shopper, { address1: '455 N Cityfront Plaza Dr', address2: 'Floor 3', name: 'Jane Doe', phone: '(312) 555-0123' });
    await expectNoAxeViolations(shopper);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await Promise.all([shopper.waitForURL(`${live.platform}/invoices/**`), button(shopper, 'Continue to payment').click()]);
    const { customer, attributes } = await invoice(shopper);
    expect(customer).toEqual({ phone: '+13125550123', name: 'Jane Doe', address: '455 N Cityfront Plaza Dr, Floor 3, 60611 Chicago, US' });
    expect(attributes).toMatchObject({
      'Checkout-Method': 'delivery',
      'Delivery-Location': 'Demo Eats – Navy Pier',
      'Delivery-Date': '2026-03-10',
      'Delivery-Time': '13:00–14:00 CDT',
      'Contact-Name': 'Jane Doe',
    });
    expect(attributes['Delivery-Location-Id']).toMatch(/^\d+$/);
  });

  it('delivers at 1280 px: an address outside the radius is refused on its postal code, corrected, and reaches the invoice', async () => {
    const page = await newPage(1280);
    await deliverBurger(page, { address1: '5801 S Ellis Ave', postal_code: '60637', name: 'Sam Roe', phone: '+44 20 7946 0958' });
    await button(page, 'Continue to payment').click();
    const error = page.locator('ordering-widget #postal_code-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('does not deliver to this postal code');
    expect(await page.locator('ordering-widget input#postal_code').getAttribute('aria-invalid')).toBe('true');
    expect(await focused(page)).toMatch(/^input#postal_code/);
    await expectNoAxeViolations(page);
    await fillDetails(page, { address1: '600 E Grand Ave', postal_code: '60611' });
    await Promise.all([page.waitForURL(`${live.platform}/invoices/**`), button(page, 'Continue to payment').click()]);
    const { customer, attributes } = await invoice(page);
    expect(customer).toEqual({ phone: '+442079460958', name: 'Sam Roe', address: '600 E Grand Ave, 60611 Chicago, US' });
    expect(attributes).toMatchObject({ 'Delivery-Time': '13:00–14:00 CDT', 'Contact-Phone': '+442079460958' });
  });

  // Last: it disconnects the shop from the platform.
  it('without platform credentials shows the test-mode banner and ends on the test confirmation', async () => {
    live.disconnect();
    const page = await newPage();
    await toCartWithBurger(page);
    await expect(page.locator('ordering-widget .banner').textContent()).resolves.toContain('Test mode');
    await button(page, 'Choose a time').click();
    await chooseSlot(page, /^\s*1:00 PM/);
    await button(page, 'Continue').click();
    await fillDetails(page, { name: 'Test Shopper', phone: '312-555-0111' });
    await button(page, 'Place order').click();
    await stepHeading(page).filter({ hasText: 'Order received (test mode)' }).waitFor();
    expect(page.url()).toBe(`${live.page}/?lang=en`);
    await expectNoAxeViolations(page);
  });

  /** As toCartWithBurger, on a page already open (any language): by position, not by text. */
  const toCartWithBurgerIn = async (page: Page) => {
    await page.locator('ordering-widget .methods button').first().click();
    await page.locator('ordering-widget input#q').fill('60611');
    await page.locator('ordering-widget form[role="search"] button[type="submit"]').click();
    await page.locator('ordering-widget li.restaurant button').first().click();
    await item(page, 'Classic Burger').locator('button').click();
    await page.locator('ordering-widget fieldset[data-group="Doneness"] input').nth(1).check();
    await page.locator('ordering-widget form.options button[type="submit"]').click();
    // Below 640 px the cart is the collapsed summary bar: its lines are there, not shown.
    await page.locator('ordering-widget aside.cart li').first().waitFor({ state: 'attached' });
  };
});
