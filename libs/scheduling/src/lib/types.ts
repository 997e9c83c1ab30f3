/**
 * The engine's contract: input shapes (what persistence and the HTTP apps map onto) and
 * output shapes (the response shapes of docs/api-contract.md, field names
 * binding). Dates are `YYYY-MM-DD` with 1-based months unless a comment says "zero-based";
 * times of day are `HH:MM`, 24 h, local to the location's zone; durations are minutes.
 */
import type { DisabledDate, DisabledDateForm } from '@fulfil/calendar-format';
import type { Weekday } from './civil';
import type { InstantInput } from './zone';
import type { UsageSource } from './usage';

export type { Weekday } from './civil';
/** `[year, ZERO-BASED month 0-11, day]` and `'strings' | 'arrays'` (docs/scheduling-rules.md §5), as @fulfil/calendar-format defines them. */
export type { DisabledDate, DisabledDateForm } from '@fulfil/calendar-format';
export type { InstantInput } from './zone';

// ---------------------------------------------------------------------------------------
// Preparation (lead) time: PreparationTimes exactly as the API returns it.
// ---------------------------------------------------------------------------------------

/** Unit of a preparation amount: elapsed `minutes`/`hours`, or calendar `days`. */
export type PreparationFormat = 'minutes' | 'hours' | 'days';

/** `{format, value}`: a preparation amount. `value` >= 0; an integer for `days`. */
export interface PreparationAmount {
  format: PreparationFormat;
  value: number;
}

/** One weekday of `general`: the rule chosen when the order is placed on that weekday. */
export interface PreparationDayRule {
  /** "Orders placed after" time: at or before `value` (HH:MM:00.000 local) uses `before`, later uses `after`. */
  breakpoint: { enabled: boolean; value: string };
  before: PreparationAmount;
  after: PreparationAmount;
}

/** `general` of PreparationTimes: `enabled` plus optional per-weekday rules. */
export type GeneralPreparation = { enabled: boolean } & { [K in Weekday]?: PreparationDayRule };

/** One product-based preparation row (the field name `preperation_value` is spelled as in the API). */
export interface ProductPreparation {
  product_external_id: string;
  /** 1/true = applies; 0/false = ignored. */
  preparation_enabled: number | boolean;
  preperation_value: number;
  preparation_format: PreparationFormat;
}

/** PreparationTimes response shape, used as input. */
export interface PreparationTimes {
  general: GeneralPreparation;
  product_based: ProductPreparation[];
}

/** A cart line (pickup calendar, delivery locations, shipping calendar). Matched to `product_external_id` by `String(product_id)`. */
export interface CartItem {
  variant_id: number;
  product_id: number;
  quantity: number;
}

// ---------------------------------------------------------------------------------------
// Pickup
// ---------------------------------------------------------------------------------------

/** PickupSlot row (API shape): one merchant-defined slot of a weekday. */
export interface PickupSlot {
  id: number;
  location_id: number;
  day_of_week: Weekday;
  /** HH:MM start. */
  available_from: string;
  /** HH:MM end (24:00 allowed). */
  available_until: string;
  limited: boolean;
  limit: number;
}

/** An available pickup slot as the engine emits it: a PickupSlot, `id` null for slots generated from window + interval. */
export type PickupSlotOut = Omit<PickupSlot, 'id'> & { id: number | null };

/** Options of the slots of one date ({@link pickupSlotsForDate}, {@link deliveryTimesForDate}). */
export interface SlotsOfDateOptions {
  /** Also list the slots left out only for want of room, each marked `full: true` (default false: the available slots alone). */
  includeFull?: boolean;
}

/** A row of the slots of one date: `full: true` only on a full slot listed with `includeFull`, absent otherwise. */
export type WithFull<T> = T & { full?: true };

/** A weekday's pickup window: the earliest and latest pickup time, HH:MM local. */
export interface TimeWindow {
  min: string;
  max: string;
}

/**
 * A location's pickup configuration (engine input).
 * - A weekday is open when it has a window or slot rows and at least one slot results.
 * - In `allowListMode` ("only these dates") `blackoutDates` lists the ONLY allowed dates, plus every date of `allowedWeekdays`.
 */
