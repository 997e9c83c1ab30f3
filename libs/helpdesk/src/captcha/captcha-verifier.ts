/** The reCAPTCHA action of the website's contact form. */
export const CONTACT_FORM_ACTION = 'contact_form_submit';

/** Input of {@link CaptchaVerifier.verify}. */
export interface VerifyCaptchaInput {
  /** The browser's token (`captchaToken`); missing or blank gives reason `missing-token` without any network call. */
  token: string | null | undefined;
  /** Client IP, sent as `remoteip` when given. */
  remoteIp?: string;
  /** Action the token must have been issued for, normally {@link CONTACT_FORM_ACTION}. */
  expectedAction: string;
}

/**
 * Why a token was rejected. `missing-token` maps to 400 CAPTCHA_MISSING, every
 * other reason to 401 CAPTCHA_INVALID (see `captchaProblem`).
 * `timeout-or-duplicate` covers both expired (older than 2 minutes) and reused tokens.
 */
export type CaptchaRejectReason = 'missing-token' | 'invalid-token' | 'timeout-or-duplicate' | 'wrong-action' | 'low-score' | 'hostname-not-allowed';

/** Every {@link CaptchaRejectReason}. */
export const CAPTCHA_REJECT_REASONS: readonly CaptchaRejectReason[] = [
  'missing-token',
  'invalid-token',
  'timeout-or-duplicate',
  'wrong-action',
  'low-score',
  'hostname-not-allowed',
];

/** A token that passed: `score` in 0..1 (>= threshold), `hostname` of the page that obtained it. */
export interface CaptchaPass {
  ok: true;
  score: number;
  hostname: string;
  action: string;
}

/** A rejected token, with what the verifier said (for logs; do not send to clients). */
export interface CaptchaReject {
  ok: false;
  reason: CaptchaRejectReason;
  score?: number;
  hostname?: string;
  action?: string;
  /** reCAPTCHA `error-codes`, when it gave any. */
  errorCodes?: string[];
}

/** Verdict of {@link CaptchaVerifier.verify}. */
export type CaptchaVerdict = CaptchaPass | CaptchaReject;

/**
 * Checks a reCAPTCHA v3 token. Resolves with a verdict on the visitor's token when one
 * could be reached; rejects with `CaptchaUnavailableError` (502) when none could be had
 * for a reason that is not the visitor's (unreachable, timeout, 5xx, unreadable answer;
 * our secret refused or our request malformed: `ourFault`).
 */
export interface CaptchaVerifier {
  /** `recaptcha` (real siteverify) or `test` (simulated, never in production). */
  readonly mode: 'recaptcha' | 'test';
  /** One line for the startup log; never contains the secret. */
  readonly description: string;
  verify(input: VerifyCaptchaInput): Promise<CaptchaVerdict>;
}
