import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintToNumber } from './transformers';
import { LocationEntity } from './location.entity';

/**
 * Stock of one product variant at one location. A variant with at least one row in the
 * shop is tracked: a location stocks it only with enough `available`. Untracked
 * variants are stocked everywhere.
 */
@Entity({ name: 'inventory_levels' })
@Index('uq_inventory_levels_location_variant', ['locationId', 'variantId'], { unique: true })
@Index('idx_inventory_levels_shop_variant', ['shopId', 'variantId'])
export class InventoryLevelEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Denormalised from the location for the per-shop variant lookup. */
  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_inventory_levels_location' })
  location?: LocationEntity;

  @Column({ name: 'variant_id', type: 'bigint', transformer: bigintToNumber })
  variantId: number;

  @Column({ name: 'product_id', type: 'bigint', nullable: true, transformer: bigintToNumber })
  productId: number | null;

  /** Units available for sale. */
  @Column({ type: 'int', default: 0 })
  available: number;

  /**
   * False for the storefront platform's untracked inventory item (docs/platform-install.md,
   * "Sync"): the location stocks the variant whatever `available` says. Default true.
   */
  @Column({ type: 'boolean', default: true })
  tracked: boolean;

  /** The shop's catalogue-sync run that last wrote the row (`platform_sync_states.run`); null for rows typed here. */
  @Column({ name: 'sync_run', type: 'int', nullable: true })
  syncRun: number | null;
}

/**
 * Product-to-location availability. A product with at least one row in the shop is
 * offered only at its listed locations; a product without rows, everywhere.
 */
@Entity({ name: 'product_locations' })
@Index('uq_product_locations_location_product', ['locationId', 'productId'], { unique: true })
@Index('idx_product_locations_shop_product', ['shopId', 'productId'])
export class ProductLocationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_product_locations_location' })
  location?: LocationEntity;

  @Column({ name: 'product_id', type: 'bigint', transformer: bigintToNumber })
  productId: number;
}
