import type { DeliveryDayRule, DeliverySettings } from '@fulfil/store-settings';
import { answeredDelivery, answeredDeliveryOn, closedDeliveryDay } from './delivery.service';

const MONDAY: DeliveryDayRule = {
  blackout_dates: ['--12-25'],
  breakpoint: '14:00',
  useBreakpoint: true,
  before: { value: 1, format: 'days' },
  after: { value: 2, format: 'days' },
  slots: { enabled: false, slots: [] },
};

function settings(): DeliverySettings {
  return { flip_blackout_dates: false, blackouts: ['--01-01', '2026-12-24'], monday: MONDAY };
}

describe('answeredDelivery', () => {
  it('answers all seven weekdays (closed ones marked) and deliv_enabled', () => {
    const answer = answeredDelivery(settings());
    expect(answer.deliv_enabled).toBe(true);
    expect(answer.monday).toEqual(MONDAY);
    expect(answer.sunday).toEqual(closedDeliveryDay());
    expect(answeredDelivery({ flip_blackout_dates: false, blackouts: [] }).deliv_enabled).toBe(false);
  });
});

describe('answeredDeliveryOn', () => {
  it('expands yearly blackouts for the local date given, once per stored block and date', () => {
    const stored = settings();
    const first = answeredDeliveryOn(stored, '2026-11-26');
    expect(first.blackouts).toEqual(['2026-12-24', '2027-01-01']);
    expect(first.monday.blackout_dates).toEqual(['2026-12-25']);
    expect(answeredDeliveryOn(stored, '2026-11-26')).toBe(first);
    // Another day: made again (after Christmas, the next one).
    const later = answeredDeliveryOn(stored, '2026-12-26');
    expect(later).not.toBe(first);
    expect(later.monday.blackout_dates).toEqual(['2027-12-25']);
    // Another stored block (an edited location) is never answered from the first one's memo.
    expect(answeredDeliveryOn({ ...stored, blackouts: [] }, '2026-12-26').blackouts).toEqual([]);
    // The stored block itself is never changed.
    expect(stored).toEqual(settings());
  });
});
