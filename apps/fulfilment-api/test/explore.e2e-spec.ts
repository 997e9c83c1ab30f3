import { BAKERY, Running, startApp, locationId } from './support';

describe('explore', () => {
  let r: Running;
  beforeAll(async () => { r = await startApp('sqlite'); }, 60_000);
  afterAll(() => r?.close());
  it('prints', async () => {
    const chelsea = await locationId(r.db, BAKERY, 'bakery-chelsea-market');
    const out: Record<string, unknown> = {};
    const show = async (name: string, p: Promise<{ status: number; body: unknown }>) => { const res = await p; out[name] = [res.status, res.body]; };
    await show('settings', r.http().get(`/v1.0/settings?shop=${BAKERY}`));
    await show('locations', r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}&limit=2`).send({}));
    await show('locationsGeo', r.http().post(`/v1.0/pickup/locations?shop=${BAKERY}&limit=2&page=2`).send({ geoSearchQuery: '10001' }));
    await show('calendar', r.http().post(`/v1.0/pickup/locations/${chelsea}/calendar?shop=${BAKERY}`).send({}));
    await show('slots', r.http().get(`/v1.0/pickup/locations/${chelsea}/calendar/2026-03-10?shop=${BAKERY}`));
    await show('delivery', r.http().post(`/v1.0/delivery/locations?shop=${BAKERY}`).send({ geoSearchQuery: '10001' }));
    await show('deliveryNone', r.http().post(`/v1.0/delivery/locations?shop=${BAKERY}`).send({ geoSearchQuery: '59001' }));
    await show('times', r.http().get(`/v1.0/delivery/locations/${chelsea}/calendar/2026-03-11?shop=${BAKERY}`));
    await show('prep', r.http().get(`/v1.0/pickup/location/${chelsea}/preparation_times?shop=${BAKERY}`));
    await show('ca', r.http().post(`/v1.0/shipping/conditional_activation?shop=${BAKERY}`).send({ shoppingCart: { original_total_price: 100, total_weight: 20000, items: [{ tags: 'cake', vendor: 'x', product_type: 'y', collections: '' }] } }));
    await show('ship', r.http().get(`/v1.0/shipping/calendar?shop=${BAKERY}`));
    await show('openapi', r.http().get(`/v1.0/openapi.json`).then((x) => ({ status: x.status, body: Object.keys(x.body.paths ?? {}) })));
    console.log(JSON.stringify(out, null, 1));
  }, 60_000);
});
