import type { EntityManager } from 'typeorm';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';
import { buildLocationPart, DerivedValues, DeliveryRow, LocationPart, LocationRow, PickupRow, SlotRow } from './location-parts';
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

/** What a shop snapshot is built from: the shop-wide rows and one {@link LocationPart} per location. */
export interface ShopData {
  level: ShopLevelRows;
  parts: Map<number, LocationPart>;
}

/** A partial reload gives up and reloads the whole shop beyond this many changed locations. */
export const MAX_PARTIAL_LOCATIONS = 500;

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
async function loadParts(em: EntityManager, shop: ShopEntity, ids: readonly number[] | null): Promise<Map<number, LocationPart>> {
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
async function currentVersion(em: EntityManager, shopId: number): Promise<number | null> {
  const row = await em.findOne(ShopEntity, { where: { id: shopId }, select: { id: true, settingsVersion: true } });
  return row ? row.settingsVersion : null;
}

/**
 * Loads everything a shop snapshot is built from, without holding the event loop for
 * more than one page of rows at a time (see {@link rowPages}). Not one transaction (on
 * SQLite that would hold the one connection for the whole load): the shop's
 * `settings_version` is read before and after, and a load that a write overtook is
 * repeated (up to 3 times; the last one is returned, and the reader's revalidation
 * catches up with it).
 *
 * @returns null when no shop has this id
 */
export async function loadShopData(em: EntityManager, shopId: number): Promise<ShopData | null> {
  for (let attempt = 1; ; attempt++) {
    const level = await loadShopLevel(em, shopId);
    if (!level) return null;
    const parts = await loadParts(em, level.shop, null);
    if (attempt >= 3 || (await currentVersion(em, shopId)) === level.shop.settingsVersion) return { level, parts };
  }
}

/**
 * Reloads some locations of a shop onto an earlier load: the shop-wide rows again (the
 * merchant postal codes are reused unless `postalCodes` is true), the named locations'
 * parts re-read (a deleted one is dropped), every other part shared with `previous`.
 * Same consistency rule as {@link loadShopData}.
 *
 * @returns null when the shop is gone
 */
export async function reloadLocations(em: EntityManager, previous: ShopData, locationIds: readonly number[]): Promise<ShopData | null> {
  const shopId = previous.level.shop.id;
  for (let attempt = 1; ; attempt++) {
    const level = await loadShopLevel(em, shopId, previous.level.postalCodes);
    if (!level) return null;
    const changed = locationIds.length ? await loadParts(em, level.shop, locationIds) : new Map<number, LocationPart>();
    if (attempt < 3 && (await currentVersion(em, shopId)) !== level.shop.settingsVersion) continue;
    const parts = new Map(previous.parts);
    for (const id of locationIds) {
      const part = changed.get(id);
      if (part) parts.set(id, part);
      else parts.delete(id);
    }
    return { level, parts };
  }
}
