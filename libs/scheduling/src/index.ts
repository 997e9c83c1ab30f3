/**
 * @fulfil/scheduling: the scheduling engine. Pure TypeScript on luxon; "now" is always an
 * argument. See libs/scheduling/README.md for every rule with a worked example.
 */
export { SchedulingError, SCHEDULING_PROBLEM_TYPES } from './lib/errors';
export type { SchedulingErrorCode } from './lib/errors';
export { WEEKDAYS, WEEKDAYS_BY_INDEX, pickadateWeekday, weekdayOf, isIsoDate } from './lib/civil';
export { toEpochMs, isValidTimeZone, wallTimeToInstant, plusCalendarDays, localWallTime } from './lib/zone';
export type { LocalWallTime } from './lib/zone';
export { earliestFulfilment, shippingEarliestFulfilment } from './lib/preparation';
export type { EarliestFulfilment } from './lib/preparation';
export { DEFAULT_HORIZON_DAYS } from './lib/calendar-core';
export { pickupCalendar, pickupFirstAvailable, pickupOpenWeekdays, pickupSlotsForDate } from './lib/pickup';
export { deliveryCalendar, deliveryFirstAvailable, deliveryOpenWeekdays, deliveryTimesForDate, deliveryEarliestFulfilment } from './lib/delivery';
export { shippingCalendar } from './lib/shipping';
export { toDisabledDate, toDisabledDateArray, fromDisabledDate, disabledDatesAs, isSelectableDate, normalizeDisabled } from './lib/disabled';
export type { CalendarLike } from './lib/disabled';
export { toPickadateDateOptions, toPickadateTimeOptions } from './lib/pickadate';
export type { PickadateDate, PickadateDateOptions, PickadateTimeOptions } from './lib/pickadate';
export { UsageIndex, usageFromHolds } from './lib/usage';
export type { UsageLookup, UsageCount, UsageSource, CapacityHold } from './lib/usage';
export type {
  CartItem,
  DeliveryCalendar,
  DeliveryDayRule,
  DeliveryInput,
  DeliverySettings,
  DeliverySlot,
  DeliveryTime,
  DisabledArrayEntry,
  DisabledDate,
  DisabledDateForm,
  DisabledEntry,
  GeneralPreparation,
  PickupCalendarRules,
  PickupInput,
  PickupRules,
  PickupSlot,
  PickupSlotOut,
  PreparationAmount,
  PreparationDayRule,
  PreparationFormat,
  PreparationTimes,
  ProductPreparation,
  ShippingCalendar,
  ShippingInput,
  ShippingPreparationDay,
  ShippingSettings,
  SlotsOfDateOptions,
  TimeWindow,
  Weekday,
  WithFull,
} from './lib/types';
