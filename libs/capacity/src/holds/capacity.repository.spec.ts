import { DataSource, EntityManager } from 'typeorm';
import { ShopEntity } from '@fulfil/store-settings';
import { OrderEntity, HoldEntity } from '../entities/capacity.entity';
import { databaseLockName, dataSourceOptions } from '@fulfil/database';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '../table-set';
import { IdempotencyClaim, IdempotencyKeyReusedError, idempotencyLockName } from '../idempotency/idempotency-keys';
import { CapacityRepository, CapacityHoldRequest } from './capacity.repository';

const now = new Date('2026-03-06T15:00:00Z');
const inFifteen = new Date(now.getTime() + 15 * 60_000);

describeEachEngine('CapacityRepository', (engine) => {
  if (engine === 'sqlite')
    process.stdout.write('skipped on sqlite: the two-instance race (one synchronous SQLite driver per process); it runs on MySQL/MariaDB\n');

  let db: TestDatabase;
  let shopId: number;
  let capacity: CapacityRepository;
  let slot = 1000;

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
    const shop = await db.dataSource.getRepository(ShopEntity).save({ domain: `cap-${engine}.myshopify.com`, timezone: 'America/New_York' });
    shopId = shop.id;
    capacity = new CapacityRepository(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  const request = (overrides: Partial<CapacityHoldRequest> = {}): CapacityHoldRequest => ({
    shopId,
    method: 'pickup',
    locationId: 7,
    date: '2026-03-08',
    slotId: slot,
    limit: 1,
    quantity: 1,
    expiresAt: inFifteen,
    now,
    ...overrides,
  });

  beforeEach(() => {
    slot += 1;
  });

  it('lets exactly one of 60 concurrent reservations take the last place', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => capacity.hold(request())));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'full')).toHaveLength(59);
    expect(await capacity.used(request(), now)).toBe(1);
  }, 60_000);

  // Two instances share one database only on a server engine: better-sqlite3 is
  // synchronous, so two pools in one test process would wait on each other's lock.
  (engine === 'mysql' ? it : it.skip)(
    'lets exactly three of 100 concurrent reservations into a slot of three, across two instances',
    async () => {
      const second = await new DataSource(dataSourceOptions(db.url, CAPACITY_TABLE_SET, { poolSize: 20 })).initialize();
      try {
        const other = new CapacityRepository(second);
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? capacity : other).hold(request({ limit: 3 }))));
        expect(results.filter((r) => r.ok)).toHaveLength(3);
        expect(await capacity.used(request(), now)).toBe(3);
      } finally {
        await second.destroy();
      }
    },
    60_000,
  );

  it('counts active orders against the limit and ignores cancelled ones', async () => {
    const orders = db.dataSource.getRepository(OrderEntity);
    await orders.save({ shopId, externalOrderId: `o-${slot}-a`, method: 'pickup', locationId: 7, date: '2026-03-08', slotId: slot, status: 'active' });
    await orders.save({ shopId, externalOrderId: `o-${slot}-b`, method: 'pickup', locationId: 7, date: '2026-03-08', slotId: slot, status: 'cancelled' });
    expect(await capacity.hold(request({ limit: 1 }))).toMatchObject({ ok: false, reason: 'full', used: 1, limit: 1 });
    await orders.update({ shopId, externalOrderId: `o-${slot}-a` }, { status: 'cancelled' });
    expect(await capacity.hold(request({ limit: 1 }))).toMatchObject({ ok: true });
  });

  it('frees the place of an expired or released reservation', async () => {
    const first = await capacity.hold(request({ expiresAt: new Date(now.getTime() + 60_000) }));
    expect(first.ok).toBe(true);
    expect(await capacity.hold(request())).toMatchObject({ ok: false });
    const later = new Date(now.getTime() + 61_000);
    const second = await capacity.hold(request({ now: later, expiresAt: new Date(later.getTime() + 60_000) }));
    expect(second.ok).toBe(true);
    if (second.ok && !second.replayed) await capacity.release(shopId, second.reservation.id);
    expect(await capacity.used(request(), later)).toBe(0);
  });

  describe('with an Idempotency-Key', () => {
    const claim = (key: string, hash = 'h'.repeat(64), api: IdempotencyClaim['api'] = 'fulfilment-api'): IdempotencyClaim => ({
      shopId,
      api,
      key,
      requestHash: hash,
    });
    const respond = async (_manager: EntityManager, reservation: HoldEntity) => ({ status: 201, body: { id: reservation.id } });
    const keys = async (key: string) => Number((await db.dataSource.query(`SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotency_key = '${key}'`))[0].n);
    const held = async (key: string) =>
      Number(
        (
          await db.dataSource.query(
            `SELECT COUNT(*) AS n FROM reservations r JOIN idempotency_keys k ON k.reservation_id = r.id WHERE k.idempotency_key = '${key}'`,
          )
        )[0].n,
      );

    it('holds once for concurrent requests with one key and request, and replays the stored response to the others', async () => {
      const key = `same-${engine}-${slot}`;
      const results = await Promise.all(Array.from({ length: 4 }, () => capacity.hold(request({ idempotency: claim(key), limit: 5 }), { respond })));
      const created = results.filter((r) => r.ok && !r.replayed);
      expect(created).toHaveLength(1);
      const first = created[0];
      if (!first.ok || first.replayed) throw new Error('unreachable');
      expect(results.filter((r) => r.ok && r.replayed).map((r) => r.ok && r.response)).toEqual(
        [1, 2, 3].map(() => ({ status: 201, body: { id: first.reservation.id } })),
      );
      expect(await capacity.used(request(), now)).toBe(1);
    });

    it('refuses the key with another request (422 IDEMPOTENCY_KEY_REUSED) and holds nothing more', async () => {
      const key = `reuse-${engine}-${slot}`;
      expect(await capacity.hold(request({ idempotency: claim(key), limit: 5 }), { respond })).toMatchObject({ ok: true, replayed: false });
      await expect(capacity.hold(request({ idempotency: claim(key, 'x'.repeat(64)), limit: 5 }), { respond })).rejects.toBeInstanceOf(
        IdempotencyKeyReusedError,
      );
      await expect(capacity.hold(request({ idempotency: claim(key, 'x'.repeat(64)), slotId: slot + 700, limit: 5 }), { respond })).rejects.toMatchObject({
        status: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      expect(await held(key)).toBe(1);
      expect(await capacity.used(request(), now)).toBe(1);
    });

    it('lets exactly one of 8 concurrent requests with one key for different slots hold a place; the others replay or get 422', async () => {
      const key = `slots-${engine}-${slot}`;
      const settled = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          capacity.hold(request({ idempotency: claim(key, `hash-${i % 4}`), slotId: slot + 100 + (i % 4), limit: 5 }), { respond }),
        ),
      );
      const created = settled.filter((r) => r.status === 'fulfilled' && r.value.ok && !r.value.replayed);
      const replayed = settled.filter((r) => r.status === 'fulfilled' && r.value.ok && r.value.replayed);
      const reused = settled.filter((r) => r.status === 'rejected' && r.reason instanceof IdempotencyKeyReusedError);
      expect(created).toHaveLength(1);
      expect(replayed).toHaveLength(1); // the twin of the winning request
      expect(reused).toHaveLength(6);
      expect(await held(key)).toBe(1);
      const [{ n }] = await db.dataSource.query(`SELECT COUNT(*) AS n FROM reservations WHERE slot_id BETWEEN ${slot + 100} AND ${slot + 103}`);
      expect(Number(n)).toBe(1);
    });

    it('keeps keys per API: the same key on the other API is another key', async () => {
      const key = `api-${engine}-${slot}`;
      const a = await capacity.hold(request({ idempotency: claim(key, 'a'.repeat(64), 'fulfilment-api'), limit: 5 }), { respond });
      const b = await capacity.hold(request({ idempotency: claim(key, 'b'.repeat(64), 'widget-api'), limit: 5 }), { respond });
      expect(a).toMatchObject({ ok: true, replayed: false });
      expect(b).toMatchObject({ ok: true, replayed: false });
      if (a.ok && !a.replayed && b.ok && !b.replayed) expect(a.reservation.id).not.toBe(b.reservation.id);
      expect(await capacity.used(request(), now)).toBe(2);
    });

    it('stores nothing when the slot is full or respond() fails, so the key can be used again', async () => {
      const key = `retry-${engine}-${slot}`;
      await capacity.hold(request({ limit: 1 }));
      expect(await capacity.hold(request({ idempotency: claim(key), limit: 1 }), { respond })).toMatchObject({ ok: false, reason: 'full' });
      await expect(
        capacity.hold(request({ idempotency: claim(key), slotId: slot + 300, limit: 1 }), {
          respond: async () => Promise.reject(new Error('checkout row refused')),
        }),
      ).rejects.toThrow('checkout row refused');
      expect(await capacity.used(request({ slotId: slot + 300 }), now)).toBe(0);
      expect(await capacity.hold(request({ idempotency: claim(key), slotId: slot + 300, limit: 1 }), { respond })).toMatchObject({
        ok: true,
        replayed: false,
      });
    });

    it('answers every one of 8 concurrent requests with one key for a full slot SLOT_FULL, storing nothing', async () => {
      const key = `full-${engine}-${slot}`;
      await capacity.hold(request({ limit: 1 }));
      const settled = await Promise.allSettled(Array.from({ length: 8 }, () => capacity.hold(request({ idempotency: claim(key), limit: 1 }), { respond })));
      expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(
        Array.from({ length: 8 }, () => ({ ok: false, reason: 'full', used: 1, limit: 1 })),
      );
      expect(await keys(key)).toBe(0);
    });

    it('refuses a key without respond()', async () => {
      await expect(capacity.hold(request({ idempotency: claim(`no-respond-${engine}`) }))).rejects.toThrow(/respond/);
    });

    if (engine !== 'mysql') {
      process.stdout.write(
        'skipped on sqlite: the key-lock wait (GET_LOCK is MySQL/MariaDB; SQLite has one writer per process) and the two-instance race of one key; they run on MariaDB/MySQL when TEST_MYSQL_URL is set\n',
      );
    }
    (engine === 'mysql' ? it : it.skip)('answers 409 IDEMPOTENCY_KEY_IN_USE when the first request with the key holds it longer than the wait', async () => {
      const key = `busy-${engine}-${slot}`;
      const impatient = new CapacityRepository(db.dataSource, undefined, { keyWaitSeconds: 1 });
      const holder = db.dataSource.createQueryRunner();
      await holder.connect();
      try {
        await holder.query('SELECT GET_LOCK(?, 0)', [databaseLockName(db.dataSource, idempotencyLockName(claim(key)))]);
        await expect(impatient.hold(request({ idempotency: claim(key), limit: 5 }), { respond })).rejects.toMatchObject({
          status: 409,
          code: 'IDEMPOTENCY_KEY_IN_USE',
          headers: { 'Retry-After': '1' },
        });
        await holder.query('SELECT RELEASE_LOCK(?)', [databaseLockName(db.dataSource, idempotencyLockName(claim(key)))]);
        expect(await impatient.hold(request({ idempotency: claim(key), limit: 5 }), { respond })).toMatchObject({ ok: true, replayed: false });
      } finally {
        await holder.release();
      }
    });

    (engine === 'mysql' ? it : it.skip)(
      'lets exactly one of 8 requests with one key for different slots hold a place across two instances',
      async () => {
        const second = await new DataSource(dataSourceOptions(db.url, CAPACITY_TABLE_SET, { poolSize: 20 })).initialize();
        try {
          const other = new CapacityRepository(second);
          const key = `two-${engine}-${slot}`;
          const settled = await Promise.allSettled(
            Array.from({ length: 8 }, (_, i) =>
              (i % 2 ? capacity : other).hold(request({ idempotency: claim(key, `hash-${i}`), slotId: slot + 200 + i, limit: 5 }), { respond }),
            ),
          );
          expect(settled.filter((r) => r.status === 'fulfilled' && r.value.ok && !r.value.replayed)).toHaveLength(1);
          expect(settled.filter((r) => r.status === 'rejected' && r.reason instanceof IdempotencyKeyReusedError)).toHaveLength(7);
          expect(await held(key)).toBe(1);
        } finally {
          await second.destroy();
        }
      },
      60_000,
    );
  });

  it('counts a slot, or every slot of the day for a date-only target (a daily limit)', async () => {
    await capacity.hold(request({ limit: null, date: '2026-03-09' }));
    await capacity.hold(request({ limit: null, date: '2026-03-09', quantity: 2 }));
    await capacity.hold(request({ limit: null, date: '2026-03-09', slotId: slot + 500 }));
    await capacity.hold(request({ limit: null, date: '2026-03-10', slotId: null }));
    expect(await capacity.used(request({ date: '2026-03-09' }), now)).toBe(3);
    expect(await capacity.used(request({ date: '2026-03-09', slotId: null }), now)).toBe(4);
    expect(await capacity.used(request({ date: '2026-03-10', slotId: null }), now)).toBe(1);
    expect(await capacity.hold(request({ date: '2026-03-09', slotId: null, limit: 4 }))).toMatchObject({ ok: false, reason: 'full', used: 4, limit: 4 });
  });
});
