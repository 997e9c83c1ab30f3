import { StoreReader } from '@fulfil/store-settings';
import { RACE_SHOP, raceStore } from './fixtures';
import { locationId, Running, startApp } from './support';

/** The value of the sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/*
 * fulfilment-api's product metrics (docs/operations.md, "Metrics"): reservations made and
 * refused because full, rate-limit refusals, shop cache hits and loads, the HTTP series
 * by route template; served on the app's port to the METRICS_TOKEN bearer only.
 */
describe('fulfilment-api metrics', () => {
  const token = 'fulfilment-metrics-test-token';
  let r: Running;
  const scrape = async () => (await r.http().get('/metrics').set('Authorization', `Bearer ${token}`).expect(200)).text;

  beforeAll(async () => {
    r = await startApp('sqlite', { stores: [raceStore()], env: { METRICS_TOKEN: token, RESERVATION_RATE_LIMIT: '3' } });
  }, 60_000);
  afterAll(() => r?.close());

  it('counts reservations made and refused, rate-limit refusals and the shop cache', async () => {
    const start = await scrape();
    expect(sample(start, 'reservations_total', { result: 'made' })).toBe(0);
    expect(sample(start, 'reservations_total', { result: 'full' })).toBe(0);
    expect(sample(start, 'rate_limited_requests_total', { bucket: 'route' })).toBe(0);

    const loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const snapshot = await r.app.get(StoreReader).forShop(RACE_SHOP);
    const slotId = Number((await snapshot?.pickupRules(loc))?.slots.find((s) => s.day_of_week === 'tuesday' && s.limit === 1)?.id);
    const reserve = () => r.http().post(`/v1.0/reservations?shop=${RACE_SHOP}`).send({ method: 'pickup', locationId: loc, date: '2026-03-10', slotId });
    expect((await reserve()).status).toBe(201);
    expect((await reserve()).status).toBe(409);
    expect((await reserve()).status).toBe(409);
    expect((await reserve()).status).toBe(429); // RESERVATION_RATE_LIMIT=3

    await r.http().get(`/v1.0/settings?shop=${RACE_SHOP}`).expect(200);
    await r.http().get(`/v1.0/pickup/locations/${loc}/calendar/2026-03-10?shop=${RACE_SHOP}`).expect(200);
    const text = await scrape();
    expect(sample(text, 'reservations_total', { result: 'made' })).toBe(1);
    expect(sample(text, 'reservations_total', { result: 'full' })).toBe(2);
    expect(sample(text, 'rate_limited_requests_total', { bucket: 'route' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/v1.0/reservations', status_code: '409' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/v1.0/pickup/locations/:locationId/calendar/:date', status_code: '200' })).toBe(1);
    const { hits, loads } = r.app.get(StoreReader).shopCacheStats();
    expect(loads).toBeGreaterThanOrEqual(1);
    expect(hits).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'shop_cache_loads_total')).toBe(loads);
    expect(sample(text, 'shop_cache_hits_total')).toBeLessThanOrEqual(hits);
    expect(sample(text, 'shop_cache_hits_total')).toBeGreaterThanOrEqual(5);
  });

  it('answers the storefront reads with their Cache-Control, ETag and 304 (docs/operations.md, "HTTP caching and compression")', async () => {
    const loc = await locationId(r.db, RACE_SHOP, 'race-1');
    const settings = await r.http().get(`/v1.0/settings?shop=${RACE_SHOP}`).expect(200);
    expect(settings.headers['cache-control']).toBe('public, max-age=60');
    await r.http().get(`/v1.0/settings?shop=${RACE_SHOP}`).set('If-None-Match', settings.headers['etag']).expect(304);
    const day = await r.http().get(`/v1.0/pickup/locations/${loc}/calendar/2026-03-10?shop=${RACE_SHOP}`).expect(200);
    expect(day.headers['cache-control']).toBe('no-cache');
    expect(day.headers['etag']).toMatch(/^"/);
    const list = await r.http().post(`/v1.0/pickup/locations?shop=${RACE_SHOP}`).set('Accept-Encoding', 'gzip').send({}).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['etag']).toBeUndefined();
    const missing = await r.http().get('/v1.0/settings?shop=nobody.myshopify.com').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('refuses the scrape without the token', async () => {
    await r.http().get('/metrics').expect(401);
  });
});
