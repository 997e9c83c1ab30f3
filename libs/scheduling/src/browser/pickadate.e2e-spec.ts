/**
 * Real-client test: the engine's calendars fed to pickadate.js 3.6.4 (with jQuery 3) in
 * headless Chromium, through the same adapter the storefront widget uses
 * (toPickadateDateOptions / toPickadateTimeOptions). The browser runs in the store's zone
 * with its clock fixed at "now"; the rendered calendar (which applies min/max also in
 * allow-list mode) must enable exactly the engine's selectable days for every date of the
 * next months, and the time list must offer exactly the engine's slots.
 *
 * The calendars that carry pickadate arrays (delivery, shipping, and pickup with
 * `disabledDates: 'arrays'`) are also fed to pickadate exactly as a storefront of the
 * original service does: the answer's own `disabled` as `disable`, untouched (only
 * `minDate`/`maxDate` become arrays, as pickadate takes no date strings). pickadate's own
 * `disable` handling must then agree day for day with @fulfil/calendar-format's reading.
 *
 * Skipped, with a printed message, when /usr/bin/chromium is absent or SCHEDULING_SKIP_BROWSER=1
 * (the second, TZ=America/Los_Angeles pass of the test target sets it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { IANAZone } from 'luxon';
import { chromium, type Browser, type Page } from 'playwright-core';
import { compileCalendar, parseIsoDay, type CalendarLike } from '@fulfil/calendar-format';
import {
  deliveryCalendar,
  deliveryTimesForDate,
  isSelectableDate,
  pickupCalendar,
  pickupSlotsForDate,
  shippingCalendar,
  toPickadateDateOptions,
  toPickadateTimeOptions,
  UsageIndex,
  type DeliveryInput,
  type DeliverySettings,
  type PickadateDateOptions,
  type PickadateTimeOptions,
  type PickupInput,
  type PickupSlot,
  type ShippingSettings,
} from '../index';
import { ALL_DAYS, dayRule, days, generalPrep, hours, pickupRules, windows } from '../../test/fixtures';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = join(__dirname, '../../../..');
const SCRIPTS = [
  'node_modules/jquery/dist/jquery.js',
  'node_modules/pickadate/lib/picker.js',
  'node_modules/pickadate/lib/picker.date.js',
  'node_modules/pickadate/lib/picker.time.js',
].map((p) => join(ROOT, p));
const skipReason =
  process.env.SCHEDULING_SKIP_BROWSER === '1'
    ? 'SCHEDULING_SKIP_BROWSER=1 (browser test runs in the first test pass only)'
    : !existsSync(CHROMIUM)
      ? `${CHROMIUM} not found (apt-get install chromium)`
      : null;
if (skipReason) process.stdout.write(`\n[scheduling] pickadate browser test SKIPPED: ${skipReason}\n\n`);
const describeBrowser = skipReason ? describe.skip : describe;

const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The months [year, zero-based month] starting at the month of `from`. */
function monthsFrom(from: string, count: number): Array<[number, number]> {
  const [y, m] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => [y + Math.floor((m - 1 + i) / 12), (m - 1 + i) % 12]);
}

/**
 * pickadate options straight from a calendar answer, as a storefront of the original
 * service builds them: `disable` is the answer's own `disabled`, untouched; `min`/`max`
 * become `[y, zero-based m, d]` (pickadate takes no date strings), a null `maxDate` false.
 */
function rawOptions(cal: CalendarLike): PickadateDateOptions {
  const { min, max } = toPickadateDateOptions({ ...cal, disabled: [] });
  return { min, max, disable: cal.disabled as PickadateDateOptions['disable'] };
}

/** date -> selectable by @fulfil/calendar-format (the picker's reading), for the dates of `rendered`. */
function formatReading(cal: CalendarLike, rendered: Record<string, boolean>): Record<string, boolean> {
  const compiled = compileCalendar(cal);
  return Object.fromEntries(Object.keys(rendered).map((date) => [date, compiled.selectable(parseIsoDay(date))]));
}

