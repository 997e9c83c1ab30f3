import {
  deliveryCalendar,
  deliveryFirstAvailable,
  pickupCalendar,
  pickupFirstAvailable,
  UsageIndex,
  type DeliveryInput,
  type PickupInput,
  type PickupSlot,
} from '../index';
import { days, dayRule, deliverySettings, generalPrep, hours, pickupRules, WEEKDAYS_ONLY, windows } from '../../test/fixtures';

/** Instants every 97 minutes over five weeks across the end of British Summer Time (2025-10-26). */
const NOWS = Array.from({ length: (35 * 24 * 60) / 97 }, (_, i) => new Date(Date.UTC(2025, 9, 8) + i * 97 * 60_000).toISOString());

/** Two limited slots per weekday, full on the given dates. */
function limitedSlots(locationId: number): PickupSlot[] {
  return WEEKDAYS_ONLY.flatMap((wd, i) => [
    { id: 10 + i * 2, location_id: locationId, day_of_week: wd, available_from: '10:00', available_until: '11:00', limited: true, limit: 1 },
    { id: 11 + i * 2, location_id: locationId, day_of_week: wd, available_from: '15:00', available_until: '16:00', limited: true, limit: 2 },
  ]);
}

const FULL = UsageIndex.fromCounts(
  ['2025-10-13', '2025-10-14', '2025-10-15', '2025-10-27', '2025-10-28'].flatMap((date) =>
    Array.from({ length: 10 }, (_, slot) => ({ locationId: 1, date, slotId: 10 + slot, count: 2 })),
  ),
);

const PICKUP: [string, Omit<PickupInput, 'now'>][] = [
  ['window and interval', { rules: pickupRules() }],
  ['preparation with a breakpoint', { rules: pickupRules(), preparation: generalPrep(dayRule(hours(20), days(2), '12:00')) }],
  ['blackouts and a future-order window', { rules: pickupRules({ blackoutDates: ['2025-10-20', '--10-21', '2025-11-03'], futureOrderWindowDays: 9 }) }],
  [
    'allow-list mode',
    {
      rules: pickupRules({
        allowListMode: true,
        blackoutDates: ['2025-10-22', '2025-10-30', '2025-11-06'],
        weekdayWindows: windows(['thursday', 'wednesday']),
      }),
    },
  ],
  ['limited slots, some days full', { rules: pickupRules({ limitsEnabled: true, slots: limitedSlots(1) }), usage: FULL }],
  ['nothing open', { rules: pickupRules({ weekdayWindows: {} }) }],
];

const DELIVERY: [string, Omit<DeliveryInput, 'now'>][] = [
  ['weekday rules with slots and a date-only Friday', { locationId: 1, timezone: 'Europe/London', delivery: deliverySettings() }],
  ['blackouts, with usage', { locationId: 1, timezone: 'Europe/London', delivery: deliverySettings({ blackouts: ['2025-10-21', '2025-10-29'] }), usage: FULL }],
  [
    'flipped blackouts (allow-list)',
    { locationId: 1, timezone: 'America/New_York', delivery: deliverySettings({ flip_blackout_dates: true, blackouts: ['2025-10-24', '2025-11-05'] }) },
  ],
];

describe('first available date and time', () => {
  it.each(PICKUP)('pickupFirstAvailable is minDate and minDateTime of pickupCalendar: %s', (_label, input) => {
    for (const now of NOWS) {
      const { minDate, minDateTime } = pickupCalendar({ ...input, now });
      expect({ now, ...pickupFirstAvailable({ ...input, now }) }).toEqual({ now, minDate, minDateTime });
    }
  });

  it.each(DELIVERY)('deliveryFirstAvailable is minDate and minDateTime of deliveryCalendar: %s', (_label, input) => {
    for (const now of NOWS) {
      const { minDate, minDateTime } = deliveryCalendar({ ...input, now });
      expect({ now, ...deliveryFirstAvailable({ ...input, now }) }).toEqual({ now, minDate, minDateTime });
    }
  });

  it('finds something in every variant meant to have it, and nothing where nothing is open', () => {
    const found = (input: Omit<PickupInput, 'now'>) => NOWS.some((now) => pickupFirstAvailable({ ...input, now }).minDate !== null);
    expect(PICKUP.map(([label, input]) => [label, found(input)])).toEqual(PICKUP.map(([label]) => [label, label !== 'nothing open']));
    expect(DELIVERY.every(([, input]) => NOWS.some((now) => deliveryFirstAvailable({ ...input, now }).minDateTime !== null))).toBe(true);
  });
});
