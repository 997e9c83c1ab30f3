import { HelpdeskError } from '../helpdesk-error';
import {
  CreateTicketInput,
  CreateTicketResult,
  Helpdesk,
  NewsletterSignupResult,
  normalizeEmail,
  presentOrUndefined,
  SubscribeResult,
  UpsertContactInput,
  UpsertContactResult,
} from '../helpdesk';
import { clip } from '../upstream-failure';
import { LocalHelpdeskStore } from './local-helpdesk-store';

/**
 * {@link Helpdesk} used when no HubSpot token is configured: contacts, tickets
 * and subscriptions go to a {@link LocalHelpdeskStore} (the app's database).
 *
 * Same contract as HubSpot: upsert by normalised e-mail (blank optional fields
 * never overwrite stored ones); a ticket for an unknown contact is refused;
 * `subscribe` makes sure a contact exists for the address (as HubSpot does) and
 * answers `already_subscribed` the second time, never creating a second contact;
 * `signUpForNewsletter` is the same store call, answering the contact's id too.
 * Any store error rejects with {@link HelpdeskError} (reason `store_failed`, or
 * `rejected` for an unknown contact).
 */
export class LocalHelpdesk implements Helpdesk {
  readonly kind = 'local' as const;

  constructor(private readonly store: LocalHelpdeskStore) {}

  upsertContact(input: UpsertContactInput): Promise<UpsertContactResult> {
    return this.guard('upsertContact', async () => {
      const { id, created } = await this.store.saveContact({
        email: normalizeEmail(input.email),
        firstName: presentOrUndefined(input.firstName),
        lastName: presentOrUndefined(input.lastName),
        telephone: presentOrUndefined(input.telephone),
        company: presentOrUndefined(input.company),
      });
      return { contactId: id, created };
    });
  }

  createTicket(input: CreateTicketInput): Promise<CreateTicketResult> {
    return this.guard('createTicket', async () => {
      const ticketId = await this.store.saveTicket({ contactId: input.contactId, subject: input.subject, content: input.content });
      if (ticketId === null) {
        throw new HelpdeskError({ service: 'local-store', operation: 'createTicket', reason: 'rejected', attempts: 1, message: 'unknown contact id' });
      }
      // The local store keeps no enquiry reference: its window (a crash between two local
      // statements) is not HubSpot's lost answer.
      return { ticketId, existing: false };
    });
  }

  subscribe(email: string): Promise<SubscribeResult> {
    return this.guard('subscribe', async () => {
      // The store makes sure the contact exists (without saving it again).
      const { status } = await this.store.signUp(normalizeEmail(email));
      return { status };
    });
  }

  /** One store call ({@link LocalHelpdeskStore.signUp}): the contact by e-mail if needed, and the subscription. */
  signUpForNewsletter(email: string): Promise<NewsletterSignupResult> {
    return this.guard('subscribe', async () => this.store.signUp(normalizeEmail(email)));
  }

  private async guard<T>(operation: string, body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      if (error instanceof HelpdeskError) throw error;
      throw new HelpdeskError({
        service: 'local-store',
        operation,
        reason: 'store_failed',
        attempts: 1,
        message: clip(error instanceof Error ? error.message : String(error)),
      });
    }
  }
}
