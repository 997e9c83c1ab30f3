import { HelpdeskError } from '../helpdesk-error';
import { HttpReply, send, sleep, TransportError } from '../http/send';
import { clip } from '../upstream-failure';
import { ResolvedHubSpotConfig } from './hubspot-config';
import { failureFromReply, rateLimitInfo } from './hubspot-errors';

/** A HubSpot answer and the number of attempts it took (1 or 2). */
export type HubSpotReply = HttpReply & { attempts: number };

/** How a call may be retried. */
export interface CallPolicy {
  /**
   * True when repeating the request cannot duplicate anything (contact upsert,
   * subscribe): then timeouts, network errors and 5xx are retried once. False
   * (ticket creation): only failures where HubSpot certainly did not process the
   * request are retried, i.e. connection refused / DNS failure and 429.
   */
  idempotent: boolean;
  /** `POST` (default) sends `body` as JSON; `GET` (a read, give `idempotent: true`) sends none. */
  method?: 'POST' | 'GET';
}

/**
 * Sends one request to HubSpot (a JSON POST, or a GET) with the retry rules of the README:
 * at most `maxRetries` (0 or 1) retries; 429 retried once after a short pause
 * bounded by `timeoutMs`, unless the daily limit is gone or `Retry-After` is
 * longer than `timeoutMs`. Resolves with any answer that is neither 5xx nor 429
 * (the caller maps 4xx); rejects with {@link HelpdeskError}.
 */
export async function callHubSpot(config: ResolvedHubSpotConfig, operation: string, path: string, body: unknown, policy: CallPolicy): Promise<HubSpotReply> {
  for (let attempt = 1; ; attempt++) {
    const canRetry = attempt <= config.maxRetries;
    let reply: HttpReply;
    const method = policy.method ?? 'POST';
    try {
      reply = await send(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          accept: 'application/json',
        },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        timeoutMs: config.timeoutMs,
      });
    } catch (error) {
      const transport = error as TransportError;
      if (canRetry && (policy.idempotent || transport.requestNotSent)) {
        await pause(config, operation, attempt, transport.kind, config.retryDelayMs);
        continue;
      }
      throw new HelpdeskError({
        service: 'hubspot',
        operation,
        reason: transport.kind,
        attempts: attempt,
        errorCode: transport.errorCode,
        message: clip(transport.message),
      });
    }

    if (reply.status === 429) {
      const info = rateLimitInfo(reply);
      const wait = info.retryAfterMs ?? Math.min(config.rateLimitWaitMs, config.timeoutMs);
      if (canRetry && !info.daily && config.rateLimitWaitMs > 0 && wait <= config.timeoutMs) {
        await pause(config, operation, attempt, 'rate_limited', wait);
        continue;
      }
      throw new HelpdeskError({ ...failureFromReply(operation, reply, attempt, 'rate_limited'), retryAfterMs: info.retryAfterMs });
    }
    if (reply.status >= 500) {
      if (canRetry && policy.idempotent) {
        await pause(config, operation, attempt, `status ${reply.status}`, config.retryDelayMs);
        continue;
      }
      throw new HelpdeskError(failureFromReply(operation, reply, attempt, 'server_error'));
    }
    return Object.assign(reply, { attempts: attempt });
  }
}

async function pause(config: ResolvedHubSpotConfig, operation: string, attempt: number, reason: string, waitMs: number): Promise<void> {
  config.logger?.warn('HubSpot call failed; retrying once', { operation, attempt, reason, waitMs });
  await sleep(waitMs);
}
