import { CheckoutMethod, LocationMethod, WEEKDAYS } from '../model/vocabulary';
import { defaultDeliveryOptions, defaultPickupOptions } from '../model/defaults';
import type { ConditionalActivationRule, GeneralPreparation, PreparationTimes, ShippingSettings, StoreSettings } from '../model/settings';
import type {
  DeliveryLocationRecord,
  LocationRecord,
  MerchantPostalCodeRecord,
  PickupLocationRecord,
  PickupRules,
  ShopRecord,
  SlotRecord,
} from '../model/views';
import { toMerchantPostalCodeRecords, toShippingConfig } from './mappers';
import { LocationPart, pickupRulesOf } from './location-parts';
import type { ShopData, ShopLevelRows } from './shop-data';

/** Freezes an object graph in place (read models are shared by every request). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const collator = new Intl.Collator();

/** Estimated bytes of a snapshot besides its locations (records, settings, maps). */
const SHOP_BYTES = 8_000;
/**
 * The sum of the per-object estimates times this is the heap a snapshot keeps, measured
 * after a GC for both shapes the benchmark loads (demo-bakery copies: 200 KiB real, 117
 * estimated; the generated 10,000-location shop: 20 MiB real, 12 estimated).
 */
const HEAP_FACTOR = 1.7;
/** Estimated bytes per merchant postal code and per map entry of a location. */
const POSTAL_CODE_BYTES = 160;
const ENTRY_BYTES = 120;

/**
 * Whether the changed locations of a partial reload keep their places: each existed before
 * and exists now, with the same sort key and the same pickup and delivery membership, and
 * the shop's sort order is the same.
 */
function sameOrder(previous: ShopSnapshot, data: ShopData, changed: ReadonlySet<number>, sortOrder: string): boolean {
  if (previous.settings().pickup.sort_order !== sortOrder) return false;
  for (const id of changed) {
    const before = previous.data.parts.get(id);
    const after = data.parts.get(id);
    if (!before || !after) return false;
    const key = sortOrder === 'alphabetical' ? 'company_name' : 'sort_position';
    if (before.location[key] !== after.location[key]) return false;
    if (!before.pickup !== !after.pickup || !before.delivery !== !after.delivery) return false;
  }
  return true;
}

/**
 * One shop's configuration as read models, built once per settings version and served
 * from memory (see StoreReader). Read models are shared by every request and frozen:
 * copy before changing (`{...record, distance}`), never modify in place.
 * Lists come in the merchant's order (`pickup.sort_order`: manual = sort position,
 * alphabetical = company name).
 *
 * Built from {@link ShopData}: one {@link LocationPart} per location (its records, built
 * once from its rows and shared with the next snapshot of the shop when another location
 * changes), the engine's pickup rules of a location built on first use.
 */
export class ShopSnapshot {
  /** The shop's own record. */
  readonly shop: ShopRecord;
  /** Estimated bytes this snapshot keeps on the heap (the shop cache's memory budget counts it). */
  readonly estimatedBytes: number;
  private readonly parts: Map<number, LocationPart>;
  private readonly ordered: LocationRecord[];
  private readonly pickupList: PickupLocationRecord[];
  private readonly deliveryList: DeliveryLocationRecord[];
  private readonly slotsById: Map<number, SlotRecord>;
  /** The estimate before {@link HEAP_FACTOR}. */
  private readonly partBytes: number;
  private readonly settingsValue: StoreSettings;
  private readonly rows: ShopLevelRows;
  private postalCodesValue?: readonly MerchantPostalCodeRecord[];
  private readonly preparation = new Map<string, PreparationTimes>();
  private readonly indexes: {
    preparation?: Map<string, ShopLevelRows['preparation'][number]>;
    conditional?: Map<string, ShopLevelRows['conditional'][number]>;
  } = {};

