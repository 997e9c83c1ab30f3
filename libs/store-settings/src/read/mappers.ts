/**
 * Conversions between table rows and the settings blocks of the admin API and the
 * import file. Rows are plain objects ready for `insert()`; configs are the file shapes.
 */
import { WEEKDAYS, Weekday, LocationMethod } from '../model/vocabulary';
import { compactPostalCode } from '@fulfil/geo';
import { toMerchantPostalCodeRecord, compareMerchantPostalCodes } from '../config/postal-codes';
import type { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import type { LocationEntity } from '../entities/location.entity';
import type { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import type { ShippingSettingsEntity } from '../entities/rules.entity';
import type { DeliveryConfig, DeliveryDayFileConfig, LocationCore, MerchantPostalCodeInput, PickupConfig, ShippingConfig } from '../model/store-config';
import { defaultDeliveryArea, defaultPickupSettings, defaultShipping } from '../model/defaults';
import type { DeliveryDayConfig, PickupSettingsConfig, SlotConfig } from '../model/settings';
import type { MerchantPostalCodeRecord } from '../model/views';

/** Row of `locations` for a location's own fields. */
export function locationRow(shopId: number, c: LocationCore, sortPosition: number): Omit<LocationEntity, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    shopId,
    externalId: c.external_id,
    companyName: c.company_name,
    addressLine1: c.address_line_1,
    addressLine2: c.address_line_2,
    city: c.city,
    postalCode: c.postal_code,
    region: c.region,
    country: c.country,
    latitude: c.latitude,
    longitude: c.longitude,
    timezone: c.timezone,
    customAttribute1: c.custom_attribute_1,
    customAttribute2: c.custom_attribute_2,
    customAttribute3: c.custom_attribute_3,
    openingHours: c.opening_hours,
    moreInformation: c.more_information,
    pickupEnabled: c.pickup_enabled,
    deliveryEnabled: c.delivery_enabled,
    widgetEnabled: c.widget_enabled,
    sortPosition,
  };
}

/** A location's own fields as the file and the admin API write them. */
export function toLocationCore(e: LocationEntity): LocationCore {
  return {
    external_id: e.externalId,
    company_name: e.companyName,
    address_line_1: e.addressLine1,
    address_line_2: e.addressLine2,
    city: e.city,
    postal_code: e.postalCode,
    region: e.region,
    country: e.country,
    latitude: e.latitude,
    longitude: e.longitude,
    timezone: e.timezone,
    custom_attribute_1: e.customAttribute1,
    custom_attribute_2: e.customAttribute2,
    custom_attribute_3: e.customAttribute3,
    opening_hours: e.openingHours,
    more_information: e.moreInformation,
    pickup_enabled: e.pickupEnabled,
    delivery_enabled: e.deliveryEnabled,
    widget_enabled: e.widgetEnabled,
  };
}

/** Row of `pickup_settings`. */
export function pickupRow(locationId: number, p: PickupSettingsConfig): PickupSettingsEntity {
  return {
    locationId,
    datePickerEnabled: p.date_picker_enabled,
    timePickerEnabled: p.time_picker_enabled,
    weekdayWindows: p.weekday_windows,
    intervalMinutes: p.interval,
    blackoutDates: p.blackout_dates,
    allowListMode: p.allow_list_mode,
    allowedWeekdays: p.allowed_weekdays,
    futureOrderWindowDays: p.future_order_window_days,
    limitsEnabled: p.limits_enabled,
  };
}

/** Pickup settings of a row, or the defaults when the location has none. */
export function toPickupSettings(e: PickupSettingsEntity | undefined): PickupSettingsConfig {
  if (!e) return defaultPickupSettings();
  return {
    date_picker_enabled: e.datePickerEnabled,
    time_picker_enabled: e.timePickerEnabled,
    weekday_windows: e.weekdayWindows,
    interval: e.intervalMinutes,
    blackout_dates: e.blackoutDates,
    allow_list_mode: e.allowListMode,
    allowed_weekdays: e.allowedWeekdays,
    future_order_window_days: e.futureOrderWindowDays,
    limits_enabled: e.limitsEnabled,
  };
}

/** A slot row as a config (with its id). */
export function toSlotConfig(s: SlotEntity): SlotConfig & { id: number } {
  return { id: s.id, day_of_week: s.dayOfWeek, available_from: s.availableFrom, available_until: s.availableUntil, limited: s.limited, limit: s.limit };
}

/** Row of `slots` (id kept when given). */
export function slotRow(locationId: number, method: LocationMethod, s: SlotConfig & { id?: number }): Omit<SlotEntity, 'id'> & { id?: number } {
  return {
    ...(s.id !== undefined ? { id: s.id } : {}),
    locationId,
    method,
    dayOfWeek: s.day_of_week,
    availableFrom: s.available_from,
    availableUntil: s.available_until,
    limited: s.limited,
    limit: s.limit,
  };
}

/** Weekday order, then start and end: the order slots are listed in. */
export function compareSlots(a: SlotConfig, b: SlotConfig): number {
  return (
    WEEKDAYS.indexOf(a.day_of_week) - WEEKDAYS.indexOf(b.day_of_week) ||
    a.available_from.localeCompare(b.available_from) ||
    a.available_until.localeCompare(b.available_until)
  );
}

/** The identity of a slot within a location and method. */
export function slotKey(s: SlotConfig): string {
  return `${s.day_of_week} ${s.available_from} ${s.available_until}`;
}

