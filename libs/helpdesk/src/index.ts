// Public API of @fulfil/helpdesk: the HubSpot / local helpdesk and reCAPTCHA v3
// verification used by the website API. Fake servers live in ./testing.
export * from './upstream-failure';
export * from './helpdesk-error';
export * from './helpdesk';
export * from './create-helpdesk';
export { HubSpotHelpdesk, TICKET_TO_CONTACT_ASSOCIATION } from './hubspot/hubspot-helpdesk';
export type { HubSpotConfig, HelpdeskLogger } from './hubspot/hubspot-config';
export { HUBSPOT_DEFAULTS } from './hubspot/hubspot-config';
export * from './local/local-helpdesk-store';
export * from './local/in-memory-local-helpdesk-store';
export * from './local/local-helpdesk';
export * from './captcha/captcha-errors';
export * from './captcha/captcha-verifier';
export * from './captcha/recaptcha-verifier';
export * from './captcha/test-mode-captcha-verifier';
export * from './captcha/create-captcha-verifier';
export * from './captcha/require-captcha';
export * from './local/typeorm-local-helpdesk-store';
export * from './observe-failures';
