import { WEEKDAYS, Weekday } from '../model/vocabulary';
import type { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import type { LocationEntity } from '../entities/location.entity';
import type { DeliveryArea, DeliverySettings, OpeningHoursDay } from '../model/settings';
import type { DeliveryLocationRecord, LocationRecord, PickupLocationRecord, PickupRules, PickupSlot, SlotRecord } from '../model/views';
import { toDeliveryConfig, toPickupSettings } from './mappers';

/** The columns of a `locations` row the read models use (timestamps are not read). */
export type LocationRow = Omit<LocationEntity, 'shop' | 'createdAt' | 'updatedAt'>;
/** A `pickup_settings` row. */
export type PickupRow = Omit<PickupSettingsEntity, 'location'>;
/** A `delivery_settings` row. */
export type DeliveryRow = Omit<DeliverySettingsEntity, 'location'>;
/** A `slots` row. */
export type SlotRow = Omit<SlotEntity, 'location'>;

/** The pickup side of one location: its PickupLocation record, and the settings its engine rules are built from on first use. */
export interface PickupPart {
  record: PickupLocationRecord;
  settings: PickupRow | undefined;
  slots: PickupSlot[];
  /** Built by {@link pickupRulesOf} on first use. */
  rules?: PickupRules;
}

/**
 * Everything a shop snapshot keeps of one location, built once from its rows and shared
 * by every snapshot of the shop until that location changes (a change to one location
 * rebuilds only its part). Records are frozen.
 */
export interface LocationPart {
  location: LocationRecord;
  pickup: PickupPart | null;
  delivery: DeliveryLocationRecord | null;
  slots: SlotRecord[];
  /** Estimated bytes this part keeps on the heap (for the shop cache's memory budget). */
  bytes: number;
}

/**
 * Values derived from interned rows, shared by the locations of one load that derive the
 * same thing (e.g. the same delivery days from the same stored days): keyed by the
 * identity of the (interned) inputs.
 */
export class DerivedValues {
  private readonly ids = new WeakMap<object, number>();
  private readonly values = new Map<string, unknown>();
  private next = 1;

  /** A number naming this object (or `null`/`undefined`) for a key. */
  idOf(value: object | null | undefined): number {
    if (!value) return 0;
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.next++));
    return id;
  }

  /** The value under `key`, made by `make` the first time. */
  get<T>(key: string, make: () => T): T {
    let value = this.values.get(key) as T | undefined;
    if (value === undefined) this.values.set(key, (value = make()));
    return value;
  }
}

const CLOSED: OpeningHoursDay = Object.freeze({ opens: '00:00', closes: '00:00', closed: true });

/** Opening hours with all seven days, shared per distinct (interned, frozen) stored value. */
const openingByStored = new WeakMap<object, Record<Weekday, OpeningHoursDay>>();

function fullOpeningHours(stored: Partial<Record<Weekday, OpeningHoursDay>>): Record<Weekday, OpeningHoursDay> {
  let full = openingByStored.get(stored);
  if (!full) {
    full = Object.freeze(Object.fromEntries(WEEKDAYS.map((d) => [d, stored[d] ?? CLOSED]))) as Record<Weekday, OpeningHoursDay>;
    if (Object.isFrozen(stored)) openingByStored.set(stored, full);
  }
  return full;
}

const stringBytes = (...values: (string | null)[]) => values.reduce((n, v) => n + (v ? 16 + v.length : 0), 0);

/** Per-object overheads measured on V8 (heap snapshot of a 100,000-location shop): see docs/scaling.md. */
const BYTES = { location: 420, pickup: 360, delivery: 520, slot: 150 } as const;

