import { deliveryCalendar, pickupCalendar, UsageIndex, type DeliveryInput, type PickupInput, type PickupSlot, type Weekday } from '../index';
import { dayRule, days, deliverySettings, generalPrep, hours, minutes, pickupRules, WEEKDAYS_ONLY } from '../../test/fixtures';

/**
 * The pickup and delivery calendars are constant strictly inside each minute of "now" (docs/scheduling-rules.md,
 * "Minute granularity"): every rule the engine compares "now" with (slot starts and ends,
 * windows, breakpoints, preparation amounts, local midnights) is a whole minute, so the
 * answer can change only at a minute's first instant. fulfilment-api's calendar memo (one
 * answer per minute, never for an instant on a whole minute) relies on it.
 */
const MINUTE = 60_000;

function limitedSlots(): PickupSlot[] {
  return WEEKDAYS_ONLY.flatMap((wd, i) => [
    { id: 10 + i * 2, location_id: 1, day_of_week: wd, available_from: '10:00', available_until: '11:00', limited: true, limit: 1 },
    { id: 11 + i * 2, location_id: 1, day_of_week: wd, available_from: '15:30', available_until: '16:15', limited: true, limit: 2 },
  ]);
}

const CASES: [string, Omit<PickupInput, 'now'>][] = [
  ['window and interval', { rules: pickupRules({ intervalMinutes: 15 }) }],
  ['preparation in minutes', { rules: pickupRules({ intervalMinutes: 30 }), preparation: generalPrep(dayRule(minutes(45))) }],
  ['preparation with a breakpoint', { rules: pickupRules(), preparation: generalPrep(dayRule(hours(20), days(2), '12:00')) }],
  [
    'product-based preparation',
    {
      rules: pickupRules({ timezone: 'America/New_York' }),
      preparation: generalPrep(dayRule(minutes(30), minutes(30), '14:45'), undefined, [
        { product_external_id: '7', preparation_enabled: 1, preperation_value: 95, preparation_format: 'minutes' },
      ]),
      cart: [{ variant_id: 1, product_id: 7, quantity: 1 }],
    },
  ],
  [
    'limited slots, one full',
    {
      rules: pickupRules({ limitsEnabled: true, slots: limitedSlots() }),
      usage: UsageIndex.fromCounts([{ locationId: 1, date: '2025-10-27', slotId: 10, count: 1 }]),
    },
  ],
];

/** Delivery with a breakpoint off the hour and amounts in minutes and hours on some days. */
function minuteDelivery(): DeliveryInput['delivery'] {
  const base = deliverySettings();
  const tweak = (wd: Weekday, breakpoint: string, before: ReturnType<typeof minutes>, after: ReturnType<typeof minutes>) => ({
    ...(base[wd] as object),
    breakpoint,
    before,
    after,
  });
  return {
    ...base,
    monday: tweak('monday', '11:45', minutes(50), hours(3)),
    tuesday: tweak('tuesday', '09:10', hours(2), minutes(370)),
  } as DeliveryInput['delivery'];
}

const DELIVERY_CASES: [string, Omit<DeliveryInput, 'now'>][] = [
  ['delivery: weekday rules with slots and a date-only Friday', { locationId: 1, timezone: 'Europe/London', delivery: deliverySettings() }],
  ['delivery: breakpoints off the hour, minutes and hours', { locationId: 1, timezone: 'America/New_York', delivery: minuteDelivery() }],
  [
    'delivery: a limited slot full',
    {
      locationId: 1,
      timezone: 'Europe/London',
      delivery: deliverySettings(),
      usage: UsageIndex.fromCounts([{ locationId: 1, date: '2025-10-27', slotId: 10, count: 1 }]),
    },
  ],
];

/**
 * Every minute of the 24 hours around the end of British Summer Time (2025-10-26), and
 * of New York's daylight time (2025-11-02): instants just after the minute starts, in
 * its middle and just before it ends give the same calendar. (The minute's first instant
 * itself may differ: a slot that starts exactly at now + preparation is still offered.)
 */
function expectConstantInsideMinutes(calendar: (now: Date) => unknown): void {
  for (const start of [Date.UTC(2025, 9, 25, 13), Date.UTC(2025, 10, 1, 18)]) {
    for (let m = start; m < start + 24 * 60 * MINUTE; m += MINUTE) {
      const expected = JSON.stringify(calendar(new Date(m + 1)));
      for (const offset of [2, 30_001, MINUTE - 1]) expect(JSON.stringify(calendar(new Date(m + offset)))).toBe(expected);
    }
  }
}

describe('minute granularity of "now"', () => {
  it.each(CASES)('%s: the pickup calendar is the same at every instant strictly inside a minute', (_label, input) => {
    expectConstantInsideMinutes((now) => pickupCalendar({ ...input, now }));
  });

  it.each(DELIVERY_CASES)('%s: the delivery calendar is the same at every instant strictly inside a minute', (_label, input) => {
    expectConstantInsideMinutes((now) => deliveryCalendar({ ...input, now }));
  });

  it("does change at some minute starts: at a minute's first instant a slot starting at now + preparation is offered, 1 ms later not", () => {
    const [, input] = CASES[3];
    const changed = Array.from({ length: 3 * 24 * 60 }, (_, i) => Date.UTC(2025, 9, 25, 12) + i * MINUTE).filter(
      (m) => JSON.stringify(pickupCalendar({ ...input, now: new Date(m) })) !== JSON.stringify(pickupCalendar({ ...input, now: new Date(m + 1) })),
    );
    expect(changed.length).toBeGreaterThan(0);
  });
});
