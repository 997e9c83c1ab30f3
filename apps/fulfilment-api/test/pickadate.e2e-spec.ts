/**
 * Real-client test: the JSON the running app serves for the demo stores, converted with
 * the widget adapter of @fulfil/scheduling (toPickadateDateOptions / toPickadateTimeOptions)
 * and fed to pickadate.js 3.6.4 (jQuery 3) in headless Chromium running in the store's
 * zone with its clock fixed at CLOCK_NOW. The rendered calendar must enable exactly the
 * days the app offers slots on (its slots endpoint, i.e. the engine), and the time list
 * exactly the app's slots. Skipped, with a printed reason, when /usr/bin/chromium is absent.
 *
 * The answers that carry pickadate arrays (the delivery and shipping calendars, and the
 * pickup calendar of a shop set to `storefront_compatibility.pickup_disabled_dates:
 * "arrays"`) are also fed to pickadate as the original service's storefronts feed them:
 * the answer's own `disabled` as `disable`, untouched. pickadate.js's own `disable`
 * handling must then agree day for day with @fulfil/calendar-format, the storefront
 * picker's reading.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { compileCalendar, parseIsoDay, type CalendarLike } from '@fulfil/calendar-format';
import { disabledDatesAs, isSelectableDate, shippingCalendar, toPickadateDateOptions, toPickadateTimeOptions } from '@fulfil/scheduling';
import type { DeliveryCalendar, PickadateDateOptions, PickadateTimeOptions, PickupCalendarRules, ShippingCalendar, ShippingSettings } from '@fulfil/scheduling';
import { BAKERY, CLOCK_NOW, demoFile, LONDON, Running, startApp } from './support';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = join(__dirname, '../../..');
const SCRIPTS = ['jquery/dist/jquery.js', 'pickadate/lib/picker.js', 'pickadate/lib/picker.date.js', 'pickadate/lib/picker.time.js'].map((p) =>
  join(ROOT, 'node_modules', p),
);
const skipReason = existsSync(CHROMIUM) ? null : `${CHROMIUM} not found (apt-get install chromium)`;
if (skipReason) process.stdout.write(`\n[fulfilment-api] pickadate browser test SKIPPED: ${skipReason}\n\n`);
const describeBrowser = skipReason ? describe.skip : describe;
const NOW = Date.parse(CLOCK_NOW);
/** A copy of the demo bakery whose pickup calendars send `disabled` dates as arrays. */
const ARRAYS_BAKERY = 'demo-bakery-arrays.myshopify.com';

type BakeryFile = {
  shop: Record<string, unknown>;
  shipping: { blackout_dates: string[] };
  locations: { external_id: string; pickup: { blackout_dates: string[] }; delivery: { blackouts: string[] } }[];
};

/**
 * The demo bakery with blackout dates in the months the tests render (its own fall in
 * the summer and the winter): at Chelsea Market for pickup and delivery, and for shipping.
 */
function bakeryWithBlackouts(): BakeryFile {
  const file = demoFile('demo-bakery') as BakeryFile;
  const chelsea = file.locations.find((l) => l.external_id === 'bakery-chelsea-market') as BakeryFile['locations'][number];
  chelsea.pickup.blackout_dates.push('2026-03-12', '2026-03-20', '2026-04-03', '2026-04-30');
  chelsea.delivery.blackouts.push('2026-03-13', '2026-03-31', '2026-04-30', '2026-05-01');
  file.shipping.blackout_dates.push('2026-03-17', '2026-04-03', '2026-05-05');
  return file;
}

/** {@link bakeryWithBlackouts} as another shop, set to `storefront_compatibility.pickup_disabled_dates: "arrays"`. */
function arraysBakery(): BakeryFile {
  const file = bakeryWithBlackouts();
  return { ...file, shop: { ...file.shop, domain: ARRAYS_BAKERY, storefront_origins: [], storefront_compatibility: { pickup_disabled_dates: 'arrays' } } };
}