export interface PickupRules {
  locationId: number;
  /** IANA zone of the location (fall back to the shop's zone before calling). */
  timezone: string;
  /** Per-weekday window; a weekday without one (and without slot rows) is closed. */
  weekdayWindows: Partial<Record<Weekday, TimeWindow>>;
  /** Minutes between generated slot starts (> 0); also the `interval` of the response. */
  intervalMinutes: number;
  /** `YYYY-MM-DD` (1-based) blackout dates, or `--MM-DD` for a date blacked out every year. */
  blackoutDates: string[];
  /** "Only these dates": `blackoutDates` (and `allowedWeekdays`) become the allow-list. */
  allowListMode?: boolean;
  /** Allow-list mode only: weekdays whose every date is allowed. */
  allowedWeekdays?: Weekday[];
  /** Future-order limit N: `maxDate` = today + N days (inclusive); null = no limit. */
  futureOrderWindowDays: number | null;
  /** The merchant uses pickup order limits: `limited` rows are enforced and `minDateSlots` is returned. */
  limitsEnabled: boolean;
  /** Slot rows; a weekday with rows uses them instead of window + interval. */
  slots: PickupSlot[];
}

/** Input of {@link pickupCalendar} and {@link pickupSlotsForDate}. */
export interface PickupInput {
  rules: PickupRules;
  /** Pickup PreparationTimes of the location; omitted = no preparation time. */
  preparation?: PreparationTimes | null;
  cart?: CartItem[];
  /** The injected clock. */
  now: InstantInput;
  /** Orders and live reservations per (location, date, slot); omitted = nothing used. */
  usage?: UsageSource;
  /**
   * How `disabled` writes its dates: `strings` (default, the contract's `"YYYY-MM-DD"` with a
   * zero-based month) or `arrays` (`[y, m, d]`, for storefronts that read pickadate arrays;
   * the shop setting `storefront_compatibility.pickup_disabled_dates`).
   */
  disabledDates?: DisabledDateForm;
}

/** `{hour, minute}` strings ("09", "00"). */
export interface HourMinute {
  hour: string;
  minute: string;
}

/**
 * `disabled` entry: leading `true`, weekday integer 1-7 (1 = Sunday), or a date with a
 * zero-based month, as a `YYYY-MM-DD` string or a `[y, m, d]` array (§5).
 */
export type DisabledEntry = true | number | string | DisabledDate;

/** `disabled` entry of the delivery and shipping calendars: dates are always `[y, m, d]` arrays. */
export type DisabledArrayEntry = true | number | DisabledDate;

/** PickupCalendarRules response shape (+ `minDateSlots` when the merchant uses order limits). */
export interface PickupCalendarRules {
  /** `YYYY-MM-DD HH:MM:SS` local start of the first available slot; null when nothing is available in the horizon. */
  minDateTime: string | null;
  /** `YYYY-MM-DD` (1-based) local date of `minDateTime`. */
  minDate: string | null;
  /** `YYYY-MM-DD` (1-based), inclusive, or null without a future-order limit. */
  maxDate: string | null;
  /** Window of `minDate` as `[HH, MM]`; null when `minDate` is null. */
  minTime: [string, string] | null;
  maxTime: [string, string] | null;
  /** §5: dates as zero-based `YYYY-MM-DD` strings, or `[y, m, d]` arrays with `disabledDates: 'arrays'`. */
  disabled: DisabledEntry[];
  /** Minutes. */
  interval: number;
  daysOfWeek: Partial<Record<Weekday, { min: HourMinute; max: HourMinute }>>;
  timezone: string;
  /** Available slots of `minDate`; present only when `limitsEnabled`. */
  minDateSlots?: PickupSlotOut[];
}

// ---------------------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------------------

/** DeliverySlot row inside `delivery.<weekday>.slots.slots`. */
export interface DeliverySlot {
  id: number;
  day_of_week: Weekday;
  from: string;
  until: string;
  limited: boolean;
  limit: number;
}

/** `delivery.<weekday>` of a DeliveryLocation. */
export interface DeliveryDayRule {
  /** Dates blacked out on this weekday only (a listed date on another weekday has no effect). */
  blackout_dates: string[];
  breakpoint: string;
  useBreakpoint: boolean;
  before: PreparationAmount;
  after: PreparationAmount;
  /** `enabled` false: the weekday is open for date-only delivery (no time slots). */
  slots: { enabled: boolean; slots: DeliverySlot[] };
}

/** `delivery` of a DeliveryLocation (API shape). A weekday without an entry is closed. */
export type DeliverySettings = {
  flip_blackout_dates: boolean;
  blackouts: string[];
} & { [K in Weekday]?: DeliveryDayRule };

