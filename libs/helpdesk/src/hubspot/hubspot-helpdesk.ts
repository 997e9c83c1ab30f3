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
import { HubSpotConfig, ResolvedHubSpotConfig, resolveHubSpotConfig } from './hubspot-config';
import { errorBody, failureFromReply } from './hubspot-errors';
import { callHubSpot, HubSpotReply } from './hubspot-transport';

/** HubSpot association type id "ticket to contact" (15 is contact to ticket). */
export const TICKET_TO_CONTACT_ASSOCIATION = 16;

const HUBSPOT_TICKETS_PATH = '/crm/v3/objects/tickets';

const ALREADY_SUBSCRIBED = /is already subscribed/i;

/**
 * {@link Helpdesk} on the HubSpot CRM v3 API, over the global `fetch` (see the
 * README for why not `@hubspot/api-client`).
 *
 * - `upsertContact`: `POST /crm/v3/objects/contacts/batch/upsert`, `idProperty: "email"`;
 *   a 207 (partial failure) is a failure.
 * - `createTicket`: `POST /crm/v3/objects/tickets` with `hs_pipeline`/`hs_pipeline_stage`
 *   from config and our enquiry reference (`enquiryIdProperty`), associated to the contact
 *   (type 16) in the same call; on a retry (`mayExist`) first
 *   `POST /crm/v3/objects/tickets/search` for that reference ({@link findTicket}).
 * - `subscribe`: `POST /communication-preferences/v3/subscribe`, legal basis
 *   `CONSENT_WITH_NOTICE`; HubSpot's 400 "... is already subscribed ..." is success.
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
      '/crm/v3/objects/contacts/batch/upsert',
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
      HUBSPOT_TICKETS_PATH,
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
   * search (`POST /crm/v3/objects/tickets/search`, one `EQ` filter, sorted by
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
      `${HUBSPOT_TICKETS_PATH}/search`,
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

  async subscribe(email: string): Promise<SubscribeResult> {
    const reply = await callHubSpot(
      this.config,
      'subscribe',
      '/communication-preferences/v3/subscribe',
      {
        emailAddress: normalizeEmail(email),
        subscriptionId: this.config.subscriptionId,
        legalBasis: 'CONSENT_WITH_NOTICE',
        legalBasisExplanation: this.config.legalBasisExplanation,
      },
      { idempotent: true },
    );
    if (reply.status === 200) return { status: 'subscribed' };
    if (reply.status === 400 && ALREADY_SUBSCRIBED.test(errorBody(reply).message ?? '')) return { status: 'already_subscribed' };
    throw this.failure('subscribe', reply);
  }

  private failure(operation: string, reply: HubSpotReply, unreadable = false): HelpdeskError {
    return new HelpdeskError(failureFromReply(operation, reply, reply.attempts, unreadable ? 'bad_response' : undefined));
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
