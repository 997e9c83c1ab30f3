// Public API of @fulfil/helpdesk: the HubSpot / local helpdesk and reCAPTCHA v3
// verification used by the website API. Fake servers live in ./testing.
export type { UpstreamFailure } from './upstream-failure';
export type { Helpdesk } from './helpdesk';
export { createHelpdesk } from './create-helpdesk';
export { HubSpotHelpdesk, TICKET_TO_CONTACT_ASSOCIATION } from './hubspot/hubspot-helpdesk';
export type { HubSpotConfig, HelpdeskLogger } from './hubspot/hubspot-config';
export { HUBSPOT_DEFAULTS } from './hubspot/hubspot-config';
export { HUBSPOT_API_VERSION } from './hubspot/hubspot-paths';
export { NewsletterOptedOutError } from './newsletter-errors';
export { CaptchaInvalidError, CaptchaMissingError, CaptchaUnavailableError } from './captcha/captcha-errors';
export { CONTACT_FORM_ACTION, type CaptchaVerifier } from './captcha/captcha-verifier';
export { TEST_PASS_TOKEN } from './captcha/test-mode-captcha-verifier';
export { createCaptchaVerifier } from './captcha/create-captcha-verifier';
export { requireCaptcha } from './captcha/require-captcha';
export { TypeOrmLocalHelpdeskStore } from './local/typeorm-local-helpdesk-store';
export { observeCaptchaFailures, observeHelpdeskFailures, type UpstreamFailureObserver } from './observe-failures';
