import { deliveryCalendar, deliveryOpenWeekdays, pickupCalendar, pickupOpenWeekdays, type DeliveryInput, type PickupInput } from '../index';
import { deliverySettings, pickupRules, windows } from '../../test/fixtures';

const NOW = '2025-10-13T08:00:00Z';
/** Weekday (lowercase English) of a `YYYY-MM-DD` date. */
const weekdayOf = (date: string) => ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${date}T12:00:00Z`).getUTCDay()];

describe('pickupOpenWeekdays', () => {
  it('lists the weekdays with a window or slot rows, sunday first', () => {
    expect(pickupOpenWeekdays({ rules: pickupRules(), now: NOW })).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    const rows: PickupInput = {
      rules: pickupRules({
        weekdayWindows: windows(['sunday']),
        slots: [{ id: 1, location_id: 1, day_of_week: 'saturday', available_from: '10:00', available_until: '11:00', limited: false, limit: 0 }],
      }),
      now: NOW,
    };
    expect(pickupOpenWeekdays(rows)).toEqual(['sunday', 'saturday']);
  });

  it('closes a weekday whose window holds no slot, and every weekday without windows', () => {
    expect(pickupOpenWeekdays({ rules: pickupRules({ weekdayWindows: { monday: { min: '09:00', max: '09:30' } } }), now: NOW })).toEqual([]);
    const closed: PickupInput = { rules: pickupRules({ weekdayWindows: {} }), now: NOW };
    expect(pickupOpenWeekdays(closed)).toEqual([]);
    expect(pickupCalendar(closed).minDate).toBeNull();
  });

  it('in allow-list mode keeps the allowed weekdays and those of the listed dates', () => {
    const input: PickupInput = { rules: pickupRules({ allowListMode: true, allowedWeekdays: ['tuesday'], blackoutDates: ['2025-10-16'] }), now: NOW };
    expect(pickupOpenWeekdays(input)).toEqual(['tuesday', 'thursday']);
    // The calendar's first date falls on one of them.
    expect(pickupOpenWeekdays(input)).toContain(weekdayOf(pickupCalendar(input).minDate as string));
    expect(pickupOpenWeekdays({ rules: pickupRules({ allowListMode: true }), now: NOW })).toEqual([]);
  });
});

describe('deliveryOpenWeekdays', () => {
  it('lists the weekdays with a rule (slots or date-only)', () => {
    const input: DeliveryInput = { locationId: 1, timezone: 'Europe/London', delivery: deliverySettings(), now: NOW };
    expect(deliveryOpenWeekdays(input)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(deliveryOpenWeekdays(input)).toContain(weekdayOf(deliveryCalendar(input).minDate as string));
  });

  it('is empty without weekday rules, and with flipped blackouts keeps the weekdays of the listed dates', () => {
    const none: DeliveryInput = { locationId: 1, timezone: 'Europe/London', delivery: { flip_blackout_dates: false, blackouts: [] }, now: NOW };
    expect(deliveryOpenWeekdays(none)).toEqual([]);
    expect(deliveryCalendar(none).minDate).toBeNull();
    const flipped: DeliveryInput = { ...none, delivery: deliverySettings({ flip_blackout_dates: true, blackouts: ['2025-10-21'] }) };
    expect(deliveryOpenWeekdays(flipped)).toEqual(['tuesday']);
  });
});
