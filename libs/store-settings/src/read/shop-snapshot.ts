import { LRUCache } from 'lru-cache';
import { CheckoutMethod, LocationMethod, WEEKDAYS } from '../model/vocabulary';
import { defaultDeliveryOptions, defaultPickupOptions, defaultStorefrontCompatibility } from '../model/defaults';
import type { ConditionalActivationRule, DeliveryArea, GeneralPreparation, PreparationTimes, ShippingSettings, StoreSettings } from '../model/settings';
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
import type { IndexedDeliveryLocation, IndexedLocation, LocationIndex } from './location-index';
import type { ShopData, ShopLevelRows } from './shop-data';

/** Freezes an object graph in place (read models are shared by every request). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

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
 * Parts of a lazily loaded shop kept per snapshot (least recently used dropped first):
 * about 2 KiB each on the heap, so at most about 50 MiB per shop. A 10,000-location shop
 * keeps all of its locations once they have been asked for; a 100,000-location one its
 * busiest quarter.
 */
export const MAX_LAZY_PARTS = 25_000;
/** Estimated bytes of one lazily loaded part (the budget counts as many as may be kept, up to {@link MAX_LAZY_PARTS}, up front). */
const LAZY_PART_BYTES = 1200;
/** Estimated bytes per delivery-area map entry and list object of a lazily loaded shop (areas themselves are shared). */
const AREA_ENTRY_BYTES = 150;
/** Ids per query when loading parts on demand. */
const PART_BATCH = 500;

/**
 * Where a snapshot of a big shop loads its locations' parts from (the StoreReader
 * supplies it): `parts` reads the named locations of the shop (ids that are not the
 * shop's are absent) and says whether the shop is still at the snapshot's version
 * (`current`; parts of a newer version answer the request but are not kept);
 * `slotLocation` is the location id of one of the shop's slots, or null;
 * `deliveryAreas` reads where the delivery-enabled locations deliver.
 */
export interface PartSource {
  parts(ids: readonly number[]): Promise<{ parts: Map<number, LocationPart>; current: boolean }>;
  slotLocation(slotId: number): Promise<number | null>;
  /** The delivery areas of the index's delivery-enabled locations, by location id. */
  deliveryAreas(index: LocationIndex): Promise<{ areas: Map<number, DeliveryArea>; current: boolean }>;
}

/**
 * One shop's configuration as read models, built once per settings version and served
 * from memory (see StoreReader). Read models are shared by every request and frozen:
 * copy before changing (`{...record, distance}`), never modify in place.
 * Lists come in the merchant's order (`pickup.sort_order`: manual = sort position,
 * alphabetical = company name).
 *
 * Two levels (docs/scaling.md, "Each instance's cache"):
 * - the shop-wide settings and the {@link LocationIndex} (every location's id,
 *   coordinates, order, methods and delivery area): always in memory, read synchronously
 *   (`indexed*`, `serves`);
 * - each location's records ({@link LocationPart}: LocationRecord, PickupLocation,
 *   DeliveryLocation, slots, the engine's pickup rules), read with `await`: a shop of at
 *   most `EAGER_LOCATIONS` locations has them all in memory; a bigger shop loads them on
 *   first use, a batch per request, and keeps the {@link MAX_LAZY_PARTS} most recently
 *   used (so a 100,000-location shop answers its first request without building 100,000
 *   records, and costs a bounded amount of memory).
 */
