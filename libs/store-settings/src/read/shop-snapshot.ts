import { CheckoutMethod, LocationMethod, WEEKDAYS, Weekday } from '../model/vocabulary';
import type { SlotEntity } from '../entities/location-settings.entity';
import type { LocationEntity } from '../entities/location.entity';
import { defaultDeliveryOptions, defaultPickupOptions } from '../model/defaults';
import type {
  ConditionalActivationRule,
  GeneralPreparation,
  OpeningHoursDay,
  PreparationTimes,
  ShippingSettings,
  StoreSettings,
  DeliverySettings,
} from '../model/settings';
import type {
  DeliveryLocationRecord,
  LocationRecord,
  MerchantPostalCodeRecord,
  PickupLocationRecord,
  PickupRules,
  PickupSlot,
  ShopRecord,
  SlotRecord,
} from '../model/views';
import { toDeliveryConfig, toMerchantPostalCodeRecords, toPickupSettings, toShippingConfig } from './mappers';
import type { ShopRows } from './snapshot-data';

const CLOSED: OpeningHoursDay = { opens: '00:00', closes: '00:00', closed: true };

/** Freezes an object graph in place (read models are shared by every request). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * One shop's configuration as read models, built once per settings version and served
 * from memory (see StoreReader). Read models are shared by every request and deeply
 * frozen: copy before changing (`{...record, distance}`), never modify in place.
 * Lists come in the merchant's order (`pickup.sort_order`: manual = sort position,
 * alphabetical = company name).
 */
export class ShopSnapshot {
  /** The shop's own record. */
  readonly shop: ShopRecord;
  private readonly locationsById = new Map<number, LocationRecord>();
  private readonly ordered: LocationRecord[] = [];
  private readonly pickupById = new Map<number, { record: PickupLocationRecord; rules: PickupRules }>();
  private readonly deliveryById = new Map<number, DeliveryLocationRecord>();
  private readonly slotsById = new Map<number, SlotRecord>();
  private readonly settingsValue: StoreSettings;

  constructor(private readonly rows: ShopRows) {
    const s = rows.shop;
    this.shop = {
      id: s.id,
      domain: s.domain,
      timezone: s.timezone,
      base_country_name: s.baseCountryName,
      base_country_code: s.baseCountryCode,
      measurement_format: s.measurementFormat,
      storefront_origins: s.storefrontOrigins ?? [],
      webhook_secret: s.webhookSecret,
      settings_version: s.settingsVersion,
    };
    const pickupOptions = s.pickupOptions ?? defaultPickupOptions();
    const shipping = toShippingConfig(rows.shipping);
    this.settingsValue = {
      base_country_name: s.baseCountryName,
      measurement_format: s.measurementFormat,
      pickup: pickupOptions,
      delivery: s.deliveryOptions ?? defaultDeliveryOptions(),
      shipping: { ...shipping, timezone: shipping.timezone ?? s.timezone },
    };
    const locations = [...rows.locations];
    if (pickupOptions.sort_order === 'alphabetical') locations.sort((a, b) => a.companyName.localeCompare(b.companyName) || a.id - b.id);
    for (const l of locations) {
      const record = this.toRecord(l);
      this.locationsById.set(l.id, record);
      this.ordered.push(record);
    }
    this.buildSlots(rows.slots);
    this.buildPickup();
    this.buildDelivery();
    this.pickupList = [...this.pickupById.values()].map((p) => p.record);
    this.deliveryList = [...this.deliveryById.values()];
    deepFreeze(this.shop);
    deepFreeze(this.settingsValue);
    deepFreeze(this.ordered);
    for (const p of this.pickupById.values()) deepFreeze(p);
    deepFreeze(this.pickupList);
    deepFreeze(this.deliveryList);
    for (const s of this.slotsById.values()) deepFreeze(s);
    this.postalCodes = deepFreeze(toMerchantPostalCodeRecords(rows.postalCodes));
    this.preparation = new Map();
  }

  private readonly pickupList: PickupLocationRecord[];
  private readonly deliveryList: DeliveryLocationRecord[];
  private readonly postalCodes: readonly MerchantPostalCodeRecord[];
  private preparation: Map<string, PreparationTimes>;

  private toRecord(l: LocationEntity): LocationRecord {
    const opening = Object.fromEntries(WEEKDAYS.map((d) => [d, l.openingHours[d] ?? CLOSED])) as Record<Weekday, OpeningHoursDay>;
    return {
      id: l.id,
      external_id: l.externalId,
      company_name: l.companyName,
      address_line_1: l.addressLine1,
      address_line_2: l.addressLine2,
      city: l.city,
      postal_code: l.postalCode,
      region: l.region,
      country: l.country,
      latitude: l.latitude,
      longitude: l.longitude,
      timezone: l.timezone ?? this.rows.shop.timezone,
      custom_attribute_1: l.customAttribute1,
      custom_attribute_2: l.customAttribute2,
      custom_attribute_3: l.customAttribute3,
      opening_hours: opening,
      more_information: l.moreInformation,
      pickup_enabled: l.pickupEnabled,
      delivery_enabled: l.deliveryEnabled,
      widget_enabled: l.widgetEnabled,
      sort_position: l.sortPosition,
    };
  }

