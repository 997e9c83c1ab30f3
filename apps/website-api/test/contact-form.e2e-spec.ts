import { INestApplication, Logger } from '@nestjs/common';
import request from 'supertest';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { EnquiryEntity, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

describeEachEngine('POST /api/v1/contact-form', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const http = () => request(app.getHttpServer());
  const post = (form: Record<string, unknown>, path = '/api/v1/contact-form') =>
    http()
      .post(path)
      .type('form')
      .send(form as Record<string, string>);
  const enquiries = () => db.dataSource.getRepository(EnquiryEntity).count();

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(testConfig(db.url, fakes, { RECAPTCHA_ALLOWED_HOSTNAMES: 'www.example.com' }));
  }, 60_000);
  afterEach(() => Promise.all([fakes.hubspot.restore(), fakes.siteverify.restore()]));
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  describe('success', () => {
    it('verifies the token, upserts the contact, opens the ticket and answers the ids', async () => {
      const form = contactForm({ email: 'Jane.Doe@Example.com' });
      const res = await post(form).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['api-version']).toBe('v1');
      expect(res.body).toEqual({ success: true, message: expect.any(String), contactId: expect.any(String), ticketId: expect.any(String) });

      expect(fakes.siteverify.forms.at(-1)).toEqual({ secret: 'test-secret', response: 'valid', remoteip: expect.stringMatching(/127\.0\.0\.1|::1/) });
      const upsert = JSON.parse(fakes.hubspot.requestsTo('/crm/objects/2026-09/contacts/batch/upsert').at(-1)?.body ?? '{}');
      expect(upsert).toEqual({
        inputs: [
          {
            idProperty: 'email',
            id: 'jane.doe@example.com',
            properties: { email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe', phone: '+493012345678', company: 'Acme' },
          },
        ],
      });
      const ticket = fakes.hubspot.tickets.find((t) => t.id === res.body.ticketId);
      expect(ticket).toMatchObject({ subject: 'Delivery', content: form.message, pipeline: '0', stage: '1', contactIds: [res.body.contactId] });
      const sent = JSON.parse(fakes.hubspot.requestsTo('/crm/objects/2026-09/tickets').at(-1)?.body ?? '{}');
      expect(sent.associations).toEqual([{ to: { id: res.body.contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }]);
      expect(fakes.hubspot.requests.at(-1)?.headers['authorization']).toBe('Bearer test-token');
    });

    it('serves the deprecated unversioned path with the same fields and body, without API-Version', async () => {
      const res = await post(contactForm({ email: 'legacy@example.com' }), '/api/contact-form').expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['contactId', 'message', 'success', 'ticketId']);
      expect(res.body.success).toBe(true);
      expect(res.headers['api-version']).toBeUndefined();
      expect(res.headers['ratelimit-policy']).toBeDefined();
    });

    it('sends optional fields only when given (blank counts as absent)', async () => {
      await post(contactForm({ email: 'min@example.com', telephone: '  ', company: undefined, captchaAction: undefined })).expect(200);
      const upsert = JSON.parse(fakes.hubspot.requestsTo('/crm/objects/2026-09/contacts/batch/upsert').at(-1)?.body ?? '{}');
      expect(upsert.inputs[0].properties).toEqual({ email: 'min@example.com', firstname: 'Jane', lastname: 'Doe' });
    });
  });

  describe('content types', () => {
    it('accepts multipart/form-data', async () => {
      const form = contactForm({ email: 'multipart@example.com' });
      let req = http().post('/api/v1/contact-form');
      for (const [k, v] of Object.entries(form)) req = req.field(k, v);
      const res = await req.expect(200);
      expect(res.body.success).toBe(true);
      expect(fakes.hubspot.tickets.at(-1)?.content).toBe(form.message);
    });

    it('accepts JSON with the same fields', async () => {
      const res = await http()
        .post('/api/v1/contact-form')
        .send(contactForm({ email: 'json@example.com' }))
        .expect(200);
      expect(res.body.success).toBe(true);
    });

    it('refuses a file part with 400 FILE_UPLOAD_NOT_ACCEPTED and stores nothing', async () => {
      const before = await enquiries();
      let req = http().post('/api/v1/contact-form');
      for (const [k, v] of Object.entries(contactForm())) req = req.field(k, v);
      const res = await req.attach('attachment', Buffer.from('%PDF-1.4'), 'cv.pdf').expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'FILE_UPLOAD_NOT_ACCEPTED' });
      expect(await enquiries()).toBe(before);
    });

    it('refuses a multipart body over its limits with 413', async () => {
      let req = http().post('/api/v1/contact-form');
      for (let i = 0; i < 25; i++) req = req.field(`f${i}`, 'x');
      const res = await req.expect(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers another content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const res = await http().post('/api/v1/contact-form').set('Content-Type', 'text/plain').send('email=jane@example.com').expect(415);
      expect(res.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(res.headers['accept-post']).toContain('multipart/form-data');
    });
  });

  describe('field rules (400 VALIDATION_FAILED)', () => {
    it.each([
      ['email missing', { email: undefined }, 'email', 'required'],
      ['email malformed', { email: 'jane.example.com' }, 'email', 'isEmail'],
      ['email empty', { email: ' ' }, 'email', 'minLength'],
      ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'maxLength'],
      ['firstName empty', { firstName: '' }, 'firstName', 'minLength'],
      ['firstName missing', { firstName: undefined }, 'firstName', 'required'],
      ['lastName blank', { lastName: '   ' }, 'lastName', 'minLength'],
      ['lastName missing', { lastName: undefined }, 'lastName', 'required'],
      ['message empty', { message: '' }, 'message', 'minLength'],
      ['message missing', { message: undefined }, 'message', 'required'],
      ['message too long', { message: 'x'.repeat(10_001) }, 'message', 'maxLength'],
      ['helpWith empty', { helpWith: '' }, 'helpWith', 'minLength'],
      ['helpWith missing', { helpWith: undefined }, 'helpWith', 'required'],
      ['telephone too long', { telephone: '1'.repeat(41) }, 'telephone', 'maxLength'],
      ['company too long', { company: 'c'.repeat(201) }, 'company', 'maxLength'],
      ['captchaAction other than contact_form_submit', { captchaAction: 'login' }, 'captchaAction', 'equals'],
      ['unknown field', { website: 'http://spam.example' }, 'website', 'unknownField'],
    ])('%s', async (_name, overrides, field, rule) => {
      const before = fakes.siteverify.requests.length;
      const res = await post(contactForm(overrides as Record<string, string | undefined>)).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', title: 'Validation failed', instance: '/api/v1/contact-form' });
      expect(res.body.errors).toEqual([{ field, rule, message: expect.any(String) }]);
      expect(res.body.type).toMatch(/\/problems\/validation-failed$/);
      expect(fakes.siteverify.requests.length).toBe(before); // fields first, then the bot check
    });

    it('reports a field that is not text (a repeated form field, a JSON number) as isString', async () => {
      const repeated = await http()
        .post('/api/v1/contact-form')
        .type('form')
        .send('email=a@example.com&email=b@example.com&firstName=J&lastName=D&message=m&helpWith=h&captchaToken=valid')
        .expect(400);
      expect(repeated.body.errors).toEqual([{ field: 'email', rule: 'isString', message: expect.any(String) }]);
      const numeric = await http()
        .post('/api/v1/contact-form')
        .send({ ...contactForm(), firstName: 42 })
        .expect(400);
      expect(numeric.body.errors).toEqual([{ field: 'firstName', rule: 'isString', message: expect.any(String) }]);
    });

    it('refuses a NUL character in a name or message, in every content type, naming the field and storing nothing', async () => {
      const before = await enquiries();
      const form = contactForm({ firstName: 'Ja\u0000ne', message: 'Hello\u0000' });
      const json = await http().post('/api/v1/contact-form').send(form).expect(400);
      const urlencoded = await post(form).expect(400);
      let req = http().post('/api/v1/contact-form');
      for (const [k, v] of Object.entries(form)) req = req.field(k, v);
      const multipart = await req.expect(400);
      for (const res of [json, urlencoded, multipart]) {
        expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', hint: expect.any(String) });
        expect(res.body.errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`)).toEqual([
          'firstName:noNulCharacter',
          'message:noNulCharacter',
        ]);
      }
      expect(await enquiries()).toBe(before);
    });

    it('refuses a lone surrogate in a JSON field with 400 naming it (it was a 500)', async () => {
      const res = await http()
        .post('/api/v1/contact-form')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(contactForm({ lastName: 'Doe\ud800' })))
        .expect(400);
      expect(res.body.errors).toEqual([{ field: 'lastName', rule: 'wellFormedUnicode', message: expect.any(String) }]);
    });

    it('refuses a body nested 1,500 levels deep with 400 BODY_TOO_DEEP (it was a 500)', async () => {
      const res = await http()
        .post('/api/v1/contact-form')
        .set('Content-Type', 'application/json')
        .send('['.repeat(1500) + ']'.repeat(1500))
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'BODY_TOO_DEEP', instance: '/api/v1/contact-form' });
    });

    it('lists every failing field at once, the token included', async () => {
      const res = await post({}).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`).sort()).toEqual([
        'captchaToken:required',
        'email:required',
        'firstName:required',
        'helpWith:required',
        'lastName:required',
        'message:required',
      ]);
      const none = await http().post('/api/v1/contact-form').expect(400); // no body at all
      expect(none.body.errors).toHaveLength(6);
    });
  });

  describe('bot check outcomes', () => {
    const refused = async (overrides: Record<string, string | undefined>, status: number, code: string) => {
      const before = { enquiries: await enquiries(), hubspot: fakes.hubspot.requests.length };
      const res = await post(contactForm(overrides)).expect(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status, code });
      expect(await enquiries()).toBe(before.enquiries);
      expect(fakes.hubspot.requests.length).toBe(before.hubspot);
      return res;
    };

    it('missing or blank token: 400 CAPTCHA_MISSING, without calling siteverify', async () => {
      const before = fakes.siteverify.requests.length;
      await refused({ captchaToken: undefined }, 400, 'CAPTCHA_MISSING');
      await refused({ captchaToken: '   ' }, 400, 'CAPTCHA_MISSING');
      expect(fakes.siteverify.requests.length).toBe(before);
    });

    it.each([
      ['invalid', 'not-a-token'],
      ['expired or reused (timeout-or-duplicate)', 'timeout-or-duplicate'],
      ['issued for another action', 'wrong-action'],
      ['scored below the threshold', 'low-score'],
      ['from a host not allowed', 'wrong-hostname'],
    ])('%s token: 401 CAPTCHA_INVALID with a detail that does not say which check failed', async (_name, token) => {
      const res = await refused({ captchaToken: token }, 401, 'CAPTCHA_INVALID');
      expect(res.body.detail).not.toMatch(/score|action|hostname/i);
      expect(res.body.type).toMatch(/\/problems\/captcha-invalid$/);
    });

    it('a token used twice passes once, then 401', async () => {
      await post(contactForm({ captchaToken: 'once-abc' })).expect(200);
      await refused({ captchaToken: 'once-abc' }, 401, 'CAPTCHA_INVALID');
    });

    it.each([
      ['invalid-input-response', 401, 'CAPTCHA_INVALID'],
      ['timeout-or-duplicate', 401, 'CAPTCHA_INVALID'],
      ['missing-input-response', 400, 'CAPTCHA_MISSING'],
    ])("siteverify's %s is the visitor's: %i %s", async (code, status, problem) => {
      fakes.siteverify.answerErrorCodes([code]);
      await refused({}, status, problem);
    });

    describe('siteverify blaming our own call (bad-request, missing-input-secret, invalid-input-secret)', () => {
      let errors: jest.SpyInstance;
      beforeEach(() => {
        errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      });
      afterEach(() => errors.mockRestore());

      it.each([
        ['bad-request', 'rejected'],
        ['missing-input-secret', 'unauthorized'],
        ['invalid-input-secret', 'unauthorized'],
      ])('%s: 502 UPSTREAM_UNAVAILABLE (not the 401 of a bad token), nothing stored, logged as our error without the secret', async (code, reason) => {
        fakes.siteverify.answerErrorCodes([code]);
        const res = await refused({ captchaToken: 'valid' }, 502, 'UPSTREAM_UNAVAILABLE');
        expect(res.body.enquiryStored).toBeUndefined(); // nothing stored: the page asks to send it again
        expect(res.body.detail).toMatch(/our side/);
        expect(JSON.stringify(res.body)).not.toMatch(/test-secret|bad-request|input-secret/);
        const logged = errors.mock.calls.map(([entry]) => entry as { upstream?: { reason?: string; errorCode?: string }; msg?: string });
        expect(logged).toContainEqual(
          expect.objectContaining({
            msg: expect.stringMatching(/our own call/),
            upstream: expect.objectContaining({ service: 'recaptcha', reason, errorCode: code }),
          }),
        );
        expect(JSON.stringify(errors.mock.calls)).not.toMatch(/test-secret/);
      });
    });

    it('verifier unreachable, failing or refusing our secret: 502 UPSTREAM_UNAVAILABLE', async () => {
      fakes.siteverify.failNext(1, 503);
      await refused({}, 502, 'UPSTREAM_UNAVAILABLE');
      fakes.siteverify.failNext(1, 'garbage');
      await refused({}, 502, 'UPSTREAM_UNAVAILABLE');
      await fakes.siteverify.goDown('refuse');
      const res = await refused({}, 502, 'UPSTREAM_UNAVAILABLE');
      expect(res.body.enquiryStored).toBeUndefined(); // nothing was stored: the page asks to resend
    });
  });

  describe('HubSpot', () => {
    it('waits out one 429 of HubSpot (at most the timeout) and succeeds', async () => {
      fakes.hubspot.rateLimit({ times: 1, retryAfterSeconds: 1 });
      const res = await post(contactForm({ email: 'limited@example.com' })).expect(200);
      expect(res.body.success).toBe(true);
    });

    it('answers 502 when HubSpot refuses the token (a configuration problem), revealing nothing', async () => {
      fakes.hubspot.failNext(1, 401);
      const res = await post(contactForm({ email: 'secret@example.com' })).expect(502);
      expect(res.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(JSON.stringify(res.body)).not.toMatch(/test-token|secret@example\.com|INVALID_AUTHENTICATION/);
    });
  });
});
