import { shippingCalendar, shippingEarliestFulfilment, UsageIndex, type ShippingInput, type ShippingSettings, type Weekday } from '../index';
import { ALL_DAYS } from '../../test/fixtures';

function settings(extra: Partial<ShippingSettings> = {}): ShippingSettings {
  const enabled = Object.fromEntries(ALL_DAYS.map((wd) => [`${wd}_enabled`, wd !== 'saturday' && wd !== 'sunday'])) as Record<`${Weekday}_enabled`, boolean>;
  return {
    blackout_dates: [],
    timezone: 'America/New_York',
    discount_code: null,
    preparation_time: { enabled: false },
    maximum_date: { enabled: false, metric: 'days', value: 0 },
    order_limits: { enabled: false },
    ...enabled,
    ...extra,
  };
}

const prepEveryDay = (value: number, format: 'days' | 'hours' | 'minutes', cutoff?: { time: string; value: number }): ShippingSettings['preparation_time'] => ({
  enabled: true,
  ...Object.fromEntries(
    ALL_DAYS.map((wd) => [wd, { value, format, cutoff_time: { enabled: !!cutoff, time: cutoff?.time ?? '00:00', value: cutoff?.value ?? 0 } }]),
  ),
});

const cal = (shipping: ShippingSettings, now: string, extra: Partial<ShippingInput> = {}) => shippingCalendar({ shipping, now, ...extra });

describe('shipping calendar', () => {
  it('enabled weekdays: today is selectable, disabled weekdays are integers (1 = Sunday)', () => {
    expect(cal(settings(), '2025-06-02T14:00:00Z')).toEqual({ minDate: '2025-06-02', maxDate: null, disabled: [1, 7], timezone: 'America/New_York' });
  });

  it('preparation with cutoff: value at or before the cutoff, cutoff_time.value after it', () => {
    const s = settings({ preparation_time: prepEveryDay(1, 'days', { time: '12:00', value: 2 }) });
    expect(cal(s, '2025-06-02T16:00:00.000Z').minDate).toBe('2025-06-03'); // 12:00:00.000 EDT
    expect(cal(s, '2025-06-02T16:00:00.001Z').minDate).toBe('2025-06-04');
    expect(shippingEarliestFulfilment({ shipping: s, now: '2025-06-02T16:00:00.001Z' }).date).toBe('2025-06-04');
  });

  it('hours: the earliest date is the local date of now + hours, rolled past disabled weekdays', () => {
    const s = settings({ preparation_time: prepEveryDay(6, 'hours') });
    expect(cal(s, '2025-06-06T23:00:00Z').minDate).toBe('2025-06-09'); // Friday 19:00 EDT + 6 h = Saturday 01:00
    expect(cal(s, '2025-06-05T23:00:00Z').minDate).toBe('2025-06-06'); // Thursday 19:00 + 6 h = Friday 01:00
  });

  it('blackout dates are skipped and listed as [year, zero-based month, day] arrays (the original service documents them so)', () => {
    const c = cal(settings({ blackout_dates: ['2025-06-02', '2025-06-03', '2025-01-01', '2025-12-25', '2026-01-01'] }), '2025-06-02T14:00:00Z');
    expect([c.minDate, c.disabled]).toEqual(['2025-06-04', [1, 7, [2025, 5, 2], [2025, 5, 3], [2025, 11, 25], [2026, 0, 1]]]);
  });

  it.each([
    ['days', 10, '2025-01-31T15:00:00Z', '2025-02-10'],
    ['weeks', 2, '2025-01-31T15:00:00Z', '2025-02-14'],
    ['months', 1, '2025-01-31T15:00:00Z', '2025-02-28'],
    ['months', 1, '2024-01-31T15:00:00Z', '2024-02-29'],
    ['months', 12, '2024-02-29T15:00:00Z', '2025-02-28'],
  ] as const)('maximum date: %s x %d from %s is %s (calendar units, inclusive)', (metric, value, now, expected) => {
    expect(cal(settings({ maximum_date: { enabled: true, metric, value } }), now).maxDate).toBe(expected);
  });

  it('a maximum date before the earliest date leaves nothing: minDate null, disabled [true]', () => {
    const s = settings({ maximum_date: { enabled: true, metric: 'days', value: 2 }, preparation_time: prepEveryDay(5, 'days') });
    expect(cal(s, '2025-06-02T14:00:00Z')).toEqual({ minDate: null, maxDate: '2025-06-04', disabled: [true], timezone: 'America/New_York' });
  });

  it('order limits per weekday: a day at its limit is full and listed; 0 means unlimited', () => {
    const s = settings({ order_limits: { enabled: true, monday: 2, tuesday: 0 } });
    const usage = UsageIndex.fromCounts([
      { locationId: null, date: '2025-06-02', slotId: null, count: 2 },
      { locationId: null, date: '2025-06-03', slotId: null, count: 500 },
      { locationId: null, date: '2025-06-09', slotId: null, count: 1 },
    ]);
    const c = cal(s, '2025-06-02T14:00:00Z', { usage });
    expect([c.minDate, c.disabled]).toEqual(['2025-06-03', [1, 7]]); // today is full but before minDate
    const wed = cal(s, '2025-06-02T14:00:00Z', { usage: UsageIndex.fromCounts([{ locationId: null, date: '2025-06-09', slotId: null, count: 2 }]) });
    expect(wed.disabled).toEqual([1, 7, [2025, 5, 9]]);
  });

  it('order limits disabled: counts are ignored', () => {
    const usage = UsageIndex.fromCounts([{ locationId: null, date: '2025-06-02', slotId: null, count: 99 }]);
    expect(cal(settings({ order_limits: { enabled: false, monday: 1 } }), '2025-06-02T14:00:00Z', { usage }).minDate).toBe('2025-06-02');
  });

  it('product-based preparation applies to shipping (maximum with the weekday rule)', () => {
    const s = settings({ preparation_time: prepEveryDay(1, 'days') });
    const productPreparation = [{ product_external_id: '42', preparation_enabled: true, preperation_value: 3, preparation_format: 'days' as const }];
    expect(cal(s, '2025-06-02T14:00:00Z', { productPreparation, cart: [{ variant_id: 1, product_id: 42, quantity: 1 }] }).minDate).toBe('2025-06-05');
  });

  it('no enabled weekday: nothing selectable', () => {
    const off = Object.fromEntries(ALL_DAYS.map((wd) => [`${wd}_enabled`, false]));
    expect(cal(settings(off), '2025-06-02T14:00:00Z').disabled).toEqual([true]);
  });

  it('invalid settings are INVALID_RULES with the failing fields', () => {
    const s = settings({ maximum_date: { enabled: true, metric: 'years' as never, value: 1.5 }, blackout_dates: ['tomorrow'], timezone: 'America/New_York' });
    expect(() => cal(s, '2025-06-02T14:00:00Z')).toThrow(
      expect.objectContaining({
        code: 'INVALID_RULES',
        errors: [
          expect.objectContaining({ field: 'shipping.blackout_dates[0]' }),
          expect.objectContaining({ field: 'shipping.maximum_date.metric' }),
          expect.objectContaining({ field: 'shipping.maximum_date.value' }),
        ],
      }),
    );
  });
});
