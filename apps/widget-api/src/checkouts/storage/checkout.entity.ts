import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { LocationMethod } from '@fulfil/store-settings';
import { ShopEntity } from '@fulfil/store-settings';

/** A checkout's state on the storefront platform (see CheckoutEntity.platformState). */
export type PlatformState = 'test' | 'pending' | 'created' | 'failed';

/**
 * Why a checkout failed: the platform refused its draft order, the hold expired before it
 * could be created, or the platform shop's currency is not the currency our store setting
 * priced the checkout in (docs/draft-orders.md, "Currency").
 */
export type CheckoutFailureCode = 'PLATFORM_REJECTED' | 'HOLD_EXPIRED' | 'CURRENCY_MISMATCH';

/**
 * A checkout of the storefront ordering widget (widget-api `POST /checkouts`): the
 * validated cart, totals and fulfilment as returned to the shopper (`snapshot`), and
 * the reservation that holds its capacity until `expires_at`. The row is written in the
 * reservation's own transaction (`CapacityRepository.hold`), so a place is never held
 * without its checkout, even when the process dies half-way.
 *
 * Its Idempotency-Key, request hash and stored response live in the store's
 * `idempotency_keys` (scoped to widget-api; docs/api-decisions.md, "Idempotency keys").
 */
@Entity({ name: 'checkouts' })
@Index('idx_checkouts_shop', ['shopId'])
@Index('idx_checkouts_reservation', ['reservationId'])
@Index('idx_checkouts_platform_due', ['platformState', 'nextAttemptAt'])
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

  /**
   * Where the checkout stands on the storefront platform (docs/draft-orders.md): `test`
   * (the shop has no credentials or is in test mode: no draft order), `pending` (the draft
   * order is still to be created), `created`, `failed` (never will be; the hold released).
   */
  @Column({ name: 'platform_state', type: 'varchar', length: 16, default: 'test' })
  platformState: PlatformState;

  /** The draft order's global id (`gid://shopify/DraftOrder/<id>`), once created. */
  @Column({ name: 'draft_order_id', type: 'varchar', length: 64, nullable: true })
  draftOrderId: string | null;

  /** The draft order's invoice URL (where the shopper pays), once created. */
  @Column({ name: 'checkout_url', type: 'varchar', length: 1024, nullable: true })
  checkoutUrl: string | null;

  /** Draft-order attempts made so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the retry worker may try again (`pending` only). */
  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  /** Held by an attempt under way until then (a dead holder's claim lapses). */
  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  /** What the last failed attempt reported (no secrets: StorefrontPlatformError's reason and status). */
  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  /** Why a `failed` checkout failed: `PLATFORM_REJECTED`, `HOLD_EXPIRED` or `CURRENCY_MISMATCH`. */
  @Column({ name: 'failure_code', type: 'varchar', length: 32, nullable: true })
  failureCode: CheckoutFailureCode | null;

  /**
   * The idempotency record of the draft order's create (docs/draft-orders.md, "Idempotency
   * record"): when the last `draftOrderCreate` was sent, written just before it goes. Until
   * `DRAFT_ORDER_CREATE_SETTLE_MS` after it, a retry only searches for the draft order by
   * its reference (that create may still land) and never sends another create.
   */
  @Column({ name: 'create_sent_at', type: 'datetime', nullable: true })
  createSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
