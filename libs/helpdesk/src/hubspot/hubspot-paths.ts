/**
 * The HubSpot API version the client calls: the date-versioned 2026-09 endpoints
 * (`/<api>/<YYYY-MM>/<resource>`). HubSpot ends support of the numbered v1-v3 paths in
 * September 2027; a date version is supported for 18 months after its release
 * (docs/external-contracts.md, "HubSpot", for the pages this rests on).
 */
export const HUBSPOT_API_VERSION = '2026-09';

const CRM_OBJECTS = `/crm/objects/${HUBSPOT_API_VERSION}`;
const SUBSCRIPTION_STATUSES = `/communication-preferences/${HUBSPOT_API_VERSION}/statuses`;

/** The endpoints {@link HubSpotHelpdesk} calls; the CRM ones take the same bodies as their v3 predecessors. */
export const HUBSPOT_ENDPOINTS = {
  /** `POST`, batch upsert by `idProperty: "email"` (was `/crm/v3/objects/contacts/batch/upsert`). */
  contactsUpsert: `${CRM_OBJECTS}/contacts/batch/upsert`,
  /** `POST`, create a ticket with its association (was `/crm/v3/objects/tickets`). */
  tickets: `${CRM_OBJECTS}/tickets`,
  /** `POST`, CRM search on tickets (was `/crm/v3/objects/tickets/search`). */
  ticketSearch: `${CRM_OBJECTS}/tickets/search`,
  /**
   * `POST`, set one subscription's status of an address (`channel`, `statusState`,
   * `subscriptionId`, `legalBasis`); replaces v3's `POST /communication-preferences/v3/subscribe`,
   * whose body differed.
   */
  subscriptionStatus: (email: string) => `${SUBSCRIPTION_STATUSES}/${encodeURIComponent(email)}`,
  /** `GET`, whether the address unsubscribed from all e-mail (empty `results` when not). */
  unsubscribeAllStatus: (email: string) => `${SUBSCRIPTION_STATUSES}/${encodeURIComponent(email)}/unsubscribe-all?channel=EMAIL`,
} as const;
