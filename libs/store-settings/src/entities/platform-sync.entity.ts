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
}
