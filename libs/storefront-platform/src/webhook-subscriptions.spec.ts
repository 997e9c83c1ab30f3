import { StorefrontPlatformClient } from './admin-client';
import { WEBHOOK_SUBSCRIPTION_CREATE } from './admin-api';
import { StorefrontPlatformError } from './platform-error';
import { FakeStorefrontPlatform } from './testing/fake-storefront-platform';
import {
  createWebhookSubscription,
  listWebhookSubscriptions,
  planWebhookReconcile,
  reconcileWebhookSubscriptions,
  type WantedWebhook,
  type WebhookSubscription,
} from './webhook-subscriptions';

const ORIGIN = 'https://fulfil.example.com';
const wanted: WantedWebhook[] = [
  { topic: 'ORDERS_CREATE', uri: `${ORIGIN}/v1.0/webhooks/orders/create` },
  { topic: 'APP_UNINSTALLED', uri: `${ORIGIN}/v1.0/webhooks/app/uninstalled` },
];
const sub = (id: number, topic: string, uri: string, format = 'JSON'): WebhookSubscription => ({
  id: `gid://shopify/WebhookSubscription/${id}`,
  topic,
  uri,
  format,
});

describe('planWebhookReconcile', () => {
  it('creates every wanted subscription when there are none', () => {
    expect(planWebhookReconcile([], wanted, ORIGIN)).toEqual({ create: wanted, delete: [], keep: [] });
  });

  it('keeps ours that match, deletes ours that are stale (old URL, unwanted topic, XML, duplicate), creates the missing', () => {
    const ok = sub(1, 'ORDERS_CREATE', `${ORIGIN}/v1.0/webhooks/orders/create`);
    const duplicate = sub(2, 'ORDERS_CREATE', `${ORIGIN}/v1.0/webhooks/orders/create`);
    const oldUrl = sub(3, 'APP_UNINSTALLED', `${ORIGIN}/webhooks/app-uninstalled`);
    const unwanted = sub(4, 'PRODUCTS_CREATE', `${ORIGIN}/v1.0/webhooks/products/create`);
    const xml = sub(5, 'APP_UNINSTALLED', `${ORIGIN}/v1.0/webhooks/app/uninstalled`, 'XML');
    const plan = planWebhookReconcile([ok, duplicate, oldUrl, unwanted, xml], wanted, `${ORIGIN}/`);
    expect(plan).toEqual({ keep: [ok], delete: [duplicate, oldUrl, unwanted, xml], create: [wanted[1]] });
  });

  it('never touches a subscription pointing elsewhere (another host, another port or scheme, not a URL)', () => {
    const foreign = [
      sub(1, 'ORDERS_CREATE', 'https://erp.example.com/hooks/orders'),
      sub(2, 'ORDERS_CREATE', 'https://fulfil.example.com:8443/v1.0/webhooks/orders/create'),
      sub(3, 'ORDERS_CREATE', 'http://fulfil.example.com/v1.0/webhooks/orders/create'),
      sub(4, 'ORDERS_CREATE', 'arn:aws:events:us-east-1::event-source/aws.partner/shopify.com/1/source'),
    ];
    expect(planWebhookReconcile(foreign, wanted, ORIGIN)).toEqual({ create: wanted, delete: [], keep: [] });
  });

  it('is idempotent: the state after applying a plan plans nothing', () => {
    const existing = [sub(1, 'ORDERS_CREATE', `${ORIGIN}/old/orders`), sub(2, 'ORDERS_CREATE', 'https://erp.example.com/x')];
    const first = planWebhookReconcile(existing, wanted, ORIGIN);
    const after = [...existing.filter((s) => !first.delete.includes(s)), ...first.create.map((w, i) => sub(100 + i, w.topic, w.uri))];
    const second = planWebhookReconcile(after, wanted, ORIGIN);
    expect(second.create).toEqual([]);
    expect(second.delete).toEqual([]);
    expect(second.keep.map((s) => s.topic).sort()).toEqual(['APP_UNINSTALLED', 'ORDERS_CREATE']);
  });

  it('refuses an origin that is not a URL', () => {
    expect(() => planWebhookReconcile([], wanted, 'fulfil.example.com')).toThrow(/Invalid URL/);
  });
});

