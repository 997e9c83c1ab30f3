import { ConfigValidationError, DatabaseAppConfig, envNumber, loadConfig, SecretEnv } from '@fulfil/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { type PageLanguage, SITE_LANGUAGES } from '@fulfil/website-pages';

const HTTP_URL = /^https?:\/\/[^\s]+$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const hasToken = (c: WebsiteConfig) => Boolean(c.HUBSPOT_ACCESS_TOKEN?.trim());

/**
 * Environment of website-api, validated at boot (a bad variable stops the app with a
 * message naming it). Shared variables are documented on DatabaseAppConfig and
 * BaseAppConfig; PORT defaults to 3000. Combinations are checked by
 * {@link websiteConfigProblems} (called from `loadWebsiteConfig`).
 */
export class WebsiteConfig extends DatabaseAppConfig {
  /** HubSpot private-app token (a secret; also HUBSPOT_ACCESS_TOKEN_FILE). Unset: the built-in local helpdesk (contacts and tickets in this app's database). */
  @SecretEnv()
  @IsOptional()
  @IsString()
  HUBSPOT_ACCESS_TOKEN?: string;

  /** HubSpot API base URL (tests and local runs point it at a fake). */
  @IsOptional()
  @Matches(HTTP_URL)
  HUBSPOT_BASE_URL = 'https://api.hubapi.com';

  /** Ticket pipeline id (`hs_pipeline`); required with a token. */
  @ValidateIf(hasToken)
  @IsString()
  @Matches(/\S/, { message: 'HUBSPOT_PIPELINE is required when HUBSPOT_ACCESS_TOKEN is set' })
  HUBSPOT_PIPELINE?: string;

  /** Ticket pipeline stage id (`hs_pipeline_stage`); required with a token. */
  @ValidateIf(hasToken)
  @IsString()
  @Matches(/\S/, { message: 'HUBSPOT_PIPELINE_STAGE is required when HUBSPOT_ACCESS_TOKEN is set' })
  HUBSPOT_PIPELINE_STAGE?: string;

  /** Subscription type id of the newsletter; required with a token. */
  @ValidateIf(hasToken)
  @IsString()
  @Matches(/\S/, { message: 'HUBSPOT_SUBSCRIPTION_ID is required when HUBSPOT_ACCESS_TOKEN is set' })
  HUBSPOT_SUBSCRIPTION_ID?: string;

  /**
   * Internal name of the custom ticket property (single-line text, created in HubSpot
   * first, ideally with unique values) that carries each ticket's enquiry reference, so
   * that a retry finds the ticket an earlier attempt opened instead of opening a second
   * (README "Duplicate tickets"). Required with a token; `none` runs without it (a retry
   * after a lost answer or a crash may then open a second ticket).
   */
  @ValidateIf(hasToken)
  @IsString()
  @Matches(/^([a-z][a-z0-9_]{0,99}|none)$/, {
    message:
      'HUBSPOT_TICKET_ENQUIRY_PROPERTY is required when HUBSPOT_ACCESS_TOKEN is set: the internal name of a ticket property (lower-case letters, digits, underscores), or none',
  })
  HUBSPOT_TICKET_ENQUIRY_PROPERTY?: string;

  /** Deadline of each HubSpot HTTP attempt, ms (at most one retry). */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(100)
  @Max(30_000)
  HUBSPOT_TIMEOUT_MS = 3000;

  /** reCAPTCHA v3 secret key (also RECAPTCHA_SECRET_FILE). Unset with CAPTCHA_MODE=auto: test mode (refused in production). */
  @SecretEnv()
  @IsOptional()
  @IsString()
  RECAPTCHA_SECRET?: string;

  /** siteverify URL (tests point it at a fake). */
  @IsOptional()
  @Matches(HTTP_URL)
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /** Minimum reCAPTCHA score, 0..1. */
  @IsOptional()
  @Transform(envNumber)
  @IsNumber()
  @Min(0)
  @Max(1)
  RECAPTCHA_THRESHOLD = 0.5;

  /** Comma-separated hostnames a token must come from; empty = any. */
  @IsOptional()
  @Matches(/^[a-zA-Z0-9.,\- ]*$/)
  RECAPTCHA_ALLOWED_HOSTNAMES = '';

