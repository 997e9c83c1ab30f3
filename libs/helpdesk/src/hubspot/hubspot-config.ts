/** Minimal logger the clients report retries to (Nest's Logger and pino both fit through a small adapter). */
export interface HelpdeskLogger {
  warn(message: string, details: Record<string, unknown>): void;
}

/** Configuration of {@link HubSpotHelpdesk}. */
export interface HubSpotConfig {
  /** Private-app access token (sent as `Authorization: Bearer`). Required, never logged. */
  accessToken: string;
  /** API base URL; default `https://api.hubapi.com`. Tests point it at the fake. */
  baseUrl?: string;
  /** Ticket pipeline id (`hs_pipeline`), e.g. `"0"` for the default pipeline. */
  pipeline: string;
  /** Ticket pipeline stage id (`hs_pipeline_stage`), e.g. `"1"` (New). */
  pipelineStage: string;
  /** Subscription type id of the newsletter (communication preferences). */
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
 * subscription id, `maxRetries` outside 0..1, a non-positive timeout, or an
 * `enquiryIdProperty` that is not a property's internal name.
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
