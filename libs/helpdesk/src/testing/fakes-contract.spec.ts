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

  it('answers a wrong token with 401 and HubSpot\'s error body', async () => {
    const response = await post('/crm/v3/objects/tickets', {}, 'nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: expect.stringContaining('Authentication credentials not found'), correlationId: expect.any(String), category: 'INVALID_AUTHENTICATION' });
  });

  it('answers 429 with the rate-limit body and X-HubSpot-RateLimit-* headers', async () => {
    fake.rateLimit();
    const response = await post('/communication-preferences/v3/subscribe', {});
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ status: 'error', errorType: 'RATE_LIMIT', policyName: 'TEN_SECONDLY_ROLLING', message: 'You have reached your ten_secondly_rolling limit.' });
    expect(response.headers.get('x-hubspot-ratelimit-remaining')).toBe('0');
    expect(response.headers.get('x-hubspot-ratelimit-interval-milliseconds')).toBe('10000');
  });

  it('answers batch upsert with 200 results[].id/new and a repeat subscribe with the exact 400 body', async () => {
    const upsert = await post('/crm/v3/objects/contacts/batch/upsert', { inputs: [{ idProperty: 'email', id: 'w@example.com', properties: { email: 'w@example.com' } }] });
    expect(upsert.status).toBe(200);
    expect(await upsert.json()).toMatchObject({ status: 'COMPLETE', results: [{ id: expect.any(String), new: true, archived: false }] });
    const body = { emailAddress: 'w@example.com', subscriptionId: '12345', legalBasis: 'CONSENT_WITH_NOTICE' };
    expect((await post('/communication-preferences/v3/subscribe', body)).status).toBe(200);
    const again = await post('/communication-preferences/v3/subscribe', body);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ status: 'error', message: 'w@example.com is already subscribed to subscription 12345', correlationId: expect.any(String), category: 'VALIDATION_ERROR' });
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
});

describe('FakeSiteverify wire format', () => {
  const fake = new FakeSiteverify();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('reads only form-encoded fields, as Google does', async () => {
    const json = await fetch(fake.verifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret: 'test-secret', response: 'valid' }) });
    expect(await json.json()).toEqual({ success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
    const form = await fetch(fake.verifyUrl, { method: 'POST', body: new URLSearchParams({ secret: 'test-secret', response: 'valid' }) });
    expect(await form.json()).toEqual({
      success: true, score: 0.9, action: 'contact_form_submit', hostname: 'www.example.com',
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), 'error-codes': [],
    });
  });
});
