import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiResponse } from '@nestjs/swagger';
import type { HeadersObject, SchemaObject } from '@nestjs/swagger';
import { PROBLEM_DETAILS_REF, PROBLEM_MEDIA_TYPE, problemResponse } from '@fulfil/platform';

/**
 * Headers of /api/v1 responses besides the rate-limit headers, which `documentRateLimits`
 * of @fulfil/platform adds to every response of the document at once (with the 429 of
 * each operation; docs/openapi.md, "Rate limits in the document").
 */
export const V1_HEADERS: HeadersObject = {
  'API-Version': { description: '`v1` on every /api/v1 response (absent on the unversioned paths).', schema: { type: 'string', enum: ['v1'] } },
};

/** The contact form's 502: a problem that may say the enquiry is stored (contact-form.service.ts). */
const STORED_ENQUIRY_PROBLEM: SchemaObject = {
  allOf: [
    PROBLEM_DETAILS_REF,
    {
      type: 'object',
      properties: {
        enquiryStored: { type: 'boolean', enum: [true], description: 'Present when the enquiry is stored and will be delivered later: do not send it again.' },
      },
    },
  ],
};

const problem = (status: number, description: string, headers?: HeadersObject) => ApiResponse({ status, ...problemResponse(description, headers) });

/**
 * OpenAPI documentation of a form operation: its body in the two form encodings
 * (JSON accepted too) and every error it may answer, each an RFC 9457 problem. The
 * rate-limit headers and the 429 come from `documentRateLimits` (website-api's
 * `OpenApiService`), for every operation alike.
 */
export function ApiFormOperation(body: new () => unknown, options: { versioned: boolean; captcha: boolean }): MethodDecorator {
  const headers = options.versioned ? V1_HEADERS : undefined;
  return applyDecorators(
    ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'),
    ApiBody({ type: body }),
    problem(
      400,
      options.captcha
        ? 'VALIDATION_FAILED (every failing field in `errors`), CAPTCHA_MISSING, FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY.'
        : 'VALIDATION_FAILED (every failing field in `errors`), FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY.',
      headers,
    ),
    ...(options.captcha
      ? [problem(401, 'CAPTCHA_INVALID: the bot-detection token is invalid, expired, reused, for another action or scored too low.', headers)]
      : []),
    problem(
      403,
      "CROSS_SITE_FORM_POST: posted from a page of another site (`Sec-Fetch-Site: cross-site`) or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS); `reason` is `cross-site` or `origin-not-allowed`. Browsers' posts from the site's own pages, and requests with neither header, are not refused.",
      headers,
    ),
    problem(405, 'METHOD_NOT_ALLOWED, with `Allow: POST`.', { Allow: { schema: { type: 'string' } } }),
    ...(options.captcha
      ? []
      : [
          problem(
            409,
            'NEWSLETTER_OPTED_OUT: the address unsubscribed from all e-mail before, and a signup form cannot undo that; the `hint` says what the visitor can do (the resubscribe link of an earlier e-mail, or contacting the shop). Sending it again gives the same answer.',
            headers,
          ),
        ]),
    problem(413, 'PAYLOAD_TOO_LARGE.', headers),
    problem(415, 'UNSUPPORTED_MEDIA_TYPE: send form-encoded or multipart data.', headers),
    problem(500, 'INTERNAL_ERROR (reveals nothing; quote X-Request-Id).', headers),
    options.captcha
      ? ApiResponse({
          status: 502,
          description:
            'UPSTREAM_UNAVAILABLE: the helpdesk or the bot check failed. When the helpdesk failed, the enquiry is stored (`enquiryStored: true`) and delivered later by the retry worker; without that member (the bot check failed) nothing is stored and the form must be sent again.',
          headers,
          content: { [PROBLEM_MEDIA_TYPE]: { schema: STORED_ENQUIRY_PROBLEM } },
        })
      : problem(502, 'UPSTREAM_UNAVAILABLE: the helpdesk failed; retrying is safe.', headers),
    // The contact form stores the enquiry first; the newsletter touches the database only
    // through the local helpdesk, whose failures are 502 UPSTREAM_UNAVAILABLE.
    ...(options.captcha
      ? [
          problem(
            503,
            'DEPENDENCY_UNAVAILABLE: the database did not answer in time or cannot be reached (answered within about a second). Send the same form again after `Retry-After` seconds; a resubmission never opens a second ticket.',
            { ...headers, 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
          ),
        ]
      : []),
    ...(options.versioned
      ? []
      : [
          ApiResponse({
            status: 303,
            description:
              "See Other: a browser's own form post (form-encoded or multipart body, `Accept` preferring `text/html` to `application/json`) is answered with a redirect to `/contact?form=...&outcome=...` instead of the JSON or problem body, success and failure alike; the query carries the outcome (`sent`, `subscribed`, `invalid` with `errors=<field>:<rule>,...`, `bot-check`, `rate-limited` with `retryAfter=<seconds>`, `stored`, `unavailable`, `error`), the page's `lang` when the post's URL carried one (`?lang=fr`), and never a value; after a failure the entered values travel in a sealed HttpOnly cookie `form_values` (Path=/contact, 5 minutes). `Cache-Control: no-store`. Every other client gets the JSON answers listed here.",
            headers: {
              Location: {
                description: 'The contact page with the outcome, e.g. `/contact?form=contact&outcome=sent#contact-form`.',
                schema: { type: 'string' },
              },
              'Set-Cookie': { description: '`form_values=<sealed>` after a failure; cleared after a success.', schema: { type: 'string' } },
            },
          }),
        ]),
  );
}