function slotRecord(s: SlotRow): SlotRecord {
  return Object.freeze({
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

const weekdayOrder = (a: { day_of_week: Weekday; available_from: string }, b: { day_of_week: Weekday; available_from: string }) =>
  WEEKDAYS.indexOf(a.day_of_week) - WEEKDAYS.indexOf(b.day_of_week) || a.available_from.localeCompare(b.available_from);

/**
 * Builds the {@link LocationPart} of one location from its rows (`slots`: all of the
 * location's slot rows, any method, in id order). `shopTimezone` is used when the
 * location has no zone of its own.
 */
export function buildLocationPart(
  shopTimezone: string,
  l: LocationRow,
  pickupRow: PickupRow | undefined,
  deliveryRow: DeliveryRow | undefined,
  slotRows: readonly SlotRow[],
  derived: DerivedValues = new DerivedValues(),
): LocationPart {
  const location: LocationRecord = Object.freeze({
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
    timezone: l.timezone ?? shopTimezone,
    custom_attribute_1: l.customAttribute1,
    custom_attribute_2: l.customAttribute2,
    custom_attribute_3: l.customAttribute3,
    opening_hours: fullOpeningHours(l.openingHours ?? {}),
    more_information: l.moreInformation,
    pickup_enabled: l.pickupEnabled,
    delivery_enabled: l.deliveryEnabled,
    widget_enabled: l.widgetEnabled,
    sort_position: l.sortPosition,
  });
  const slots = slotRows.map(slotRecord);
  let bytes =
    BYTES.location +
    stringBytes(l.externalId, l.companyName, l.addressLine1, l.addressLine2, l.city, l.postalCode, l.customAttribute1, l.customAttribute2, l.customAttribute3) +
    stringBytes(l.moreInformation) +
    slots.length * BYTES.slot;
  const { pickup_enabled: _p, delivery_enabled: _d, widget_enabled: _w, sort_position: _s, opening_hours, more_information, ...base } = location;
  let pickup: PickupPart | null = null;
  if (location.pickup_enabled) {
    const p = toPickupSettings(pickupRow);
    const record: PickupLocationRecord = Object.freeze({
      ...base,
      date_picker_enabled: p.date_picker_enabled,
      time_picker_enabled: p.time_picker_enabled,
      opening_hours,
      more_information,
      limits_enabled: p.limits_enabled,
    });
    const pickupSlots = slots
      .filter((s) => s.method === 'pickup')
      .map(({ method: _m, ...slot }) => Object.freeze(slot))
      .sort(weekdayOrder);
    pickup = { record, settings: pickupRow, slots: pickupSlots };
    bytes += BYTES.pickup;
  }
  let delivery: DeliveryLocationRecord | null = null;
  if (location.delivery_enabled) {
    const deliverySlots = slotRows.filter((s) => s.method === 'delivery') as SlotEntity[];
    const row = deliveryRow as DeliverySettingsEntity | undefined;
    const build = () => deliveryParts(row, deliverySlots);
    // Without slots of its own, the location's days and area derive from (interned) stored values only: shared.
    const { settings, area } =
      deliverySlots.length === 0 && row
        ? derived.get(
            `delivery:${row.flipBlackoutDates}:${derived.idOf(row.blackouts)}:${derived.idOf(row.weekdays)}:${row.maxRadius}:${derived.idOf(row.postalCodes)}:${row.postalCodeMatchMode}:${derived.idOf(row.cities)}`,
            build,
          )
        : build();
    delivery = Object.freeze({ ...base, delivery: settings, area });
    bytes += BYTES.delivery + (deliverySlots.length ? deliverySlots.length * BYTES.slot + JSON.stringify(row?.weekdays ?? {}).length : 0);
  }

  return { location, pickup, delivery, slots, bytes };
}

/** A location's delivery days and area in the read models' shape, deeply frozen. */
function deliveryParts(row: DeliverySettingsEntity | undefined, slots: SlotEntity[]): { settings: DeliverySettings; area: DeliveryArea } {
  const { flip_blackout_dates, blackouts, max_radius, postal_codes, postal_code_match_mode, cities, ...days } = toDeliveryConfig(row, slots, true);
  const settings = { flip_blackout_dates, blackouts } as DeliverySettings;
  for (const day of WEEKDAYS) {
    const rule = days[day];
    if (rule)
      settings[day] = {
        ...rule,
        slots: {
          enabled: rule.slots.enabled,
          slots: rule.slots.slots.map((s) => ({ id: s.id as number, day_of_week: day, from: s.from, until: s.until, limited: s.limited, limit: s.limit })),
        },
      };
  }
  return deepFreezeOwn({ settings, area: { max_radius, postal_codes, postal_code_match_mode, cities } });
}

/** Freezes a record and the objects built for it (shared, already frozen values are skipped). */
function deepFreezeOwn<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreezeOwn(v);
  }
  return value;
}

/** The scheduling engine's pickup rules of a pickup part, built on first use and kept on the part. */
export function pickupRulesOf(part: PickupPart, timezone: string): PickupRules {
  if (!part.rules) {
    const p = toPickupSettings(part.settings);
    part.rules = deepFreezeOwn({
      locationId: part.record.id,
      timezone,
      weekdayWindows: p.weekday_windows,
      intervalMinutes: p.interval,
      blackoutDates: p.blackout_dates,
      allowListMode: p.allow_list_mode,
      allowedWeekdays: p.allowed_weekdays,
      futureOrderWindowDays: p.future_order_window_days,
      limitsEnabled: p.limits_enabled,
      slots: part.slots,
    });
  }
  return part.rules;
}
