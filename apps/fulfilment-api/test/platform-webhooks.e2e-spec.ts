import { describeEachEngine } from '@fulfil/database/testing';
import { AdminTokenRepository } from '@fulfil/store-settings';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';
import { WebhookReconciler } from '../src/platform-install/webhook-reconciler';
import { expectedSubscriptions } from './platform-fixtures';
import { platformInstallCallback } from './platform-install-sample';
import { Running, startApp, TestClock } from './support';

const SHOP = 'shop-w.myshopify.com';
const APP = { clientId: 'e2e-webhooks-client', clientSecret: 'e2e-webhooks-secret-0123456789' };
const APP_URL = 'https://fulfil.example.com';

/** Every subscription we want, as `TOPIC uri` (docs/platform-install.md, "Webhooks"). */
const OURS = expectedSubscriptions(APP_URL);

/**
 * Webhook subscriptions registered through the Admin API (docs/platform-install.md,
 * "Webhooks") against the fake platform: after an install, at start-up, again (nothing
 * changes), with a stale and a foreign subscription, and through a 503 and throttling.
 */
describeEachEngine('storefront-platform webhook subscriptions', (engine) => {
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: 'shpat_custom_app_token_w' }] });
  const env = () => ({
    PLATFORM_CLIENT_ID: APP.clientId,
    PLATFORM_CLIENT_SECRET: APP.clientSecret,
    PLATFORM_APP_URL: APP_URL,
    STOREFRONT_PLATFORM_BASE_URL: fake.url,
  });
  let r: Running;
  let shopId: number;
  const reconciler = () => r.app.get(WebhookReconciler);
  const held = () =>
    fake.webhookSubscriptions
      .of(SHOP)
      .map((s) => `${s.topic} ${s.uri}`)
      .sort();

  beforeAll(async () => {
    await fake.start();
    fake.oauth.addApp({ ...APP, redirectUrls: [`${APP_URL}/platform/oauth/callback`] });
    // The callback's timestamp is the fake's real time: the app's clock must be real too.
    r = await startApp(engine, { stores: [sampleStoreFile(SHOP)], env: env(), clock: new TestClock(Date.now()) });
    shopId = Number((await r.db.dataSource.query('SELECT id FROM shops WHERE domain = ?', [SHOP]))[0].id);
  }, 60_000);
  afterEach(async () => {
    await fake.restore();
    expect(fake.rejectedGraphqlRequests).toEqual([]);
  });
  afterAll(async () => {
    await r?.close();
    await fake.stop();
  });

  it('after an install the platform holds exactly our 11 subscriptions, JSON, pointing at our routes', async () => {
    expect(await reconciler().reconcileShop(shopId)).toBeNull(); // not connected yet: nothing to do
    const query = await platformInstallCallback(r.app, SHOP);
    await r.http().get(`/platform/oauth/callback?${query}`).expect(200);
    await reconciler().settled();
    expect(held()).toEqual(OURS);
    expect(fake.webhookSubscriptions.of(SHOP).map((s) => s.format)).toEqual(Array(11).fill('JSON'));
    expect(reconciler().lastOutcome(shopId)).toEqual({ reconciled_at: expect.any(String), missing: [], errors: [] });
  });

  it('a second reconcile changes nothing', async () => {
    const ids = fake.webhookSubscriptions.of(SHOP).map((s) => s.id);
    expect(ids).toHaveLength(11);
    const before = fake.graphqlRequests().length;
    expect(await reconciler().reconcileShop(shopId)).toMatchObject({ missing: [], errors: [] });
    expect(fake.webhookSubscriptions.of(SHOP).map((s) => s.id)).toEqual(ids);
    expect(
      fake
        .graphqlRequests()
        .slice(before)
        .map((q) => q.query.split('(')[0]),
    ).toEqual(['query webhookSubscriptions']);
  });

  it('replaces a stale subscription of ours (an old URL) and leaves a foreign one alone', async () => {
    const index = fake.webhookSubscriptions.all.findIndex((s) => s.shop === SHOP && s.topic === 'ORDERS_CREATE');
    expect(index).toBeGreaterThanOrEqual(0);
    fake.webhookSubscriptions.all.splice(index, 1); // as if ours were still at the old URL only
    const stale = fake.webhookSubscriptions.add(SHOP, { topic: 'ORDERS_CREATE', uri: `${APP_URL}/webhooks/orders-create` });
    const foreign = fake.webhookSubscriptions.add(SHOP, { topic: 'ORDERS_CREATE', uri: 'https://erp.example.com/hooks/orders' });
    expect(await reconciler().reconcileShop(shopId)).toMatchObject({ missing: [], errors: [] });
    expect(held()).toEqual([...OURS, `ORDERS_CREATE ${foreign.uri}`].sort());
    expect(fake.webhookSubscriptions.of(SHOP).map((s) => s.id)).not.toContain(stale.id);
    expect(fake.webhookSubscriptions.of(SHOP)).toContainEqual(foreign);
  });

  it('a 503 and a throttled answer on the way still end reconciled', async () => {
    fake.webhookSubscriptions.all.splice(0, fake.webhookSubscriptions.all.length);
    const before = fake.requests.length;
    fake.failNext(1, 503, { path: '/admin/api/2026-10/graphql.json' });
    fake.drainBudget();
    expect(await reconciler().reconcileShop(shopId)).toMatchObject({ missing: [] });
    expect(held()).toEqual(OURS);
    expect(fake.requests.slice(before).length).toBeGreaterThan(1 + 11 + 1);
  });

  it('reconciles at every start, in the background, without blocking it', async () => {
    const kept = fake.webhookSubscriptions.of(SHOP).slice(0, 4);
    fake.webhookSubscriptions.all.splice(0, fake.webhookSubscriptions.all.length, ...kept);
    fake.delayResponses(300); // start-up must not wait for the platform
    const second = await startApp(engine, { db: r.db, env: env(), clock: new TestClock(Date.now()) });
    try {
      await second.http().get('/readyz').expect(200);
      expect(held()).toHaveLength(4); // ready while the reconcile still waits for the platform
      await second.app.get(WebhookReconciler).settled();
      expect(held()).toEqual(OURS);
      expect(second.app.get(WebhookReconciler).lastOutcome(shopId)).toMatchObject({ missing: [], errors: [] });
    } finally {
      await second.app.close();
    }
  });

  it('a failing platform is logged and recorded, never thrown, and the next pass repairs', async () => {
    fake.webhookSubscriptions.all.splice(0, fake.webhookSubscriptions.all.length);
    fake.goDown('503');
    const failed = await reconciler().reconcileShop(shopId);
    expect(failed?.missing).toHaveLength(11);
    expect(failed?.errors).toEqual([expect.stringContaining('server_error')]);
    // The console reads the outcome from the database (any instance's, after a restart too).
    const admin = `Bearer ${(await new AdminTokenRepository(r.db.dataSource).create(SHOP, 'e2e')).token}`;
    const status = async () => (await r.http().get('/admin/v1.0/storefront-platform/status').set('Authorization', admin).expect(200)).body;
    const recorded = (await status()).webhooks;
    expect(recorded).toEqual({ reconciled_at: expect.any(String), missing: failed?.missing, errors: failed?.errors });
    expect(Math.abs(Date.parse(recorded.reconciled_at) - Date.parse(String(failed?.reconciled_at)))).toBeLessThan(1000); // seconds on MariaDB
    await fake.restore();
    expect(await reconciler().reconcileAll()).toBe(1);
    expect(held()).toEqual(OURS);
    expect((await status()).webhooks).toEqual({ reconciled_at: expect.any(String), missing: [], errors: [] });
  });
});
