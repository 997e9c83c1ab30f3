import { Logger } from '@nestjs/common';
import {
  CaptchaVerifier,
  createCaptchaVerifier,
  createHelpdesk,
  Helpdesk,
  HelpdeskLogger,
  HUBSPOT_API_VERSION,
  HubSpotHelpdesk,
  TypeOrmLocalHelpdeskStore,
} from '@fulfil/helpdesk';
import { WebsiteConfig } from '../config';

/** Injection token of the {@link Helpdesk} (HubSpot or the built-in local helpdesk). */
export const HELPDESK = Symbol('HELPDESK');

/** Injection token of the {@link CaptchaVerifier} (reCAPTCHA v3 or test mode). */
export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');

const logger = new Logger('Integrations');

/** Tells the HubSpot client's retry warnings to the app log (no token, no e-mail addresses). */
const helpdeskLogger: HelpdeskLogger = {
  warn: (message, details) => logger.warn({ ...details, msg: `HubSpot: ${message}` }),
};

/**
 * The helpdesk of this configuration: HubSpot (its 2026-09 APIs; the token a service key,
 * a developer-platform app's static token or a legacy private-app token) when HUBSPOT_ACCESS_TOKEN is set
 * (pipeline, stage, subscription id and the ticket property of the enquiry reference
 * then required), otherwise the built-in local helpdesk on the app's database. Says
 * which at start-up.
 */
export function helpdeskFor(config: WebsiteConfig, localStore: TypeOrmLocalHelpdeskStore): Helpdesk {
  const helpdesk = createHelpdesk({
    localStore,
    hubspot: config.HUBSPOT_ACCESS_TOKEN?.trim()
      ? {
          accessToken: config.HUBSPOT_ACCESS_TOKEN.trim(),
          baseUrl: config.HUBSPOT_BASE_URL,
          pipeline: config.HUBSPOT_PIPELINE ?? '',
          pipelineStage: config.HUBSPOT_PIPELINE_STAGE ?? '',
          subscriptionId: config.HUBSPOT_SUBSCRIPTION_ID ?? '',
          enquiryIdProperty: config.HUBSPOT_TICKET_ENQUIRY_PROPERTY === 'none' ? undefined : config.HUBSPOT_TICKET_ENQUIRY_PROPERTY,
          timeoutMs: config.HUBSPOT_TIMEOUT_MS,
          maxRetries: 1,
          logger: helpdeskLogger,
        }
      : undefined,
  });
  if (helpdesk instanceof HubSpotHelpdesk) {
    logger.log(
      `Helpdesk: HubSpot at ${helpdesk.baseUrl}, API ${HUBSPOT_API_VERSION} (pipeline ${config.HUBSPOT_PIPELINE}, stage ${config.HUBSPOT_PIPELINE_STAGE}, enquiry reference in ${config.HUBSPOT_TICKET_ENQUIRY_PROPERTY})`,
    );
    if (config.HUBSPOT_TICKET_ENQUIRY_PROPERTY === 'none') {
      logger.warn('Helpdesk: HUBSPOT_TICKET_ENQUIRY_PROPERTY=none: a retry after a lost HubSpot answer or a crash may open a second ticket');
    }
  } else {
    logger.warn("Helpdesk: LOCAL (no HUBSPOT_ACCESS_TOKEN): contacts, tickets and newsletter subscriptions are stored in this app's database");
  }
  return helpdesk;
}

/**
 * The bot check of this configuration (CAPTCHA_MODE; `auto` = reCAPTCHA when a
 * secret is set, the documented test mode otherwise; test mode is refused in
 * production). Says which at start-up.
 */
export function captchaVerifierFor(config: WebsiteConfig): CaptchaVerifier {
  const verifier = createCaptchaVerifier({
    mode: config.CAPTCHA_MODE,
    secret: config.RECAPTCHA_SECRET?.trim() || undefined,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    threshold: config.RECAPTCHA_THRESHOLD,
    allowedHostnames: config.RECAPTCHA_ALLOWED_HOSTNAMES.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
    nodeEnv: config.NODE_ENV,
  });
  if (verifier.mode === 'test') logger.warn(`Bot detection: ${verifier.description}`);
  else logger.log(`Bot detection: ${verifier.description}`);
  return verifier;
}
