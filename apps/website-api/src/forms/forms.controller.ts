import { Body, Controller, HttpCode, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { RateLimitGuard } from '@fulfil/platform';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiFormOperation, V1_HEADERS } from './api-docs';
import { BrowserFormFilter, BrowserFormResponder } from './browser-forms';
import { ContactFormDto, NewsletterSignupDto } from './contact-form.dto';
import { ContactFormService } from './contact-form.service';
import { FormBodyGuard, FormProblemFilter } from './form-body';
import { NewsletterService } from './newsletter.service';
import { SameSiteGuard } from './same-site';
import { ContactFormSuccess, NewsletterSuccess } from './responses';

const CONTACT_DESCRIPTION =
  'Verifies the reCAPTCHA v3 token (action `contact_form_submit`), stores the enquiry, creates or updates the helpdesk contact by e-mail and opens a ticket titled from `helpWith`. ' +
  'Order of checks: fields (400 VALIDATION_FAILED listing every failing field), then the token (400 CAPTCHA_MISSING, 401 CAPTCHA_INVALID, 502 when the verifier is unreachable). ' +
  'No enquiry is lost: when the helpdesk fails the answer is 502 and the stored enquiry is delivered later. The same enquiry (same e-mail, helpWith and message) sent again within 24 hours never opens a second ticket: it answers the ticket already opened, or tries the delivery again.';
const BROWSER_NEGOTIATION =
  "The site's own forms post here. A browser's form post without JavaScript (form-encoded or multipart body with an `Accept` preferring `text/html`) gets `303 See Other` back to `/contact` with the outcome instead of a JSON body (see the 303 response); every other client, the page's own script included (`Accept: application/json`), gets the JSON answers of the v1 path.";
const NEWSLETTER_DESCRIPTION =
  'Subscribes the address to the product newsletter (creating the contact by e-mail if needed). Idempotent: an address already subscribed gets the same success answer, and no second contact or subscription is created. ' +
  'An address that unsubscribed from all e-mail before cannot be signed up again here: 409 NEWSLETTER_OPTED_OUT, whose hint says what to do instead.';

/**
 * The website's form endpoints under /api/v1 (API-Version: v1, the compatibility
 * promise) and their deprecated unversioned twins under /api, which the site's own
 * forms post to: same fields, same success bodies, no API-Version header; a browser's
 * form post there is answered with 303 back to the contact page ({@link BrowserFormResponder}).
 * Every route is rate limited per client IP per endpoint ({@link RateLimitGuard}), refuses
 * posts from other sites ({@link SameSiteGuard}; docs/api-decisions.md, "Form posts from
 * other sites"), then its body is read ({@link FormBodyGuard}); failures are answered by
 * {@link FormProblemFilter} (or, on the unversioned paths, `BrowserFormFilter`), both
 * shaping them with `formException`.
 */
@Controller('api')
@UseGuards(RateLimitGuard, SameSiteGuard, FormBodyGuard)
@UseFilters(FormProblemFilter)
export class FormsController {
  constructor(
    private readonly contactForms: ContactFormService,
    private readonly newsletter: NewsletterService,
    private readonly browserForms: BrowserFormResponder,
  ) {}

  @Post('v1/contact-form')
  @HttpCode(200)
  @ApiTags('Contact')
  @ApiOperation({ operationId: 'submitContactForm', summary: 'Send the contact form', description: CONTACT_DESCRIPTION })
  @ApiOkResponse({ type: ContactFormSuccess, headers: V1_HEADERS })
  @ApiFormOperation(ContactFormDto, { versioned: true, captcha: true })
  contactForm(@Body() form: ContactFormDto, @Req() req: Request): Promise<ContactFormSuccess> {
    return this.contactForms.submit(form, req.ip);
  }

  @Post('v1/newsletter-signup')
  @HttpCode(200)
  @ApiTags('Newsletter')
  @ApiOperation({ operationId: 'signUpForNewsletter', summary: 'Subscribe to the newsletter', description: NEWSLETTER_DESCRIPTION })
  @ApiOkResponse({ type: NewsletterSuccess, headers: V1_HEADERS })
  @ApiFormOperation(NewsletterSignupDto, { versioned: true, captcha: false })
  newsletterSignup(@Body() form: NewsletterSignupDto): Promise<NewsletterSuccess> {
    return this.newsletter.signup(form.email);
  }

  @Post('contact-form')
  @HttpCode(200)
  @ApiTags('Contact')
  @ApiOperation({
    operationId: 'submitContactFormUnversioned',
    summary: 'Send the contact form (deprecated unversioned path)',
    description: `Same as POST /api/v1/contact-form, without the compatibility promise and without API-Version. ${BROWSER_NEGOTIATION} ${CONTACT_DESCRIPTION}`,
    deprecated: true,
  })
  @ApiOkResponse({ type: ContactFormSuccess })
  @ApiFormOperation(ContactFormDto, { versioned: false, captcha: true })
  @UseFilters(BrowserFormFilter)
  async contactFormUnversioned(@Body() form: ContactFormDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.browserForms.succeed(req, res, await this.contactForms.submit(form, req.ip));
  }

  @Post('newsletter-signup')
  @HttpCode(200)
  @ApiTags('Newsletter')
  @ApiOperation({
    operationId: 'signUpForNewsletterUnversioned',
    summary: 'Subscribe to the newsletter (deprecated unversioned path)',
    description: `Same as POST /api/v1/newsletter-signup, without the compatibility promise and without API-Version. ${BROWSER_NEGOTIATION} ${NEWSLETTER_DESCRIPTION}`,
    deprecated: true,
  })
  @ApiOkResponse({ type: NewsletterSuccess })
  @ApiFormOperation(NewsletterSignupDto, { versioned: false, captcha: false })
  @UseFilters(BrowserFormFilter)
  async newsletterSignupUnversioned(@Body() form: NewsletterSignupDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.browserForms.succeed(req, res, await this.newsletter.signup(form.email));
  }
}
