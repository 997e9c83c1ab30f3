import { CaptchaVerifier } from './captcha-verifier';
import { RecaptchaConfig, RecaptchaVerifier } from './recaptcha-verifier';
import { TestModeCaptchaVerifier } from './test-mode-captcha-verifier';

/** Configuration of {@link createCaptchaVerifier}. */
export interface CaptchaConfig extends Partial<RecaptchaConfig> {
  /**
   * `recaptcha`: real verification, `secret` required. `test`: {@link TestModeCaptchaVerifier}.
   * `auto` (default): `recaptcha` when a secret is configured, otherwise `test`.
   * Test mode is refused when `nodeEnv` is `production`, whichever way it was chosen.
   */
  mode?: 'auto' | 'recaptcha' | 'test';
  /** Environment name; default `process.env.NODE_ENV`. */
  nodeEnv?: string;
  /** Hostname test mode reports for passing tokens; default `localhost`. */
  testHostname?: string;
}

/**
 * Builds the verifier from configuration (see {@link CaptchaConfig.mode}).
 * Throws `Error` (a startup error) when `recaptcha` is chosen without a secret,
 * or test mode would run in production. The app logs `verifier.description`.
 */
export function createCaptchaVerifier(config: CaptchaConfig): CaptchaVerifier {
  const mode = config.mode ?? 'auto';
  const hasSecret = Boolean(config.secret?.trim());
  if (mode === 'recaptcha' || (mode === 'auto' && hasSecret)) {
    return new RecaptchaVerifier({ ...config, secret: config.secret ?? '' });
  }
  const nodeEnv = config.nodeEnv ?? process.env['NODE_ENV'];
  if (nodeEnv === 'production') {
    throw new Error('No reCAPTCHA secret configured and NODE_ENV=production: captcha test mode is refused in production');
  }
  return new TestModeCaptchaVerifier({ threshold: config.threshold, hostname: config.testHostname, nodeEnv });
}
