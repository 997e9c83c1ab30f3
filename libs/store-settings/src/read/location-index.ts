import type { EntityManager } from 'typeorm';
import { DeliverySettingsEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { defaultDeliveryArea } from '../model/defaults';
import type { DeliveryArea, PickupOptions } from '../model/settings';
import type { LocationMethod } from '../model/vocabulary';
import type { LocationPart } from './location-parts';
import { DerivedValues } from './location-parts';
import { JsonInterner, rowPages, rowsWhere, yieldToEventLoop } from './row-pages';

/**
 * What a shop's location index keeps of one location: enough to list, sort, filter and
 * search the shop's locations without their records (docs/scaling.md, "Each instance's
 * cache"). `latitude`/`longitude` in WGS 84 degrees; `company_name` is kept only when the
 * shop sorts alphabetically (null otherwise). Frozen; shared by every request.
 */
export interface IndexedLocation {
  readonly id: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly sort_position: number;
  readonly company_name: string | null;
  readonly pickup: boolean;
  readonly delivery: boolean;
  readonly widget: boolean;
}

/** An indexed delivery-enabled location with where it delivers (`area`). */
export type IndexedDeliveryLocation = IndexedLocation & { readonly area: DeliveryArea };

/**
 * Estimated bytes per indexed location (object, map entry, list slots), before the
 * snapshot's heap factor of 1.7: 100,000 entries measured 17 MiB of heap after a GC.
 */
const INDEX_ENTRY_BYTES = 100;
/** Rows per page of the index load: narrow rows, about 5-15 ms of work per page on the 2-core machine. */
const INDEX_PAGE_SIZE = 5000;

/** The shop's `pickup.sort_order`. */
type PickupSortOrder = PickupOptions['sort_order'];

const collator = new Intl.Collator();

/** The merchant's order of locations (`pickup.sort_order`: manual = sort position, alphabetical = company name; ties by id). */
function orderOf(sortOrder: PickupSortOrder): (a: IndexedLocation, b: IndexedLocation) => number {
  return sortOrder === 'alphabetical'
    ? (a, b) => collator.compare(a.company_name ?? '', b.company_name ?? '') || a.id - b.id
    : (a, b) => a.sort_position - b.sort_position || a.id - b.id;
}

/** Compares per turn of the event loop in {@link sortInTurns}: about 5-10 ms of collator comparisons. */
const COMPARES_PER_TURN = 20_000;

/**
 * Sorts `items` (in place, stable) without holding the event loop for long: runs of 1,024
 * sorted with `Array.prototype.sort`, then merged bottom-up, with a turn of the event loop
 * after every {@link COMPARES_PER_TURN} comparisons (an alphabetical 100,000-location shop
 * costs about 300 ms of collator comparisons: in one piece it would stall every request).
 */
export async function sortInTurns<T>(items: T[], compare: (a: T, b: T) => number): Promise<T[]> {
  // Rows usually arrive in order already (keyset pages by id, sort positions in import order): one pass tells.
  let sorted = true;
  for (let i = 1; i < items.length && sorted; i++) sorted = compare(items[i - 1], items[i]) <= 0;
  if (sorted) return items;
  const RUN = 1024;
  let work = 0;
  const spend = async (compares: number) => {
    work += compares;
    if (work >= COMPARES_PER_TURN) {
      work = 0;
      await yieldToEventLoop();
    }
  };
  let from = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i];
    await spend(run.length * 10);
  }
  let to = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const right = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        to[k++] = compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        if ((k & 1023) === 0) await spend(1024);
      }
      while (i < middle) to[k++] = from[i++];
      while (j < right) to[k++] = from[j++];
    }
    [from, to] = [to, from];
  }
  for (let i = 0; i < from.length; i++) items[i] = from[i];
  return items;
}

