import { ProblemError, registerProblemTypes } from '@fulfil/problem-details';

const OPTED_OUT_HINT = "Use the resubscribe or preferences link in one of the shop's earlier e-mails, or contact the shop, to receive the newsletter again.";

registerProblemTypes([
  {
    code: 'NEWSLETTER_OPTED_OUT',
    status: 409,
    title: 'Address opted out of all e-mail',
    description:
      "The address unsubscribed from all of the shop's e-mails earlier (for example with the link at the foot of an e-mail), and the helpdesk does not let a signup form undo that choice: only the address's owner can, through the helpdesk's own resubscribe or preferences page. Nothing was changed. Sending the form again gives the same answer.",
    hint: OPTED_OUT_HINT,
  },
]);

/**
 * 409 NEWSLETTER_OPTED_OUT: the newsletter signup of an address that unsubscribed from all
 * e-mail before (HubSpot's "unsubscribed from all email"). Not a failure of ours or of the
 * helpdesk, so not a `HelpdeskError` (no 502, no `upstream`, not counted as an upstream
 * failure): the visitor gets a clear answer with what to do instead. The `detail` never
 * carries the address.
 */
export class NewsletterOptedOutError extends ProblemError {
  constructor() {
    super({
      status: 409,
      code: 'NEWSLETTER_OPTED_OUT',
      detail: 'This address unsubscribed from all of our e-mails earlier, so it cannot be signed up for the newsletter here.',
      hint: OPTED_OUT_HINT,
    });
  }
}
