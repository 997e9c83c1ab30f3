import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ShopEntity } from '@fulfil/store-settings';

/**
 * A client's `Idempotency-Key` as one storefront API of one shop received it, with the
 * request it came with and the response it got (docs/api-decisions.md, "Idempotency
 * keys"). `(shop_id, api, idempotency_key)` is unique: a key belongs to the API and the
 * shop that received it, so the same key on the other API (or in another shop) is
 * another key.
 *
 * A row is written in the same transaction as the work it guards (the hold, widget-api's
 * checkout): it is claimed (inserted, response still null) before the slot's lock is
 * taken and completed (response set) before that transaction commits, so a committed
 * row always carries its response, and a request that failed or a process that died
 * leaves no row behind.
 */
@Entity({ name: 'idempotency_keys' })
@Index('uq_idempotency_keys_shop_api_key', ['shopId', 'api', 'key'], { unique: true })
@Index('idx_idempotency_keys_created', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_idempotency_keys_shop' })
  shop?: ShopEntity;

  /** The API that received the key: `fulfilment-api` or `widget-api` (an {@link IdempotencyApi}). */
  @Column({ type: 'varchar', length: 32 })
  api: string;

  /** The client's `Idempotency-Key` header, as sent (1-255 characters). */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  key: string;

  /** Lowercase hex SHA-256 of the request: method, path and canonical body (`requestHash`). */
  @Column({ name: 'request_hash', type: 'varchar', length: 64 })
  requestHash: string;

  /** The hold the request made (plain id: the key outlives a purged reservation). */
  @Column({ name: 'reservation_id', type: 'int', nullable: true })
  reservationId: number | null;

  /** HTTP status of the first response (201); null only inside the claiming transaction. */
  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  /** Body of the first response (JSON); null only inside the claiming transaction. */
  @Column({ name: 'response_body', type: 'simple-json', nullable: true })
  responseBody: unknown;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
