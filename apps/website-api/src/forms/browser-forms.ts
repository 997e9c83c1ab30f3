import { ArgumentsHost, Catch, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Clock, linkBase, ProblemDetailsFilter } from '@fulfil/platform';
import { ProblemError } from '@fulfil/problem-details';
import {
  FORM_FIELDS,
  FORM_VALUES_COOKIE,
  FORM_VALUES_TTL_SECONDS,
  FormKind,
  FormValuesSealer,
  LANG_PARAMETER,
  outcomeOf,
  outcomeQuery,
  pageLanguageOf,
  RESULT_CACHE_CONTROL,
  withPageLanguage,
} from '@fulfil/website-pages';
import type { Request, Response } from 'express';
import { WebsiteConfig } from '../config';
import { formException } from './form-body';
import { CrossSiteFormPostProblem } from './same-site';

/** The content types a browser's own form post uses. */
const BROWSER_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * True for a browser's form post (no JavaScript): a form-encoded or multipart body, and an
 * `Accept` preferring HTML to JSON. `fetch` with `Accept: application/json`, curl (`* /*`)
 * and every JSON client are not (docs/api-decisions.md, "Contact page").
 */
export function isBrowserFormPost(req: Request): boolean {
  return Boolean(req.is(BROWSER_FORM_TYPES)) && req.accepts(['application/json', 'text/html']) === 'text/html';
}

/** Which form a path posts; the unversioned paths only. */
function formOf(req: Request): FormKind {
  return req.path.endsWith('/newsletter-signup') ? 'newsletter' : 'contact';
}

/**
 * Answers the site's own forms on the unversioned paths: JSON clients get the JSON body as
 * before; a browser's form post gets `303 See Other` back to the contact page with the
 * outcome in the query (field and rule names, never a value) and, after a failure, the
 * entered values in a sealed, HttpOnly cookie for that page (docs/api-decisions.md,
 * "Contact page"). The page's language, which its form carried in the action URL
 * (`?lang=`), goes back in the same query, so the page shows the outcome in it.
 */
@Injectable()
export class BrowserFormResponder {
  constructor(
    private readonly config: WebsiteConfig,
    private readonly sealer: FormValuesSealer,
    private readonly clock: Clock,
  ) {}

  /** Sends a success: 200 JSON, or the 303 for a browser's form post. */
  succeed(req: Request, res: Response, body: object): void {
    if (!isBrowserFormPost(req)) {
      res.status(200).json(body);
      return;
    }
    this.redirect(req, res);
  }

  /** Sends the 303 for a browser's form post: success when `problem` is undefined. */
  redirect(req: Request, res: Response, problem?: ProblemError): void {
    const form = formOf(req);
    const outcome = outcomeOf(
      form,
      problem && {
        status: problem.status,
        code: problem.code,
        errors: problem.errors,
        retryAfter: problem.headers?.['Retry-After'],
        enquiryStored: problem.extensions?.['enquiryStored'] === true,
      },
    );
    const keepValues = problem !== undefined && outcome.kind !== 'stored';
    const cookie = { path: '/contact', httpOnly: true, sameSite: 'strict' as const, secure: req.secure };
    if (keepValues) {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = Object.fromEntries(FORM_FIELDS[form].filter((f) => typeof body[f] === 'string').map((f) => [f, body[f] as string]));
      res.cookie(FORM_VALUES_COOKIE, this.sealer.seal({ form, values }, this.clock.now()), { ...cookie, maxAge: FORM_VALUES_TTL_SECONDS * 1000 });
    } else {
      res.clearCookie(FORM_VALUES_COOKIE, cookie);
    }
    res.setHeader('Cache-Control', RESULT_CACHE_CONTROL);
    res.removeHeader('Retry-After');
    // With field errors the page puts the focus (autofocus) on the first wrong field, which
    // also scrolls to it; browsers skip autofocus on a URL with a fragment, so only the
    // other outcomes point at the form.
    const fragment = outcome.kind === 'invalid' ? '' : `#${form === 'contact' ? 'contact-form' : 'newsletter'}`;
    const page = withPageLanguage(`${linkBase(this.config.PUBLIC_BASE_URL)}/contact?${outcomeQuery(outcome)}`, pageLanguageOf(req.query[LANG_PARAMETER]));
    res.redirect(303, `${page}${fragment}`);
  }
}

/**
 * The exception filter of the unversioned form paths: failures are shaped by
 * `formException` (CAPTCHA_MISSING), then a browser's form post that fails gets the 303 of
 * {@link BrowserFormResponder}; everything else goes to the platform's problem-details
 * filter (JSON clients keep their problem+json), and so does a post the same-site check
 * refused (its 403 CROSS_SITE_FORM_POST is no outcome for the site's page to show).
 */
@Catch()
@Injectable()
export class BrowserFormFilter extends ProblemDetailsFilter {
  private readonly log = new Logger('BrowserForm');

  constructor(
    adapterHost: HttpAdapterHost,
    config: WebsiteConfig,
    private readonly responder: BrowserFormResponder,
  ) {
    super(adapterHost, { publicBaseUrl: config.PUBLIC_BASE_URL });
  }

  override catch(error: unknown, host: ArgumentsHost): void {
    const exception = formException(error);
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    // A post from another site gets its 403 problem, not a redirect into our page.
    if (res.headersSent || !isBrowserFormPost(req) || exception instanceof CrossSiteFormPostProblem) return super.catch(exception, host);
    const problem = this.toProblem(exception, req);
    if (problem.status >= 500 && !(exception instanceof ProblemError)) {
      this.log.error({ err: exception, path: req.originalUrl, reqId: (req as { id?: unknown }).id }, 'Unhandled error');
    }
    this.responder.redirect(req, res, problem);
  }
}
