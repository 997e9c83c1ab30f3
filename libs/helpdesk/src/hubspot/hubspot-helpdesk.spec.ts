import { problemType } from '@fulfil/problem-details';
import { HelpdeskError } from '../helpdesk-error';
import { NewsletterOptedOutError } from '../newsletter-errors';
import { FakeHubSpot } from '../testing';
import { FakeHubSpotOptions } from '../testing/fake-hubspot';
import { HubSpotConfig } from './hubspot-config';
import { HubSpotHelpdesk } from './hubspot-helpdesk';

// The client calls HubSpot's date-versioned 2026-09 endpoints (the fake also serves the v3 ones).
const UPSERT = '/crm/objects/2026-09/contacts/batch/upsert';
const TICKETS = '/crm/objects/2026-09/tickets';
const STATUSES = '/communication-preferences/2026-09/statuses/';
const statusOf = (email: string) => `${STATUSES}${encodeURIComponent(email)}`;
const unsubscribeAllOf = (email: string) => `${statusOf(email)}/unsubscribe-all?channel=EMAIL`;

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
      const [request] = fake.requestsTo(UPSERT);
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
      expect(fake.requests.slice(before).map((r) => r.path)).toEqual([UPSERT, statusOf('nia@example.com')]);
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
      expect(JSON.parse(fake.requestsTo(TICKETS).at(-1)?.body ?? '{}')).toEqual({
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
    it('sets the subscription to SUBSCRIBED with CONSENT_WITH_NOTICE, then answers already_subscribed (NO_STATUS_CHANGE) without duplicates', async () => {
      await expect(client().subscribe('news@example.com')).resolves.toEqual({ status: 'subscribed' });
      await expect(client().subscribe('News@Example.com')).resolves.toEqual({ status: 'already_subscribed' });
      const requests = fake.requestsTo(statusOf('news@example.com'));
      expect(requests).toHaveLength(2);
      expect(requests[1].method).toBe('POST');
      expect(JSON.parse(requests[1].body)).toEqual({
        channel: 'EMAIL',
        statusState: 'SUBSCRIBED',
        subscriptionId: 12345,
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: 'Opted in via website newsletter form',
      });
      expect([...fake.subscribers].filter((e) => e === 'news@example.com')).toHaveLength(1);
    });

    it('puts the address in the path URL-encoded', async () => {
      await client().subscribe('o+tag@example.com');
      expect(fake.requests.at(-1)?.path).toBe(`${STATUSES}o%2Btag%40example.com`);
      expect(fake.subscribers.has('o+tag@example.com')).toBe(true);
    });

    it('fails on any other refusal (e.g. a wrong subscription id), after asking whether the address opted out', async () => {
      const before = fake.requests.length;
      const error = await client({ subscriptionId: '777' })
        .subscribe('x@example.com')
        .catch((e) => e);
      expect(error).toBeInstanceOf(HelpdeskError);
      expect(error.upstream).toMatchObject({ operation: 'subscribe', reason: 'rejected', status: 400, attempts: 1 });
      expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST ${statusOf('x@example.com')}`,
        `GET ${unsubscribeAllOf('x@example.com')}`,
      ]);
    });

    describe('an address that unsubscribed from all e-mail', () => {
      const cases: Array<[NonNullable<FakeHubSpotOptions['optedOutSubscribe']>, string]> = [
        ['refuse', 'HubSpot refuses it (400)'],
        ['keep-unsubscribed', 'HubSpot answers 200 but keeps it UNSUBSCRIBED'],
      ];
      it.each(cases)('is a 409 NEWSLETTER_OPTED_OUT, never a 502, when %s (%s)', async (optedOutSubscribe) => {
        const own = new FakeHubSpot({ optedOutSubscribe });
        const { url: ownUrl } = await own.start();
        try {
          own.optOutOfAllEmail('gone@example.com');
          const error = await client({ baseUrl: ownUrl })
            .signUpForNewsletter('Gone@Example.com')
            .catch((e) => e);
          expect(error).toBeInstanceOf(NewsletterOptedOutError);
          expect(error).not.toBeInstanceOf(HelpdeskError);
          expect([error.status, error.code, error.hint]).toEqual([409, 'NEWSLETTER_OPTED_OUT', expect.stringMatching(/resubscribe|contact the shop/)]);
          expect(JSON.stringify({ ...error, detail: error.detail })).not.toMatch(/gone@example\.com/i);
          expect(own.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
            `POST ${UPSERT}`,
            `POST ${statusOf('gone@example.com')}`,
            `GET ${unsubscribeAllOf('gone@example.com')}`,
          ]);
          expect(own.subscribers.has('gone@example.com')).toBe(false);
        } finally {
          await own.stop();
        }
      });

      it('is subscribed when HubSpot lets the signup lift the opt-out (no extra read)', async () => {
        const own = new FakeHubSpot({ optedOutSubscribe: 'resubscribe' });
        const { url: ownUrl } = await own.start();
        try {
          own.optOutOfAllEmail('back@example.com');
          await expect(client({ baseUrl: ownUrl }).subscribe('back@example.com')).resolves.toEqual({ status: 'subscribed' });
          expect(own.requestsTo(unsubscribeAllOf('back@example.com'))).toHaveLength(0);
        } finally {
          await own.stop();
        }
      });

      it('falls back to the 502 of the refusal when the opt-out read fails, and says so', async () => {
        fake.optOutOfAllEmail('unknown-state@example.com');
        const warn = jest.fn();
        fake.failNext(2, 503, { path: unsubscribeAllOf('unknown-state@example.com') });
        const error = await client({ logger: { warn }, retryDelayMs: 0 })
          .subscribe('unknown-state@example.com')
          .catch((e) => e);
        expect(error).toBeInstanceOf(HelpdeskError);
        expect(error.upstream).toMatchObject({ operation: 'subscribe', reason: 'rejected', status: 400 });
        expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/opted out/), expect.objectContaining({ operation: 'unsubscribeAllStatus', status: 503 }));
        expect(JSON.stringify(warn.mock.calls)).not.toMatch(/unknown-state@example\.com|test-token/);
      });

      it('is registered in the problem catalogue (409, with a hint)', () => {
        expect(problemType('NEWSLETTER_OPTED_OUT')).toMatchObject({ status: 409, hint: expect.stringMatching(/resubscribe/) });
      });
    });

    it('isOptedOutOfAllEmail reads the unsubscribe-all status (GET, channel EMAIL)', async () => {
      await expect(client().isOptedOutOfAllEmail('fresh@example.com')).resolves.toBe(false);
      fake.optOutOfAllEmail('Fresh@example.com');
      await expect(client().isOptedOutOfAllEmail('FRESH@example.com')).resolves.toBe(true);
      const read = fake.requestsTo(unsubscribeAllOf('fresh@example.com')).at(-1);
      expect(read?.method).toBe('GET');
      expect(read?.headers['authorization']).toBe('Bearer test-token');
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
      expect(() => client({ subscriptionId: 'newsletter' })).toThrow(/subscriptionId must be/);
      expect(() => client({ subscriptionId: ' 12345 ' })).not.toThrow();
      expect(new HubSpotHelpdesk({ accessToken: 't', pipeline: '0', pipelineStage: '1', subscriptionId: '1' }).baseUrl).toBe('https://api.hubapi.com');
    });
  });
});
