import type { Response } from 'supertest';
import { StoreReader } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { RACE_SHOP, raceStore } from './fixtures';
import { CLOCK_NOW, locationId, Running, startApp, TestClock } from './support';

const UNLIMITED = { RESERVATION_RATE_LIMIT: '1000000' };

/*
 * Idempotency-Key on POST /v1.0/reservations (docs/api-decisions.md, "Idempotency keys"):
 * the key belongs to this API and the shop, the request (method, path, canonical body) is
 * stored with it, a retry of the same request gets the stored response, another request
 * with the key is 422 IDEMPOTENCY_KEY_REUSED, and concurrent requests with one key hold
 * exactly one place, on SQLite and on MariaDB with two app instances.
 */
describeEachEngine('POST /v1.0/reservations with an Idempotency-Key', (engine) => {
  if (engine === 'sqlite')
    process.stdout.write(
      'skipped on sqlite: the two-instance race of one Idempotency-Key (one synchronous SQLite driver per process); it runs on MariaDB/MySQL when TEST_MYSQL_URL is set\n',
    );

  const clock = new TestClock(Date.parse(CLOCK_NOW));
  let r: Running;
  let loc: number;
  let slot: { limit1: number; limit2: number; unlimited: number };

  const reserve = (body: Record<string, unknown>, key?: string, via: Running = r) => {
    const req = via.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send(body);
    return key === undefined ? req : req.set('Idempotency-Key', key);
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await r.db.dataSource.query(sql, params))[0].n);
  const heldOn = (...dates: string[]) =>
    count(`SELECT COUNT(*) AS n FROM reservations WHERE status = 'held' AND date IN (${dates.map(() => '?').join(', ')})`, dates);
  const statuses = (results: Response[]) => results.map((res) => res.status).sort();

  beforeAll(async () => {
    r = await startApp(engine, { stores: [raceStore()], clock, env: UNLIMITED });
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const pickup = (await (await r.app.get(StoreReader).forShop(RACE_SHOP))?.pickupRules(loc))?.slots ?? [];
    const find = (day: string, limit: number) => Number(pickup.find((s) => s.day_of_week === day && s.limit === limit)?.id);
    slot = { limit1: find('tuesday', 1), limit2: find('tuesday', 2), unlimited: find('wednesday', 0) };
  }, 60_000);
  afterAll(() => r?.close());
  beforeEach(() => clock.set(CLOCK_NOW));

  it('answers a retry of the same request with the stored response (200, Idempotent-Replayed) and holds nothing more', async () => {
    const body = { method: 'pickup', locationId: loc, date: '2026-03-10', slotId: slot.limit2 };
    const first = await reserve(body, 'same-1').expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request with its fields in another order is the same request.
    const again = await reserve({ slotId: slot.limit2, date: '2026-03-10', locationId: loc, method: 'pickup' }, 'same-1').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await heldOn('2026-03-10')).toBe(1);
    // Once the slot is no longer offered (the clock passed it), a retry still gets the stored response.
    clock.set('2026-03-10T16:30:00Z');
    expect((await reserve(body, 'same-1').expect(200)).body).toEqual(first.body);
  });

  it.each([
    ['another slot', { date: '2026-03-24', slotId: 'limit2' }],
    ['another method', { method: 'delivery', slotId: undefined }],
    ['another date', { date: '2026-04-01' }],
    ['a body with one more field', { shoppingCart: [] }],
  ])('refuses the key with %s: 422 IDEMPOTENCY_KEY_REUSED, nothing held', async (name, change: Record<string, unknown>) => {
    const key = `reuse-${name}`;
    const body = { method: 'pickup', locationId: loc, date: '2026-03-25', slotId: slot.unlimited };
    const first = await reserve(body, key).expect(201);
    const held = await count("SELECT COUNT(*) AS n FROM reservations WHERE status = 'held'");
    const changed: Record<string, unknown> = { ...body, ...change };
    if (typeof changed.slotId === 'string') changed.slotId = slot[changed.slotId as keyof typeof slot];
    if (changed.slotId === undefined) delete changed.slotId;
    const res = await reserve(changed, key).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toEqual({
      type: expect.stringMatching(/\/problems\/idempotency-key-reused$/),
      title: 'Idempotency key reused',
      status: 422,
      detail: expect.any(String),
      instance: `/v1.0/reservations?shop=${RACE_SHOP}`,
      hint: expect.stringMatching(/new Idempotency-Key/),
      code: 'IDEMPOTENCY_KEY_REUSED',
      // For clients of the original service (docs/compatibility.md, "Answers").
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: res.body.detail },
    });
    expect(await count("SELECT COUNT(*) AS n FROM reservations WHERE status = 'held'")).toBe(held);
    // The changed request is fine with a key of its own; the first request still replays.
    await reserve(changed, `${key}-own`).expect(201);
    expect((await reserve(body, key).expect(200)).body).toEqual(first.body);
  });

  it('stores nothing for a request that failed, so its key can be used again', async () => {
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-03', slotId: slot.limit1 }, 'failed-1').expect(422);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-31', slotId: slot.limit1 }, 'failed-2').expect(201);
    const full = await reserve({ method: 'pickup', locationId: loc, date: '2026-03-31', slotId: slot.limit1 }, 'failed-1').expect(409);
    expect(full.body.code).toBe('SLOT_FULL');
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-31', slotId: slot.limit2 }, 'failed-1').expect(201);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-31', slotId: slot.limit2 }, 'failed-1').expect(200);
  });

  /** Eight requests with one key: two each for four different targets, all with room. */
  const eightWithOneKey = (tuesday: string, wednesday: string) => {
    const bodies = [
      { method: 'pickup', locationId: loc, date: tuesday, slotId: slot.limit1 },
      { method: 'pickup', locationId: loc, date: tuesday, slotId: slot.limit2 },
      { method: 'pickup', locationId: loc, date: wednesday, slotId: slot.unlimited },
      { method: 'delivery', locationId: loc, date: wednesday },
    ];
    return Array.from({ length: 8 }, (_, i) => bodies[i % 4]);
  };

  const expectOneWinner = async (results: Response[], key: string, dates: string[]) => {
    const created = results.filter((res) => res.status === 201);
    process.stdout.write(`[${engine}] 8 concurrent requests with one Idempotency-Key: ${JSON.stringify(statuses(results))}\n`);
    expect(results.filter((res) => res.status >= 500)).toEqual([]);
    expect(created).toHaveLength(1);
    const replays = results.filter((res) => res.status === 200);
    expect(replays).toHaveLength(1); // the twin of the winning request
    expect(replays[0].body).toEqual(created[0].body);
    expect(replays[0].headers['idempotent-replayed']).toBe('true');
    expect(results.filter((res) => res.status === 422 && res.body.code === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(6);
    expect(await heldOn(...dates)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE idempotency_key = ? AND reservation_id = ?', [key, created[0].body.id])).toBe(1);
  };

  it('gives 8 concurrent requests with one key for different slots exactly one hold: one 201, its twin 200, six 422, no 5xx', async () => {
    const results = await Promise.all(eightWithOneKey('2026-04-07', '2026-04-08').map((body) => reserve(body, 'burst-1')));
    await expectOneWinner(results, 'burst-1', ['2026-04-07', '2026-04-08']);
  }, 60_000);

  (engine === 'mysql' ? it : it.skip)(
    'keeps it to one hold with two app instances on one MariaDB database',
    async () => {
      const second = await startApp(engine, { db: r.db, clock, env: UNLIMITED });
      try {
        const results = await Promise.all(eightWithOneKey('2026-03-17', '2026-03-18').map((body, i) => reserve(body, 'burst-2', i % 2 ? second : r)));
        await expectOneWinner(results, 'burst-2', ['2026-03-17', '2026-03-18']);
      } finally {
        await second.close();
      }
    },
    60_000,
  );
});
