import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OpeningHours } from '../model/settings';
import { ShopEntity } from './shop.entity';

/**
 * A physical location of a shop: a store, bakery or restaurant customers pick up from,
 * or that delivers. Its position in the merchant's list is `sort_position`.
 */
@Entity({ name: 'locations' })
@Index('uq_locations_shop_external', ['shopId', 'externalId'], { unique: true })
@Index('idx_locations_shop_pickup', ['shopId', 'pickupEnabled', 'sortPosition'])
@Index('idx_locations_shop_delivery', ['shopId', 'deliveryEnabled', 'sortPosition'])
@Index('idx_locations_coordinates', ['latitude', 'longitude'])
@Index('idx_locations_shop_id', ['shopId'])
export class LocationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_locations_shop' })
  shop?: ShopEntity;

  /** The merchant's own id of the location; unique per shop (the import file's key). */
  @Column({ name: 'external_id', type: 'varchar', length: 255 })
  externalId: string;

  @Column({ name: 'company_name', type: 'varchar', length: 255 })
  companyName: string;

  @Column({ name: 'address_line_1', type: 'varchar', length: 255 })
  addressLine1: string;

  @Column({ name: 'address_line_2', type: 'varchar', length: 255, nullable: true })
  addressLine2: string | null;

  @Column({ type: 'varchar', length: 120 })
  city: string;

  @Column({ name: 'postal_code', type: 'varchar', length: 20 })
  postalCode: string;

  /** State, province or county. */
  @Column({ type: 'varchar', length: 120 })
  region: string;

  /** Country code or name as the merchant writes it (e.g. `US`). */
  @Column({ type: 'varchar', length: 120 })
  country: string;

  /** WGS84 degrees. */
  @Column({ type: 'double' })
  latitude: number;

  /** WGS84 degrees. */
  @Column({ type: 'double' })
  longitude: number;

  /** IANA zone; null = the shop's zone. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone: string | null;

  @Column({ name: 'custom_attribute_1', type: 'varchar', length: 255, nullable: true })
  customAttribute1: string | null;

  @Column({ name: 'custom_attribute_2', type: 'varchar', length: 255, nullable: true })
  customAttribute2: string | null;

  @Column({ name: 'custom_attribute_3', type: 'varchar', length: 255, nullable: true })
  customAttribute3: string | null;

  /** Opening hours keyed by weekday. */
  @Column({ name: 'opening_hours', type: 'simple-json' })
  openingHours: OpeningHours;

  /** Free text shown to customers; null when none. */
  @Column({ name: 'more_information', type: 'text', nullable: true })
  moreInformation: string | null;

  /** Serves pickup. */
  @Column({ name: 'pickup_enabled', type: 'boolean', default: false })
  pickupEnabled: boolean;

  /** Serves delivery. */
  @Column({ name: 'delivery_enabled', type: 'boolean', default: false })
  deliveryEnabled: boolean;

  /** Listed by the ordering widget (whose API calls it a restaurant). */
  @Column({ name: 'widget_enabled', type: 'boolean', default: false })
  widgetEnabled: boolean;

  /** Position in the merchant's manual order (ascending, then id). */
  @Column({ name: 'sort_position', type: 'int', default: 0 })
  sortPosition: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
