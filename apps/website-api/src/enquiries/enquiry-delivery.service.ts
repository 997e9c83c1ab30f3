import { Inject, Injectable, Logger } from '@nestjs/common';
import { Helpdesk, UpstreamFailure } from '@fulfil/helpdesk';
import { EnquiryEntity, EnquiryRepository } from '@fulfil/website-forms';
import { WebsiteConfig } from '../config';
import { HELPDESK } from '../integrations/integrations';

/** What a delivered enquiry became in the helpdesk. */
export interface DeliveryResult {
  contactId: string;
  ticketId: string;
}

/**
 * Delay before the retry that follows failed attempt number `attempts` (1-based):
 * `base * 2^(attempts-1)`, capped at `max`, and never shorter than what the
 * helpdesk asked for (HubSpot's 429 `Retry-After`).
 */
export function retryDelayMs(attempts: number, base: number, max: number, upstreamRetryAfterMs = 0): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.max(exponential, upstreamRetryAfterMs);
}

/**
 * The reference a ticket carries in HubSpot (`CreateTicketInput.enquiryId`):
 * `<id>-<first 12 hex digits of the enquiry's fingerprint>`. The id makes it unique in
 * this database; the fingerprint part keeps two databases that share one HubSpot account
 * (staging and production, or a database restored from scratch, whose ids start again at
 * 1) from finding each other's tickets. No personal data.
 */
export function enquiryReference(enquiry: Pick<EnquiryEntity, 'id' | 'fingerprint'>): string {
  return `${enquiry.id}-${enquiry.fingerprint.slice(0, 12)}`;
}

/** One line for `last_error` and the log: service, operation, reason (no personal data). */
function describeFailure(error: unknown): string {
  const upstream = (error as { upstream?: UpstreamFailure }).upstream;
  if (upstream) return `${upstream.service}/${upstream.operation}: ${upstream.reason}${upstream.status ? ` (${upstream.status})` : ''}`;
  return `internal: ${error instanceof Error ? error.name : 'error'}`;
}

/**
 * Delivers a claimed enquiry to the helpdesk: creates or updates the contact by
 * e-mail (idempotent), opens the ticket (subject = helpWith, content = message,
 * carrying {@link enquiryReference}) and records the ids. From the second attempt on
 * the ticket is first looked up by that reference, so an attempt whose ticket call
 * reached HubSpot but whose outcome was never recorded (lost answer, process killed)
 * does not open a second ticket (README "Duplicate tickets"). On failure the claim is
 * released with the next attempt scheduled by {@link retryDelayMs}, or the enquiry is
 * marked `failed` after ENQUIRY_RETRY_MAX_ATTEMPTS; the error is rethrown.
 */
@Injectable()
export class EnquiryDeliveryService {
  private readonly logger = new Logger('EnquiryDelivery');

  constructor(
    @Inject(HELPDESK) private readonly helpdesk: Helpdesk,
    private readonly enquiries: EnquiryRepository,
    private readonly config: WebsiteConfig,
  ) {}

  /**
   * @param enquiry an enquiry this caller holds the claim of
   * @param now the caller's "now" (retry scheduling starts from it)
   */
  async deliver(enquiry: EnquiryEntity, now: Date): Promise<DeliveryResult> {
    let contactId: string | null = null;
    try {
      ({ contactId } = await this.helpdesk.upsertContact({
        email: enquiry.email,
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        telephone: enquiry.telephone ?? undefined,
        company: enquiry.company ?? undefined,
      }));
      const { ticketId, existing } = await this.helpdesk.createTicket({
        contactId,
        subject: enquiry.helpWith,
        content: enquiry.message,
        enquiryId: enquiryReference(enquiry),
        // attempts counts this one: an earlier attempt may have opened the ticket.
        mayExist: enquiry.attempts > 1,
      });
      await this.recordDelivery(enquiry.id, { contactId, ticketId }, now);
      this.logger.log({
        enquiryId: enquiry.id,
        attempts: enquiry.attempts,
        ticketId,
        existingTicket: existing,
        msg: existing ? 'Enquiry delivered: an earlier attempt had opened its ticket' : 'Enquiry delivered',
      });
      return { contactId, ticketId };
    } catch (error) {
      await this.recordFailure(enquiry, error, now, contactId);
      throw error;
    }
  }

  private async recordFailure(enquiry: EnquiryEntity, error: unknown, now: Date, contactId: string | null): Promise<void> {
    const reason = describeFailure(error);
    const upstream = (error as { upstream?: UpstreamFailure }).upstream;
    const giveUp = enquiry.attempts >= this.config.ENQUIRY_RETRY_MAX_ATTEMPTS;
    const delay = retryDelayMs(enquiry.attempts, this.config.ENQUIRY_RETRY_BASE_DELAY_MS, this.config.ENQUIRY_RETRY_MAX_DELAY_MS, upstream?.retryAfterMs);
    const nextAttemptAt = giveUp ? null : new Date(now.getTime() + delay);
    try {
      if (contactId && contactId !== enquiry.contactId) await this.enquiries.recordContact(enquiry.id, contactId);
      await this.enquiries.markAttemptFailed(enquiry.id, { error: reason, nextAttemptAt });
    } catch (storeError) {
      // The claim then lapses after ENQUIRY_LEASE_MS and the worker takes the enquiry up again.
      this.logger.error({ enquiryId: enquiry.id, err: storeError, msg: 'Could not record a failed delivery attempt' });
    }
    const log = { enquiryId: enquiry.id, attempts: enquiry.attempts, reason, upstream, nextAttemptAt: nextAttemptAt?.toISOString() ?? null };
    if (giveUp) this.logger.error({ ...log, msg: 'Enquiry could not be delivered; giving up until it is resubmitted' });
    else this.logger.warn({ ...log, msg: 'Enquiry not delivered; retry scheduled' });
  }

  /** The ticket exists now: recording it must not be lost to a passing database hiccup (3 tries). */
  private async recordDelivery(id: number, result: DeliveryResult, now: Date): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.enquiries.markDelivered(id, { ...result, now });
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }
}
