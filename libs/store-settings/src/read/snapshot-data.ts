import type { EntityManager } from 'typeorm';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';

/** Every row a shop's read models are built from (one consistent read). */
export interface ShopRows {
  shop: ShopEntity;
  locations: LocationEntity[];
  pickup: PickupSettingsEntity[];
  delivery: DeliverySettingsEntity[];
  slots: SlotEntity[];
  preparation: PreparationTimeEntity[];
  productPreparation: ProductPreparationTimeEntity[];
  conditional: ConditionalActivationRuleEntity[];
  shipping: ShippingSettingsEntity | null;
  /** The merchant's own postal codes, in no particular order. */
  postalCodes: MerchantPostalCodeRow[];
}

/** The columns of a `merchant_postal_codes` row the read models use. */
export type MerchantPostalCodeRow = Pick<MerchantPostalCodeEntity, 'postalCode' | 'latitude' | 'longitude' | 'countryCode' | 'placeName'>;

/**
 * A shop's merchant postal codes, in no particular order. Read as raw rows (one indexed
 * query): a shop may have 50,000 and entity hydration would cost ten times as much.
 */
export function loadMerchantPostalCodes(em: EntityManager, shopId: number): Promise<MerchantPostalCodeRow[]> {
  return em
    .getRepository(MerchantPostalCodeEntity)
    .createQueryBuilder('c')
    .select(['c.postalCode AS postalCode', 'c.latitude AS latitude', 'c.longitude AS longitude', 'c.countryCode AS countryCode', 'c.placeName AS placeName'])
    .where('c.shopId = :shopId', { shopId })
    .getRawMany<MerchantPostalCodeRow>();
}

/** Rows of a location-owned table for every location of the shop. */
function byShopLocations<T extends object>(em: EntityManager, entity: new () => T, shopId: number, order?: string): Promise<T[]> {
  const qb = em.getRepository(entity).createQueryBuilder('r').innerJoin('r.location', 'l').where('l.shopId = :shopId', { shopId });
  if (order) qb.orderBy(`r.${order}`, 'ASC');
  return qb.getMany();
}

/**
 * Loads every row of a shop's configuration (not orders, reservations, inventory or the
 * widget's menus). Ten indexed queries; run inside a transaction for a consistent view.
 *
 * @returns null when no shop has this id
 */
export async function loadShopRows(em: EntityManager, shopId: number): Promise<ShopRows | null> {
  const shop = await em.findOne(ShopEntity, { where: { id: shopId } });
  if (!shop) return null;
  const [locations, pickup, delivery, slots, preparation, productPreparation, conditional, shipping, postalCodes] = await Promise.all([
    em.find(LocationEntity, { where: { shopId }, order: { sortPosition: 'ASC', id: 'ASC' } }),
    byShopLocations(em, PickupSettingsEntity, shopId),
    byShopLocations(em, DeliverySettingsEntity, shopId),
    byShopLocations(em, SlotEntity, shopId, 'id'),
    em.find(PreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ProductPreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ConditionalActivationRuleEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.findOne(ShippingSettingsEntity, { where: { shopId } }),
    loadMerchantPostalCodes(em, shopId),
  ]);
  return { shop, locations, pickup, delivery, slots, preparation, productPreparation, conditional, shipping, postalCodes };
}
