import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { LocationMethod } from '@fulfil/store-settings';
import { ShopEntity } from '@fulfil/store-settings';

/**
 * A checkout of the storefront ordering widget (widget-api `POST /checkouts`): the
 * validated cart, totals and fulfilment as returned to the shopper (`snapshot`), and
 * the reservation that holds its capacity until `expires_at`. The row is written in the
 * reservation's own transaction (`CapacityRepository.reserve`), so a place is never held
 * without its checkout, even when the process dies half-way.
 *
 * Its Idempotency-Key, request hash and stored response live in the store's
 * `idempotency_keys` (scoped to widget-api; docs/api-decisions.md, "Idempotency keys").
 */
@Entity({ name: 'checkouts' })
@Index('idx_checkouts_shop', ['shopId'])
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
