import { ServerResponse } from 'node:http';
import { FakeHttpServer, RecordedRequest } from './fake-http-server';
import {
  BUILT_IN_TICKET_PROPERTIES,
  DATED_STATUS_PATH,
  EMAIL_SYNTAX as EMAIL,
  HUBSPOT_PATHS,
  hubspotErrorBody,
  LEGAL_BASES,
  rateLimitBody,
  rateLimitHeaders,
  SEARCH_OPERATORS,
  STATUS_STATES,
  unknownPropertiesMessage,
} from './hubspot-wire';

const V3 = HUBSPOT_PATHS.v3;
const DATED = HUBSPOT_PATHS['2026-09'];

/** Options of {@link FakeHubSpot}; every field has a default. */
export interface FakeHubSpotOptions {
  /** Bearer token accepted; default `test-token`. Any other token gets HubSpot's 401. */
  accessToken?: string;
  /** The one existing subscription type id; default `12345`. */
  subscriptionId?: string;
  /** The one existing ticket pipeline; default `0`. */
  pipeline?: string;
  /** Its stages; default `1`, `2`, `3`, `4`. */
  pipelineStages?: string[];
  /**
   * Custom ticket properties the account defines; default `['fulfil_enquiry_id']`. A
   * create naming any other property that is not built in gets HubSpot's 400
   * `PROPERTY_DOESNT_EXIST`.
   */
  customTicketProperties?: string[];
  /**
   * Search index lag, ms: a ticket created less than this long ago is not found by the
   * search endpoint yet (HubSpot's search is eventually consistent); default 0.
   */
  searchLagMs?: number;
  /** Search requests allowed per rolling second before a 429 (HubSpot: 5 per account); 0 = no limit. Default 5. */
  searchRequestsPerSecond?: number;
  /**
   * Ticket properties the account's admin made required (e.g. on the "Create record" form);
   * default none. From the 2026-09 version on HubSpot enforces such rules on API writes too
   * (changelog "CRM API Write Validation Enforcement"): a 2026-09 create without them gets
   * 400 `VALIDATION_ERROR`; the v3 paths ignore them, as HubSpot's v3 did.
   */
  requiredTicketProperties?: string[];
  /**
   * What the date-versioned subscribe answers for an address that opted out of all e-mail
   * ({@link optOutOfAllEmail}). HubSpot documents that v3 "will not allow you to resubscribe
   * contacts who have opted out" but not what the date-versioned endpoint answers, so the
   * fake can play each case the client must survive: `refuse` (default: 400
   * `VALIDATION_ERROR`, as v3), `keep-unsubscribed` (200, the result still `UNSUBSCRIBED`)
   * or `resubscribe` (200 `SUBSCRIBED`, the opt-out lifted).
   */
  optedOutSubscribe?: 'refuse' | 'keep-unsubscribed' | 'resubscribe';
}

/** A contact the fake holds (HubSpot property names). */
export interface FakeHubSpotContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** A ticket the fake created. */
export interface FakeHubSpotTicket {
  id: string;
  subject: string;
  content: string;
  pipeline: string;
  stage: string;
  /** Ids of the contacts it is associated with (type 16). */
  contactIds: string[];
  createdAt: string;
  /** Every property as HubSpot would return it (built-in and custom, e.g. `fulfil_enquiry_id`). */
  properties: Record<string, string>;
}

/** Rate-limit switch of {@link FakeHubSpot.rateLimit}. */
export interface FakeRateLimit {
  /** `TEN_SECONDLY_ROLLING` (default) or `DAILY` (then `X-HubSpot-RateLimit-Daily-Remaining: 0`). */
  policy?: 'TEN_SECONDLY_ROLLING' | 'DAILY';
  /** Adds `Retry-After: <seconds>` (HubSpot normally sends none). */
  retryAfterSeconds?: number;
  /** Lifts itself after this many 429 answers; default: until `rateLimit(false)`. */
  times?: number;
}

