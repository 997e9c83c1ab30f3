import request from 'supertest';
import { describeEachEngine } from '@fulfil/database/testing';
import { defined } from '@fulfil/store-settings/testing';
import { adminFixture, AdminFixture } from './admin-helpers';

type Slot = { id?: number; day_of_week: string; available_from: string; available_until: string; limited?: boolean; limit?: number };

/*
 * No pickup slot outside its weekday's pickup window (libs/store-settings/src/config/checks.ts,
 * `checkSlotsInWindows` / `checkWindowsKeepSlots`): the admin API's PUT of the slots and of the
 * pickup settings, and the store file's import (dry run or not), refuse it with 400
 * VALIDATION_FAILED naming the field and rule `slot_outside_window`, writing nothing. The
 * sample shop's first location picks up Monday and Tuesday 09:00-17:00.
 */
describeEachEngine('pickup slots inside the pickup windows', (engine) => {
  let f: AdminFixture;
  let loc: number;
  beforeAll(async () => {
    f = await adminFixture(engine);
    loc = defined(
      ((await a().get('/locations').expect(200)).body.locations as { id: number; external_id: string }[]).find((l) => l.external_id === 'loc-1'),
    ).id;
  }, 60_000);
  afterAll(() => f?.close());

  const http = () => request(f.app.getHttpServer());
  const a = () => ({
    get: (path: string) => http().get(`/admin/v1.0${path}`).set('Authorization', `Bearer ${f.shopA.token}`),
    put: (path: string, body: object) => http().put(`/admin/v1.0${path}`).set('Authorization', `Bearer ${f.shopA.token}`).send(body),
  });
  const slots = async (): Promise<Slot[]> => (await a().get(`/locations/${loc}/pickup-slots`).expect(200)).body.slots;
  const refused = async (path: string, body: object) => {
    const res = await a().put(path, body).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    return res.body.errors;
  };

  it('PUT pickup-slots refuses a slot on a weekday without a window, or reaching outside it, and changes nothing', async () => {
    const before = await slots();
    expect(before.length).toBeGreaterThan(0);
    const saturday = await refused(`/locations/${loc}/pickup-slots`, {
      slots: [...before, { day_of_week: 'saturday', available_from: '08:00', available_until: '11:00' }],
    });
    expect(saturday).toEqual([
      { field: `slots[${before.length}].available_from`, rule: 'slot_outside_window', message: 'Saturday has no pickup window; this slot runs 08:00-11:00.' },
    ]);
    const early = await refused(`/locations/${loc}/pickup-slots`, { slots: [{ day_of_week: 'monday', available_from: '08:00', available_until: '10:00' }] });
    expect(early).toEqual([
      { field: 'slots[0].available_from', rule: 'slot_outside_window', message: 'Monday pickup runs 09:00-17:00; this slot starts at 08:00.' },
    ]);
    const late = await refused(`/locations/${loc}/pickup-slots`, { slots: [{ day_of_week: 'tuesday', available_from: '16:00', available_until: '18:00' }] });
    expect(late).toEqual([
      { field: 'slots[0].available_until', rule: 'slot_outside_window', message: 'Tuesday pickup runs 09:00-17:00; this slot ends at 18:00.' },
    ]);
    expect(await slots()).toEqual(before);
    // Inside the window it is saved.
    const inside = [...before, { day_of_week: 'tuesday', available_from: '16:00', available_until: '17:00', limited: false, limit: 0 }];
    const saved = (await a().put(`/locations/${loc}/pickup-slots`, { slots: inside }).expect(200)).body.slots as Slot[];
    expect(saved.map((s) => `${s.day_of_week} ${s.available_from}`)).toContain('tuesday 16:00');
    await a().put(`/locations/${loc}/pickup-slots`, { slots: before }).expect(200);
  });

  it('PUT pickup-settings refuses a window that would leave existing slots outside, naming the weekday, and changes nothing', async () => {
    const before = (await a().get(`/locations/${loc}/pickup-settings`).expect(200)).body;
    const monday = await refused(`/locations/${loc}/pickup-settings`, {
      ...before,
      weekday_windows: { ...before.weekday_windows, monday: { min: '10:00', max: '17:00' } },
    });
    expect(monday).toEqual([
      {
        field: 'weekday_windows.monday',
        rule: 'slot_outside_window',
        message: expect.stringMatching(/^Monday pickup would run 10:00-17:00, leaving the slot 09:00-12:00 outside it/),
      },
    ]);
    const { tuesday: _gone, ...withoutTuesday } = before.weekday_windows;
    const tuesday = await refused(`/locations/${loc}/pickup-settings`, { ...before, weekday_windows: withoutTuesday });
    expect(tuesday).toEqual([
      {
        field: 'weekday_windows.tuesday',
        rule: 'slot_outside_window',
        message: expect.stringMatching(/^Tuesday would have no pickup window, but it has the slot 09:00-12:00/),
      },
    ]);
    expect((await a().get(`/locations/${loc}/pickup-settings`).expect(200)).body).toEqual(before);
    // A wider window, or a new weekday's, is fine.
    const wider = {
      ...before,
      weekday_windows: { ...before.weekday_windows, monday: { min: '08:00', max: '18:00' }, saturday: { min: '09:00', max: '13:00' } },
    };
    expect((await a().put(`/locations/${loc}/pickup-settings`, wider).expect(200)).body.weekday_windows).toEqual(wider.weekday_windows);
    await a().put(`/locations/${loc}/pickup-settings`, before).expect(200);
  });

  it('the import, dry run or not, refuses a slot outside its window, naming it, and writes nothing', async () => {
    const file = (await a().get('/export').expect(200)).body;
    const i = file.locations.findIndex((l: { external_id: string }) => l.external_id === 'loc-1');
    const changed = structuredClone(file);
    changed.locations[i].pickup.slots.push({ day_of_week: 'monday', available_from: '16:30', available_until: '17:30', limited: false, limit: 0 });
    const n = changed.locations[i].pickup.slots.length - 1;
    const expected = [
      {
        field: `locations[${i}].pickup.slots[${n}].available_until`,
        rule: 'slot_outside_window',
        message: 'Monday pickup runs 09:00-17:00; this slot ends at 17:30.',
      },
    ];
    expect(await refused('/import?dry_run=true', changed)).toEqual(expected);
    expect(await refused('/import', changed)).toEqual(expected);
    expect((await a().get('/export').expect(200)).body).toEqual(file);
    // The same slot inside the window is a change the dry run lists.
    changed.locations[i].pickup.slots[n].available_until = '17:00';
    expect((await a().put('/import?dry_run=true', changed).expect(200)).body.changes.length).toBeGreaterThan(0);
  });
});
