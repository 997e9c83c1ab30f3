import { randomBytes } from 'node:crypto';

/**
 * Security and caching headers of the website's pages (docs/api-decisions.md, "Contact
 * page"). The rest of website-api keeps the closed policy of its bootstrap
 * (`default-src 'none'`); only the pages get these, per response.
 */

/** The bot check a page runs: reCAPTCHA v3 with a site key, or the documented test mode with its token. */
export type PageBotCheck = { mode: 'recaptcha'; siteKey: string } | { mode: 'test'; token: string };

/** The hosts reCAPTCHA v3 loads its script from and frames its challenge in (Google's CSP guidance). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
/** Where reCAPTCHA frames its anchor. */
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** A fresh nonce for one response: 16 random bytes, base64 (CSP nonce-source). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a page: nothing by default; scripts only from the tag
 * carrying this response's nonce (the page's own script) and, with reCAPTCHA, from its
 * hosts; style sheets, `fetch` and form posts to this origin only; reCAPTCHA's frames; not
 * framed by anyone; no `<base>`.
 */
export function pageContentSecurityPolicy(nonce: string, bot: PageBotCheck): string {
  const recaptcha = bot.mode === 'recaptcha';
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', [`'nonce-${nonce}'`, ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(recaptcha ? ([['frame-src', RECAPTCHA_FRAME_SOURCES]] as Array<[string, string[]]>) : []),
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * `Cache-Control` of the contact page without an outcome: each response carries its own
 * nonce, so no shared cache may hand one response to many visitors (that would make the
 * nonce predictable); the visitor's own browser may reuse its copy, body and policy
 * together, for 5 minutes.
 */
export const PAGE_CACHE_CONTROL = 'private, max-age=300';

/** `Cache-Control` of a page showing a form's outcome or entered values, and of the 303 itself: never stored. */
export const RESULT_CACHE_CONTROL = 'no-store';

/** `Cache-Control` of the static script and style sheet under a versioned URL (`?v=<hash>`); they hold no nonce. */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400';
