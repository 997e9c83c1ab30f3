import type { DataSource, EntityManager } from 'typeorm';
import { CHECKOUT_METHODS, LocationMethod } from '../model/vocabulary';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { MerchantPostalCodeEntity } from '../entities/merchant-postal-code.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { MenuEntity, OptionGroupEntity, TranslationEntity } from '../entities/widget.entity';
import { insertInChunks, inTransaction } from '@fulfil/database';
import { deliveryRow, deliverySlotsOf, locationRow, merchantPostalCodeRow, pickupRow, shippingRow, slotKey, slotRow } from '../read/mappers';
import type { StoreReader } from '../read/store-reader';
import { exportStoreWithin } from './exporter';
import { stableStringify } from '../config/stable-json';
import type { StoreConfig } from '../model/store-config';
import { writeWidget } from './widget-writes';

/** Options of {@link importStore}. */
export interface ImportOptions {
  /** SHA-256 of the source file, stored on the shop (the demo loader skips unchanged files). */
  hash?: string;
  /** Called after each chunk of locations: (written, total). */
  onProgress?: (done: number, total: number) => void;
  /** Reader of this process to invalidate after commit. */
  reader?: StoreReader;
}

/** What {@link importStore} did. */
export interface ImportResult {
  shopId: number;
  /** The shop did not exist before. */
  created: boolean;
  /** Anything changed (false: the file equals the stored shop, nothing was written). */
  changed: boolean;
  locations: number;
}

const CHUNK = 500;

/**
 * Creates or replaces a whole shop from a validated store configuration (see
 * `validateStoreConfig`) in one transaction. A file equal to the stored shop writes
 * nothing. Otherwise everything of the shop is replaced, keeping the ids of locations
 * (matched by `external_id`) and of slots (matched by location, method, weekday and
 * times), so orders and reservations keep counting against them. Orders, reservations
 * and admin tokens are never touched.
 */
export async function importStore(dataSource: DataSource, config: StoreConfig, options: ImportOptions = {}): Promise<ImportResult> {
  const result = await inTransaction(dataSource, async (em) => {
    const shops = em.getRepository(ShopEntity);
    const existing = await shops.findOne({ where: { domain: config.shop.domain } });
    if (existing) {
      const { $schema: _s, ...incoming } = config;
      const { webhook_secret: secret, ...incomingShop } = incoming.shop;
      const sameSecret = secret === undefined || secret === existing.webhookSecret;
      if (sameSecret && stableStringify(await exportStoreWithin(em, config.shop.domain)) === stableStringify({ ...incoming, shop: incomingShop })) {
        if (options.hash && existing.importHash !== options.hash) await shops.update({ id: existing.id }, { importHash: options.hash });
        return { shopId: existing.id, created: false, changed: false, locations: config.locations.length };
      }
    }
    const s = config.shop;
    const fields = {
      domain: s.domain,
      timezone: s.timezone,
      baseCountryName: s.base_country_name,
      baseCountryCode: s.base_country_code,
      measurementFormat: s.measurement_format,
      storefrontOrigins: s.storefront_origins,
      // Write-only: omitted keeps the current secret (a new shop has none).
      ...(s.webhook_secret !== undefined ? { webhookSecret: s.webhook_secret } : {}),
      pickupOptions: s.pickup,
      deliveryOptions: s.delivery,
      storefrontCompatibility: s.storefront_compatibility,
      widgetSettings: config.widget ? { is_test_mode: config.widget.is_test_mode, settings: config.widget.settings } : null,
      importHash: options.hash ?? null,
    };
    let shopId: number;
    if (existing) {
      shopId = existing.id;
      await shops.update({ id: shopId }, { ...fields, settingsVersion: existing.settingsVersion + 1 });
    } else {
      shopId = (await shops.save(shops.create({ ...fields, settingsVersion: 1 }))).id;
    }
    await replaceShopContents(em, shopId, config, options.onProgress);
    return { shopId, created: !existing, changed: true, locations: config.locations.length };
  });
  if (result.changed) options.reader?.invalidate(result.shopId);
  return result;
}

