import { randomUUID } from 'node:crypto';

/**
 * Paths of the HubSpot endpoints the fake serves, in both path families (docs/external-contracts.md,
 * "HubSpot"): the legacy numbered ones (`/crm/v3/...`, `/communication-preferences/v3/...`,
 * unsupported from September 2027) and the date-versioned 2026-09 ones the client calls.
 * The CRM bodies are the same in both; the subscription endpoints differ (v3 `subscribe`
 * vs the date-versioned `statuses/{email}`).
 */
export const HUBSPOT_PATHS = {
  v3: {
    upsert: '/crm/v3/objects/contacts/batch/upsert',
    tickets: '/crm/v3/objects/tickets',
    ticketSearch: '/crm/v3/objects/tickets/search',
    subscribe: '/communication-preferences/v3/subscribe',
  },
  '2026-09': {
    upsert: '/crm/objects/2026-09/contacts/batch/upsert',
    tickets: '/crm/objects/2026-09/tickets',
    ticketSearch: '/crm/objects/2026-09/tickets/search',
    /** `POST` sets one subscription's status: `statuses/{subscriberIdString}` (the e-mail, URL-encoded). */
    statuses: '/communication-preferences/2026-09/statuses/',
  },
} as const;

/** The date-versioned subscription paths: `statuses/{email}` and `statuses/{email}/unsubscribe-all`. */
export const DATED_STATUS_PATH = /^\/communication-preferences\/2026-09\/statuses\/([^/?]+)(\/unsubscribe-all)?(?:\?(.*))?$/;

/** Subscription states of the date-versioned API (`statusState` in a request, `status` in an answer). */
export const STATUS_STATES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_SPECIFIED'];

/** Ticket properties every HubSpot account has (the subset the fake knows). */
export const BUILT_IN_TICKET_PROPERTIES = [
  'subject',
  'content',
  'hs_pipeline',
  'hs_pipeline_stage',
  'hs_ticket_priority',
  'hs_ticket_category',
  'hs_object_id',
  'createdate',
  'hs_lastmodifieddate',
];

/** The CRM search operators the fake evaluates (HubSpot has more: the fake answers 400 for them). */
export const SEARCH_OPERATORS = ['EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'];

/**
 * HubSpot's 400 for properties a create names that the account does not define
 * (`PROPERTY_DOESNT_EXIST`, per property, inside the message).
 */
export function unknownPropertiesMessage(names: string[]): string {
  return `Property values were not valid: ${JSON.stringify(names.map((name) => ({ isValid: false, message: `Property "${name}" does not exist`, error: 'PROPERTY_DOESNT_EXIST', name })))}`;
}

/** Legal bases HubSpot's communication-preferences APIs accept (v3 and the date-versioned ones alike). */
export const LEGAL_BASES = [
  'LEGITIMATE_INTEREST_PQL',
  'LEGITIMATE_INTEREST_CLIENT',
  'PERFORMANCE_OF_CONTRACT',
  'CONSENT_WITH_NOTICE',
  'NON_GDPR',
  'PROCESS_AND_STORE',
  'LEGITIMATE_INTEREST_OTHER',
];

/** Loose e-mail syntax check, as HubSpot's INVALID_EMAIL validation. */
export const EMAIL_SYNTAX = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** HubSpot's standard error body. */
export function hubspotErrorBody(category: string, message: string): Record<string, string> {
  return { status: 'error', message, correlationId: randomUUID(), category };
}

/** HubSpot's 429 body for the ten-secondly or the daily limit, or (`SECONDLY`) the search endpoints' own limit. */
export function rateLimitBody(
  daily: boolean,
  policy: 'TEN_SECONDLY_ROLLING' | 'DAILY' | 'SECONDLY' = daily ? 'DAILY' : 'TEN_SECONDLY_ROLLING',
): Record<string, string> {
  return {
    status: 'error',
    message: `You have reached your ${policy.toLowerCase()} limit.`,
    errorType: 'RATE_LIMIT',
    correlationId: randomUUID(),
    policyName: policy,
    groupName: 'private-app:fake',
  };
}

/** `X-HubSpot-RateLimit-*` headers (private app, 190 requests per 10 s). */
export function rateLimitHeaders(remaining = 189, dailyRemaining = 1000): Record<string, string> {
  return {
    'x-hubspot-ratelimit-max': '190',
    'x-hubspot-ratelimit-remaining': String(remaining),
    'x-hubspot-ratelimit-interval-milliseconds': '10000',
    'x-hubspot-ratelimit-daily': '1000000',
    'x-hubspot-ratelimit-daily-remaining': String(dailyRemaining),
  };
}