/*
 * The callbacks below run inside the page. The library compiles without DOM typings, so the
 * few browser objects they touch are typed locally through `globalThis`.
 */
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

/** Renders the date picker for each month and returns date -> enabled, read from the DOM. */
async function renderCalendar(
  page: Page,
  options: PickadateDateOptions & { firstDay?: boolean },
  months: Array<[number, number]>,
): Promise<Record<string, boolean>> {
  return page.evaluate(
    ({ options, months }) => {
      const g = globalThis as unknown as PageGlobals;
      const $input = g.jQuery('<input type="text">').appendTo(g.document.body);
      $input.pickadate(options);
      const picker = $input.pickadate('picker');
      const out: Record<string, boolean> = {};
      for (const [y, m] of months) {
        picker.set('view', [y, m, 1], { nav: true });
        const view = picker.get('view');
        if (view.year !== y || view.month !== m) throw new Error(`pickadate showed ${view.year}-${view.month} instead of ${y}-${m}`);
        picker.$root.find('.picker__day--infocus[data-pick]').each(function () {
          const d = new Date(Number(this.getAttribute('data-pick')));
          const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
          out[key] = this.getAttribute('aria-disabled') !== 'true';
        });
      }
      picker.stop();
      return out;
    },
    { options, months },
  );
}

/** Renders a time picker and returns the enabled items as HH:MM. */
async function renderTimes(page: Page, options: PickadateTimeOptions): Promise<string[]> {
  return page.evaluate((options) => {
    const g = globalThis as unknown as PageGlobals;
    const $input = g.jQuery('<input type="text">').appendTo(g.document.body);
    $input.pickatime(options);
    const picker = $input.pickatime('picker');
    const out: string[] = [];
    picker.$root.find('.picker__list-item[data-pick]').each(function () {
      const minutes = Number(this.getAttribute('data-pick'));
      if (this.getAttribute('aria-disabled') !== 'true')
        out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
    });
    picker.stop();
    return out;
  }, options);
}