/** Same place in the merchant's order and in the same lists: what a partial reload may swap in place. */
function samePlace(a: IndexedLocation, b: IndexedLocation): boolean {
  return a.sort_position === b.sort_position && a.company_name === b.company_name && a.pickup === b.pickup && a.delivery === b.delivery;
}

/** Entries per turn of the event loop while {@link LocationIndex.build} fills its lists and map (a few ms). */
const ENTRIES_PER_TURN = 10_000;

/** The lists and id map of a {@link LocationIndex}, entries in the merchant's order. */
interface IndexLists {
  all: readonly IndexedLocation[];
  pickup: readonly IndexedLocation[];
  delivery: readonly IndexedLocation[];
  byId: Map<number, IndexedLocation>;
}

/** Collects the lists of {@link IndexLists} from entries given in the merchant's order, range by range. */
class ListsBuilder {
  private readonly pickup: IndexedLocation[] = [];
  private readonly delivery: IndexedLocation[] = [];
  private readonly byId = new Map<number, IndexedLocation>();

  /** Adds `entries[from, to)`. */
  add(entries: readonly IndexedLocation[], from: number, to: number): void {
    for (let i = from; i < to; i++) {
      const l = entries[i];
      if (l.pickup) this.pickup.push(l);
      if (l.delivery) this.delivery.push(l);
      this.byId.set(l.id, l);
    }
  }

  /** The lists, once every entry of `all` was added. */
  lists(all: IndexedLocation[]): IndexLists {
    return { all: Object.freeze(all), pickup: Object.freeze(this.pickup), delivery: Object.freeze(this.delivery), byId: this.byId };
  }
}

/** The lists of `entries` (in the merchant's order) in one piece. */
function listsOf(entries: IndexedLocation[]): IndexLists {
  const builder = new ListsBuilder();
  builder.add(entries, 0, entries.length);
  return builder.lists(entries);
}

/** The lists of `entries` (in the merchant's order), with a turn of the event loop after every {@link ENTRIES_PER_TURN}. */
async function listsInTurns(entries: IndexedLocation[]): Promise<IndexLists> {
  const builder = new ListsBuilder();
  for (let from = 0; from < entries.length; from += ENTRIES_PER_TURN) {
    builder.add(entries, from, Math.min(from + ENTRIES_PER_TURN, entries.length));
    if (from + ENTRIES_PER_TURN < entries.length) await yieldToEventLoop();
  }
  return builder.lists(entries);
}

/**
 * A shop's locations as {@link IndexedLocation}s in the merchant's order: all of them,
 * the pickup-enabled and the delivery-enabled ones, and by id. Built from index rows
 * ({@link loadLocationIndex}) or from loaded parts; immutable (a change builds a new one,
 * see {@link LocationIndex.patched}). A big shop's index is built in turns of the event
 * loop ({@link LocationIndex.build}): 100,000 entries are about 60 ms of map and list
 * building, which in one piece would stall every other request (docs/scaling.md).
 */
export class LocationIndex {
  /** Every location, in the merchant's order. */
  readonly all: readonly IndexedLocation[];
  /** Pickup-enabled locations, in the merchant's order. */
  readonly pickup: readonly IndexedLocation[];
  /** Delivery-enabled locations, in the merchant's order (their areas: `ShopSnapshot.indexedDeliveryLocations`). */
  readonly delivery: readonly IndexedLocation[];
  /** Estimated heap bytes of the index. */
  readonly estimatedBytes: number;
  private readonly byId: Map<number, IndexedLocation>;

