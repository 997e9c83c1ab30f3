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

/** Result of {@link LocalHelpdeskStore.saveContact}. */
export interface SavedContact {
  /** The contact's id (new or existing). */
  id: string;
  /** True when this call inserted the contact. */
  created: boolean;
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
 * concurrent requests for one address never create two rows. The write methods answer
 * ids, not rows read back (a signup or a ticket is then no more statements than it writes).
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
  saveContact(input: LocalContactInput): Promise<SavedContact>;
  /** Inserts a ticket for the contact; answers its id, or null when no contact has this id (nothing stored). */
  saveTicket(input: LocalTicketInput): Promise<string | null>;
  /**
   * The newsletter signup of a normalised e-mail: makes sure a contact with this e-mail
   * exists (inserting one with the e-mail only, as HubSpot does; a known one is left as it
   * is) and records the subscription; a second call answers `already_subscribed`.
   * @returns the contact's id and the subscription's status
   */
  signUp(email: string): Promise<{ contactId: string; status: 'subscribed' | 'already_subscribed' }>;
}
