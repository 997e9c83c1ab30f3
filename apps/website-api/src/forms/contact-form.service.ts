import { Inject, Injectable, Logger } from '@nestjs/common';
import { CaptchaInvalidError, CaptchaUnavailableError, CaptchaVerifier, CONTACT_FORM_ACTION, requireCaptcha } from '@fulfil/helpdesk';
import { Clock } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import { EnquiryEntity, EnquiryRepository } from '@fulfil/website-forms';
import { WebsiteConfig } from '../config';
import { DeliveryResult, EnquiryDeliveryService } from '../enquiries/enquiry-delivery.service';
import { CAPTCHA_VERIFIER } from '../integrations/integrations';
import { ContactFormDto } from './contact-form.dto';
import { ContactFormSuccess } from './responses';

/** Resubmissions of the same enquiry within this window never open a second ticket. */
export const DEDUPE_WINDOW_MS = 24 * 3_600_000;

const THANKS = 'Thank you for your message. We will get back to you soon.';
const POLL_MS = 100;

/**
 * 502 for an enquiry that is stored but not (yet) delivered. Its `enquiryStored: true`
 * member tells it from the 502 of an unreachable bot check, after which nothing is stored
 * (docs/api-decisions.md, "No submission is lost"); the contact page says which.
 */
function storedNotDelivered(): ProblemError {
  return new ProblemError({
    status: 502,
    code: 'UPSTREAM_UNAVAILABLE',
    detail: 'The helpdesk is unavailable right now. Your enquiry has been stored and will be delivered automatically.',
    hint: 'There is no need to send it again; resending the same enquiry within 24 hours never opens a second ticket.',
    extensions: { enquiryStored: true },
  });
}

/**
 * The contact form (after field validation): bot check, then the submission is
 * stored, then delivered to the helpdesk (docs/api-decisions.md, "no submission is lost").
 *
 * - New enquiry: delivered at once; on failure 502, and the retry worker delivers it later.
 * - Same enquiry (e-mail, helpWith, message) within 24 hours: the ticket already
 *   opened is answered; an undelivered one is tried again; one being delivered
 *   right now by a concurrent request is awaited (so both answer the same ticket).
 */
@Injectable()
export class ContactFormService {
  private readonly logger = new Logger('ContactForm');

  constructor(
    @Inject(CAPTCHA_VERIFIER) private readonly verifier: CaptchaVerifier,
    private readonly enquiries: EnquiryRepository,
    private readonly delivery: EnquiryDeliveryService,
    private readonly config: WebsiteConfig,
    private readonly clock: Clock,
  ) {}

  async submit(form: ContactFormDto, remoteIp: string | undefined): Promise<ContactFormSuccess> {
    await this.checkCaptcha(form.captchaToken, remoteIp);
    const now = this.clock.now();
    const { enquiry, created } = await this.enquiries.submit(
      {
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        telephone: form.telephone,
        company: form.company,
        helpWith: form.helpWith,
        message: form.message,
      },
      { now, leaseMs: this.config.ENQUIRY_LEASE_MS, windowMs: DEDUPE_WINDOW_MS },
    );
    if (created) return success(await this.deliver(enquiry, now));
    if (enquiry.status === 'delivered' && enquiry.contactId && enquiry.ticketId) {
      this.logger.log({ enquiryId: enquiry.id, msg: 'Resubmitted enquiry already delivered; answering its ticket' });
      return success({ contactId: enquiry.contactId, ticketId: enquiry.ticketId });
    }
    const claimed = await this.enquiries.claim(enquiry.id, { now, leaseMs: this.config.ENQUIRY_LEASE_MS });
    if (claimed) return success(await this.deliver(claimed, now));
    return success(await this.awaitOtherDelivery(enquiry.id));
  }

  /**
   * The bot check: the visitor's refusals (400/401) are logged as such; a 502 the verifier
   * caused is a warning, one our own call caused (reCAPTCHA refused our secret or called
   * our request malformed: `ourFault`) an error to fix. Neither log line holds the secret
   * or the token (`upstream` never does).
   */
  private async checkCaptcha(token: string, remoteIp: string | undefined): Promise<void> {
    try {
      await requireCaptcha(this.verifier, { token, remoteIp, expectedAction: CONTACT_FORM_ACTION });
    } catch (error) {
      if (error instanceof CaptchaInvalidError) this.logger.log({ verdict: error.verdict, msg: 'Contact form refused by the bot check' });
      else if (error instanceof CaptchaUnavailableError && error.ourFault)
        this.logger.error({
          upstream: error.upstream,
          msg: 'Bot check refused our own call (reCAPTCHA secret or request): fix RECAPTCHA_SECRET or the verifier',
        });
      else if ((error as { upstream?: unknown }).upstream)
        this.logger.warn({ upstream: (error as { upstream?: unknown }).upstream, msg: 'Bot check unavailable' });
      throw error;
    }
  }

  private async deliver(enquiry: EnquiryEntity, now: Date): Promise<DeliveryResult> {
    try {
      return await this.delivery.deliver(enquiry, now);
    } catch (error) {
      if (error instanceof ProblemError && error.status === 502) throw storedNotDelivered();
      throw error;
    }
  }

  /** Another request holds this enquiry: wait for its outcome, at most as long as a delivery may take. */
  private async awaitOtherDelivery(id: number): Promise<DeliveryResult> {
    const deadline = Date.now() + 5 * this.config.HUBSPOT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const current = await this.enquiries.findById(id);
      if (current?.status === 'delivered' && current.contactId && current.ticketId) return { contactId: current.contactId, ticketId: current.ticketId };
      if (!current?.leaseUntil || current.leaseUntil.getTime() <= this.clock.now().getTime()) break; // the other attempt failed
    }
    throw storedNotDelivered();
  }
}

function success(result: DeliveryResult): ContactFormSuccess {
  return { success: true, message: THANKS, contactId: result.contactId, ticketId: result.ticketId };
}
