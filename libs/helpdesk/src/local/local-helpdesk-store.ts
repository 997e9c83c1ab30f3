/** A contact as the local helpdesk stores it. */
export interface LocalContact {
  /** Store-assigned id (e.g. the database key as a string). */
  id: string;
  /** Normalised e-mail (trimmed, lower-cased); unique. */
  email: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  company?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Fields to save for a contact; `undefined` fields leave the stored value unchanged. */
export interface LocalContactInput {
  /** Normalised e-mail (the helpdesk normalises before calling the store). */
  email: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  company?: string;
}

/** A ticket as the local helpdesk stores it. */
export interface LocalTicket {
  id: string;
  contactId: string;
  subject: string;
  content: string;
  createdAt: Date;
}

/** Fields of a new ticket. */
export interface LocalTicketInput {
  contactId: string;
  subject: string;
  content: string;
}

/**
 * Storage behind {@link LocalHelpdesk}: the app implements it on its database
 * (TypeORM), {@link InMemoryLocalHelpdeskStore} implements it for tests and
 * database-less runs. Any method may reject with any error (the helpdesk wraps it
 * in a HelpdeskError).
 *
 * Atomicity is the store's job: a database implementation needs a unique index
 * on the contact e-mail and on the subscription e-mail, and implements
 * `saveContact` / `subscribe` as insert-or-update / insert-if-absent, so two
 * concurrent requests for one address never create two rows.
 */
export interface LocalHelpdeskStore {
  /** The contact with this normalised e-mail, or null. */
  findContactByEmail(email: string): Promise<LocalContact | null>;
  /** The contact with this id, or null. */
  findContactById(id: string): Promise<LocalContact | null>;
  /**
   * Inserts the contact, or updates the one with the same e-mail (only fields
   * that are not `undefined`; `updatedAt` moves only when one of them changes). `created`
   * tells which happened.
   */
  saveContact(input: LocalContactInput): Promise<{ contact: LocalContact; created: boolean }>;
  /** Inserts a contact with only this normalised e-mail unless one exists (one statement; nothing is read back). */
  ensureContact(email: string): Promise<void>;
  /** Inserts a ticket and returns it with its id. */
  saveTicket(input: LocalTicketInput): Promise<LocalTicket>;
  /** Records the newsletter subscription of a normalised e-mail; a second call answers `already_subscribed`. */
  subscribe(email: string): Promise<'subscribed' | 'already_subscribed'>;
}
