/**
 * Arbitraries and luxon oracles of the scheduling property tests (properties.spec.ts and
 * picker-adapter.spec.ts): random rules, zones (half-hour, 45-minute and 30-minute-DST
 * zones included) and instants, and the engine inputs built from them.
 */
import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import {
  fromDisabledDate,
  normalizeDisabled,
  UsageIndex,
  type DeliveryInput,
  type DeliverySettings,
  type DisabledDateForm,
  type DisabledEntry,
  type PickupInput,
  type PickupSlot,
  type PreparationAmount,
  type PreparationTimes,
  type Weekday,
} from '../src';
import { ALL_DAYS } from './fixtures';

export const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Santiago',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Pacific/Chatham',
  'Pacific/Auckland',
  'Africa/Casablanca',
];
export const SERVER_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Europe/London'];
export const RUNS = Number(process.env.SCHEDULING_PROPERTY_RUNS ?? 60);

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const DAY = 86_400_000;

// ---------- oracles (luxon only) ----------
export const todayIn = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).toISODate() as string;
export const plusDays = (iso: string, n: number) => DateTime.fromISO(iso, { zone: 'UTC' }).plus({ days: n }).toISODate() as string;

/** Earliest instant of a local wall time (null when it does not exist), straight from luxon's zone offsets. */
export function wallInstant(zone: string, date: string, time: string): number | null {
  const iana = IANAZone.create(zone);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const hits = [...new Set([iana.offset(wall - DAY), iana.offset(wall + DAY)])]
    .map((o) => wall - o * 60_000)
    .filter((t) => iana.offset(t) === (wall - t) / 60_000);
  return hits.length ? Math.min(...hits) : null;
}

export const DATE_STRING = /^\d{4}-(0\d|1[01])-(0[1-9]|[12]\d|3[01])$/;
/**
 * §5 shape of a `disabled` array whose dates are all in `form`: every emitted date a real
 * date with a month of 0-11 (`"YYYY-MM-DD"` strings, or `[y, m, d]` arrays of whole numbers
 * that need no rolling over), weekday integers 1-7, `true` only first; sorted and duplicate-free.
 */
export function checkDisabledShape(disabled: readonly DisabledEntry[], form: DisabledDateForm): void {
  for (const e of disabled) {
    if (typeof e === 'string') {
      expect(form).toBe('strings');
      expect(e).toMatch(DATE_STRING);
      expect(() => fromDisabledDate(e)).not.toThrow();
    } else if (Array.isArray(e)) {
      expect(form).toBe('arrays');
      expect(e).toHaveLength(3);
      const [y, m, d] = e;
      expect([y, m, d].every((n) => Number.isInteger(n))).toBe(true);
      expect([e, m >= 0 && m <= 11]).toEqual([e, true]);
      expect([e, d >= 1 && d <= new Date(Date.UTC(y, m + 1, 0)).getUTCDate()]).toEqual([e, true]);
    } else if (typeof e === 'number') expect(e >= 1 && e <= 7 && Number.isInteger(e)).toBe(true);
    else expect(disabled.indexOf(e)).toBe(0);
  }
  expect(disabled).toEqual(normalizeDisabled(disabled));
}

export function underServerZone<T>(tz: string, fn: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = tz;
  try {
    return fn();
  } finally {
    process.env.TZ = saved;
  }
}

// ---------- generators ----------
export const instantArb = fc.record({
  base: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
  nearTransition: fc.boolean(),
  shiftMinutes: fc.integer({ min: -36 * 60, max: 36 * 60 }),
  ms: fc.integer({ min: 0, max: 59_999 }),
});
/** An instant, half the time moved close to one of the zone's next offset changes. */
export function resolveNow(zone: string, a: { base: number; nearTransition: boolean; shiftMinutes: number; ms: number }): number {
  if (!a.nearTransition) return a.base + a.ms;
  const iana = IANAZone.create(zone);
  for (let t = a.base; t < a.base + 400 * DAY; t += DAY) {
    if (iana.offset(t) !== iana.offset(t + DAY)) return t + DAY / 2 + a.shiftMinutes * 60_000 + a.ms;
  }
  return a.base + a.ms;
}

