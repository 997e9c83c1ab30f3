import { HelpdeskError } from '../helpdesk-error';
import {
  CreateTicketInput,
  CreateTicketResult,
  Helpdesk,
  normalizeEmail,
  presentOrUndefined,
  SubscribeResult,
  UpsertContactInput,
  UpsertContactResult,
} from '../helpdesk';
import { HubSpotConfig, ResolvedHubSpotConfig, resolveHubSpotConfig } from './hubspot-config';
import { errorBody, failureFromReply } from './hubspot-errors';
import { callHubSpot, HubSpotReply } from './hubspot-transport';

/** HubSpot association type id "ticket to contact" (15 is contact to ticket). */
export const TICKET_TO_CONTACT_ASSOCIATION = 16;

const ALREADY_SUBSCRIBED = /is already subscribed/i;

/**
 * {@link Helpdesk} on the HubSpot CRM v3 API, over the global `fetch` (see the
 * README for why not `@hubspot/api-client`).
 *
 * - `upsertContact`: `POST /crm/v3/objects/contacts/batch/upsert`, `idProperty: "email"`;
 *   a 207 (partial failure) is a failure.
 * - `createTicket`: `POST /crm/v3/objects/tickets` with `hs_pipeline`/`hs_pipeline_stage`
 *   from config, associated to the contact (type 16) in the same call.
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

  async createTicket(input: CreateTicketInput): Promise<CreateTicketResult> {
    const reply = await callHubSpot(
      this.config,
      'createTicket',
      '/crm/v3/objects/tickets',
      {
        properties: {
          subject: input.subject,
          content: input.content,
          hs_pipeline: this.config.pipeline,
          hs_pipeline_stage: this.config.pipelineStage,
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
    return { ticketId };
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
