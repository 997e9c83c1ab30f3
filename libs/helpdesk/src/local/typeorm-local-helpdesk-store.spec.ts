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
    const second = await store.saveContact({ email: 'jane@example.com', firstName: 'Janet' });
    expect(second).toMatchObject({ created: false, contact: { id: first.contact.id, firstName: 'Janet', lastName: 'Doe', company: 'Acme' } });
    expect(second.contact.telephone).toBeUndefined();
    expect(await store.findContactById(first.contact.id)).toMatchObject({ email: 'jane@example.com' });
    expect(await store.findContactById('nope')).toBeNull();
    expect(await store.findContactByEmail('nobody@example.com')).toBeNull();
  });

  it('creates one contact and one subscription under concurrent calls', async () => {
    const saves = await Promise.all(Array.from({ length: 6 }, (_, i) => store.saveContact({ email: 'race@example.com', firstName: `R${i}` })));
    expect(saves.filter((s) => s.created)).toHaveLength(1);
    expect(new Set(saves.map((s) => s.contact.id)).size).toBe(1);
    const subs = await Promise.all(Array.from({ length: 6 }, () => store.subscribe('race@example.com')));
    expect(subs.filter((s) => s === 'subscribed')).toHaveLength(1);
    expect(await store.subscribe('race@example.com')).toBe('already_subscribed');
  });

  it('signs up an address in 4 statements, new or not, none of them failing (no duplicate key raised and caught)', async () => {
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
      // What the newsletter signup does: upsert the contact, then subscribe it.
      const signup = async (email: string) => {
        await helpdesk.upsertContact({ email });
        return helpdesk.subscribe(email);
      };
      expect(await signup('count@example.com')).toEqual({ status: 'subscribed' });
      expect(statements).toHaveLength(4);
      statements.length = 0;
      expect(await signup('count@example.com')).toEqual({ status: 'already_subscribed' });
      expect(statements).toHaveLength(4);
      expect(failures).toEqual([]);
    } finally {
      Object.assign(db.dataSource, { logger: original });
    }
    expect(Number((await db.dataSource.query("SELECT COUNT(*) AS n FROM helpdesk_contacts WHERE email = 'count@example.com'"))[0].n)).toBe(1);
  });

  it('stores tickets for a contact', async () => {
    const { contact } = await store.saveContact({ email: 'ticket@example.com' });
    const ticket = await store.saveTicket({ contactId: contact.id, subject: 'Delivery', content: 'Where is it?' });
    expect(ticket).toMatchObject({ contactId: contact.id, subject: 'Delivery', content: 'Where is it?' });
    expect((await store.ticketsOf(contact.id)).map((t) => t.id)).toEqual([ticket.id]);
    await expect(store.saveTicket({ contactId: '999999', subject: 's', content: 'c' })).rejects.toThrow();
  });
});