export const amountArb: fc.Arbitrary<PreparationAmount> = fc.oneof(
  fc.record({ format: fc.constant('days' as const), value: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ format: fc.constant('hours' as const), value: fc.integer({ min: 0, max: 80 }) }),
  fc.record({ format: fc.constant('minutes' as const), value: fc.integer({ min: 0, max: 900 }) }),
);
export const prepArb: fc.Arbitrary<PreparationTimes> = fc.record({
  general: fc
    .record({
      enabled: fc.boolean(),
      rules: fc.array(
        fc.option(
          fc.record({
            breakpoint: fc.record({ enabled: fc.boolean(), value: fc.integer({ min: 0, max: 1439 }).map(hhmm) }),
            before: amountArb,
            after: amountArb,
          }),
          { nil: undefined },
        ),
        { minLength: 7, maxLength: 7 },
      ),
    })
    .map(({ enabled, rules }) => ({ enabled, ...Object.fromEntries(ALL_DAYS.map((d, i) => [d, rules[i]]).filter(([, r]) => r)) })),
  product_based: fc.array(
    fc
      .record({ product_external_id: fc.constantFrom('1', '2', '3'), preparation_enabled: fc.constantFrom(0, 1), amount: amountArb })
      .map(({ amount, ...r }) => ({ ...r, preperation_value: amount.value, preparation_format: amount.format })),
    { maxLength: 3 },
  ),
});
export const cartArb = fc.array(fc.record({ variant_id: fc.nat(99), product_id: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
  maxLength: 3,
});
export const windowArb = fc
  .oneof(
    fc.tuple(fc.integer({ min: 0, max: 23 * 60 }), fc.integer({ min: 10, max: 14 * 60 })),
    // Narrow windows in the small hours, where DST gaps and overlaps live.
    fc.tuple(
      fc.integer({ min: 0, max: 4 * 60 }).map((m) => m - (m % 15)),
      fc.integer({ min: 10, max: 90 }),
    ),
  )
  .map(([min, len]) => ({ min: hhmm(min), max: hhmm(Math.min(1440, min + len)) }));

export const pickupArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  now: instantArb,
  windows: fc.array(fc.option(windowArb, { nil: undefined, freq: 3 }), { minLength: 7, maxLength: 7 }),
  interval: fc.constantFrom(10, 15, 20, 30, 45, 60, 90),
  blackoutOffsets: fc.array(fc.integer({ min: -5, max: 380 }), { maxLength: 25 }),
  yearly: fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 29 })), { maxLength: 2 }),
  allowListMode: fc.boolean(),
  allowedWeekdays: fc.subarray(ALL_DAYS),
  window: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
  limitsEnabled: fc.boolean(),
  rows: fc.array(
    fc.record({
      wd: fc.nat(6),
      start: fc.integer({ min: 0, max: 1425 }),
      len: fc.integer({ min: 5, max: 240 }),
      limited: fc.boolean(),
      limit: fc.integer({ min: 0, max: 3 }),
    }),
    { maxLength: 10 },
  ),
  usage: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 45 }), row: fc.nat(9), count: fc.integer({ min: 0, max: 4 }) }), { maxLength: 40 }),
  preparation: fc.option(prepArb, { nil: undefined }),
  cart: cartArb,
});
export type PickupCase = typeof pickupArb extends fc.Arbitrary<infer T> ? T : never;