/** Input of {@link deliveryCalendar} and {@link deliveryTimesForDate}. */
export interface DeliveryInput {
  locationId: number;
  timezone: string;
  delivery: DeliverySettings;
  /** Delivery PreparationTimes of the location (applied on top of the weekday rule; maximum wins). */
  preparation?: PreparationTimes | null;
  cart?: CartItem[];
  now: InstantInput;
  usage?: UsageSource;
}

/** DeliveryTime response row. */
export interface DeliveryTime {
  id: number;
  day_of_week: Weekday;
  available_from: string;
  available_until: string;
  limited: boolean;
  limit: number;
}

/**
 * The first available date and time of a location's calendar: exactly the `minDate` and
 * `minDateTime` its full calendar (`pickupCalendar`, `deliveryCalendar`) gives, found
 * without building the rest (`pickupFirstAvailable`, `deliveryFirstAvailable`).
 */
export interface FirstAvailable {
  /** Local `YYYY-MM-DD`, or null when nothing is available within the horizon. */
  minDate: string | null;
  /** Local `YYYY-MM-DD HH:MM:SS` of the first slot, or null (none, or a date-only delivery day). */
  minDateTime: string | null;
}

/**
 * Delivery calendar: the shipping calendar's members plus `minDateTime`, and the members the
 * original service's delivery calendar answers with (`minTime`, `maxTime`, `minDateSlots`,
 * `datePickerEnabled`, `timePickerEnabled`), defined as for pickup (§3, §4).
 */
export interface DeliveryCalendar {
  minDate: string | null;
  /** First available slot start on `minDate`; null when none or when `minDate` is a date-only day. */
  minDateTime: string | null;
  maxDate: string | null;
  /**
   * `[HH, MM]` of the earliest slot start of `minDate`'s weekday (the day's window opens, as
   * pickup's `minTime`); null when `minDate` is null or a date-only day.
   */
  minTime: [string, string] | null;
  /** `[HH, MM]` of the latest slot end of `minDate`'s weekday (the window closes); null as `minTime`. */
  maxTime: [string, string] | null;
  /** §5, dates as `[y, zero-based m, d]` arrays. */
  disabled: DisabledArrayEntry[];
  /**
   * Available slots of `minDate` (DeliveryTime rows, as the times of that date list them);
   * present only when some delivery slot of the location is `limited`, `[]` when `minDate` is
   * null or a date-only day.
   */
  minDateSlots?: DeliveryTime[];
  /** Always true: a delivery is booked for a date. */
  datePickerEnabled: boolean;
  /** True when some weekday of the location delivers in time slots (`slots.enabled` with a slot). */
  timePickerEnabled: boolean;
  timezone: string;
}

// ---------------------------------------------------------------------------------------
// Shipping
// ---------------------------------------------------------------------------------------

/** `shipping.preparation_time.<weekday>`. */
export interface ShippingPreparationDay {
  value: number;
  format: PreparationFormat;
  /** After `time` (strictly later than HH:MM:00.000 local), `value` is replaced by `cutoff_time.value`. */
  cutoff_time: { enabled: boolean; time: string; value: number };
}

/** StoreSettings.shipping (API shape); `discount_code` is accepted and ignored. */
export type ShippingSettings = {
  blackout_dates: string[];
  timezone: string;
  discount_code?: string | null;
  preparation_time: { enabled: boolean } & { [K in Weekday]?: ShippingPreparationDay };
  maximum_date: { enabled: boolean; metric: 'days' | 'weeks' | 'months'; value: number };
  /** Daily order limit per weekday; 0 or absent = unlimited. */
  order_limits: { enabled: boolean } & { [K in Weekday]?: number };
} & { [K in `${Weekday}_enabled`]: boolean };

/** Input of {@link shippingCalendar}. */
export interface ShippingInput {
  shipping: ShippingSettings;
  /** Product-based preparation rows (the `product_based` of shipping PreparationTimes). */
  productPreparation?: ProductPreparation[];
  cart?: CartItem[];
  now: InstantInput;
  /** Orders per date, looked up with location null and slot null. */
  usage?: UsageSource;
}

/** Shipping calendar response. */
export interface ShippingCalendar {
  minDate: string | null;
  maxDate: string | null;
  /** §5, dates as `[y, zero-based m, d]` arrays. */
  disabled: DisabledArrayEntry[];
  timezone: string;
}
