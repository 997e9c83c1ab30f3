import type { CaptchaVerifier } from './captcha/captcha-verifier';
import type { Helpdesk } from './helpdesk';
import type { UpstreamFailure } from './upstream-failure';

/** Told of every upstream failure (the error's {@link UpstreamFailure}), e.g. to count it. */
export type UpstreamFailureObserver = (failure: UpstreamFailure) => void;

/** Calls `observe` with the failure a rejected call carries (`error.upstream`), then rejects as before. */
async function watched<T>(call: Promise<T>, observe: UpstreamFailureObserver): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const upstream = (error as { upstream?: UpstreamFailure }).upstream;
    if (upstream) observe(upstream);
    throw error;
  }
}

/**
 * The same helpdesk, telling `observe` of each failed call (HubSpot or the local store:
 * every rejection of a {@link Helpdesk} is a `HelpdeskError` carrying its `upstream`).
 * Results and errors pass through unchanged.
 */
export function observeHelpdeskFailures(helpdesk: Helpdesk, observe: UpstreamFailureObserver): Helpdesk {
  return {
    kind: helpdesk.kind,
    upsertContact: (input) => watched(helpdesk.upsertContact(input), observe),
    createTicket: (input) => watched(helpdesk.createTicket(input), observe),
    subscribe: (email) => watched(helpdesk.subscribe(email), observe),
    signUpForNewsletter: (email) => watched(helpdesk.signUpForNewsletter(email), observe),
  };
}

/**
 * The same bot check, telling `observe` when the verifier could not be asked
 * (`CaptchaUnavailableError`, 502). A rejected token is a verdict, not a failure: not told.
 */
export function observeCaptchaFailures(verifier: CaptchaVerifier, observe: UpstreamFailureObserver): CaptchaVerifier {
  return {
    mode: verifier.mode,
    description: verifier.description,
    verify: (input) => watched(verifier.verify(input), observe),
  };
}