  private buildSlots(slots: SlotEntity[]): void {
    for (const s of slots) {
      this.slotsById.set(s.id, {
        id: s.id,
        location_id: s.locationId,
        method: s.method,
        day_of_week: s.dayOfWeek,
        available_from: s.availableFrom,
        available_until: s.availableUntil,
        limited: s.limited,
        limit: s.limit,
      });
    }
  }

  private buildPickup(): void {
    const settings = new Map(this.rows.pickup.map((p) => [p.locationId, p]));
    const slots = new Map<number, PickupSlot[]>();
    for (const s of this.slotsById.values()) {
      if (s.method !== 'pickup') continue;
      const { method: _m, ...slot } = s;
      slots.set(s.location_id, [...(slots.get(s.location_id) ?? []), slot]);
    }
    for (const l of this.ordered) {
      if (!l.pickup_enabled) continue;
      const p = toPickupSettings(settings.get(l.id));
      const { pickup_enabled: _p, delivery_enabled: _d, widget_enabled: _w, sort_position: _s, opening_hours, more_information, ...base } = l;
      const record: PickupLocationRecord = {
        ...base,
        date_picker_enabled: p.date_picker_enabled,
        time_picker_enabled: p.time_picker_enabled,
        opening_hours,
        more_information,
        limits_enabled: p.limits_enabled,
      };
      const rules: PickupRules = {
        locationId: l.id,
        timezone: l.timezone,
        weekdayWindows: p.weekday_windows,
        intervalMinutes: p.interval,
        blackoutDates: p.blackout_dates,
        allowListMode: p.allow_list_mode,
        allowedWeekdays: p.allowed_weekdays,
        futureOrderWindowDays: p.future_order_window_days,
        limitsEnabled: p.limits_enabled,
        slots: (slots.get(l.id) ?? []).sort(
          (a, b) => WEEKDAYS.indexOf(a.day_of_week) - WEEKDAYS.indexOf(b.day_of_week) || a.available_from.localeCompare(b.available_from),
        ),
      };
      this.pickupById.set(l.id, { record, rules });
    }
  }

  private buildDelivery(): void {
    const settings = new Map(this.rows.delivery.map((d) => [d.locationId, d]));
    const slotsByLocation = new Map<number, SlotEntity[]>();
    for (const s of this.rows.slots) if (s.method === 'delivery') slotsByLocation.set(s.locationId, [...(slotsByLocation.get(s.locationId) ?? []), s]);
    for (const l of this.ordered) {
      if (!l.delivery_enabled) continue;
      const { flip_blackout_dates, blackouts, max_radius, postal_codes, postal_code_match_mode, cities, ...days } = toDeliveryConfig(
        settings.get(l.id),
        slotsByLocation.get(l.id) ?? [],
        true,
      );
      const delivery = { flip_blackout_dates, blackouts } as DeliverySettings;
      for (const day of WEEKDAYS) {
        const rule = days[day];
        if (rule)
          delivery[day] = {
            ...rule,
            slots: {
              enabled: rule.slots.enabled,
              slots: rule.slots.slots.map((s) => ({ id: s.id as number, day_of_week: day, from: s.from, until: s.until, limited: s.limited, limit: s.limit })),
            },
          };
      }
      const { pickup_enabled: _p, delivery_enabled: _d, widget_enabled: _w, sort_position: _s, opening_hours: _o, more_information: _m, ...base } = l;
      this.deliveryById.set(l.id, { ...base, delivery, area: { max_radius, postal_codes, postal_code_match_mode, cities } });
    }
  }

  /** StoreSettings exactly as `GET /v1.0/settings` returns it (`shipping.timezone` resolved). */
  settings(): StoreSettings {
    return this.settingsValue;
  }

  /** StoreSettings.shipping (zone resolved). */
  shipping(): ShippingSettings {
    return this.settingsValue.shipping;
  }

  /** True when `origin` is one of the shop's registered storefront origins. */
  allowsOrigin(origin: string): boolean {
    return this.shop.storefront_origins.includes(origin);
  }

  /** Every location, in the merchant's order. */
  locations(): LocationRecord[] {
    return this.ordered;
  }

  /** One location, or undefined when the shop has no location with this id. */
  location(id: number): LocationRecord | undefined {
    return this.locationsById.get(id);
  }

  /** Pickup-enabled locations as PickupLocation (without `distance`), in the merchant's order. */
  pickupLocations(): PickupLocationRecord[] {
    return this.pickupList;
  }

  /** One pickup-enabled location, or undefined. */
  pickupLocation(id: number): PickupLocationRecord | undefined {
    return this.pickupById.get(id)?.record;
  }