/** Pickup block of the file: settings plus the location's pickup slots. */
export function toPickupConfig(e: PickupSettingsEntity | undefined, slots: SlotEntity[], withIds = false): PickupConfig {
  const rows = slots
    .filter((s) => s.method === 'pickup')
    .map(toSlotConfig)
    .sort(compareSlots);
  return { ...toPickupSettings(e), slots: withIds ? rows : rows.map(({ id: _id, ...rest }) => rest) };
}

/** Row of `delivery_settings` (slots go to `slots`, see {@link deliverySlotsOf}). */
export function deliveryRow(locationId: number, d: DeliveryConfig): DeliverySettingsEntity {
  const weekdays: Partial<Record<Weekday, DeliveryDayConfig>> = {};
  for (const day of WEEKDAYS) {
    const rule = d[day];
    if (rule)
      weekdays[day] = {
        blackout_dates: rule.blackout_dates,
        breakpoint: rule.breakpoint,
        useBreakpoint: rule.useBreakpoint,
        before: rule.before,
        after: rule.after,
        slots_enabled: rule.slots.enabled,
      };
  }
  return {
    locationId,
    flipBlackoutDates: d.flip_blackout_dates,
    blackouts: d.blackouts,
    weekdays,
    maxRadius: d.max_radius,
    postalCodes: d.postal_codes,
    postalCodeMatchMode: d.postal_code_match_mode,
    cities: d.cities,
  };
}

/** The slot rows of a delivery block, as pickup-style slot configs with their weekday. */
export function deliverySlotsOf(d: DeliveryConfig): (SlotConfig & { id?: number })[] {
  return WEEKDAYS.flatMap((day) =>
    (d[day]?.slots.slots ?? []).map((s) => ({
      ...(s.id !== undefined ? { id: s.id } : {}),
      day_of_week: day,
      available_from: s.from,
      available_until: s.until,
      limited: s.limited,
      limit: s.limit,
    })),
  );
}

/** Delivery block of the file from its row and the location's delivery slots. */
export function toDeliveryConfig(e: DeliverySettingsEntity | undefined, slots: SlotEntity[], withIds = false): DeliveryConfig {
  if (!e) return defaultDeliveryArea();
  const config: DeliveryConfig = {
    flip_blackout_dates: e.flipBlackoutDates,
    blackouts: e.blackouts,
    max_radius: e.maxRadius,
    postal_codes: e.postalCodes,
    postal_code_match_mode: e.postalCodeMatchMode,
    cities: e.cities,
  };
  const rows = slots
    .filter((s) => s.method === 'delivery')
    .map(toSlotConfig)
    .sort(compareSlots);
  for (const day of WEEKDAYS) {
    const rule = e.weekdays[day];
    if (!rule) continue;
    const daySlots = rows
      .filter((s) => s.day_of_week === day)
      .map((s) => ({ ...(withIds ? { id: s.id } : {}), from: s.available_from, until: s.available_until, limited: s.limited, limit: s.limit }));
    const fileDay: DeliveryDayFileConfig = {
      blackout_dates: rule.blackout_dates,
      breakpoint: rule.breakpoint,
      useBreakpoint: rule.useBreakpoint,
      before: rule.before,
      after: rule.after,
      slots: { enabled: rule.slots_enabled, slots: daySlots },
    };
    config[day] = fileDay;
  }
  return config;
}

/** Row of `shipping_settings`. */
export function shippingRow(shopId: number, s: ShippingConfig): ShippingSettingsEntity {
  return {
    shopId,
    timezone: s.timezone,
    discountCode: s.discount_code ?? null,
    blackoutDates: s.blackout_dates,
    enabledWeekdays: WEEKDAYS.filter((d) => s[`${d}_enabled`]),
    preparationTime: s.preparation_time,
    maximumDate: s.maximum_date,
    orderLimits: s.order_limits,
  };
}

/** Shipping settings of a row (zone null = the shop's), or the defaults. */
export function toShippingConfig(e: ShippingSettingsEntity | undefined | null): ShippingConfig {
  if (!e) return defaultShipping();
  const enabled = Object.fromEntries(WEEKDAYS.map((d) => [`${d}_enabled`, e.enabledWeekdays.includes(d)])) as Record<`${Weekday}_enabled`, boolean>;
  return {
    blackout_dates: e.blackoutDates,
    ...enabled,
    timezone: e.timezone,
    discount_code: e.discountCode,
    preparation_time: e.preparationTime,
    maximum_date: e.maximumDate,
    order_limits: e.orderLimits,
  };
}

/** Row of `merchant_postal_codes` (`lookup_key` = {@link compactPostalCode} of the trimmed code). */
export function merchantPostalCodeRow(shopId: number, c: MerchantPostalCodeInput): Omit<MerchantPostalCodeEntity, 'id'> {
  const r = toMerchantPostalCodeRecord(c);
  return {
    shopId,
    postalCode: r.postal_code,
    lookupKey: compactPostalCode(r.postal_code),
    latitude: r.latitude,
    longitude: r.longitude,
    countryCode: r.country_code,
    placeName: r.place_name,
  };
}

/** Rows of `merchant_postal_codes` as records, sorted by {@link compareMerchantPostalCodes}. */
export function toMerchantPostalCodeRecords(
  rows: readonly Pick<MerchantPostalCodeEntity, 'postalCode' | 'latitude' | 'longitude' | 'countryCode' | 'placeName'>[],
): MerchantPostalCodeRecord[] {
  return rows
    .map((r) => ({ postal_code: r.postalCode, latitude: r.latitude, longitude: r.longitude, country_code: r.countryCode, place_name: r.placeName }))
    .sort(compareMerchantPostalCodes);
}
