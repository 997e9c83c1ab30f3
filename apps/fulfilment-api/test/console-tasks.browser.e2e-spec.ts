import type { Page } from 'playwright-core';
import { describeInBrowser } from '@fulfil/browser-testing';
import { BAKERY, ConsoleHarness, startConsoleHarness } from './console-harness';
import { openPreview, previewShowsDate, previewSlots } from './console-preview';

interface Slot {
  id: number;
  day_of_week: string;
  available_from: string;
  available_until: string;
  limited: boolean;
  limit: number;
}
interface Calendar {
  disabled: (string | number | boolean | number[])[];
  daysOfWeek: Record<string, { min: { hour: string; minute: string }; max: { hour: string; minute: string } }>;
}

const DAY = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** A `YYYY-MM-DD` date as `disabled` lists it (zero-based month). */
const zeroBased = (date: string) => `${date.slice(0, 5)}${String(Number(date.slice(5, 7)) - 1).padStart(2, '0')}${date.slice(7)}`;
/** A `YYYY-MM-DD` date as a pickadate array `[year, zero-based month, day]`. */
const pickadate = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8))];

describeInBrowser('merchant console tasks')('merchant console: the tasks of a merchant, end to end', () => {
  let h: ConsoleHarness;
  let id: number;
  let today: string;
  const calendar = () => h.publicApi<Calendar>('POST', `/v1.0/pickup/locations/${id}/calendar`, { shoppingCart: [] });
  const pickupSettings = async () =>
    (await h.admin<{ weekday_windows: Record<string, { min: string; max: string }>; blackout_dates: string[] }>('GET', `/locations/${id}/pickup-settings`))
      .body;
  const slots = async () => (await h.admin<{ slots: Slot[] }>('GET', `/locations/${id}/pickup-slots`)).body.slots;

  beforeAll(async () => {
    h = await startConsoleHarness();
    id = (await h.admin<{ locations: { id: number }[] }>('GET', '/locations?q=chelsea')).body.locations[0].id;
    today = (await h.admin<{ from: string }>('GET', `/locations/${id}/usage`)).body.from;
  }, 120_000);
  afterAll(() => h?.close());

  /** Shows the month of `date` on the calendar and clicks its day. */
  async function clickDay(page: Page, date: string) {
    const day = page.locator(`button[data-date="${date}"]`);
    for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.getByRole('button', { name: 'Next month' }).click();
    await day.click();
  }

  /**
   * Saves the page's changes with its save bar (one Save for every section) and waits for
   * the API's answer: "Saved." on the page, or "Not saved" in the section titled `heading`.
   */
  async function save(page: Page, heading: string, _button?: string) {
    const section = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved\.$/)
      .or(section.getByText(/^Not saved$/))
      .first()
      .waitFor();
    return section;
  }

  it('changes the Monday pickup window and adds a blackout date, which the preview and the public calendar show, then undoes it', async () => {
    const before = await pickupSettings();
    const blackout = [8, 9, 10, 11, 12]
      .map((n) => addDays(today, n))
      .find((d) => !before.blackout_dates.includes(d) && !before.blackout_dates.includes(`-${d.slice(4)}`)) as string;
    const page = await h.signedIn(h.tokens.bakery, `/locations/${id}/pickup`);
    // Later, not earlier: a narrower window would leave Monday's 14:00-18:30 slot outside it, which the API refuses (rule slot_outside_window).
    await page.getByLabel('Monday until', { exact: true }).fill('19:00');
    await clickDay(page, blackout);
    expect(await page.locator(`button[data-date="${blackout}"]`).getAttribute('aria-pressed')).toBe('true');
    await save(page, 'Pickup days and windows');

    const changed = await calendar();
    expect(changed.daysOfWeek['monday'].max).toEqual({ hour: '19', minute: '00' });
    expect(changed.disabled).toContain(zeroBased(blackout));
    await openPreview(page, '10011', 'Chelsea Market');
    expect(await previewShowsDate(page, blackout)).toBe(false);

    // Undo: the window back, the day clicked off again.
    await page.getByRole('tab', { name: 'Pickup' }).first().click(); // the console's tab (the picker has one too)
    await page.getByLabel('Monday until', { exact: true }).fill(before.weekday_windows['monday'].max);
    await clickDay(page, blackout);
    await save(page, 'Pickup days and windows');
    const undone = await calendar();
    expect(undone.daysOfWeek['monday'].max).toEqual({
      hour: before.weekday_windows['monday'].max.slice(0, 2),
      minute: before.weekday_windows['monday'].max.slice(3),
    });
    expect(undone.disabled).not.toContain(zeroBased(blackout));
    expect(await pickupSettings()).toEqual(before);
    await openPreview(page, '10011', 'Chelsea Market');
    expect(await previewShowsDate(page, blackout)).toBe(true);
    await page.close();
  }, 60_000);

  it('sets a slot limit to 1; one order fills it: the Orders tab shows it full and the preview no longer offers it', async () => {
    const original = await slots();
    const monday = [3, 4, 5, 6, 7, 8, 9].map((n) => addDays(today, n)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1) as string;
    const index = original.findIndex((s) => s.day_of_week === 'monday' && s.available_from === '08:00');
    const slot = original[index];
    const page = await h.signedIn(h.tokens.bakery, `/locations/${id}/pickup`);
    // Slots are listed per weekday (components/slot-generator.tsx): open Monday's, then its row.
    await page.getByRole('button', { name: /^Monday · / }).click();
    const n = original.filter((s) => s.day_of_week === 'monday').indexOf(slot) + 1;
    await page.getByLabel(`Monday slot ${n} limit (empty = no limit)`, { exact: true }).fill('1');
    await save(page, 'Pickup slots and limits', 'Save slots');
    expect((await slots())[index]).toMatchObject({ id: slot.id, limited: true, limit: 1 });

    await openPreview(page, '10011', 'Chelsea Market');
    expect((await previewSlots(page, monday)).map((s) => s.id)).toContain(String(slot.id));
    expect(await h.pickupOrder(9_100_001, id, monday, slot.id)).toBe(200);

    // The location's Orders tab on that Monday: the slot is full, its one order booked.
    const capacityOf = (slotId: number) =>
      page.locator(`section[data-method="pickup"] [data-testid="slot"][data-slot-id="${slotId}"] [data-testid="slot-capacity"]`);
    const openOrders = async () => {
      await page.getByRole('tab', { name: 'Orders' }).click();
      await page.goto(`${h.app.url}/console/locations/${id}/capacity?date=${monday}`);
    };
    await openOrders();
    await capacityOf(slot.id).getByText('Full').waitFor();
    expect(await capacityOf(slot.id).innerText()).toMatch(/Full[\s\S]*1 of 1 booked/i);

    // The picker no longer offers the full slot on that day: it shows it greyed and disabled,
    // "Full" (it asks with include_full; docs/storefront-picker.md), and the public slot list
    // leaves it out ...
    await openPreview(page, '10011', 'Chelsea Market');
    const shown = await previewSlots(page, monday);
    expect(shown.find((s) => s.id === String(slot.id))).toEqual({ id: String(slot.id), disabled: true });
    const offered = shown.filter((s) => !s.disabled);
    expect(offered.map((s) => s.id)).not.toContain(String(slot.id));
    expect(offered.length).toBeGreaterThan(0);
    const publicSlots = await h.publicApi<{ id: number }[]>('GET', `/v1.0/pickup/locations/${id}/calendar/${monday}`);
    expect(publicSlots.map((s) => s.id)).not.toContain(slot.id);
    // ... and once every slot of that Monday is full, the day itself is greyed out.
    const mondaySlots = original.filter((s) => s.day_of_week === 'monday');
    await h.admin('PUT', `/locations/${id}/pickup-slots`, { slots: original.map((s) => (s.day_of_week === 'monday' ? { ...s, limited: true, limit: 1 } : s)) });
    for (const [i, s] of mondaySlots.filter((s) => s.id !== slot.id).entries()) expect(await h.pickupOrder(9_100_002 + i, id, monday, s.id)).toBe(200);
    await openPreview(page, '10011', 'Chelsea Market');
    expect(await previewShowsDate(page, monday)).toBe(false);
    await openOrders();
    for (const s of mondaySlots) await capacityOf(s.id).getByText('Full').waitFor();

    await h.admin('PUT', `/locations/${id}/pickup-slots`, { slots: original });
    await page.close();
  }, 60_000);

  it("shows the API's field errors on the right fields for bad input, and changes nothing", async () => {
    const settings = await pickupSettings();
    const slotsBefore = await slots();
    const shopBefore = (await h.admin<{ timezone: string }>('GET', '/shop')).body;
    const page = await h.signedIn(h.tokens.bakery, `/locations/${id}/pickup`);

    const invalid = async (label: string, text: RegExp) => {
      const input = page.getByLabel(label, { exact: true }).first();
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const described = (await input.getAttribute('aria-describedby')) ?? '';
      // The error message the input is described by (Mantine links it with aria-describedby).
      const messages = await page.evaluate<string>(
        `${JSON.stringify(described.split(' '))}.map((d) => document.getElementById(d)?.textContent ?? '').join(' ')`,
      );
      expect(messages).toMatch(text);
    };

    await page.getByLabel('Monday until', { exact: true }).fill('07:00');
    const windows = await save(page, 'Pickup days and windows');
    // The banner names the field by its label, in plain words (never `weekday_windows.monday.max`).
    await windows
      .getByRole('alert')
      .getByText(/Monday until: Must be later than/)
      .waitFor();
    await invalid('Monday until', /Must be later than/);
    // The save bar sends the page's sections in order and stops at the first refused: put the window back first.
    await page.getByLabel('Monday until', { exact: true }).fill(settings.weekday_windows['monday'].max);

    await page.getByRole('button', { name: /^Monday · / }).click();
    const first = page.getByLabel('Monday slot 1 limit (empty = no limit)', { exact: true });
    await first.fill('-1');
    const slotsSection = await save(page, 'Pickup slots and limits', 'Save slots');
    await slotsSection
      .getByRole('alert')
      .getByText(/Enter a number of at least/)
      .waitFor();
    await invalid('Monday slot 1 ends', /Enter a number of at least/); // a row's error shows on its last time input

    page.once('dialog', (d) => void d.accept()); // leave the refused slot unsaved
    await page.getByRole('link', { name: 'Shop settings' }).click();
    await page.getByRole('combobox', { name: 'Time zone', exact: true }).fill('Mars/Olympus');
    const shop = await save(page, 'Shop');
    await shop
      .getByRole('alert')
      .getByText(/Unknown time zone/)
      .first()
      .waitFor();
    await invalid('Time zone', /Unknown time zone/);

    expect(await pickupSettings()).toEqual(settings);
    expect(await slots()).toEqual(slotsBefore);
    expect((await h.admin<{ timezone: string }>('GET', '/shop')).body.timezone).toBe(shopBefore.timezone);
    await page.close();
  }, 60_000);

  it("cannot see this shop with another shop's token: 404 from the API, a clear message in the page", async () => {
    const page = await h.signedIn(h.tokens.london, '/');
    expect(await page.getByTestId('shop-domain').innerText()).not.toBe(BAKERY);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/admin/v1.0/locations/${id}`));
    await page.goto(`${h.app.url}/console/locations/${id}`);
    expect((await answered).status()).toBe(404);
    await page.getByRole('alert').getByText('Not found in this shop').waitFor();
    expect(await page.getByRole('alert').innerText()).toMatch(/another shop/);
    expect(await page.getByText('Chelsea').count()).toBe(0);
    await page.close();
  }, 60_000);
  it('switches the pickup calendar dates to pickadate arrays on the shop settings page; the public calendar and the preview follow; then back to text', async () => {
    const before = await pickupSettings();
    const blackout = [13, 14, 15, 16, 17]
      .map((n) => addDays(today, n))
      .find((d) => !before.blackout_dates.includes(d) && !before.blackout_dates.includes(`-${d.slice(4)}`)) as string;
    expect((await h.admin('PUT', `/locations/${id}/pickup-settings`, { ...before, blackout_dates: [...before.blackout_dates, blackout] })).status).toBe(200);
    const setting = async () => (await h.admin<{ storefront_compatibility: unknown }>('GET', '/shop')).body.storefront_compatibility;

    const page = await h.signedIn(h.tokens.bakery, '/shop');
    await page.getByRole('button', { name: 'More settings' }).first().click();
    const field = page.getByLabel('Pickup calendar dates for storefronts', { exact: true });
    expect(await field.inputValue()).toBe('strings');
    expect(await field.locator('option').allInnerTexts()).toEqual(['Text (default)', 'pickadate arrays']);
    await field.selectOption('arrays');
    await save(page, 'Shop');
    expect(await setting()).toEqual({ pickup_disabled_dates: 'arrays' });
    const arrays = await calendar();
    expect(arrays.disabled).toContainEqual(pickadate(blackout));
    expect(arrays.disabled.some((e) => typeof e === 'string')).toBe(false);
    // The storefront picker in the preview reads the arrays as it read the text.
    await page.goto(`${h.app.url}/console/locations/${id}/pickup`);
    await openPreview(page, '10011', 'Chelsea Market');
    expect(await previewShowsDate(page, blackout)).toBe(false);
    expect(await previewShowsDate(page, addDays(blackout, 1))).toBe(
      !arrays.disabled.some((e) => JSON.stringify(e) === JSON.stringify(pickadate(addDays(blackout, 1)))),
    );

    await page.goto(`${h.app.url}/console/shop`);
    await page.getByRole('button', { name: 'More settings' }).first().click();
    await page.getByLabel('Pickup calendar dates for storefronts', { exact: true }).selectOption('strings');
    await save(page, 'Shop');
    expect(await setting()).toEqual({ pickup_disabled_dates: 'strings' });
    expect((await calendar()).disabled).toContain(zeroBased(blackout));
    expect((await h.admin('PUT', `/locations/${id}/pickup-settings`, before)).status).toBe(200);
    await page.close();
  }, 60_000);
});
