/**
 * @fulfil/calendar-format: the one reading of the fulfilment-options API's calendars
 * ("is this day selectable", month grids, the location's "today", the pickadate.js form),
 * shared by the scheduling engine's checks and the storefront picker; and the order attributes
 * of a fulfilment choice, written by the picker and widget-api alike. Dependency-free and
 * luxon-free so that the picker's bundle stays small. See libs/calendar-format/README.md.
 */
export {
  daysFromCivil,
  civilFromDays,
  weekdayOfDay,
  isLeapYear,
  daysInMonth,
  pad2,
  formatIsoDate,
  formatDisabledDate,
  formatDisabledDateArray,
  tryParseIsoDate,
  addDaysToIsoDate,
  tryParseDisabledDate,
  tryParseTimeOfDay,
  MINUTES_PER_DAY,
} from './lib/civil';
export {
  WEEKDAY_KEYS,
  DEFAULT_HORIZON_DAYS,
  CalendarFormatError,
  parseIsoDay,
  parseDisabledDay,
  toDisabledDate,
  toDisabledDateArray,
  fromDisabledDate,
  disabledDatesAs,
  compileCalendar,
  isSelectableDate,
  normalizeDisabled,
} from './lib/selectable';
export type { WeekdayKey, DisabledInput, DisabledDate, DisabledDateForm, CalendarLike, CompiledCalendar } from './lib/selectable';
export { toPickadateDateOptions, toPickadateTimeOptions } from './lib/pickadate';
export type { PickadateDate, PickadateDateOptions, PickadateTimeOptions } from './lib/pickadate';
export { monthGrid, monthOf, addMonths, compareMonths, monthRange, plusDays, weekdayOfDate, todayIn } from './lib/grid';
export type { YearMonth, DayCell, MonthGrid } from './lib/grid';
export { generateSlots } from './lib/slot-pattern';
export type { SlotPatternWindow, PatternSlot } from './lib/slot-pattern';
export { allAttributeNames, choiceAttributes, choiceFromAttributes, slotTimeLabel } from './lib/order-attributes';
export type { Choice, FulfilmentMethod } from './lib/order-attributes';
