import { FakeHubSpot } from './fake-hubspot';
import { FakeSiteverify } from './fake-siteverify';

/** The fakes' wire formats, checked with raw fetch (what the clients rely on). */
describe('FakeHubSpot wire format', () => {
  const fake = new FakeHubSpot();
  let url: string;
  const post = (path: string, body: unknown, token = 'test-token') =>
    fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => ({ url } = await fake.start()));
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  it("answers a wrong token with 401 and HubSpot's error body", async () => {
    const response = await post('/crm/v3/objects/tickets', {}, 'nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      message: expect.stringContaining('Authentication credentials not found'),
      correlationId: expect.any(String),
      category: 'INVALID_AUTHENTICATION',
    });
  });

  it('answers 429 with the rate-limit body and X-HubSpot-RateLimit-* headers', async () => {
    fake.rateLimit();
    const response = await post('/communication-preferences/v3/subscribe', {});
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({
      status: 'error',
      errorType: 'RATE_LIMIT',
      policyName: 'TEN_SECONDLY_ROLLING',
      message: 'You have reached your ten_secondly_rolling limit.',
    });
    expect(response.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    expect(response.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
  });

  it('answers batch upsert with 200 results[].id/new and a repeat subscribe with the exact 400 body', async () => {
    const upsert = await post('/crm/v3/objects/contacts/batch/upsert', {
      inputs: [{ idProperty: 'email', id: 'w@example.com', properties: { email: 'w@example.com' } }],
    });
    expect(upsert.status).toBe(200);
    expect(await upsert.json()).toMatchObject({ status: 'COMPLETE', results: [{ id: expect.any(String), new: true, archived: false }] });
    const body = { emailAddress: 'w@example.com', subscriptionId: '12345', legalBasis: 'CONSENT_WITH_NOTICE' };
    expect((await post('/communication-preferences/v3/subscribe', body)).status).toBe(200);
    const again = await post('/communication-preferences/v3/subscribe', body);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      status: 'error',
      message: 'w@example.com is already subscribed to subscription 12345',
      correlationId: expect.any(String),
      category: 'VALIDATION_ERROR',
    });
  });

  it('refuses a ticket with association type 15 (contact to ticket)', async () => {
    const contactId = fake.addContact('t@example.com');
    const response = await post('/crm/v3/objects/tickets', {
      properties: { subject: 's', content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1' },
      associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 15 }] }],
    });
    expect(response.status).toBe(400);
    expect(fake.tickets).toHaveLength(0);
  });

  it("refuses a ticket property the account does not define, with HubSpot's PROPERTY_DOESNT_EXIST", async () => {
    const contactId = fake.addContact('p@example.com');
    const response = await post('/crm/v3/objects/tickets', {
      properties: { subject: 's', content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1', no_such_property: 'x' },
      associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR', message: expect.stringContaining('PROPERTY_DOESNT_EXIST') });
  });

  describe('both path families: legacy v3 and date-versioned 2026-09 (same CRM bodies, one state)', () => {
    const families = [
      ['v3', '/crm/v3/objects'],
      ['2026-09', '/crm/objects/2026-09'],
    ] as const;

    it.each(families)('%s: batch upsert, ticket create and search answer the documented shapes', async (_family, base) => {
      const email = `family-${_family}@example.com`;
      const upsert = await post(`${base}/contacts/batch/upsert`, { inputs: [{ idProperty: 'email', id: email, properties: { email } }] });
      expect(upsert.status).toBe(200);
      const upserted = (await upsert.json()) as { results: Array<{ id: string }> };
      expect(upserted).toMatchObject({ status: 'COMPLETE', results: [{ id: expect.any(String), new: true, archived: false }] });
      const contactId = upserted.results[0].id;
      const created = await post(`${base}/tickets`, {
        properties: { subject: `s-${_family}`, content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1', fulfil_enquiry_id: `fam-${_family}` },
        associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
      });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({
        id: expect.any(String),
        properties: expect.any(Object),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        archived: false,
      });
      const found = await post(`${base}/tickets/search`, {
        filterGroups: [{ filters: [{ propertyName: 'fulfil_enquiry_id', operator: 'EQ', value: `fam-${_family}` }] }],
        limit: 1,
      });
      expect(await found.json()).toMatchObject({ total: 1, results: [{ id: expect.any(String), archived: false }] });
      expect((await post(`${base}/contacts/batch/upsert`, {}, 'nope')).status).toBe(401);
    });

    it("enforces the account's required ticket properties on 2026-09 writes only (HubSpot's write-validation enforcement)", async () => {
      const strict = new FakeHubSpot({ requiredTicketProperties: ['hs_ticket_priority'] });
      const { url: strictUrl } = await strict.start();
      try {
        const contactId = strict.addContact('r@example.com');
        const create = (path: string, extra: Record<string, string> = {}) =>
          fetch(`${strictUrl}${path}`, {
            method: 'POST',
            headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
            body: JSON.stringify({
              properties: { subject: 's', content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1', ...extra },
              associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
            }),
          });
        const refused = await create('/crm/objects/2026-09/tickets');
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR', message: expect.stringContaining('hs_ticket_priority') });
        expect((await create('/crm/objects/2026-09/tickets', { hs_ticket_priority: 'HIGH' })).status).toBe(201);
        expect((await create('/crm/v3/objects/tickets')).status).toBe(201);
      } finally {
        await strict.stop();
      }
    });
  });

  describe('date-versioned subscription status (docs/external-contracts.md "Newsletter subscription")', () => {
    const STATUSES = '/communication-preferences/2026-09/statuses';
    // The members HubSpot's reference documents for a result of "Update a contact's subscription status".
    const DOCUMENTED_RESULT_KEYS = [
      'channel',
      'source',
      'status',
      'subscriberIdString',
      'subscriptionId',
      'timestamp',
      'businessUnitId',
      'legalBasis',
      'legalBasisExplanation',
      'setStatusSuccessReason',
      'subscriptionName',
    ];
    const DOCUMENTED_BODY_KEYS = ['completedAt', 'results', 'startedAt', 'status', 'errors', 'links', 'numErrors', 'requestedAt'];
    const setStatus = (email: string, body: Record<string, unknown> = {}) =>
      post(`${STATUSES}/${encodeURIComponent(email)}`, {
        channel: 'EMAIL',
        statusState: 'SUBSCRIBED',
        subscriptionId: 12345,
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: 'Opted in via website newsletter form',
        ...body,
      });
    const categoryOf = async (response: Response) => ((await response.json()) as { category?: string }).category;
    const unsubscribeAll = (email: string, query = '?channel=EMAIL') =>
      fetch(`${url}${STATUSES}/${encodeURIComponent(email)}/unsubscribe-all${query}`, { headers: { authorization: 'Bearer test-token' } });

    it('sets a subscription: 200 with the documented members, then NO_STATUS_CHANGE (idempotent)', async () => {
      const first = await setStatus('d@example.com');
      expect(first.status).toBe(200);
      const body = (await first.json()) as { results: Array<Record<string, unknown>> };
      expect(DOCUMENTED_BODY_KEYS).toEqual(expect.arrayContaining(Object.keys(body)));
      expect(body).toMatchObject({
        status: 'COMPLETE',
        results: [{ channel: 'EMAIL', status: 'SUBSCRIBED', subscriberIdString: 'd@example.com', subscriptionId: 12345 }],
      });
      expect(DOCUMENTED_RESULT_KEYS).toEqual(expect.arrayContaining(Object.keys(body.results[0])));
      expect(body.results[0].setStatusSuccessReason).not.toBe('NO_STATUS_CHANGE');
      const again = (await (await setStatus('D@example.com')).json()) as { results: Array<Record<string, unknown>> };
      expect(again.results[0]).toMatchObject({ status: 'SUBSCRIBED', setStatusSuccessReason: 'NO_STATUS_CHANGE' });
      expect(fake.subscribers.has('d@example.com')).toBe(true);
    });

    it('refuses what the reference does not allow: another channel, a string or unknown subscription id, an unknown legal basis', async () => {
      for (const wrong of [{ channel: 'SMS' }, { subscriptionId: '12345' }, { subscriptionId: 999 }, { legalBasis: 'BECAUSE' }, { statusState: 'YES' }]) {
        const res = await setStatus('w2@example.com', wrong);
        expect([res.status, await categoryOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
      }
      expect(fake.subscribers.has('w2@example.com')).toBe(false);
    });

    it('reads the unsubscribe-all status: empty results, or one UNSUBSCRIBED result once the address opted out of all e-mail', async () => {
      const none = await unsubscribeAll('u@example.com');
      expect(none.status).toBe(200);
      expect(await none.json()).toEqual({ status: 'COMPLETE', results: [], startedAt: expect.any(String), completedAt: expect.any(String) });
      fake.optOutOfAllEmail('U@example.com');
      expect(await (await unsubscribeAll('u@example.com')).json()).toMatchObject({
        results: [
          { channel: 'EMAIL', status: 'UNSUBSCRIBED', subscriberIdString: 'u@example.com', timestamp: expect.any(String), wideStatusType: expect.any(String) },
        ],
      });
      expect((await unsubscribeAll('u@example.com', '')).status).toBe(400); // channel is required
    });

    it('refuses to subscribe an address that opted out of all e-mail, on v3 (documented) and, by default, on 2026-09', async () => {
      fake.optOutOfAllEmail('out@example.com');
      const v3 = await post('/communication-preferences/v3/subscribe', {
        emailAddress: 'out@example.com',
        subscriptionId: '12345',
        legalBasis: 'CONSENT_WITH_NOTICE',
      });
      expect([v3.status, await categoryOf(v3)]).toEqual([400, 'VALIDATION_ERROR']);
      const dated = await setStatus('out@example.com');
      expect([dated.status, await categoryOf(dated)]).toEqual([400, 'VALIDATION_ERROR']);
      expect(fake.subscribers.has('out@example.com')).toBe(false);
    });
  });

  describe('ticket search (POST /crm/v3/objects/tickets/search, docs/external-contracts.md "Ticket search")', () => {
    // Without the search rate limit here; the last tests check it on a fake of their own.
    const fake = new FakeHubSpot({ searchRequestsPerSecond: 0 });
    let url: string;
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    beforeAll(async () => ({ url } = await fake.start()));
    afterEach(() => fake.restore());
    afterAll(() => fake.stop());

    const ticket = async (reference: string) => {
      const contactId = fake.addContact('s@example.com');
      const response = await post('/crm/v3/objects/tickets', {
        properties: { subject: `about ${reference}`, content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1', fulfil_enquiry_id: reference },
        associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const totalOf = async (response: Response) => ((await response.json()) as { total: number }).total;
    const search = (value: string, extra: Record<string, unknown> = {}) =>
      post('/crm/v3/objects/tickets/search', {
        filterGroups: [{ filters: [{ propertyName: 'fulfil_enquiry_id', operator: 'EQ', value }] }],
        properties: ['fulfil_enquiry_id', 'subject'],
        limit: 10,
        ...extra,
      });

    it('answers {total, results:[{id, properties, createdAt, updatedAt, archived}]} for an EQ filter on our property', async () => {
      const id = await ticket('ref-1');
      await ticket('ref-2');
      const response = await search('ref-1');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        total: 1,
        results: [
          {
            id,
            properties: {
              fulfil_enquiry_id: 'ref-1',
              subject: 'about ref-1',
              hs_object_id: id,
              createdate: expect.any(String),
              hs_lastmodifieddate: expect.any(String),
            },
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
            archived: false,
          },
        ],
      });
      expect(await (await search('ref-none')).json()).toEqual({ total: 0, results: [] });
    });

    it('sorts, pages with after, ORs filter groups and refuses what HubSpot refuses (unknown operator, limit over 200)', async () => {
      const first = await ticket('dup');
      const second = await ticket('dup');
      const page = await (await search('dup', { sorts: [{ propertyName: 'createdate', direction: 'DESCENDING' }], limit: 1 })).json();
      expect(page).toMatchObject({ total: 2, results: [{ id: second }], paging: { next: { after: '1' } } });
      expect(await (await search('dup', { sorts: [{ propertyName: 'createdate', direction: 'ASCENDING' }], limit: 1, after: '1' })).json()).toMatchObject({
        total: 2,
        results: [{ id: second }],
      });
      const either = await post('/crm/v3/objects/tickets/search', {
        filterGroups: [
          { filters: [{ propertyName: 'fulfil_enquiry_id', operator: 'EQ', value: 'dup' }] },
          { filters: [{ propertyName: 'hs_object_id', operator: 'EQ', value: first }] },
        ],
      });
      expect(await totalOf(either)).toBe(2);
      expect(
        (await post('/crm/v3/objects/tickets/search', { filterGroups: [{ filters: [{ propertyName: 'subject', operator: 'CONTAINS_TOKEN', value: 'x' }] }] }))
          .status,
      ).toBe(400);
      expect((await search('dup', { limit: 201 })).status).toBe(400);
    });

    it('is eventually consistent: a ticket younger than searchLagMs is not found yet', async () => {
      fake.setSearchLag(60_000);
      try {
        await ticket('fresh');
        expect(await totalOf(await search('fresh'))).toBe(0);
      } finally {
        fake.setSearchLag(0);
      }
      expect(await totalOf(await search('fresh'))).toBe(1);
    });

    it('limits search to 5 requests per rolling second (by default) with its own 429, policy SECONDLY', async () => {
      const limitedFake = new FakeHubSpot();
      const { url: limitedUrl } = await limitedFake.start();
      try {
        const once = () =>
          fetch(`${limitedUrl}/crm/v3/objects/tickets/search`, {
            method: 'POST',
            headers: { authorization: 'Bearer test-token', 'content-type': 'application/json' },
            body: JSON.stringify({ filterGroups: [] }),
          });
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await once());
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
        expect(await answers[5].json()).toMatchObject({ status: 'error', errorType: 'RATE_LIMIT', policyName: 'SECONDLY' });
      } finally {
        await limitedFake.stop();
      }
    });

    it('failNext(..., "lose-answer", { path }) processes the request, then resets the connection', async () => {
      const contactId = fake.addContact('l@example.com');
      const before = fake.tickets.length;
      fake.failNext(1, 'lose-answer', { path: '/crm/v3/objects/tickets' });
      const upsert = await post('/crm/v3/objects/contacts/batch/upsert', {
        inputs: [{ idProperty: 'email', id: 'l@example.com', properties: { email: 'l@example.com' } }],
      });
      expect(upsert.status).toBe(200); // another path: not affected
      const lost = await post('/crm/v3/objects/tickets', {
        properties: { subject: 's', content: 'c', hs_pipeline: '0', hs_pipeline_stage: '1' },
        associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
      }).then(
        () => 'answered',
        (e: Error) => e.message,
      );
      expect(lost).toBe('fetch failed');
      expect(fake.tickets.length).toBe(before + 1);
    });
  });
});

describe('FakeSiteverify wire format', () => {
  const fake = new FakeSiteverify();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it.each([
    ['bad-request', 'test-secret', ['bad-request']],
    ['invalid-input-response', 'test-secret', ['invalid-input-response']],
    ['timeout-or-duplicate', 'test-secret', ['timeout-or-duplicate']],
    ['valid', 'wrong-secret', ['invalid-input-secret']],
    ['valid', '', ['missing-input-secret']],
    ['', 'test-secret', ['missing-input-response']],
  ])("answers token %j with secret %j as Google's {success:false, error-codes: %j}", async (response, secret, codes) => {
    const form = new URLSearchParams({ ...(secret ? { secret } : {}), ...(response ? { response } : {}) });
    const res = await fetch(fake.verifyUrl, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, 'error-codes': codes });
  });

  it('reads only form-encoded fields, as Google does', async () => {
    const json = await fetch(fake.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'test-secret', response: 'valid' }),
    });
    expect(await json.json()).toEqual({ success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
    const form = await fetch(fake.verifyUrl, { method: 'POST', body: new URLSearchParams({ secret: 'test-secret', response: 'valid' }) });
    expect(await form.json()).toEqual({
      success: true,
      score: 0.9,
      action: 'contact_form_submit',
      hostname: 'www.example.com',
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      'error-codes': [],
    });
  });
});
