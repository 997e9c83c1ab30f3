import { describeInBrowser } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';

/**
 * Every form of the console saves what it loaded without changing it: the body it builds
 * from the API's answer is accepted, and the block reads back the same (the conversions
 * between the API's shapes and the forms' lose nothing).
 */
describeInBrowser('merchant console forms')('merchant console forms round-trip the stored settings', () => {
  let h: ConsoleHarness;
  let id: number;
  beforeAll(async () => {
    h = await startConsoleHarness();
    id = (await h.admin<{ locations: { id: number }[] }>('GET', '/locations?q=chelsea')).body.locations[0].id;
  }, 120_000);
  afterAll(() => h?.close());

  const cases: { name?: string; page: () => string; heading: string; button?: string; reads: () => string[] }[] = [
    { page: () => '/', heading: 'Shop', reads: () => ['/shop'] },
    { page: () => '/', heading: 'Shipping', reads: () => ['/shipping'] },
    { name: 'Location details', page: () => `/locations/${id}`, heading: '', reads: () => [`/locations/${id}`] },
    { page: () => `/locations/${id}/pickup`, heading: 'Pickup days and windows', reads: () => [`/locations/${id}/pickup-settings`] },
    { page: () => `/locations/${id}/pickup`, heading: 'Pickup slots and limits', button: 'Save slots', reads: () => [`/locations/${id}/pickup-slots`] },
    { page: () => `/locations/${id}/delivery`, heading: 'Delivery', reads: () => [`/locations/${id}/delivery-settings`] },
    { page: () => `/locations/${id}/preparation`, heading: 'Delivery preparation', reads: () => [`/locations/${id}/preparation-times/delivery`] },
    { page: () => '/rules', heading: 'Shop-wide pickup preparation', reads: () => ['/preparation-times/pickup'] },
    { name: 'Own postal codes', page: () => '/postal-codes', heading: '', reads: () => ['/postal-codes'] },
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
      await scope.getByRole('button', { name: c.button ?? 'Save', exact: true }).click();
      const outcome = await scope
        .getByText(/^Saved\.$|^Not saved$/)
        .first()
        .innerText();
      if (outcome !== 'Saved.') throw new Error(`${c.page()} ${c.heading}: ${await scope.getByRole('alert').innerText()}`);
      const after = await Promise.all(c.reads().map(read));
      expect(after).toEqual(before);
      expect(JSON.stringify(before)).not.toBe('[{}]');
      await page.close();
    },
    60_000,
  );
});
