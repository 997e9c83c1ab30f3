import { LocalContact, LocalContactInput, LocalHelpdeskStore, LocalTicket, LocalTicketInput, SavedContact } from './local-helpdesk-store';

/**
 * {@link LocalHelpdeskStore} in process memory: for tests and runs without a
 * database. Contents are lost on restart. Ids are sequential decimal strings.
 * Each method completes synchronously before resolving, so concurrent calls
 * cannot create duplicates.
 */
export class InMemoryLocalHelpdeskStore implements LocalHelpdeskStore {
  /** Contacts by normalised e-mail (exposed for assertions). */
  readonly contacts = new Map<string, LocalContact>();
  /** Tickets in creation order (exposed for assertions). */
  readonly tickets: LocalTicket[] = [];
  /** Subscribed e-mails (exposed for assertions). */
  readonly subscribers = new Set<string>();
  private nextContactId = 1;
  private nextTicketId = 1;

  async findContactByEmail(email: string): Promise<LocalContact | null> {
    return copy(this.contacts.get(email));
  }

  async findContactById(id: string): Promise<LocalContact | null> {
    return copy([...this.contacts.values()].find((c) => c.id === id));
  }

  async saveContact(input: LocalContactInput): Promise<SavedContact> {
    const now = new Date();
    const existing = this.contacts.get(input.email);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (existing) {
      if (Object.entries(changes).some(([field, value]) => existing[field as keyof LocalContact] !== value))
        Object.assign(existing, changes, { updatedAt: now });
      return { id: existing.id, created: false };
    }
    const contact: LocalContact = { ...changes, email: input.email, id: String(this.nextContactId++), createdAt: now, updatedAt: now };
    this.contacts.set(input.email, contact);
    return { id: contact.id, created: true };
  }

  async saveTicket(input: LocalTicketInput): Promise<string | null> {
    if (![...this.contacts.values()].some((c) => c.id === input.contactId)) return null;
    const ticket: LocalTicket = { ...input, id: String(this.nextTicketId++), createdAt: new Date() };
    this.tickets.push(ticket);
    return ticket.id;
  }

  async signUp(email: string): Promise<{ contactId: string; status: 'subscribed' | 'already_subscribed' }> {
    const { id: contactId } = await this.saveContact({ email });
    if (this.subscribers.has(email)) return { contactId, status: 'already_subscribed' };
    this.subscribers.add(email);
    return { contactId, status: 'subscribed' };
  }
}

function copy(contact: LocalContact | undefined): LocalContact | null {
  return contact ? { ...contact } : null;
}