/**
 * A fake HubSpot API speaking the real formats (docs/external-contracts.md) for the
 * endpoints the helpdesk uses, each under its legacy v3 path and its date-versioned
 * 2026-09 path (`/crm/objects/2026-09/...`, same bodies; one shared state):
 * - `POST /crm/v3/objects/contacts/batch/upsert` (idProperty email): 200
 *   `{status:"COMPLETE",results:[{id,new,properties,...}]}`; an invalid address or
 *   one at `invalid.example` gives 207 with `errors` / `numErrors`;
 * - `POST /crm/v3/objects/tickets`: 201 `{id,properties,...}`; 400 on an unknown
 *   pipeline/stage, association type other than 16, or unknown contact;
 * - `POST /communication-preferences/v3/subscribe`: 200 `{id,status:"SUBSCRIBED",...}`;
 *   400 `"<email> is already subscribed to subscription N"` the second time;
 *   400 on an unknown subscription id or legal basis; 400 for an address that opted out of
 *   all e-mail (v3 cannot resubscribe it);
 * - `POST /communication-preferences/2026-09/statuses/{email}` (`channel: EMAIL`,
 *   `statusState`, numeric `subscriptionId`, `legalBasis`): 200
 *   `{status:"COMPLETE",results:[{status:"SUBSCRIBED",setStatusSuccessReason,...}]}`,
 *   `NO_STATUS_CHANGE` when nothing changed (idempotent); an opted-out address per
 *   {@link FakeHubSpotOptions.optedOutSubscribe};
 * - `GET /communication-preferences/2026-09/statuses/{email}/unsubscribe-all?channel=EMAIL`:
 *   200 `{status:"COMPLETE",results:[]}`, or one `UNSUBSCRIBED` result for an address that
 *   opted out of all e-mail;
 * - `POST /crm/v3/objects/tickets/search` (docs/external-contracts.md, "Ticket search"):
 *   `filterGroups` (OR) of `filters` (AND) with `EQ`, `NEQ`, `HAS_PROPERTY`,
 *   `NOT_HAS_PROPERTY` (string values compared case-insensitively), `properties`,
 *   `sorts` (one property, ASCENDING/DESCENDING), `limit` (default 10, at most 200) and
 *   `after`: 200 `{total, results:[{id, properties, createdAt, updatedAt, archived}], paging?}`;
 *   a ticket younger than `searchLagMs` is not found yet; more than
 *   `searchRequestsPerSecond` searches in a rolling second get 429 (`policyName: SECONDLY`).
 *
 * A wrong bearer token gets 401 (`category: INVALID_AUTHENTICATION`). Switches:
 * {@link rateLimit} (429 with HubSpot's body and `X-HubSpot-RateLimit-*` headers),
 * plus `goDown`/`comeBack`, `failNext` (429 included) and `delayResponses`
 * from {@link FakeHttpServer}. State: {@link contacts}, {@link tickets}, {@link subscribers},
 * {@link optedOutOfAll}.
 */
export class FakeHubSpot extends FakeHttpServer {
  /** Contacts by lower-cased e-mail. */
  readonly contacts = new Map<string, FakeHubSpotContact>();
  /** Tickets created, oldest first. */
  readonly tickets: FakeHubSpotTicket[] = [];
  /** Subscribed e-mails (lower-cased). */
  readonly subscribers = new Set<string>();
  /** E-mails (lower-cased) that opted out of all e-mail ({@link optOutOfAllEmail}). */
  readonly optedOutOfAll = new Set<string>();
  private readonly options: Required<FakeHubSpotOptions>;
  private limited?: FakeRateLimit;
  private nextId = 512;
  private readonly searchTimes: number[] = [];
  /** Creation time (epoch ms) of each ticket, for the search lag. */
  private readonly ticketCreated = new Map<string, number>();

  constructor(options: FakeHubSpotOptions = {}) {
    super();
    this.options = {
      accessToken: 'test-token',
      subscriptionId: '12345',
      pipeline: '0',
      pipelineStages: ['1', '2', '3', '4'],
      customTicketProperties: ['fulfil_enquiry_id'],
      searchLagMs: 0,
      searchRequestsPerSecond: 5,
      requiredTicketProperties: [],
      optedOutSubscribe: 'refuse',
      ...options,
    };
  }

  /** Changes the search index lag (see {@link FakeHubSpotOptions.searchLagMs}). */
  setSearchLag(ms: number): void {
    this.options.searchLagMs = ms;
  }

  /** Answers every authenticated request with 429 until called with `false`. */
  rateLimit(limit: FakeRateLimit | false = {}): void {
    this.limited = limit === false ? undefined : { ...limit };
  }

  /** Also lifts {@link rateLimit}. */
  override async restore(): Promise<void> {
    this.limited = undefined;
    await super.restore();
  }

  /** Preloads a contact (as if created earlier); returns its id. */
  addContact(email: string, properties: Record<string, string> = {}): string {
    return this.upsert(email, properties).contact.id;
  }

