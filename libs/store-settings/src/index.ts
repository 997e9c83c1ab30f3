// Public API of @fulfil/store-settings: the merchant's store. Folders are layers, each
// importing only the ones above it in this list (src/layers.spec.ts checks it):
//   model/       the store's vocabulary and shapes (the store file's types, views)
//   entities/    TypeORM entities; migrations/ their migrations; config/ validation of
//                the store configuration (JSON Schema and the rules it cannot express)
//   credentials/ storefront-platform credentials, sealed with AES-256-GCM (the one crypto place)
//   read/        snapshots and the reader (cached per shop), row <-> config mapping
//   write/       writer, importer, exporter (all-or-nothing)
//   repositories/ admin tokens
// The capacity ledger (orders, reservations, Idempotency-Keys, the usage count) is
// @fulfil/capacity.
export { ShopNotFoundError } from './errors';
export { WEEKDAYS } from './model/vocabulary';
export type {
  CheckoutMethod,
  ConditionalActivationRule,
  DeliveryDayRule,
  DeliverySettings,
  GeneralPreparation,
  LocationMethod,
  PickupSettingsConfig,
  PreparationTimes,
  PropertyBasedRule,
  ShippingSettings,
  SlotConfig,
  StoreSettings,
  Weekday,
  WeightPriceRule,
} from './model/settings';
export type { MenuAvailability, MenuItemView, MenuView, OptionGroupView, Translation, WidgetConfig, WidgetLocation, WidgetSettingsBlock } from './model/widget';
export type { DeliveryLocationRecord, MerchantPostalCodeRecord, PickupLocationRecord } from './model/views';
export { defaultShipping } from './model/defaults';
export { MAX_MERCHANT_POSTAL_CODES, type DeliveryConfig, type ShippingConfig, type StoreConfig, type WidgetFileConfig } from './model/store-config';
export { MerchantPostalCodeEntity, ShopEntity, STORE_ENTITIES, STORE_TABLES } from './entities';
export { STORE_MIGRATIONS } from './migrations';
export { STORE_TABLE_SET } from './table-set';
export { validateStoreConfig } from './config/validate';
export { preloadStoreBlockValidators, storeBlockJsonSchemas, validateStoreBlock, type StoreBlockName, type StoreBlocks } from './config/blocks';
export { stableStringify } from './config/stable-json';
export { diffStoreConfigs, type StoreChange } from './config/store-diff';
export {
  InventoryRepository,
  offers,
  stocks,
  type CartRestrictions,
  type CatalogueProduct,
  type LocationStockFacts,
  type StockRow,
} from './read/inventory.repository';
export { ShopSnapshot } from './read/shop-snapshot';
export { StoreReader, type ShopCacheStats, type ShopChange } from './read/store-reader';
export type { ShopData, ShopLevelRows } from './read/shop-data';
export type { LocationPart } from './read/location-parts';
export type { IndexedDeliveryLocation, IndexedLocation, LocationIndex } from './read/location-index';
export { WidgetCatalog } from './read/widget-catalog';
export { importStore, type ImportResult } from './write/importer';
export { exportStore } from './write/exporter';
export { StoreConfigReader, type AdminLocation } from './write/config-reader';
export { StoreWriter } from './write/store-writer';
export { AdminTokenRepository } from './repositories/admin-token.repository';
export {
  LocationLinkError,
  PlatformSyncRepository,
  type PlatformLocationLink,
  type PlatformSyncState,
  type SyncedItem,
  type SyncedLevel,
} from './repositories/platform-sync.repository';
export {
  PlatformCatalogueRepository,
  type PlatformLocationView,
  type PlatformShopState,
  type SyncedPlatformLocation,
  type SyncedProduct,
} from './repositories/platform-catalogue.repository';
export type { PlatformCollection, PlatformLocationAddress } from './entities/platform-sync.entity';
export {
  KEY_RING_PATTERN,
  PlatformCredentialsRepository,
  PlatformInstallStateRepository,
  SecretBox,
  secretBoxFor,
  type InstallStateRefusal,
  type PlatformCredentialsStatus,
  type PlatformInstallState,
} from './credentials';
export { STORE_READER_OPTIONS, StoreSettingsModule } from './store-settings.module';
