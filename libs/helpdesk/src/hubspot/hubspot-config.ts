/** Minimal logger the clients report retries to (Nest's Logger and pino both fit through a small adapter). */
export interface HelpdeskLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

/** Configuration of {@link HubSpotHelpdesk}. */
export interface HubSpotConfig {
  /**
   * The account's HubSpot access token, sent as `Authorization: Bearer <token>` (the only
   * scheme HubSpot's 2026-09 reference documents). Today that is a **service key**
   * (Development > Keys > Service keys) or the static auth access token of an app built on
   * the developer platform for this one account; an OAuth access token works the same way.
   * An existing **legacy private-app token** is sent the same way and keeps working until
   * HubSpot ends legacy private apps in September 2027 (none can be created any more since
   * October 2026). Scopes: contacts and tickets read/write, subscription status read/write
   * (README "Token"). Required, never logged.
   */
  accessToken: string;
  /** API base URL; default `https://api.hubapi.com`. Tests point it at the fake. */
  baseUrl?: string;
  /** Ticket pipeline id (`hs_pipeline`), e.g. `"0"` for the default pipeline. */
  pipeline: string;
  /** Ticket pipeline stage id (`hs_pipeline_stage`), e.g. `"1"` (New). */
  pipelineStage: string;
  /** Subscription type id of the newsletter (communication preferences): digits, e.g. `"12345"` (sent as a number). */
  subscriptionId: string;
  /**
   * Internal name of a custom ticket property (single-line text, created once in HubSpot,
   * ideally with "unique values") that holds `CreateTicketInput.enquiryId`, e.g.
   * `fulfil_enquiry_id`. Unset: tickets carry no reference and `mayExist` cannot find an
   * earlier attempt's ticket (a retry may then open a second one). README "Duplicate tickets".
   */
  enquiryIdProperty?: string;
  /** Text sent as `legalBasisExplanation`; default `"Opted in via website newsletter form"`. */
  legalBasisExplanation?: string;
  /** Deadline of each HTTP attempt, in ms; default 5000. */
  timeoutMs?: number;
  /** Retries after a retryable failure: 0 or 1 (default 1). Larger values are refused. */
  maxRetries?: number;
  /** Pause before the retry after a network error or 5xx, in ms; default 200. */
  retryDelayMs?: number;
  /**
   * Pause before the single retry after a HubSpot 429 that carries no
   * `Retry-After`, in ms; default 1000; capped at `timeoutMs`. 0 = never retry a
   * 429 (fail fast).
   */
  rateLimitWaitMs?: number;
  /** Receives a warning for each retry. */
  logger?: HelpdeskLogger;
}

/** {@link HubSpotConfig} with every default applied. */
export type ResolvedHubSpotConfig = Required<Omit<HubSpotConfig, 'logger' | 'enquiryIdProperty'>> & Pick<HubSpotConfig, 'logger' | 'enquiryIdProperty'>;

/** Defaults of the optional {@link HubSpotConfig} fields. */
export const HUBSPOT_DEFAULTS = {
  baseUrl: 'https://api.hubapi.com',
  legalBasisExplanation: 'Opted in via website newsletter form',
  timeoutMs: 5000,
  maxRetries: 1,
  retryDelayMs: 200,
  rateLimitWaitMs: 1000,
} as const;

/**
 * Applies defaults and validates. Throws `Error` (a start-up configuration
 * error, not a problem response) on a missing token, pipeline, stage or
 * subscription id, a subscription id that is not a number, `maxRetries` outside 0..1,
 * a non-positive timeout, or an `enquiryIdProperty` that is not a property's internal name.
 */
export function resolveHubSpotConfig(config: HubSpotConfig): ResolvedHubSpotConfig {
  const resolved = {
    ...HUBSPOT_DEFAULTS,
    ...stripUndefined(config),
    baseUrl: (config.baseUrl ?? HUBSPOT_DEFAULTS.baseUrl).replace(/\/+$/, ''),
  };
  for (const key of ['accessToken', 'pipeline', 'pipelineStage', 'subscriptionId'] as const) {
    if (!resolved[key]?.trim()) throw new Error(`HubSpot config: ${key} is required`);
  }
  resolved.subscriptionId = String(resolved.subscriptionId).trim();
  if (!/^\d{1,15}$/.test(resolved.subscriptionId)) {
    throw new Error("HubSpot config: subscriptionId must be the subscription type's numeric id (e.g. 12345)");
  }
  if (!Number.isInteger(resolved.maxRetries) || resolved.maxRetries < 0 || resolved.maxRetries > 1) {
    throw new Error('HubSpot config: maxRetries must be 0 or 1');
  }
  if (!(resolved.timeoutMs > 0)) throw new Error('HubSpot config: timeoutMs must be positive');
  if (resolved.enquiryIdProperty !== undefined && !/^[a-z][a-z0-9_]{0,99}$/.test(resolved.enquiryIdProperty)) {
    throw new Error("HubSpot config: enquiryIdProperty must be a property's internal name (lower case letters, digits, underscores)");
  }
  if (resolved.retryDelayMs < 0 || resolved.rateLimitWaitMs < 0) {
    throw new Error('HubSpot config: retryDelayMs and rateLimitWaitMs must not be negative');
  }
  return resolved as ResolvedHubSpotConfig;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
