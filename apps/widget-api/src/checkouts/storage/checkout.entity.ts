import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { LocationMethod } from '@fulfil/store-settings';
import { ShopEntity } from '@fulfil/store-settings';

/**
 * A checkout of the storefront ordering widget (widget-api `POST /checkouts`): the
 * validated cart, totals and fulfilment as returned to the shopper (`snapshot`), and
 * the reservation that holds its capacity until `expires_at`.
 *
 * Idempotency: `(shop_id, idempotency_key)` is unique, and `request_hash` is the
 * SHA-256 of the request that created it, so a retry with the same key and body gets
 * this checkout back and a different body under the same key is refused.
 */
@Entity({ name: 'checkouts' })
@Index('uq_checkouts_shop_idempotency', ['shopId', 'idempotencyKey'], { unique: true })
@Index('idx_checkouts_reservation', ['reservationId'])
export class CheckoutEntity {
  /** Public id (a random UUID). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_checkouts_shop' })
  shop?: ShopEntity;

  /** The reservation holding the capacity (plain id: a checkout outlives a purged reservation). */
  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  /** The client's Idempotency-Key, or null when it sent none. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;

  /** Lowercase hex SHA-256 of the normalised request (shop + body). */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 16 })
  method: LocationMethod;

  /** The restaurant (location id). */
  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  /** Local fulfilment date `YYYY-MM-DD`. */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** Slot row id; null for generated slots and date-only days. */
  @Column({ name: 'slot_id', type: 'int', nullable: true })
  slotId: number | null;

  /** The checkout as the API returned it when it was created (JSON). */
  @Column({ type: 'simple-json' })
  snapshot: Record<string, unknown>;

  /** The capacity hold lapses at this instant. */
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
