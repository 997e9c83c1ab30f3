import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { AdminTokenRepository, importStore, validateStoreConfig } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { AppProcess, startAppProcess } from '@fulfil/storefront/testing';

/*
 * docs/scaling.md, "Each instance's cache": three fulfilment-api processes on one MariaDB
 * and one Redis. A merchant's change through one instance is visible on the other two
 * within 100 ms: Redis pub/sub carries it (with the subscription up, their version polling
 * runs only every 30 s, so nothing else could deliver it that fast).
 */
const mysql = process.env.TEST_MYSQL_URL;
const redis = process.env.TEST_REDIS_URL;
const PROMISED_MS = 100;
const DOMAIN = 'three-instances.myshopify.com';

if (!mysql || !redis) {
  process.stdout.write(
    'skipped: three fulfilment-api instances on one database and one Redis (set TEST_MYSQL_URL and TEST_REDIS_URL; on SQLite each process has its own file, so there is nothing shared to keep in step)\n',
  );
}

(mysql && redis ? describe : describe.skip)('three instances on one MariaDB and one Redis', () => {
  let db: TestDatabase;
  let instances: AppProcess[] = [];
  let token: string;
  let locationId: number;

  const pickupLocations = async (instance: AppProcess) => {
    const res = await fetch(`${instance.url}/v1.0/pickup/locations?shop=${DOMAIN}&limit=10`, { method: 'POST' });
    expect(res.status).toBe(200);
    return ((await res.json()) as { locations: { id: number; company_name: string }[] }).locations;
  };
  const nameOn = async (instance: AppProcess) => (await pickupLocations(instance)).find((l) => l.id === locationId)?.company_name;
  const patch = (instance: AppProcess, body: object) =>
    fetch(`${instance.url}/admin/v1.0/locations/${locationId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** Reads `instance` until `expected` shows, at most `PROMISED_MS` after `since`; returns the milliseconds it took. */
  const visibleWithin = async (instance: AppProcess, expected: string, since: number): Promise<number> => {
    for (;;) {
      const seen = await nameOn(instance);
      const elapsed = performance.now() - since;
      if (seen === expected) return elapsed;
      if (elapsed > PROMISED_MS) throw new Error(`${instance.url} still shows "${seen}" ${elapsed.toFixed(0)} ms after the change`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase('mysql', CAPACITY_TABLE_SET);
    await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(DOMAIN)));
    token = (await new AdminTokenRepository(db.dataSource).create(DOMAIN, 'three instances')).token;
    const env = { DATABASE_URL: db.url, REDIS_URL: redis as string, DB_MIGRATIONS_RUN: 'false', LOG_LEVEL: 'warn' };
    instances = await Promise.all([0, 1, 2].map(() => startAppProcess({ entry: 'apps/fulfilment-api/src/main.ts', env, startTimeoutMs: 90_000 })));
    // Each instance subscribed (the optional readiness check `shop-changes`).
    for (const instance of instances) {
      for (let i = 0; ; i++) {
        const report = (await (await fetch(`${instance.url}/readyz`)).json()) as { checks: Record<string, string> };
        if (report.checks['shop-changes'] === 'ok') break;
        if (i > 100) throw new Error(`${instance.url} never subscribed: ${JSON.stringify(report)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    locationId = (await pickupLocations(instances[0]))[0].id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.drop();
  });

  it(`shows a change made through one instance on the other two within ${PROMISED_MS} ms, then one made through another`, async () => {
    // Every instance has the shop cached.
    for (const instance of instances) expect(await nameOn(instance)).toBe('Main Street Bakery');

    const first = await patch(instances[0], { company_name: 'Renamed via one' });
    expect(first.status).toBe(200);
    const since = performance.now();
    const took = await Promise.all([visibleWithin(instances[1], 'Renamed via one', since), visibleWithin(instances[2], 'Renamed via one', since)]);
    process.stdout.write(`change through instance 1 visible on instances 2 and 3 after ${took.map((ms) => ms.toFixed(0)).join(' and ')} ms\n`);

    const second = await patch(instances[2], { company_name: 'Renamed via three' });
    expect(second.status).toBe(200);
    const again = performance.now();
    await Promise.all([visibleWithin(instances[0], 'Renamed via three', again), visibleWithin(instances[1], 'Renamed via three', again)]);
  });

  it('reports the shop cache counters of each instance under /readyz details', async () => {
    const report = (await (await fetch(`${instances[1].url}/readyz`)).json()) as { details: { shopCache: Record<string, unknown> } };
    expect(report.details.shopCache).toMatchObject({ changeBus: 'redis', shops: 1, loads: 1 });
    expect(report.details.shopCache.partialReloads).toBe(2);
  });
});
