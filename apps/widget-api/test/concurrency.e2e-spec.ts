import type { INestApplication } from '@nestjs/common';
import { Clock } from '@fulfil/platform';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { listeningUrl } from '@fulfil/platform/testing';
import { createWidgetApp, eatsIds, EatsIds, seedEats, SHOP, TestClock, widgetConfig } from './support';
import { WIDGET_TABLE_SET } from '../src/checkouts/storage/schema';

describeEachEngine('checkouts never oversell', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let url: string;
  let ids: EatsIds;
  const clock = new TestClock();

  /** A lunch burger for pickup at Midtown's 11:30 slot (3 places) on `date`. */
  const body = (date: string, weekday: string) => ({
    method: 'pickup',
    restaurant_id: ids.restaurant('midtown'),
    date,
    slot_id: ids.slot(`midtown/pickup/${weekday}/11:30`),
    items: [{ item_id: ids.item('midtown/lunch/Burger'), quantity: 1, options: [ids.option('1001/Doneness/Rare')] }],
  });
  const post = (base: string, payload: object, key?: string) => {
    const req = request(base).post('/checkouts').query({ shop: SHOP });
    return (key ? req.set('Idempotency-Key', key) : req).send(payload);
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine, WIDGET_TABLE_SET);
    await seedEats(db);
    app = await createWidgetApp(widgetConfig(db.url), [{ provide: Clock, useValue: clock }]);
    url = await listeningUrl(app);
    ids = await eatsIds(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('gives 100 concurrent checkouts for a slot of 3 exactly 3 reservations and 97 SLOT_FULL problems', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => post(url, body('2026-03-12', 'thursday'))));
    const created = results.filter((r) => r.status === 201);
    const full = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(3);
    expect(full).toHaveLength(97);
    expect(full.every((r) => r.body.code === 'SLOT_FULL' && r.headers['content-type'].startsWith('application/problem+json'))).toBe(true);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(3);
    const [{ n }] = await db.dataSource.query(
      `SELECT COUNT(*) AS n FROM reservations WHERE date = '2026-03-12' AND slot_id = ${ids.slot('midtown/pickup/thursday/11:30')}`,
    );
    expect(Number(n)).toBe(3);
  }, 60_000);

  // Two instances share one database only on a server engine: better-sqlite3 is synchronous,
  // so two pools in one test process would wait on each other's lock (see CapacityRepository).
  if (engine === 'sqlite') {
    it.skip('two widget-api instances on one database (skipped on sqlite: runs on MariaDB/MySQL when TEST_MYSQL_URL is set)', () => undefined);
    process.stdout.write(
      'skipped on sqlite: the two-instance checkout race (one synchronous SQLite driver per process); it runs on MariaDB/MySQL when TEST_MYSQL_URL is set\n',
    );
  } else {
    it('keeps the count with two widget-api instances on one MariaDB: exactly 3 of 100', async () => {
      const second = await createWidgetApp(widgetConfig(db.url), [{ provide: Clock, useValue: clock }]);
      try {
        const secondUrl = await listeningUrl(second);
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => post(i % 2 ? url : secondUrl, body('2026-03-19', 'thursday'))));
        expect(results.filter((r) => r.status === 201)).toHaveLength(3);
        expect(results.filter((r) => r.status === 409 && r.body.code === 'SLOT_FULL')).toHaveLength(97);
        // Both instances took part.
        expect(new Set(results.map((r) => r.request.url.split('/checkouts')[0])).size).toBe(2);
      } finally {
        await second.close();
      }
    }, 60_000);
  }

  it('frees the place of an expired reservation', async () => {
    const keys = ['exp-1', 'exp-2', 'exp-3'];
    const first = await Promise.all(keys.map((k) => post(url, body('2026-03-16', 'monday'), k)));
    expect(first.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await post(url, body('2026-03-16', 'monday'), 'exp-4')).status).toBe(409);
    clock.advanceMinutes(14);
    expect((await post(url, body('2026-03-16', 'monday'), 'exp-4')).status).toBe(409);
    clock.advanceMinutes(1); // 15 minutes: expires_at is exclusive
    const late = await post(url, body('2026-03-16', 'monday'), 'exp-4').expect(201);
    expect(late.body.status).toBe('reserved');
    // The expired checkout reads as expired, also when its key is replayed; the replay reserves nothing.
    const replay = await post(url, body('2026-03-16', 'monday'), 'exp-1').expect(200);
    expect(replay.body).toMatchObject({ id: first[0].body.id, status: 'expired' });
    const got = await request(url).get(`/checkouts/${first[0].body.id}`).query({ shop: SHOP }).expect(200);
    expect(got.body.status).toBe('expired');
    expect((await post(url, body('2026-03-16', 'monday'), 'exp-5')).status).toBe(201);
    expect((await post(url, body('2026-03-16', 'monday'), 'exp-6')).status).toBe(201);
    expect((await post(url, body('2026-03-16', 'monday'), 'exp-7')).status).toBe(409);
  }, 60_000);
});
