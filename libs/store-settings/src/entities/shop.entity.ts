import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A merchant's store, keyed by its store domain (`shop`, e.g. `demo-bakery.myshopify.com`).
 */
@Entity({ name: 'shops' })
export class ShopEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The store domain the storefront sends as `shop`. Unique. */
  @Index('uq_shops_domain', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  domain: string;

  /** IANA zone of the shop; locations without their own zone use it. */
  @Column({ type: 'varchar', length: 64 })
  timezone: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