async function replaceShopContents(em: EntityManager, shopId: number, config: StoreConfig, onProgress?: (done: number, total: number) => void): Promise<void> {
  await em.getRepository(ShippingSettingsEntity).save(shippingRow(shopId, config.shipping));

  // Old ids to keep: locations by external id, slots by location, method and times.
  const oldLocations = await em.find(LocationEntity, { where: { shopId }, select: { id: true, externalId: true } });
  const locationIds = new Map(oldLocations.map((l) => [l.externalId, l.id]));
  const oldSlots = await em.getRepository(SlotEntity).createQueryBuilder('s').innerJoin('s.location', 'l').where('l.shopId = :shopId', { shopId }).getMany();
  const slotIds = new Map(oldSlots.map((s) => [`${s.locationId} ${s.method} ${s.dayOfWeek} ${s.availableFrom} ${s.availableUntil}`, s.id]));

  // Empty the shop (children first, so the cascades have nothing left to look for).
  for (const entity of [
    PreparationTimeEntity,
    ProductPreparationTimeEntity,
    ConditionalActivationRuleEntity,
    InventoryLevelEntity,
    ProductLocationEntity,
    MenuEntity,
    OptionGroupEntity,
    TranslationEntity,
    MerchantPostalCodeEntity,
  ]) {
    await em.getRepository(entity).delete({ shopId });
  }
  await em.getRepository(LocationEntity).delete({ shopId });

  const total = config.locations.length;
  const rows = config.locations.map((l, i) => ({
    ...(locationIds.has(l.external_id) ? { id: locationIds.get(l.external_id) } : {}),
    ...locationRow(shopId, l, i),
  }));
  const keep = rows.filter((r) => 'id' in r);
  const fresh = rows.filter((r) => !('id' in r));
  let done = 0;
  for (const part of [keep, fresh]) {
    for (let i = 0; i < part.length; i += CHUNK) {
      await insertInChunks(em, LocationEntity, part.slice(i, i + CHUNK), CHUNK);
      done += Math.min(CHUNK, part.length - i);
      onProgress?.(done, total);
    }
  }
  const ids = new Map((await em.find(LocationEntity, { where: { shopId }, select: { id: true, externalId: true } })).map((l) => [l.externalId, l.id]));

  const pickup: object[] = [];
  const delivery: object[] = [];
  const slotsKept: object[] = [];
  const slotsNew: object[] = [];
  const preparation: object[] = [];
  const conditional: object[] = [];
  const inventory: object[] = [];
  const products: object[] = [];
  for (const l of config.locations) {
    const id = ids.get(l.external_id) as number;
    pickup.push(pickupRow(id, l.pickup));
    delivery.push(deliveryRow(id, l.delivery));
    const slots: [LocationMethod, typeof l.pickup.slots][] = [
      ['pickup', l.pickup.slots],
      ['delivery', deliverySlotsOf(l.delivery)],
    ];
    for (const [method, list] of slots) {
      for (const s of list) {
        const old = slotIds.get(`${id} ${method} ${slotKey(s)}`);
        if (old !== undefined) slotsKept.push(slotRow(id, method, { ...s, id: old }));
        else slotsNew.push(slotRow(id, method, { ...s, id: undefined }));
      }
    }
    for (const [method, p] of Object.entries(l.preparation_times)) if (p) preparation.push({ shopId, locationId: id, method, general: p.general });
    for (const [method, r] of Object.entries(l.conditional_activation)) {
      if (r)
        conditional.push({
          shopId,
          locationId: id,
          method,
          weightPrice: r.weight_price,
          propertyBased: r.property_based,
          hideCheckoutMethod: r.hide_checkout_method,
        });
    }
    for (const r of l.inventory) inventory.push({ shopId, locationId: id, variantId: r.variant_id, productId: r.product_id, available: r.available });
    for (const p of new Set(l.products)) products.push({ shopId, locationId: id, productId: p });
  }
  for (const m of CHECKOUT_METHODS) {
    const p = config.preparation_times[m];
    preparation.push({ shopId, locationId: null, method: m, general: p.general });
    await insertInChunks(
      em,
      ProductPreparationTimeEntity,
      p.product_based.map((r) => ({
        shopId,
        method: m,
        productExternalId: r.product_external_id,
        preparationEnabled: r.preparation_enabled === 1,
        preparationValue: r.preperation_value,
        preparationFormat: r.preparation_format,
      })),
    );
    const r = config.conditional_activation[m];
    if (r)
      conditional.push({
        shopId,
        locationId: null,
        method: m,
        weightPrice: r.weight_price,
        propertyBased: r.property_based,
        hideCheckoutMethod: r.hide_checkout_method,
      });
  }
  await insertInChunks(em, PickupSettingsEntity, pickup);
  await insertInChunks(em, DeliverySettingsEntity, delivery);
  await insertInChunks(em, SlotEntity, slotsKept);
  await insertInChunks(
    em,
    SlotEntity,
    slotsNew.map((s) => Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'id'))),
  );
  await insertInChunks(em, PreparationTimeEntity, preparation);
  await insertInChunks(em, ConditionalActivationRuleEntity, conditional);
  await insertInChunks(em, InventoryLevelEntity, inventory);
  await insertInChunks(em, ProductLocationEntity, products);
  await insertInChunks(
    em,
    MerchantPostalCodeEntity,
    config.postal_codes.map((c) => merchantPostalCodeRow(shopId, c)),
  );
  if (config.widget) await writeWidget(em, shopId, config.widget, ids);
}
