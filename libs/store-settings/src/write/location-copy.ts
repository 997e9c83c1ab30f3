import { Like, type EntityManager } from 'typeorm';
import { ProductLocationEntity } from '../entities/inventory.entity';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity } from '../entities/rules.entity';
import { toDeliveryConfig, toLocationCore, toPickupSettings, toSlotConfig } from '../read/mappers';
import { insertLocation, replaceSlots, requireLocation, writeDelivery, writePickup, writeProducts } from './location-writes';

/** What {@link copyLocation} appends to the copy's name. */
export const COPY_SUFFIX = ' (copy)';

/** Limit of `company_name` and `external_id` (the store file's schema and the columns). */
const MAX_TEXT = 255;

/**
 * An `external_id` for a copy of `externalId` that no location of the shop uses:
 * `<id>-copy`, else `<id>-copy-2`, `-copy-3`, ... (the store file's key must be unique and
 * non-empty, so a copy cannot go without one), cut to fit 255 characters.
 */
async function freeExternalId(em: EntityManager, shopId: number, externalId: string): Promise<string> {
  const base = `${externalId.slice(0, MAX_TEXT - 12)}-copy`;
  const taken = new Set(
    (await em.find(LocationEntity, { where: { shopId, externalId: Like(`${base.replace(/[%_\\]/g, '_')}%`) }, select: { externalId: true } })).map(
      (l) => l.externalId,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Copies a location inside a transaction: its own fields (name + " (copy)", a free
 * `external_id`, last in the manual order), pickup settings and
 * slots, delivery settings and slots, its own preparation times and conditional-activation
 * overrides, and the products it offers; not its stock (inventory rows), which belongs to
 * the real place. Slot ids are new.
 * @returns the copy's id
 * @throws LocationNotFoundError when the shop has no location `id`
 */
export async function copyLocation(em: EntityManager, shopId: number, id: number): Promise<number> {
  const source = await requireLocation(em, shopId, id);
  const core = toLocationCore(source);
  const copy = await insertLocation(em, shopId, {
    ...core,
    company_name: `${core.company_name.slice(0, MAX_TEXT - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
    external_id: await freeExternalId(em, shopId, core.external_id),
  });
  const pickup = await em.findOne(PickupSettingsEntity, { where: { locationId: id } });
  if (pickup) await writePickup(em, copy.id, toPickupSettings(pickup));
  const slots = await em.find(SlotEntity, { where: { locationId: id } });
  const withoutId = ({ id: _id, ...slot }: ReturnType<typeof toSlotConfig>) => slot;
  await replaceSlots(
    em,
    copy.id,
    'pickup',
    slots.filter((s) => s.method === 'pickup').map((s) => withoutId(toSlotConfig(s))),
  );
  const delivery = await em.findOne(DeliverySettingsEntity, { where: { locationId: id } });
  if (delivery)
    await writeDelivery(
      em,
      copy.id,
      toDeliveryConfig(
        delivery,
        slots.filter((s) => s.method === 'delivery'),
        false,
      ),
    );
  for (const row of await em.find(PreparationTimeEntity, { where: { shopId, locationId: id } }))
    await em.getRepository(PreparationTimeEntity).insert({ shopId, locationId: copy.id, method: row.method, general: row.general });
  for (const row of await em.find(ConditionalActivationRuleEntity, { where: { shopId, locationId: id } }))
    await em.getRepository(ConditionalActivationRuleEntity).insert({
      shopId,
      locationId: copy.id,
      method: row.method,
      weightPrice: row.weightPrice,
      propertyBased: row.propertyBased,
      hideCheckoutMethod: row.hideCheckoutMethod,
    });
  const products = await em.find(ProductLocationEntity, { where: { shopId, locationId: id }, select: { productId: true } });
  await writeProducts(
    em,
    shopId,
    copy.id,
    products.map((p) => p.productId),
  );
  return copy.id;
}
