import { CaptchaInvalidError, CaptchaMissingError } from './captcha-errors';
import { CaptchaPass, CaptchaReject, CaptchaVerifier, VerifyCaptchaInput } from './captcha-verifier';

/** The problem to answer for a rejected token: 400 CAPTCHA_MISSING for `missing-token`, else 401 CAPTCHA_INVALID. */
export function captchaProblem(verdict: CaptchaReject): CaptchaMissingError | CaptchaInvalidError {
  return verdict.reason === 'missing-token' ? new CaptchaMissingError() : new CaptchaInvalidError(verdict);
}

/**
 * Verifies and throws on anything but a pass: {@link CaptchaMissingError} (400),
 * {@link CaptchaInvalidError} (401), or the verifier's CaptchaUnavailableError (502).
 */
export async function requireCaptcha(verifier: CaptchaVerifier, input: VerifyCaptchaInput): Promise<CaptchaPass> {
  const verdict = await verifier.verify(input);
  if (!verdict.ok) throw captchaProblem(verdict);
  return verdict;
}