describe('webhook subscriptions against the fake platform', () => {
  const SHOP = 'demo-eats.myshopify.com';
  const TOKEN = 'shpat_webhooks_0123456789abcdef';
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }] });
  let client: StorefrontPlatformClient;

  beforeAll(async () => {
    const { url } = await fake.start();
    client = new StorefrontPlatformClient({ shopDomain: SHOP, accessToken: TOKEN, baseUrl: url, retryDelayMs: 5 });
  });
  afterEach(async () => {
    await fake.restore();
    fake.webhookSubscriptions.all.length = 0;
    fake.webhookSubscriptions.pageSize = 100;
    expect(fake.rejectedGraphqlRequests).toEqual([]);
  });
  afterAll(() => fake.stop());

  const held = () =>
    fake.webhookSubscriptions
      .of(SHOP)
      .map((s) => `${s.topic} ${s.uri}`)
      .sort();

  it('reconciles: creates the missing, replaces our stale one, leaves a foreign one; a second run changes nothing', async () => {
    const foreign = fake.webhookSubscriptions.add(SHOP, { topic: 'ORDERS_CREATE', uri: 'https://erp.example.com/hooks' });
    fake.webhookSubscriptions.add(SHOP, { topic: 'ORDERS_CREATE', uri: `${ORIGIN}/old/orders` });
    expect(await reconcileWebhookSubscriptions(client, wanted, ORIGIN)).toEqual({ created: 2, deleted: 1, missing: [], errors: [] });
    expect(held()).toEqual([...wanted.map((w) => `${w.topic} ${w.uri}`), `ORDERS_CREATE ${foreign.uri}`].sort());
    const ids = fake.webhookSubscriptions.of(SHOP).map((s) => s.id);
    expect(await reconcileWebhookSubscriptions(client, wanted, ORIGIN)).toEqual({ created: 0, deleted: 0, missing: [], errors: [] });
    expect(fake.webhookSubscriptions.of(SHOP).map((s) => s.id)).toEqual(ids);
  });

  it('lists every page', async () => {
    fake.webhookSubscriptions.pageSize = 2;
    for (let i = 0; i < 5; i++) fake.webhookSubscriptions.add(SHOP, { topic: 'PRODUCTS_UPDATE', uri: `https://erp.example.com/${i}` });
    const before = fake.graphqlRequests().length;
    const listed = await listWebhookSubscriptions(client);
    expect(listed.map((s) => s.uri)).toEqual([0, 1, 2, 3, 4].map((i) => `https://erp.example.com/${i}`));
    expect(
      fake
        .graphqlRequests()
        .slice(before)
        .map((r) => r.variables['after']),
    ).toEqual([null, '2', '4']);
  });

  it('a 503 and a throttled answer (an empty cost budget) still end reconciled', async () => {
    const before = fake.graphqlRequests().length;
    fake.failNext(1, 503, { path: '/admin/api/2026-10/graphql.json' });
    fake.drainBudget();
    const result = await reconcileWebhookSubscriptions(client, wanted, ORIGIN);
    expect(result.missing).toEqual([]);
    expect(held()).toEqual(wanted.map((w) => `${w.topic} ${w.uri}`).sort());
    const creates = fake
      .graphqlRequests()
      .slice(before)
      .filter((r) => r.query === WEBHOOK_SUBSCRIPTION_CREATE);
    expect(creates.length).toBeGreaterThanOrEqual(2);
  });

  it('reports what the platform refuses (a non-https address) as missing, with its message', async () => {
    const insecure = [{ topic: 'ORDERS_CREATE', uri: 'http://fulfil.example.com/v1.0/webhooks/orders/create' }];
    const error = await createWebhookSubscription(client, insecure[0]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontPlatformError);
    expect((error as StorefrontPlatformError).failure).toMatchObject({ reason: 'user_errors', message: 'Address protocol http:// is not supported' });
    const result = await reconcileWebhookSubscriptions(client, insecure, 'http://fulfil.example.com', 1);
    expect(result).toMatchObject({ created: 0, missing: ['ORDERS_CREATE'] });
    expect(result.errors[0]).toBe('webhookSubscriptionCreate ORDERS_CREATE: user_errors Address protocol http:// is not supported');
    expect(held()).toEqual([]);
  });
});
