import { DataSource } from 'typeorm';
import { insertIfAbsent, insertRow, selectOne, updateWhere } from '@fulfil/database';
import { HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity } from '@fulfil/website-forms';
import { LocalContact, LocalContactInput, LocalHelpdeskStore, LocalTicket, LocalTicketInput } from './local-helpdesk-store';

/** The one subscription the local helpdesk knows. */
export const LOCAL_NEWSLETTER = 'newsletter';

const CONTACT_FIELDS = ['firstName', 'lastName', 'telephone', 'company'] as const;

/**
 * The built-in local helpdesk's storage on the website's database
 * (`helpdesk_contacts`, `helpdesk_tickets`, `newsletter_subscriptions` of
 * @fulfil/website-forms): the {@link LocalHelpdeskStore} the website API runs with.
 * E-mails arrive normalised.
 *
 * Atomic on both engines without locks, and without raising a unique violation to catch
 * (`insertIfAbsent` of @fulfil/database: one conditional INSERT): `saveContact` with
 * fields first reads the contact (one that already holds them is answered as it is, without
 * a write), else inserts the address unless it exists, then updates the given fields of an
 * existing one (so concurrent upserts of one address end with one contact) and reads the
 * row back;
 * `ensureContact` and `subscribe` are one insert-if-absent each on the unique e-mail and
 * (email, subscription) indexes. A newsletter signup of a new address is 4 statements
 * (insert + read of the contact, insert-if-absent of the contact, of the subscription).
 */
export class TypeOrmLocalHelpdeskStore implements LocalHelpdeskStore {
  constructor(private readonly dataSource: DataSource) {}

  async findContactByEmail(email: string): Promise<LocalContact | null> {
    return toContact(await selectOne(this.dataSource.manager, HelpdeskContactEntity, { email }));
  }

  async findContactById(id: string): Promise<LocalContact | null> {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric) || numeric <= 0) return null;
    return toContact(await selectOne(this.dataSource.manager, HelpdeskContactEntity, { id: numeric }));
  }

  async saveContact(input: LocalContactInput): Promise<{ contact: LocalContact; created: boolean }> {
    const changes: Partial<HelpdeskContactEntity> = {};
    for (const field of CONTACT_FIELDS) if (input[field] !== undefined) changes[field] = input[field];
    const fields = Object.keys(changes) as (typeof CONTACT_FIELDS)[number][];
    if (fields.length > 0) {
      // A known contact that already holds these values needs no write (and no commit).
      const known = await this.findContactByEmail(input.email);
      if (known && fields.every((field) => known[field] === changes[field])) return { contact: known, created: false };
    }
    const created = await insertIfAbsent(this.dataSource.manager, HelpdeskContactEntity, { email: input.email, ...changes }, 'email');
    if (!created && fields.length > 0) await updateWhere(this.dataSource.manager, HelpdeskContactEntity, { email: input.email }, changes);
    const contact = await this.findContactByEmail(input.email);
    if (!contact) throw new Error('contact vanished after save');
    return { contact, created };
  }

  async saveTicket(input: LocalTicketInput): Promise<LocalTicket> {
    const id = await insertRow(this.dataSource.manager, HelpdeskTicketEntity, {
      contactId: Number(input.contactId),
      subject: input.subject,
      content: input.content,
    });
    const ticket = await selectOne(this.dataSource.manager, HelpdeskTicketEntity, { id });
    if (!ticket) throw new Error('ticket vanished after insert');
    return { id: String(ticket.id), contactId: String(ticket.contactId), subject: ticket.subject, content: ticket.content, createdAt: ticket.createdAt };
  }

  async ensureContact(email: string): Promise<void> {
    await insertIfAbsent(this.dataSource.manager, HelpdeskContactEntity, { email }, 'email');
  }

  async subscribe(email: string): Promise<'subscribed' | 'already_subscribed'> {
    const inserted = await insertIfAbsent(this.dataSource.manager, NewsletterSubscriptionEntity, { email, subscription: LOCAL_NEWSLETTER }, 'email');
    return inserted ? 'subscribed' : 'already_subscribed';
  }

  /** Tickets of a contact, oldest first (for tests and operators). */
  async ticketsOf(contactId: string): Promise<LocalTicket[]> {
    const rows = await this.dataSource.getRepository(HelpdeskTicketEntity).find({ where: { contactId: Number(contactId) }, order: { id: 'ASC' } });
    return rows.map((t) => ({ id: String(t.id), contactId: String(t.contactId), subject: t.subject, content: t.content, createdAt: t.createdAt }));
  }
}

function toContact(row: HelpdeskContactEntity | null): LocalContact | null {
  if (!row) return null;
  const contact: LocalContact = { id: String(row.id), email: row.email, createdAt: row.createdAt, updatedAt: row.updatedAt };
  for (const field of CONTACT_FIELDS) if (row[field] !== null) contact[field] = row[field] as string;
  return contact;
}
