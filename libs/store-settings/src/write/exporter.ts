import type { DataSource, EntityManager } from 'typeorm';
import { CHECKOUT_METHODS, CheckoutMethod, LocationMethod } from '../model/vocabulary';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { ShopEntity } from '../entities/shop.entity';
import { MenuCategoryEntity, MenuEntity, MenuItemEntity, OptionGroupEntity, OptionValueEntity, TranslationEntity } from '../entities/widget.entity';
import { ShopNotFoundError } from '../errors';
import { defaultDeliveryOptions, defaultPickupOptions, defaultStorefrontCompatibility } from '../model/defaults';
import type { ConditionalActivationRule } from '../model/settings';
import { toDeliveryConfig, toLocationCore, toMerchantPostalCodeRecords, toPickupConfig, toShippingConfig } from '../read/mappers';
import { loadShopRows } from '../read/snapshot-data';
import { inTransaction } from '@fulfil/database';
import type { LocationConfig, ShopConfig, StoreConfig, WidgetFileConfig } from '../model/store-config';

/** The `shop` block of a shop row, without the write-only `webhook_secret` (see {@link hasWebhookSecret}). */
export function toShopConfig(s: ShopEntity): ShopConfig {
  return {
    domain: s.domain,
    timezone: s.timezone,
    base_country_name: s.baseCountryName,
    base_country_code: s.baseCountryCode,
    measurement_format: s.measurementFormat,
    storefront_origins: s.storefrontOrigins ?? [],
    pickup: s.pickupOptions ?? defaultPickupOptions(),
    delivery: s.deliveryOptions ?? defaultDeliveryOptions(),
    storefront_compatibility: { ...defaultStorefrontCompatibility(), ...s.storefrontCompatibility },
  };
}

/** Whether the shop has a webhook secret (the secret itself is never read back out). */
export function hasWebhookSecret(s: Pick<ShopEntity, 'webhookSecret'>): boolean {
  return s.webhookSecret !== null && s.webhookSecret !== '';
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}

/** The widget block of a shop in the file format, or undefined when the shop has none. */
export async function exportWidget(em: EntityManager, shop: ShopEntity, externalIds: Map<number, string>): Promise<WidgetFileConfig | undefined> {
  if (!shop.widgetSettings) return undefined;
  const translations = await em.find(TranslationEntity, { where: { shopId: shop.id }, order: { id: 'ASC' } });
  const menus = await em.find(MenuEntity, { where: { shopId: shop.id }, order: { sortPosition: 'ASC', id: 'ASC' } });
  const categories = await em
    .getRepository(MenuCategoryEntity)
    .createQueryBuilder('c')
    .innerJoin('c.menu', 'm')
    .where('m.shopId = :id', { id: shop.id })
    .orderBy('c.sortPosition')
    .addOrderBy('c.id')
    .getMany();
  const items = await em
    .getRepository(MenuItemEntity)
    .createQueryBuilder('i')
    .innerJoin('i.category', 'c')
    .innerJoin('c.menu', 'm')
    .where('m.shopId = :id', { id: shop.id })
    .orderBy('i.sortPosition')
    .addOrderBy('i.id')
    .getMany();
  const groups = await em.find(OptionGroupEntity, { where: { shopId: shop.id }, order: { sortPosition: 'ASC', id: 'ASC' } });
  const values = await em
    .getRepository(OptionValueEntity)
    .createQueryBuilder('v')
    .innerJoin('v.optionGroup', 'g')
    .where('g.shopId = :id', { id: shop.id })
    .orderBy('v.sortPosition')
    .addOrderBy('v.id')
    .getMany();
  const itemsBy = groupBy(items, (i) => i.categoryId);
  const categoriesBy = groupBy(categories, (c) => c.menuId);
  const valuesBy = groupBy(values, (v) => v.optionGroupId);
  return {
    is_test_mode: shop.widgetSettings.is_test_mode,
    settings: shop.widgetSettings.settings,
    translations: translations.map((t) => ({ translation_key: t.translationKey, values: t.values })),
    menus: menus.map((m) => ({
      restaurant: externalIds.get(m.locationId) ?? '',
      handle: m.handle,
      name: m.name,
      availability: m.availability,
      categories: (categoriesBy.get(m.id) ?? []).map((c) => ({
        name: c.name,
        items: (itemsBy.get(c.id) ?? []).map((i) => ({
          product_id: i.productId,
          variant_id: i.variantId,
          name: i.name,
          description: i.description,
          price: i.price,
          image_url: i.imageUrl,
          available: i.available,
        })),
      })),
    })),
    option_groups: groups.map((g) => ({
      product_id: g.productId,
      name: g.name,
      required: g.required,
      min_selections: g.minSelections,
      max_selections: g.maxSelections,
      options: (valuesBy.get(g.id) ?? []).map((v) => ({ name: v.name, price_delta: v.priceDelta, available: v.available })),
    })),
  };
}

