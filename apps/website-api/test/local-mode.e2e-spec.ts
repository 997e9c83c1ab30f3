import { INestApplication, Logger } from '@nestjs/common';
import request from 'supertest';
import { HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { contactForm, createWebsiteApp, testConfig } from './support';

describeEachEngine('no credentials configured: local helpdesk and test-mode bot check', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  const warnings: string[] = [];
  const post = (path: string, body: Record<string, string>) => request(app.getHttpServer()).post(path).type('form').send(body);

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (message: unknown) {
      warnings.push(String(message));
    });
    app = await createWebsiteApp(testConfig(db.url, undefined));
    spy.mockRestore();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('says at start-up that it runs the local helpdesk and the bot-check test mode', () => {
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/Helpdesk: LOCAL/), expect.stringMatching(/Bot detection: TEST MODE/)]));
  });

  it('opens the ticket in the app database for a test-pass token', async () => {
    const form = contactForm({ email: 'local@example.com', captchaToken: 'test-pass' });
    const res = await post('/api/v1/contact-form', form).expect(200);
    const ticket = await db.dataSource.getRepository(HelpdeskTicketEntity).findOneByOrFail({ id: Number(res.body.ticketId) });
    expect(ticket).toMatchObject({ contactId: Number(res.body.contactId), subject: 'Delivery', content: form.message });
    const contact = await db.dataSource.getRepository(HelpdeskContactEntity).findOneByOrFail({ id: Number(res.body.contactId) });
    expect(contact).toMatchObject({ email: 'local@example.com', firstName: 'Jane', lastName: 'Doe', telephone: '+493012345678', company: 'Acme' });
    const again = await post('/api/contact-form', form).expect(200);
    expect(again.body.ticketId).toBe(res.body.ticketId);
    expect(await db.dataSource.getRepository(HelpdeskTicketEntity).countBy({ contactId: contact.id })).toBe(1);
  });

  it.each([
    ['test-fail', 401, 'CAPTCHA_INVALID'],
    ['test-pass:0.2', 401, 'CAPTCHA_INVALID'],
    ['test-fail:timeout-or-duplicate', 401, 'CAPTCHA_INVALID'],
    ['test-unavailable', 502, 'UPSTREAM_UNAVAILABLE'],
  ])('answers the documented test token %s with %i %s', async (captchaToken, status, code) => {
    const res = await post('/api/v1/contact-form', contactForm({ captchaToken })).expect(status);
    expect(res.body.code).toBe(code);
  });

  it('subscribes to the newsletter idempotently: one contact, one subscription', async () => {
    const first = await post('/api/v1/newsletter-signup', { email: 'Local.News@example.com' }).expect(200);
    const second = await post('/api/newsletter-signup', { email: 'local.news@example.com' }).expect(200);
    expect(second.body.contactId).toBe(first.body.contactId);
    expect(await db.dataSource.getRepository(HelpdeskContactEntity).countBy({ email: 'local.news@example.com' })).toBe(1);
    expect(await db.dataSource.getRepository(NewsletterSubscriptionEntity).countBy({ email: 'local.news@example.com' })).toBe(1);
  });
});
