/**
 * Driving `<fulfilment-picker>` on the demo storefront with playwright-core: CSS locators
 * pierce its open shadow root, so `fulfilment-picker [role="tab"]` finds the tabs.
 */
import type { Locator, Page } from 'playwright-core';

export const tab = (page: Page, name: string) => page.locator(`fulfilment-picker [role="tab"]`, { hasText: name });
export const status = (page: Page) => page.locator('fulfilment-picker #checkout-status');
export const checkout = (page: Page) => page.locator('button[name="checkout"]');
export const enabledDays = (page: Page) => page.locator('fulfilment-picker fulfilment-calendar td[role="gridcell"][aria-disabled="false"]');
export const slotOptions = (page: Page) => page.locator('fulfilment-picker fulfilment-slot-list [role="option"]');

/** Opens the demo cart page (the picker's `now` is the server's fixed clock) and waits until the picker has chosen its first method. */
export async function openCart(page: Page, shop: string, clockNow: string, lang = 'en', extra = ''): Promise<void> {
  await page.goto(`${shop}/cart?lang=${lang}&now=${encodeURIComponent(clockNow)}${extra}`);
  await page.locator('fulfilment-picker [role="tab"][aria-selected="true"]').waitFor();
}

/** The cart's attributes as the demo storefront holds them (`GET /cart.js` from the page, with its cookie). */
export async function cartAttributes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => (await (await fetch('/cart.js')).json()).attributes);
}

/** Searches pickup locations near `query` and waits for the list (reopened with "Change" when a chosen location, e.g. restored from the cart, collapsed it). */
export async function searchPickup(page: Page, query: string): Promise<Locator> {
  const search = page.locator('fulfilment-picker input#q');
  const change = page.locator('fulfilment-picker .chosen button.change');
  await search.or(change).first().waitFor();
  if (await change.isVisible()) await change.click();
  await search.fill(query);
  await page.locator('fulfilment-picker button[type="submit"]').click();
  const options = page.locator('fulfilment-picker .location');
  await options.first().waitFor();
  return options;
}

/**
 * Every day the calendar lets the shopper pick, paging with "next month" until the last
 * month: `YYYY-MM-DD` strings in order.
 */
export async function allEnabledDays(page: Page): Promise<string[]> {
  const days: string[] = [];
  const calendar = page.locator('fulfilment-picker fulfilment-calendar');
  await calendar.locator('table[role="grid"]').waitFor();
  const next = calendar.locator('button').nth(1);
  for (let i = 0; i < 24; i++) {
    days.push(
      ...(await calendar.locator('td[role="gridcell"][aria-disabled="false"]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date') as string))),
    );
    if (await next.isDisabled()) return days;
    const title = await calendar.locator('h3').textContent();
    await next.click();
    await calendar
      .locator('h3')
      .filter({ hasNotText: title ?? '' })
      .waitFor();
  }
  throw new Error('the calendar did not end within 24 months');
}

/** The deep active element inside the picker's shadow roots, described for keyboard tests. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const role = el.getAttribute('role');
    return [
      el.tagName.toLowerCase(),
      el.id ? `#${el.id}` : '',
      role ? `[role=${role}]` : '',
      el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : '',
    ].join('');
  });
}

/** Presses Tab until the focused element matches `pattern` (at most `max` presses). */
export async function tabTo(page: Page, pattern: RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (pattern.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${pattern} (last: ${await focused(page)})`);
}
