import type { Page } from 'playwright-core';

/**
 * Whether the console's preview (location page, Preview tab) offers `date`: the public
 * calendar's answer as the preview lists it ("Not offered" entries).
 */
export async function previewShowsDate(page: Page, date: string): Promise<boolean> {
  const list = page.getByTestId('disabled');
  await list.waitFor();
  return !(await list.innerText()).includes(date);
}

/** The start times the preview offers on `date` (`["08:00", ...]`). */
export async function previewTimes(page: Page, date: string): Promise<string[]> {
  const input = page.getByLabel('Times offered on', { exact: true });
  await input.fill(date);
  const slots = page.getByTestId('slots');
  await slots.waitFor();
  await page.waitForLoadState('networkidle');
  return (await slots.getByRole('listitem').allInnerTexts()).map((t) => t.slice(0, 5));
}
