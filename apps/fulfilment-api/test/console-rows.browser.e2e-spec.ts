import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';

/**
 * Issue 31's rows on the existing pages, as a new merchant meets them, at 1280 and 768 px:
 * row 3 (a closed day and a time range can never both be set; pickup windows are the opening
 * hours by default), row 4 (the time zone from the address), row 5 (per-method switches,
 * confirmed and undoable bulk changes, duplicate and delete), row 10 (plain words) and the
 * Locations list's checklist badges (row 1). Every change is read back through the admin API.
 */

interface Location {
  id: number;
  company_name: string;
  postal_code: string;
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  timezone: string | null;
  opening_hours: Record<string, { opens: string; closes: string; closed: boolean }>;
  checks?: { code: string; method: string | null; severity: string; message: string }[];
}
interface PickupSettings {
  weekday_windows: Record<string, { min: string; max: string }>;
  blackout_dates: string[];
}
interface Slot {
  id?: number;
  day_of_week: string;
  available_from: string;
  available_until: string;
  limited: boolean;
  limit: number;
}

const WIDTHS = [1280, 768] as const;

describeInBrowser('merchant console rows')("merchant console: issue 31's rows on the location and shop pages", () => {
  let h: ConsoleHarness;
  let chelsea: Location;
  beforeAll(async () => {
    h = await startConsoleHarness();
    chelsea = (await h.admin<{ locations: Location[] }>('GET', '/locations?q=chelsea')).body.locations[0];
  }, 180_000);
  afterAll(() => h?.close(), 60_000);

  const location = async (id: number) => (await h.admin<Location>('GET', `/locations/${id}`)).body;
  /** The Locations page's first page (25 rows), without the locations whose name another one shares (their controls' names add the city). */
  const firstPage = async () => {
    const rows = (await h.admin<{ locations: Location[] }>('GET', '/locations?page=1&per_page=25')).body.locations;
    return rows.filter((l) => rows.filter((r) => r.company_name === l.company_name).length === 1);
  };
  /** A new location as the API creates it (no hours, methods off), named uniquely. */
  const newLocation = async (name: string, postal = '10001') =>
    (
      await h.admin<Location>('POST', '/locations', {
        external_id: `rows-${name.toLowerCase().replace(/\W+/g, '-')}`,
        company_name: name,
        address_line_1: '1 Test Street',
        city: 'New York',
        postal_code: postal,
        region: 'NY',
        country: 'US',
        latitude: 40.7506,
        longitude: -73.9972,
      })
    ).body;

  /** Waits for the page's content (no loader left), then asserts zero axe-core violations (the pointer moved off the last control clicked: its hover colours are not the page's). */
  const settledAxe = async (page: Page, what: string) => {
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    await page.mouse.move(1, 1);
    try {
      await expectNoAxeViolations(page);
    } catch (e) {
      throw new Error(`${what}: ${(e as Error).message}`);
    }
  };
  const noSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);

  /**
   * Saves the page with its save bar (one per page: components/save-page.tsx) and waits
   * for the answer: "Saved." or the problem banner of the block the API refused.
   */
  async function save(page: Page) {
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    const status = page.getByTestId('save-status').getByText('Saved.');
    const refused = page.getByRole('alert').filter({ hasText: 'Not saved' }).first();
    await status.or(refused).waitFor();
    return { saved: await status.isVisible() };
  }

  describe.each(WIDTHS)('at %i px', (width) => {
    it('row 5: the Pickup switch of a pickup-only store changes pickup only; delivery stays off', async () => {
      const pickupOnly = (await firstPage()).filter((l) => l.pickup_enabled && !l.delivery_enabled);
      expect(pickupOnly.length).toBeGreaterThan(0);
      const target = pickupOnly[width === 1280 ? 0 : 1];
      const page = await h.signedIn(h.tokens.bakery, '/locations', { width });
      const pickup = page.getByRole('switch', { name: `Pickup at ${target.company_name}`, exact: true });
      const delivery = page.getByRole('switch', { name: `Local delivery at ${target.company_name}`, exact: true });
      expect(await pickup.isChecked()).toBe(true);
      expect(await delivery.isChecked()).toBe(false);
      await settledAxe(page, `locations at ${width}`);
      await noSidewaysScroll(page);

      // The list's refetch after each change answers 2 s late (a slow network): the switch must show the change at once,
      // or the second click would send "off" again.
      await page.route(/\/admin\/v1\.0\/locations\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue().catch(() => undefined);
      });
      await pickup.click({ force: true });
      await page.getByTestId('locations-status').getByText(`Pickup turned off at ${target.company_name}.`).waitFor();
      expect(await location(target.id)).toMatchObject({ pickup_enabled: false, delivery_enabled: false });
      expect(await pickup.isChecked()).toBe(false);
      await pickup.click({ force: true });
      await page.getByTestId('locations-status').getByText(`Pickup turned on at ${target.company_name}.`).waitFor();
      expect(await location(target.id)).toMatchObject({ pickup_enabled: true, delivery_enabled: false });
      // The switch's undo puts back what was before the last change (pickup off), then it is switched on again.
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByTestId('locations-status').getByText('Undone.').waitFor();
      expect(await location(target.id)).toMatchObject({ pickup_enabled: false, delivery_enabled: false });
      expect(await pickup.isChecked()).toBe(false);
      await h.admin('PATCH', `/locations/${target.id}`, { pickup_enabled: true });
      await page.close();
    }, 90_000);

    it('row 3: a closed day has no time inputs; opening Monday and typing 09:00-17:00 saves closed: false with those hours; pickup windows follow', async () => {
      const l = await newLocation(`Rows hours ${width}`);
      expect(l.opening_hours).toEqual({});
      const page = await h.signedIn(h.tokens.bakery, `/locations/${l.id}`, { width });
      const monday = page.getByRole('switch', { name: 'Monday open', exact: true });
      await monday.waitFor();
      expect(await monday.isChecked()).toBe(false);
      // Closed: no From/Until at all, so a time cannot be typed into a closed day.
      expect(await page.getByLabel('Monday from', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Monday until', { exact: true }).count()).toBe(0);
      await settledAxe(page, `details at ${width}`);
      await noSidewaysScroll(page);

      await monday.click({ force: true });
      await page.getByLabel('Monday from', { exact: true }).fill('09:00');
      await page.getByLabel('Monday until', { exact: true }).fill('17:00');
      expect(await page.getByLabel('Tuesday from', { exact: true }).count()).toBe(0);
      const { saved } = await save(page);
      expect(saved).toBe(true);
      const after = await location(l.id);
      expect(after.opening_hours).toEqual({ monday: { opens: '09:00', closes: '17:00', closed: false } });

      // Pickup: "Same as opening hours" is on for a location without pickup windows; saving writes Monday 09:00-17:00 only.
      await page.getByRole('tab', { name: 'Pickup' }).first().click();
      const same = page.getByRole('switch', { name: 'Same as opening hours' });
      await same.waitFor();
      expect(await same.isChecked()).toBe(true);
      expect(await page.getByTestId('pickup-hours-summary').innerText()).toBe('Monday: 09:00–17:00');
      // Proposed, not saved yet: the save bar says so.
      await page.getByRole('region', { name: 'Unsaved changes' }).waitFor();
      expect((await h.admin<PickupSettings>('GET', `/locations/${l.id}/pickup-settings`)).body.weekday_windows).toEqual({});
      await settledAxe(page, `pickup at ${width}`);
      await noSidewaysScroll(page);
      expect((await save(page)).saved).toBe(true);
      const windows = (await h.admin<PickupSettings>('GET', `/locations/${l.id}/pickup-settings`)).body.weekday_windows;
      expect(windows).toEqual({ monday: { min: '09:00', max: '17:00' } });
      // Editable: turned off, the week starts from those hours; a closed day still has no inputs.
      await same.click({ force: true });
      expect(await page.getByLabel('Monday until', { exact: true }).inputValue()).toBe('17:00');
      expect(await page.getByLabel('Tuesday until', { exact: true }).count()).toBe(0);
      await page.getByLabel('Monday until', { exact: true }).fill('16:00');
      expect((await save(page)).saved).toBe(true);
      expect((await h.admin<PickupSettings>('GET', `/locations/${l.id}/pickup-settings`)).body.weekday_windows).toEqual({
        monday: { min: '09:00', max: '16:00' },
      });
      await page.close();
    }, 90_000);
  });

  it('row 5: bulk changes are confirmed with their count, change only what they name, and can be undone', async () => {
    const rows = await firstPage();
    const chosen = [...rows.filter((l) => l.pickup_enabled && !l.delivery_enabled).slice(2, 4), rows.find((l) => l.delivery_enabled) as Location];
    const before = await Promise.all(chosen.map((l) => location(l.id)));
    for (const width of WIDTHS) {
      const page = await h.signedIn(h.tokens.bakery, '/locations', { width });
      for (const l of chosen) await page.getByRole('checkbox', { name: `Select ${l.company_name}`, exact: true }).check({ force: true });
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByText('3 selected').waitFor();
      await bar.getByRole('button', { name: 'Turn pickup off' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Turn pickup off at 3 locations?').waitFor();
      await settledAxe(page, `bulk confirmation at ${width}`);
      await dialog.getByRole('button', { name: 'Apply to 3 locations' }).click();
      await page.getByTestId('locations-status').getByText('Pickup turned off at 3 locations.').waitFor();
      const off = await Promise.all(chosen.map((l) => location(l.id)));
      expect(off.map((l) => [l.pickup_enabled, l.delivery_enabled])).toEqual(before.map((l) => [false, l.delivery_enabled]));
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByTestId('locations-status').getByText('Undone.').waitFor();
      expect(await Promise.all(chosen.map((l) => location(l.id)))).toEqual(before);
      await page.close();
    }

    // Opening hours for the selection, then undone.
    const page = await h.signedIn(h.tokens.bakery, '/locations');
    for (const l of chosen.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${l.company_name}`, exact: true }).check({ force: true });
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Set opening hours' }).click();
    const dialog = page.getByRole('dialog');
    // Sunday closed (the week starts as the first location's), Monday until 20:00.
    const sunday = dialog.getByRole('switch', { name: 'Sunday open', exact: true });
    if (await sunday.isChecked()) await sunday.click({ force: true });
    expect(await dialog.getByLabel('Sunday from', { exact: true }).count()).toBe(0);
    const monday = dialog.getByRole('switch', { name: 'Monday open', exact: true });
    if (!(await monday.isChecked())) await monday.click({ force: true });
    const opens = await dialog.getByLabel('Monday from', { exact: true }).inputValue();
    await dialog.getByLabel('Monday until', { exact: true }).fill('20:00');
    await settledAxe(page, 'bulk opening hours');
    await dialog.getByRole('button', { name: 'Apply to 2 locations' }).click();
    await page.getByTestId('locations-status').getByText('Opening hours set at 2 locations.').waitFor();
    const [a, b] = await Promise.all(chosen.slice(0, 2).map(async (l) => (await location(l.id)).opening_hours));
    expect(a).toEqual(b);
    expect(a['sunday']).toBeUndefined();
    expect(a['monday']).toEqual({ opens, closes: '20:00', closed: false });
    expect(await location(chosen[2].id)).toEqual(before[2]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByTestId('locations-status').getByText('Undone.').waitFor();
    expect(await Promise.all(chosen.map((l) => location(l.id)))).toEqual(before);
    await page.close();
  }, 120_000);

  it('row 5: Duplicate, Delete, and a location with orders offers to turn its methods off instead', async () => {
    const page = await h.signedIn(h.tokens.bakery, '/locations');
    const found = (await h.admin<{ total: number }>('GET', '/locations?q=chelsea')).body.total;
    await page.getByLabel('Search locations').fill('chelsea');
    // The list has the search's rows (the search is debounced) before a row's menu is opened.
    await page.waitForFunction(`document.querySelectorAll('tr[data-location]').length === ${found}`);
    await page.getByRole('button', { name: `Actions for ${chelsea.company_name}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByTestId('locations-status').getByText(`Duplicated as ${chelsea.company_name} (copy).`).waitFor();
    const copy = (await h.admin<{ locations: Location[] }>('GET', `/locations?q=${encodeURIComponent('(copy)')}`)).body.locations.find(
      (l) => l.company_name === `${chelsea.company_name} (copy)`,
    ) as Location;
    expect(copy).toBeDefined();
    await page.getByRole('link', { name: `${chelsea.company_name} (copy)` }).waitFor();

    // Without orders: deleted.
    await page.getByRole('button', { name: `Actions for ${copy.company_name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete location' }).waitFor();
    await settledAxe(page, 'delete confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete location' }).click();
    await page.getByTestId('locations-status').getByText(`${copy.company_name} deleted.`).waitFor();
    expect((await h.admin('GET', `/locations/${copy.id}`)).status).toBe(404);

    // With an order from today on: the API refuses (409), the console offers to turn it off instead.
    const today = (await h.admin<{ from: string }>('GET', `/locations/${chelsea.id}/usage`)).body.from;
    const slots = (await h.admin<{ slots: Slot[] }>('GET', `/locations/${chelsea.id}/pickup-slots`)).body.slots;
    const date = [2, 3, 4, 5, 6, 7, 8]
      .map((n) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 2) as string;
    const tuesday = slots.find((s) => s.day_of_week === 'tuesday') as Slot;
    expect(await h.pickupOrder(9_300_001, chelsea.id, date, tuesday.id as number)).toBe(200);
    await page.getByRole('button', { name: `Actions for ${chelsea.company_name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete location' }).click();
    const instead = page.getByRole('dialog').getByRole('button', { name: /^Turn off pickup and delivery instead \(keeps its \d+ orders\)$/ });
    await instead.waitFor();
    expect(await page.getByRole('dialog').getByRole('alert').innerText()).toContain(chelsea.company_name);
    await settledAxe(page, 'delete refused');
    await instead.click();
    await page.getByTestId('locations-status').getByText(`Pickup and delivery turned off at ${chelsea.company_name}; its orders are kept.`).waitFor();
    expect(await location(chelsea.id)).toMatchObject({ pickup_enabled: false, delivery_enabled: false });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByTestId('locations-status').getByText('Undone.').waitFor();
    expect(await location(chelsea.id)).toMatchObject({ pickup_enabled: chelsea.pickup_enabled, delivery_enabled: chelsea.delivery_enabled });
    await page.close();
  }, 120_000);

  it("row 1: the list shows each location's checklist as badges, critical ones red, linking to the location", async () => {
    const l = await newLocation('Rows checklist');
    const listed = (await h.admin<{ locations: Location[] }>('GET', `/locations?q=${encodeURIComponent('Rows checklist')}&include=checks`)).body.locations[0];
    expect(listed.checks?.map((c) => c.code)).toContain('NO_METHOD');
    const page = await h.signedIn(h.tokens.bakery, '/locations');
    await page.getByLabel('Search locations').fill('Rows checklist');
    const row = page.locator(`tr[data-location="${l.id}"]`);
    await row.waitFor();
    const badges = row.locator('[data-check]');
    expect(await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-check')))).toEqual((listed.checks ?? []).map((c) => c.code));
    const noMethod = row.locator('[data-check="NO_METHOD"]');
    expect(await noMethod.innerText()).toBe('Pickup and delivery are off');
    expect(await noMethod.getAttribute('data-severity')).toBe('critical');
    for (const c of listed.checks ?? []) expect(await row.locator(`[data-check="${c.code}"]`).first().getAttribute('data-severity')).toBe(c.severity);
    await settledAxe(page, 'locations with checks');
    await noMethod.click();
    await page.waitForURL(`**/console/locations/${l.id}`);
    await page.close();
  }, 60_000);

  it('row 4: "Look up coordinates" fills the time zone from the address, editable; the Details page warns when they differ', async () => {
    const l = await newLocation('Rows zone');
    const page = await h.signedIn(h.tokens.bakery, `/locations/${l.id}`);
    const zone = page.getByRole('combobox', { name: 'Time zone', exact: true });
    expect(await zone.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Look up coordinates' }).click();
    await page.getByText('Time zone: America/New_York (from the address)').waitFor();
    expect(await zone.inputValue()).toBe('America/New_York');
    expect((await save(page)).saved).toBe(true);
    expect((await location(l.id)).timezone).toBe('America/New_York');

    // Editable: another zone is kept, with a warning that it differs from the address's.
    await page.getByRole('button', { name: 'Look up coordinates' }).click();
    await page.getByText('Time zone: America/New_York (from the address)').waitFor();
    await zone.fill('America/Chicago');
    await zone.press('Escape');
    await page.getByTestId('zone-differs').waitFor();
    expect(await page.getByTestId('zone-differs').innerText()).toContain('America/New_York');
    await settledAxe(page, 'zone differs');
    expect((await save(page)).saved).toBe(true);
    expect((await location(l.id)).timezone).toBe('America/Chicago');
    await page.reload();
    const saved = page.getByTestId('zone-differs-saved');
    await saved.waitFor();
    expect(await saved.innerText()).toMatch(/America\/Chicago.*America\/New_York/s);
    await page.close();
  }, 60_000);

  it('row 10: plain words: labels for enums, capitalised weekdays, yearly dates in words; slots show their day’s pickup windows and the API’s refusal on the row', async () => {
    const page = await h.signedIn(h.tokens.bakery, `/locations/${chelsea.id}/pickup`);
    await page.getByRole('heading', { name: 'Pickup slots and limits' }).waitFor();
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    const text = async () => page.locator('main').innerText();
    const pickupText = await text();
    // The yearly blackout date --12-25 is listed in words; the page has no API names.
    expect(await page.locator('[data-date="--12-25"]').innerText()).toMatch(/^(25 December|December 25), every year$/);
    expect(pickupText).not.toMatch(/\bmonday\b|IANA|WGS 84|[Bb]reakpoint/);
    // Each day's slots are listed with that day's pickup windows.
    const settings = (await h.admin<PickupSettings>('GET', `/locations/${chelsea.id}/pickup-settings`)).body;
    const mondayWindow = `${settings.weekday_windows['monday'].min}–${settings.weekday_windows['monday'].max}`;
    const mondaySection = page.getByRole('button', { name: new RegExp(`^Monday · ${mondayWindow} · `) });
    await mondaySection.click();
    // A slot starting before the window: the API refuses it (rule slot_outside_window) and its message shows on the row.
    const slots = (await h.admin<{ slots: Slot[] }>('GET', `/locations/${chelsea.id}/pickup-slots`)).body.slots;
    const first = slots.findIndex((s) => s.day_of_week === 'monday');
    const bad = slots.map((s, i) => (i === first ? { ...s, available_from: '06:00' } : s));
    const refused = await h.admin<{ errors: { field: string; rule?: string; message: string }[] }>('PUT', `/locations/${chelsea.id}/pickup-slots`, {
      slots: bad,
    });
    expect(refused.status).toBe(400);
    const error = refused.body.errors.find((e) => e.field === `slots[${first}].available_from`);
    expect(error?.rule).toBe('slot_outside_window');
    await page.getByLabel('Monday slot 1 starts', { exact: true }).fill('06:00');
    const { saved } = await save(page);
    expect(saved).toBe(false);
    expect(await page.locator(`[data-slot="${first}"]`).innerText()).toContain(error?.message as string);
    expect((await h.admin<{ slots: Slot[] }>('GET', `/locations/${chelsea.id}/pickup-slots`)).body.slots).toEqual(slots);

    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('tab', { name: 'Local delivery' }).first().click();
    await page.getByRole('heading', { name: 'Where it delivers' }).waitFor();
    expect(await text()).not.toMatch(/within_max_radius|postal_code|useBreakpoint|\bmonday\b/);
    await page
      .getByRole('tab', { name: /^Preparation/ })
      .first()
      .click();
    await page.getByText('Different each day').first().waitFor();
    expect(await text()).not.toMatch(/[Bb]reakpoint|Own rule|\bmonday\b/);

    // Shop settings: enums as labels, shorter than before (about 2,650 px), rarely used settings behind "More settings".
    await page.getByRole('link', { name: 'Shop settings' }).click();
    await page.getByRole('heading', { name: 'Shipping', exact: true }).waitFor();
    await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
    const validation = page.getByLabel('How delivery addresses are checked');
    expect(await validation.locator('option').allInnerTexts()).toEqual([
      'Within each location’s delivery radius',
      'By the locations’ postal codes',
      'By the locations’ cities',
    ]);
    expect(await page.getByLabel('Pickup calendar dates for storefronts').count()).toBe(0);
    const height = await page.evaluate<number>('document.documentElement.scrollHeight');
    expect(height).toBeLessThan(1500);
    await settledAxe(page, 'shop settings');
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'Shop', exact: true }) })
      .getByRole('button', { name: 'More settings' })
      .click();
    await page.getByLabel('Pickup calendar dates for storefronts').waitFor();
    await settledAxe(page, 'shop settings, more');
    await page.close();

    // In French: weekdays and yearly dates in French, the words of the page too.
    const fr = await h.signedIn(h.tokens.bakery, `/locations/${chelsea.id}/pickup`);
    await fr.evaluate("localStorage.setItem('fulfil.console.locale', 'fr')");
    await fr.reload();
    await fr.getByText('25 décembre, chaque année').waitFor();
    expect(await fr.locator('main').innerText()).toMatch(/Lundi/);
    await settledAxe(fr, 'pickup in French');
    await fr.close();
  }, 120_000);

  it('stays within 768 px on Home, the shop settings, a location and its delivery tab', async () => {
    for (const path of ['/', '/shop', `/locations/${chelsea.id}`, `/locations/${chelsea.id}/delivery`, `/locations/${chelsea.id}/preparation`]) {
      const page = await h.signedIn(h.tokens.bakery, path, { width: 768 });
      await page.waitForFunction('!document.querySelector(\'[aria-label="Loading"]\')');
      // Each page's content: Home's setup guide, the others' forms.
      await page
        .locator(path === '/' ? 'main section' : 'main form')
        .first()
        .waitFor();
      await noSidewaysScroll(page);
      await settledAxe(page, `${path} at 768`);
      await page.close();
    }
  }, 300_000);
});