export class ShopSnapshot {
  /** The shop's own record. */
  readonly shop: ShopRecord;
  /** Estimated bytes this snapshot keeps on the heap (the shop cache's memory budget counts it). */
  readonly estimatedBytes: number;
  /** The location index (every location, without records). */
  readonly index: LocationIndex;
  /** Every location's part (a shop loaded whole), or null (parts load on demand into {@link lazy}). */
  private readonly eager: Map<number, LocationPart> | null;
  private readonly lazy: LRUCache<number, LocationPart> | null;
  private readonly fetching = new Map<number, Promise<LocationPart | null>>();
  private slotsById?: Map<number, SlotRecord>;
  /** Delivery areas by location id, once read (a lazily loaded shop reads them on the first delivery search). */
  private areas?: Map<number, DeliveryArea>;
  private deliveryList?: Promise<readonly IndexedDeliveryLocation[]>;
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
   * @param source where a lazily loaded shop's parts come from (required when `data.parts` is null)
   * @param carried for a lazily loaded shop after a partial reload: the previous
   *   snapshot (its kept parts are carried over, except the changed ones) and the re-read parts
   */
  constructor(
    readonly data: ShopData,
    private readonly source: PartSource | null = null,
    carried?: { snapshot: ShopSnapshot; changed: ReadonlyMap<number, LocationPart>; ids: ReadonlySet<number> },
  ) {
    const s = data.level.shop;
    this.rows = data.level;
    this.index = data.index;
    this.eager = data.parts;
    this.shop = deepFreeze({
      id: s.id,
      domain: s.domain,
      timezone: s.timezone,
      base_country_name: s.baseCountryName,
      base_country_code: s.baseCountryCode,
      measurement_format: s.measurementFormat,
      storefront_origins: s.storefrontOrigins ?? [],
      webhook_secret: s.webhookSecret,
      storefront_compatibility: { ...defaultStorefrontCompatibility(), ...s.storefrontCompatibility },
      settings_version: s.settingsVersion,
    });
    const shipping = toShippingConfig(data.level.shipping);
    this.settingsValue = deepFreeze({
      base_country_name: s.baseCountryName,
      measurement_format: s.measurementFormat,
      pickup: s.pickupOptions ?? defaultPickupOptions(),
      delivery: s.deliveryOptions ?? defaultDeliveryOptions(),
      shipping: { ...shipping, timezone: shipping.timezone ?? s.timezone },
    });
    let bytes = SHOP_BYTES + data.level.postalCodes.length * POSTAL_CODE_BYTES + this.index.estimatedBytes;
    if (this.eager) {
      this.lazy = null;
      for (const part of this.eager.values()) bytes += part.bytes + ENTRY_BYTES;
    } else {
      if (!source) throw new Error('ShopSnapshot: a shop without loaded parts needs a part source');
      this.lazy = new LRUCache<number, LocationPart>({ max: MAX_LAZY_PARTS });
      const previous = carried?.snapshot.lazy;
      // Oldest first, so the carried parts keep their recency.
      if (previous) for (const [id, part] of [...previous.entries()].reverse()) if (!carried.ids.has(id)) this.lazy.set(id, part);
      for (const [id, part] of carried?.changed ?? []) this.lazy.set(id, part);
      // The areas already read carry over, with the changed locations' own.
      const areas = carried?.snapshot.areas;
      if (carried && areas) {
        this.areas = new Map(areas);
        for (const id of carried.ids) this.areas.delete(id);
        for (const [id, part] of carried.changed) if (part.delivery) this.areas.set(id, part.delivery.area);
      }
      bytes += Math.min(MAX_LAZY_PARTS, this.index.all.length) * LAZY_PART_BYTES + this.index.delivery.length * AREA_ENTRY_BYTES;
    }
    this.estimatedBytes = Math.round(bytes * HEAP_FACTOR);
  }

  /** Number of locations of the shop. */
  get locationCount(): number {
    return this.index.all.length;
  }

  /** Every location as indexed (id, coordinates, order, methods, delivery area), in the merchant's order. */
  indexedLocations(): readonly IndexedLocation[] {
    return this.index.all;
  }

  /** Pickup-enabled locations as indexed, in the merchant's order. */
  indexedPickupLocations(): readonly IndexedLocation[] {
    return this.index.pickup;
  }

  /**
   * Delivery-enabled locations as indexed, with where each delivers (`area`), in the
   * merchant's order. Built once per snapshot; a lazily loaded shop reads the areas on
   * first use (paged, a few hundred milliseconds for 100,000 locations).
   */
  indexedDeliveryLocations(): Promise<readonly IndexedDeliveryLocation[]> {
    this.deliveryList ??= this.buildDeliveryList();
    return this.deliveryList;
  }

  /** Where a delivery-enabled location delivers, or undefined when it does not deliver (or is not the shop's). */
  async deliveryArea(id: number): Promise<DeliveryArea | undefined> {
    if (!this.index.serves(id, 'delivery')) return undefined;
    if (this.eager) return this.eager.get(id)?.delivery?.area;
    await this.indexedDeliveryLocations();
    return this.areas?.get(id);
  }

  private async buildDeliveryList(): Promise<readonly IndexedDeliveryLocation[]> {
    let areas = this.areas;
    if (this.eager) {
      areas = new Map();
      for (const l of this.index.delivery) {
        const area = this.eager.get(l.id)?.delivery?.area;
        if (area) areas.set(l.id, area);
      }
    } else if (!areas) {
      const read = await (this.source as PartSource).deliveryAreas(this.index).catch((error: unknown) => {
        this.deliveryList = undefined; // not kept: the next request tries again
        throw error;
      });
      areas = read.areas;
      if (read.current) this.areas = areas;
      else this.deliveryList = undefined;
    }
    const list: IndexedDeliveryLocation[] = [];
    for (const l of this.index.delivery) {
      const area = areas.get(l.id);
      if (area) list.push(Object.freeze({ ...l, area }));
    }
    return Object.freeze(list);
  }

  /** One location as indexed, or undefined when the shop has no location with this id. */
  indexedLocation(id: number): IndexedLocation | undefined {
    return this.index.get(id);
  }

  /** Whether the location serves a method (shipping: every shop ships). */
  serves(locationId: number, method: LocationMethod): boolean {
    return this.index.serves(locationId, method);
  }

