import { HelpdeskError } from '../helpdesk-error';
import {
  CreateTicketInput,
  CreateTicketResult,
  Helpdesk,
  normalizeEmail,
  presentOrUndefined,
  NewsletterSignupResult,
  SubscribeResult,
  UpsertContactInput,
  UpsertContactResult,
} from '../helpdesk';
import { NewsletterOptedOutError } from '../newsletter-errors';
import { HubSpotConfig, ResolvedHubSpotConfig, resolveHubSpotConfig } from './hubspot-config';
import { failureFromReply } from './hubspot-errors';
import { HUBSPOT_ENDPOINTS } from './hubspot-paths';
import { callHubSpot, HubSpotReply } from './hubspot-transport';

/** HubSpot association type id "ticket to contact" (15 is contact to ticket). */
export const TICKET_TO_CONTACT_ASSOCIATION = 16;

/** One result of the date-versioned subscription status endpoints. */
interface SubscriptionStatusResult {
  channel?: unknown;
  status?: unknown;
  subscriptionId?: unknown;
  setStatusSuccessReason?: unknown;
}

/**
 * {@link Helpdesk} on HubSpot's date-versioned 2026-09 APIs ({@link HUBSPOT_ENDPOINTS}), over
 * the global `fetch` (see the README for why not `@hubspot/api-client`).
 *
 * - `upsertContact`: `POST /crm/objects/2026-09/contacts/batch/upsert`, `idProperty: "email"`;
 *   a 207 (partial failure) is a failure.
 * - `createTicket`: `POST /crm/objects/2026-09/tickets` with `hs_pipeline`/`hs_pipeline_stage`
 *   from config and our enquiry reference (`enquiryIdProperty`), associated to the contact
 *   (type 16) in the same call; on a retry (`mayExist`) first
 *   `POST /crm/objects/2026-09/tickets/search` for that reference ({@link findTicket}).
 * - `subscribe`: `POST /communication-preferences/2026-09/statuses/{email}`, `statusState:
 *   SUBSCRIBED`, legal basis `CONSENT_WITH_NOTICE`; `NO_STATUS_CHANGE` is `already_subscribed`.
 *   A refusal from an address that unsubscribed from all e-mail is
 *   {@link NewsletterOptedOutError} (409), told by HubSpot's unsubscribe-all read.
 *
 * Each HTTP attempt is bounded by `timeoutMs`; retries as in {@link callHubSpot}.
 * Every failure rejects with {@link HelpdeskError} (502 UPSTREAM_UNAVAILABLE).
 * The constructor throws `Error` on invalid configuration.
 */
export class HubSpotHelpdesk implements Helpdesk {
  readonly kind = 'hubspot' as const;
  private readonly config: ResolvedHubSpotConfig;

  constructor(config: HubSpotConfig) {
    this.config = resolveHubSpotConfig(config);
  }

  /** HubSpot base URL in use (no credentials), for the startup log. */
  get baseUrl(): string {
    return this.config.baseUrl;
  }

  async upsertContact(input: UpsertContactInput): Promise<UpsertContactResult> {
    const email = normalizeEmail(input.email);
    const properties = withoutUndefined({
      email,
      firstname: presentOrUndefined(input.firstName),
      lastname: presentOrUndefined(input.lastName),
      phone: presentOrUndefined(input.telephone),
      company: presentOrUndefined(input.company),
    });
    const reply = await callHubSpot(
      this.config,
      'upsertContact',
      HUBSPOT_ENDPOINTS.contactsUpsert,
      { inputs: [{ idProperty: 'email', id: email, properties }] },
      { idempotent: true },
    );
    if (reply.status !== 200) throw this.failure('upsertContact', reply);
    const result = (reply.json as { results?: Array<{ id?: unknown; new?: unknown }> } | undefined)?.results?.[0];
    const contactId = idOf(result?.id);
    if (!contactId) throw this.failure('upsertContact', reply, true);
    return { contactId, created: result?.new === true };
  }

  /** {@link upsertContact} with the e-mail only, then {@link subscribe}: two HubSpot calls, as before. */
  async signUpForNewsletter(email: string): Promise<NewsletterSignupResult> {
    const { contactId } = await this.upsertContact({ email });
    const { status } = await this.subscribe(email);
    return { contactId, status };
  }

