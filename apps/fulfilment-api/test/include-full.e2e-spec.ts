import { describeEachEngine } from '@fulfil/database/testing';
import { RACE_SHOP, raceStore } from './fixtures';
import { CLOCK_NOW, locationId, Running, startApp, TestClock } from './support';

interface Row {
  id: number | null;
  limited: boolean;
  limit: number;
  remaining: number | null;
  full?: boolean;
}

/*
 * `include_full` of the times of a date (apps/fulfilment-api/README.md, "Full slots"): an
 * addition for our own picker. Without it (or with `false`/`0`) the answer is the
 * contract's, byte for byte; with `true` it lists the same rows plus the full ones, each
 * marked `full: true` with `remaining` 0, in start order. A value that is not a boolean is a
 * 400 problem naming `include_full`, from the query string or the body alike.
 */
describeEachEngine('include_full on the times of a date', (engine) => {
  const clock = new TestClock(Date.parse(CLOCK_NOW));
  const TUESDAY = '2026-03-10';
  let r: Running;
  let loc: number;
  let pickupPath: string;
  let deliveryPath: string;

  beforeAll(async () => {
    r = await startApp(engine, { stores: [raceStore()], clock, env: { RESERVATION_RATE_LIMIT: '1000000' } });
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
    pickupPath = `/v1.0/pickup/locations/${loc}/calendar/${TUESDAY}`;
    deliveryPath = `/v1.0/delivery/locations/${loc}/calendar/${TUESDAY}`;
  }, 60_000);
  afterAll(() => r?.close());

  const get = (path: string, query = '') => r.http().get(`${path}?shop=${RACE_SHOP}${query}`).expect(200);
  const post = (path: string, body: Record<string, unknown>) => r.http().post(`${path}?shop=${RACE_SHOP}`).send(body).expect(200);

  /** The default answer as raw text, and the include_full answer; asserts that the latter is the former plus full rows only. */
  async function compare(path: string): Promise<{ plain: Row[]; all: Row[] }> {
    const plain = await get(path);
    for (const off of ['&include_full=false', '&include_full=0', '&include_full=']) expect((await get(path, off)).text).toBe(plain.text);
    const all = (await get(path, '&include_full=true')).body as Row[];
    expect(JSON.stringify(all.filter((row) => row.full !== true))).toBe(plain.text);
    expect((await post(path, { include_full: true })).body).toEqual(all);
    expect((await get(path, '&include_full=1')).body).toEqual(all);
    expect((await post(path, { include_full: false })).text).toBe(plain.text);
    for (const row of all.filter((x) => 'full' in x)) expect([row.full, row.remaining]).toEqual([true, row.limited ? 0 : null]);
    return { plain: plain.body as Row[], all };
  }

  it('adds nothing while no slot is full', async () => {
    for (const path of [pickupPath, deliveryPath]) {
      const { plain, all } = await compare(path);
      expect(plain.length).toBeGreaterThan(0);
      expect(all).toEqual(plain);
    }
  });

  it('lists a full pickup slot and a full delivery time, marked full, only with include_full=true', async () => {
    const pickupBefore = (await get(pickupPath)).body as Row[];
    const limit1 = pickupBefore.find((s) => s.limited && s.limit === 1) as Row;
    const deliverySlot = ((await get(deliveryPath)).body as Row[])[0];
    const reserve = (body: Record<string, unknown>) =>
      r
        .http()
        .post(`/v1.0/reservations?shop=${RACE_SHOP}`)
        .send({ locationId: loc, date: TUESDAY, ...body })
        .expect(201);
    await reserve({ method: 'pickup', slotId: limit1.id });
    await reserve({ method: 'delivery', slotId: deliverySlot.id });

    const pickup = await compare(pickupPath);
    expect(pickup.plain.map((s) => s.id)).toEqual(pickupBefore.filter((s) => s.id !== limit1.id).map((s) => s.id));
    expect(pickup.all.map((s) => s.id)).toEqual(pickupBefore.map((s) => s.id));
    expect(pickup.all.find((s) => s.id === limit1.id)).toEqual({ ...limit1, remaining: 0, full: true });

    const delivery = await compare(deliveryPath);
    expect(delivery.plain).toEqual([]);
    expect(delivery.all).toEqual([{ ...deliverySlot, remaining: 0, full: true }]);
  });

  it('answers a bad include_full with a 400 problem naming it, in the query string or the body', async () => {
    const bad = [
      r.http().get(`${pickupPath}?shop=${RACE_SHOP}&include_full=yes`),
      r.http().get(`${pickupPath}?shop=${RACE_SHOP}&include_full=true&include_full=false`),
      r.http().post(`${pickupPath}?shop=${RACE_SHOP}`).send({ include_full: 'maybe' }),
      r.http().get(`${deliveryPath}?shop=${RACE_SHOP}&include_full=2`),
      r.http().post(`${deliveryPath}?shop=${RACE_SHOP}`).send({ include_full: 1 }),
    ];
    for (const res of await Promise.all(bad)) {
      expect([res.status, res.body.code, res.headers['content-type']]).toEqual([
        400,
        'VALIDATION_FAILED',
        expect.stringMatching(/^application\/problem\+json/),
      ]);
      expect(res.body.errors).toEqual([{ field: 'include_full', rule: 'isBoolean', message: 'include_full must be true or false.' }]);
    }
  });
});
