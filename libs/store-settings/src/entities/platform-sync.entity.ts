import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from './transformers';
import { LocationEntity } from './location.entity';
import { ShopEntity } from './shop.entity';

/** Which of our locations a platform location is (docs/platform-install.md, "Sync"): one to one, set by the admin API. */
@Entity({ name: 'platform_location_links' })
@Index('uq_platform_location_links_shop_platform', ['shopId', 'platformLocationId'], { unique: true })
export class PlatformLocationLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_location_links_shop' })
  shop?: ShopEntity;

  /** The numeric id of the platform's location (`gid://shopify/Location/<id>`). */
  @Column({ name: 'platform_location_id', type: 'bigint', transformer: bigintToNumber })
  platformLocationId: number;

  @Index('uq_platform_location_links_location', { unique: true })
  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_platform_location_links_location' })
  location?: LocationEntity;
}

/** A platform inventory item: its variant, product and whether the platform tracks its inventory. */
@Entity({ name: 'platform_inventory_items' })
@Index('uq_platform_inventory_items_shop_item', ['shopId', 'inventoryItemId'], { unique: true })
@Index('idx_platform_inventory_items_shop_variant', ['shopId', 'variantId'])
export class PlatformInventoryItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_inventory_items_shop' })
  shop?: ShopEntity;

  @Column({ name: 'inventory_item_id', type: 'bigint', transformer: bigintToNumber })
  inventoryItemId: number;

  @Column({ name: 'variant_id', type: 'bigint', transformer: bigintToNumber })
  variantId: number;

  @Column({ name: 'product_id', type: 'bigint', transformer: bigintToNumber })
  productId: number;

  @Column({ type: 'boolean', default: true })
  tracked: boolean;
}

/** Inventory of a platform location linked to none of ours: kept aside, never applied. */
@Entity({ name: 'platform_unmapped_levels' })
@Index('uq_platform_unmapped_levels_shop_location_item', ['shopId', 'platformLocationId', 'inventoryItemId'], { unique: true })
export class PlatformUnmappedLevelEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_unmapped_levels_shop' })
  shop?: ShopEntity;

  @Column({ name: 'platform_location_id', type: 'bigint', transformer: bigintToNumber })
  platformLocationId: number;

  @Column({ name: 'inventory_item_id', type: 'bigint', transformer: bigintToNumber })
  inventoryItemId: number;

  @Column({ type: 'int', default: 0 })
  available: number;

  /** The shop's catalogue-sync run that last wrote the row (`platform_sync_states.run`). */
  @Column({ name: 'sync_run', type: 'int', nullable: true })
  syncRun: number | null;
}

/** The last catalogue sync of a shop: `status` (`running`, `completed`, `failed`), when, and `details` (counts, unmapped platform locations, error). */
@Entity({ name: 'platform_sync_states' })
export class PlatformSyncStateEntity {
  @PrimaryColumn({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_sync_states_shop' })
  shop?: ShopEntity;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ name: 'started_at', type: 'datetime', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'datetime', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  /** The number of the shop's last full sync (each start adds one); inventory rows carry the run that wrote them. */
  @Column({ type: 'int', default: 0 })
  run: number;
}

/** A collection a platform product belongs to, as synced: its handle and title (conditional activation matches either). */
export interface PlatformCollection {
  handle: string;
  title: string;
}

/** The address of a platform location as synced (each member null when the platform gives none); coordinates in WGS 84 degrees. */
export interface PlatformLocationAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province_code: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A platform product's properties that conditional activation reads (docs/platform-install.md, "Sync"). */
@Entity({ name: 'platform_products' })
@Index('uq_platform_products_shop_product', ['shopId', 'productId'], { unique: true })
export class PlatformProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_products_shop' })
  shop?: ShopEntity;

  @Column({ name: 'product_id', type: 'bigint', transformer: bigintToNumber })
  productId: number;

  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'varchar', length: 255, default: '' })
  vendor: string;

  @Column({ name: 'product_type', type: 'varchar', length: 255, default: '' })
  productType: string;

  @Column({ type: 'simple-json' })
  collections: PlatformCollection[];
}

/** A location of the storefront platform as last synced or told by a location webhook. */
@Entity({ name: 'platform_locations' })
@Index('uq_platform_locations_shop_location', ['shopId', 'platformLocationId'], { unique: true })
export class PlatformLocationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_locations_shop' })
  shop?: ShopEntity;

  @Column({ name: 'platform_location_id', type: 'bigint', transformer: bigintToNumber })
  platformLocationId: number;

  @Column({ type: 'varchar', length: 255, default: '' })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'simple-json', nullable: true })
  address: PlatformLocationAddress | null;
}

/** Per shop: the platform shop's currency as last read, and the last webhook reconcile (for the console's banners). */
@Entity({ name: 'platform_shop_states' })
export class PlatformShopStateEntity {
  @PrimaryColumn({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_platform_shop_states_shop' })
  shop?: ShopEntity;

  /** ISO 4217 code of the platform shop's currency (`shop { currencyCode }`). */
  @Column({ name: 'currency_code', type: 'varchar', length: 3, nullable: true })
  currencyCode: string | null;

  @Column({ name: 'currency_checked_at', type: 'datetime', nullable: true })
  currencyCheckedAt: Date | null;

  @Column({ name: 'webhooks_reconciled_at', type: 'datetime', nullable: true })
  webhooksReconciledAt: Date | null;

  /** The last reconcile: `{missing: string[], errors: string[]}` (topics without our subscription; what failed). */
  @Column({ type: 'simple-json', nullable: true })
  webhooks: { missing: string[]; errors: string[] } | null;
}
