/**
 * Writes of one location and what is attached to it, for use inside a transaction
 * (StoreWriter and the importer). Every function checks nothing about the shop's
 * ownership except {@link requireLocation}; callers call it first.
 */
import { EntityManager, In, Not } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import { CheckoutMethod, LocationMethod, WEEKDAYS } from '../model/vocabulary';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity } from '../entities/rules.entity';
import { DuplicateExternalIdError, LocationNotFoundError } from '../errors';
import type { DeliveryConfig, InventoryConfig, LocationCore } from '../model/store-config';
import type { ConditionalActivationRule, GeneralPreparation, PickupSettingsConfig, SlotConfig } from '../model/settings';
import { deliveryRow, deliverySlotsOf, locationRow, pickupRow, slotKey, slotRow } from '../read/mappers';

/** The shop's location with this id; another shop's location counts as missing. */
export async function requireLocation(em: EntityManager, shopId: number, id: number): Promise<LocationEntity> {
  const location = Number.isSafeInteger(id) ? await em.findOne(LocationEntity, { where: { id, shopId } }) : null;
  if (!location) throw new LocationNotFoundError(id);
  return location;
}

async function assertExternalIdFree(em: EntityManager, shopId: number, externalId: string, exceptId?: number): Promise<void> {
  const clash = await em.findOne(LocationEntity, {
    where: { shopId, externalId, ...(exceptId !== undefined ? { id: Not(exceptId) } : {}) },
    select: { id: true },
  });
  if (clash) throw new DuplicateExternalIdError(externalId);
}

/** Makes room at `position`: every other location at or after it moves one place down. */
async function makeRoom(em: EntityManager, shopId: number, position: number, exceptId = 0): Promise<void> {
  await em
    .getRepository(LocationEntity)
    .createQueryBuilder()
    .update()
    .set({ sortPosition: () => 'sort_position + 1' })
    .where('shop_id = :shopId AND sort_position >= :position AND id <> :exceptId', { shopId, position, exceptId })
    .execute();
}

/** Creates a location at `sortPosition` (others move down), by default after the last one. */
export async function insertLocation(em: EntityManager, shopId: number, core: LocationCore, sortPosition?: number): Promise<LocationEntity> {
  await assertExternalIdFree(em, shopId, core.external_id);
  if (sortPosition === undefined) {
    const last = await em.findOne(LocationEntity, { where: { shopId }, order: { sortPosition: 'DESC' }, select: { sortPosition: true } });
    sortPosition = last ? last.sortPosition + 1 : 0;
  } else {
    await makeRoom(em, shopId, sortPosition);
  }
  const repo = em.getRepository(LocationEntity);
  return repo.save(repo.create(locationRow(shopId, core, sortPosition)));
}

/** Replaces a location's own fields; with `sortPosition`, moves it there (others move down). */
export async function updateLocation(em: EntityManager, location: LocationEntity, core: LocationCore, sortPosition?: number): Promise<LocationEntity> {
  if (core.external_id !== location.externalId) await assertExternalIdFree(em, location.shopId, core.external_id, location.id);
  if (sortPosition !== undefined && sortPosition !== location.sortPosition) await makeRoom(em, location.shopId, sortPosition, location.id);
  const row = locationRow(location.shopId, core, sortPosition ?? location.sortPosition);
  await em.getRepository(LocationEntity).update({ id: location.id }, row);
  return { ...location, ...row };
}

/**
 * Replaces the slots of a location and method, keeping the id of every slot that stays
 * (orders and reservations count by slot id): a row with `id` updates that slot, a row
 * without one takes over an existing slot with the same weekday and times, any other row
 * is inserted; slots not kept are deleted.
 *
 * @param path field path of the slot list for errors (`slots`), or of each row
 * @throws ValidationProblem when a row names an id this location's method does not have
 */
