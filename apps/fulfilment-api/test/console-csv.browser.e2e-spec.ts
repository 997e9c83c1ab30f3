import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { ConsoleHarness, startConsoleHarness } from './console-harness';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

interface Hours {
  opens: string;
  closes: string;
  closed: boolean;
}
interface AdminLocation {
  id: number;
  external_id: string;
  company_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string | null;
  pickup_enabled: boolean;
  delivery_enabled: boolean;
  opening_hours: Partial<Record<(typeof WEEKDAYS)[number], Hours>>;
}

/** A CSV file's text from rows of cells, `;` between cells, with a byte-order mark (as a spreadsheet in a comma-decimal locale saves it). */
const semicolonCsv = (rows: string[][]) => '\uFEFF' + rows.map((r) => r.join(';')).join('\r\n') + '\r\n';

describeInBrowser('merchant console CSV import and export')('merchant console: locations as CSV, in Chromium against a live fulfilment-api', () => {
  let h: ConsoleHarness;
  beforeAll(async () => {
    h = await startConsoleHarness();
  }, 180_000);
  afterAll(() => h?.close());

  /** Every location of the bakery as the admin API lists it, in its order. */
  const listed = async () => {
    const all: AdminLocation[] = [];
    for (let page = 1; ; page++) {
      const { body } = await h.admin<{ total: number; locations: AdminLocation[] }>('GET', `/locations?page=${page}&per_page=200`);
      all.push(...body.locations);
      if (body.locations.length === 0 || all.length >= body.total) return all;
    }
  };
  const byExternalId = async (externalId: string) => (await listed()).find((l) => l.external_id === externalId);

  /** Chooses a file of `text` in the page's file input. */
  const chooseFile = async (page: Page, text: string, name = 'locations.csv') => {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
  };
  /** A preview row and one of its cells. */
  const row = (page: Page, n: number) => page.locator(`[data-testid="csv-preview"] tr[data-row="${n}"]`);
  const cell = (page: Page, n: number, column: string) => row(page, n).locator(`td[data-column="${column}"]`);

  it('exports every location as a CSV file (under the console CSP) that parses back to the locations the admin API lists', async () => {
    const page = await h.signedIn(h.tokens.bakery, '/locations/import', { enforceCsp: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export locations (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^locations-demo-bakery-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    for (const day of WEEKDAYS) expect(parsed.meta.fields).toEqual(expect.arrayContaining([`${day}_opens`, `${day}_closes`]));

    const locations = await listed();
    expect(locations.length).toBeGreaterThan(1);
    expect(parsed.data.map((r) => r['external_id'])).toEqual(locations.map((l) => l.external_id));
    for (const [i, l] of locations.entries()) {
      const r = parsed.data[i];
      expect({
        external_id: r['external_id'],
        company_name: r['company_name'],
        address_line_1: r['address_line_1'],
        address_line_2: r['address_line_2'] || null,
        city: r['city'],
        region: r['region'],
        postal_code: r['postal_code'],
        country: r['country'],
        latitude: Number(r['latitude']),
        longitude: Number(r['longitude']),
        timezone: r['timezone'] || null,
        pickup_enabled: r['pickup_enabled'] === 'true',
        delivery_enabled: r['delivery_enabled'] === 'true',
      }).toEqual({
        external_id: l.external_id,
        company_name: l.company_name,
        address_line_1: l.address_line_1,
        address_line_2: l.address_line_2,
        city: l.city,
        region: l.region,
        postal_code: l.postal_code,
        country: l.country,
        latitude: l.latitude,
        longitude: l.longitude,
        timezone: l.timezone,
        pickup_enabled: l.pickup_enabled,
        delivery_enabled: l.delivery_enabled,
      });
      for (const day of WEEKDAYS) {
        const hours = l.opening_hours[day];
        const open = hours && !hours.closed;
        expect([day, r[`${day}_opens`], r[`${day}_closes`]]).toEqual([day, open ? hours.opens : '', open ? hours.closes : '']);
      }
    }
    // Some weekday is closed somewhere in the demo shop, so the empty cells above were checked too.
    expect(locations.some((l) => WEEKDAYS.some((d) => !l.opening_hours[d] || l.opening_hours[d]?.closed))).toBe(true);
    await expect(page.getByTestId('exported').innerText()).resolves.toContain(`Exported ${locations.length} locations as ${download.suggestedFilename()}.`);
    await page.close();
  }, 120_000);

  it('previews 3 good and 3 bad rows with the problems on their cells, writes nothing until confirmed, then imports only the good ones', async () => {
    const chelsea = (await byExternalId('bakery-chelsea-market')) as AdminLocation;
    // Columns in an order of their own, `;` between cells, a BOM, a column the console does not know.
    const header = [
      'company_name',
      'external_id',
      'address_line_1',
      'city',
      'region',
      'postal_code',
      'country',
      'latitude',
      'longitude',
      'monday_opens',
      'monday_closes',
      'pickup_enabled',
      'notes',
    ];
    const csv = semicolonCsv([
      header,
      ['Chelsea Market (CSV)', 'bakery-chelsea-market', '75 9th Ave', 'New York', 'NY', '10011', 'US', '40.742414', '-74.00613', '06:30', '20:00', 'true', ''],
      ['CSV Bakery One', 'csv-new-1', '1 First St', 'Albany', 'NY', '12207', 'US', '42.6526', '-73.7562', '08:00', '18:00', 'false', 'x'],
      ['CSV Bakery Two', 'csv-new-2', '2 Second St', 'Buffalo', 'NY', '14202', 'US', '42,8864', '-78.8784', '9:00', '17:30', 'yes', ''],
      ['CSV Bad Time', 'csv-bad-time', '3 Third St', 'Ithaca', 'NY', '14850', 'US', '42.4440', '-76.5019', '9am', '17:00', 'true', ''],
      ['CSV Bad Latitude', 'csv-bad-latitude', '4 Fourth St', 'Utica', 'NY', '13501', 'US', '95', '-75.2327', '', '', 'true', ''],
      ['', 'csv-bad-name', '5 Fifth St', 'Troy', 'NY', '12180', 'US', '42.7284', '-73.6918', '10:00', '09:00', 'true', ''],
    ]);
    const page = await h.signedIn(h.tokens.bakery, '/locations/import');
    await chooseFile(page, csv);

    await expect(page.getByTestId('csv-summary').innerText()).resolves.toBe('New: 2 · Updates: 1 · With problems: 3');
    expect(await Promise.all([2, 3, 4, 5, 6, 7].map((n) => row(page, n).getAttribute('data-status')))).toEqual([
      'update',
      'new',
      'new',
      'error',
      'error',
      'error',
    ]);
    await expect(cell(page, 5, 'monday_opens').getAttribute('data-problem')).resolves.toBe('time');
    await expect(cell(page, 5, 'monday_opens').innerText()).resolves.toContain('Use a time like 09:00.');
    await expect(cell(page, 6, 'latitude').getAttribute('data-problem')).resolves.toBe('latitude_range');
    await expect(cell(page, 6, 'latitude').innerText()).resolves.toContain('Latitude goes from -90 to 90.');
    await expect(cell(page, 7, 'company_name').getAttribute('data-problem')).resolves.toBe('required');
    // Row 7 also closes before it opens on Monday: both problems of the row are on their cells.
    await expect(cell(page, 7, 'monday_closes').innerText()).resolves.toContain('Closes before it opens: use a time later than 10:00.');
    // The good rows' cells carry no problem; the unknown column is named as not used.
    expect(await page.locator('[data-testid="csv-preview"] tr[data-status="new"] td[data-problem], tr[data-status="update"] td[data-problem]').count()).toBe(0);
    await page.getByText('Columns not used: notes.').waitFor();
    await expect(page.getByRole('alert').filter({ hasText: 'Some rows have problems' }).isVisible()).resolves.toBe(true);

    // The browser's checks agree with the API's: it refuses the same cells for the same reasons.
    const base = {
      external_id: 'probe',
      company_name: 'Probe',
      address_line_1: '1 St',
      city: 'X',
      region: '',
      postal_code: '',
      country: 'US',
      latitude: 1,
      longitude: 1,
    };
    const refused = async (body: object) =>
      (await h.admin<{ errors: { field: string }[] }>('POST', '/locations', { ...base, ...body })).body.errors?.map((e) => e.field);
    expect(await refused({ opening_hours: { monday: { opens: '9am', closes: '17:00', closed: false } } })).toEqual(['opening_hours.monday.opens']);
    expect(await refused({ latitude: 95 })).toEqual(['latitude']);
    expect(await refused({ company_name: '' })).toEqual(['company_name']);
    expect(await refused({ opening_hours: { monday: { opens: '10:00', closes: '09:00', closed: false } } })).toEqual(['opening_hours.monday.closes']);

    // axe-core finds nothing on the preview, wide and narrow; nothing scrolls sideways but the table.
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      try {
        await expectNoAxeViolations(page);
      } catch (e) {
        throw new Error(`preview at ${width} px: ${(e as Error).message}`);
      }
      expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing was written by choosing the file.
    expect(await byExternalId('csv-new-1')).toBeUndefined();
    expect((await byExternalId('bakery-chelsea-market'))?.company_name).toBe(chelsea.company_name);

    await page.getByRole('button', { name: 'Import the 3 valid rows' }).click();
    const done = page.getByTestId('csv-done');
    await done.waitFor();
    await expect(done.innerText()).resolves.toContain('Created: 2 · Updated: 1 · Not imported: 0');
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe('csv-done');
    expect(await Promise.all([2, 3, 4, 5].map((n) => row(page, n).getAttribute('data-status')))).toEqual(['updated', 'created', 'created', 'error']);

    const updated = (await byExternalId('bakery-chelsea-market')) as AdminLocation;
    expect(updated.company_name).toBe('Chelsea Market (CSV)');
    expect(updated.opening_hours.monday).toEqual({ opens: '06:30', closes: '20:00', closed: false });
    // Weekdays the file has no columns for keep their hours; fields it has no column for are unchanged.
    expect(updated.opening_hours.tuesday).toEqual(chelsea.opening_hours.tuesday);
    expect([updated.delivery_enabled, updated.timezone, updated.id]).toEqual([chelsea.delivery_enabled, chelsea.timezone, chelsea.id]);

    const one = (await byExternalId('csv-new-1')) as AdminLocation;
    expect(one).toMatchObject({
      company_name: 'CSV Bakery One',
      city: 'Albany',
      latitude: 42.6526,
      longitude: -73.7562,
      pickup_enabled: false,
      address_line_2: null,
    });
    expect(one.opening_hours.monday).toEqual({ opens: '08:00', closes: '18:00', closed: false });
    expect(one.opening_hours.tuesday?.closed ?? true).toBe(true);
    const two = (await byExternalId('csv-new-2')) as AdminLocation;
    // `9:00` is read as 09:00, `42,8864` (decimal comma) as 42.8864, `yes` as true.
    expect(two).toMatchObject({ company_name: 'CSV Bakery Two', latitude: 42.8864, pickup_enabled: true });
    expect(two.opening_hours.monday).toEqual({ opens: '09:00', closes: '17:30', closed: false });
    for (const bad of ['csv-bad-time', 'csv-bad-latitude', 'csv-bad-name']) expect(await byExternalId(bad)).toBeUndefined();
    await page.close();
  }, 120_000);

  it("puts the API's refusal of a row on that row's cells, and refuses an external id repeated in the file on both rows", async () => {
    const page = await h.signedIn(h.tokens.bakery, '/locations/import');
    const header = 'external_id,company_name,address_line_1,city,region,postal_code,country,latitude,longitude,timezone';
    await page
      .getByLabel('Or paste the rows, the header row first')
      .fill(
        [
          header,
          'csv-zone,Zone Bakery,1 Zone St,Albany,NY,12207,US,42.65,-73.75,Mars/Olympus_Mons',
          'csv-twice,Twice A,1 A St,Albany,NY,12207,US,42.65,-73.75,',
          'csv-twice,Twice B,1 B St,Albany,NY,12207,US,42.65,-73.75,',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Check the pasted rows' }).click();
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
    expect(await Promise.all([2, 3, 4].map((n) => row(page, n).getAttribute('data-status')))).toEqual(['new', 'error', 'error']);
    await expect(cell(page, 3, 'external_id').innerText()).resolves.toContain('Row 4 has the same ID');
    await expect(cell(page, 4, 'external_id').innerText()).resolves.toContain('Row 3 has the same ID');

    await page.getByRole('button', { name: 'Import the 1 valid row' }).click();
    await page.getByTestId('csv-done').waitFor();
    await expect(row(page, 2).getAttribute('data-status')).resolves.toBe('failed');
    await expect(cell(page, 2, 'timezone').getAttribute('data-problem')).resolves.toBe('api');
    expect((await cell(page, 2, 'timezone').innerText()).length).toBeGreaterThan('Mars/Olympus_Mons'.length);
    expect(await byExternalId('csv-zone')).toBeUndefined();
    expect(await byExternalId('csv-twice')).toBeUndefined();
    await page.close();
  }, 120_000);

  it('speaks French on the CSV page and the other pages it translates, with axe-core finding nothing', async () => {
    const page = await h.signedIn(h.tokens.bakery, '/locations/import');
    await page.evaluate(() => localStorage.setItem('fulfil.console.locale', 'fr'));
    await page.reload();
    await page.getByRole('heading', { name: 'Importer un fichier CSV' }).waitFor();
    const header = 'external_id,company_name,address_line_1,city,region,postal_code,country,latitude,longitude,monday_opens,monday_closes';
    await page.locator('input[type="file"]').setInputFiles({
      name: 'fr.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\ncsv-fr,Boulangerie,1 rue,Paris,,75001,FR,48.86,2.34,9h,18:00\n`, 'utf8'),
    });
    await page.getByRole('heading', { name: 'Aperçu' }).waitFor();
    await expect(cell(page, 2, 'monday_opens').innerText()).resolves.toContain('Indiquez une heure comme 09:00.');
    await page.getByRole('columnheader', { name: 'Lundi : ouverture' }).waitFor();
    await expectNoAxeViolations(page);
    for (const [path, text] of [
      ['/tokens', 'Créer un jeton'],
      ['/store-file', 'Préparer le fichier de la boutique'],
      ['/postal-codes', 'Ajouter un code'],
      ['/platform', 'Connectez votre boutique Shopify'],
    ]) {
      await page.goto(`${h.app.url}/console${path}`);
      await page.getByText(text).first().waitFor();
      await page.waitForFunction('!document.querySelector(\'[aria-label="Chargement"], [aria-label="Loading"]\')');
      try {
        await expectNoAxeViolations(page);
      } catch (e) {
        throw new Error(`${path} in French: ${(e as Error).message}`);
      }
    }
    await page.close();
  }, 120_000);
});
