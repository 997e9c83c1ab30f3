import { ProblemError } from '@fulfil/problem-details';
import { attachUpstream, UpstreamFailure } from './upstream-failure';

const DETAILS: Partial<Record<UpstreamFailure['reason'], string>> = {
  timeout: 'The helpdesk did not answer in time.',
  rate_limited: 'The helpdesk is receiving too many requests right now.',
};

/**
 * Every failure of a {@link Helpdesk} operation: HTTP 502, code
 * `UPSTREAM_UNAVAILABLE` (catalogued by `@fulfil/problem-details`).
 *
 * `detail` is a fixed, generic sentence: it never carries the access token,
 * upstream messages, ids or e-mail addresses. What went wrong is in
 * {@link HelpdeskError.upstream}, which is non-enumerable and therefore never
 * serialised; log it.
 */
export class HelpdeskError extends ProblemError {
  /** Log-worthy facts (non-enumerable, never serialised). */
  declare readonly upstream: UpstreamFailure;

  constructor(upstream: UpstreamFailure) {
    super({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      detail: DETAILS[upstream.reason] ?? 'The helpdesk is unavailable or refused the request.',
      hint: 'Retrying later is safe.',
    });
    attachUpstream(this, upstream);
  }
}
