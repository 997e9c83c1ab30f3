import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';

describeEachEngine('POST /api/v1/newsletter-signup', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const post = (body: Record<string, string> | string, path = '/api/v1/newsletter-signup') => request(app.getHttpServer()).post(path).type('form').send(body);

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, fakes));
  }, 60_000);
  afterEach(() => fakes.hubspot.restore());
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  it('subscribes the address with consent, and is idempotent: same answer, one contact, one subscription', async () => {
    const first = await post({ email: 'News@Example.com' }).expect(200);
    expect(first.headers['api-version']).toBe('v1');
    expect(first.body).toEqual({ success: true, message: expect.any(String), contactId: expect.any(String) });
    // HubSpot's date-versioned subscription endpoint (the address in the path, the id a number).
    const sent = JSON.parse(fakes.hubspot.requestsTo('/communication-preferences/2026-09/statuses/news%40example.com').at(-1)?.body ?? '{}');
    expect(sent).toMatchObject({ channel: 'EMAIL', statusState: 'SUBSCRIBED', subscriptionId: 12345, legalBasis: 'CONSENT_WITH_NOTICE' });

    const second = await post({ email: 'news@example.com' }).expect(200);
    expect(second.body).toEqual(first.body);
    expect([...fakes.hubspot.contacts.keys()].filter((e) => e === 'news@example.com')).toHaveLength(1);
    expect([...fakes.hubspot.subscribers].filter((e) => e === 'news@example.com')).toHaveLength(1);
  });

  it('never blanks the name of a known contact', async () => {
    fakes.hubspot.addContact('known@example.com', { firstname: 'Kim', lastname: 'Known' });
    await post({ email: 'known@example.com' }).expect(200);
    expect(fakes.hubspot.contacts.get('known@example.com')?.properties).toMatchObject({ firstname: 'Kim', lastname: 'Known' });
  });

  it('serves the deprecated unversioned path with the same body, without API-Version, multipart too', async () => {
    const res = await post({ email: 'legacy-news@example.com' }, '/api/newsletter-signup').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['contactId', 'message', 'success']);
    expect(res.headers['api-version']).toBeUndefined();
    const multipart = await request(app.getHttpServer()).post('/api/newsletter-signup').field('email', 'legacy-news@example.com').expect(200);
    expect(multipart.body.contactId).toBe(res.body.contactId);
  });

  it('refuses a lone surrogate in the e-mail with 400 naming the field (it was a 500)', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/v1/newsletter-signup')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800"}')
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'email', rule: 'wellFormedUnicode' }] });
  });

  it('refuses a gzip Content-Encoding on a body that is not gzip with 415 (it was a 500)', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/v1/newsletter-signup')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@example.com"}')
      .expect(415);
    expect(res.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_CONTENT_ENCODING' });
    expect(res.headers['accept-encoding']).toBe('identity');
  });

  it.each([
    ['missing', {}, 'required'],
    ['malformed', { email: 'not-an-address' }, 'isEmail'],
    ['empty', { email: '' }, 'minLength'],
  ])('refuses an e-mail that is %s with 400 VALIDATION_FAILED', async (_name, body, rule) => {
    const res = await post(body as Record<string, string>).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'email', rule }] });
  });

  it('refuses other fields (the operation takes only an e-mail)', async () => {
    const res = await post({ email: 'a@example.com', captchaToken: 'valid' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'captchaToken', rule: 'unknownField', message: expect.any(String) }]);
  });

  describe('an address that unsubscribed from all e-mail before', () => {
    it('answers 409 NEWSLETTER_OPTED_OUT with a hint on what to do, never 502, on both paths; nothing changes', async () => {
      fakes.hubspot.optOutOfAllEmail('gone@example.com');
      const res = await post({ email: 'Gone@Example.com' }).expect(409);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['api-version']).toBe('v1');
      expect(res.body).toMatchObject({
        status: 409,
        code: 'NEWSLETTER_OPTED_OUT',
        type: expect.stringMatching(/\/problems\/newsletter-opted-out$/),
        detail: expect.any(String),
        hint: expect.stringMatching(/resubscribe.*contact the shop/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/gone@example\.com/i);
      expect(fakes.hubspot.subscribers.has('gone@example.com')).toBe(false);
      expect(fakes.hubspot.optedOutOfAll.has('gone@example.com')).toBe(true);
      const again = await post({ email: 'gone@example.com' }, '/api/newsletter-signup').expect(409);
      expect(again.body.code).toBe('NEWSLETTER_OPTED_OUT');
    });

    it('describes the code in the problem catalogue', async () => {
      const page = await request(app.getHttpServer()).get('/problems/newsletter-opted-out').set('Accept', 'application/json').expect(200);
      expect(page.body).toMatchObject({ code: 'NEWSLETTER_OPTED_OUT', status: 409, hint: expect.any(String) });
    });
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when HubSpot fails; a retry then succeeds', async () => {
    await fakes.hubspot.goDown('503');
    const res = await post({ email: 'later@example.com' }).expect(502);
    expect(res.body).toMatchObject({ status: 502, code: 'UPSTREAM_UNAVAILABLE', hint: expect.any(String) });
    await fakes.hubspot.comeBack();
    await post({ email: 'later@example.com' }).expect(200);
  });
});
