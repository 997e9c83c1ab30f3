import { Type } from 'class-transformer';
import { IsOptional, Matches, ValidateBy, ValidateNested, ValidationOptions } from 'class-validator';
import { isBlackoutDate, isIanaTimeZone, WEEKDAYS, Weekday } from '@fulfil/store-settings';

/** `HH:MM`, 24 h; `24:00` = end of day. */
export const TIME_OF_DAY = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

/** A time of day `HH:MM`. */
export const IsTimeOfDay = (options?: ValidationOptions) => Matches(TIME_OF_DAY, { message: '$property must be a time of day HH:MM (00:00 to 24:00)', ...options });

/** An IANA time zone name this runtime knows. */
export const IsIanaTimeZone = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isIanaTimeZone', validator: { validate: (v) => typeof v === 'string' && isIanaTimeZone(v), defaultMessage: () => '$property must be an IANA time zone such as America/Chicago' } }, options);

/** `YYYY-MM-DD` (a real date) or `--MM-DD` (every year). */
export const IsBlackoutDate = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isBlackoutDate', validator: { validate: (v) => typeof v === 'string' && isBlackoutDate(v), defaultMessage: () => '$property must hold dates YYYY-MM-DD or yearly --MM-DD' } }, options);

/**
 * A class with an optional, nested-validated property per weekday (`monday` ... `sunday`)
 * of type `cls`: the weekday-keyed objects of the API (windows, opening hours, rules).
 */
export function weekdayMap<T extends object>(cls: new () => T, name: string): new () => Partial<Record<Weekday, T>> {
  const holder = { [name]: class {} };
  const WeekdayMap = holder[name];
  for (const day of WEEKDAYS) {
    IsOptional()(WeekdayMap.prototype, day);
    ValidateNested()(WeekdayMap.prototype, day);
    Type(() => cls)(WeekdayMap.prototype, day);
  }
  return WeekdayMap as new () => Partial<Record<Weekday, T>>;
}
