import { StoreReader } from '@fulfil/store-settings';
import { describeEachEngine } from '@fulfil/database/testing';
import { ReservationJanitor } from '../src/fulfilment/reservations/reservation-janitor';
import { RACE_SHOP, raceStore } from './fixtures';
import { CLOCK_NOW, locationId, Running, startApp, TestClock } from './support';

const UNLIMITED = { RESERVATION_RATE_LIMIT: '1000000' };

/*
 * Reservations through HTTP (docs/scheduling-rules.md §6): the place is counted and taken
 * in one serialised transaction, so of N concurrent checkouts racing for the last place
 * exactly one wins, on SQLite and on MariaDB, also with two app instances on one MariaDB
 * database. Expired reservations free their place.
 */
describeEachEngine('reservations hold capacity exactly', (engine) => {
  if (engine === 'sqlite')
    process.stdout.write(
      'skipped on sqlite: the two-instance race (a synchronous SQLite driver per process cannot share a file lock within one process); it runs on MySQL/MariaDB\n',
    );

  const clock = new TestClock(Date.parse(CLOCK_NOW));
  let r: Running;
  let loc: number;
  let slot: { limit1: number; limit2: number; unlimited: number; delivery: number };

  const reserve = (body: Record<string, unknown>, via: Running = r, key?: string) => {
    const req = via.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send(body);
    return key ? req.set('Idempotency-Key', key) : req;
  };
  const pickupSlots = async (date: string) =>
    (await r.http().get(`/v1.0/pickup/locations/${loc}/calendar/${date}?shop=${RACE_SHOP}`).expect(200)).body.map((s: { id: number }) => s.id);

  beforeAll(async () => {
    // The races send up to 60 reservations from one client IP; the rate limit has its own suite (reservations-rate-limit).
    r = await startApp(engine, { stores: [raceStore()], clock, env: UNLIMITED });
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const snapshot = await r.app.get(StoreReader).forShop(RACE_SHOP);
    const pickup = (await snapshot?.pickupRules(loc))?.slots ?? [];
    const find = (day: string, limit: number) => Number(pickup.find((s) => s.day_of_week === day && s.limit === limit)?.id);
    slot = {
      limit1: find('tuesday', 1),
      limit2: find('tuesday', 2),
      unlimited: find('wednesday', 0),
      delivery: Number((await snapshot?.deliveryLocation(loc))?.delivery.tuesday?.slots.slots[0].id),
    };
  }, 60_000);
  afterAll(() => r?.close());
  beforeEach(() => clock.set(CLOCK_NOW));

  it('lets exactly one of 60 concurrent HTTP reservations take a limit-1 slot; the others get 409 SLOT_FULL', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, () => reserve({ method: 'pickup', locationId: loc, date: '2026-03-10', slotId: slot.limit1 })),
    );
    const created = results.filter((res) => res.status === 201);
    expect(created).toHaveLength(1);
    expect(results.filter((res) => res.status === 409 && res.body.code === 'SLOT_FULL')).toHaveLength(59);
    expect(created[0].body).toEqual({
      id: expect.any(Number),
      status: 'held',
      method: 'pickup',
      location_id: loc,
      date: '2026-03-10',
      slot_id: slot.limit1,
      quantity: 1,
      expires_at: '2026-03-09T15:45:00.000Z',
    });
    expect(results.find((res) => res.status === 409)?.headers['content-type']).toMatch(/^application\/problem\+json/);
    // The calendar stops offering the full slot.
    expect(await pickupSlots('2026-03-10')).toEqual([slot.limit2]);
  }, 60_000);

  it('frees the place when the reservation expires (15 minutes by default)', async () => {
    clock.advanceMinutes(14);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-10', slotId: slot.limit1 }).expect(409);
    clock.advanceMinutes(1);
    expect(await pickupSlots('2026-03-10')).toEqual([slot.limit1, slot.limit2]);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-10', slotId: slot.limit1 }).expect(201);
  });

  it('lets exactly one of 50 concurrent shipping reservations take the last place of a day limit', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => reserve({ method: 'shipping', date: '2026-03-17' })));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(49);
    const calendar = await r.http().get(`/v1.0/shipping/calendar?shop=${RACE_SHOP}`).expect(200);
    expect(calendar.body.disabled).toContainEqual([2026, 2, 17]); // 17 March: [year, zero-based month, day]
  }, 60_000);

  it('lets exactly one of 50 concurrent delivery reservations take a limit-1 delivery slot', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => reserve({ method: 'delivery', locationId: loc, date: '2026-03-17', slotId: slot.delivery })),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect((await r.http().get(`/v1.0/delivery/locations/${loc}/calendar/2026-03-17?shop=${RACE_SHOP}`).expect(200)).body).toEqual([]);
  }, 60_000);

  it('replays a request with the same Idempotency-Key (200, same reservation, nothing more held)', async () => {
    const first = await reserve({ method: 'pickup', locationId: loc, date: '2026-03-24', slotId: slot.limit2 }, r, 'checkout-abc').expect(201);
    const again = await reserve({ method: 'pickup', locationId: loc, date: '2026-03-24', slotId: slot.limit2 }, r, 'checkout-abc').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-24', slotId: slot.limit2 }).expect(201);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-24', slotId: slot.limit2 }).expect(409);
  });

  it('holds unlimited slots and date-only days without a limit', async () => {
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-11', slotId: slot.unlimited }).expect(201);
    await reserve({ method: 'pickup', locationId: loc, date: '2026-03-11', slotId: slot.unlimited }).expect(201);
    await reserve({ method: 'delivery', locationId: loc, date: '2026-03-11' }).expect(201);
  });

  it.each([
    ['a slot of another weekday', { method: 'pickup', date: '2026-03-11', slotKey: 'limit1' }, 422, 'SLOT_UNAVAILABLE'],
    ['a past date', { method: 'pickup', date: '2026-03-03', slotKey: 'limit1' }, 422, 'SLOT_UNAVAILABLE'],
    ['beyond the future-order window', { method: 'pickup', date: '2026-05-05', slotKey: 'limit1' }, 422, 'SLOT_UNAVAILABLE'],
    ['a closed day', { method: 'pickup', date: '2026-03-14' }, 422, 'SLOT_UNAVAILABLE'],
    ['a day with slot rows but no slotId', { method: 'pickup', date: '2026-03-10' }, 400, 'VALIDATION_FAILED'],
    ['a shipping day that is not enabled', { method: 'shipping', date: '2026-03-14' }, 422, 'SLOT_UNAVAILABLE'],
    // After the calendar's 365-day horizon nothing is offered (widget-api's rule, now the one offer check of @fulfil/storefront):
    ['a delivery slot after the 365-day horizon', { method: 'delivery', date: '2027-03-16', slotKey: 'delivery' }, 422, 'SLOT_UNAVAILABLE'],
    ['a date-only delivery day after the horizon', { method: 'delivery', date: '2027-03-10' }, 422, 'SLOT_UNAVAILABLE'],
    ['a shipping day after the horizon', { method: 'shipping', date: '2027-03-16' }, 422, 'SLOT_UNAVAILABLE'],
    ['a shipping reservation with a slot', { method: 'shipping', date: '2026-03-17', slotKey: 'limit1' }, 400, 'VALIDATION_FAILED'],
    ['pickup without location', { method: 'pickup', date: '2026-03-10', noLocation: true }, 400, 'VALIDATION_FAILED'],
    ['a malformed date', { method: 'pickup', date: '2026-02-30', slotKey: 'limit1' }, 400, 'INVALID_DATE'],
    ['an unknown method', { method: 'teleport', date: '2026-03-10' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, spec: Record<string, unknown>, status, code) => {
    const { slotKey, noLocation, ...body } = spec as { slotKey?: keyof typeof slot; noLocation?: boolean };
    const payload = { ...body, ...(noLocation || spec.method === 'shipping' ? {} : { locationId: loc }), ...(slotKey ? { slotId: slot[slotKey] } : {}) };
    const res = await reserve(payload).expect(status);
    expect(res.body.code).toBe(code);
  });

  it('holds on the last day of the horizon (today + 365 days, local)', async () => {
    await reserve({ method: 'delivery', locationId: loc, date: '2027-03-09', slotId: slot.delivery }).expect(201);
    await reserve({ method: 'shipping', date: '2027-03-09' }).expect(201);
  });

  it('deletes reservations a day after they lapsed (the hourly janitor)', async () => {
    const count = async () => Number((await r.db.dataSource.query('SELECT COUNT(*) AS n FROM reservations'))[0].n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    clock.advanceMinutes(15 + 24 * 60 - 1); // the first reservations lapsed 23 h 59 min ago
    expect(await r.app.get(ReservationJanitor).sweep()).toBe(0);
    clock.advanceMinutes(3 * 24 * 60);
    expect(await r.app.get(ReservationJanitor).sweep()).toBe(before);
    expect(await count()).toBe(0);
  });

  (engine === 'mysql' ? it : it.skip)(
    'lets exactly one of 60 concurrent reservations win across two app instances sharing one database',
    async () => {
      const second = await startApp(engine, { db: r.db, clock, env: UNLIMITED });
      try {
        const results = await Promise.all(
          Array.from({ length: 60 }, (_, i) => reserve({ method: 'pickup', locationId: loc, date: '2026-03-31', slotId: slot.limit1 }, i % 2 ? second : r)),
        );
        expect(results.filter((res) => res.status === 201)).toHaveLength(1);
        expect(results.filter((res) => res.status === 409)).toHaveLength(59);
        const [{ n }] = await r.db.dataSource.query("SELECT COUNT(*) AS n FROM reservations WHERE date = '2026-03-31' AND status = 'held'");
        expect(Number(n)).toBe(1);
      } finally {
        await second.close();
      }
    },
    60_000,
  );
});
