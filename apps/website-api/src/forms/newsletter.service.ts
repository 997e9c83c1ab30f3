import { Inject, Injectable } from '@nestjs/common';
import { Helpdesk } from '@fulfil/helpdesk';
import { HELPDESK } from '../integrations/integrations';
import { NewsletterSuccess } from './responses';

/**
 * Newsletter signup: creates the contact if needed (by e-mail only, so a known
 * contact's name is never blanked), then subscribes it (`Helpdesk.signUpForNewsletter`:
 * HubSpot's two calls, or one unit of two statements on the local helpdesk). Idempotent: an address
 * already subscribed succeeds with the same answer (which does not reveal that it
 * was), and the helpdesk never gets a second contact or subscription. An address that
 * unsubscribed from all e-mail before is answered 409 NEWSLETTER_OPTED_OUT
 * (`NewsletterOptedOutError`, with the hint to use an earlier e-mail's resubscribe link or
 * contact the shop), never 502.
 */
@Injectable()
export class NewsletterService {
  constructor(@Inject(HELPDESK) private readonly helpdesk: Helpdesk) {}

  async signup(email: string): Promise<NewsletterSuccess> {
    const { contactId } = await this.helpdesk.signUpForNewsletter(email);
    return { success: true, message: 'Thank you for subscribing to our newsletter.', contactId };
  }
}
