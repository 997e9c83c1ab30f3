import { CaptchaVerdict } from './captcha-verifier';

/** The fields of a siteverify answer the verdict depends on. */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** Rules a token is judged by. */
export interface JudgeRules {
  expectedAction: string;
  /** Minimum score, 0..1. */
  threshold: number;
  /** Allowed hostnames (lower-case); undefined or empty = any. */
  allowedHostnames?: readonly string[];
}

/**
 * Verdict from a siteverify answer whose `success` is known: `success`, then
 * `action`, then `hostname`, then `score >= threshold`. A failed answer is the visitor's:
 * `timeout-or-duplicate`, `missing-input-response` (`missing-token`), anything else
 * (`invalid-input-response`) `invalid-token`. (Codes that blame our own call,
 * `missing-input-secret`, `invalid-input-secret` and `bad-request`, never get here: the
 * caller answers them as unavailability.)
 */
export function judge(answer: SiteverifyAnswer, rules: JudgeRules): CaptchaVerdict {
  const { score, action, hostname } = answer;
  const errorCodes = answer['error-codes'];
  const seen = Object.fromEntries(
    Object.entries({ score, action, hostname, errorCodes: errorCodes?.length ? errorCodes : undefined }).filter(([, v]) => v !== undefined),
  );
  if (!answer.success) {
    const reason = errorCodes?.includes('timeout-or-duplicate')
      ? 'timeout-or-duplicate'
      : errorCodes?.includes('missing-input-response')
        ? 'missing-token'
        : 'invalid-token';
    return { ok: false, reason, ...seen };
  }
  if (action !== rules.expectedAction) return { ok: false, reason: 'wrong-action', ...seen };
  if (rules.allowedHostnames?.length && !rules.allowedHostnames.includes((hostname ?? '').toLowerCase())) {
    return { ok: false, reason: 'hostname-not-allowed', ...seen };
  }
  if (typeof score !== 'number' || !Number.isFinite(score)) return { ok: false, reason: 'invalid-token', ...seen };
  if (score < rules.threshold) return { ok: false, reason: 'low-score', ...seen };
  return { ok: true, score, hostname: hostname ?? '', action };
}

/** Validates a score threshold (0..1); throws `Error` otherwise. */
export function checkThreshold(threshold: number): number {
  if (!(threshold >= 0 && threshold <= 1)) throw new Error('captcha config: threshold must be between 0 and 1');
  return threshold;
}
