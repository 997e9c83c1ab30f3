import request from 'supertest';
import { describeEachEngine } from '@fulfil/database/testing';
import { disabledDatesAs, type DisabledEntry } from '@fulfil/scheduling';
import { adminFixture, AdminFixture } from './admin-helpers';

/*
 * The per-shop setting `storefront_compatibility.pickup_disabled_dates` through the admin
 * API (docs/compatibility.md, "Answers"): read and written with `/admin/v1.0/shop`, in the
 * export, and switching the public pickup calendar's `disabled` dates between the
 * contract's zero-based strings (default) and pickadate arrays. The delivery and shipping
 * calendars send arrays whatever it says. A bad value is a 400 naming the field, and
 * changes nothing.
 */

/** Monday 9 March 2026, 10:30 in Chicago (the sample shop's zone). */
const CLOCK_NOW = '2026-03-09T15:30:00Z';

interface Shop {
  storefront_compatibility: { pickup_disabled_dates: string };
  settings_version: number;
}
interface Calendar {
  minDate: string | null;
  disabled: DisabledEntry[];
  [member: string]: unknown;
}

describeEachEngine('storefront_compatibility.pickup_disabled_dates (admin API, pickup calendar)', (engine) => {
  let f: AdminFixture;
  let pickupId: number;
  let deliveryId: number;
  beforeAll(async () => {
    f = await adminFixture(engine, { CLOCK_NOW });
    const locations = (await admin(f.shopA.token).get('/locations').expect(200)).body.locations as { id: number; external_id: string }[];
    pickupId = locations.find((l) => l.external_id === 'loc-1')?.id as number;
    deliveryId = locations.find((l) => l.external_id === 'loc-2')?.id as number;
    // Blackouts in the pickup window (Mondays and Tuesdays, 30 days ahead): 16 and 24 March, 6 April.
    const settings = (await admin(f.shopA.token).get(`/locations/${pickupId}/pickup-settings`).expect(200)).body as { blackout_dates: string[] };
    await admin(f.shopA.token)
      .put(`/locations/${pickupId}/pickup-settings`, { ...settings, blackout_dates: [...settings.blackout_dates, '2026-03-16', '2026-03-24', '2026-04-06'] })
      .expect(200);
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  function admin(token: string) {
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
    return {
      get: (path: string) => auth(http().get(`/admin/v1.0${path}`)),
      patch: (path: string, body: unknown) => auth(http().patch(`/admin/v1.0${path}`)).send(body as object),
      put: (path: string, body: unknown) => auth(http().put(`/admin/v1.0${path}`)).send(body as object),
    };
  }
  const a = () => admin(f.shopA.token);
  const shop = async (token = f.shopA.token) => (await admin(token).get('/shop').expect(200)).body as Shop;
  const pickupCalendar = async (domain = f.shopA.domain, id = pickupId) =>
    (await http().post(`/v1.0/pickup/locations/${id}/calendar?shop=${domain}`).send({ shoppingCart: [] }).expect(200)).body as Calendar;
  const dates = (cal: Calendar) => cal.disabled.filter((e) => typeof e === 'string' || Array.isArray(e));

  it('defaults to "strings": the contract\'s zero-based "YYYY-MM-DD" in the pickup calendar', async () => {
    expect((await shop()).storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    const cal = await pickupCalendar();
    expect(dates(cal)).toEqual(['2026-02-16', '2026-02-24', '2026-03-06']);
    expect((await a().get('/export').expect(200)).body.shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
  });

  it('PATCH /shop to "arrays" answers the shop with it and switches only the date form of the pickup calendar', async () => {
    const before = { shop: await shop(), calendar: await pickupCalendar() };
    const res = await a()
      .patch('/shop', { storefront_compatibility: { pickup_disabled_dates: 'arrays' } })
      .expect(200);
    expect(res.body).toMatchObject({ storefront_compatibility: { pickup_disabled_dates: 'arrays' }, settings_version: before.shop.settings_version + 1 });
    const after = await pickupCalendar();
    expect(dates(after)).toEqual([
      [2026, 2, 16],
      [2026, 2, 24],
      [2026, 3, 6],
    ]);
    expect(after).toEqual({ ...before.calendar, disabled: disabledDatesAs(before.calendar.disabled, 'arrays') });
    expect((await a().get('/export').expect(200)).body.shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'arrays' });
    // Not part of StoreSettings.
    expect((await http().get(`/v1.0/settings?shop=${f.shopA.domain}`).expect(200)).body).not.toHaveProperty('storefront_compatibility');
    // Another shop keeps the contract's strings.
    expect((await shop(f.shopB.token)).storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    const otherId = ((await admin(f.shopB.token).get('/locations').expect(200)).body.locations as { id: number; external_id: string }[]).find(
      (l) => l.external_id === 'loc-1',
    )?.id as number;
    expect((await pickupCalendar(f.shopB.domain, otherId)).disabled.every((e) => !Array.isArray(e))).toBe(true);
  });

  it("sends the delivery and shipping calendars' dates as arrays whatever the setting says", async () => {
    for (const form of ['strings', 'arrays']) {
      await a()
        .patch('/shop', { storefront_compatibility: { pickup_disabled_dates: form } })
        .expect(200);
      const delivery = (await http().post(`/v1.0/delivery/locations/${deliveryId}/calendar?shop=${f.shopA.domain}`).send({}).expect(200)).body as Calendar;
      const shipping = (await http().get(`/v1.0/shipping/calendar?shop=${f.shopA.domain}`).expect(200)).body as Calendar;
      expect([form, delivery.disabled.some((e) => typeof e === 'string'), shipping.disabled.some((e) => typeof e === 'string')]).toEqual([form, false, false]);
      // The sample shop's shipping blackout, Christmas 2026.
      expect(shipping.disabled).toContainEqual([2026, 11, 25]);
      expect(delivery).toMatchObject({ datePickerEnabled: true, timePickerEnabled: true });
    }
  });

  it.each([
    ['a value that is neither', { storefront_compatibility: { pickup_disabled_dates: 'Arrays' } }, 'storefront_compatibility.pickup_disabled_dates'],
    ['null', { storefront_compatibility: { pickup_disabled_dates: null } }, 'storefront_compatibility.pickup_disabled_dates'],
    ['an unknown member', { storefront_compatibility: { delivery_disabled_dates: 'strings' } }, 'storefront_compatibility.delivery_disabled_dates'],
    ['a string for the block', { storefront_compatibility: 'arrays' }, 'storefront_compatibility'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_name, body, field) => {
    await a()
      .patch('/shop', { storefront_compatibility: { pickup_disabled_dates: 'arrays' } })
      .expect(200);
    const before = { shop: await shop(), calendar: await pickupCalendar(), file: (await a().get('/export').expect(200)).body };
    const res = await a().patch('/shop', body).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(res.body.detail).toContain(field);
    expect(await shop()).toEqual(before.shop);
    expect(await pickupCalendar()).toEqual(before.calendar);
    expect((await a().get('/export').expect(200)).body).toEqual(before.file);
  });

  it('PATCH back to "strings" restores the contract\'s strings; other shop fields leave the setting as it is', async () => {
    await a()
      .patch('/shop', { storefront_compatibility: { pickup_disabled_dates: 'arrays' } })
      .expect(200);
    await a().patch('/shop', { measurement_format: 'kilometers', storefront_compatibility: {} }).expect(200);
    expect((await shop()).storefront_compatibility).toEqual({ pickup_disabled_dates: 'arrays' });
    await a()
      .patch('/shop', { storefront_compatibility: { pickup_disabled_dates: 'strings' } })
      .expect(200);
    expect(dates(await pickupCalendar())).toEqual(['2026-02-16', '2026-02-24', '2026-03-06']);
  });
});
