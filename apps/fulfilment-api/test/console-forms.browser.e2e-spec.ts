import type { Locator } from 'playwright-core';
import { describeInBrowser } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';

/**
 * Every form of the console saves what it loaded without changing it: the body it builds
 * from the API's answer is accepted, and the block reads back the same (the conversions
 * between the API's shapes and the forms' lose nothing). The page's save bar saves only
 * changed sections, so each case changes one field, saves, then Undo sends the block as
 * the form loaded it (components/save-page.tsx): the block must read back as before.
 */
describeInBrowser('merchant console forms')('merchant console forms round-trip the stored settings', () => {
  let h: ConsoleHarness;
  let id: number;
  beforeAll(async () => {
    h = await startConsoleHarness();
    id = (await h.admin<{ locations: { id: number }[] }>('GET', '/locations?q=chelsea')).body.locations[0].id;
  }, 120_000);
  afterAll(() => h?.close());

  /** Changes a number field to another value. */
  const otherNumber = async (input: Locator) => input.fill(String((await input.inputValue()) === '3' ? 4 : 3));
  /** Ticks or unticks a checkbox or switch (Mantine draws over the input). */
  const toggle = (input: Locator) => input.click({ force: true });
  const cases: { name?: string; page: () => string; heading: string; edit?: (scope: Locator) => Promise<void>; reads: () => string[] }[] = [
    { page: () => '/shop', heading: 'Shop', edit: (s) => otherNumber(s.locator('input[name="pickup.pagination_limit"]')), reads: () => ['/shop'] },
    { page: () => '/shop', heading: 'Shipping', reads: () => ['/shipping'] },
    { name: 'Location details', page: () => `/locations/${id}`, heading: '', reads: () => [`/locations/${id}`] },
    {
      page: () => `/locations/${id}/pickup`,
      heading: 'Pickup days and windows',
      edit: (s) => toggle(s.locator('input[name="limits_enabled"]')),
      reads: () => [`/locations/${id}/pickup-settings`],
    },
    {
      page: () => `/locations/${id}/pickup`,
      heading: 'Pickup slots and limits',
      edit: async (s) => {
        await s.getByRole('button', { name: /^Monday · / }).click();
        await otherNumber(s.getByLabel('Monday slot 1 limit (empty = no limit)', { exact: true }));
      },
      reads: () => [`/locations/${id}/pickup-slots`],
    },
    { page: () => `/locations/${id}/delivery`, heading: 'Delivery', reads: () => [`/locations/${id}/delivery-settings`] },
    {
      page: () => `/locations/${id}/preparation`,
      heading: 'Local delivery: preparation time',
      // The sentence's amount (components/preparation-sentence.tsx; "Monday: Preparation time" when different each day).
      edit: (s) => otherNumber(s.getByLabel(/Preparation time$/).first()),
      reads: () => [`/locations/${id}/preparation-times/delivery`],
    },
    {
      page: () => '/rules',
      heading: 'Preparation time for the whole shop',
      edit: (s) => otherNumber(s.getByLabel(/Preparation time$/).first()),
      reads: () => ['/preparation-times/pickup'],
    },
    {
      name: 'Own postal codes',
      page: () => '/postal-codes',
      heading: '',
      edit: async (s) => {
        // The demo shops have none: one is added (Undo puts the list back as loaded).
        await s.getByRole('button', { name: 'Add a code' }).click();
        await s.locator('input[name="postal_codes.0.postal_code"]').fill('10001');
        await s.locator('input[name="postal_codes.0.latitude"]').fill('40.7506');
        await s.locator('input[name="postal_codes.0.longitude"]').fill('-73.9972');
        await s.locator('input[name="postal_codes.0.country_code"]').fill('US');
      },
      reads: () => ['/postal-codes'],
    },
  ];

  /** A block as read, without `settings_version` (every write of the shop counts it up). */
  const read = async (path: string) => {
    const { settings_version: _v, ...body } = (await h.admin<Record<string, unknown>>('GET', path)).body;
    return body;
  };

  it.each(cases.map((c) => [c.name ?? c.heading, c] as const))(
    '%s',
    async (_name, c) => {
      const before = await Promise.all(c.reads().map(read));
      const page = await h.signedIn(h.tokens.bakery, c.page());
      const scope = c.heading ? page.locator('section', { has: page.getByRole('heading', { name: c.heading, exact: true }) }) : page.locator('main');
      await (c.edit ?? ((s) => toggle(s.locator('input[type="checkbox"]').first())))(scope);
      await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save', exact: true }).click();
      const outcome = await page
        .getByRole('status')
        .getByText(/^Saved\.$/)
        .or(scope.getByText(/^Not saved$/))
        .first()
        .innerText();
      if (outcome !== 'Saved.') throw new Error(`${c.page()} ${c.heading}: ${await scope.getByRole('alert').innerText()}`);
      expect(await Promise.all(c.reads().map(read))).not.toEqual(before);
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('status').getByText('Changes undone.').waitFor();
      const after = await Promise.all(c.reads().map(read));
      expect(after).toEqual(before);
      expect(JSON.stringify(before)).not.toBe('[{}]');
      await page.close();
    },
    60_000,
  );
});
