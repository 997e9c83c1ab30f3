import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ShopEntity } from '@fulfil/store-settings';

/** Where a delivery stands: `queued` (to do), `done` (applied), `failed` (gave up after the last attempt). */
export type WebhookDeliveryStatus = 'queued' | 'done' | 'failed';

/**
 * One webhook delivery of the storefront platform as fulfilment-api accepted it: the
 * record of its `X-Shopify-Webhook-Id` (duplicates are dropped by the unique
 * `(shop_id, webhook_id)`) and, in the same row, the durable queue entry of the work it
 * asks for (docs/api-decisions.md, "Orders by webhook"; docs/privacy.md). The row is
 * written before the platform gets its 200, so a crash afterwards loses nothing; the
 * worker claims `queued` rows with a lease (`lease_until`) so two instances never apply
 * the same one.
 *
 * `payload` is the little the work needs, read from the body at intake (never the whole
 * body: no shopper's name, address or e-mail is stored), and is cleared once the work is
 * done; done and failed rows are kept `WEBHOOK_DELIVERY_RETENTION_MS` (7 days) to drop
 * late duplicates, then purged.
 */
@Entity({ name: 'webhook_deliveries' })
@Index('uq_webhook_deliveries_shop_webhook', ['shopId', 'webhookId'], { unique: true })
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('idx_webhook_deliveries_created', ['createdAt'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'shop_id', type: 'int' })
  shopId: number;

  @ManyToOne(() => ShopEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id', foreignKeyConstraintName: 'fk_webhook_deliveries_shop' })
  shop?: ShopEntity;

  /** `X-Shopify-Webhook-Id` (1-64 characters); null when the sender gave none (then nothing is deduplicated). */
  @Column({ name: 'webhook_id', type: 'varchar', length: 64, nullable: true })
  webhookId: string | null;

  /** The topic, e.g. `orders/create`, `customers/redact`. */
  @Column({ type: 'varchar', length: 32 })
  topic: string;

  /** The platform's order id of an order topic (so a redaction can find queued work of that order); else null. */
  @Column({ name: 'order_ref', type: 'varchar', length: 64, nullable: true })
  orderRef: string | null;

  /** The work, as JSON (the topic's reader decides the shape); null once done. */
  @Column({ type: 'simple-json', nullable: true })
  payload: unknown;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: WebhookDeliveryStatus;

  /** Attempts made so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the worker may take the row (`queued` only). */
  @Column({ name: 'next_attempt_at', type: 'datetime' })
  nextAttemptAt: Date;

  /** Held by an attempt under way until then (a dead holder's claim lapses). */
  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  /** Why the last attempt failed (300 characters at most). */
  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  /** What the work did (JSON, no personal data); null until done. */
  @Column({ type: 'simple-json', nullable: true })
  result: unknown;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
