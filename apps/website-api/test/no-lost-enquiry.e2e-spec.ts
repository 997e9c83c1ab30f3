import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { EnquiryEntity, EnquiryRepository, FORMS_TABLE_SET } from '@fulfil/website-forms';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { Helpdesk } from '@fulfil/helpdesk';
import { enquiryReference } from '../src/enquiries/enquiry-delivery.service';
import { EnquiryRetryWorker } from '../src/enquiries/enquiry-retry.worker';
import { HELPDESK } from '../src/integrations/integrations';
import { contactForm, createWebsiteApp, Fakes, startFakes, stopFakes, testConfig } from './support';

const MINUTE = 60_000;

describeEachEngine('no enquiry is lost', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;
  let fakes: Fakes;
  const post = (form: Record<string, string>) => request(app.getHttpServer()).post('/api/v1/contact-form').type('form').send(form);
  const rows = (email: string) => db.dataSource.getRepository(EnquiryEntity).find({ where: { email }, order: { id: 'ASC' } });
  const ticketsFor = (email: string) => {
    const contact = fakes.hubspot.contacts.get(email);
    return fakes.hubspot.tickets.filter((t) => contact && t.contactIds.includes(contact.id));
  };
  const worker = () => app.get(EnquiryRetryWorker);
  const later = (ms: number) => new Date(Date.now() + ms);

  beforeAll(async () => {
    fakes = await startFakes();
    db = await createTestDatabase(engine, FORMS_TABLE_SET, { migrate: false });
    app = await createWebsiteApp(
      testConfig(db.url, fakes, {
        ENQUIRY_RETRY_BASE_DELAY_MS: String(MINUTE),
        ENQUIRY_RETRY_MAX_DELAY_MS: String(8 * MINUTE),
        ENQUIRY_RETRY_MAX_ATTEMPTS: '4',
      }),
    );
  }, 60_000);
  afterEach(() => Promise.all([fakes.hubspot.restore(), fakes.siteverify.restore()]));
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await stopFakes(fakes);
  });

  it('HubSpot down: 502, the enquiry is stored; back up: the worker delivers it; exactly one ticket', async () => {
    const form = contactForm({ email: 'outage@example.com' });
    await fakes.hubspot.goDown('refuse');
    const failed = await post(form).expect(502);
    expect(failed.body).toMatchObject({ status: 502, code: 'UPSTREAM_UNAVAILABLE', detail: expect.stringMatching(/stored/), enquiryStored: true });
    const resent = await post(form).expect(502); // resubmitted while still down
    expect(resent.body.code).toBe('UPSTREAM_UNAVAILABLE');
    const [stored, ...others] = await rows('outage@example.com');
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({ status: 'pending', attempts: 2, ticketId: null, leaseUntil: null, message: form.message, helpWith: 'Delivery' });
    expect(stored.lastError).toMatch(/^hubspot\/upsertContact: network/);
    expect(stored.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 0.5 * MINUTE);

    await worker().runOnce(); // not due yet
    expect((await rows('outage@example.com'))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await fakes.hubspot.comeBack();
    expect((await worker().runOnce(later(10 * MINUTE))).delivered).toBeGreaterThanOrEqual(1);

    const tickets = ticketsFor('outage@example.com');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ subject: 'Delivery', content: form.message });
    const [delivered] = await rows('outage@example.com');
    expect(delivered).toMatchObject({ status: 'delivered', ticketId: tickets[0].id, lastError: null });

    const again = await post(form).expect(200); // the same enquiry again: the ticket already opened
    expect(again.body).toMatchObject({ success: true, ticketId: tickets[0].id, contactId: delivered.contactId });
    await worker().runOnce(later(60 * MINUTE));
    expect(ticketsFor('outage@example.com')).toHaveLength(1);
  });

  it('a resubmission after the outage delivers at once, and the worker finds nothing left', async () => {
    const form = contactForm({ email: 'resend@example.com' });
    await fakes.hubspot.goDown('503');
    await post(form).expect(502);
    await fakes.hubspot.comeBack();
    const ok = await post(form).expect(200);
    expect(ticketsFor('resend@example.com').map((t) => t.id)).toEqual([ok.body.ticketId]);
    await worker().runOnce(later(60 * MINUTE));
    expect(ticketsFor('resend@example.com')).toHaveLength(1);
    expect(await rows('resend@example.com')).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
  });

  it('opens one ticket for identical submissions sent at the same time', async () => {
    const form = contactForm({ email: 'double-click@example.com' });
    fakes.hubspot.delayResponses(150);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(form)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.ticketId)).size).toBe(1);
    expect(ticketsFor('double-click@example.com')).toHaveLength(1);
    expect(await rows('double-click@example.com')).toHaveLength(1);
  });

  it('treats the same content after 24 hours, or different content, as a new enquiry', async () => {
    const form = contactForm({ email: 'window@example.com' });
    const first = await post(form).expect(200);
    const other = await post({ ...form, message: `${form.message} And another thing.` }).expect(200);
    expect(other.body.ticketId).not.toBe(first.body.ticketId);
    const [firstRow] = await rows('window@example.com');
    await db.dataSource.getRepository(EnquiryEntity).update({ id: firstRow.id }, { receivedAt: new Date(Date.now() - 25 * 3_600_000) });
    const dayLater = await post(form).expect(200);
    expect(dayLater.body.ticketId).not.toBe(first.body.ticketId);
    expect(ticketsFor('window@example.com')).toHaveLength(3);
  });

  it('backs off exponentially, gives up after the last attempt, and a resubmission revives it', async () => {
    const form = contactForm({ email: 'backoff@example.com' });
    await fakes.hubspot.goDown('503');
    await post(form).expect(502);
    const t0 = Date.now();
    const gaps: number[] = [];
    for (let run = 0; run < 3; run++) {
      const [before] = await rows('backoff@example.com');
      const due = before.nextAttemptAt?.getTime() ?? 0;
      gaps.push(Math.round((due - t0) / MINUTE));
      await worker().runOnce(new Date(due + 1000));
      expect((await rows('backoff@example.com'))[0].attempts).toBe(before.attempts + 1);
    }
    const [gaveUp] = await rows('backoff@example.com');
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    // attempt 1 failed at t0 -> +1 min; attempt 2 -> +2 min after it; attempt 3 -> +4 min after it
    expect(gaps[0]).toBe(1);
    expect(gaps[1]).toBeGreaterThanOrEqual(1 + 2 - 1);
    expect(gaps[2]).toBeGreaterThanOrEqual(gaps[1] + 4 - 1);
    await worker().runOnce(later(24 * 60 * MINUTE));
    expect((await rows('backoff@example.com'))[0]).toMatchObject({ status: 'failed', attempts: 4 });

    await fakes.hubspot.comeBack();
    const revived = await post(form).expect(200);
    expect(ticketsFor('backoff@example.com').map((t) => t.id)).toEqual([revived.body.ticketId]);
  });

  it('lets only one of two app instances deliver a due enquiry', async () => {
    const second = await createWebsiteApp(testConfig(db.url, fakes));
    try {
      const form = contactForm({ email: 'two-workers@example.com' });
      await fakes.hubspot.goDown('503');
      await post(form).expect(502);
      await fakes.hubspot.comeBack();
      const when = later(10 * MINUTE);
      const results = await Promise.all([worker().runOnce(when), second.get(EnquiryRetryWorker).runOnce(when)]);
      expect(results.reduce((n, r) => n + r.delivered, 0)).toBeGreaterThanOrEqual(1);
      expect(ticketsFor('two-workers@example.com')).toHaveLength(1);
      expect(await rows('two-workers@example.com')).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
    } finally {
      await second.close();
    }
  });

  it('a delivery whose instance died is taken over once its lease is over', async () => {
    const enquiries = app.get(EnquiryRepository);
    const { enquiry } = await enquiries.submit(
      { email: 'crashed@example.com', firstName: 'C', lastName: 'D', helpWith: 'Returns', message: 'Instance died mid-delivery' },
      { now: new Date(), leaseMs: 2 * MINUTE, windowMs: 24 * 60 * MINUTE },
    );
    await worker().runOnce(later(MINUTE));
    expect(await enquiries.findById(enquiry.id)).toMatchObject({ status: 'pending', attempts: 1 }); // still its lease
    await worker().runOnce(later(3 * MINUTE));
    expect(await enquiries.findById(enquiry.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  // README "Duplicate tickets": HubSpot's ticket create is not idempotent; the ticket carries
  // the enquiry's reference and every later attempt looks for it before creating.
  it('a ticket call whose answer is lost after HubSpot opened the ticket: 502, then the retry finds that ticket; exactly one ticket', async () => {
    const form = contactForm({ email: 'lost-answer@example.com' });
    fakes.hubspot.failNext(1, 'lose-answer', { path: '/crm/objects/2026-09/tickets' });
    await post(form).expect(502);
    const [stored] = await rows('lost-answer@example.com');
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, ticketId: null, lastError: 'hubspot/createTicket: network' });
    const [opened] = ticketsFor('lost-answer@example.com');
    expect(opened.properties['fulfil_enquiry_id']).toBe(enquiryReference(stored));

    const searches = fakes.hubspot.requestsTo('/crm/objects/2026-09/tickets/search').length;
    await worker().runOnce(later(10 * MINUTE));
    expect(ticketsFor('lost-answer@example.com').map((t) => t.id)).toEqual([opened.id]);
    expect(await rows('lost-answer@example.com')).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2, ticketId: opened.id })]);
    expect(fakes.hubspot.requestsTo('/crm/objects/2026-09/tickets/search').length).toBe(searches + 1);
    const again = await post(form).expect(200);
    expect(again.body.ticketId).toBe(opened.id);
  });

  it('a delivery that died after HubSpot opened the ticket, before recording it, is finished by the worker with that ticket; exactly one ticket', async () => {
    const enquiries = app.get(EnquiryRepository);
    const helpdesk = app.get<Helpdesk>(HELPDESK);
    const { enquiry } = await enquiries.submit(
      { email: 'killed@example.com', firstName: 'K', lastName: 'L', helpWith: 'Returns', message: 'Process killed after the ticket call' },
      { now: new Date(), leaseMs: 2 * MINUTE, windowMs: 24 * 60 * MINUTE },
    );
    // What the dying attempt got done: contact and ticket in HubSpot, nothing recorded here.
    const { contactId } = await helpdesk.upsertContact({ email: enquiry.email });
    const { ticketId } = await helpdesk.createTicket({ contactId, subject: enquiry.helpWith, content: enquiry.message, enquiryId: enquiryReference(enquiry) });

    await worker().runOnce(later(3 * MINUTE)); // its lease is over
    expect(await enquiries.findById(enquiry.id)).toMatchObject({ status: 'delivered', attempts: 2, ticketId, contactId });
    expect(ticketsFor('killed@example.com').map((t) => t.id)).toEqual([ticketId]);
  });

  it('a first attempt spends no HubSpot search (HubSpot limits search to 5 requests/s per account)', async () => {
    const searches = fakes.hubspot.requestsTo('/crm/objects/2026-09/tickets/search').length;
    await post(contactForm({ email: 'first-try@example.com' })).expect(200);
    expect(fakes.hubspot.requestsTo('/crm/objects/2026-09/tickets/search')).toHaveLength(searches);
  });
});
