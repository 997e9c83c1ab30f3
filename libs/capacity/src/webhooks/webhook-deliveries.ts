import { Brackets, DataSource, In } from 'typeorm';
import { exclusiveOnSqlite, isUniqueViolation } from '@fulfil/database';
import { WebhookDeliveryEntity } from '../entities/webhook-delivery.entity';

/**
 * How long a done or failed delivery is kept (7 days, ms): a duplicate of it arriving
 * within this time is dropped by its `X-Shopify-Webhook-Id` (the platform retries a
 * delivery for at most 4 hours, 8 times); {@link WebhookDeliveryStore.purge} deletes older
 * ones. Queued rows are never purged.
 */
export const WEBHOOK_DELIVERY_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** A delivery to record: who sent it, its id and topic, and the work. */
export interface WebhookDeliveryInput {
  shopId: number;
  /** `X-Shopify-Webhook-Id`; null: no deduplication. */
  webhookId: string | null;
  topic: string;
  /** The order id of an order topic, else null. */
  orderRef: string | null;
  /** The work (JSON; small: what the worker needs, no personal data beyond ids). */
  payload: unknown;
}

/** What {@link WebhookDeliveryStore.accept} did: a new queued row, or the row an earlier delivery with the same id made. */
export interface AcceptedDelivery {
  id: number;
  duplicate: boolean;
}

/**
 * The `webhook_deliveries` table: deduplication by `X-Shopify-Webhook-Id` and the durable
 * queue of webhook work in one row (docs/privacy.md, docs/api-decisions.md "Orders by
 * webhook"). Claimed like widget-api's checkouts and website-api's enquiries: one
 * conditional `UPDATE ... SET lease_until = now + lease WHERE <claimable>` per row, won
 * by whoever's update changes it, so several instances never take the same row and a
 * dead holder's lease lapses.
 */
