import type { EntityManager } from 'typeorm';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';
import { buildLocationPart, DerivedValues, DeliveryRow, LocationPart, LocationRow, PickupRow, SlotRow } from './location-parts';
import { IndexedLocation, indexedLocationOf, LocationIndex, loadLocationIndex } from './location-index';
import { JsonInterner, rowPages, RowFilter, rowsWhere, yieldToEventLoop } from './row-pages';
import { loadMerchantPostalCodes, MerchantPostalCodeRow } from './snapshot-data';

/** The shop-wide rows of a shop's configuration (small: a handful per shop, plus the merchant's postal codes). */
export interface ShopLevelRows {
  shop: ShopEntity;
  preparation: PreparationTimeEntity[];
  productPreparation: ProductPreparationTimeEntity[];
  conditional: ConditionalActivationRuleEntity[];
  shipping: ShippingSettingsEntity | null;
  /** The merchant's own postal codes, in no particular order. */
  postalCodes: MerchantPostalCodeRow[];
}

/**
 * What a shop snapshot is built from: the shop-wide rows, the location index, and either
 * every location's {@link LocationPart} (a shop of at most {@link EAGER_LOCATIONS}) or
 * none (`parts` null: a bigger shop's parts are loaded when a request needs them).
 */
export interface ShopData {
  level: ShopLevelRows;
  index: LocationIndex;
  parts: Map<number, LocationPart> | null;
}

/** A partial reload gives up and reloads the whole shop beyond this many changed locations. */
export const MAX_PARTIAL_LOCATIONS = 500;

/**
 * Shops with at most this many locations are loaded whole (every location's records at
 * once: a few hundred milliseconds at most, then no query per request); bigger shops load
 * their location index only and each location's records on first use (docs/scaling.md).
 */
export const EAGER_LOCATIONS = 2000;

/** The shop's `pickup.sort_order`. */
function sortOrderOf(shop: ShopEntity): 'manual' | 'alphabetical' {
  return shop.pickupOptions?.sort_order ?? 'manual';
}

