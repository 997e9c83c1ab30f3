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
export * from './errors';
export * from './model/vocabulary';
export * from './model/settings';
export * from './model/widget';
export * from './model/views';
export * from './model/defaults';
export * from './model/store-config';
export * from './entities';
export * from './migrations';
export * from './table-set';
export * from './config/validate';
export * from './config/blocks';
export * from './config/checks';
export * from './config/stable-json';
export * from './config/store-diff';
export * from './read/inventory.repository';
export * from './read/shop-snapshot';
export * from './read/store-reader';
export type { ShopData, ShopLevelRows } from './read/shop-data';
export type { LocationPart } from './read/location-parts';
export type { IndexedDeliveryLocation, IndexedLocation, LocationIndex } from './read/location-index';
export * from './read/widget-catalog';
export * from './write/importer';
export * from './write/exporter';
export * from './write/config-reader';
export * from './write/store-writer';
export * from './repositories/admin-token.repository';
export * from './credentials';
export * from './store-settings.module';
