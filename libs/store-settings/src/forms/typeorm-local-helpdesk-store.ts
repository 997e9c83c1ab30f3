import { DataSource } from 'typeorm';
import { HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity } from './entities';
import { isUniqueViolation } from './unique-violation';

/**
 * A contact as the local helpdesk sees it. Same shape as `LocalContact` of
 * `@fulfil/helpdesk` (this library may not import it: shared code does not depend
 * on the website scope), so the store below satisfies `LocalHelpdeskStore` structurally.
 */
export interface StoredHelpdeskContact {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  company?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Contact fields to save; `undefined` leaves the stored value unchanged. */
export interface HelpdeskContactInput {
  email: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  company?: string;
}

/** A ticket as the local helpdesk sees it. */
export interface StoredHelpdeskTicket {
  id: string;
  contactId: string;
  subject: string;
  content: string;
  createdAt: Date;
}

/** The one subscription the local helpdesk knows. */
export const LOCAL_NEWSLETTER = 'newsletter';

const CONTACT_FIELDS = ['firstName', 'lastName', 'telephone', 'company'] as const;

/**
 * The built-in local helpdesk's storage on the app's database (`helpdesk_contacts`,
 * `helpdesk_tickets`, `newsletter_subscriptions`): implements `LocalHelpdeskStore`
 * of `@fulfil/helpdesk`. E-mails arrive normalised.
 *
 * Atomic on both engines without locks: `saveContact` inserts and, on a unique
 * violation of the e-mail, updates the existing row (so concurrent upserts of one
 * address end with one contact); `subscribe` is insert-if-absent on the unique
 * (email, subscription) index.
 */
export class TypeOrmLocalHelpdeskStore {
  constructor(private readonly dataSource: DataSource) {}

  async findContactByEmail(email: string): Promise<StoredHelpdeskContact | null> {
    return toContact(await this.dataSource.getRepository(HelpdeskContactEntity).findOne({ where: { email } }));
  }

  async findContactById(id: string): Promise<StoredHelpdeskContact | null> {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric) || numeric <= 0) return null;
    return toContact(await this.dataSource.getRepository(HelpdeskContactEntity).findOne({ where: { id: numeric } }));
  }

  async saveContact(input: HelpdeskContactInput): Promise<{ contact: StoredHelpdeskContact; created: boolean }> {
    const repo = this.dataSource.getRepository(HelpdeskContactEntity);
    const changes: Partial<HelpdeskContactEntity> = {};
    for (const field of CONTACT_FIELDS) if (input[field] !== undefined) changes[field] = input[field];
    let created = true;
    try {
      await repo.insert({ email: input.email, ...changes });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      created = false;
      if (Object.keys(changes).length > 0) await repo.update({ email: input.email }, changes);
    }
    const contact = await this.findContactByEmail(input.email);
    if (!contact) throw new Error('contact vanished after save');
    return { contact, created };
  }

  async saveTicket(input: { contactId: string; subject: string; content: string }): Promise<StoredHelpdeskTicket> {
    const repo = this.dataSource.getRepository(HelpdeskTicketEntity);
    const result = await repo.insert({ contactId: Number(input.contactId), subject: input.subject, content: input.content });
    const ticket = await repo.findOneOrFail({ where: { id: Number(result.identifiers[0]?.['id']) } });
    return { id: String(ticket.id), contactId: String(ticket.contactId), subject: ticket.subject, content: ticket.content, createdAt: ticket.createdAt };
  }

  async subscribe(email: string): Promise<'subscribed' | 'already_subscribed'> {
    try {
      await this.dataSource.getRepository(NewsletterSubscriptionEntity).insert({ email, subscription: LOCAL_NEWSLETTER });
      return 'subscribed';
    } catch (error) {
      if (isUniqueViolation(error)) return 'already_subscribed';
      throw error;
    }
  }

  /** Tickets of a contact, oldest first (for tests and operators). */
  async ticketsOf(contactId: string): Promise<StoredHelpdeskTicket[]> {
    const rows = await this.dataSource.getRepository(HelpdeskTicketEntity).find({ where: { contactId: Number(contactId) }, order: { id: 'ASC' } });
    return rows.map((t) => ({ id: String(t.id), contactId: String(t.contactId), subject: t.subject, content: t.content, createdAt: t.createdAt }));
  }
}

function toContact(row: HelpdeskContactEntity | null): StoredHelpdeskContact | null {
  if (!row) return null;
  const contact: StoredHelpdeskContact = { id: String(row.id), email: row.email, createdAt: row.createdAt, updatedAt: row.updatedAt };
  for (const field of CONTACT_FIELDS) if (row[field] !== null) contact[field] = row[field] as string;
  return contact;
}
