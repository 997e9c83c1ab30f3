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
  /**
   * Our unique reference of the enquiry the ticket is for (at most 100 characters). HubSpot
   * stores it in the ticket property `enquiryIdProperty` (when configured), so that a
   * later attempt can find the ticket an earlier one opened.
   */
  enquiryId?: string;
  /**
   * True when an earlier attempt for this enquiry may already have opened the ticket
   * (its answer was lost, or the process died before recording it): the ticket is then
   * looked up by `enquiryId` first and returned instead of opening a second one. Costs a
   * HubSpot search (rate-limited separately), so pass it for retries only.
   */
  mayExist?: boolean;
}

/** Result of {@link Helpdesk.createTicket}. */
export interface CreateTicketResult {
  ticketId: string;
  /** True when the ticket was found (opened by an earlier attempt), false when this call opened it. */
  existing: boolean;
}

/** Result of {@link Helpdesk.subscribe}; both values are success. */
export interface SubscribeResult {
  status: 'subscribed' | 'already_subscribed';
}

/** Result of {@link Helpdesk.signUpForNewsletter}. */
export interface NewsletterSignupResult extends SubscribeResult {
  /** Helpdesk id of the contact (created by e-mail if needed). */
  contactId: string;
}

/**
 * The helpdesk the website API talks to: HubSpot ({@link HubSpotHelpdesk}) when
 * an access token is configured, otherwise the built-in {@link LocalHelpdesk}.
 *
 * Every method either resolves or rejects with a {@link HelpdeskError}
 * (502 UPSTREAM_UNAVAILABLE); `subscribe` and `signUpForNewsletter` may also reject with
 * `NewsletterOptedOutError` (409 NEWSLETTER_OPTED_OUT), which is an answer for the
 * visitor, not a failure.
 */
export interface Helpdesk {
  /** Which implementation this is, for the startup log. */
  readonly kind: 'hubspot' | 'local';
  /** Creates the contact, or updates the one with this e-mail. Idempotent. */
  upsertContact(input: UpsertContactInput): Promise<UpsertContactResult>;
  /**
   * Opens a ticket associated with the contact. Not idempotent by itself: each call that
   * does not find an existing ticket opens one. With `enquiryId` and `mayExist` HubSpot
   * first searches for a ticket carrying that reference (eventually consistent: a ticket
   * opened a few seconds earlier may not be found yet; README "Duplicate tickets").
   */
  createTicket(input: CreateTicketInput): Promise<CreateTicketResult>;
  /**
   * Subscribes the address to the newsletter. Idempotent: a second call answers `already_subscribed`.
   * Rejects with `NewsletterOptedOutError` (409) when the address unsubscribed from all e-mail
   * before (HubSpot; the local helpdesk keeps no such state).
   */
  subscribe(email: string): Promise<SubscribeResult>;
  /**
   * The newsletter signup: the contact by e-mail only (created if needed; a known contact's
   * fields are never blanked), then its subscription; answers the contact's id. Idempotent,
   * as `upsertContact` followed by `subscribe` (which is what HubSpot does; the local
   * helpdesk does it in one unit of statements). Rejects like `subscribe` for an address that
   * opted out of all e-mail (the contact is still upserted first).
   */
  signUpForNewsletter(email: string): Promise<NewsletterSignupResult>;
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