  /**
   * @param data what the snapshot is built from (kept: a partial reload builds the next snapshot from it, see StoreReader)
   * @param previous the shop's previous snapshot and the ids of the locations `data` changed
   *   (a partial reload): when none of them moved in the merchant's order or joined or left
   *   the pickup or delivery list, the lists are the previous ones with those records
   *   swapped (no sort of the whole shop)
   */
  constructor(
    readonly data: ShopData,
    previous?: { snapshot: ShopSnapshot; changed: ReadonlySet<number> },
  ) {
    const s = data.level.shop;
    this.rows = data.level;
    this.parts = data.parts;
    this.shop = deepFreeze({
      id: s.id,
      domain: s.domain,
      timezone: s.timezone,
      base_country_name: s.baseCountryName,
      base_country_code: s.baseCountryCode,
      measurement_format: s.measurementFormat,
      storefront_origins: s.storefrontOrigins ?? [],
      webhook_secret: s.webhookSecret,
      settings_version: s.settingsVersion,
    });
    const pickupOptions = s.pickupOptions ?? defaultPickupOptions();
    const shipping = toShippingConfig(data.level.shipping);
    this.settingsValue = deepFreeze({
      base_country_name: s.baseCountryName,
      measurement_format: s.measurementFormat,
      pickup: pickupOptions,
      delivery: s.deliveryOptions ?? defaultDeliveryOptions(),
      shipping: { ...shipping, timezone: shipping.timezone ?? s.timezone },
    });
    if (previous && sameOrder(previous.snapshot, data, previous.changed, pickupOptions.sort_order)) {
      // Only some locations changed, none of them moved or joined or left a list: swap them in place.
      const prev = previous.snapshot;
      const swap = <T extends { id: number }>(list: T[], pick: (part: LocationPart) => T | null) =>
        list.map((r) => (previous.changed.has(r.id) ? (pick(data.parts.get(r.id) as LocationPart) as T) : r));
      this.ordered = swap(prev.ordered, (p) => p.location);
      this.pickupList = swap(prev.pickupList, (p) => p.pickup?.record ?? null);
      this.deliveryList = swap(prev.deliveryList, (p) => p.delivery);
      this.slotsById = new Map(prev.slotsById);
      let delta = 0;
      for (const id of previous.changed) {
        const before = prev.parts.get(id) as LocationPart;
        const after = data.parts.get(id) as LocationPart;
        for (const slot of before.slots) this.slotsById.delete(slot.id);
        for (const slot of after.slots) this.slotsById.set(slot.id, slot);
        delta += after.bytes - before.bytes;
      }
      this.partBytes = prev.partBytes + delta;
    } else {
      const parts = [...data.parts.values()];
      if (pickupOptions.sort_order === 'alphabetical')
        parts.sort((a, b) => collator.compare(a.location.company_name, b.location.company_name) || a.location.id - b.location.id);
      else parts.sort((a, b) => a.location.sort_position - b.location.sort_position || a.location.id - b.location.id);
      this.ordered = [];
      this.pickupList = [];
      this.deliveryList = [];
      this.slotsById = new Map();
      let partBytes = 0;
      for (const part of parts) {
        this.ordered.push(part.location);
        if (part.pickup) this.pickupList.push(part.pickup.record);
        if (part.delivery) this.deliveryList.push(part.delivery);
        for (const slot of part.slots) this.slotsById.set(slot.id, slot);
        partBytes += part.bytes + ENTRY_BYTES;
      }
      this.partBytes = partBytes;
    }
    Object.freeze(this.ordered);
    Object.freeze(this.pickupList);
    Object.freeze(this.deliveryList);
    const bytes = SHOP_BYTES + data.level.postalCodes.length * POSTAL_CODE_BYTES + this.partBytes;
    this.estimatedBytes = Math.round(bytes * HEAP_FACTOR);
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
    return this.parts.get(id)?.location;
  }

  /** Pickup-enabled locations as PickupLocation (without `distance`), in the merchant's order. */
  pickupLocations(): PickupLocationRecord[] {
    return this.pickupList;
  }

  /** One pickup-enabled location, or undefined. */
  pickupLocation(id: number): PickupLocationRecord | undefined {
    return this.parts.get(id)?.pickup?.record;
  }

  /** Pickup rules of a pickup-enabled location for the scheduling engine, or undefined. */
  pickupRules(locationId: number): PickupRules | undefined {
    const part = this.parts.get(locationId);
    return part?.pickup ? pickupRulesOf(part.pickup, part.location.timezone) : undefined;
  }

  /** Delivery-enabled locations with their `delivery` settings and area, in the merchant's order. */
  deliveryLocations(): DeliveryLocationRecord[] {
    return this.deliveryList;
  }

  /** One delivery-enabled location, or undefined. */
  deliveryLocation(id: number): DeliveryLocationRecord | undefined {
    return this.parts.get(id)?.delivery ?? undefined;
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
    const own = locationId === null ? undefined : this.byKey('preparation').get(`${method}:${locationId}`);
    const shopWide = this.byKey('preparation').get(`${method}:null`);
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

  /** The rows of a shop-wide table by `method:locationId` (the first of each key wins), built on first use. */
  private byKey<K extends 'preparation' | 'conditional'>(table: K): Map<string, ShopLevelRows[K][number]> {
    let index = this.indexes[table] as Map<string, ShopLevelRows[K][number]> | undefined;
    if (!index) {
      index = new Map();
      for (const row of this.rows[table]) {
        const key = `${row.method}:${row.locationId}`;
        if (!index.has(key)) index.set(key, row);
      }
      this.indexes[table] = index as never;
    }
    return index;
  }

  /**
   * Conditional-activation rules of a method: the location's override when it has one,
   * else the shop's; null when neither is set (nothing to check: the cart is valid).
   */
  conditionalActivation(method: CheckoutMethod, locationId: number | null = null): ConditionalActivationRule | null {
    const own = locationId === null ? undefined : this.byKey('conditional').get(`${method}:${locationId}`);
    const rule = own ?? this.byKey('conditional').get(`${method}:null`);
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
    this.postalCodesValue ??= deepFreeze(toMerchantPostalCodeRecords(this.rows.postalCodes));
    return this.postalCodesValue;
  }

  /** Whether the location serves a method (shipping: every shop ships). */
  serves(locationId: number, method: LocationMethod): boolean {
    const part = this.parts.get(locationId);
    return method === 'pickup' ? !!part?.pickup : !!part?.delivery;
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
