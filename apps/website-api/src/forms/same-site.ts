import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ProblemError } from '@fulfil/problem-details';
import type { Request } from 'express';
import { WebsiteConfig } from '../config';

/** Why a form post was refused as coming from another site. */
export type CrossSiteReason = 'cross-site' | 'origin-not-allowed';

/** The request headers the same-site check reads (lower-case names, as Node gives them). */
export interface SameSiteHeaders {
  origin?: string;
  'sec-fetch-site'?: string;
}

/** An origin in its serialised form (`https://www.example.com`, no default port, lower-case host), or undefined when it is none. */
function normalizeOrigin(value: string): string | undefined {
  try {
    const origin = new URL(value.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's own origins, from configuration only (never from a request's `Host`): the
 * origin of PUBLIC_BASE_URL and each origin of CORS_ORIGINS (the pages on other origins
 * that embed the forms: docs/api-decisions.md, "Contact page").
 */
export function siteOrigins(config: Pick<WebsiteConfig, 'PUBLIC_BASE_URL' | 'CORS_ORIGINS'>): ReadonlySet<string> {
  const origins = [config.PUBLIC_BASE_URL ?? '', ...config.CORS_ORIGINS.split(',')].map((o) => normalizeOrigin(o)).filter((o): o is string => !!o);
  return new Set(origins);
}

/**
 * The same-site check of the form posts (docs/api-decisions.md, "Form posts from other
 * sites"): undefined when the post may go on, else why it is refused.
 *
 * - `Sec-Fetch-Site: same-origin`: the browser says the page posting is the API's own
 *   (the contact page website-api serves): accepted.
 * - An `Origin` that is one of {@link siteOrigins}: accepted, whatever `Sec-Fetch-Site`
 *   says (a configured page on another site embeds the forms).
 * - `Sec-Fetch-Site: cross-site` otherwise: refused, `cross-site`.
 * - Any other `Origin` (another page, `null` from a sandbox or a redirect): refused,
 *   `origin-not-allowed`.
 * - Neither header (old browsers, the no-JavaScript form of a browser that sends no
 *   `Origin`, server-side clients): accepted; the bot check is the guard then.
 *
 * @param headers the request's headers
 * @param origins the site's origins ({@link siteOrigins})
 */
export function crossSiteRefusal(headers: SameSiteHeaders, origins: ReadonlySet<string>): CrossSiteReason | undefined {
  const fetchSite = headers['sec-fetch-site']?.trim().toLowerCase();
  if (fetchSite === 'same-origin') return undefined;
  const origin = headers.origin;
  const listed = origin !== undefined && origins.has(normalizeOrigin(origin) ?? '\0');
  if (listed) return undefined;
  if (fetchSite === 'cross-site') return 'cross-site';
  if (origin !== undefined) return 'origin-not-allowed';
  return undefined;
}

const DETAILS: Record<CrossSiteReason, string> = {
  'cross-site':
    "This form accepts posts from the site's own pages only; the browser says this post comes from a page of another site (Sec-Fetch-Site: cross-site).",
  'origin-not-allowed': "This form accepts posts from the site's own pages only; the request's Origin is not one of the site's origins.",
};

/** 403 CROSS_SITE_FORM_POST: a form post refused by the same-site check, with its `reason`. */
export class CrossSiteFormPostProblem extends ProblemError {
  constructor(readonly reason: CrossSiteReason) {
    super({
      status: 403,
      code: 'CROSS_SITE_FORM_POST',
      detail: DETAILS[reason],
      hint: "Post the form from the site's own pages; a page on another origin that embeds the forms must be listed in CORS_ORIGINS.",
      extensions: { reason },
    });
  }
}

/**
 * Refuses form posts from other sites before their body is read ({@link crossSiteRefusal}
 * with the configured {@link siteOrigins}): 403 CROSS_SITE_FORM_POST naming the reason.
 * A page on another origin could otherwise post the contact form from its visitors'
 * browsers, and only the bot check would stand in the way. After the rate limit (a
 * refused post counts), before `FormBodyGuard`.
 */
@Injectable()
export class SameSiteGuard implements CanActivate {
  private readonly origins: ReadonlySet<string>;

  constructor(config: WebsiteConfig) {
    this.origins = siteOrigins(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const reason = crossSiteRefusal({ origin, 'sec-fetch-site': typeof fetchSite === 'string' ? fetchSite : undefined }, this.origins);
    if (reason) throw new CrossSiteFormPostProblem(reason);
    return true;
  }
}
