import type { EntityManager } from 'typeorm';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
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
}

/** Rows of a location-owned table for every location of the shop. */
function byShopLocations<T extends object>(em: EntityManager, entity: new () => T, shopId: number, order?: string): Promise<T[]> {
  const qb = em.getRepository(entity).createQueryBuilder('r').innerJoin('r.location', 'l').where('l.shopId = :shopId', { shopId });
  if (order) qb.orderBy(`r.${order}`, 'ASC');
  return qb.getMany();
}

/**
 * Loads every row of a shop's configuration (not orders, reservations, inventory or the
 * widget's menus). Nine indexed queries; run inside a transaction for a consistent view.
 *
 * @returns null when no shop has this id
 */
export async function loadShopRows(em: EntityManager, shopId: number): Promise<ShopRows | null> {
  const shop = await em.findOne(ShopEntity, { where: { id: shopId } });
  if (!shop) return null;
  const [locations, pickup, delivery, slots, preparation, productPreparation, conditional, shipping] = await Promise.all([
    em.find(LocationEntity, { where: { shopId }, order: { sortPosition: 'ASC', id: 'ASC' } }),
    byShopLocations(em, PickupSettingsEntity, shopId),
    byShopLocations(em, DeliverySettingsEntity, shopId),
    byShopLocations(em, SlotEntity, shopId, 'id'),
    em.find(PreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ProductPreparationTimeEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.find(ConditionalActivationRuleEntity, { where: { shopId }, order: { id: 'ASC' } }),
    em.findOne(ShippingSettingsEntity, { where: { shopId } }),
  ]);
  return { shop, locations, pickup, delivery, slots, preparation, productPreparation, conditional, shipping };
}
