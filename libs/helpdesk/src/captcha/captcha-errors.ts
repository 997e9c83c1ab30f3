import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';
import { attachUpstream, UpstreamFailure } from '../upstream-failure';
import type { CaptchaReject } from './captcha-verifier';

registerProblemTypes([
  {
    code: 'CAPTCHA_MISSING',
    status: 400,
    title: 'Bot-detection token missing',
    description:
      'The form was sent without a bot-detection token (`captchaToken`). The page obtains one from reCAPTCHA v3 for the action `contact_form_submit` just before submitting; load the form again and resend.',
    hint: 'Load the form again so that it gets a fresh reCAPTCHA token, and resend.',
  },
  {
    code: 'CAPTCHA_INVALID',
    status: 401,
    title: 'Bot-detection token invalid',
    description:
      'The bot-detection token was rejected: it is invalid, expired (tokens live two minutes), already used (tokens are single-use), issued for another action or site, or its score is below the threshold. Load the form again and resend.',
    hint: 'Load the form again so that it gets a fresh reCAPTCHA token, and resend.',
  },
]);

/** 400 CAPTCHA_MISSING: the request carries no bot-detection token. */
export class CaptchaMissingError extends ProblemError {
  constructor() {
    super({
      status: 400,
      code: 'CAPTCHA_MISSING',
      detail: 'The request has no bot-detection token (captchaToken).',
      hint: 'Load the form again so that it obtains a token, then resend it.',
    });
  }
}

/**
 * 401 CAPTCHA_INVALID: the token was rejected (invalid, reused, expired, wrong
 * action, low score or disallowed hostname). The generic `detail` does not say
 * which, so as not to help bots tune themselves; {@link CaptchaInvalidError.verdict}
 * (non-enumerable, never serialised) does, for the log.
 */
export class CaptchaInvalidError extends ProblemError {
  /** The rejecting verdict (non-enumerable, never serialised). */
  declare readonly verdict: CaptchaReject;

  constructor(verdict: CaptchaReject) {
    super({
      status: 401,
      code: 'CAPTCHA_INVALID',
      detail: 'The bot-detection token is invalid, expired, already used, or did not pass the check.',
      hint: 'Load the form again and resend it; tokens are single-use and expire after two minutes.',
    });
    Object.defineProperty(this, 'verdict', { value: Object.freeze({ ...verdict }), enumerable: false });
  }
}

/**
 * 502 UPSTREAM_UNAVAILABLE: no verdict on the visitor's token could be had, and not
 * through the visitor's fault: the verifier is unreachable, timed out, answered 5xx or an
 * unreadable body, or it refused **our** call (`missing-input-secret`,
 * `invalid-input-secret`: our secret; `bad-request`: our request; any other 4xx). Never
 * the visitor-facing 401 CAPTCHA_INVALID. Details in the non-enumerable
 * {@link CaptchaUnavailableError.upstream}; {@link CaptchaUnavailableError.ourFault} tells
 * the app to log it as an error of ours (a configuration or code problem to fix).
 */
export class CaptchaUnavailableError extends ProblemError {
  /** Log-worthy facts (non-enumerable, never serialised; never the secret). */
  declare readonly upstream: UpstreamFailure;

  constructor(upstream: UpstreamFailure) {
    const ours = isOurFault(upstream);
    super({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      detail: ours
        ? 'The bot check could not be completed because of a problem on our side, not with your form.'
        : 'The bot-detection service is unavailable or did not answer in time.',
      hint: ours ? 'Please try again later; if it keeps failing, contact the shop another way.' : 'Retrying later is safe.',
    });
    attachUpstream(this, upstream);
  }

  /**
   * True when the verifier refused our own call (our secret is missing or wrong, or our
   * request was malformed: `upstream.reason` `unauthorized` or `rejected`): log it at error
   * level and alert; retrying will not help until it is fixed. False for an outage.
   */
  get ourFault(): boolean {
    return isOurFault(this.upstream);
  }
}

function isOurFault(upstream: UpstreamFailure): boolean {
  return upstream.reason === 'unauthorized' || upstream.reason === 'rejected';
}
