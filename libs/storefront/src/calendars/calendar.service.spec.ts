import type { UsageCounter } from '@fulfil/capacity';
import type { ShopSnapshot } from '@fulfil/store-settings';
import { NOW, shop } from '../../test/shop';
import { UsageService } from '../usage/usage.service';
import { CalendarService } from './calendar.service';

/** The test shop with the given `storefront_compatibility`, and a counter that finds nothing used. */
function setUp(pickupDisabledDates: 'strings' | 'arrays') {
  const counter = { counts: async () => [], invalidate: () => undefined } as unknown as UsageCounter;
  const snapshot = { ...shop(), shop: { id: 7, storefront_compatibility: { pickup_disabled_dates: pickupDisabledDates } } } as unknown as ShopSnapshot;
  return { calendars: new CalendarService(new UsageService(counter)), snapshot };
}

const parsed = (answer: { bytes: Buffer } | null) => JSON.parse(String(answer?.bytes)) as Record<string, unknown>;
/** Not on a whole minute, so the answers are remembered for the minute (the memo must keep the two shops' answers apart). */
const now = new Date(NOW.getTime() + 1500);

describe('CalendarService: the date form of disabled (docs/compatibility.md)', () => {
  it("pickup: the contract's zero-based strings by default; [y, m, d] arrays for a shop set to arrays, nothing else different", async () => {
    const strings = setUp('strings');
    const arrays = setUp('arrays');
    const a = parsed(await strings.calendars.pickup(strings.snapshot, 1, [], now));
    const b = parsed(await arrays.calendars.pickup(arrays.snapshot, 1, [], now));
    // Friday 13 March 2026 is blacked out; Saturdays and Sundays are closed.
    expect(a.disabled).toEqual([1, 7, '2026-02-13']);
    expect(b.disabled).toEqual([1, 7, [2026, 2, 13]]);
    expect({ ...b, disabled: a.disabled }).toEqual(a);
    // The same service asked again within the minute answers the same bytes.
    expect(parsed(await arrays.calendars.pickup(arrays.snapshot, 1, [], now))).toEqual(b);
  });

  it("delivery: [y, m, d] arrays whatever the shop's pickup setting, with the original service's members", async () => {
    for (const form of ['strings', 'arrays'] as const) {
      const { calendars, snapshot } = setUp(form);
      const cal = parsed(await calendars.delivery(snapshot, 1, [], now));
      expect(cal).toEqual({
        minDate: '2026-03-10',
        minDateTime: '2026-03-10 12:00:00',
        maxDate: null,
        minTime: ['12', '00'],
        maxTime: ['14', '00'],
        disabled: [1, 2, 5, 6, 7],
        minDateSlots: [{ id: 21, day_of_week: 'tuesday', available_from: '12:00', available_until: '14:00', limited: true, limit: 1 }],
        datePickerEnabled: true,
        timePickerEnabled: true,
        timezone: 'Europe/London',
      });
    }
  });
});
