import { ShopEntity } from '@fulfil/store-settings';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { WebhookDeliveryEntity } from '../entities/webhook-delivery.entity';
import { CAPACITY_TABLE_SET } from '../table-set';
import { WebhookDeliveryStore } from './webhook-deliveries';

describeEachEngine('webhook deliveries: deduplication and the durable queue', (engine) => {
  let db: TestDatabase;
  let store: WebhookDeliveryStore;
  let shopId: number;
  const now = new Date('2026-03-09T15:30:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    shopId = (await db.dataSource.getRepository(ShopEntity).save({ domain: `deliveries-${engine}.myshopify.com`, timezone: 'America/New_York' })).id;
    store = new WebhookDeliveryStore(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const input = (webhookId: string | null, orderRef: string | null = null) => ({
    shopId,
    webhookId,
    topic: 'orders/create',
    orderRef,
    payload: { shop: 'x', n: 1 },
  });

  it('accepts a webhook id once: a second delivery finds the first row; without an id nothing is deduplicated', async () => {
    const first = await store.accept(input('w-1'), now);
    expect(first).toEqual({ id: expect.any(Number), duplicate: false });
    expect(await store.accept(input('w-1'), now)).toEqual({ id: first.id, duplicate: true });
    const a = await store.accept(input(null), now);
    const b = await store.accept(input(null), now);
    expect(a.duplicate || b.duplicate).toBe(false);
    expect(a.id).not.toBe(b.id);
  });

  it('lets one claimant take a due row; another gets it only once the lease lapsed; done rows are never taken', async () => {
    const { id } = await store.accept(input('w-claim'), now);
    expect(await store.dueIds(now, 100)).toContain(id);
    const claimed = await store.claim(id, { now, leaseMs: 60_000 });
    expect(claimed).toMatchObject({ id, attempts: 1, status: 'queued', payload: { shop: 'x', n: 1 } });
    expect(await store.claim(id, { now: later(1000), leaseMs: 60_000 })).toBeNull();
    expect(await store.dueIds(later(1000), 100)).not.toContain(id);
    expect(await store.claim(id, { now: later(61_000), leaseMs: 60_000 })).toMatchObject({ attempts: 2 });
    await store.complete(id, { result: 'created' });
    expect(await store.find(id)).toMatchObject({ status: 'done', payload: null, leaseUntil: null, result: { result: 'created' } });
    expect(await store.claim(id, { now: later(10 * 60_000), leaseMs: 60_000 })).toBeNull();
  });

  it('retries a row no earlier than its next attempt, and fails it for good', async () => {
    const { id } = await store.accept(input('w-retry'), now);
    await store.claim(id, { now, leaseMs: 60_000 });
    await store.retry(id, { error: 'database gone', nextAttemptAt: later(5000) });
    expect(await store.claim(id, { now: later(4000), leaseMs: 60_000 })).toBeNull();
    expect(await store.claim(id, { now: later(5000), leaseMs: 60_000 })).toMatchObject({ attempts: 2, lastError: 'database gone' });
    await store.fail(id, 'gave up');
    expect(await store.find(id)).toMatchObject({ status: 'failed', lastError: 'gave up' });
  });

  it('forgets redacted orders (queued work of them dropped) and purges old done rows, never queued ones', async () => {
    const queued = await store.accept(input('w-o1', 'o-1'), now);
    const done = await store.accept(input('w-o1b', 'o-1'), now);
    await store.complete(done.id, {});
    const kept = await store.accept(input('w-o2', 'o-2'), now);
    expect(await store.queuedForOrders(shopId, ['o-1', 'o-2'])).toBe(2);
    expect(await store.forgetOrders(shopId, ['o-1'], -1)).toBe(2);
    expect(await store.find(queued.id)).toMatchObject({ status: 'done', orderRef: null, payload: null, result: { redacted: true } });
    expect(await store.find(kept.id)).toMatchObject({ status: 'queued', orderRef: 'o-2' });

    const repo = db.dataSource.getRepository(WebhookDeliveryEntity);
    const queuedTotal = await repo.count({ where: { status: 'queued' } });
    expect(queuedTotal).toBeGreaterThan(0);
    expect(await store.purge(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await repo.count({ where: { status: 'queued' } })).toBe(queuedTotal);
    expect(await repo.count()).toBe(queuedTotal);
  });
});
