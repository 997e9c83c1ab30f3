import { randomUUID } from 'node:crypto';

/** Paths of the HubSpot endpoints the fake serves. */
export const HUBSPOT_PATHS = {
  upsert: '/crm/v3/objects/contacts/batch/upsert',
  tickets: '/crm/v3/objects/tickets',
  ticketSearch: '/crm/v3/objects/tickets/search',
  subscribe: '/communication-preferences/v3/subscribe',
} as const;

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

/** Legal bases HubSpot's communication-preferences v3 API accepts. */
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
