/** Builders shared by the scheduling specs. */
import type { DeliverySettings, PickupRules, PreparationAmount, PreparationDayRule, PreparationTimes, TimeWindow, Weekday } from '../src';

export const ALL_DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAYS_ONLY: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

export function windows(days: Weekday[], min = '09:00', max = '17:00'): Partial<Record<Weekday, TimeWindow>> {
  return Object.fromEntries(days.map((d) => [d, { min, max }]));
}

export function pickupRules(overrides: Partial<PickupRules> = {}): PickupRules {
  return {
    locationId: 1,
    timezone: 'Europe/London',
    weekdayWindows: windows(WEEKDAYS_ONLY),
    intervalMinutes: 60,
    blackoutDates: [],
    futureOrderWindowDays: null,
    limitsEnabled: false,
    slots: [],
    ...overrides,
  };
}

export const hours = (value: number): PreparationAmount => ({ format: 'hours', value });
export const minutes = (value: number): PreparationAmount => ({ format: 'minutes', value });
export const days = (value: number): PreparationAmount => ({ format: 'days', value });

export function dayRule(before: PreparationAmount, after: PreparationAmount = before, breakpoint?: string): PreparationDayRule {
  return { breakpoint: { enabled: breakpoint !== undefined, value: breakpoint ?? '00:00' }, before, after };
}

/** General preparation with the same rule on every weekday (or only on `on`). */
export function generalPrep(rule: PreparationDayRule, on: Weekday[] = ALL_DAYS, product_based: PreparationTimes['product_based'] = []): PreparationTimes {
  return { general: { enabled: true, ...Object.fromEntries(on.map((d) => [d, rule])) }, product_based };
}

/** Start times (HH:MM) of slot rows. */
export const starts = (slots: Array<{ available_from: string }>): string[] => slots.map((s) => s.available_from);

/** Delivery settings on weekdays: a 12:00 breakpoint (1 day before, 2 after), a limited 10:00-12:00 slot and an open 14:00-16:00 one; Friday date-only; blackout 2025-10-15. */
export function deliverySettings(extra: Partial<DeliverySettings> = {}): DeliverySettings {
  const day = (wd: Weekday, dateOnly: boolean) => ({
    blackout_dates: wd === 'wednesday' ? ['2025-10-15'] : [],
    useBreakpoint: true,
    breakpoint: '12:00',
    before: days(1),
    after: days(2),
    slots: {
      enabled: !dateOnly,
      slots: [
        { id: 10 + WEEKDAYS_ONLY.indexOf(wd) * 2, day_of_week: wd, from: '10:00', until: '12:00', limited: true, limit: 1 },
        { id: 11 + WEEKDAYS_ONLY.indexOf(wd) * 2, day_of_week: wd, from: '14:00', until: '16:00', limited: false, limit: 0 },
      ],
    },
  });
  return { flip_blackout_dates: false, blackouts: [], ...Object.fromEntries(WEEKDAYS_ONLY.map((wd) => [wd, day(wd, wd === 'friday')])), ...extra };
}
