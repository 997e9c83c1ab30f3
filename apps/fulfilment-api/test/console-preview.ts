import type { Locator, Page } from 'playwright-core';

/** The storefront picker of the console's preview (location page, Preview tab). */
function picker(page: Page): Locator {
  return page.getByTestId('picker-preview').locator('fulfilment-picker');
}

/**
 * Opens the Preview tab and, in the picker, finds the location by its postal code and chooses
 * it (as a shopper would), first reopening the list with "Change" when an earlier choice
 * collapsed it (docs/storefront-picker.md).
 */
export async function openPreview(page: Page, postalCode: string, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Preview' }).click();
  const p = picker(page);
  const search = p.locator('input#q');
  const change = p.locator('.chosen button.change');
  await search.or(change).first().waitFor();
  if (await change.isVisible()) await change.click();
  await search.fill(postalCode);
  await p.locator('button[type="submit"]').click();
  await p.locator('.location', { hasText: name }).first().click();
  await p.locator('fulfilment-calendar table[role="grid"]').waitFor();
}

/** The picker's calendar cell of `date`, paging to its month. */
async function dayCell(page: Page, date: string): Promise<Locator> {
  const calendar = picker(page).locator('fulfilment-calendar');
  const cell = calendar.locator(`td[data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await cell.count()); i++) await calendar.locator('.head button').last().click();
  await cell.waitFor();
  return cell;
}

/** Whether the picker's calendar lets the shopper choose `date` (a greyed day is `aria-disabled`). */
export async function previewShowsDate(page: Page, date: string): Promise<boolean> {
  return (await (await dayCell(page, date)).getAttribute('aria-disabled')) === 'false';
}

/** The slot ids the picker offers on `date` (after choosing that day), with whether each is greyed out. */
export async function previewSlots(page: Page, date: string): Promise<{ id: string; disabled: boolean }[]> {
  await (await dayCell(page, date)).click();
  const options = picker(page).locator('fulfilment-slot-list [role="option"]');
  await options.first().waitFor();
  const ids = await options.evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-slot')}|${n.getAttribute('aria-disabled')}`));
  return ids.map((s) => ({ id: s.split('|')[0], disabled: s.split('|')[1] === 'true' }));
}
