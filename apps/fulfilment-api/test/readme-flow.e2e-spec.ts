import { describeEachEngine } from '@fulfil/database/testing';
import { Running, startApp, TestClock } from './support';

/**
 * The README's "Try it" calls work on any day of the week: a shopper (and the README)
 * takes the first date the calendar offers (`minDate`) and reserves it, instead of a
 * fixed "+3 days" that falls on a disabled weekday most of the time.
 */
describeEachEngine("the README's reservation flow works on every weekday", (engine) => {
  let app: Running;
  const clock = new TestClock(Date.parse('2026-03-02T15:00:00Z'));
  const S = 'shop=demo-bakery.myshopify.com';
  beforeAll(async () => {
    app = await startApp(engine, { clock, env: { RESERVATION_RATE_LIMIT: '1000' } });
  }, 60_000);
  afterAll(() => app?.close());

  // Monday 2 March 2026 to Sunday 8 March, at 15:00 UTC.
  it.each([0, 1, 2, 3, 4, 5, 6])("reserves the shipping calendar's minDate, day +%d", async (day) => {
    clock.set(Date.parse('2026-03-02T15:00:00Z') + day * 86_400_000);
    const calendar = (await app.http().get(`/v1.0/shipping/calendar?${S}`).expect(200)).body;
    expect(calendar.minDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const res = await app.http().post(`/v1.0/reservations?${S}`).send({ method: 'shipping', date: calendar.minDate });
    expect([res.status, res.body.date]).toEqual([201, calendar.minDate]);
  });

  it.each(['pickup', 'delivery'])("offers times on the %s calendar's minDate of location 1, as the README asks for them", async (method) => {
    clock.set('2026-03-07T15:00:00Z'); // a Saturday
    const calendar = (await app.http().post(`/v1.0/${method}/locations/1/calendar?${S}`).expect(200)).body;
    const day = (await app.http().get(`/v1.0/${method}/locations/1/calendar/${calendar.minDate}?${S}`).expect(200)).body;
    expect(JSON.stringify(day)).toMatch(/\d{2}:\d{2}/);
  });
});