/**
 * pickadate options straight from an answer, as a storefront of the original service
 * builds them: `disable` is the answer's own `disabled`, untouched; `min`/`max` become
 * `[y, zero-based m, d]` (pickadate takes no date strings), a null `maxDate` false.
 */
function rawOptions(cal: CalendarLike): PickadateDateOptions {
  const { min, max } = toPickadateDateOptions({ ...cal, disabled: [] });
  return { min, max, disable: cal.disabled as PickadateDateOptions['disable'] };
}

/** date -> selectable as @fulfil/calendar-format reads `cal`, for the dates of `rendered`. */
function formatReading(cal: CalendarLike, rendered: Record<string, boolean>): Record<string, boolean> {
  const compiled = compileCalendar(cal);
  return Object.fromEntries(Object.keys(rendered).map((date) => [date, compiled.selectable(parseIsoDay(date))]));
}

/** The dates of `disabled`, checked to be `[y, m, d]` arrays with a month of 0-11. */
function expectArrayDates(disabled: readonly unknown[]): void {
  const dates = disabled.filter((e) => e !== true && typeof e !== 'number');
  expect(dates.length).toBeGreaterThan(0);
  for (const e of dates) expect([e, Array.isArray(e) && e.length === 3 && e[1] >= 0 && e[1] <= 11]).toEqual([e, true]);
}

interface DomNode {
  getAttribute(name: string): string | null;
}
interface PickerApi {
  set(key: string, value: unknown, options?: unknown): void;
  get(key: string): { year: number; month: number };
  $root: { find(selector: string): { each(fn: (this: DomNode) => void): void } };
  stop(): void;
}
interface PageGlobals {
  jQuery(html: string): { appendTo(target: unknown): { pickadate(arg: unknown): PickerApi; pickatime(arg: unknown): PickerApi } };
  document: { body: unknown };
}

/** The months [year, zero-based month] from the month of `from`. */
function monthsFrom(from: string, count: number): [number, number][] {
  const [y, m] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => [y + Math.floor((m - 1 + i) / 12), (m - 1 + i) % 12]);
}

/** Renders the date picker month by month; date -> enabled, read from the DOM. */
function renderCalendar(page: Page, options: PickadateDateOptions & { firstDay?: boolean }, months: [number, number][]): Promise<Record<string, boolean>> {
  return page.evaluate(
    ({ options, months }) => {
      const g = globalThis as unknown as PageGlobals;
      const picker = g.jQuery('<input type="text">').appendTo(g.document.body).pickadate(options) as unknown as { pickadate(k: string): PickerApi };
      const api = picker.pickadate('picker');
      const out: Record<string, boolean> = {};
      for (const [y, m] of months) {
        api.set('view', [y, m, 1], { nav: true });
        api.$root.find('.picker__day--infocus[data-pick]').each(function () {
          const d = new Date(Number(this.getAttribute('data-pick')));
          out[`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`] =
            this.getAttribute('aria-disabled') !== 'true';
        });
      }
      api.stop();
      return out;
    },
    { options, months },
  );
}

/** Renders a time picker; the enabled items as HH:MM. */
function renderTimes(page: Page, options: PickadateTimeOptions): Promise<string[]> {
  return page.evaluate((options) => {
    const g = globalThis as unknown as PageGlobals;
    const picker = g.jQuery('<input type="text">').appendTo(g.document.body).pickatime(options) as unknown as { pickatime(k: string): PickerApi };
    const api = picker.pickatime('picker');
    const out: string[] = [];
    api.$root.find('.picker__list-item[data-pick]').each(function () {
      const minutes = Number(this.getAttribute('data-pick'));
      if (this.getAttribute('aria-disabled') !== 'true')
        out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
    });
    api.stop();
    return out;
  }, options);
}

