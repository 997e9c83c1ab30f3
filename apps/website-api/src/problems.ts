import { registerProblemTypes, REQUEST_PROBLEM_CODES } from '@fulfil/problem-details';
// Loading the helpdesk library registers CAPTCHA_MISSING, CAPTCHA_INVALID and NEWSLETTER_OPTED_OUT.
import '@fulfil/helpdesk';

registerProblemTypes([
  {
    code: 'FILE_UPLOAD_NOT_ACCEPTED',
    status: 400,
    title: 'File uploads not accepted',
    description: 'The form endpoints take text fields only; a multipart body carrying a file part is refused. Send the form without file inputs.',
    hint: 'Send the form without file inputs.',
  },
  {
    code: 'CROSS_SITE_FORM_POST',
    status: 403,
    title: 'Form posted from another site',
    description:
      "The form endpoints accept posts from the site's own pages only: a browser's post from a page of another site (`Sec-Fetch-Site: cross-site`), or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS), is refused before it is read. The `reason` member says which: `cross-site` or `origin-not-allowed`. A request without either header (a server, an old browser) is not refused for this. See docs/api-decisions.md, \"Form posts from other sites\".",
    hint: "Post the form from the site's own pages; a page on another origin that embeds the forms must be listed in CORS_ORIGINS.",
  },
]);

/**
 * Every problem `code` the website API can answer; each has a catalogue entry, so
 * `GET /problems/<code-in-kebab-case>` describes it (the discovery e2e test walks
 * this list and the catalogue).
 */
export const WEBSITE_PROBLEM_CODES = [
  'VALIDATION_FAILED',
  'CAPTCHA_MISSING',
  'CAPTCHA_INVALID',
  'FILE_UPLOAD_NOT_ACCEPTED',
  'NEWSLETTER_OPTED_OUT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'DEPENDENCY_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'PROBLEM_TYPE_NOT_FOUND',
  ...REQUEST_PROBLEM_CODES,
] as const;