  /**
   * Builds the index in one piece (a small shop's; a big one's: {@link LocationIndex.build}).
   *
   * @param entries the shop's indexed locations, in any order (kept by the index: do not
   *   change it afterwards), or lists already built by {@link LocationIndex.build}
   * @param sortOrder the shop's `pickup.sort_order`
   */
  constructor(
    entries: IndexedLocation[] | IndexLists,
    readonly sortOrder: PickupSortOrder,
  ) {
    let lists: IndexLists;
    if (Array.isArray(entries)) {
      // Rows usually arrive in the merchant's order already (keyset pages by id, sort positions
      // given in import order): checking is one pass, sorting only when needed.
      const order = orderOf(sortOrder);
      let sorted = true;
      for (let i = 1; i < entries.length && sorted; i++) sorted = order(entries[i - 1], entries[i]) < 0;
      if (!sorted) entries.sort(order);
      lists = listsOf(entries);
    } else lists = entries;
    this.all = lists.all;
    this.pickup = lists.pickup;
    this.delivery = lists.delivery;
    this.byId = lists.byId;
    this.estimatedBytes = lists.all.length * INDEX_ENTRY_BYTES;
  }

  /**
   * The index of `entries` (any order; kept by the index), sorted and built in turns of
   * the event loop: a turn after every 20,000 comparisons ({@link sortInTurns}) and every
   * {@link ENTRIES_PER_TURN} entries.
   */
  static async build(entries: IndexedLocation[], sortOrder: PickupSortOrder): Promise<LocationIndex> {
    await sortInTurns(entries, orderOf(sortOrder));
    return new LocationIndex(await listsInTurns(entries), sortOrder);
  }

  /** The indexed location with this id, or undefined when the shop has none. */
  get(id: number): IndexedLocation | undefined {
    return this.byId.get(id);
  }

  /** Whether the location serves a method (pickup or delivery enabled). */
  serves(id: number, method: LocationMethod): boolean {
    const l = this.byId.get(id);
    return method === 'pickup' ? !!l?.pickup : !!l?.delivery;
  }

  /**
   * This index after some locations changed: `changed` maps each changed id to its new
   * entry, or to null when the location is gone. When none of them moved in the order
   * or joined or left a list (and the sort order is the same), the new entries take the
   * old places; otherwise the entries are sorted again. Built in turns of the event loop
   * ({@link LocationIndex.build}).
   */
  async patched(changed: ReadonlyMap<number, IndexedLocation | null>, sortOrder: PickupSortOrder): Promise<LocationIndex> {
    let inPlace = sortOrder === this.sortOrder;
    for (const [id, entry] of changed) {
      const before = this.byId.get(id);
      if (!inPlace) break;
      inPlace = !!before && !!entry && samePlace(before, entry);
    }
    if (inPlace)
      return LocationIndex.build(
        this.all.map((l) => changed.get(l.id) ?? l),
        sortOrder,
      );
    const entries = this.all.filter((l) => !changed.has(l.id));
    for (const entry of changed.values()) if (entry) entries.push(entry);
    return LocationIndex.build(entries, sortOrder);
  }
}

/** The indexed location of a loaded part (the same entry {@link loadLocationIndex} builds from its rows). */
export function indexedLocationOf(part: LocationPart, sortOrder: PickupSortOrder): IndexedLocation {
  const l = part.location;
  return Object.freeze({
    id: l.id,
    latitude: l.latitude,
    longitude: l.longitude,
    sort_position: l.sort_position,
    company_name: sortOrder === 'alphabetical' ? l.company_name : null,
    pickup: l.pickup_enabled,
    delivery: l.delivery_enabled,
    widget: l.widget_enabled,
  });
}

type AreaRow = Pick<DeliverySettingsEntity, 'locationId' | 'maxRadius' | 'postalCodes' | 'postalCodeMatchMode' | 'cities'>;
type IndexRow = Pick<LocationEntity, 'id' | 'latitude' | 'longitude' | 'sortPosition' | 'companyName' | 'pickupEnabled' | 'deliveryEnabled' | 'widgetEnabled'>;

