import { CaptchaUnavailableError } from './captcha-errors';
import { CAPTCHA_REJECT_REASONS, CaptchaRejectReason, CaptchaVerdict, CaptchaVerifier, VerifyCaptchaInput } from './captcha-verifier';
import { checkThreshold, judge } from './judge';

/** The token test mode passes with score 0.9 (the contact page sends it when no reCAPTCHA is configured). */
export const TEST_PASS_TOKEN = 'test-pass';

/** Configuration of {@link TestModeCaptchaVerifier}. */
export interface TestModeCaptchaConfig {
  /** Minimum score 0..1, applied to `test-pass:<score>`; default 0.5. */
  threshold?: number;
  /** Hostname reported for passing tokens; default `localhost`. */
  hostname?: string;
  /** Environment name; `production` is refused. Default `process.env.NODE_ENV`. */
  nodeEnv?: string;
}

/**
 * TEST MODE bot detection, for running without a reCAPTCHA secret. Never calls
 * the network. The constructor throws `Error` when `nodeEnv` is `production`.
 *
 * Tokens:
 * - `test-pass` passes with score 0.9 and the expected action;
 * - `test-pass:<score>` passes with that score (0..1) if it reaches the threshold, else `low-score`;
 * - `test-fail` is rejected as `invalid-token`; `test-fail:<reason>` with that
 *   {@link CaptchaRejectReason} (e.g. `test-fail:timeout-or-duplicate`);
 * - `test-unavailable` rejects with CaptchaUnavailableError (simulates an outage);
 * - anything else is `invalid-token`; a missing or blank token is `missing-token`.
 */
export class TestModeCaptchaVerifier implements CaptchaVerifier {
  readonly mode = 'test' as const;
  readonly description =
    'TEST MODE: bot detection is simulated (tokens test-pass, test-pass:<score>, test-fail[:<reason>], test-unavailable); not for production';
  private readonly threshold: number;
  private readonly hostname: string;

  constructor(config: TestModeCaptchaConfig = {}) {
    if ((config.nodeEnv ?? process.env['NODE_ENV']) === 'production') {
      throw new Error('captcha test mode is refused when NODE_ENV=production: configure a reCAPTCHA secret');
    }
    this.threshold = checkThreshold(config.threshold ?? 0.5);
    this.hostname = config.hostname ?? 'localhost';
  }

  async verify(input: VerifyCaptchaInput): Promise<CaptchaVerdict> {
    const token = input.token?.trim();
    if (!token) return { ok: false, reason: 'missing-token' };
    if (token === 'test-unavailable') {
      throw new CaptchaUnavailableError({
        service: 'recaptcha',
        operation: 'siteverify',
        reason: 'network',
        attempts: 0,
        message: 'test mode: simulated outage',
      });
    }
    const [kind, arg] = splitOnce(token);
    if (kind === TEST_PASS_TOKEN) {
      const score = arg === undefined ? 0.9 : Number(arg);
      if (arg === '' || !(score >= 0 && score <= 1)) return { ok: false, reason: 'invalid-token' };
      return judge(
        { success: true, score, action: input.expectedAction, hostname: this.hostname },
        { expectedAction: input.expectedAction, threshold: this.threshold },
      );
    }
    if (kind === 'test-fail') {
      const reason = (arg ?? 'invalid-token') as CaptchaRejectReason;
      return { ok: false, reason: CAPTCHA_REJECT_REASONS.includes(reason) ? reason : 'invalid-token' };
    }
    return { ok: false, reason: 'invalid-token' };
  }
}

function splitOnce(token: string): [string, string | undefined] {
  const at = token.indexOf(':');
  return at < 0 ? [token, undefined] : [token.slice(0, at), token.slice(at + 1)];
}