  /**
   * The parts of these locations (ids that are not the shop's are absent): from memory,
   * or for a lazily loaded shop read in batches of 500 (concurrent requests for the same
   * location share one read) and kept.
   */
  async parts(ids: readonly number[]): Promise<Map<number, LocationPart>> {
    const found = new Map<number, LocationPart>();
    if (this.eager) {
      for (const id of ids) {
        const part = this.eager.get(id);
        if (part) found.set(id, part);
      }
      return found;
    }
    const lazy = this.lazy as LRUCache<number, LocationPart>;
    const waits: Promise<unknown>[] = [];
    const missing = new Set<number>();
    for (const id of ids) {
      if (!this.index.get(id) || found.has(id)) continue;
      const part = lazy.get(id);
      if (part) found.set(id, part);
      else {
        const pending = this.fetching.get(id);
        if (pending) waits.push(pending.then((p) => p && found.set(id, p)));
        else missing.add(id);
      }
    }
    const toRead = [...missing];
    for (let i = 0; i < toRead.length; i += PART_BATCH) {
      const batch = toRead.slice(i, i + PART_BATCH);
      const read = this.fetch(batch);
      for (const id of batch) {
        const one = read.then((parts) => parts.get(id) ?? null);
        this.fetching.set(id, one);
        waits.push(one.then((p) => p && found.set(id, p)));
      }
    }
    await Promise.all(waits);
    return found;
  }

  private async fetch(ids: number[]): Promise<Map<number, LocationPart>> {
    try {
      const { parts, current } = await (this.source as PartSource).parts(ids);
      if (current) for (const [id, part] of parts) (this.lazy as LRUCache<number, LocationPart>).set(id, part);
      return parts;
    } finally {
      for (const id of ids) this.fetching.delete(id);
    }
  }

  /** One location's part, or undefined. */
  private async part(id: number): Promise<LocationPart | undefined> {
    const cached = this.eager ? this.eager.get(id) : this.lazy?.get(id);
    if (cached || !this.index.get(id)) return cached;
    return (await this.parts([id])).get(id);
  }

  /** LocationRecords of these locations in the order given (default: every location, in the merchant's order), skipping ids the shop does not have. */
  async locations(ids: readonly number[] = this.index.all.map((l) => l.id)): Promise<LocationRecord[]> {
    const parts = await this.parts(ids);
    return ids.flatMap((id) => parts.get(id)?.location ?? []);
  }

  /** One location, or undefined when the shop has no location with this id. */
  async location(id: number): Promise<LocationRecord | undefined> {
    return (await this.part(id))?.location;
  }

  /** Pickup-enabled locations as PickupLocation (without `distance`), in the order given (default: all, in the merchant's order). */
  async pickupLocations(ids: readonly number[] = this.index.pickup.map((l) => l.id)): Promise<PickupLocationRecord[]> {
    const parts = await this.parts(ids);
    return ids.flatMap((id) => parts.get(id)?.pickup?.record ?? []);
  }

  /** One pickup-enabled location, or undefined. */
  async pickupLocation(id: number): Promise<PickupLocationRecord | undefined> {
    return (await this.part(id))?.pickup?.record;
  }

  /** Pickup rules of a pickup-enabled location for the scheduling engine, or undefined. */
  async pickupRules(locationId: number): Promise<PickupRules | undefined> {
    const part = await this.part(locationId);
    return part?.pickup ? pickupRulesOf(part.pickup, part.location.timezone) : undefined;
  }

  /** Delivery-enabled locations with their `delivery` settings and area, in the order given (default: all, in the merchant's order). */
  async deliveryLocations(ids: readonly number[] = this.index.delivery.map((l) => l.id)): Promise<DeliveryLocationRecord[]> {
    const parts = await this.parts(ids);
    return ids.flatMap((id) => parts.get(id)?.delivery ?? []);
  }

  /** One delivery-enabled location, or undefined. */
  async deliveryLocation(id: number): Promise<DeliveryLocationRecord | undefined> {
    return (await this.part(id))?.delivery ?? undefined;
  }

  /** A pickup or delivery slot of this shop by id, or undefined. */
  async slot(id: number): Promise<SlotRecord | undefined> {
    if (this.eager) {
      if (!this.slotsById) {
        this.slotsById = new Map();
        for (const part of this.eager.values()) for (const slot of part.slots) this.slotsById.set(slot.id, slot);
      }
      return this.slotsById.get(id);
    }
    const locationId = await (this.source as PartSource).slotLocation(id);
    if (locationId === null) return undefined;
    return (await this.part(locationId))?.slots.find((s) => s.id === id);
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

  /**
   * PreparationTimes of a method at a location, exactly in the API shape: the location's
   * own `general` rule when it has one, else the shop-wide rule; `product_based` from the
   * shop-wide rows of the method. `locationId` null (or shipping) reads the shop-wide rule.
   */
  preparationTimes(method: CheckoutMethod, locationId: number | null = null): PreparationTimes {
    // Locations without a rule of their own share the shop-wide answer (one object, not one per location).
    const own = locationId !== null && method !== 'shipping' && this.byKey('preparation').has(`${method}:${locationId}`);
    const key = own ? `${method}:${locationId}` : `${method}:null`;
    let cached = this.preparation.get(key);
    if (!cached) {
      cached = deepFreeze(this.computePreparation(method, own ? locationId : null));
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
