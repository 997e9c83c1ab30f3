import { randomUUID } from 'node:crypto';

/** Paths of the three HubSpot endpoints the fake serves. */
export const HUBSPOT_PATHS = {
  upsert: '/crm/v3/objects/contacts/batch/upsert',
  tickets: '/crm/v3/objects/tickets',
  subscribe: '/communication-preferences/v3/subscribe',
} as const;

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

/** HubSpot's 429 body for the ten-secondly or the daily limit. */
export function rateLimitBody(daily: boolean): Record<string, string> {
  return {
    status: 'error',
    message: daily ? 'You have reached your daily limit.' : 'You have reached your ten_secondly_rolling limit.',
    errorType: 'RATE_LIMIT',
    correlationId: randomUUID(),
    policyName: daily ? 'DAILY' : 'TEN_SECONDLY_ROLLING',
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