export function buildPickup(c: PickupCase): { input: PickupInput; nowMs: number; today: string; counts: Map<string, number> } {
  const nowMs = resolveNow(c.zone, c.now);
  const today = todayIn(c.zone, nowMs);
  const slots: PickupSlot[] = c.rows.map((r, i) => ({
    id: i + 1,
    location_id: 9,
    day_of_week: ALL_DAYS[r.wd],
    available_from: hhmm(r.start),
    available_until: hhmm(Math.min(1440, r.start + r.len)),
    limited: r.limited,
    limit: r.limit,
  }));
  const counts = new Map<string, number>();
  for (const u of c.usage) {
    if (slots.length === 0) break;
    const key = `${plusDays(today, u.offset)}|${slots[u.row % slots.length].id}`;
    counts.set(key, (counts.get(key) ?? 0) + u.count);
  }
  const usage = UsageIndex.fromCounts([...counts].map(([k, count]) => ({ locationId: 9, date: k.split('|')[0], slotId: Number(k.split('|')[1]), count })));
  const input: PickupInput = {
    rules: {
      locationId: 9,
      timezone: c.zone,
      weekdayWindows: Object.fromEntries(ALL_DAYS.map((d, i) => [d, c.windows[i]]).filter(([, w]) => w)),
      intervalMinutes: c.interval,
      blackoutDates: [
        ...c.blackoutOffsets.map((o) => plusDays(today, o)),
        ...c.yearly.map(([m, d]) => `--${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
      ],
      allowListMode: c.allowListMode,
      allowedWeekdays: c.allowedWeekdays,
      futureOrderWindowDays: c.window,
      limitsEnabled: c.limitsEnabled,
      slots,
    },
    preparation: c.preparation,
    cart: c.cart,
    now: nowMs,
    usage,
  };
  return { input, nowMs, today, counts };
}

// ---------- delivery ----------
export const deliveryArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  now: instantArb,
  days: fc.array(
    fc.option(
      fc.record({
        blackoutOffsets: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 4 }),
        breakpoint: fc.integer({ min: 0, max: 1439 }).map(hhmm),
        useBreakpoint: fc.boolean(),
        before: amountArb,
        after: amountArb,
        slotsEnabled: fc.boolean(),
        slots: fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 1400 }),
            len: fc.integer({ min: 10, max: 240 }),
            limited: fc.boolean(),
            limit: fc.integer({ min: 0, max: 2 }),
          }),
          { maxLength: 4 },
        ),
      }),
      { nil: undefined, freq: 4 },
    ),
    { minLength: 7, maxLength: 7 },
  ),
  flip: fc.boolean(),
  blackoutOffsets: fc.array(fc.integer({ min: -3, max: 200 }), { maxLength: 20 }),
  usage: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 30 }), slot: fc.nat(27), count: fc.integer({ min: 0, max: 3 }) }), { maxLength: 20 }),
});

export function buildDelivery(c: typeof deliveryArb extends fc.Arbitrary<infer T> ? T : never): { input: DeliveryInput; nowMs: number; today: string } {
  const nowMs = resolveNow(c.zone, c.now);
  const today = todayIn(c.zone, nowMs);
  const delivery = { flip_blackout_dates: c.flip, blackouts: c.blackoutOffsets.map((o) => plusDays(today, o)) } as DeliverySettings;
  c.days.forEach((d, i) => {
    if (!d) return;
    const wd: Weekday = ALL_DAYS[i];
    delivery[wd] = {
      blackout_dates: d.blackoutOffsets.map((o) => plusDays(today, o)),
      breakpoint: d.breakpoint,
      useBreakpoint: d.useBreakpoint,
      before: d.before,
      after: d.after,
      slots: {
        enabled: d.slotsEnabled,
        slots: d.slots.map((s, j) => ({
          id: i * 4 + j,
          day_of_week: wd,
          from: hhmm(s.start),
          until: hhmm(Math.min(1440, s.start + s.len)),
          limited: s.limited,
          limit: s.limit,
        })),
      },
    };
  });
  const usage = UsageIndex.fromCounts(c.usage.map((u) => ({ locationId: 4, date: plusDays(today, u.offset), slotId: u.slot, count: u.count })));
  return { input: { locationId: 4, timezone: c.zone, delivery, now: nowMs, usage }, nowMs, today };
}