export async function replaceSlots(
  em: EntityManager,
  locationId: number,
  method: LocationMethod,
  slots: (SlotConfig & { id?: number })[],
  path: string | ((i: number) => string) = 'slots',
): Promise<void> {
  const fieldOf = (i: number) => (typeof path === 'string' ? `${path}[${i}]` : path(i));
  const repo = em.getRepository(SlotEntity);
  const existing = await repo.find({ where: { locationId, method } });
  const byId = new Map(existing.map((s) => [s.id, s]));
  const claimed = new Set<number>();
  for (const [i, s] of slots.entries()) {
    if (s.id === undefined) continue;
    if (!byId.has(s.id) || claimed.has(s.id))
      throw new ValidationProblem([
        { field: `${fieldOf(i)}.id`, rule: 'exists', message: `${fieldOf(i)}.id ${s.id} is not a ${method} slot of this location` },
      ]);
    claimed.add(s.id);
  }
  const byKey = new Map(
    existing
      .filter((s) => !claimed.has(s.id))
      .map((s) => [
        slotKey({ day_of_week: s.dayOfWeek, available_from: s.availableFrom, available_until: s.availableUntil, limited: s.limited, limit: s.limit }),
        s,
      ]),
  );
  const updates: SlotEntity[] = [];
  const inserts: object[] = [];
  for (const s of slots) {
    const match = s.id !== undefined ? byId.get(s.id) : byKey.get(slotKey(s));
    if (match && s.id === undefined) {
      byKey.delete(slotKey(s));
      claimed.add(match.id);
    }
    if (match) updates.push({ ...match, ...slotRow(locationId, method, { ...s, id: match.id }) } as SlotEntity);
    else inserts.push(slotRow(locationId, method, s));
  }
  const stale = existing.filter((s) => !claimed.has(s.id)).map((s) => s.id);
  if (stale.length) await repo.delete({ id: In(stale) });
  for (const u of updates) {
    const before = byId.get(u.id) as SlotEntity;
    if (
      before.dayOfWeek !== u.dayOfWeek ||
      before.availableFrom !== u.availableFrom ||
      before.availableUntil !== u.availableUntil ||
      before.limited !== u.limited ||
      before.limit !== u.limit
    ) {
      await repo.update(
        { id: u.id },
        { dayOfWeek: u.dayOfWeek, availableFrom: u.availableFrom, availableUntil: u.availableUntil, limited: u.limited, limit: u.limit },
      );
    }
  }
  if (inserts.length) await repo.insert(inserts as never);
}

/** Writes a location's pickup settings (not its slots). */
export async function writePickup(em: EntityManager, locationId: number, settings: PickupSettingsConfig): Promise<void> {
  await em.getRepository(PickupSettingsEntity).save(pickupRow(locationId, settings));
}

/** Writes a location's delivery settings and delivery slots. */
export async function writeDelivery(em: EntityManager, locationId: number, delivery: DeliveryConfig): Promise<void> {
  await em.getRepository(DeliverySettingsEntity).save(deliveryRow(locationId, delivery));
  const slots = deliverySlotsOf(delivery);
  const paths = WEEKDAYS.flatMap((day) => (delivery[day]?.slots.slots ?? []).map((_s, i) => `${day}.slots.slots[${i}]`));
  await replaceSlots(em, locationId, 'delivery', slots, (i) => paths[i]);
}

/** Replaces a location's stock rows. */
export async function writeInventory(em: EntityManager, shopId: number, locationId: number, rows: InventoryConfig[]): Promise<void> {
  await em.getRepository(InventoryLevelEntity).delete({ locationId });
  if (rows.length)
    await em
      .getRepository(InventoryLevelEntity)
      .insert(rows.map((r) => ({ shopId, locationId, variantId: r.variant_id, productId: r.product_id, available: r.available })));
}

/** Replaces the products offered at a location. */
export async function writeProducts(em: EntityManager, shopId: number, locationId: number, productIds: number[]): Promise<void> {
  await em.getRepository(ProductLocationEntity).delete({ locationId });
  if (productIds.length) await em.getRepository(ProductLocationEntity).insert([...new Set(productIds)].map((productId) => ({ shopId, locationId, productId })));
}

/** Sets (or, with null, removes) the general preparation rule of a method for a location or, with `locationId` null, the shop. */
export async function writeGeneralPreparation(
  em: EntityManager,
  shopId: number,
  locationId: number | null,
  method: CheckoutMethod,
  general: GeneralPreparation | null,
): Promise<void> {
  const repo = em.getRepository(PreparationTimeEntity);
  await repo
    .createQueryBuilder()
    .delete()
    .where('shop_id = :shopId AND method = :method', { shopId, method })
    .andWhere(locationId === null ? 'location_id IS NULL' : 'location_id = :locationId', { locationId })
    .execute();
  if (general) await repo.insert({ shopId, locationId, method, general });
}

/** Sets (or, with null, removes) the conditional-activation rule of a method for a location or, with `locationId` null, the shop. */
export async function writeConditionalActivation(
  em: EntityManager,
  shopId: number,
  locationId: number | null,
  method: CheckoutMethod,
  rule: ConditionalActivationRule | null,
): Promise<void> {
  const repo = em.getRepository(ConditionalActivationRuleEntity);
  await repo
    .createQueryBuilder()
    .delete()
    .where('shop_id = :shopId AND method = :method', { shopId, method })
    .andWhere(locationId === null ? 'location_id IS NULL' : 'location_id = :locationId', { locationId })
    .execute();
  if (rule)
    await repo.insert({
      shopId,
      locationId,
      method,
      weightPrice: rule.weight_price,
      propertyBased: rule.property_based,
      hideCheckoutMethod: rule.hide_checkout_method,
    });
}
