import { inspect } from 'node:util';
import { FakeStorefrontPlatform } from './testing';
import {
  ACCESS_TOKEN_HEADER,
  DRAFT_ORDER_BY_ID,
  DRAFT_ORDER_CREATE,
  DRAFT_ORDERS_BY_QUERY,
  graphqlPath,
  SHOP_CURRENCY,
  SHOP_PRIMARY_DOMAIN,
} from './admin-api';
import { StorefrontPlatformClient } from './admin-client';
import type { StorefrontPlatformConfig } from './client-config';
import { moneyInput, type DraftOrderInput } from './draft-order';
import { StorefrontPlatformError } from './platform-error';

const TOKEN = 'shpat_secret_0123456789abcdef';
const SHOP = 'demo-eats.myshopify.com';

const input = (overrides: Partial<DraftOrderInput> = {}): DraftOrderInput => ({
  lineItems: [{ variantId: 'gid://shopify/ProductVariant/800201', quantity: 2, customAttributes: [{ key: 'Size', value: 'Medium' }] }],
  customAttributes: [
    { key: 'Checkout-Method', value: 'pickup' },
    { key: 'Pickup-Location-Id', value: '3' },
    { key: 'Pickup-Date', value: '2026-03-12' },
    { key: 'Pickup-Slot-Id', value: '11' },
    { key: 'Reservation-Id', value: '42' },
  ],
  note: 'No onions',
  email: 'jane@example.com',
  shippingLine: { title: 'Pickup at Midtown', priceWithCurrency: moneyInput(0, 'USD') },
  ...overrides,
});