/** Reads the shop-wide rows (the shop's row, preparation, conditional activation, shipping; postal codes unless `postalCodes` is given to reuse). */
export async function loadShopLevel(em: EntityManager, shopId: number, postalCodes?: MerchantPostalCodeRow[]): Promise<ShopLevelRows | null> {
  const shop = await em.findOne(ShopEntity, { where: { id: shopId } });
  if (!shop) return null;
  const [preparation, productPreparation, conditional, shipping, codes] = await Promise.all([
    em.find(PreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ProductPreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ConditionalActivationRuleEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.findOne(ShippingSettingsEntity, { where: { shopId } }),
    postalCodes ?? loadMerchantPostalCodes(em, shopId),
  ]);
  return { shop, preparation, productPreparation, conditional, shipping, postalCodes: codes };
}

/**
 * Reads the locations of a shop (all of them, or the ids given) page by page
 * ({@link rowPages}: raw rows, JSON interned, a yield to the event loop between pages),
 * and for each page the pickup and delivery settings and slots of its id range, and
 * builds their parts. Ids that are not locations of the shop are absent from the result.
 */
export async function loadParts(em: EntityManager, shop: ShopEntity, ids: readonly number[] | null): Promise<Map<number, LocationPart>> {
  const json = new JsonInterner();
  const derived = new DerivedValues();
  const inIds = ids ? ` IN (${ids.map(() => '?').join(', ')})` : '';
  const table = em.connection.driver.escape(em.connection.getMetadata(LocationEntity).tableName);
  const parts = new Map<number, LocationPart>();
  const locations: RowFilter = ids ? { sql: `t.shop_id = ? AND t.id${inIds}`, params: [shop.id, ...ids] } : { sql: 't.shop_id = ?', params: [shop.id] };
  for await (const page of rowPages<LocationRow>(em, LocationEntity, locations, { json })) {
    // The page's id range, each row's location checked by the (shop_id, id) index.
    const range: RowFilter = {
      join: `INNER JOIN ${table} l ON l.id = t.location_id`,
      sql: `l.shop_id = ? AND l.id >= ? AND l.id <= ?${ids ? ` AND l.id${inIds}` : ''}`,
      params: [shop.id, page[0].id, page[page.length - 1].id, ...(ids ?? [])],
    };
    // One after the other with a turn of the event loop between (SQLite's driver is synchronous).
    const pickupRows = await rowsWhere<PickupRow>(em, PickupSettingsEntity, range, json);
    await yieldToEventLoop();
    const deliveryRows = await rowsWhere<DeliveryRow>(em, DeliverySettingsEntity, range, json);
    await yieldToEventLoop();
    const slotRows = await rowsWhere<SlotRow>(em, SlotEntity, range, json);
    const pickup = new Map(pickupRows.map((r) => [r.locationId, r]));
    const delivery = new Map(deliveryRows.map((r) => [r.locationId, r]));
    const slots = new Map<number, SlotRow[]>();
    for (const s of slotRows.sort((a, b) => a.id - b.id)) {
      const list = slots.get(s.locationId);
      if (list) list.push(s);
      else slots.set(s.locationId, [s]);
    }
    for (const l of page) parts.set(l.id, buildLocationPart(shop.timezone, l, pickup.get(l.id), delivery.get(l.id), slots.get(l.id) ?? [], derived));
    await yieldToEventLoop();
  }
  return parts;
}

/** The shop's `settings_version` now, or null when the shop is gone. */
export async function currentVersion(em: EntityManager, shopId: number): Promise<number | null> {
  const row = await em.findOne(ShopEntity, { where: { id: shopId }, select: { id: true, settingsVersion: true } });
  return row ? row.settingsVersion : null;
}

/** How many locations the shop has (one indexed count). */
async function countLocations(em: EntityManager, shopId: number): Promise<number> {
  return em.getRepository(LocationEntity).count({ where: { shopId } });
}

/**
 * Loads what a shop snapshot is built from: the shop-wide rows and the location index,
 * plus every location's parts when the shop has at most `eagerLocations` (default
 * {@link EAGER_LOCATIONS}) locations. Never holds the event loop for more than one page of rows at a time (see
 * {@link rowPages}). Not one transaction (on
 * SQLite that would hold the one connection for the whole load): the shop's
 * `settings_version` is read before and after, and a load that a write overtook is
 * repeated (up to 3 times; the last one is returned, and the reader's revalidation
 * catches up with it).
 *
 * @returns null when no shop has this id
 */
export async function loadShopData(em: EntityManager, shopId: number, eagerLocations = EAGER_LOCATIONS): Promise<ShopData | null> {
  for (let attempt = 1; ; attempt++) {
    const level = await loadShopLevel(em, shopId);
    if (!level) return null;
    const sortOrder = sortOrderOf(level.shop);
    let data: ShopData;
    if ((await countLocations(em, shopId)) <= eagerLocations) {
      const parts = await loadParts(em, level.shop, null);
      data = {
        level,
        parts,
        index: new LocationIndex(
          [...parts.values()].map((p) => indexedLocationOf(p, sortOrder)),
          sortOrder,
        ),
      };
    } else {
      data = { level, parts: null, index: await loadLocationIndex(em, shopId, sortOrder) };
    }
    if (attempt >= 3 || (await currentVersion(em, shopId)) === level.shop.settingsVersion) return data;
  }
}

/**
 * Reloads some locations of a shop onto an earlier load: the shop-wide rows again (the
 * merchant postal codes are reused), the named locations' parts re-read (a deleted one is
 * dropped) and their index entries patched ({@link LocationIndex.patched}); every other
 * part and entry is shared with `previous`. Same consistency rule as {@link loadShopData}.
 *
 * @returns the new data and the re-read parts (for a shop loaded lazily, to keep them);
 *   null when the shop is gone
 */
export async function reloadLocations(
  em: EntityManager,
  previous: ShopData,
  locationIds: readonly number[],
): Promise<{ data: ShopData; changed: Map<number, LocationPart> } | null> {
  const shopId = previous.level.shop.id;
  for (let attempt = 1; ; attempt++) {
    const level = await loadShopLevel(em, shopId, previous.level.postalCodes);
    if (!level) return null;
    const changed = locationIds.length ? await loadParts(em, level.shop, locationIds) : new Map<number, LocationPart>();
    if (attempt < 3 && (await currentVersion(em, shopId)) !== level.shop.settingsVersion) continue;
    const sortOrder = sortOrderOf(level.shop);
    const entries = new Map<number, IndexedLocation | null>();
    for (const id of locationIds) {
      const part = changed.get(id);
      entries.set(id, part ? indexedLocationOf(part, sortOrder) : null);
    }
    let parts: Map<number, LocationPart> | null = null;
    if (previous.parts) {
      parts = new Map(previous.parts);
      for (const id of locationIds) {
        const part = changed.get(id);
        if (part) parts.set(id, part);
        else parts.delete(id);
      }
    }
    return { data: { level, parts, index: await previous.index.patched(entries, sortOrder) }, changed };
  }
}

/** The location id of one of the shop's slots (pickup or delivery), or null when the shop has no slot with this id. */
export async function slotLocation(em: EntityManager, shopId: number, slotId: number): Promise<number | null> {
  const row = await em
    .getRepository(SlotEntity)
    .createQueryBuilder('s')
    .innerJoin('s.location', 'l')
    .select('s.locationId', 'locationId')
    .where('s.id = :slotId AND l.shopId = :shopId', { slotId, shopId })
    .getRawOne<{ locationId: number | string }>();
  return row ? Number(row.locationId) : null;
}