  /** Preloads a subscription. */
  addSubscriber(email: string): void {
    this.subscribers.add(email.toLowerCase());
  }

  /**
   * The address unsubscribes from all e-mail (as a contact does with the link at the foot
   * of a marketing e-mail): its subscriptions end and the unsubscribe-all read reports it.
   */
  optOutOfAllEmail(email: string): void {
    const key = email.toLowerCase();
    this.subscribers.delete(key);
    this.optedOutOfAll.add(key);
  }

  protected override failWithStatus(status: number, request: RecordedRequest, res: ServerResponse): void {
    if (status === 429) return this.tooManyRequests(res, this.limited ?? {});
    super.failWithStatus(status, request, res);
  }

  protected route(request: RecordedRequest, res: ServerResponse): void {
    if (request.headers['authorization'] !== `Bearer ${this.options.accessToken}`) {
      return this.error(
        res,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    }
    if (this.limited) {
      const limit = this.limited;
      if (limit.times !== undefined && --limit.times <= 0) this.limited = undefined;
      return this.tooManyRequests(res, limit);
    }
    const status = DATED_STATUS_PATH.exec(request.path);
    const subscriber = status ? safeDecode(status[1]) : undefined;
    if (status && subscriber === undefined) return this.error(res, 400, 'VALIDATION_ERROR', 'subscriberIdString is not a valid email address');
    if (status?.[2]) {
      if (request.method !== 'GET') return this.error(res, 405, 'VALIDATION_ERROR', 'Method not allowed');
      return this.unsubscribeAllStatus(subscriber as string, new URLSearchParams(status[3] ?? ''), res);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return this.error(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON on line 1, column 1: Cannot build, body is not valid JSON');
    }
    if (request.method !== 'POST') return this.error(res, 405, 'VALIDATION_ERROR', 'Method not allowed');
    if (request.path === V3.upsert || request.path === DATED.upsert) return this.batchUpsert(body, res);
    if (request.path === V3.tickets) return this.createTicket(body, res, false);
    if (request.path === DATED.tickets) return this.createTicket(body, res, true);
    if (request.path === V3.ticketSearch || request.path === DATED.ticketSearch) return this.searchTickets(body, res);
    if (request.path === V3.subscribe) return this.subscribe(body, res);
    if (status) return this.setStatus(subscriber as string, body, res);
    return this.error(res, 404, 'OBJECT_NOT_FOUND', `Unable to find a resource at ${request.path}`);
  }

  private batchUpsert(body: Record<string, unknown>, res: ServerResponse): void {
    const inputs = body['inputs'] as Array<{ idProperty?: string; id?: string; properties?: Record<string, string> }> | undefined;
    if (
      !Array.isArray(inputs) ||
      inputs.length === 0 ||
      inputs.some((i) => i.idProperty !== 'email' || typeof i.id !== 'string' || typeof i.properties !== 'object')
    ) {
      return this.error(res, 400, 'VALIDATION_ERROR', 'Invalid input: every input needs idProperty "email", id and properties');
    }
    const startedAt = new Date().toISOString();
    const results: unknown[] = [];
    const errors: unknown[] = [];
    for (const input of inputs) {
      const email = input.id as string;
      if (!EMAIL.test(email) || email.toLowerCase().endsWith('@invalid.example')) {
        errors.push({
          status: 'error',
          category: 'VALIDATION_ERROR',
          message: `Property values were not valid: [{"isValid":false,"message":"Email address ${email} is invalid","error":"INVALID_EMAIL","name":"email"}]`,
          context: { ids: [email] },
        });
        continue;
      }
      const { contact, created } = this.upsert(email, input.properties ?? {});
      results.push({
        id: contact.id,
        new: created,
        properties: contact.properties,
        createdAt: contact.createdAt,
        updatedAt: contact.updatedAt,
        archived: false,
      });
    }
    const answer = { status: 'COMPLETE', results, startedAt, completedAt: new Date().toISOString() };
    if (errors.length) return this.json(res, 207, { ...answer, numErrors: errors.length, errors }, this.limitHeaders());
    this.json(res, 200, answer, this.limitHeaders());
  }

  /** `dated`: the 2026-09 path, which enforces the account's required properties. */
  private createTicket(body: Record<string, unknown>, res: ServerResponse, dated: boolean): void {
    const props = (body['properties'] ?? {}) as Record<string, unknown>;
    const { subject, content, hs_pipeline: pipeline, hs_pipeline_stage: stage } = props;
    if (
      typeof subject !== 'string' ||
      !subject ||
      typeof content !== 'string' ||
      pipeline !== this.options.pipeline ||
      !this.options.pipelineStages.includes(String(stage))
    ) {
      return this.error(
        res,
        400,
        'VALIDATION_ERROR',
        'Property values were not valid: subject, content, hs_pipeline and hs_pipeline_stage must name an existing pipeline and stage',
      );
    }
    const unknown = Object.keys(props).filter((name) => !BUILT_IN_TICKET_PROPERTIES.includes(name) && !this.options.customTicketProperties.includes(name));
    if (unknown.length) return this.error(res, 400, 'VALIDATION_ERROR', unknownPropertiesMessage(unknown));
    const missing = dated ? this.options.requiredTicketProperties.filter((name) => props[name] === undefined || props[name] === '') : [];
    if (missing.length) {
      return this.error(res, 400, 'VALIDATION_ERROR', `Property values were not valid: required properties are missing: ${missing.join(', ')}`);
    }
    const associations = (body['associations'] ?? []) as Array<{
      to?: { id?: string };
      types?: Array<{ associationCategory?: string; associationTypeId?: number }>;
    }>;
    const contactIds: string[] = [];
    for (const association of associations) {
      const type = association.types?.[0];
      if (type?.associationCategory !== 'HUBSPOT_DEFINED' || type.associationTypeId !== 16) {
        return this.error(
          res,
          400,
          'VALIDATION_ERROR',
          `Invalid association type: ${type?.associationCategory}/${type?.associationTypeId} from ticket to contact`,
        );
      }
      const id = String(association.to?.id);
      if (![...this.contacts.values()].some((c) => c.id === id)) {
        return this.error(res, 400, 'VALIDATION_ERROR', `One or more associations are invalid: no contact with id ${id}`);
      }
      contactIds.push(id);
    }
    const now = new Date().toISOString();
    const id = String(this.nextId++);
    const custom = Object.fromEntries(
      Object.entries(props)
        .filter(([name]) => this.options.customTicketProperties.includes(name))
        .map(([name, value]) => [name, String(value)]),
    );
    const properties = {
      ...custom,
      subject,
      content,
      hs_pipeline: pipeline,
      hs_pipeline_stage: String(stage),
      hs_object_id: id,
      createdate: now,
      hs_lastmodifieddate: now,
    };
    const ticket: FakeHubSpotTicket = { id, subject, content, pipeline, stage: String(stage), contactIds, createdAt: now, properties };
    this.tickets.push(ticket);
    this.ticketCreated.set(id, Date.now());
    this.json(res, 201, { id, properties, createdAt: now, updatedAt: now, archived: false }, this.limitHeaders());
  }

  private searchTickets(body: Record<string, unknown>, res: ServerResponse): void {
    const perSecond = this.options.searchRequestsPerSecond;
    if (perSecond > 0) {
      const now = Date.now();
      while (this.searchTimes.length && this.searchTimes[0] <= now - 1000) this.searchTimes.shift();
      if (this.searchTimes.length >= perSecond) {
        return this.json(res, 429, rateLimitBody(false, 'SECONDLY'), rateLimitHeaders(0));
      }
      this.searchTimes.push(now);
    }
    const groups = (body['filterGroups'] ?? []) as Array<{ filters?: Array<{ propertyName?: unknown; operator?: unknown; value?: unknown }> }>;
    if (!Array.isArray(groups) || groups.length > 5 || groups.some((g) => !Array.isArray(g?.filters) || g.filters.length > 6)) {
      return this.error(res, 400, 'VALIDATION_ERROR', 'Invalid input: filterGroups must be an array of at most 5 groups of at most 6 filters');
    }
    for (const filter of groups.flatMap((g) => g.filters ?? [])) {
      if (typeof filter.propertyName !== 'string' || !SEARCH_OPERATORS.includes(String(filter.operator))) {
        return this.error(res, 400, 'VALIDATION_ERROR', `Invalid filter: propertyName and one of the operators ${SEARCH_OPERATORS.join(', ')} are required`);
      }
    }
    const limit = body['limit'] === undefined ? 10 : Number(body['limit']);
    if (!Number.isInteger(limit) || limit < 0 || limit > 200) return this.error(res, 400, 'VALIDATION_ERROR', 'limit must be an integer from 0 to 200');
    const sorts = (body['sorts'] ?? []) as Array<{ propertyName?: string; direction?: string } | string>;
    const sort =
      Array.isArray(sorts) && sorts.length ? (typeof sorts[0] === 'string' ? { propertyName: sorts[0], direction: 'ASCENDING' } : sorts[0]) : undefined;
    const requested = Array.isArray(body['properties'])
      ? (body['properties'] as unknown[]).map(String)
      : ['subject', 'content', 'hs_pipeline', 'hs_pipeline_stage'];
    const visibleBefore = Date.now() - this.options.searchLagMs;
    const matches = (ticket: FakeHubSpotTicket, filter: { propertyName?: unknown; operator?: unknown; value?: unknown }): boolean => {
      const value = ticket.properties[String(filter.propertyName)];
      switch (filter.operator) {
        case 'EQ':
          return value !== undefined && value.toLowerCase() === String(filter.value).toLowerCase();
        case 'NEQ':
          return value === undefined || value.toLowerCase() !== String(filter.value).toLowerCase();
        case 'HAS_PROPERTY':
          return value !== undefined && value !== '';
        default:
          return value === undefined || value === '';
      }
    };
    let found = this.tickets.filter(
      (t) => (this.ticketCreated.get(t.id) ?? 0) <= visibleBefore && (groups.length === 0 || groups.some((g) => (g.filters ?? []).every((f) => matches(t, f)))),
    );
    if (sort?.propertyName) {
      const key = sort.propertyName;
      const direction = sort.direction === 'DESCENDING' ? -1 : 1;
      found = [...found].sort((a, b) => direction * ((a.properties[key] ?? '').localeCompare(b.properties[key] ?? '') || Number(a.id) - Number(b.id)));
    }
    const offset = Number(body['after'] ?? 0) || 0;
    const page = found.slice(offset, offset + limit);
    this.json(
      res,
      200,
      {
        total: found.length,
        results: page.map((t) => ({
          id: t.id,
          properties: Object.fromEntries([...requested, 'hs_object_id', 'createdate', 'hs_lastmodifieddate'].map((name) => [name, t.properties[name] ?? null])),
          createdAt: t.createdAt,
          updatedAt: t.properties['hs_lastmodifieddate'],
          archived: false,
        })),
        ...(offset + limit < found.length ? { paging: { next: { after: String(offset + limit) } } } : {}),
      },
      this.limitHeaders(),
    );
  }

  private subscribe(body: Record<string, unknown>, res: ServerResponse): void {
    const email = body['emailAddress'];
    const legalBasis = body['legalBasis'];
    if (typeof email !== 'string' || !EMAIL.test(email)) return this.error(res, 400, 'VALIDATION_ERROR', 'emailAddress is not a valid email address');
    if (String(body['subscriptionId']) !== this.options.subscriptionId) {
      return this.error(res, 400, 'VALIDATION_ERROR', `Subscription ${String(body['subscriptionId'])} does not exist`);
    }
    if (legalBasis !== undefined && !LEGAL_BASES.includes(String(legalBasis)))
      return this.error(res, 400, 'VALIDATION_ERROR', `Invalid legalBasis ${String(legalBasis)}`);
    const key = email.toLowerCase();
    if (this.subscribers.has(key)) {
      return this.error(res, 400, 'VALIDATION_ERROR', `${email} is already subscribed to subscription ${this.options.subscriptionId}`);
    }
    // HubSpot documents the refusal, not its wording: the client must not depend on this message.
    if (this.optedOutOfAll.has(key)) return this.error(res, 400, 'VALIDATION_ERROR', `${email} has opted out of all email and cannot be resubscribed`);
    this.subscribers.add(key);
    this.json(
      res,
      200,
      {
        id: this.options.subscriptionId,
        name: 'Product newsletter',
        description: 'Product news and updates',
        status: 'SUBSCRIBED',
        sourceOfStatus: 'SUBSCRIPTION_STATUS',
        brandId: null,
        preferenceGroupName: null,
        legalBasis: legalBasis ?? null,
        legalBasisExplanation: body['legalBasisExplanation'] ?? null,
      },
      this.limitHeaders(),
    );
  }

  /** `POST /communication-preferences/2026-09/statuses/{email}`: one subscription's status. */
  private setStatus(email: string, body: Record<string, unknown>, res: ServerResponse): void {
    const { channel, statusState, subscriptionId, legalBasis } = body;
    if (!EMAIL.test(email)) return this.error(res, 400, 'VALIDATION_ERROR', 'subscriberIdString is not a valid email address');
    if (channel !== 'EMAIL') return this.error(res, 400, 'VALIDATION_ERROR', `Invalid channel ${String(channel)}: EMAIL is the only supported channel`);
    if (!STATUS_STATES.includes(String(statusState))) return this.error(res, 400, 'VALIDATION_ERROR', `Invalid statusState ${String(statusState)}`);
    if (typeof subscriptionId !== 'number' || !Number.isInteger(subscriptionId)) {
      return this.error(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON: subscriptionId must be an integer');
    }
    if (String(subscriptionId) !== this.options.subscriptionId)
      return this.error(res, 400, 'VALIDATION_ERROR', `Subscription ${subscriptionId} does not exist`);
    if (legalBasis !== undefined && !LEGAL_BASES.includes(String(legalBasis)))
      return this.error(res, 400, 'VALIDATION_ERROR', `Invalid legalBasis ${String(legalBasis)}`);
    const key = email.toLowerCase();
    let reason = 'REQUESTED_CHANGE_OCCURRED';
    let state = String(statusState);
    if (statusState === 'SUBSCRIBED' && this.optedOutOfAll.has(key)) {
      const answer = this.options.optedOutSubscribe;
      if (answer === 'refuse') return this.error(res, 400, 'VALIDATION_ERROR', `${email} has opted out of all email and cannot be resubscribed`);
      if (answer === 'keep-unsubscribed') [state, reason] = ['UNSUBSCRIBED', 'NO_STATUS_CHANGE'];
      else this.optedOutOfAll.delete(key);
    }
    if (state === 'SUBSCRIBED') {
      if (this.subscribers.has(key)) reason = 'NO_STATUS_CHANGE';
      this.subscribers.add(key);
    } else if (statusState === 'UNSUBSCRIBED') this.subscribers.delete(key);
    const now = new Date().toISOString();
    const result = {
      channel: 'EMAIL',
      source: 'Public API',
      status: state,
      subscriberIdString: key,
      subscriptionId,
      timestamp: now,
      legalBasis: legalBasis ?? null,
      legalBasisExplanation: body['legalBasisExplanation'] ?? null,
      setStatusSuccessReason: reason,
      subscriptionName: 'Product newsletter',
    };
    this.json(res, 200, { status: 'COMPLETE', results: [result], requestedAt: now, startedAt: now, completedAt: now }, this.limitHeaders());
  }

  /** `GET /communication-preferences/2026-09/statuses/{email}/unsubscribe-all?channel=EMAIL`: has it opted out of all e-mail? */
  private unsubscribeAllStatus(email: string, query: URLSearchParams, res: ServerResponse): void {
    if (query.get('channel') !== 'EMAIL') return this.error(res, 400, 'VALIDATION_ERROR', "channel is required and must be 'EMAIL'");
    const key = email.toLowerCase();
    const now = new Date().toISOString();
    const results = this.optedOutOfAll.has(key)
      ? [{ channel: 'EMAIL', status: 'UNSUBSCRIBED', subscriberIdString: key, timestamp: now, wideStatusType: 'BUSINESS_UNIT_WIDE' }]
      : [];
    this.json(res, 200, { status: 'COMPLETE', results, startedAt: now, completedAt: now }, this.limitHeaders());
  }

  private upsert(email: string, properties: Record<string, string>): { contact: FakeHubSpotContact; created: boolean } {
    const key = email.toLowerCase();
    const now = new Date().toISOString();
    const existing = this.contacts.get(key);
    if (existing) {
      Object.assign(existing.properties, properties, { lastmodifieddate: now });
      existing.updatedAt = now;
      return { contact: existing, created: false };
    }
    const id = String(this.nextId++);
    const contact = { id, properties: { ...properties, email: key, hs_object_id: id, createdate: now, lastmodifieddate: now }, createdAt: now, updatedAt: now };
    this.contacts.set(key, contact);
    return { contact, created: true };
  }

  private tooManyRequests(res: ServerResponse, limit: FakeRateLimit): void {
    const daily = limit.policy === 'DAILY';
    const retryAfter: Record<string, string> = limit.retryAfterSeconds !== undefined ? { 'retry-after': String(limit.retryAfterSeconds) } : {};
    this.json(res, 429, rateLimitBody(daily), { ...rateLimitHeaders(0, daily ? 0 : 1000), ...retryAfter });
  }

  private limitHeaders(): Record<string, string> {
    return rateLimitHeaders();
  }

  private error(res: ServerResponse, status: number, category: string, message: string): void {
    this.json(res, status, hubspotErrorBody(category, message));
  }
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
