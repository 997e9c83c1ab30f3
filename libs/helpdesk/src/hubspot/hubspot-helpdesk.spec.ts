import { HelpdeskError } from '../helpdesk-error';
import { FakeHubSpot } from '../testing';
import { HubSpotConfig } from './hubspot-config';
import { HubSpotHelpdesk } from './hubspot-helpdesk';

describe('HubSpotHelpdesk against the fake HubSpot', () => {
  const fake = new FakeHubSpot();
  let url: string;
  const client = (overrides: Partial<HubSpotConfig> = {}) =>
    new HubSpotHelpdesk({ accessToken: 'test-token', baseUrl: url, pipeline: '0', pipelineStage: '1', subscriptionId: '12345', timeoutMs: 1000, ...overrides });
  const jane = { email: 'Jane@Example.com ', firstName: 'Jane', lastName: 'Doe', telephone: '+4930123456', company: 'Acme' };

  beforeAll(async () => ({ url } = await fake.start()));
  afterAll(() => fake.stop());

  describe('upsertContact', () => {
    it('creates a contact with one batch upsert keyed by e-mail', async () => {
      const result = await client().upsertContact(jane);
      expect(result).toEqual({ contactId: expect.stringMatching(/^\d+$/), created: true });
      const [request] = fake.requestsTo('/crm/v3/objects/contacts/batch/upsert');
      expect(request.headers['authorization']).toBe('Bearer test-token');
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual({
        inputs: [
          {
            idProperty: 'email',
            id: 'jane@example.com',
            properties: { email: 'jane@example.com', firstname: 'Jane', lastname: 'Doe', phone: '+4930123456', company: 'Acme' },
          },
        ],
      });
    });

    it('updates the same contact the second time, without sending blank fields', async () => {
      const first = await client().upsertContact({ email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', company: 'Acme' });
      const second = await client().upsertContact({ email: 'ANN@example.com', company: '  ', telephone: undefined });
      expect(second).toEqual({ contactId: first.contactId, created: false });
      expect(JSON.parse(fake.requests.at(-1)?.body ?? '{}').inputs[0].properties).toEqual({ email: 'ann@example.com' });
      expect(fake.contacts.get('ann@example.com')?.properties).toMatchObject({ firstname: 'Ann', company: 'Acme' });
    });

    it('treats a 207 (input failed) as failure, without retrying', async () => {
      const before = fake.requests.length;
      const error = await client()
        .upsertContact({ email: 'bob@invalid.example' })
        .catch((e) => e);
      expect(error).toBeInstanceOf(HelpdeskError);
      expect(error.upstream).toMatchObject({ reason: 'rejected', status: 207, category: 'VALIDATION_ERROR', attempts: 1 });
      expect(fake.requests.length - before).toBe(1);
    });
  });

  describe('signUpForNewsletter', () => {
    it('upserts the contact by e-mail only, then subscribes it: the same two calls as before, the contact id answered', async () => {
      const { contactId } = await client().upsertContact({ email: 'nia@example.com', firstName: 'Nia' });
      const before = fake.requests.length;
      const result = await client().signUpForNewsletter(' NIA@example.com');
      expect(result).toEqual({ contactId, status: 'subscribed' });
      expect(fake.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual([
        '/crm/v3/objects/contacts/batch/upsert',
        '/communication-preferences/v3/subscribe',
      ]);
      expect(JSON.parse(fake.requests[before].body).inputs[0].properties).toEqual({ email: 'nia@example.com' });
      expect(fake.contacts.get('nia@example.com')?.properties).toMatchObject({ firstname: 'Nia' });
      expect(fake.subscribers.has('nia@example.com')).toBe(true);
    });
  });

  describe('createTicket', () => {
    it('opens a ticket in the configured pipeline, associated to the contact (type 16) in the same call', async () => {
      const { contactId } = await client().upsertContact(jane);
      const result = await client().createTicket({ contactId, subject: 'Delivery question', content: 'Where is my order?' });
      expect(result).toEqual({ ticketId: expect.stringMatching(/^\d+$/), existing: false });
      expect(JSON.parse(fake.requestsTo('/crm/v3/objects/tickets').at(-1)?.body ?? '{}')).toEqual({
        properties: { subject: 'Delivery question', content: 'Where is my order?', hs_pipeline: '0', hs_pipeline_stage: '1' },
        associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }],
      });
      expect(fake.tickets.at(-1)).toMatchObject({ id: result.ticketId, contactIds: [contactId], subject: 'Delivery question' });
    });

    it('maps a refused ticket (unknown contact, bad stage) to HelpdeskError "rejected"', async () => {
      const unknownContact = await client()
        .createTicket({ contactId: '999999', subject: 's', content: 'c' })
        .catch((e) => e);
      expect(unknownContact.upstream).toMatchObject({ reason: 'rejected', status: 400, category: 'VALIDATION_ERROR' });
      const { contactId } = await client().upsertContact(jane);
      const badStage = await client({ pipelineStage: '99' })
        .createTicket({ contactId, subject: 's', content: 'c' })
        .catch((e) => e);
      expect(badStage).toBeInstanceOf(HelpdeskError);
      expect(badStage.upstream.reason).toBe('rejected');
    });
  });

  describe('subscribe', () => {
    it('subscribes with CONSENT_WITH_NOTICE, then answers already_subscribed (HubSpot 400) without duplicates', async () => {
      await expect(client().subscribe('news@example.com')).resolves.toEqual({ status: 'subscribed' });
      await expect(client().subscribe('News@Example.com')).resolves.toEqual({ status: 'already_subscribed' });
      const bodies = fake.requestsTo('/communication-preferences/v3/subscribe').map((r) => JSON.parse(r.body));
      expect(bodies.at(-1)).toEqual({
        emailAddress: 'news@example.com',
        subscriptionId: '12345',
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: 'Opted in via website newsletter form',
      });
      expect([...fake.subscribers].filter((e) => e === 'news@example.com')).toHaveLength(1);
    });

    it('fails on any other 400 (e.g. a wrong subscription id)', async () => {
      const error = await client({ subscriptionId: '777' })
        .subscribe('x@example.com')
        .catch((e) => e);
      expect(error).toBeInstanceOf(HelpdeskError);
      expect(error.upstream).toMatchObject({ reason: 'rejected', status: 400, attempts: 1 });
    });
  });

  describe('errors', () => {
    it('maps a wrong token to 502 UPSTREAM_UNAVAILABLE without retry or secrets in the problem', async () => {
      const before = fake.requests.length;
      const error = await client({ accessToken: 'pat-na1-secret-token' })
        .upsertContact(jane)
        .catch((e) => e);
      expect(fake.requests.length - before).toBe(1);
      expect(error).toBeInstanceOf(HelpdeskError);
      expect([error.status, error.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
      expect(error.upstream).toMatchObject({
        service: 'hubspot',
        operation: 'upsertContact',
        reason: 'unauthorized',
        status: 401,
        category: 'INVALID_AUTHENTICATION',
        correlationId: expect.any(String),
      });
      const serialised = JSON.stringify({ ...error, detail: error.detail, hint: error.hint });
      expect(serialised).not.toMatch(/secret-token|"upstream"|correlation|jane|401|INVALID_AUTH/i);
      expect(Object.keys(error)).not.toContain('upstream');
    });

    it('maps a 2xx body it cannot read to "bad_response"', async () => {
      fake.failNext(1, 'garbage');
      const error = await client()
        .upsertContact(jane)
        .catch((e) => e);
      expect(error.upstream).toMatchObject({ reason: 'bad_response', status: 200 });
    });

    it('refuses invalid configuration at construction', () => {
      expect(() => client({ maxRetries: 2 })).toThrow(/maxRetries/);
      expect(() => client({ accessToken: ' ' })).toThrow(/accessToken/);
      expect(() => client({ pipeline: '' })).toThrow(/pipeline/);
      expect(() => client({ timeoutMs: 0 })).toThrow(/timeoutMs/);
      expect(new HubSpotHelpdesk({ accessToken: 't', pipeline: '0', pipelineStage: '1', subscriptionId: '1' }).baseUrl).toBe('https://api.hubapi.com');
    });
  });
});