/**
 * Writes a shop back in the store-configuration format, every field explicit (the form
 * `validateStoreConfig` gives a file; `postal_codes` sorted by code). Importing the
 * result changes nothing.
 *
 * @throws ShopNotFoundError when no shop has this domain
 */
export function exportStore(dataSource: DataSource, domain: string): Promise<StoreConfig> {
  return inTransaction(dataSource, (em) => exportStoreWithin(em, domain));
}

/** {@link exportStore} inside the caller's transaction. */
export async function exportStoreWithin(em: EntityManager, domain: string): Promise<StoreConfig> {
  const found = await em.findOne(ShopEntity, { where: { domain }, select: { id: true } });
  const rows = found && (await loadShopRows(em, found.id));
  if (!rows) throw new ShopNotFoundError(domain);
  const shopId = rows.shop.id;
  const inventory = groupBy(await em.find(InventoryLevelEntity, { where: { shopId }, order: { variantId: 'ASC' } }), (r) => r.locationId);
  const products = groupBy(await em.find(ProductLocationEntity, { where: { shopId }, order: { productId: 'ASC' } }), (r) => r.locationId);
  const pickup = new Map(rows.pickup.map((p) => [p.locationId, p]));
  const delivery = new Map(rows.delivery.map((d) => [d.locationId, d]));
  const slots = groupBy(rows.slots, (s) => s.locationId);
  const rule = (r: {
    weightPrice: ConditionalActivationRule['weight_price'];
    propertyBased: ConditionalActivationRule['property_based'];
    hideCheckoutMethod: boolean;
  }): ConditionalActivationRule => ({
    weight_price: r.weightPrice,
    property_based: r.propertyBased,
    hide_checkout_method: r.hideCheckoutMethod,
  });
  const locations: LocationConfig[] = rows.locations.map((l) => {
    const preparation: LocationConfig['preparation_times'] = {};
    for (const p of rows.preparation) if (p.locationId === l.id && p.method !== 'shipping') preparation[p.method as LocationMethod] = { general: p.general };
    const conditional: LocationConfig['conditional_activation'] = {};
    for (const c of rows.conditional) if (c.locationId === l.id) conditional[c.method] = rule(c);
    return {
      ...toLocationCore(l),
      pickup: toPickupConfig(pickup.get(l.id), slots.get(l.id) ?? []),
      delivery: toDeliveryConfig(delivery.get(l.id), slots.get(l.id) ?? []),
      preparation_times: preparation,
      conditional_activation: conditional,
      inventory: (inventory.get(l.id) ?? []).map((r) => ({ variant_id: r.variantId, product_id: r.productId, available: r.available })),
      products: (products.get(l.id) ?? []).map((r) => r.productId),
    };
  });
  const preparation = Object.fromEntries(
    CHECKOUT_METHODS.map((m) => [
      m,
      {
        general: rows.preparation.find((p) => p.method === m && p.locationId === null)?.general ?? { enabled: false },
        product_based: rows.productPreparation
          .filter((p) => p.method === m)
          .map((p) => ({
            product_external_id: p.productExternalId,
            preparation_enabled: p.preparationEnabled ? 1 : 0,
            preperation_value: p.preparationValue,
            preparation_format: p.preparationFormat,
          })),
      },
    ]),
  ) as StoreConfig['preparation_times'];
  const conditional: StoreConfig['conditional_activation'] = {};
  for (const c of rows.conditional) if (c.locationId === null) conditional[c.method as CheckoutMethod] = rule(c);
  const widget = await exportWidget(em, rows.shop, new Map(rows.locations.map((l) => [l.id, l.externalId])));
  return {
    format_version: 1,
    shop: toShopConfig(rows.shop),
    shipping: toShippingConfig(rows.shipping),
    preparation_times: preparation,
    conditional_activation: conditional,
    locations,
    postal_codes: toMerchantPostalCodeRecords(rows.postalCodes),
    ...(widget ? { widget } : {}),
  };
}
