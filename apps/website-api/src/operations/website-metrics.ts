import type { Metrics } from '@fulfil/platform';
import type { UpstreamFailureObserver } from '@fulfil/helpdesk';
import type { EnquiryRepository } from '@fulfil/website-forms';

/**
 * `upstream_errors_total{service, reason}`: failed calls to the helpdesk (`hubspot`,
 * `local-store`) and to the bot check (`recaptcha`), by `UpstreamFailure` reason.
 * docs/operations.md, "Metrics".
 */
export function countUpstreamErrors(metrics: Metrics): UpstreamFailureObserver {
  const counter = metrics.counter('upstream_errors_total', 'Failed calls to the helpdesk and the bot check, by service and reason.', ['service', 'reason']);
  return (failure) => counter.inc({ service: failure.service, reason: failure.reason });
}

/**
 * `enquiries{status}` (gauge, read from the database at each scrape): enquiries `pending`
 * delivery to the helpdesk (waiting for a retry) and `failed` (retries exhausted; see
 * `npm run enquiries -- list`). docs/operations.md, "Undelivered enquiries".
 */
export function enquiryGauges(metrics: Metrics, enquiries: EnquiryRepository): void {
  metrics.gauge(
    'enquiries',
    'Enquiries not delivered to the helpdesk, by status: pending (retry scheduled) or failed (retries exhausted).',
    ['status'],
    async (gauge) => {
      const counts = await enquiries.countByStatus();
      for (const status of ['pending', 'failed']) gauge.set({ status }, counts[status] ?? 0);
    },
  );
}
