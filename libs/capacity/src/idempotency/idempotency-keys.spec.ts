import { ShopEntity } from '@fulfil/store-settings';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { problemType } from '@fulfil/problem-details';
import { inTransaction } from '@fulfil/database';
import { CAPACITY_TABLE_SET } from '../table-set';
import {
  IdempotencyClaim,
  IdempotencyKeyInUseError,
  IdempotencyKeyReusedError,
  IdempotencyKeyStore,
  idempotencyLockName,
  requestHash,
} from './idempotency-keys';

describe('requestHash', () => {
  it('hashes method, path and the canonical body: key order and whitespace do not matter', () => {
    const a = requestHash('post', '/checkouts', { date: '2026-03-12', items: [{ item_id: 1, quantity: 2 }] });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash('POST', '/checkouts', JSON.parse('{ "items": [ {"quantity":2, "item_id":1} ], "date":"2026-03-12" }'))).toBe(a);
  });

  it('tells apart another method, path, value, array order or an explicit null', () => {
    const body = { method: 'pickup', slotId: 5, cart: [1, 2] };
    const base = requestHash('POST', '/v1.0/reservations', body);
    expect(requestHash('PUT', '/v1.0/reservations', body)).not.toBe(base);
    expect(requestHash('POST', '/checkouts', body)).not.toBe(base);
    expect(requestHash('POST', '/v1.0/reservations', { ...body, slotId: 6 })).not.toBe(base);
    expect(requestHash('POST', '/v1.0/reservations', { ...body, cart: [2, 1] })).not.toBe(base);
    expect(requestHash('POST', '/v1.0/reservations', { ...body, locationId: null })).not.toBe(base);
    expect(requestHash('POST', '/v1.0/reservations', { ...body, locationId: undefined })).toBe(base);
  });

  it('names one MySQL lock per shop, API and key, within the 64 characters of a lock name', () => {
    const name = idempotencyLockName({ shopId: 1, api: 'widget-api', key: 'k'.repeat(255) });
    expect(name).toMatch(/^idem:[0-9a-f]{40}$/);
    expect(idempotencyLockName({ shopId: 1, api: 'widget-api', key: 'k'.repeat(255) })).toBe(name);
    expect(idempotencyLockName({ shopId: 1, api: 'fulfilment-api', key: 'k'.repeat(255) })).not.toBe(name);
    expect(idempotencyLockName({ shopId: 2, api: 'widget-api', key: 'k'.repeat(255) })).not.toBe(name);
  });

  it('catalogues both problems with a hint', () => {
    expect(problemType('IDEMPOTENCY_KEY_REUSED')).toMatchObject({ status: 422, title: 'Idempotency key reused', hint: expect.any(String) });
    expect(problemType('IDEMPOTENCY_KEY_IN_USE')).toMatchObject({ status: 409, title: 'Idempotency key in use', hint: expect.any(String) });
    expect(new IdempotencyKeyReusedError()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', hint: expect.stringMatching(/new Idempotency-Key/) });
    expect(new IdempotencyKeyInUseError()).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_USE', headers: { 'Retry-After': '1' } });
  });
});

describeEachEngine('IdempotencyKeyStore', (engine) => {
  let db: TestDatabase;
  let keys: IdempotencyKeyStore;
  let shopId: number;
  let otherShopId: number;

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    const shops = db.dataSource.getRepository(ShopEntity);
    shopId = (await shops.save({ domain: `keys-${engine}.myshopify.com`, timezone: 'America/New_York' })).id;
    otherShopId = (await shops.save({ domain: `keys-other-${engine}.myshopify.com`, timezone: 'America/New_York' })).id;
    keys = new IdempotencyKeyStore(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const claim = (overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
    shopId,
    api: 'widget-api',
    key: 'k-1',
    requestHash: 'a'.repeat(64),
    ...overrides,
  });
  /** Claims and completes a key in one transaction, as CapacityRepository does. */
  const store = (c: IdempotencyClaim, body: unknown) =>
    inTransaction(db.dataSource, async (em) => {
      const outcome = await keys.claim(em, c);
      if (outcome.claimed) await keys.complete(em, c, { status: 201, body }, 42);
      return outcome;
    });

  it('stores a response with its key and replays it for the same request only', async () => {
    expect(await keys.replay(claim())).toBeNull();
    expect(await store(claim(), { id: 'first' })).toEqual({ claimed: true });
    expect(await keys.replay(claim())).toEqual({ status: 201, body: { id: 'first' } });
    expect(await store(claim(), { id: 'second' })).toEqual({ claimed: false, response: { status: 201, body: { id: 'first' } } });
    await expect(keys.replay(claim({ requestHash: 'b'.repeat(64) }))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(store(claim({ requestHash: 'b'.repeat(64) }), {})).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('scopes a key to its shop and its API', async () => {
    await store(claim({ key: 'scoped' }), { api: 'widget' });
    expect(await keys.replay(claim({ key: 'scoped', api: 'fulfilment-api' }))).toBeNull();
    expect(await keys.replay(claim({ key: 'scoped', shopId: otherShopId }))).toBeNull();
    expect(await store(claim({ key: 'scoped', api: 'fulfilment-api', requestHash: 'c'.repeat(64) }), { api: 'fulfilment' })).toEqual({ claimed: true });
    expect(await keys.replay(claim({ key: 'scoped', api: 'fulfilment-api', requestHash: 'c'.repeat(64) }))).toEqual({
      status: 201,
      body: { api: 'fulfilment' },
    });
    expect(await keys.replay(claim({ key: 'scoped' }))).toEqual({ status: 201, body: { api: 'widget' } });
  });

  it('leaves no key behind when the claiming transaction rolls back', async () => {
    await expect(
      inTransaction(db.dataSource, async (em) => {
        await keys.claim(em, claim({ key: 'rolled-back' }));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await keys.replay(claim({ key: 'rolled-back' }))).toBeNull();
    expect(await store(claim({ key: 'rolled-back', requestHash: 'd'.repeat(64) }), {})).toEqual({ claimed: true });
  });

  it('purges keys first used before a given instant', async () => {
    await store(claim({ key: 'old' }), {});
    const [{ n }] = await db.dataSource.query('SELECT COUNT(*) AS n FROM idempotency_keys');
    expect(await keys.purge(new Date(Date.now() - 60 * 60_000))).toBe(0);
    expect(await keys.purge(new Date(Date.now() + 60 * 60_000))).toBe(Number(n));
    expect(await keys.replay(claim({ key: 'old' }))).toBeNull();
  });
});
