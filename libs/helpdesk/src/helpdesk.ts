/**
 * Contact fields sent to the helpdesk. Optional fields that are `undefined` or
 * empty are not sent at all, so an update never blanks what the helpdesk already
 * has (the newsletter flow upserts with the e-mail only).
 */
export interface UpsertContactInput {
  /** Contact e-mail; the identity of the contact (compared trimmed and lower-cased). */
  email: string;
  firstName?: string;
  lastName?: string;
  /** Phone number, E.164 preferred. */
  telephone?: string;
  company?: string;
}

/** Result of {@link Helpdesk.upsertContact}. */
export interface UpsertContactResult {
  /** Helpdesk id of the contact (HubSpot object id, or the local store's id). */
  contactId: string;
  /** True when this call created the contact, false when it updated an existing one. */
  created: boolean;
}

/** A support ticket to open for a contact. */
export interface CreateTicketInput {
  /** Id returned by {@link Helpdesk.upsertContact}. */
  contactId: string;
  /** Ticket title: the form's `helpWith`. */
  subject: string;
  /** Ticket body: the form's `message`. */
  content: string;
}

/** Result of {@link Helpdesk.createTicket}. */
export interface CreateTicketResult {
  ticketId: string;
}

/** Result of {@link Helpdesk.subscribe}; both values are success. */
export interface SubscribeResult {
  status: 'subscribed' | 'already_subscribed';
}

/**
 * The helpdesk the website API talks to: HubSpot ({@link HubSpotHelpdesk}) when
 * an access token is configured, otherwise the built-in {@link LocalHelpdesk}.
 *
 * Every method either resolves or rejects with a {@link HelpdeskError}
 * (502 UPSTREAM_UNAVAILABLE).
 */
export interface Helpdesk {
  /** Which implementation this is, for the startup log. */
  readonly kind: 'hubspot' | 'local';
  /** Creates the contact, or updates the one with this e-mail. Idempotent. */
  upsertContact(input: UpsertContactInput): Promise<UpsertContactResult>;
  /** Opens a ticket associated with the contact. NOT idempotent: each call opens a ticket. */
  createTicket(input: CreateTicketInput): Promise<CreateTicketResult>;
  /** Subscribes the address to the newsletter. Idempotent: a second call answers `already_subscribed`. */
  subscribe(email: string): Promise<SubscribeResult>;
}

/** The form in which e-mail addresses are compared and stored: trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `value` trimmed, or undefined when it is missing or blank. */
export function presentOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
