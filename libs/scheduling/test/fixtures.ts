/** Builders shared by the scheduling specs. */
import type { PickupRules, PreparationAmount, PreparationDayRule, PreparationTimes, TimeWindow, Weekday } from '../src';

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
