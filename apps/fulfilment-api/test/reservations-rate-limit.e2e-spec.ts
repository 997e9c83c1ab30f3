import { RACE_SHOP, raceStore } from './fixtures';
import { locationId, Running, startApp } from './support';

/*
 * POST /v1.0/reservations is the one write of the public API and needs no credential, so
 * each client IP may make RESERVATION_RATE_LIMIT requests per window; one more is a 429
 * RATE_LIMITED problem that holds nothing. (The counter is the platform's RateLimitModule:
 * Redis across instances, memory here. Not a database matter, so SQLite only.)
 */
describe('POST /v1.0/reservations is rate limited per client IP', () => {
  let r: Running;
  let loc: number;
  beforeAll(async () => {
    r = await startApp('sqlite', { stores: [raceStore()], env: { RESERVATION_RATE_LIMIT: '3', RESERVATION_RATE_LIMIT_WINDOW_SECONDS: '60' } });
    loc = await locationId(r.db, RACE_SHOP, 'race-1');
  }, 60_000);
  afterAll(() => r?.close());

  const held = async () => Number((await r.db.dataSource.query('SELECT COUNT(*) AS n FROM reservations'))[0].n);

  it('answers with the RateLimit headers, then 429 RATE_LIMITED with Retry-After, holding nothing more', async () => {
    const reserve = () => r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'shipping', date: '2026-03-18' });
    const first = await reserve().expect(201);
    expect(first.headers).toMatchObject({ 'ratelimit-policy': '3;w=60', 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
    expect(first.headers.ratelimit).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    await reserve().expect(201);
    await reserve().expect(201);
    const before = await held();
    const refused = await reserve().expect(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(await held()).toBe(before);
  });

  it('limits only reservations: the read endpoints stay open', async () => {
    await r.http().get(`/v1.0/settings?shop=${RACE_SHOP}`).expect(200);
    const calendar = await r.http().post(`/v1.0/pickup/locations/${loc}/calendar?shop=${RACE_SHOP}`).send({}).expect(200);
    expect(calendar.headers['ratelimit-limit']).toBeUndefined();
  });
});
