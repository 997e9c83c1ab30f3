import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CheckoutMethod } from '@fulfil/store-settings';
import { ShopEntity } from '@fulfil/store-settings';

/** Status of an order: `active` orders hold capacity, `cancelled` ones do not. */
export type OrderStatus = 'active' | 'cancelled';

/**
 * A storefront order as far as capacity is concerned, kept up to date from the
 * platform's order webhooks (idempotent by `external_order_id`). Location and slot are
 * plain ids (no foreign key): an order outlives a deleted location or slot.
 */
@Entity({ name: 'orders' })
@Index('uq_orders_shop_external', ['shopId', 'externalOrderId'], { unique: true })
@Index('idx_orders_location_date_slot', ['locationId', 'date', 'slotId'])
@Index('idx_orders_shop_method_date', ['shopId', 'method', 'date'])
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_orders_shop' })
  shop?: ShopEntity;

  /** The storefront platform's order id. */
  @Column({ name: 'external_order_id', type: 'varchar', length: 64 })
  externalOrderId: string;

  @Column({ type: 'varchar', length: 16 })
  method: CheckoutMethod;

  /** Null for shipping. */
  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  /** Local fulfilment date `YYYY-MM-DD` (1-based month). */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Null for date-only fulfilment. */
  @Column({ name: 'slot_id', type: 'int', nullable: true })
  slotId: number | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: OrderStatus;

  /** The platform's `updated_at` of the last webhook applied (older webhooks are ignored). */
  @Column({ name: 'order_updated_at', type: 'datetime', nullable: true })
  orderUpdatedAt: Date | null;

  /** The platform's order name (`#1001`), for the person preparing it; null when no webhook gave one. */
  @Column({ name: 'order_name', type: 'varchar', length: 64, nullable: true })
  orderName: string | null;

  /** The shopper's name as the order gave it; null when none was given or after `customers/redact` (docs/privacy.md). */
  @Column({ name: 'customer_name', type: 'varchar', length: 255, nullable: true })
  customerName: string | null;

  /** Items to prepare: the sum of the line items' quantities; null when no webhook gave the line items. */
  @Column({ name: 'item_count', type: 'int', nullable: true })
  itemCount: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Status of a hold: `held` counts until `expires_at`; `converted` became an order; `released` was given up. */
export type HoldStatus = 'held' | 'converted' | 'released';

/**
 * A hold (docs/glossary.md): one place of capacity taken by a fulfilment-api reservation
 * or a widget-api checkout until it expires (default 15 minutes) or becomes an order.
 * Stored in the `reservations` table (its name since the first migration).
 * The Idempotency-Key of the request that made it lives in `idempotency_keys`
 * (`IdempotencyKeyEntity`), scoped to the API that received it.
 */
@Entity({ name: 'reservations' })
@Index('idx_reservations_location_date_slot', ['locationId', 'date', 'slotId'])
@Index('idx_reservations_shop_method_date', ['shopId', 'method', 'date'])
export class HoldEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_reservations_shop' })
  shop?: ShopEntity;

  @Column({ type: 'varchar', length: 16 })
  method: CheckoutMethod;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  /** Local fulfilment date `YYYY-MM-DD`. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ name: 'slot_id', type: 'int', nullable: true })
  slotId: number | null;

  /** Places held (usually 1). */
  @Column({ type: 'int', default: 1 })
  quantity: number;

  /** The hold ends at this instant (exclusive). */
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'held' })
  status: HoldStatus;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