/** The delivery area of a `delivery_settings` row (absent: the defaults), shared per distinct (interned) stored value. */
function deliveryAreaOf(row: AreaRow | undefined, derived: DerivedValues): DeliveryArea {
  if (!row) return derived.get('area:none', () => Object.freeze(areaOf(defaultDeliveryArea())));
  return derived.get(`area:${row.maxRadius}:${derived.idOf(row.postalCodes)}:${row.postalCodeMatchMode}:${derived.idOf(row.cities)}`, () =>
    Object.freeze({ max_radius: row.maxRadius, postal_codes: row.postalCodes, postal_code_match_mode: row.postalCodeMatchMode, cities: row.cities }),
  );
}

function areaOf({ max_radius, postal_codes, postal_code_match_mode, cities }: DeliveryArea): DeliveryArea {
  return { max_radius, postal_codes: Object.freeze(postal_codes) as string[], postal_code_match_mode, cities: Object.freeze(cities) as string[] };
}

/**
 * Reads a shop's location index: the narrow columns of its locations in keyset pages of
 * 5,000 (a turn of the event loop between queries, and after building the index), without
 * building any record. A 100,000-location shop is 20 short indexed queries. Delivery
 * areas are read separately, when a request first needs them ({@link loadDeliveryAreas}).
 *
 * Not one transaction: the caller compares the shop's `settings_version` before and after.
 */
export async function loadLocationIndex(em: EntityManager, shopId: number, sortOrder: PickupSortOrder): Promise<LocationIndex> {
  const json = new JsonInterner();
  const entries: IndexedLocation[] = [];
  const columns: (keyof IndexRow & string)[] = ['latitude', 'longitude', 'sortPosition', 'pickupEnabled', 'deliveryEnabled', 'widgetEnabled'];
  if (sortOrder === 'alphabetical') columns.push('companyName');
  for await (const page of rowPages<IndexRow>(em, LocationEntity, { sql: 't.shop_id = ?', params: [shopId] }, { json, pageSize: INDEX_PAGE_SIZE, columns })) {
    for (const l of page)
      entries.push(
        Object.freeze({
          id: l.id,
          latitude: l.latitude,
          longitude: l.longitude,
          sort_position: l.sortPosition,
          company_name: sortOrder === 'alphabetical' ? l.companyName : null,
          pickup: l.pickupEnabled,
          delivery: l.deliveryEnabled,
          widget: l.widgetEnabled,
        }),
      );
  }
  const index = await LocationIndex.build(entries, sortOrder);
  await yieldToEventLoop();
  return index;
}

/**
 * Reads the delivery areas of the delivery-enabled locations of `index` (a shop's), by
 * ranges of 5,000 location ids with a turn of the event loop between queries; a location
 * without a `delivery_settings` row gets the default area. Areas with the same stored
 * values are one shared frozen object.
 *
 * @returns delivery area by location id
 */
export async function loadDeliveryAreas(em: EntityManager, shopId: number, index: LocationIndex): Promise<Map<number, DeliveryArea>> {
  const json = new JsonInterner();
  const derived = new DerivedValues();
  const table = em.connection.driver.escape(em.connection.getMetadata(LocationEntity).tableName);
  const ids = index.delivery.map((l) => l.id).sort((a, b) => a - b);
  const areas = new Map<number, DeliveryArea>();
  for (let i = 0; i < ids.length; i += INDEX_PAGE_SIZE) {
    const chunk = ids.slice(i, i + INDEX_PAGE_SIZE);
    const rows = await rowsWhere<AreaRow>(
      em,
      DeliverySettingsEntity,
      {
        join: `INNER JOIN ${table} l ON l.id = t.location_id`,
        sql: 'l.shop_id = ? AND l.id >= ? AND l.id <= ? AND l.delivery_enabled = ?',
        params: [shopId, chunk[0], chunk[chunk.length - 1], 1],
      },
      json,
      ['maxRadius', 'postalCodes', 'postalCodeMatchMode', 'cities'],
    );
    const byLocation = new Map(rows.map((r) => [r.locationId, r]));
    for (const id of chunk) areas.set(id, deliveryAreaOf(byLocation.get(id), derived));
    await yieldToEventLoop();
  }
  return areas;
}
