import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoAxeViolations } from '@fulfil/browser-testing';
import { signWebhook } from '../src/fulfilment/webhooks/hmac';
import { BAKERY, ConsoleHarness, startConsoleHarness } from './console-harness';

interface OrdersSlot {
  slot_id: number | null;
  from: string | null;
  until: string | null;
  limit: number | null;
  orders: number;
  remaining: number | null;
  full: boolean;
  listed: boolean;
}
interface OrdersAnswer {
  from: string;
  to: string;
  days: { date: string; weekday: string; methods: { method: string; offered: boolean; slots: OrdersSlot[] }[] }[];
}
interface PublicSlot {
  id: number | null;
  available_from: string;
  available_until: string;
  remaining: number | null;
  full?: true;
}

const DAY = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
/** The heading the day view shows for a date (English, as `dateLabel` of src/i18n.tsx writes it). */
const englishDate = (date: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describeInBrowser('merchant console orders')('merchant console: orders to prepare per day and slot', () => {
  let h: ConsoleHarness;
  let id: number;
  let today: string;
  /** A date a few days ahead whose pickup is offered with at least two limited slots (ids known). */
  let day: string;
  /** Another such date after it, closed (blackout) in the blackout test. */
  let closed: string;
  let limited: { id: number; limit: number }[];

  const orders = async (from: string, to: string) => {
    const res = await h.admin<OrdersAnswer>('GET', `/locations/${id}/orders?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** The pickup slots of a day the storefront lists with a limit and an id (an order webhook can name them). */
  const bookable = (d: OrdersAnswer['days'][number]) =>
    (d.methods.find((m) => m.method === 'pickup')?.slots ?? []).flatMap((s) =>
      s.listed && s.slot_id !== null && s.limit !== null ? [{ id: s.slot_id, limit: s.limit, full: s.full }] : [],
    );
  const publicSlots = (date: string) => h.publicApi<PublicSlot[]>('GET', `/v1.0/pickup/locations/${id}/calendar/${date}?include_full=true`);

  /** A signed `orders/create` webhook of the bakery with a customer and line items (what the day sheet shows). */
  const order = async (orderId: number, date: string, slotId: number, customer: [string, string], quantities: number[]) => {
    const attributes = { 'Checkout-Method': 'pickup', 'Pickup-Location-Id': String(id), 'Pickup-Date': date, 'Pickup-Slot-Id': String(slotId) };
    const raw = JSON.stringify({
      id: orderId,
      name: `#${orderId}`,
      updated_at: new Date().toISOString(),
      customer: { first_name: customer[0], last_name: customer[1] },
      line_items: quantities.map((quantity, i) => ({ id: orderId * 10 + i, title: `Item ${i + 1}`, quantity })),
      note_attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    });
    const res = await fetch(`${h.app.url}/v1.0/webhooks/orders/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Shop-Domain': BAKERY, 'X-Shopify-Hmac-Sha256': signWebhook(raw, 'demo-bakery-webhook-secret') },
      body: raw,
    });
    expect(res.status).toBe(200);
  };

  /** The Orders page of the Chelsea location (chosen in the searchable select) at `date`, in the day view. */
  const openDay = async (page: Page, date: string) => {
    const heading = page.getByRole('heading', { level: 2, name: englishDate(today) });
    await heading.waitFor();
    for (let i = 0; i < daysBetween(today, date); i++) await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('heading', { level: 2, name: englishDate(date) }).waitFor();
    await page.locator(`[data-testid="orders-day"][data-date="${date}"]`).waitFor();
  };

  /** Each pickup slot block of the day view: its times and the capacity sentence shown. */
  const shownSlots = (page: Page) =>
    page.locator('section[data-method="pickup"] [data-testid="slot"]').evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute('data-slot-id') ?? '',
        from: e.getAttribute('data-from') ?? '',
        until: e.getAttribute('data-until') ?? '',
        capacity: e.querySelector('[data-testid="slot-capacity"]')?.textContent ?? '',
      })),
    );

  beforeAll(async () => {
    h = await startConsoleHarness();
    id = (await h.admin<{ locations: { id: number }[] }>('GET', '/locations?q=chelsea')).body.locations[0].id;
    // Without a range the answer starts today in the location's zone (the server's clock).
    today = (await h.admin<OrdersAnswer>('GET', `/locations/${id}/orders`)).body.from;
    const ahead = await orders(addDays(today, 2), addDays(today, 20));
    const candidates = ahead.days.filter((d) => d.methods.some((m) => m.method === 'pickup' && m.offered) && bookable(d).filter((s) => !s.full).length >= 2);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    day = candidates[0].date;
    closed = candidates[1].date;
    limited = bookable(candidates[0]);
  }, 120_000);
  afterAll(() => h?.close());

  it('lists webhook orders in their slot with names and items; every "N left" is the public slot list\'s remaining; week view; axe at 1280 px', async () => {
    const [first, second] = limited;
    await order(9_300_001, day, first.id, ['Ada', 'Lovelace'], [2]);
    await order(9_300_002, day, first.id, ['Grace', 'Hopper'], [1, 2]);
    await order(9_300_003, day, second.id, ['Alan', 'Turing'], [1]);
    // The harness's own webhook: a name, no customer, no line items.
    expect(await h.pickupOrder(9_300_004, id, day, second.id)).toBe(200);
    // A checkout in progress holds a place too: the storefront's `remaining` counts it, and so must the page.
    const hold = await h.publicApi<{ id: number; status: string }>('POST', '/v1.0/reservations', {
      method: 'pickup',
      locationId: id,
      date: day,
      slotId: second.id,
    });
    expect(hold.status).toBe('held');

    const page = await h.signedIn(h.tokens.bakery, '/orders');
    // The searchable location select: typed, then chosen.
    const select = page.getByRole('combobox', { name: 'Location' });
    await select.waitFor();
    await select.fill('Chelsea');
    await page.getByRole('option', { name: /Chelsea Market/ }).click();
    // Today first: no orders yet, so the empty state with its action.
    await page.getByRole('heading', { level: 2, name: englishDate(today) }).waitFor();
    await page.getByTestId('orders-empty').getByRole('link', { name: 'Open the preview' }).waitFor();
    await expectNoAxeViolations(page);

    await openDay(page, day);
    expect(await page.getByTestId('orders-empty').count()).toBe(0);
    const firstBlock = page.locator(`section[data-method="pickup"] [data-testid="slot"][data-slot-id="${first.id}"]`);
    const rows = await firstBlock.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['#9300001', 'Ada Lovelace', '2'],
      ['#9300002', 'Grace Hopper', '3'],
    ]);
    const secondBlock = page.locator(`section[data-method="pickup"] [data-testid="slot"][data-slot-id="${second.id}"]`);
    expect(await secondBlock.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)))).toEqual([
      ['#9300003', 'Alan Turing', '1'],
      ['#9300004', '—', '—'],
    ]);

    // The picker's numbers: each slot the storefront lists shows its `remaining` as "N left",
    // "Full", or "No limit"; no other slot shows a "left".
    const publicList = await publicSlots(day);
    const shown = await shownSlots(page);
    expect(publicList.find((s) => s.id === first.id)?.remaining).toBe(first.limit - 2);
    expect(publicList.find((s) => s.id === second.id)?.remaining).toBe(second.limit - 3);
    await secondBlock.getByText('1 held at checkout').waitFor();
    for (const p of publicList) {
      const s = shown.find((x) => x.from === p.available_from && x.until === p.available_until);
      expect({ slot: p.available_from, shown: s !== undefined }).toEqual({ slot: p.available_from, shown: true });
      const expected = p.full ? /^Full/ : p.remaining === null ? /^No limit · \d+ booked/ : new RegExp(`^\\d+ of \\d+ booked · ${p.remaining} left`);
      expect({ slot: p.available_from, capacity: s?.capacity }).toEqual({ slot: p.available_from, capacity: expect.stringMatching(expected) });
    }
    const withLeft = shown.filter((s) => /\d+ left/.test(s.capacity));
    expect(withLeft.length).toBe(publicList.filter((p) => !p.full && p.remaining !== null).length);

    // The week: the day's pickup holds the 4 orders; its row opens the day again.
    await page.getByText('Week', { exact: true }).click();
    const row = page.locator(`[data-testid="orders-week"] tr[data-date="${day}"]`);
    await row.locator('td[data-method="pickup"]').getByText('Orders: 4').waitFor();
    await expectNoAxeViolations(page);
    await row.getByRole('button').click();
    await page.getByRole('heading', { level: 2, name: englishDate(day) }).waitFor();
    await page.close();
  }, 90_000);

  it('marks a closed (blackout) date "Not offered to shoppers" with no "left", keeping its orders in view', async () => {
    const [slot] = bookable((await orders(closed, closed)).days[0]);
    await order(9_300_010, closed, slot.id, ['Katherine', 'Johnson'], [4]);
    const settings = (await h.admin<{ blackout_dates: string[] }>('GET', `/locations/${id}/pickup-settings`)).body;
    const put = await h.admin('PUT', `/locations/${id}/pickup-settings`, { ...settings, blackout_dates: [...settings.blackout_dates, closed] });
    expect(put.status).toBe(200);
    try {
      const page = await h.signedIn(h.tokens.bakery, '/orders');
      await openDay(page, closed);
      const pickup = page.locator('section[data-method="pickup"]');
      expect(await pickup.getAttribute('data-offered')).toBe('false');
      await pickup.getByTestId('not-offered').getByText('Not offered to shoppers').waitFor();
      expect(await pickup.innerText()).not.toMatch(/\bleft\b/);
      await pickup.getByRole('cell', { name: 'Katherine Johnson' }).waitFor();
      // The storefront agrees: nothing to book that day.
      expect(await publicSlots(closed)).toEqual([]);
      await expectNoAxeViolations(page);
      // In French (the language kept by src/i18n.tsx), at the same address: the date and the words translated.
      await page.evaluate("localStorage.setItem('fulfil.console.locale', 'fr')");
      await page.reload();
      const french = new Intl.DateTimeFormat('fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${closed}T00:00:00Z`),
      );
      await page.getByRole('heading', { level: 2, name: french }).waitFor();
      await page.locator('section[data-method="pickup"]').getByTestId('not-offered').getByText('Non proposé aux clients').waitFor();
      await page.getByRole('heading', { level: 3, name: 'Retrait' }).waitFor();
      await page.close();
    } finally {
      expect((await h.admin('PUT', `/locations/${id}/pickup-settings`, settings)).status).toBe(200);
    }
  }, 60_000);

  it('opens the day sheet from the keyboard: one table per slot with a tick column, only the sheet on paper, focus back after', async () => {
    const page = await h.signedIn(h.tokens.bakery, '/orders');
    await openDay(page, day);
    const expected = await orders(day, day);
    const slotCount = expected.days[0].methods.reduce((n, m) => n + m.slots.length, 0);
    await page.getByRole('button', { name: 'Print day sheet' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('day-sheet');
    await sheet.waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined')).toMatch(/^Day sheet: .*Chelsea Market/);
    expect(await sheet.getAttribute('data-date')).toBe(day);
    expect(await sheet.getByTestId('sheet-slot').count()).toBe(slotCount);
    const ticks = sheet.getByRole('checkbox', { name: /^#930000\d done$/ });
    expect(await ticks.count()).toBe(4);
    await sheet.getByRole('checkbox', { name: '#9300001 done' }).check();
    await expectNoAxeViolations(page);

    // On paper: the sheet alone (no navigation, title or buttons).
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    expect(await sheet.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sheet.getByRole('table').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await sheet.getByRole('button', { name: 'Back to orders' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('orders-day').waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined')).toBe('Print day sheet');
    await page.close();
  }, 60_000);

  it("works in a location's Orders tab at 768 px: no sideways scrolling, axe clean in day and week views", async () => {
    const page = await h.signedIn(h.tokens.bakery, `/locations/${id}/capacity`, { width: 768 });
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: englishDate(today) }).waitFor();
    const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The tab's panel (this page's part; the location page around it is checked by console.browser.e2e-spec.ts).
    await expectNoAxeViolations(page, '[role="tabpanel"]');
    await openDay(page, day);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByText('Week', { exact: true }).click();
    await page.getByTestId('orders-week').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '[role="tabpanel"]');
    // The address keeps the view and the date: reloaded, the tab opens the same week.
    expect(new URL(page.url()).search).toBe(`?view=week&date=${day}`);
    await page.reload();
    await page.locator(`[data-testid="orders-week"] tr[data-date="${day}"]`).waitFor();
    await page.close();
  }, 60_000);
});