  /** Deadline of the siteverify call, ms (never retried: tokens are single-use). */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(100)
  @Max(30_000)
  RECAPTCHA_TIMEOUT_MS = 3000;

  /**
   * reCAPTCHA v3 site key (public) the contact page asks tokens with; required whenever the
   * bot check uses reCAPTCHA (a secret is set), since the page cannot get a token without it.
   * In test mode the page sends the test token instead and says so.
   */
  @IsOptional()
  @Matches(/^[\w-]{1,100}$/, { message: 'RECAPTCHA_SITE_KEY must be a reCAPTCHA site key (letters, digits, - and _)' })
  RECAPTCHA_SITE_KEY?: string;

  /** `auto` (reCAPTCHA when a secret is set, else test mode), `recaptcha` (secret required) or `test`. */
  @IsOptional()
  @IsIn(['auto', 'recaptcha', 'test'])
  CAPTCHA_MODE: 'auto' | 'recaptcha' | 'test' = 'auto';

  /** Requests per client IP per endpoint per window. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT = 30;

  /** Length of the rate-limit window, seconds. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(1)
  @Max(86_400)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  /** Prefix of the rate-limit keys in Redis (several apps or test runs may share one Redis). */
  @IsOptional()
  @Matches(/^[\w:.-]{0,64}$/)
  RATE_LIMIT_KEY_PREFIX = 'website-api:';

  /** When set, v1 is deprecated since this instant (ISO-8601): v1 responses carry Deprecation, Sunset and Link. */
  @IsOptional()
  @Matches(ISO_INSTANT, { message: 'API_V1_DEPRECATED_AT must be an ISO-8601 date or instant, e.g. 2027-01-01T00:00:00Z' })
  API_V1_DEPRECATED_AT?: string;

  /** Instant after which v1 may stop responding (ISO-8601); required with API_V1_DEPRECATED_AT, at least 12 months later. */
  @IsOptional()
  @Matches(ISO_INSTANT, { message: 'API_V1_SUNSET must be an ISO-8601 date or instant' })
  API_V1_SUNSET?: string;

  /** URL (absolute, or a path of this API) of the version replacing v1; required with API_V1_DEPRECATED_AT. */
  @IsOptional()
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/)
  API_V1_SUCCESSOR?: string;

  /**
   * The topics the contact page offers for `helpWith` (each becomes a ticket's title), comma-separated,
   * 1 to 200 characters each, in page order (docs/api-decisions.md, "Contact page").
   */
  @IsOptional()
  @Matches(/^\s*[^,\s][^,]{0,199}(,\s*[^,\s][^,]{0,199})*$/, {
    message: 'CONTACT_TOPICS must be a comma-separated list of topics, each 1 to 200 characters',
  })
  CONTACT_TOPICS = 'General question,Order,Delivery,Billing,Website';

  /**
   * Default language of the website's pages (`en`, `fr`, `de`; their texts: libs/website-pages
   * strings): the language of a page whose request names none it has, by `?lang=` or `Accept-Language`.
   */
  @IsOptional()
  @IsIn(SITE_LANGUAGES)
  SITE_LANGUAGE: PageLanguage = 'en';

  /**
   * Secret (32+ characters) sealing the values a visitor entered, kept for the page after a
   * form post that failed without JavaScript. Set the same value on every instance; unset, each
   * instance seals with a random key of its own (a seal then opens only on the instance that made it).
   * A secret (also FORM_STATE_SECRET_FILE).
   */
  @SecretEnv()
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'FORM_STATE_SECRET must be at least 32 characters' })
  FORM_STATE_SECRET?: string;

  /** How often the retry worker looks for undelivered enquiries, ms; 0 = no worker in this instance. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(0)
  ENQUIRY_RETRY_INTERVAL_MS = 15_000;

  /** Delay before the first retry, ms; doubles with each attempt. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(0)
  ENQUIRY_RETRY_BASE_DELAY_MS = 30_000;

  /** Longest delay between two retries, ms. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(0)
  ENQUIRY_RETRY_MAX_DELAY_MS = 3_600_000;

  /** Delivery attempts (first one included) before an enquiry is marked failed. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(1)
  @Max(100)
  ENQUIRY_RETRY_MAX_ATTEMPTS = 12;

  /** Enquiries one worker run claims at most. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(1)
  @Max(1000)
  ENQUIRY_RETRY_BATCH = 20;

  /** How long a delivery holds its enquiry before another instance may take it over, ms. */
  @IsOptional()
  @Transform(envNumber)
  @IsInt()
  @Min(1000)
  ENQUIRY_LEASE_MS = 120_000;
}

