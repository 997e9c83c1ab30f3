import { AdminTokenEntity } from './admin-token.entity';
import { InventoryLevelEntity, ProductLocationEntity } from './inventory.entity';
import { DeliverySettingsEntity, PickupSettingsEntity, SlotEntity } from './location-settings.entity';
import { LocationEntity } from './location.entity';
import { MerchantPostalCodeEntity } from './merchant-postal-code.entity';
import { ConditionalActivationRuleEntity, PreparationTimeEntity, ProductPreparationTimeEntity, ShippingSettingsEntity } from './rules.entity';
import { PlatformCredentialsEntity } from './platform-credentials.entity';
import { PlatformInstallStateEntity } from './platform-install-state.entity';
import {
  PlatformInventoryItemEntity,
  PlatformLocationEntity,
  PlatformLocationLinkEntity,
  PlatformProductEntity,
  PlatformShopStateEntity,
  PlatformSyncStateEntity,
  PlatformUnmappedLevelEntity,
} from './platform-sync.entity';
import { ShopEntity } from './shop.entity';
import { MenuCategoryEntity, MenuEntity, MenuItemEntity, OptionGroupEntity, OptionValueEntity, TranslationEntity } from './widget.entity';

export { MerchantPostalCodeEntity } from './merchant-postal-code.entity';
export { ShopEntity } from './shop.entity';

/** Entities of the `store` schema: the merchant's data (one list for both engines). The capacity ledger's tables share its database and migrations table: `CAPACITY_TABLE_SET` of @fulfil/capacity. */
export const STORE_ENTITIES = [
  ShopEntity,
  LocationEntity,
  PickupSettingsEntity,
  DeliverySettingsEntity,
  SlotEntity,
  PreparationTimeEntity,
  ProductPreparationTimeEntity,
  ConditionalActivationRuleEntity,
  ShippingSettingsEntity,
  InventoryLevelEntity,
  ProductLocationEntity,
  AdminTokenEntity,
  MenuEntity,
  MenuCategoryEntity,
  MenuItemEntity,
  OptionGroupEntity,
  OptionValueEntity,
  TranslationEntity,
  MerchantPostalCodeEntity,
  PlatformCredentialsEntity,
  PlatformInstallStateEntity,
  PlatformLocationLinkEntity,
  PlatformInventoryItemEntity,
  PlatformUnmappedLevelEntity,
  PlatformSyncStateEntity,
  PlatformProductEntity,
  PlatformLocationEntity,
  PlatformShopStateEntity,
];

/** Every table of the `store` schema. */
export const STORE_TABLES = [
  'shops',
  'locations',
  'pickup_settings',
  'delivery_settings',
  'slots',
  'preparation_times',
  'product_preparation_times',
  'conditional_activation_rules',
  'shipping_settings',
  'inventory_levels',
  'product_locations',
  'admin_tokens',
  'menus',
  'menu_categories',
  'menu_items',
  'option_groups',
  'option_values',
  'translations',
  'merchant_postal_codes',
  'platform_credentials',
  'platform_install_states',
  'platform_location_links',
  'platform_inventory_items',
  'platform_unmapped_levels',
  'platform_sync_states',
  'platform_products',
  'platform_locations',
  'platform_shop_states',
];
