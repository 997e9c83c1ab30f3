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
