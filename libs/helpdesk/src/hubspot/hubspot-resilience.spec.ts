import { HelpdeskError } from '../helpdesk-error';
import { FakeHubSpot } from '../testing';
import { HubSpotConfig } from './hubspot-config';
import { HubSpotHelpdesk } from './hubspot-helpdesk';

/** Timeouts, retries (at most one), HubSpot 429 and outages, on loopback. */
describe('HubSpotHelpdesk resilience', () => {
  const fake = new FakeHubSpot();
  let url: string;
  let contactId: string;
  const warn = jest.fn();
  const client = (overrides: Partial<HubSpotConfig> = {}) =>
    new HubSpotHelpdesk({
      accessToken: 'test-token',
      baseUrl: url,
      pipeline: '0',
      pipelineStage: '1',
      subscriptionId: '12345',
      timeoutMs: 1000,
      retryDelayMs: 20,
      rateLimitWaitMs: 100,
      logger: { warn },
      ...overrides,
    });
  const ticket = () => ({ contactId, subject: 'Help', content: 'Please' });
  /** Runs a call and reports its outcome, the requests the fake received meanwhile, and the elapsed ms. */
  const attemptsDuring = async (call: () => Promise<unknown>): Promise<{ value?: unknown; error?: HelpdeskError; requests: number; ms: number }> => {
    const before = fake.requests.length;
    const started = Date.now();
    const outcome = await call().then(
      (value) => ({ value }),
      (error: HelpdeskError) => ({ error }),
    );
    return { ...outcome, requests: fake.requests.length - before, ms: Date.now() - started };
  };

  /** Waits until the fake has seen `count` requests since `before` (it shares our event loop, so after a client-side timeout it may lag). */
  const fakeSaw = async (before: number, count: number) => {
    for (let waited = 0; fake.requests.length - before < count && waited < 1000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return fake.requests.length - before;
  };

  beforeAll(async () => {
    ({ url } = await fake.start());
    await fetch(`${url}/warm-up`); // Node loads fetch (undici) lazily: keep that out of the 150 ms deadlines below
    contactId = fake.addContact('jane@example.com');
  });
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  describe('timeouts', () => {
    it('gives up on an idempotent call after one retry, each attempt bounded by timeoutMs', async () => {
      fake.delayResponses(2000);
      const before = fake.requests.length;
      const { error, ms } = await attemptsDuring(() => client({ timeoutMs: 150 }).upsertContact({ email: 'slow@example.com' }));
      expect(error).toBeInstanceOf(HelpdeskError);
      expect(error?.upstream).toMatchObject({ reason: 'timeout', attempts: 2 });
      expect(error?.detail).toBe('The helpdesk did not answer in time.');
      // The client's count is exact; the fake's is an upper bound: under heavy load a 150 ms deadline can
      // expire before a new connection is even open, and then the fake never sees that attempt.
      expect(await fakeSaw(before, 2)).toBeLessThanOrEqual(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(ms).toBeLessThan(1500); // 2 × 150 ms + 20 ms nominal; one unbounded attempt alone would take 2000 ms
      expect(warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ operation: 'upsertContact', reason: 'timeout' }));
    });

    it('never retries a ticket after a timeout: HubSpot may have created it', async () => {
      fake.delayResponses(700);
      const ticketsBefore = fake.tickets.length;
      const before = fake.requests.length;
      const { error } = await attemptsDuring(() => client({ timeoutMs: 350 }).createTicket(ticket()));
      expect(error?.upstream).toMatchObject({ reason: 'timeout', attempts: 1 });
      expect(warn).not.toHaveBeenCalled();
      const seen = await fakeSaw(before, 1);
      expect(seen).toBe(1);
      for (let waited = 0; fake.tickets.length === ticketsBefore && waited < 3000; waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(fake.tickets.length - ticketsBefore).toBe(1); // the slow answer still opened exactly one
    });
  });

  describe('5xx and network errors', () => {
    it('retries once after a 503 and succeeds', async () => {
      fake.failNext(1, 503);
      const { value, requests } = await attemptsDuring(() => client().upsertContact({ email: 'jane@example.com' }));
      expect(value).toEqual({ contactId, created: false });
      expect(requests).toBe(2);
    });

    it('retries a subscribe whose answer was lost; the landed first attempt makes it already_subscribed (NO_STATUS_CHANGE)', async () => {
      fake.failNext(1, 'lose-answer');
      const { value, requests } = await attemptsDuring(() => client().subscribe('lost@example.com'));
      expect(value).toEqual({ status: 'already_subscribed' });
      expect(requests).toBe(2);
      expect(fake.subscribers.has('lost@example.com')).toBe(true);
    });

    it('retries at most once', async () => {
      fake.failNext(3, 503);
      const { error, requests } = await attemptsDuring(() => client().subscribe('five@example.com'));
      expect(error?.upstream).toMatchObject({ reason: 'server_error', status: 503, attempts: 2 });
      expect(requests).toBe(2);
    });

    it('does not retry with maxRetries 0', async () => {
      fake.failNext(1, 500);
      const { error, requests } = await attemptsDuring(() => client({ maxRetries: 0 }).upsertContact({ email: 'a@example.com' }));
      expect(error?.upstream).toMatchObject({ reason: 'server_error', status: 500, attempts: 1 });
      expect(requests).toBe(1);
    });

    it('does not retry a ticket after a 5xx or a reset connection (the request was sent)', async () => {
      const ticketsBefore = fake.tickets.length;
      fake.failNext(1, 503);
      expect((await attemptsDuring(() => client().createTicket(ticket()))).requests).toBe(1);
      fake.failNext(1, 'reset');
      const reset = await attemptsDuring(() => client().createTicket(ticket()));
      expect(reset.requests).toBe(1);
      expect(reset.error?.upstream).toMatchObject({ reason: 'network', attempts: 1 });
      expect(fake.tickets.length).toBe(ticketsBefore);
    });

    it('retries a reset connection once for idempotent calls, then reports "network"', async () => {
      await fake.goDown('reset');
      const { error, requests } = await attemptsDuring(() => client().upsertContact({ email: 'jane@example.com' }));
      expect(error?.upstream).toMatchObject({ reason: 'network', attempts: 2 });
      expect(requests).toBe(2);
    });

    it('fails while HubSpot is down (503) and works again when it comes back', async () => {
      await fake.goDown('503');
      expect((await attemptsDuring(() => client().subscribe('down@example.com'))).error?.upstream.reason).toBe('server_error');
      await fake.comeBack();
      await expect(client().subscribe('down@example.com')).resolves.toEqual({ status: 'subscribed' });
    });

    it('retries even a ticket when the connection was refused (never sent), e.g. during a restart', async () => {
      await fake.goDown('refuse');
      const refused = await attemptsDuring(() => client().createTicket(ticket()));
      expect(refused.error?.upstream).toMatchObject({ reason: 'network', errorCode: 'ECONNREFUSED', attempts: 2 });
      expect(refused.requests).toBe(0);

      const ticketsBefore = fake.tickets.length;
      const comeBackOnRetry = { warn: () => void fake.comeBack() }; // HubSpot is back before the retry
      const recovered = await attemptsDuring(() => client({ retryDelayMs: 200, logger: comeBackOnRetry }).createTicket(ticket()));
      expect(recovered.value).toEqual({ ticketId: expect.any(String), existing: false });
      expect(fake.tickets.length - ticketsBefore).toBe(1);
    });
  });

  describe('HubSpot 429', () => {
    it('waits rateLimitWaitMs once and retries (also for a ticket: a 429 was not processed)', async () => {
      fake.failNext(1, 429);
      const upsert = await attemptsDuring(() => client().upsertContact({ email: 'jane@example.com' }));
      expect(upsert.value).toEqual({ contactId, created: false });
      expect(upsert.requests).toBe(2);
      expect(upsert.ms).toBeGreaterThanOrEqual(95);

      fake.failNext(1, 429);
      const created = await attemptsDuring(() => client().createTicket(ticket()));
      expect(created.value).toEqual({ ticketId: expect.any(String), existing: false });
      expect(created.requests).toBe(2);
    });

    it('fails as "rate_limited" when still limited after the one retry', async () => {
      fake.rateLimit();
      const { error, requests } = await attemptsDuring(() => client().upsertContact({ email: 'jane@example.com' }));
      expect(requests).toBe(2);
      expect(error?.upstream).toMatchObject({ reason: 'rate_limited', status: 429, category: 'RATE_LIMIT', attempts: 2 });
      expect(error?.status).toBe(502);
    });

    it('fails fast when the daily limit is gone, Retry-After exceeds timeoutMs, or rateLimitWaitMs is 0', async () => {
      fake.rateLimit({ policy: 'DAILY' });
      expect((await attemptsDuring(() => client().subscribe('q@example.com'))).requests).toBe(1);
      fake.rateLimit({ retryAfterSeconds: 5 });
      const long = await attemptsDuring(() => client().subscribe('q@example.com'));
      expect(long.requests).toBe(1);
      expect(long.error?.upstream).toMatchObject({ reason: 'rate_limited', retryAfterMs: 5000 });
      fake.rateLimit();
      expect((await attemptsDuring(() => client({ rateLimitWaitMs: 0 }).subscribe('q@example.com'))).requests).toBe(1);
    });

    it('honours a short Retry-After', async () => {
      fake.rateLimit({ retryAfterSeconds: 0.2, times: 1 });
      const { value, requests, ms } = await attemptsDuring(() => client({ rateLimitWaitMs: 10 }).subscribe('ra@example.com'));
      expect(value).toEqual({ status: 'subscribed' });
      expect(requests).toBe(2);
      expect(ms).toBeGreaterThanOrEqual(190);
    });
  });
});