describeBrowser('pickadate.js 3.6.4 in headless Chromium renders exactly the engine rules', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** A page in the store's zone with its clock fixed at now, pickadate loaded, no network. */
  async function storePage(timezoneId: string, nowMs: number): Promise<Page> {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.clock.setFixedTime(new Date(nowMs));
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    for (const path of SCRIPTS) await page.addScriptTag({ path });
    // Chromium may report a legacy alias (Asia/Calcutta), so compare the offset in force.
    // `0 -`, not unary minus: a UTC+0 zone (London in winter) would give -0, which toBe tells from 0.
    expect(await page.evaluate(() => 0 - new Date().getTimezoneOffset())).toBe(IANAZone.create(timezoneId).offset(nowMs));
    expect(await page.evaluate(() => Date.now())).toBe(nowMs);
    return page;
  }

  /** Engine truth for pickup: a date is selectable when it has at least one available slot. */
  async function checkPickup(input: PickupInput, months: number, timeDates: string[], firstDay = false): Promise<void> {
    const nowMs = Date.parse(String(input.now));
    const cal = pickupCalendar(input);
    const page = await storePage(input.rules.timezone, nowMs);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: input.rules.timezone }).format(nowMs);
    const rendered = await renderCalendar(
      page,
      { ...toPickadateDateOptions(cal, { firstDay: firstDay ? 1 : 0 }), ...(firstDay ? { firstDay: true } : {}) },
      monthsFrom(today, months),
    );
    const expected = Object.fromEntries(Object.keys(rendered).map((date) => [date, date >= today && pickupSlotsForDate(input, date).length > 0]));
    expect(rendered).toEqual(expected);
    expect(Object.values(rendered).filter(Boolean).length).toBeGreaterThan(0);
    for (const date of [cal.minDate as string, ...timeDates]) {
      const slots = pickupSlotsForDate(input, date);
      expect([date, await renderTimes(page, toPickadateTimeOptions(slots, { interval: input.rules.intervalMinutes }))]).toEqual([
        date,
        slots.map((s) => s.available_from),
      ]);
    }
    await page.context().close();
  }

  it('pickup, blocklist, America/New_York across spring-forward: breakpoint, products, blackouts, limits, a gap-only Sunday', async () => {
    const wednesdayRows: PickupSlot[] = ['09:00', '10:00', '11:00'].map((from, i) => ({
      id: 50 + i,
      location_id: 1,
      day_of_week: 'wednesday',
      available_from: from,
      available_until: `${String(10 + i).padStart(2, '0')}:00`,
      limited: true,
      limit: 2,
    }));
    const rules = pickupRules({
      timezone: 'America/New_York',
      weekdayWindows: {
        ...windows(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
        saturday: { min: '10:00', max: '14:00' },
        sunday: { min: '02:00', max: '03:30' },
      },
      intervalMinutes: 30,
      blackoutDates: ['2025-02-24', '2025-03-17', '2025-04-18', '--05-26'],
      limitsEnabled: true,
      slots: wednesdayRows,
    });
    const usage = UsageIndex.fromCounts([
      ...[50, 51, 52].map((slotId) => ({ locationId: 1, date: '2025-03-05', slotId, count: 2 })), // full Wednesday
      { locationId: 1, date: '2025-03-12', slotId: 51, count: 2 }, // one full slot
    ]);
    const preparation = generalPrep(dayRule(hours(3), days(1), '14:00'), ALL_DAYS, [
      { product_external_id: '77', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' },
    ]);
    const input: PickupInput = { rules, preparation, cart: [{ variant_id: 1, product_id: 77, quantity: 1 }], now: '2025-02-20T19:37:00.000Z', usage };
    await checkPickup(input, 4, ['2025-03-09', '2025-03-12', '2025-03-16', '2025-03-15']);
  }, 60_000);

  it('pickup, allow-list with maxDate, Europe/London across fall-back: min and max still applied', async () => {
    const rules = pickupRules({
      weekdayWindows: windows(ALL_DAYS, '00:00', '03:00'),
      intervalMinutes: 20,
      allowListMode: true,
      allowedWeekdays: ['saturday'],
      blackoutDates: ['2025-10-14', '2025-10-21', '2025-10-23', '2025-10-26', '2025-11-04', '2025-11-27', '2025-12-24'],
      futureOrderWindowDays: 40,
    });
    const input: PickupInput = { rules, preparation: generalPrep(dayRule(days(1))), now: '2025-10-20T12:00:00.000Z' };
    expect(pickupCalendar(input).disabled[0]).toBe(true);
    await checkPickup(input, 3, ['2025-10-26', '2025-10-25']);
  }, 60_000);

  it('pickup, Australia/Sydney, Monday-first picker (firstDay: 1) with converted weekday integers', async () => {
    const rules = pickupRules({
      timezone: 'Australia/Sydney',
      weekdayWindows: windows(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '08:00', '20:00'),
      blackoutDates: ['2025-04-25'],
    });
    await checkPickup({ rules, preparation: generalPrep(dayRule(hours(3))), now: '2025-04-05T20:30:00.000Z' }, 4, ['2025-04-08'], true);
  }, 60_000);

  it('delivery with flip_blackout_dates, America/Los_Angeles: only the listed dates, per-weekday blackouts removed', async () => {
    const rule = (wd: 'monday' | 'wednesday' | 'friday', id: number) => ({
      blackout_dates: wd === 'wednesday' ? ['2025-07-16'] : [],
      breakpoint: '11:00',
      useBreakpoint: true,
      before: days(0),
      after: days(1),
      slots: {
        enabled: true,
        slots: [
          { id, day_of_week: wd, from: '12:00', until: '14:00', limited: false, limit: 0 },
          { id: id + 1, day_of_week: wd, from: '16:00', until: '18:00', limited: true, limit: 1 },
        ],
      },
    });
    const blackouts = Array.from({ length: 90 }, (_, i) => plusDays('2025-07-01', i)).filter((_, i) => i % 3 !== 1);
    const delivery: DeliverySettings = {
      flip_blackout_dates: true,
      blackouts,
      monday: rule('monday', 10),
      wednesday: rule('wednesday', 20),
      friday: rule('friday', 30),
    };
    const usage = UsageIndex.fromCounts([{ locationId: 5, date: '2025-07-18', slotId: 31, count: 1 }]);
    const input: DeliveryInput = { locationId: 5, timezone: 'America/Los_Angeles', delivery, now: '2025-07-07T19:00:00.000Z', usage };
    const cal = deliveryCalendar(input);
    const page = await storePage('America/Los_Angeles', Date.parse('2025-07-07T19:00:00.000Z'));
    const rendered = await renderCalendar(page, toPickadateDateOptions(cal), monthsFrom('2025-07-07', 3));
    expect(rendered).toEqual(
      Object.fromEntries(Object.keys(rendered).map((date) => [date, date >= '2025-07-07' && deliveryTimesForDate(input, date).length > 0])),
    );
    for (const date of ['2025-07-18', '2025-07-21']) {
      const times = deliveryTimesForDate(input, date);
      expect(await renderTimes(page, toPickadateTimeOptions(times, { interval: 240 }))).toEqual(times.map((t) => t.available_from));
    }
    await page.context().close();
  }, 60_000);

  it('shipping, Asia/Kolkata (UTC+05:30): months maximum, cutoff, blackouts and a full day', async () => {
    const shipping = {
      timezone: 'Asia/Kolkata',
      blackout_dates: ['2025-01-26', '2025-03-14', '2025-02-03'],
      preparation_time: {
        enabled: true,
        ...Object.fromEntries(ALL_DAYS.map((wd) => [wd, { value: 1, format: 'days', cutoff_time: { enabled: true, time: '15:00', value: 2 } }])),
      },
      maximum_date: { enabled: true, metric: 'months', value: 2 },
      order_limits: { enabled: true, tuesday: 3 },
      ...Object.fromEntries(ALL_DAYS.map((wd) => [`${wd}_enabled`, wd !== 'sunday'])),
    } as unknown as ShippingSettings;
    const now = '2025-01-20T09:45:00.000Z'; // 15:15 IST Monday: after the cutoff
    const input = { shipping, now, usage: UsageIndex.fromCounts([{ locationId: null, date: '2025-01-28', slotId: null, count: 3 }]) };
    const cal = shippingCalendar(input);
    expect([cal.minDate, cal.maxDate]).toEqual(['2025-01-22', '2025-03-20']);
    const page = await storePage('Asia/Kolkata', Date.parse(now));
    const rendered = await renderCalendar(page, toPickadateDateOptions(cal), monthsFrom('2025-01-20', 3));
    const truth = (date: string) => {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return date >= '2025-01-22' && date <= '2025-03-20' && weekday !== 0 && !shipping.blackout_dates.includes(date) && date !== '2025-01-28';
    };
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, truth(date)])));
    expect(Object.keys(rendered).every((date) => rendered[date] === isSelectableDate(cal, date))).toBe(true);
    await page.context().close();
  }, 60_000);
  it("delivery answer's own disabled ([y, m, d] arrays) read by pickadate: Europe/London across the year end, blackouts, per-weekday blackouts, a full day", async () => {
    const rule = (wd: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday', id: number) => ({
      blackout_dates: wd === 'tuesday' ? ['2026-01-06', '2026-01-07'] : [],
      breakpoint: '14:00',
      useBreakpoint: true,
      before: days(1),
      after: days(2),
      slots: {
        enabled: true,
        slots: [
          { id, day_of_week: wd, from: '09:00', until: '12:00', limited: true, limit: 1 },
          { id: id + 1, day_of_week: wd, from: '13:00', until: '17:30', limited: true, limit: 1 },
        ],
      },
    });
    const delivery: DeliverySettings = {
      flip_blackout_dates: false,
      blackouts: ['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01', '2026-02-02'],
      monday: rule('monday', 10),
      tuesday: rule('tuesday', 20),
      wednesday: rule('wednesday', 30),
      thursday: rule('thursday', 40),
      friday: rule('friday', 50),
      saturday: rule('saturday', 60),
    };
    const now = '2025-12-15T15:00:00.000Z'; // Monday 15:00 GMT: after the cutoff, +2 days
    const usage = UsageIndex.fromCounts([
      { locationId: 7, date: '2025-12-19', slotId: 50, count: 1 },
      { locationId: 7, date: '2025-12-19', slotId: 51, count: 1 }, // Friday 19 December full
      { locationId: 7, date: '2026-01-08', slotId: 40, count: 1 }, // one slot full: still offered
    ]);
    const input: DeliveryInput = { locationId: 7, timezone: 'Europe/London', delivery, now, usage };
    const cal = deliveryCalendar(input);
    expect(cal.disabled.filter((e) => typeof e === 'string')).toEqual([]);
    expect(cal.disabled).toEqual(expect.arrayContaining([1, [2025, 11, 25], [2026, 0, 1], [2025, 11, 19], [2026, 0, 6]]));
    const page = await storePage('Europe/London', Date.parse(now));
    const rendered = await renderCalendar(page, rawOptions(cal), monthsFrom('2025-12-15', 3));
    expect(rendered).toEqual(formatReading(cal, rendered));
    expect(rendered).toEqual(
      Object.fromEntries(Object.keys(rendered).map((date) => [date, date >= '2025-12-15' && deliveryTimesForDate(input, date).length > 0])),
    );
    expect(Object.values(rendered).filter(Boolean).length).toBeGreaterThan(40);
    await page.context().close();
  }, 60_000);

  it("delivery answer's own disabled with flip_blackout_dates (leading true, [y, m, d] arrays) and a Monday-first picker", async () => {
    const rule = (wd: 'tuesday' | 'thursday' | 'saturday', id: number) => ({
      blackout_dates: [],
      breakpoint: '00:00',
      useBreakpoint: false,
      before: hours(2),
      after: hours(2),
      slots: { enabled: wd !== 'saturday', slots: wd === 'saturday' ? [] : [{ id, day_of_week: wd, from: '10:00', until: '14:00', limited: false, limit: 0 }] },
    });
    const delivery: DeliverySettings = {
      flip_blackout_dates: true,
      blackouts: ['2026-02-24', '2026-02-26', '2026-02-28', '2026-03-03', '2026-03-10', '2026-03-14', '2026-03-31', '2026-04-02', '2026-04-07'],
      tuesday: rule('tuesday', 1),
      thursday: rule('thursday', 2),
      saturday: rule('saturday', 3),
    };
    const now = '2026-02-24T12:00:00.000Z'; // Tuesday 13:00 in Berlin
    const input: DeliveryInput = { locationId: 8, timezone: 'Europe/Berlin', delivery, now };
    const cal = deliveryCalendar(input);
    expect(cal.disabled[0]).toBe(true);
    const page = await storePage('Europe/Berlin', Date.parse(now));
    // A Monday-first pickadate reads weekday integers as 1 = Monday: this answer has none, so its `disabled` goes in untouched.
    expect(cal.disabled.some((e) => typeof e === 'number')).toBe(false);
    const rendered = await renderCalendar(page, { ...rawOptions(cal), firstDay: true }, monthsFrom('2026-02-24', 3));
    expect(rendered).toEqual(formatReading(cal, rendered));
    expect(Object.keys(rendered).filter((d) => rendered[d])).toEqual([
      '2026-02-26',
      '2026-02-28',
      '2026-03-03',
      '2026-03-10',
      '2026-03-14',
      '2026-03-31',
      '2026-04-02',
      '2026-04-07',
    ]);
    await page.context().close();
  }, 60_000);

  it("shipping answer's own disabled ([y, m, d] arrays) read by pickadate: America/Los_Angeles across the year end, weekdays, a full day, maxDate", async () => {
    const shipping = {
      timezone: 'America/Los_Angeles',
      blackout_dates: ['2025-12-25', '2026-01-01', '2026-01-19', '--07-04'],
      preparation_time: {
        enabled: true,
        ...Object.fromEntries(ALL_DAYS.map((wd) => [wd, { value: 1, format: 'days', cutoff_time: { enabled: false, time: '00:00', value: 0 } }])),
      },
      maximum_date: { enabled: true, metric: 'weeks', value: 8 },
      order_limits: { enabled: true, wednesday: 2 },
      ...Object.fromEntries(ALL_DAYS.map((wd) => [`${wd}_enabled`, wd !== 'sunday' && wd !== 'saturday'])),
    } as unknown as ShippingSettings;
    const now = '2025-12-20T20:00:00.000Z'; // Saturday 12:00 PST
    const input = { shipping, now, usage: UsageIndex.fromCounts([{ locationId: null, date: '2025-12-31', slotId: null, count: 2 }]) };
    const cal = shippingCalendar(input);
    expect(cal.disabled).toEqual(expect.arrayContaining([1, 7, [2025, 11, 25], [2025, 11, 31], [2026, 0, 1], [2026, 0, 19]]));
    const page = await storePage('America/Los_Angeles', Date.parse(now));
    const rendered = await renderCalendar(page, rawOptions(cal), monthsFrom('2025-12-20', 3));
    expect(rendered).toEqual(formatReading(cal, rendered));
    const truth = (date: string) => {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return (
        date >= '2025-12-22' &&
        date <= '2026-02-14' &&
        weekday !== 0 &&
        weekday !== 6 &&
        !['2025-12-25', '2025-12-31', '2026-01-01', '2026-01-19'].includes(date)
      );
    };
    expect(rendered).toEqual(Object.fromEntries(Object.keys(rendered).map((date) => [date, truth(date)])));
    await page.context().close();
  }, 60_000);

  it("pickup with disabledDates 'arrays': pickadate reads the answer's own disabled; the contract's strings fed raw are ignored by pickadate", async () => {
    const rules = pickupRules({
      timezone: 'America/Chicago',
      weekdayWindows: windows(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '08:00', '12:00'),
      blackoutDates: ['2025-12-24', '2025-12-25', '2026-01-01', '2026-01-02', '--02-14'],
      limitsEnabled: true,
      slots: [],
    });
    const now = '2025-12-19T16:00:00.000Z';
    const strings = pickupCalendar({ rules, now });
    const arrays = pickupCalendar({ rules, now, disabledDates: 'arrays' });
    expect(arrays.disabled).toEqual(expect.arrayContaining([1, [2025, 11, 25], [2026, 0, 1], [2026, 1, 14]]));
    const page = await storePage('America/Chicago', Date.parse(now));
    const months = monthsFrom('2025-12-19', 3);
    const rendered = await renderCalendar(page, rawOptions(arrays), months);
    expect(rendered).toEqual(formatReading(arrays, rendered));
    expect(rendered).toEqual(formatReading(strings, rendered));
    expect(rendered).toEqual(
      Object.fromEntries(Object.keys(rendered).map((date) => [date, date >= '2025-12-19' && pickupSlotsForDate({ rules, now }, date).length > 0])),
    );
    // What the clients met: pickadate.js skips date strings, so every blackout date is offered.
    const unread = await renderCalendar(page, rawOptions(strings), months);
    expect(['2025-12-25', '2026-01-01', '2026-02-14'].map((d) => [d, rendered[d], unread[d]])).toEqual([
      ['2025-12-25', false, true],
      ['2026-01-01', false, true],
      ['2026-02-14', false, true],
    ]);
    await page.context().close();
  }, 60_000);
});
