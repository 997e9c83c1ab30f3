import { DataSource } from 'typeorm';
import { insertIfAbsentStep, insertRowStep, isForeignKeyViolation, runUnit, selectOne, selectOneStep, updateWhereStep } from '@fulfil/database';
import { HelpdeskContactEntity, HelpdeskTicketEntity, NewsletterSubscriptionEntity } from '@fulfil/website-forms';
import { LocalContact, LocalContactInput, LocalHelpdeskStore, LocalTicket, LocalTicketInput, SavedContact } from './local-helpdesk-store';

/** The one subscription the local helpdesk knows. */
export const LOCAL_NEWSLETTER = 'newsletter';

const CONTACT_FIELDS = ['firstName', 'lastName', 'telephone', 'company'] as const;

/**
 * The built-in local helpdesk's storage on the website's database
 * (`helpdesk_contacts`, `helpdesk_tickets`, `newsletter_subscriptions` of
 * @fulfil/website-forms): the {@link LocalHelpdeskStore} the website API runs with.
 * E-mails arrive normalised.
 *
 * Each write is one unit of @fulfil/database's `runUnit` (group-committed with the
 * other requests' units on SQLite; on MySQL/MariaDB one round trip per statement, each
 * committed by itself), atomic on both engines without locks and without raising a unique
 * violation to catch (`insertIfAbsentStep`: one conditional INSERT that answers the new
 * id). Nothing is read back that the caller already knows:
 * - `saveContact` with fields reads the contact by e-mail: a known one is updated only when
 *   a field differs (else nothing is written); an unknown one is inserted (its id is the
 *   insert's), and should a concurrent request have inserted it first, updated and read;
 *   with the e-mail only, the insert-if-absent comes first and the id is read only for an
 *   address already known;
 * - `saveTicket` is one INSERT; an unknown contact id is refused by the foreign key;
 * - `signUp` (the newsletter) is one insert-if-absent of the contact (e-mail only; its id
 *   read only for an address already known) and one of the subscription.
 * A newsletter signup of a new address is then 2 statements (3 for a known one), a contact
 * form's delivery to a known contact whose details are unchanged 2 (contact read, ticket insert).
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

  saveContact(input: LocalContactInput): Promise<SavedContact> {
    const ds = this.dataSource;
    const changes: Partial<HelpdeskContactEntity> = {};
    for (const field of CONTACT_FIELDS) if (input[field] !== undefined) changes[field] = input[field];
    const fields = Object.keys(changes) as (typeof CONTACT_FIELDS)[number][];
    return runUnit(ds, function* () {
      if (fields.length > 0) {
        const known = yield* selectOneStep(ds, HelpdeskContactEntity, { email: input.email });
        if (known) {
          // A known contact that already holds these values needs no write (and no commit).
          if (fields.some((field) => known[field] !== changes[field])) yield* updateWhereStep(ds, HelpdeskContactEntity, { id: known.id }, changes);
          return { id: String(known.id), created: false };
        }
      }
      const id = yield* insertIfAbsentStep(ds, HelpdeskContactEntity, { email: input.email, ...changes }, 'email');
      if (id !== null) return { id: String(id), created: true };
      // Known already (or inserted by a concurrent request since the read): update the given fields, read the id.
      if (fields.length > 0) yield* updateWhereStep(ds, HelpdeskContactEntity, { email: input.email }, changes);
      const contact = yield* selectOneStep(ds, HelpdeskContactEntity, { email: input.email });
      if (!contact) throw new Error('contact vanished after save');
      return { id: String(contact.id), created: false };
    });
  }

  async saveTicket(input: LocalTicketInput): Promise<string | null> {
    const ds = this.dataSource;
    const contactId = Number(input.contactId);
    if (!Number.isSafeInteger(contactId) || contactId <= 0) return null;
    return runUnit(ds, function* () {
      try {
        return String(yield* insertRowStep(ds, HelpdeskTicketEntity, { contactId, subject: input.subject, content: input.content }));
      } catch (error) {
        if (isForeignKeyViolation(error)) return null;
        throw error;
      }
    });
  }

  signUp(email: string): Promise<{ contactId: string; status: 'subscribed' | 'already_subscribed' }> {
    const ds = this.dataSource;
    return runUnit(ds, function* () {
      let contactId = yield* insertIfAbsentStep(ds, HelpdeskContactEntity, { email }, 'email');
      if (contactId === null) {
        const known = yield* selectOneStep(ds, HelpdeskContactEntity, { email });
        if (!known) throw new Error('contact vanished after insert-if-absent');
        contactId = known.id;
      }
      const inserted = yield* insertIfAbsentStep(ds, NewsletterSubscriptionEntity, { email, subscription: LOCAL_NEWSLETTER }, 'email');
      return { contactId: String(contactId), status: inserted !== null ? 'subscribed' : 'already_subscribed' };
    });
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
