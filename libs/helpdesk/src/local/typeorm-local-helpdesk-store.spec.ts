import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { FORMS_TABLE_SET } from '@fulfil/website-forms';
import type { Logger } from 'typeorm';
import { TypeOrmLocalHelpdeskStore } from './typeorm-local-helpdesk-store';
import { LocalHelpdesk } from './local-helpdesk';

describeEachEngine('TypeOrmLocalHelpdeskStore', (engine) => {
  let db: TestDatabase;
  let store: TypeOrmLocalHelpdeskStore;

  beforeAll(async () => {
    db = await createTestDatabase(engine, FORMS_TABLE_SET);
    store = new TypeOrmLocalHelpdeskStore(db.dataSource);
  }, 60_000);
  afterAll(() => db?.drop());

  it('inserts a contact, then updates only the fields given', async () => {
    const first = await store.saveContact({ email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', company: 'Acme' });
    expect(first.created).toBe(true);
    expect(await store.findContactByEmail('jane@example.com')).toMatchObject({ id: first.id, firstName: 'Jane', lastName: 'Doe', company: 'Acme' });
    const second = await store.saveContact({ email: 'jane@example.com', firstName: 'Janet' });
    expect(second).toEqual({ created: false, id: first.id });
    const saved = await store.findContactByEmail('jane@example.com');
    expect(saved).toMatchObject({ id: first.id, firstName: 'Janet', lastName: 'Doe', company: 'Acme' });
    expect(saved?.telephone).toBeUndefined();
    expect(await store.saveContact({ email: 'jane@example.com' })).toEqual({ created: false, id: first.id });
    expect(await store.findContactById(first.id)).toMatchObject({ email: 'jane@example.com', firstName: 'Janet' });
    expect(await store.findContactById('nope')).toBeNull();
    expect(await store.findContactByEmail('nobody@example.com')).toBeNull();
  });

  it('creates one contact and one subscription under concurrent calls', async () => {
    const saves = await Promise.all(Array.from({ length: 6 }, (_, i) => store.saveContact({ email: 'race@example.com', firstName: `R${i}` })));
    expect(saves.filter((s) => s.created)).toHaveLength(1);
    expect(new Set(saves.map((s) => s.id)).size).toBe(1);
    const subs = await Promise.all(Array.from({ length: 6 }, () => store.signUp('race@example.com')));
    expect(subs.filter((s) => s.status === 'subscribed')).toHaveLength(1);
    expect(new Set(subs.map((s) => s.contactId))).toEqual(new Set([saves[0].id]));
    expect(await store.signUp('race@example.com')).toEqual({ contactId: saves[0].id, status: 'already_subscribed' });
    expect(await store.findContactByEmail('race@example.com')).toMatchObject({ firstName: expect.stringMatching(/^R\d$/) });
  });

  it('signs up a new address in 2 statements and a known one in 3, none of them failing (no duplicate key raised and caught)', async () => {
    const statements: string[] = [];
    const failures: string[] = [];
    const original = db.dataSource.logger;
    const counting: Logger = {
      logQuery: (query) => void statements.push(query),
      logQueryError: (error) => void failures.push(String(error)),
      logQuerySlow: () => undefined,
      logSchemaBuild: () => undefined,
      logMigration: () => undefined,
      log: () => undefined,
    };
    Object.assign(db.dataSource, { logger: counting });
    try {
      const helpdesk = new LocalHelpdesk(store);
      // What the newsletter signup does.
      const signup = (email: string) => helpdesk.signUpForNewsletter(email);
      const first = await signup('count@example.com');
      expect(first).toEqual({ contactId: expect.stringMatching(/^\d+$/), status: 'subscribed' });
      expect(statements).toHaveLength(2);
      statements.length = 0;
      expect(await signup('count@example.com')).toEqual({ contactId: first.contactId, status: 'already_subscribed' });
      expect(statements).toHaveLength(3);
      expect(failures).toEqual([]);
    } finally {
      Object.assign(db.dataSource, { logger: original });
    }
    expect(Number((await db.dataSource.query("SELECT COUNT(*) AS n FROM helpdesk_contacts WHERE email = 'count@example.com'"))[0].n)).toBe(1);
  });

  it('stores tickets for a contact, and none for an unknown contact id (null)', async () => {
    const contact = await store.saveContact({ email: 'ticket@example.com' });
    const ticketId = await store.saveTicket({ contactId: contact.id, subject: 'Delivery', content: 'Where is it?' });
    expect(ticketId).toMatch(/^\d+$/);
    expect(await store.ticketsOf(contact.id)).toEqual([
      expect.objectContaining({ id: ticketId, contactId: contact.id, subject: 'Delivery', content: 'Where is it?' }),
    ]);
    expect(await store.saveTicket({ contactId: '999999', subject: 's', content: 'c' })).toBeNull();
    expect(await store.saveTicket({ contactId: 'nope', subject: 's', content: 'c' })).toBeNull();
    expect(Number((await db.dataSource.query("SELECT COUNT(*) AS n FROM helpdesk_tickets WHERE subject = 's'"))[0].n)).toBe(0);
  });

  it('delivers to a known contact whose details are unchanged in 2 statements: read, ticket insert', async () => {
    const helpdesk = new LocalHelpdesk(store);
    const contact = { email: 'known@example.com', firstName: 'Kay', lastName: 'Known' };
    const { contactId } = await helpdesk.upsertContact(contact);
    const statements: string[] = [];
    const original = db.dataSource.logger;
    Object.assign(db.dataSource, { logger: Object.assign(Object.create(original) as Logger, { logQuery: (query: string) => void statements.push(query) }) });
    try {
      expect(await helpdesk.upsertContact(contact)).toEqual({ contactId, created: false });
      const { ticketId } = await helpdesk.createTicket({ contactId, subject: 'Delivery', content: 'Where is it?' });
      expect(statements).toHaveLength(2);
      expect(await store.ticketsOf(contactId)).toEqual([expect.objectContaining({ id: ticketId })]);
    } finally {
      Object.assign(db.dataSource, { logger: original });
    }
  });
});
