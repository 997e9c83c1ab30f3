/**
 * Micro-benchmark of the scheduling engine (not a test). Reports operations per second and
 * microseconds per operation for:
 *  - a full pickup calendar with slot rows, order limits and usage over a 365-day horizon
 *    (UsageIndex and lookup-function forms),
 *  - a shipping calendar with cutoff preparation, blackouts, order limits and a 6-month maximum date.
 *
 * Run: npx nx run scheduling:bench   (or: node -r ./tools/bench/scheduling/register.cjs tools/bench/scheduling/bench.ts)
 */
import {
  PickupInput,
  PickupRules,
  PickupSlot,
  ShippingInput,
  ShippingSettings,
  UsageCount,
  UsageIndex,
  WEEKDAYS,
  pickupCalendar,
  shippingCalendar,
} from '@fulfil/scheduling';

const NOW = Date.parse('2025-02-20T14:37:00Z');
const DAY = 86_400_000;

function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

// Pickup: 6 open weekdays 09:00-17:00, 16 limited 30-minute slot rows each (96 rows).
const slots: PickupSlot[] = [];
let id = 1;
for (const wd of WEEKDAYS.slice(0, 6)) {
  for (let m = 9 * 60; m < 17 * 60; m += 30) {
    const hh = (n: number) => String(Math.floor(n / 60)).padStart(2, '0') + ':' + String(n % 60).padStart(2, '0');
    slots.push({ id: id++, location_id: 7, day_of_week: wd, available_from: hh(m), available_until: hh(m + 30), limited: true, limit: 4 });
  }
}
const window = { min: '09:00', max: '17:00' };
const rules: PickupRules = {
  locationId: 7,
  timezone: 'America/New_York',
  weekdayWindows: Object.fromEntries(WEEKDAYS.slice(0, 6).map((wd) => [wd, window])),
  intervalMinutes: 30,
  blackoutDates: [...Array.from({ length: 20 }, (_, i) => iso(NOW + (7 + i * 11) * DAY)), '--12-25', '--01-01'],
  futureOrderWindowDays: null,
  limitsEnabled: true,
  slots,
};
// Usage on the next 90 days: every slot of every 5th day full, some orders on the others.
const counts: UsageCount[] = [];
for (let d = 0; d < 90; d++) {
  const date = iso(NOW + d * DAY);
  for (const s of slots) {
    if (d % 5 === 0) counts.push({ locationId: 7, date, slotId: s.id, count: 4 });
    else if ((s.id + d) % 3 === 0) counts.push({ locationId: 7, date, slotId: s.id, count: 2 });
  }
}
const index = UsageIndex.fromCounts(counts);
// What an app's own lookup would typically be: date -> slot -> count.
const table = new Map<string, Map<number | null, number>>();
for (const c of counts) {
  const slotsOfDay = table.get(c.date) ?? new Map<number | null, number>();
  slotsOfDay.set(c.slotId, c.count);
  table.set(c.date, slotsOfDay);
}
const lookup = (_loc: number | null, date: string, slotId: number | null) => table.get(date)?.get(slotId) ?? 0;
const preparation = {
  general: {
    enabled: true,
    ...Object.fromEntries(
      WEEKDAYS.map((wd) => [wd, { breakpoint: { enabled: true, value: '14:00' }, before: { format: 'hours', value: 3 }, after: { format: 'days', value: 1 } }]),
    ),
  },
  product_based: [
    { product_external_id: '111', preparation_enabled: 1, preperation_value: 2, preparation_format: 'days' },
    { product_external_id: '222', preparation_enabled: 1, preperation_value: 90, preparation_format: 'minutes' },
  ],
} as PickupInput['preparation'];
const cart = [
  { variant_id: 1, product_id: 111, quantity: 1 },
  { variant_id: 2, product_id: 222, quantity: 3 },
  { variant_id: 3, product_id: 333, quantity: 1 },
];
const pickupIndexInput: PickupInput = { rules, preparation, cart, now: NOW, usage: index };
const pickupLookupInput: PickupInput = { ...pickupIndexInput, usage: lookup };

const shipping = {
  blackout_dates: Array.from({ length: 15 }, (_, i) => iso(NOW + (3 + i * 9) * DAY)),
  timezone: 'Australia/Sydney',
  discount_code: null,
  ...Object.fromEntries(WEEKDAYS.map((wd, i) => [`${wd}_enabled`, i < 5])),
  preparation_time: {
    enabled: true,
    ...Object.fromEntries(WEEKDAYS.map((wd) => [wd, { value: 1, format: 'days', cutoff_time: { enabled: true, time: '12:00', value: 2 } }])),
  },
  maximum_date: { enabled: true, metric: 'months', value: 6 },
  order_limits: { enabled: true, ...Object.fromEntries(WEEKDAYS.map((wd) => [wd, 50])) },
} as unknown as ShippingSettings;
const shippingCounts: UsageCount[] = Array.from({ length: 60 }, (_, d) => ({
  locationId: null,
  date: iso(NOW + d * DAY),
  slotId: null,
  count: d % 4 === 0 ? 50 : 10,
}));
const shippingInput: ShippingInput = { shipping, now: NOW, usage: UsageIndex.fromCounts(shippingCounts) };

function bench(name: string, fn: () => unknown): void {
  for (let i = 0; i < 2000; i++) fn(); // warm-up (JIT, zone offset tables)
  let iterations = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < 2_000_000_000n) {
    for (let i = 0; i < 500; i++) fn();
    iterations += 500;
    elapsed = process.hrtime.bigint() - start;
  }
  const seconds = Number(elapsed) / 1e9;
  const opsPerSec = iterations / seconds;
  console.log(`${name.padEnd(62)} ${opsPerSec.toFixed(0).padStart(9)} ops/s ${(1e6 / opsPerSec).toFixed(1).padStart(8)} µs/op`);
}

const sample = pickupCalendar(pickupIndexInput);
console.log(
  `node ${process.version}, TZ=${process.env.TZ ?? '(unset)'}; pickup minDate ${sample.minDate}, ${sample.disabled.length} disabled entries; shipping minDate ${shippingCalendar(shippingInput).minDate}`,
);
bench('pickupCalendar 365 days, 96 limited slot rows, UsageIndex', () => pickupCalendar(pickupIndexInput));
bench('pickupCalendar 365 days, 96 limited slot rows, lookup fn', () => pickupCalendar(pickupLookupInput));
bench('shippingCalendar 6 months, cutoff, limits', () => shippingCalendar(shippingInput));
