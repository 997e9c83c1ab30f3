import { Like, type DataSource, type EntityManager } from 'typeorm';
import type { CheckoutMethod, LocationMethod } from '../model/vocabulary';
import { InventoryLevelEntity, ProductLocationEntity } from '../entities/inventory.entity';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from '../entities/location-settings.entity';
import { LocationEntity } from '../entities/location.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from '../entities/rules.entity';
import { ShopEntity } from '../entities/shop.entity';
import { exportStore, exportWidget, hasWebhookSecret, toShopConfig } from './exporter';
import type {
  DeliveryConfig,
  InventoryConfig,
  LocationCore,
  ShippingConfig,
  ShopConfig,
  ShopPreparationConfig,
  StoreConfig,
  WidgetFileConfig,
} from '../model/store-config';
import type { ConditionalActivationRule, GeneralPreparation, PickupSettingsConfig, SlotConfig } from '../model/settings';
import type { MerchantPostalCodeRecord } from '../model/views';
import { requireLocation } from './location-writes';
import { compareSlots, toDeliveryConfig, toLocationCore, toMerchantPostalCodeRecords, toPickupSettings, toShippingConfig, toSlotConfig } from '../read/mappers';
import { loadMerchantPostalCodes } from '../read/snapshot-data';

/** A location as the admin API lists it: its own fields plus id and sort position. */
export type AdminLocation = LocationCore & { id: number; sort_position: number };

/**
 * The admin API's read side: a shop's configuration in the same shapes the admin API
 * and the import file write, read fresh from the database (never cached). Location
 * ids of another shop answer LOCATION_NOT_FOUND.
 */
export class StoreConfigReader {
  constructor(private readonly dataSource: DataSource) {}

  private get em(): EntityManager {
    return this.dataSource.manager;
  }

  /** The shop's own settings (the `shop` block of the file), with whether a webhook secret is set (never the secret). */
  async shop(shopId: number): Promise<ShopConfig & { webhook_secret_set: boolean; settings_version: number }> {
    const shop = await this.em.findOneOrFail(ShopEntity, { where: { id: shopId } });
    return { ...toShopConfig(shop), webhook_secret_set: hasWebhookSecret(shop), settings_version: shop.settingsVersion };
  }