  /** Pickup rules of a pickup-enabled location for the scheduling engine, or undefined. */
  pickupRules(locationId: number): PickupRules | undefined {
    return this.pickupById.get(locationId)?.rules;
  }

  /** Delivery-enabled locations with their `delivery` settings and area, in the merchant's order. */
  deliveryLocations(): DeliveryLocationRecord[] {
    return this.deliveryList;
  }

  /** One delivery-enabled location, or undefined. */
  deliveryLocation(id: number): DeliveryLocationRecord | undefined {
    return this.deliveryById.get(id);
  }

  /** A pickup or delivery slot of this shop by id, or undefined. */
  slot(id: number): SlotRecord | undefined {
    return this.slotsById.get(id);
  }

  /**
   * PreparationTimes of a method at a location, exactly in the API shape: the location's
   * own `general` rule when it has one, else the shop-wide rule; `product_based` from the
   * shop-wide rows of the method. `locationId` null (or shipping) reads the shop-wide rule.
   */
  preparationTimes(method: CheckoutMethod, locationId: number | null = null): PreparationTimes {
    const key = `${method}:${locationId}`;
    let cached = this.preparation.get(key);
    if (!cached) {
      cached = deepFreeze(this.computePreparation(method, locationId));
      if (this.preparation.size < 50_000) this.preparation.set(key, cached);
    }
    return cached;
  }

  private computePreparation(method: CheckoutMethod, locationId: number | null): PreparationTimes {
    const own = locationId === null ? undefined : this.rows.preparation.find((p) => p.method === method && p.locationId === locationId);
    const shopWide = this.rows.preparation.find((p) => p.method === method && p.locationId === null);
    // Shipping is prepared by StoreSettings.shipping.preparation_time (what the shipping
    // calendar applies), so that is the `general` reported for shipping.
    const general = method === 'shipping' ? shippingGeneralPreparation(this.shipping()) : ((own ?? shopWide)?.general ?? { enabled: false });
    const product_based = this.rows.productPreparation
      .filter((p) => p.method === method)
      .map((p) => ({
        product_external_id: p.productExternalId,
        preparation_enabled: p.preparationEnabled ? 1 : 0,
        preperation_value: p.preparationValue,
        preparation_format: p.preparationFormat,
      }));
    return structuredClone({ general, product_based });
  }

  /**
   * Conditional-activation rules of a method: the location's override when it has one,
   * else the shop's; null when neither is set (nothing to check: the cart is valid).
   */
  conditionalActivation(method: CheckoutMethod, locationId: number | null = null): ConditionalActivationRule | null {
    const own = locationId === null ? undefined : this.rows.conditional.find((r) => r.method === method && r.locationId === locationId);
    const rule = own ?? this.rows.conditional.find((r) => r.method === method && r.locationId === null);
    return rule
      ? deepFreeze(structuredClone({ weight_price: rule.weightPrice, property_based: rule.propertyBased, hide_checkout_method: rule.hideCheckoutMethod }))
      : null;
  }

  /**
   * The merchant's own postal codes, sorted by `postal_code` (UTF-16 code-unit order):
   * `postal_code` as the merchant wrote it (trimmed), `latitude`/`longitude` in WGS 84
   * degrees, `country_code` (ISO 3166-1 alpha-2, upper case) and `place_name` or null.
   * No two compact to the same key (`compactPostalCode` of @fulfil/geo), so each maps one to
   * one onto a libs/geo `MerchantPostalCode` for `Geocoder.setMerchantPostalCodes`
   * (null fields omitted). Deeply frozen; empty when the shop has none.
   */
  merchantPostalCodes(): readonly MerchantPostalCodeRecord[] {
    return this.postalCodes;
  }

  /** Whether the location serves a method (shipping: every shop ships). */
  serves(locationId: number, method: LocationMethod): boolean {
    return method === 'pickup' ? this.pickupById.has(locationId) : this.deliveryById.has(locationId);
  }
}

/**
 * `shipping.preparation_time` in the `general` shape of PreparationTimes: per weekday of
 * the order, `value` in `format` up to the cutoff (`breakpoint`, local HH:MM of the
 * shipping zone) and `cutoff_time.value` in the same `format` after it
 * (docs/scheduling-rules.md §2; docs/api-decisions.md, "Shipping calendar").
 */
export function shippingGeneralPreparation(shipping: Pick<ShippingSettings, 'preparation_time'>): GeneralPreparation {
  const { enabled, ...days } = shipping.preparation_time;
  const general: GeneralPreparation = { enabled };
  for (const day of WEEKDAYS) {
    const d = days[day];
    if (!d) continue;
    general[day] = {
      breakpoint: { enabled: d.cutoff_time.enabled, value: d.cutoff_time.time },
      before: { value: d.value, format: d.format },
      after: { value: d.cutoff_time.enabled ? d.cutoff_time.value : d.value, format: d.format },
    };
  }
  return general;
}