/** Default port of website-api. */
export const DEFAULT_PORT = 3000;

const YEAR_MS = 365 * 86_400_000;

/**
 * Checks that single-variable validation cannot: the deprecation trio comes
 * together, the sunset is at least 12 months after the deprecation (the spec's
 * minimum life of a deprecated version), `CAPTCHA_MODE=recaptcha` has a secret,
 * reCAPTCHA comes with the site key the contact page needs,
 * and production never runs the bot-check test mode.
 * @returns one message per problem (empty when the combination is valid)
 */
export function websiteConfigProblems(config: WebsiteConfig): string[] {
  const problems: string[] = [];
  const secret = Boolean(config.RECAPTCHA_SECRET?.trim());
  if (config.CAPTCHA_MODE === 'recaptcha' && !secret) problems.push('RECAPTCHA_SECRET: required when CAPTCHA_MODE=recaptcha');
  if (config.NODE_ENV === 'production' && (config.CAPTCHA_MODE === 'test' || (config.CAPTCHA_MODE === 'auto' && !secret))) {
    problems.push('RECAPTCHA_SECRET: required when NODE_ENV=production (the bot-check test mode is refused in production)');
  }
  const recaptcha = config.CAPTCHA_MODE === 'recaptcha' || (config.CAPTCHA_MODE === 'auto' && secret);
  if (recaptcha && !config.RECAPTCHA_SITE_KEY?.trim())
    problems.push('RECAPTCHA_SITE_KEY: required when the bot check uses reCAPTCHA (the contact page needs it)');
  if (config.API_V1_DEPRECATED_AT) {
    if (!config.API_V1_SUNSET) problems.push('API_V1_SUNSET: required when API_V1_DEPRECATED_AT is set');
    if (!config.API_V1_SUCCESSOR) problems.push('API_V1_SUCCESSOR: required when API_V1_DEPRECATED_AT is set');
    const deprecated = Date.parse(config.API_V1_DEPRECATED_AT);
    const sunset = config.API_V1_SUNSET ? Date.parse(config.API_V1_SUNSET) : NaN;
    if (Number.isNaN(deprecated)) problems.push('API_V1_DEPRECATED_AT: not a valid date');
    else if (!Number.isNaN(sunset) && sunset < deprecated + YEAR_MS) problems.push('API_V1_SUNSET: must be at least 12 months after API_V1_DEPRECATED_AT');
  } else if (config.API_V1_SUNSET || config.API_V1_SUCCESSOR) {
    problems.push('API_V1_DEPRECATED_AT: required when API_V1_SUNSET or API_V1_SUCCESSOR is set');
  }
  if (config.ENQUIRY_RETRY_MAX_DELAY_MS < config.ENQUIRY_RETRY_BASE_DELAY_MS)
    problems.push('ENQUIRY_RETRY_MAX_DELAY_MS: must not be below ENQUIRY_RETRY_BASE_DELAY_MS');
  return problems;
}

/**
 * Reads and validates the environment of website-api: each variable
 * (`loadConfig`), then their combinations ({@link websiteConfigProblems}).
 * @throws ConfigValidationError naming every bad variable
 */
export function loadWebsiteConfig(env: Record<string, string | undefined> = process.env): WebsiteConfig {
  const config = loadConfig(WebsiteConfig, env);
  const problems = websiteConfigProblems(config);
  if (problems.length) throw new ConfigValidationError(problems);
  return config;
}

/** The topics of `CONTACT_TOPICS`, trimmed, without repeats, in their order. */
export function contactTopics(config: WebsiteConfig): string[] {
  return [
    ...new Set(
      config.CONTACT_TOPICS.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
