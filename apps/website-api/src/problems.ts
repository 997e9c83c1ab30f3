import { registerProblemTypes, REQUEST_PROBLEM_CODES } from '@fulfil/problem-details';
// Loading the helpdesk library registers CAPTCHA_MISSING and CAPTCHA_INVALID.
import '@fulfil/helpdesk';

registerProblemTypes([
  {
    code: 'FILE_UPLOAD_NOT_ACCEPTED',
    status: 400,
    title: 'File uploads not accepted',
    description: 'The form endpoints take text fields only; a multipart body carrying a file part is refused. Send the form without file inputs.',
    hint: 'Send the form without file inputs.',
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
