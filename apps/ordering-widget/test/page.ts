/**
 * Driving `<ordering-widget>` with playwright-core: CSS locators pierce its open shadow
 * root (and those of the reused calendar and slot list), so `ordering-widget button` finds
 * the widget's buttons.
 */
import type { Locator, Page } from 'playwright-core';

export const button = (page: Page, name: string | RegExp) => page.locator('ordering-widget button', { hasText: name });
export const notice = (page: Page) => page.locator('ordering-widget .notice');
export const stepHeading = (page: Page) => page.locator('ordering-widget #step-heading');
export const enabledDays = (page: Page) => page.locator('ordering-widget fulfilment-calendar td[role="gridcell"][aria-disabled="false"]');
export const slotOptions = (page: Page) => page.locator('ordering-widget fulfilment-slot-list [role="option"]');

/** Opens the demo page and waits until the widget shows its first step. */
export async function openWidget(page: Page, url: string, lang = 'en'): Promise<void> {
  await page.goto(`${url}/?lang=${lang}`);
  await stepHeading(page).waitFor();
}

/** Pickup near `query`; resolves with the restaurant cards. */
export async function searchPickup(page: Page, query: string): Promise<Locator> {
  await button(page, /^Pickup$/).click();
  await page.locator('ordering-widget input#q').fill(query);
  await page.locator('ordering-widget form[role="search"] button[type="submit"]').click();
  const cards = page.locator('ordering-widget li.restaurant');
  await cards.first().waitFor();
  return cards;
}

/** The menu item card of an item name. */
export const item = (page: Page, name: string) => page.locator('ordering-widget li.item', { has: page.locator('strong', { hasText: name }) }).first();

/** Picks the first enabled date and the first slot with room whose start is `from` (e.g. `12:00`). */
export async function chooseSlot(page: Page, from: RegExp): Promise<void> {
  await enabledDays(page).first().click();
  const slot = slotOptions(page).filter({ hasText: from }).first();
  await slot.waitFor();
  await slot.click();
}

/** The deep focused element (through the shadow roots): `tag#id[role] text`, for keyboard tests. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${role ? `[role=${role}]` : ''} ${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab until the focused element matches `pattern` (at most `max` presses). */
export async function tabTo(page: Page, pattern: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (pattern.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${pattern} (last: ${await focused(page)})`);
}

/** Fills fields of the review form by their ids (`name`, `phone`, `address1`, `postal_code`, ...). */
export async function fillDetails(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(fields)) await page.locator(`ordering-widget input#${id}`).fill(value);
}