  /**
   * Opens the ticket, or (with `enquiryId` and `mayExist`, and `enquiryIdProperty`
   * configured) answers the ticket an earlier attempt opened: `findTicket` first, the
   * create only when nothing carries the reference. A search that fails fails the call
   * (no create without having looked). README "Duplicate tickets".
   * @throws HelpdeskError for any failure of the search or the create (operation `searchTickets` or `createTicket`)
   */
  async createTicket(input: CreateTicketInput): Promise<CreateTicketResult> {
    const property = this.config.enquiryIdProperty;
    const reference = property && input.enquiryId ? input.enquiryId : undefined;
    if (reference && input.mayExist) {
      const ticketId = await this.findTicket(reference);
      if (ticketId) return { ticketId, existing: true };
    }
    const reply = await callHubSpot(
      this.config,
      'createTicket',
      HUBSPOT_ENDPOINTS.tickets,
      {
        properties: {
          subject: input.subject,
          content: input.content,
          hs_pipeline: this.config.pipeline,
          hs_pipeline_stage: this.config.pipelineStage,
          ...(property && reference ? { [property]: reference } : {}),
        },
        associations: [
          {
            to: { id: input.contactId },
            types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: TICKET_TO_CONTACT_ASSOCIATION }],
          },
        ],
      },
      { idempotent: false },
    );
    if (reply.status !== 201 && reply.status !== 200) throw this.failure('createTicket', reply);
    const ticketId = idOf((reply.json as { id?: unknown } | undefined)?.id);
    if (!ticketId) throw this.failure('createTicket', reply, true);
    return { ticketId, existing: false };
  }

  /**
   * The oldest ticket whose `enquiryIdProperty` equals `enquiryId`, by HubSpot's CRM
   * search (`POST /crm/objects/2026-09/tickets/search`, one `EQ` filter, sorted by
   * `createdate`; docs/external-contracts.md, "Ticket search"). Idempotent, so retried
   * once like the contact upsert; HubSpot limits search separately (5 requests/s per
   * account), and a 429 is waited out once as for every call.
   * @returns the ticket id, or undefined when no ticket carries the reference (yet: the
   *   search index lags a few seconds behind creates)
   * @throws Error when `enquiryIdProperty` is not configured; HelpdeskError (operation `searchTickets`) when the search fails
   */
  async findTicket(enquiryId: string): Promise<string | undefined> {
    const property = this.config.enquiryIdProperty;
    if (!property) throw new Error('HubSpot config: findTicket needs enquiryIdProperty');
    const reply = await callHubSpot(
      this.config,
      'searchTickets',
      HUBSPOT_ENDPOINTS.ticketSearch,
      {
        filterGroups: [{ filters: [{ propertyName: property, operator: 'EQ', value: enquiryId }] }],
        properties: [property, 'subject', 'hs_pipeline', 'hs_pipeline_stage', 'createdate'],
        sorts: [{ propertyName: 'createdate', direction: 'ASCENDING' }],
        limit: 1,
      },
      { idempotent: true },
    );
    if (reply.status !== 200) throw this.failure('searchTickets', reply);
    const body = reply.json as { total?: unknown; results?: Array<{ id?: unknown; properties?: Record<string, unknown> }> } | undefined;
    if (!body || !Array.isArray(body.results)) throw this.failure('searchTickets', reply, true);
    const match = body.results.find((r) => r.properties?.[property] === undefined || String(r.properties[property]) === enquiryId);
    if (typeof body.total === 'number' && body.total > 1) {
      this.config.logger?.warn('several tickets carry one enquiry reference; answering the oldest', { operation: 'searchTickets', total: body.total });
    }
    return idOf(match?.id);
  }

  /**
   * Sets the newsletter subscription of the address to `SUBSCRIBED` (date-versioned
   * subscription status endpoint, idempotent: `NO_STATUS_CHANGE` answers `already_subscribed`).
   * When HubSpot does not subscribe the address (a 4xx other than 401/403, or a 200 whose
   * result is not `SUBSCRIBED`), HubSpot's documented unsubscribe-all read tells why: an
   * address that unsubscribed from all e-mail is {@link NewsletterOptedOutError}; anything
   * else, or a read that fails, is the refusal's {@link HelpdeskError} (`rejected`).
   * @throws NewsletterOptedOutError (409) for an address that opted out of all e-mail
   * @throws HelpdeskError for any other failure (operation `subscribe`)
   */
  async subscribe(email: string): Promise<SubscribeResult> {
    const address = normalizeEmail(email);
    const reply = await callHubSpot(
      this.config,
      'subscribe',
      HUBSPOT_ENDPOINTS.subscriptionStatus(address),
      {
        channel: 'EMAIL',
        statusState: 'SUBSCRIBED',
        subscriptionId: Number(this.config.subscriptionId),
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: this.config.legalBasisExplanation,
      },
      { idempotent: true },
    );
    if (reply.status === 401 || reply.status === 403) throw this.failure('subscribe', reply);
    if (reply.status === 200) {
      const body = reply.json as { results?: unknown; errors?: unknown } | undefined;
      const results = Array.isArray(body?.results) ? (body.results as SubscriptionStatusResult[]) : undefined;
      const result = results?.find((r) => String(r?.subscriptionId) === this.config.subscriptionId) ?? results?.[0];
      if (result?.status === 'SUBSCRIBED') return { status: result.setStatusSuccessReason === 'NO_STATUS_CHANGE' ? 'already_subscribed' : 'subscribed' };
      if (!result && !(Array.isArray(body?.errors) && body.errors.length)) throw this.failure('subscribe', reply, true);
      return this.notSubscribed(address, reply);
    }
    if (reply.status >= 400 && reply.status < 500) return this.notSubscribed(address, reply);
    throw this.failure('subscribe', reply);
  }

  /**
   * Whether HubSpot reports the address as unsubscribed from all e-mail
   * (`GET /communication-preferences/2026-09/statuses/{email}/unsubscribe-all?channel=EMAIL`:
   * `results` is empty unless it opted out). Idempotent, retried like the other reads.
   * @throws HelpdeskError (operation `unsubscribeAllStatus`) when the read fails or its answer is unreadable
   */
  async isOptedOutOfAllEmail(email: string): Promise<boolean> {
    const reply = await callHubSpot(this.config, 'unsubscribeAllStatus', HUBSPOT_ENDPOINTS.unsubscribeAllStatus(normalizeEmail(email)), undefined, {
      idempotent: true,
      method: 'GET',
    });
    if (reply.status !== 200) throw this.failure('unsubscribeAllStatus', reply);
    const results = (reply.json as { results?: unknown } | undefined)?.results;
    if (!Array.isArray(results)) throw this.failure('unsubscribeAllStatus', reply, true);
    return (results as SubscriptionStatusResult[]).some((r) => r?.status === 'UNSUBSCRIBED' && (r.channel === undefined || r.channel === 'EMAIL'));
  }

  /** HubSpot did not subscribe the address: 409 when it opted out of all e-mail, else the refusal as a 502. */
  private async notSubscribed(address: string, reply: HubSpotReply): Promise<never> {
    const refusal = this.failure('subscribe', reply);
    let optedOut: boolean;
    try {
      optedOut = await this.isOptedOutOfAllEmail(address);
    } catch (error) {
      const upstream = (error as HelpdeskError).upstream;
      this.config.logger?.warn('could not read whether a refused address opted out of all e-mail; answering the refusal', {
        operation: 'unsubscribeAllStatus',
        reason: upstream?.reason,
        status: upstream?.status,
      });
      throw refusal;
    }
    if (optedOut) throw new NewsletterOptedOutError();
    throw refusal;
  }

  /** The error of an answer we do not accept: `bad_response` when `unreadable`, else by status (a 200 we refuse is `rejected`). */
  private failure(operation: string, reply: HubSpotReply, unreadable = false): HelpdeskError {
    const reason = unreadable ? 'bad_response' : reply.status === 200 ? 'rejected' : undefined;
    return new HelpdeskError(failureFromReply(operation, reply, reply.attempts, reason));
  }
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function withoutUndefined(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