describeBrowser('pickadate.js 3.6.4 in Chromium renders exactly what the running app serves', () => {
  let browser: Browser;
  let r: Running;
  let base: string;
  const get = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const post = <T>(path: string, body: unknown) =>
    get<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    r = await startApp('sqlite', { stores: [bakeryWithBlackouts(), demoFile('demo-london'), arraysBakery()] });
    await r.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(r.app.getHttpServer().address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await r?.close();
  });

  /** A page in the store's zone, clock fixed at CLOCK_NOW, pickadate loaded, no network. */
  async function storePage(timezoneId: string): Promise<Page> {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.clock.setFixedTime(new Date(NOW));
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    for (const path of SCRIPTS) await page.addScriptTag({ path });
    expect(await page.evaluate(() => Date.now())).toBe(NOW);
    return page;
  }

  const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(NOW);

  async function checkPickup(shop: string, externalId: string, firstDay: boolean, timeDates: number): Promise<void> {
    const list = await post<{ locations: { id: number; external_id: string }[] }>(`/v1.0/pickup/locations?shop=${shop}&limit=200`, {});
    const id = list.locations.find((l) => l.external_id === externalId)?.id as number;
    const cal = await post<PickupCalendarRules>(`/v1.0/pickup/locations/${id}/calendar?shop=${shop}`, { shoppingCart: [] });
    const page = await storePage(cal.timezone);
    const rendered = await renderCalendar(
      page,
      { ...toPickadateDateOptions(cal, { firstDay: firstDay ? 1 : 0 }), ...(firstDay ? { firstDay: true } : {}) },
      monthsFrom(today(cal.timezone), 2),
    );
    const slots: Record<string, { available_from: string }[]> = {};
    for (const date of Object.keys(rendered))
      slots[date] = date < today(cal.timezone) ? [] : await get(`/v1.0/pickup/locations/${id}/calendar/${date}?shop=${shop}`);
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, slots[date].length > 0])));
    const open = Object.keys(rendered).filter((d) => rendered[d]);
    expect(open[0]).toBe(cal.minDate);
    for (const date of open.slice(0, timeDates)) {
      expect([date, await renderTimes(page, toPickadateTimeOptions(slots[date], { interval: cal.interval }))]).toEqual([
        date,
        slots[date].map((s) => s.available_from),
      ]);
    }
    if (cal.minDateSlots) expect(cal.minDateSlots.map((s) => s.available_from)).toEqual(slots[cal.minDate as string].map((s) => s.available_from));
    await page.context().close();
  }

  it("pickup at the bakery's Chelsea Market (New York, slot rows with limits)", () => checkPickup(BAKERY, 'bakery-chelsea-market', false, 4), 120_000);

  it(
    "pickup at the bakery in Chicago (window + interval after today's preparation time)",
    () => checkPickup(BAKERY, 'bakery-milwaukee-public-market', false, 3),
    120_000,
  );

  it('pickup in London with a Monday-first picker (firstDay: 1)', async () => {
    const first = (await post<{ locations: { external_id: string }[] }>(`/v1.0/pickup/locations?shop=${LONDON}`, {})).locations[0].external_id;
    await checkPickup(LONDON, first, true, 2);
  }, 120_000);

  it('the shipping calendar of the bakery (cutoff, maximum date, weekdays, blackouts)', async () => {
    const cal = await get<ShippingCalendar>(`/v1.0/shipping/calendar?shop=${BAKERY}`);
    const settings = await get<{ shipping: ShippingSettings }>(`/v1.0/settings?shop=${BAKERY}`);
    expect(shippingCalendar({ shipping: settings.shipping, now: CLOCK_NOW })).toEqual(cal);
    const page = await storePage(cal.timezone);
    const rendered = await renderCalendar(page, toPickadateDateOptions(cal), monthsFrom(today(cal.timezone), 3));
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, isSelectableDate(cal, date)])));
    expect(Object.values(rendered).filter(Boolean).length).toBeGreaterThan(10);
    await page.context().close();
  }, 120_000);
  /** The location id of `externalId` in `shop`. */
  async function locationOf(shop: string, externalId: string): Promise<number> {
    const list = await post<{ locations: { id: number; external_id: string }[] }>(`/v1.0/pickup/locations?shop=${shop}&limit=200`, {});
    return list.locations.find((l) => l.external_id === externalId)?.id as number;
  }

  it("the delivery calendar's own disabled ([y, m, d] arrays) read by pickadate agrees with calendar-format and the times of each date", async () => {
    const id = await locationOf(BAKERY, 'bakery-chelsea-market');
    const cal = await post<DeliveryCalendar>(`/v1.0/delivery/locations/${id}/calendar?shop=${BAKERY}`, { shoppingCart: [] });
    expectArrayDates(cal.disabled);
    const page = await storePage(cal.timezone);
    const rendered = await renderCalendar(page, rawOptions(cal), monthsFrom(today(cal.timezone), 3));
    expect(rendered).toEqual(formatReading(cal, rendered));
    const times: Record<string, { available_from: string }[]> = {};
    for (const date of Object.keys(rendered))
      times[date] = date < today(cal.timezone) ? [] : await get(`/v1.0/delivery/locations/${id}/calendar/${date}?shop=${BAKERY}`);
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, times[date].length > 0])));
    expect(Object.keys(rendered).find((d) => rendered[d])).toBe(cal.minDate);
    expect([cal.datePickerEnabled, cal.timePickerEnabled]).toEqual([true, true]);
    expect(cal.minDateTime?.slice(11, 16)).toBe(times[cal.minDate as string][0].available_from);
    if (cal.minDateSlots) expect(cal.minDateSlots.map((s) => s.available_from)).toEqual(times[cal.minDate as string].map((s) => s.available_from));
    await page.context().close();
  }, 120_000);

  it("the shipping calendar's own disabled ([y, m, d] arrays) read by pickadate agrees with calendar-format", async () => {
    const cal = await get<ShippingCalendar>(`/v1.0/shipping/calendar?shop=${BAKERY}`);
    expectArrayDates(cal.disabled);
    const page = await storePage(cal.timezone);
    const rendered = await renderCalendar(page, rawOptions(cal), monthsFrom(today(cal.timezone), 3));
    expect(rendered).toEqual(formatReading(cal, rendered));
    expect(Object.values(rendered).filter(Boolean).length).toBeGreaterThan(10);
    await page.context().close();
  }, 120_000);

  it('a shop set to pickup_disabled_dates "arrays": the pickup calendar\'s own disabled read by pickadate agrees with calendar-format and the slots', async () => {
    const id = await locationOf(ARRAYS_BAKERY, 'bakery-chelsea-market');
    const cal = await post<PickupCalendarRules>(`/v1.0/pickup/locations/${id}/calendar?shop=${ARRAYS_BAKERY}`, { shoppingCart: [] });
    expectArrayDates(cal.disabled);
    // The same calendar as the demo bakery's, its dates as arrays.
    const original = await post<PickupCalendarRules>(`/v1.0/pickup/locations/${await locationOf(BAKERY, 'bakery-chelsea-market')}/calendar?shop=${BAKERY}`, {
      shoppingCart: [],
    });
    expect(original.disabled.some((e) => typeof e === 'string')).toBe(true);
    expect(cal).toEqual({ ...original, disabled: disabledDatesAs(original.disabled, 'arrays'), minDateSlots: cal.minDateSlots?.map((s) => ({ ...s })) });
    const page = await storePage(cal.timezone);
    const months = monthsFrom(today(cal.timezone), 2);
    const rendered = await renderCalendar(page, rawOptions(cal), months);
    expect(rendered).toEqual(formatReading(cal, rendered));
    const slots: Record<string, unknown[]> = {};
    for (const date of Object.keys(rendered))
      slots[date] = date < today(cal.timezone) ? [] : await get(`/v1.0/pickup/locations/${id}/calendar/${date}?shop=${ARRAYS_BAKERY}`);
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, slots[date].length > 0])));
    // The contract's strings, fed to pickadate raw, are skipped by it: the blackout dates would be offered.
    const unread = await renderCalendar(page, rawOptions(original), months);
    const blackouts = Object.keys(rendered).filter((d) => !rendered[d] && unread[d]);
    expect(blackouts.length).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);
});