  /**
   * A page of the shop's locations in manual order, and their total; with `search`, only
   * those whose name, city, postal code or external id contains it (case-insensitive on
   * SQLite and on MySQL's default collations; `%` and `\\` in it are ignored).
   */
  async locations(shopId: number, page = 1, perPage = 50, search?: string): Promise<{ total: number; locations: AdminLocation[] }> {
    const text = search?.trim();
    // `%` and `\\` are dropped (SQLite's LIKE has no escape character by default); `_` may match any one character.
    const like = text ? Like(`%${text.replace(/[%\\]/g, '')}%`) : undefined;
    const [rows, total] = await this.em.findAndCount(LocationEntity, {
      where: like ? (['companyName', 'city', 'postalCode', 'externalId'] as const).map((field) => ({ shopId, [field]: like })) : { shopId },
      order: { sortPosition: 'ASC', id: 'ASC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return { total, locations: rows.map((l) => ({ id: l.id, ...toLocationCore(l), sort_position: l.sortPosition })) };
  }

  /** One location. */
  async location(shopId: number, id: number): Promise<AdminLocation> {
    const l = await requireLocation(this.em, shopId, id);
    return { id: l.id, ...toLocationCore(l), sort_position: l.sortPosition };
  }

  /** A location's pickup settings (defaults when never set). */
  async pickupSettings(shopId: number, id: number): Promise<PickupSettingsConfig> {
    await requireLocation(this.em, shopId, id);
    return toPickupSettings((await this.em.findOne(PickupSettingsEntity, { where: { locationId: id } })) ?? undefined);
  }

  /** A location's slots of a method, with ids, in weekday and time order. */
  async slots(shopId: number, id: number, method: LocationMethod): Promise<(SlotConfig & { id: number })[]> {
    await requireLocation(this.em, shopId, id);
    return (await this.em.find(SlotEntity, { where: { locationId: id, method } })).map(toSlotConfig).sort(compareSlots);
  }

  /** A location's delivery settings with slot ids. */
  async deliverySettings(shopId: number, id: number): Promise<DeliveryConfig> {
    await requireLocation(this.em, shopId, id);
    const row = await this.em.findOne(DeliverySettingsEntity, { where: { locationId: id } });
    return toDeliveryConfig(row ?? undefined, await this.em.find(SlotEntity, { where: { locationId: id, method: 'delivery' } }), true);
  }

  /** A location's own general preparation rule of a method, or null when it uses the shop's. */
  async locationPreparation(shopId: number, id: number, method: CheckoutMethod): Promise<{ general: GeneralPreparation } | null> {
    await requireLocation(this.em, shopId, id);
    const row = await this.em.findOne(PreparationTimeEntity, { where: { shopId, locationId: id, method } });
    return row ? { general: row.general } : null;
  }

  /** The shop-wide PreparationTimes of a method. */
  async shopPreparation(shopId: number, method: CheckoutMethod): Promise<ShopPreparationConfig> {
    const general = await this.em
      .getRepository(PreparationTimeEntity)
      .createQueryBuilder('p')
      .where('p.shopId = :shopId AND p.method = :method AND p.locationId IS NULL', { shopId, method })
      .getOne();
    const products = await this.em.find(ProductPreparationTimeEntity, { where: { shopId, method }, order: { id: 'ASC' } });
    return {
      general: general?.general ?? { enabled: false },
      product_based: products.map((p) => ({
        product_external_id: p.productExternalId,
        preparation_enabled: p.preparationEnabled ? 1 : 0,
        preperation_value: p.preparationValue,
        preparation_format: p.preparationFormat,
      })),
    };
  }

  /** The conditional-activation rule of a method (shop-wide, or a location's override), or null. */
  async conditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null): Promise<ConditionalActivationRule | null> {
    if (locationId !== null) await requireLocation(this.em, shopId, locationId);
    const row = await this.em
      .getRepository(ConditionalActivationRuleEntity)
      .createQueryBuilder('r')
      .where('r.shopId = :shopId AND r.method = :method', { shopId, method })
      .andWhere(locationId === null ? 'r.locationId IS NULL' : 'r.locationId = :locationId', { locationId })
      .getOne();
    return row ? { weight_price: row.weightPrice, property_based: row.propertyBased, hide_checkout_method: row.hideCheckoutMethod } : null;
  }

  /** The shop's shipping settings (`timezone` null = the shop's zone). */
  async shipping(shopId: number): Promise<ShippingConfig> {
    return toShippingConfig(await this.em.findOne(ShippingSettingsEntity, { where: { shopId } }));
  }

  /** A location's stock rows by variant id. */
  async inventory(shopId: number, id: number): Promise<InventoryConfig[]> {
    await requireLocation(this.em, shopId, id);
    return (await this.em.find(InventoryLevelEntity, { where: { locationId: id }, order: { variantId: 'ASC' } })).map((r) => ({
      variant_id: r.variantId,
      product_id: r.productId,
      available: r.available,
    }));
  }

  /** Products offered at a location, ascending. */
  async products(shopId: number, id: number): Promise<number[]> {
    await requireLocation(this.em, shopId, id);
    return (await this.em.find(ProductLocationEntity, { where: { locationId: id }, order: { productId: 'ASC' } })).map((r) => r.productId);
  }

  /** The widget block (menus name restaurants by external id), or null when the shop has none. */
  async widget(shopId: number): Promise<WidgetFileConfig | null> {
    const shop = await this.em.findOneOrFail(ShopEntity, { where: { id: shopId } });
    const locations = await this.em.find(LocationEntity, { where: { shopId }, select: { id: true, externalId: true } });
    return (await exportWidget(this.em, shop, new Map(locations.map((l) => [l.id, l.externalId])))) ?? null;
  }

  /**
   * The shop's own postal codes as stored, sorted by `postal_code` (UTF-16 code-unit
   * order); coordinates in WGS 84 degrees. Empty when it has none.
   */
  async merchantPostalCodes(shopId: number): Promise<MerchantPostalCodeRecord[]> {
    return toMerchantPostalCodeRecords(await loadMerchantPostalCodes(this.em, shopId));
  }

  /** The whole shop in the import format. */
  async export(shopId: number): Promise<StoreConfig> {
    const shop = await this.em.findOneOrFail(ShopEntity, { where: { id: shopId }, select: { id: true, domain: true } });
    return exportStore(this.dataSource, shop.domain);
  }
}
