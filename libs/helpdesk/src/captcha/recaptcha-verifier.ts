import { send, TransportError } from '../http/send';
import { clip } from '../upstream-failure';
import { CaptchaUnavailableError } from './captcha-errors';
import { CaptchaVerdict, CaptchaVerifier, VerifyCaptchaInput } from './captcha-verifier';
import { checkThreshold, judge, SiteverifyAnswer } from './judge';

/** Google's siteverify endpoint. */
export const DEFAULT_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Configuration of {@link RecaptchaVerifier}. */
export interface RecaptchaConfig {
  /** reCAPTCHA secret key (sent as `secret`). Required, never logged. */
  secret: string;
  /** siteverify URL; default {@link DEFAULT_SITEVERIFY_URL}. Tests point it at the fake. */
  verifyUrl?: string;
  /** Minimum score 0..1; default 0.5. */
  threshold?: number;
  /** When set and non-empty, the token's `hostname` must be one of these (exact, case-insensitive). */
  allowedHostnames?: string[];
  /** Deadline of the siteverify call, in ms; default 5000. */
  timeoutMs?: number;
}

/** siteverify `error-codes` that mean our secret is missing or wrong (a configuration problem). */
const SECRET_ERRORS = ['missing-input-secret', 'invalid-input-secret'];
/** siteverify `error-codes` that mean our request itself was malformed (a code problem). */
const REQUEST_ERRORS = ['bad-request'];

/**
 * reCAPTCHA v3 verifier: one form-encoded POST (`secret`, `response`,
 * `remoteip`) to siteverify, bounded by `timeoutMs`, never retried (tokens are
 * single-use: a retry after a lost answer would read `timeout-or-duplicate`).
 *
 * Verdicts (the visitor's token): see {@link judge}; `invalid-input-response`,
 * `missing-input-response` and `timeout-or-duplicate` are the visitor's. Rejects with
 * {@link CaptchaUnavailableError} (502, never the visitor's 401) on timeout, network
 * error, non-200 status, an unreadable body, and on the error codes that blame our call:
 * `missing-input-secret` / `invalid-input-secret` (`upstream.reason: unauthorized`) and
 * `bad-request` (`rejected`); those have `ourFault` set, and their `upstream.message`
 * lists the codes, never the secret. The constructor throws `Error` on invalid config.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly mode = 'recaptcha' as const;
  private readonly verifyUrl: string;
  private readonly threshold: number;
  private readonly allowedHostnames: string[];
  private readonly timeoutMs: number;

  constructor(private readonly config: RecaptchaConfig) {
    if (!config.secret?.trim()) throw new Error('reCAPTCHA config: secret is required');
    this.verifyUrl = config.verifyUrl ?? DEFAULT_SITEVERIFY_URL;
    this.threshold = checkThreshold(config.threshold ?? 0.5);
    this.allowedHostnames = (config.allowedHostnames ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean);
    this.timeoutMs = config.timeoutMs ?? 5000;
    if (!(this.timeoutMs > 0)) throw new Error('reCAPTCHA config: timeoutMs must be positive');
  }

  get description(): string {
    const hosts = this.allowedHostnames.length ? `, hostnames ${this.allowedHostnames.join(', ')}` : '';
    return `reCAPTCHA v3 via ${this.verifyUrl} (threshold ${this.threshold}${hosts})`;
  }

  async verify(input: VerifyCaptchaInput): Promise<CaptchaVerdict> {
    const token = input.token?.trim();
    if (!token) return { ok: false, reason: 'missing-token' };
    const form = new URLSearchParams({ secret: this.config.secret, response: token });
    if (input.remoteIp) form.set('remoteip', input.remoteIp);

    let reply;
    try {
      reply = await send(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      const transport = error as TransportError;
      throw this.unavailable({ reason: transport.kind, errorCode: transport.errorCode, message: clip(transport.message), attempts: 1 });
    }
    if (reply.status !== 200) {
      throw this.unavailable({ reason: reply.status >= 500 ? 'server_error' : 'rejected', status: reply.status, message: clip(reply.text), attempts: 1 });
    }
    const answer = reply.json as SiteverifyAnswer | undefined;
    if (!answer || typeof answer.success !== 'boolean') {
      throw this.unavailable({ reason: 'bad_response', status: 200, message: clip(reply.text), attempts: 1 });
    }
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    if (!answer.success && codes.some((code) => SECRET_ERRORS.includes(code))) {
      throw this.unavailable({
        reason: 'unauthorized',
        status: 200,
        errorCode: codes.find((c) => SECRET_ERRORS.includes(c)),
        message: clip(codes.join(', ')),
        attempts: 1,
      });
    }
    if (!answer.success && codes.some((code) => REQUEST_ERRORS.includes(code))) {
      throw this.unavailable({ reason: 'rejected', status: 200, errorCode: 'bad-request', message: clip(codes.join(', ')), attempts: 1 });
    }
    return judge(answer, { expectedAction: input.expectedAction, threshold: this.threshold, allowedHostnames: this.allowedHostnames });
  }

  private unavailable(failure: Omit<ConstructorParameters<typeof CaptchaUnavailableError>[0], 'service' | 'operation'>): CaptchaUnavailableError {
    return new CaptchaUnavailableError({ service: 'recaptcha', operation: 'siteverify', ...failure });
  }
}