/** The documented mutation and retry rules against the fake platform on loopback. */
describe('StorefrontPlatformClient', () => {
  // 20 points/s: a drained budget needs 500 ms for a 10-point mutation, so the throttle cases hold
  // even when a loaded machine delays the request by a few hundred ms after the drain.
  const fake = new FakeStorefrontPlatform({ shops: [{ domain: SHOP, accessToken: TOKEN }], restoreRate: 20 });
  let url: string;
  const warn = jest.fn();
  const client = (overrides: Partial<StorefrontPlatformConfig> = {}) =>
    new StorefrontPlatformClient({ shopDomain: SHOP, accessToken: TOKEN, baseUrl: url, timeoutMs: 1000, retryDelayMs: 10, logger: { warn }, ...overrides });
  const ref = () => `chk-${Math.random().toString(36).slice(2, 10)}`;
  const failure = async (call: Promise<unknown>): Promise<StorefrontPlatformError> => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof StorefrontPlatformError)) throw new Error(`expected a StorefrontPlatformError, got ${String(error)}`);
    return error;
  };

  beforeAll(async () => {
    ({ url } = await fake.start());
    await fetch(`${url}/warm-up`);
  });
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  it('posts exactly the documented mutation and variables, with the token header, to the pinned version', async () => {
    const before = fake.requests.length;
    const reference = ref();
    const result = await client().createDraftOrder({ input: input(), reference });
    const [request] = fake.requests.slice(before);
    expect(request.path).toBe('/admin/api/2026-10/graphql.json');
    expect(request.path).toBe(graphqlPath());
    expect(request.headers[ACCESS_TOKEN_HEADER.toLowerCase()]).toBe(TOKEN);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ query: DRAFT_ORDER_CREATE, variables: { input: { ...input(), tags: [reference] } } });
    const draft = fake.lastDraftOrder();
    expect(result).toEqual({ id: draft.id, name: draft.name, invoiceUrl: draft.invoiceUrl, existing: false, attempts: 1 });
    expect(result.invoiceUrl).toMatch(new RegExp(`^${url}/invoices/[a-f0-9]{32}$`));
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports userErrors as user_errors with the fields, without retrying', async () => {
    const before = fake.requests.length;
    const error = await failure(client().createDraftOrder({ input: input({ email: 'not-an-email', lineItems: [] }), reference: ref() }));
    expect(error.reason).toBe('user_errors');
    expect(error.retryable).toBe(false);
    expect(error.failure.userErrors).toEqual([
      { field: ['lineItems'], message: 'Add at least 1 product' },
      { field: ['email'], message: 'Email is invalid' },
    ]);
    expect(fake.requests.length - before).toBe(1);
  });

  it('waits for the cost budget to restore after THROTTLED, then creates', async () => {
    fake.drainBudget(); // restores 20 points/s: the 10-point mutation fits after 500 ms
    const before = fake.requests.length;
    const started = Date.now();
    const result = await client().createDraftOrder({ input: input(), reference: ref() });
    expect(result.attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(fake.requests.length - before).toBe(2);
    const details = warn.mock.calls[0][1] as { reason: string; waitMs: number };
    expect(details.reason).toBe('throttled');
    // (10 points - what restored before the request arrived) / 20 points per s, + 50 ms margin
    expect(details.waitMs).toBeGreaterThan(50);
    expect(details.waitMs).toBeLessThanOrEqual(550);
  });

  it('fails throttled with retryAfterMs when the budget needs longer than maxThrottleWaitMs', async () => {
    fake.drainBudget();
    const before = fake.requests.length;
    const error = await failure(client({ maxThrottleWaitMs: 20 }).createDraftOrder({ input: input(), reference: ref() }));
    expect(error.failure).toMatchObject({ reason: 'throttled', attempts: 1 });
    expect(error.failure.retryAfterMs).toBeGreaterThan(50);
    expect(error.failure.retryAfterMs).toBeLessThanOrEqual(550);
    expect(error.retryable).toBe(true);
    expect(fake.requests.length - before).toBe(1);
  });

  it('gives up after maxAttempts when the platform keeps answering 503, and says it may be retried', async () => {
    await fake.goDown('503');
    const error = await failure(client({ maxAttempts: 2 }).createDraftOrder({ input: input(), reference: ref() }));
    // 503, then the retry searches first (the 503 may have come after the create): that search is the 2nd attempt.
    expect(error.failure).toMatchObject({ reason: 'server_error', status: 503, attempts: 2 });
    expect(error.retryable).toBe(true);
  });

  it('retries a refused connection (never sent) and fails network when the platform stays away', async () => {
    await fake.goDown('refuse');
    const error = await failure(client({ maxAttempts: 3 }).createDraftOrder({ input: input(), reference: ref() }));
    expect(error.failure).toMatchObject({ reason: 'network', attempts: 3 });
    expect(error.retryable).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('bounds each attempt by timeoutMs', async () => {
    fake.delayResponses(2000);
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 150, maxAttempts: 2 }).createDraftOrder({ input: input(), reference: ref() }));
    expect(error.failure).toMatchObject({ reason: 'timeout', attempts: 2 });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('never makes a second draft order when the first answer was lost: the retry finds it by its reference', async () => {
    fake.failNext(1, 'lose-answer');
    const reference = ref();
    const before = fake.draftOrders.length;
    const sent = fake.requests.length;
    const result = await client().createDraftOrder({ input: input(), reference });
    expect(fake.draftOrders.length - before).toBe(1);
    expect(result).toMatchObject({ id: fake.lastDraftOrder().id, existing: true, attempts: 2 });
    const bodies = fake.requests.slice(sent).map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.query)).toEqual([DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY]);
    expect(bodies[1].variables).toEqual({ query: `tag:${reference}` });
  });

  it('with mayExist, answers the draft order an earlier call created instead of creating another', async () => {
    const reference = ref();
    const first = await client().createDraftOrder({ input: input(), reference });
    const again = await client().createDraftOrder({ input: input(), reference, mayExist: true });
    expect(again).toMatchObject({ id: first.id, invoiceUrl: first.invoiceUrl, existing: true, attempts: 1 });
    const fresh = await client().createDraftOrder({ input: input(), reference: ref(), mayExist: true });
    expect(fresh).toMatchObject({ existing: false, attempts: 2 });
  });

  it('after a create slower than timeoutMs, only searches again (never a second create in the call); the first create lands once', async () => {
    fake.delayResponses(600); // the create is executed 600 ms after it arrived, the client gives up after 200
    const flip = setTimeout(() => fake.delayResponses(0), 100); // the searches are answered at once, before the create is executed
    const reference = ref();
    const before = fake.draftOrders.length;
    const sent = fake.requests.length;
    const error = await failure(client({ timeoutMs: 200 }).createDraftOrder({ input: input(), reference }));
    clearTimeout(flip);
    expect(error.failure).toMatchObject({ reason: 'timeout', attempts: 3, createUnanswered: true });
    expect(error.retryable).toBe(true);
    expect(fake.requests.slice(sent).map((r) => JSON.parse(r.body).query)).toEqual([DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY, DRAFT_ORDERS_BY_QUERY]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fake.draftOrders.length - before).toBe(1);
    expect(await client().findDraftOrder(reference)).toMatchObject({ id: fake.lastDraftOrder().id, existing: true, attempts: 1 });
    expect(fake.draftOrders.length - before).toBe(1);
  });

  it('retries an unreadable 200 to a create (a proxy page) by searching, and says the create may still land', async () => {
    fake.failNext(1, 'garbage');
    const before = fake.draftOrders.length;
    const sent = fake.requests.length;
    const error = await failure(client().createDraftOrder({ input: input(), reference: ref() }));
    expect(error.failure).toMatchObject({ reason: 'bad_response', status: 200, attempts: 3, createUnanswered: true });
    expect(error.retryable).toBe(true);
    expect(fake.requests.slice(sent).map((r) => JSON.parse(r.body).query)).toEqual([DRAFT_ORDER_CREATE, DRAFT_ORDERS_BY_QUERY, DRAFT_ORDERS_BY_QUERY]);
    expect(fake.draftOrders.length - before).toBe(0);
  });

  it('reads a draft order answered without invoiceUrl again until it has one', async () => {
    fake.answerWithoutInvoiceUrl(2);
    const before = fake.draftOrders.length;
    const sent = fake.requests.length;
    const result = await client().createDraftOrder({ input: input(), reference: ref() });
    const draft = fake.lastDraftOrder();
    expect(result).toEqual({ id: draft.id, name: draft.name, invoiceUrl: draft.invoiceUrl, existing: false, attempts: 3 });
    const bodies = fake.requests.slice(sent).map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.query)).toEqual([DRAFT_ORDER_CREATE, DRAFT_ORDER_BY_ID, DRAFT_ORDER_BY_ID]);
    expect(bodies[1].variables).toEqual({ id: draft.id });
    expect(fake.draftOrders.length - before).toBe(1);
  });

  it('fails incomplete (retryable, with the draft order) while the invoice URL stays missing; a later search reads it once there', async () => {
    fake.answerWithoutInvoiceUrl(3);
    const reference = ref();
    const error = await failure(client({ maxAttempts: 2 }).createDraftOrder({ input: input(), reference }));
    expect(error.failure).toMatchObject({ reason: 'incomplete', attempts: 2, draftOrderId: fake.lastDraftOrder().id });
    expect(error.failure.createUnanswered).toBeUndefined();
    expect(error.retryable).toBe(true);
    const before = fake.draftOrders.length;
    // search (3rd answer: null), then a read by id (the URL)
    expect(await client().findDraftOrder(reference)).toMatchObject({
      id: fake.lastDraftOrder().id,
      invoiceUrl: fake.lastDraftOrder().invoiceUrl,
      existing: true,
      attempts: 2,
    });
    expect(fake.draftOrders.length).toBe(before);
  });

  it('findDraftOrder answers null for a reference nothing carries, and never creates', async () => {
    const sent = fake.requests.length;
    expect(await client().findDraftOrder(ref())).toBeNull();
    expect(fake.requests.slice(sent).map((r) => JSON.parse(r.body).query)).toEqual([DRAFT_ORDERS_BY_QUERY]);
  });

  it("reads the shop's currency (shop { currencyCode }), per shop, retrying an unreadable answer", async () => {
    const sent = fake.requests.length;
    expect(await client().shopCurrency()).toBe('USD');
    expect(JSON.parse(fake.requests[sent].body)).toEqual({ query: SHOP_CURRENCY, variables: {} });
    fake.setShopCurrency(SHOP, 'EUR');
    try {
      fake.failNext(1, 'garbage');
      expect(await client().shopCurrency()).toBe('EUR');
      expect(warn).toHaveBeenCalledWith(
        'storefront platform call failed; retrying',
        expect.objectContaining({ operation: 'shopCurrency', reason: 'bad_response' }),
      );
    } finally {
      fake.setShopCurrency(SHOP, 'USD');
    }
  });

  it("reads the origin of the shop's primary domain (where its storefront is served), retrying an unreadable answer", async () => {
    const sent = fake.requests.length;
    fake.failNext(1, 'garbage');
    expect(await client().shopPrimaryOrigin()).toBe(`https://${SHOP}`);
    expect(fake.requests.slice(sent).map((r) => JSON.parse(r.body))).toEqual([
      { query: SHOP_PRIMARY_DOMAIN, variables: {} },
      { query: SHOP_PRIMARY_DOMAIN, variables: {} },
    ]);
  });

  it('refuses a wrong token (unauthorized, not retried) and an unknown API version (rejected)', async () => {
    const before = fake.requests.length;
    expect((await failure(client({ accessToken: 'shpat_wrong' }).createDraftOrder({ input: input(), reference: ref() }))).failure).toMatchObject({
      reason: 'unauthorized',
      status: 401,
      attempts: 1,
    });
    expect((await failure(client({ apiVersion: '2019-04' }).createDraftOrder({ input: input(), reference: ref() }))).failure).toMatchObject({
      reason: 'rejected',
      status: 404,
    });
    expect(fake.requests.length - before).toBe(2);
  });

  it('never puts the access token in an error, its message, its serialisation or a log line', async () => {
    fake.failNext(1, 503);
    fake.failNext(2, 'garbage'); // the two searches after the 503 (the create may have landed)
    const error = await failure(client().createDraftOrder({ input: input(), reference: ref() }));
    expect(error.reason).toBe('bad_response');
    const everything = [
      error.message,
      JSON.stringify(error),
      JSON.stringify(error.failure),
      inspect(error, { depth: 5, showHidden: true }),
      String(error.stack),
      JSON.stringify(warn.mock.calls),
    ];
    expect(warn).toHaveBeenCalled();
    for (const text of everything) expect(text).not.toContain(TOKEN);
    expect(inspect(client(), { depth: 5 })).toContain('accessToken'); // the client itself holds it (sanity of the check below)
    expect(JSON.stringify(client().endpoint)).not.toContain(TOKEN);
  });
});