export class WebhookDeliveryStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records a delivery as `queued` (due at `now`) in one statement, or finds the earlier
   * row with the same `(shop, webhook id)`: the record of the id and the queued work are
   * the same row, so they are written together or not at all.
   */
  async accept(input: WebhookDeliveryInput, now: Date): Promise<AcceptedDelivery> {
    const repo = this.dataSource.getRepository(WebhookDeliveryEntity);
    try {
      const inserted = await exclusiveOnSqlite(this.dataSource, () =>
        repo.insert({ ...input, payload: input.payload as never, status: 'queued', attempts: 0, nextAttemptAt: now }),
      );
      return { id: Number(inserted.identifiers[0].id), duplicate: false };
    } catch (err) {
      if (!isUniqueViolation(err) || input.webhookId === null) throw err;
      const earlier = await repo.findOne({ where: { shopId: input.shopId, webhookId: input.webhookId }, select: { id: true } });
      if (!earlier) throw err;
      return { id: earlier.id, duplicate: true };
    }
  }

  /** The row, or null. */
  find(id: number): Promise<WebhookDeliveryEntity | null> {
    return this.dataSource.getRepository(WebhookDeliveryEntity).findOne({ where: { id } });
  }

  /**
   * Claims a `queued` delivery for one attempt if nobody holds it (or the holder's lease
   * lapsed) and it is due, counting the attempt.
   * @returns the claimed row, or null when it is not queued, not due or held by someone else
   */
  async claim(id: number, options: { now: Date; leaseMs: number }): Promise<WebhookDeliveryEntity | null> {
    const until = new Date(options.now.getTime() + options.leaseMs);
    const query = this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder()
      .update()
      .set({ leaseUntil: until, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere("status = 'queued'")
      .andWhere('next_attempt_at <= :now', { now: options.now })
      .andWhere(new Brackets((b) => b.where('lease_until IS NULL').orWhere('lease_until <= :now', { now: options.now })));
    const result = await exclusiveOnSqlite(this.dataSource, () => query.execute());
    if ((result.affected ?? 0) !== 1) return null;
    return this.find(id);
  }

  /** Ids of up to `limit` queued deliveries due at `now` and not held, oldest first. */
  async dueIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('d')
      .select(['d.id'])
      .where("d.status = 'queued'")
      .andWhere('d.next_attempt_at <= :now', { now })
      .andWhere(new Brackets((b) => b.where('d.lease_until IS NULL').orWhere('d.lease_until <= :now', { now })))
      .orderBy('d.id', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map((r) => r.id);
  }

  /** Records the work done: `done`, its result kept, its payload dropped, the claim released. */
  async complete(id: number, result: unknown): Promise<void> {
    await this.update(id, { status: 'done', result: result as never, payload: null as never, leaseUntil: null, lastError: null });
  }

  /** Records a failed attempt that may succeed later: queued again from `nextAttemptAt`, claim released. */
  async retry(id: number, failure: { error: string; nextAttemptAt: Date }): Promise<void> {
    await this.update(id, { nextAttemptAt: failure.nextAttemptAt, leaseUntil: null, lastError: failure.error.slice(0, 300) });
  }

  /** Gives up on a delivery after its last attempt (`failed`; payload kept until the row is purged, for a look). */
  async fail(id: number, error: string): Promise<void> {
    await this.update(id, { status: 'failed', leaseUntil: null, lastError: error.slice(0, 300) });
  }

  /**
   * Forgets the given orders of a shop in this table (`customers/redact`): queued work of
   * those orders is dropped (`done`, result `{redacted: true}`, payload gone) and no row
   * names them any more.
   * @returns how many rows named them
   */
  async forgetOrders(shopId: number, orderRefs: readonly string[], exceptId: number): Promise<number> {
    if (orderRefs.length === 0) return 0;
    const repo = this.dataSource.getRepository(WebhookDeliveryEntity);
    const rows = await repo.find({ where: { shopId, orderRef: In([...orderRefs]) }, select: { id: true, status: true } });
    for (const row of rows) {
      if (row.id === exceptId) continue;
      const changes: Partial<WebhookDeliveryEntity> = { orderRef: null };
      if (row.status === 'queued') Object.assign(changes, { status: 'done', payload: null, result: { redacted: true }, leaseUntil: null });
      await this.update(row.id, changes);
    }
    return rows.length;
  }

  /** Deletes every delivery of a shop but `exceptId` (`shop/redact`). @returns how many */
  async deleteShop(shopId: number, exceptId: number): Promise<number> {
    const result = await exclusiveOnSqlite(this.dataSource, () =>
      this.dataSource.createQueryBuilder().delete().from(WebhookDeliveryEntity).where('shop_id = :shopId AND id <> :exceptId', { shopId, exceptId }).execute(),
    );
    return result.affected ?? 0;
  }

  /** Queued deliveries of a shop naming one of these orders (`customers/data_request`). */
  queuedForOrders(shopId: number, orderRefs: readonly string[]): Promise<number> {
    if (orderRefs.length === 0) return Promise.resolve(0);
    return this.dataSource.getRepository(WebhookDeliveryEntity).count({ where: { shopId, status: 'queued', orderRef: In([...orderRefs]) } });
  }

  /**
   * Deletes done and failed deliveries received before `before` (see
   * {@link WEBHOOK_DELIVERY_RETENTION_MS}); queued ones stay whatever their age.
   * @returns how many were deleted
   */
  async purge(before: Date): Promise<number> {
    const result = await exclusiveOnSqlite(this.dataSource, () =>
      this.dataSource.createQueryBuilder().delete().from(WebhookDeliveryEntity).where("status <> 'queued' AND created_at < :before", { before }).execute(),
    );
    return result.affected ?? 0;
  }

  private async update(id: number, values: Partial<WebhookDeliveryEntity>): Promise<void> {
    await exclusiveOnSqlite(this.dataSource, () => this.dataSource.getRepository(WebhookDeliveryEntity).update({ id }, values as never));
  }
}
