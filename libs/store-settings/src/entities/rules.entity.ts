import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { GeneralPreparation, PreparationFormat, PropertyBasedRule, ShippingPreparationDay, ShippingSettings, WeightPriceRule } from '../model/settings';
import type { CheckoutMethod, Weekday } from '../model/vocabulary';
import { LocationEntity } from './location.entity';
import { ShopEntity } from './shop.entity';

/**
 * General preparation (lead) time of one method: shop-wide when `location_id` is null,
 * else one location's own rule (which replaces the shop-wide one).
 */
@Entity({ name: 'preparation_times' })
@Index('idx_preparation_times_lookup', ['shopId', 'method', 'locationId'])
export class PreparationTimeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_preparation_times_shop' })
  shop?: ShopEntity;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_preparation_times_location' })
  location?: LocationEntity;

  @Column({ type: 'varchar', length: 16 })
  method: CheckoutMethod;

  /** PreparationTimes `general` (enabled plus per-weekday rules). */
  @Column({ type: 'simple-json' })
  general: GeneralPreparation;
}

/** Product-based preparation time of one method, shop-wide (PreparationTimes `product_based`). */
@Entity({ name: 'product_preparation_times' })
@Index('uq_product_preparation_times', ['shopId', 'method', 'productExternalId'], { unique: true })
export class ProductPreparationTimeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_product_preparation_times_shop' })
  shop?: ShopEntity;

  @Column({ type: 'varchar', length: 16 })
  method: CheckoutMethod;

  /** The storefront's product id, as a string. */
  @Column({ name: 'product_external_id', type: 'varchar', length: 64 })
  productExternalId: string;

  @Column({ name: 'preparation_enabled', type: 'boolean', default: true })
  preparationEnabled: boolean;

  @Column({ name: 'preparation_value', type: 'int' })
  preparationValue: number;

  @Column({ name: 'preparation_format', type: 'varchar', length: 16 })
  preparationFormat: PreparationFormat;
}

/**
 * Conditional-activation rules of one method: shop-wide when `location_id` is null,
 * else one location's override.
 */
@Entity({ name: 'conditional_activation_rules' })
@Index('idx_conditional_activation_lookup', ['shopId', 'method', 'locationId'])
export class ConditionalActivationRuleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_conditional_activation_shop' })
  shop?: ShopEntity;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  @ManyToOne(() => LocationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'fk_conditional_activation_location' })
  location?: LocationEntity;

  @Column({ type: 'varchar', length: 16 })
  method: CheckoutMethod;

  @Column({ name: 'weight_price', type: 'simple-json' })
  weightPrice: WeightPriceRule;

  @Column({ name: 'property_based', type: 'simple-json' })
  propertyBased: PropertyBasedRule;

  @Column({ name: 'hide_checkout_method', type: 'boolean', default: false })
  hideCheckoutMethod: boolean;
}

/** A shop's shipping calendar settings (StoreSettings.shipping), one row per shop. */
@Entity({ name: 'shipping_settings' })
export class ShippingSettingsEntity {
  @PrimaryColumn({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_shipping_settings_shop' })
  shop?: ShopEntity;

  /** IANA zone of the shipping calendar; null = the shop's zone. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone: string | null;

  @Column({ name: 'discount_code', type: 'varchar', length: 255, nullable: true })
  discountCode: string | null;

  /** `YYYY-MM-DD` dates without shipping. */
  @Column({ name: 'blackout_dates', type: 'simple-json' })
  blackoutDates: string[];

  /** Weekdays on which orders ship. */
  @Column({ name: 'enabled_weekdays', type: 'simple-json' })
  enabledWeekdays: Weekday[];

  @Column({ name: 'preparation_time', type: 'simple-json' })
  preparationTime: { enabled: boolean } & { [K in Weekday]?: ShippingPreparationDay };

  @Column({ name: 'maximum_date', type: 'simple-json' })
  maximumDate: ShippingSettings['maximum_date'];

  @Column({ name: 'order_limits', type: 'simple-json' })
  orderLimits: ShippingSettings['order_limits'];
}
