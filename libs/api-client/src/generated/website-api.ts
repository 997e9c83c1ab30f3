// GENERATED FILE, DO NOT EDIT: `npm run api-client:generate` writes it from the app's OpenAPI
// document (libs/api-client/openapi), with openapi-typescript (libs/api-client/README.md).
export interface paths {
  '/api/v1/contact-form': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the contact form
     * @description Verifies the reCAPTCHA v3 token (action `contact_form_submit`), stores the enquiry, creates or updates the helpdesk contact by e-mail and opens a ticket titled from `helpWith`. Order of checks: fields (400 VALIDATION_FAILED listing every failing field), then the token (400 CAPTCHA_MISSING, 401 CAPTCHA_INVALID, 502 when the verifier is unreachable). No enquiry is lost: when the helpdesk fails the answer is 502 and the stored enquiry is delivered later. The same enquiry (same e-mail, helpWith and message) sent again within 24 hours never opens a second ticket: it answers the ticket already opened, or tries the delivery again.
     */
    post: operations['submitContactForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/newsletter-signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe to the newsletter
     * @description Subscribes the address to the product newsletter (creating the contact by e-mail if needed). Idempotent: an address already subscribed gets the same success answer, and no second contact or subscription is created. An address that unsubscribed from all e-mail before cannot be signed up again here: 409 NEWSLETTER_OPTED_OUT, whose hint says what to do instead.
     */
    post: operations['signUpForNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact-form': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the contact form (deprecated unversioned path)
     * @deprecated
     * @description Same as POST /api/v1/contact-form, without the compatibility promise and without API-Version. The site's own forms post here. A browser's form post without JavaScript (form-encoded or multipart body with an `Accept` preferring `text/html`) gets `303 See Other` back to `/contact` with the outcome instead of a JSON body (see the 303 response); every other client, the page's own script included (`Accept: application/json`), gets the JSON answers of the v1 path. Verifies the reCAPTCHA v3 token (action `contact_form_submit`), stores the enquiry, creates or updates the helpdesk contact by e-mail and opens a ticket titled from `helpWith`. Order of checks: fields (400 VALIDATION_FAILED listing every failing field), then the token (400 CAPTCHA_MISSING, 401 CAPTCHA_INVALID, 502 when the verifier is unreachable). No enquiry is lost: when the helpdesk fails the answer is 502 and the stored enquiry is delivered later. The same enquiry (same e-mail, helpWith and message) sent again within 24 hours never opens a second ticket: it answers the ticket already opened, or tries the delivery again.
     */
    post: operations['submitContactFormUnversioned'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter-signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe to the newsletter (deprecated unversioned path)
     * @deprecated
     * @description Same as POST /api/v1/newsletter-signup, without the compatibility promise and without API-Version. The site's own forms post here. A browser's form post without JavaScript (form-encoded or multipart body with an `Accept` preferring `text/html`) gets `303 See Other` back to `/contact` with the outcome instead of a JSON body (see the 303 response); every other client, the page's own script included (`Accept: application/json`), gets the JSON answers of the v1 path. Subscribes the address to the product newsletter (creating the contact by e-mail if needed). Idempotent: an address already subscribed gets the same success answer, and no second contact or subscription is created. An address that unsubscribed from all e-mail before cannot be signed up again here: 409 NEWSLETTER_OPTED_OUT, whose hint says what to do instead.
     */
    post: operations['signUpForNewsletterUnversioned'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Versions of the API and their endpoints
     * @description The entry point: every version with its status, endpoints and links, the deprecated unversioned paths, and where the reference and the problem types are.
     */
    get: operations['listVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Version 1: status, endpoints and links
     * @description Version 1 exactly as `GET /api` lists it.
     */
    get: operations['describeV1'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI 3 document of version 1
     * @description This document; rendered for people at `/docs`.
     */
    get: operations['getOpenApiV1'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reference': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Human-readable reference of version 1 (moved to /docs)
     * @description The reference page is `/docs` on every app now; this address redirects there permanently.
     */
    get: operations['getReferenceV1'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ContactFormDto: {
      /**
       * Format: email
       * @example jane@example.com
       */
      email: string;
      /** @example Jane */
      firstName: string;
      /** @example Doe */
      lastName: string;
      /**
       * @description Body of the enquiry (the ticket content).
       * @example My order #1001 has not arrived.
       */
      message: string;
      /**
       * @description Topic of the enquiry; the ticket title.
       * @example Delivery
       */
      helpWith: string;
      /**
       * @description E.164 preferred (not enforced).
       * @example +493012345678
       */
      telephone?: string;
      /** @example Acme */
      company?: string;
      /** @description reCAPTCHA v3 token obtained in the browser for action contact_form_submit. Missing or blank: 400 CAPTCHA_MISSING; rejected: 401 CAPTCHA_INVALID. */
      captchaToken: string;
      /**
       * @description When present must equal contact_form_submit.
       * @enum {string}
       */
      captchaAction?: 'contact_form_submit';
    };
    ContactFormSuccess: {
      /**
       * @example true
       * @enum {boolean}
       */
      success: true;
      /** @example Thank you for your message. We will get back to you soon. */
      message: string;
      /**
       * @description Helpdesk id of the contact (created or updated by e-mail).
       * @example 512
       */
      contactId: string;
      /**
       * @description Helpdesk id of the ticket. A resubmission of the same enquiry within 24 hours answers the same ticket.
       * @example 513
       */
      ticketId: string;
    };
    NewsletterSignupDto: {
      /**
       * Format: email
       * @description Address of someone who asked to be subscribed.
       * @example jane@example.com
       */
      email: string;
    };
    NewsletterSuccess: {
      /**
       * @example true
       * @enum {boolean}
       */
      success: true;
      /**
       * @description The same text whether the address was subscribed already or not.
       * @example Thank you for subscribing to our newsletter.
       */
      message: string;
      /** @example 512 */
      contactId: string;
    };
    /** @description A version: its status, links (this description, its OpenAPI document, the reference page) and endpoints. */
    VersionDescription: {
      /** @example v1 */
      version: string;
      /** @enum {string} */
      status: 'current' | 'deprecated';
      /** Format: date-time */
      deprecatedAt?: string;
      /** Format: date-time */
      sunset?: string;
      successor?: string;
      links: {
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        self: string;
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        openapi: string;
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        reference: string;
      };
      endpoints: {
        /** @enum {string} */
        method: 'POST';
        path: string;
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        href: string;
        summary: string;
      }[];
    };
    ApiIndex: {
      name: string;
      versions: components['schemas']['VersionDescription'][];
      /** @description The deprecated unversioned paths and the v1 path each acts as. */
      unversioned: {
        /** @enum {string} */
        method: 'POST';
        path: string;
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        href: string;
        deprecated: boolean;
        sameAs: string;
      }[];
      links: {
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        problems: string;
        /** @description Absolute with PUBLIC_BASE_URL, else relative to this host. */
        docs: string;
      };
    };
    /** @description RFC 9457 problem details, the body of every error (`application/problem+json`). Clients branch on `code`. */
    ProblemDetails: {
      /**
       * Format: uri-reference
       * @description URI of the problem class, `{PUBLIC_BASE_URL}/problems/<code-in-kebab-case>` (a relative reference without PUBLIC_BASE_URL); GET on it describes it.
       * @example /problems/validation-failed
       */
      type: string;
      /**
       * @description Short summary of the problem class.
       * @example Validation failed
       */
      title: string;
      /**
       * @description The HTTP status code.
       * @example 400
       */
      status: number;
      /**
       * @description What went wrong with this request.
       * @example The request has 1 invalid field: shop.
       */
      detail: string;
      /**
       * @description The request path and query, or `urn:uuid:<X-Request-Id>` when the HTTP server refused the request before it had one.
       * @example /v1.0/settings
       */
      instance: string;
      /**
       * @description Stable UPPER_SNAKE_CASE code.
       * @example VALIDATION_FAILED
       */
      code: string;
      /**
       * @description What the client can do about it (human text; may change).
       * @example Correct the listed fields and send the request again.
       */
      hint: string;
      /** @description VALIDATION_FAILED: every failing field. */
      errors?: {
        /**
         * @description The field, parameter or header, e.g. `shop`, `slots[0].available_from`, `Idempotency-Key`.
         * @example shop
         */
        field: string;
        /**
         * @description The rule it broke (`required`, `isInt`, `maxLength`, a JSON Schema keyword, ...).
         * @example required
         */
        rule: string;
        /** @example shop is required */
        message: string;
      }[];
    } & {
      [key: string]: unknown;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The client's current state against the limit (IETF RateLimit fields), e.g. `limit=30, remaining=29, reset=60`: 30 requests per 60 seconds per client IP and endpoint. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    RateLimit: string;
    /** @description The limit, `30;w=60`: 30 requests per 60 seconds per client IP and endpoint. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Policy': string;
    /** @description Requests allowed per window (30). Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Limit': number;
    /** @description Requests left in the current window (0 on a 429); pace requests by it. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Remaining': number;
    /** @description Seconds until the window resets (on a 429, until a request is allowed again), at least 1. Sent on every answer of a rate-limited operation once the request was read (an unreadable or oversized body is refused before it is counted). */
    'RateLimit-Reset': number;
    /** @description Seconds to wait before the next request (RFC 9110 §10.2.3), the same as `RateLimit-Reset`. */
    'Retry-After': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  submitContactForm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['ContactFormDto'];
        'multipart/form-data': components['schemas']['ContactFormDto'];
        'application/json': components['schemas']['ContactFormDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Thank you for your message. We will get back to you soon.",
           *       "contactId": "1",
           *       "ticketId": "1"
           *     }
           */
          'application/json': components['schemas']['ContactFormSuccess'];
        };
      };
      /** @description VALIDATION_FAILED (every failing field in `errors`), CAPTCHA_MISSING, FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY. */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: email.",
           *       "instance": "/api/v1/contact-form",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "email",
           *           "rule": "isEmail",
           *           "message": "email must be an e-mail address"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CAPTCHA_INVALID: the bot-detection token is invalid, expired, reused, for another action or scored too low. */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/captcha-invalid",
           *       "title": "Bot-detection token invalid",
           *       "status": 401,
           *       "detail": "The bot-detection token is invalid, expired, already used, or did not pass the check.",
           *       "instance": "/api/v1/contact-form",
           *       "code": "CAPTCHA_INVALID",
           *       "hint": "Load the form again and resend it; tokens are single-use and expire after two minutes."
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CROSS_SITE_FORM_POST: posted from a page of another site (`Sec-Fetch-Site: cross-site`) or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS); `reason` is `cross-site` or `origin-not-allowed`. Browsers' posts from the site's own pages, and requests with neither header, are not refused. */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_ALLOWED, with `Allow: POST`. */
      405: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          Allow?: string;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE. */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send form-encoded or multipart data. */
      415: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INTERNAL_ERROR (reveals nothing; quote X-Request-Id). */
      500: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UPSTREAM_UNAVAILABLE: the helpdesk or the bot check failed. When the helpdesk failed, the enquiry is stored (`enquiryStored: true`) and delivered later by the retry worker; without that member (the bot check failed) nothing is stored and the form must be sent again. */
      502: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'] & {
            /**
             * @description Present when the enquiry is stored and will be delivered later: do not send it again.
             * @enum {boolean}
             */
            enquiryStored?: true;
          };
        };
      };
      /** @description DEPENDENCY_UNAVAILABLE: the database did not answer in time or cannot be reached (answered within about a second). Send the same form again after `Retry-After` seconds; a resubmission never opens a second ticket. */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  signUpForNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['NewsletterSignupDto'];
        'multipart/form-data': components['schemas']['NewsletterSignupDto'];
        'application/json': components['schemas']['NewsletterSignupDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Thank you for subscribing to our newsletter.",
           *       "contactId": "1"
           *     }
           */
          'application/json': components['schemas']['NewsletterSuccess'];
        };
      };
      /** @description VALIDATION_FAILED (every failing field in `errors`), FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY. */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "type": "/problems/validation-failed",
           *       "title": "Validation failed",
           *       "status": 400,
           *       "detail": "The request has 1 invalid field: email.",
           *       "instance": "/api/v1/newsletter-signup",
           *       "code": "VALIDATION_FAILED",
           *       "hint": "Correct the listed fields and send the request again.",
           *       "errors": [
           *         {
           *           "field": "email",
           *           "rule": "required",
           *           "message": "email is required"
           *         }
           *       ]
           *     }
           */
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CROSS_SITE_FORM_POST: posted from a page of another site (`Sec-Fetch-Site: cross-site`) or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS); `reason` is `cross-site` or `origin-not-allowed`. Browsers' posts from the site's own pages, and requests with neither header, are not refused. */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_ALLOWED, with `Allow: POST`. */
      405: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          Allow?: string;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description NEWSLETTER_OPTED_OUT: the address unsubscribed from all e-mail before, and a signup form cannot undo that; the `hint` says what the visitor can do (the resubscribe link of an earlier e-mail, or contacting the shop). Sending it again gives the same answer. */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE. */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send form-encoded or multipart data. */
      415: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INTERNAL_ERROR (reveals nothing; quote X-Request-Id). */
      500: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UPSTREAM_UNAVAILABLE: the helpdesk failed; retrying is safe. */
      502: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  submitContactFormUnversioned: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['ContactFormDto'];
        'multipart/form-data': components['schemas']['ContactFormDto'];
        'application/json': components['schemas']['ContactFormDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Thank you for your message. We will get back to you soon.",
           *       "contactId": "1",
           *       "ticketId": "2"
           *     }
           */
          'application/json': components['schemas']['ContactFormSuccess'];
        };
      };
      /** @description See Other: a browser's own form post (form-encoded or multipart body, `Accept` preferring `text/html` to `application/json`) is answered with a redirect to `/contact?form=...&outcome=...` instead of the JSON or problem body, success and failure alike; the query carries the outcome (`sent`, `subscribed`, `invalid` with `errors=<field>:<rule>,...`, `bot-check`, `rate-limited` with `retryAfter=<seconds>`, `stored`, `unavailable`, `error`), the page's `lang` when the post's URL carried one (`?lang=fr`), and never a value; after a failure the entered values travel in a sealed HttpOnly cookie `form_values` (Path=/contact, 5 minutes). `Cache-Control: no-store`. Every other client gets the JSON answers listed here. */
      303: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description The contact page with the outcome, e.g. `/contact?form=contact&outcome=sent#contact-form`. */
          Location?: string;
          /** @description `form_values=<sealed>` after a failure; cleared after a success. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED (every failing field in `errors`), CAPTCHA_MISSING, FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY. */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CAPTCHA_INVALID: the bot-detection token is invalid, expired, reused, for another action or scored too low. */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CROSS_SITE_FORM_POST: posted from a page of another site (`Sec-Fetch-Site: cross-site`) or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS); `reason` is `cross-site` or `origin-not-allowed`. Browsers' posts from the site's own pages, and requests with neither header, are not refused. */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_ALLOWED, with `Allow: POST`. */
      405: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          Allow?: string;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE. */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send form-encoded or multipart data. */
      415: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INTERNAL_ERROR (reveals nothing; quote X-Request-Id). */
      500: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UPSTREAM_UNAVAILABLE: the helpdesk or the bot check failed. When the helpdesk failed, the enquiry is stored (`enquiryStored: true`) and delivered later by the retry worker; without that member (the bot check failed) nothing is stored and the form must be sent again. */
      502: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'] & {
            /**
             * @description Present when the enquiry is stored and will be delivered later: do not send it again.
             * @enum {boolean}
             */
            enquiryStored?: true;
          };
        };
      };
      /** @description DEPENDENCY_UNAVAILABLE: the database did not answer in time or cannot be reached (answered within about a second). Send the same form again after `Retry-After` seconds; a resubmission never opens a second ticket. */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description Seconds to wait. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  signUpForNewsletterUnversioned: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['NewsletterSignupDto'];
        'multipart/form-data': components['schemas']['NewsletterSignupDto'];
        'application/json': components['schemas']['NewsletterSignupDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Thank you for subscribing to our newsletter.",
           *       "contactId": "2"
           *     }
           */
          'application/json': components['schemas']['NewsletterSuccess'];
        };
      };
      /** @description See Other: a browser's own form post (form-encoded or multipart body, `Accept` preferring `text/html` to `application/json`) is answered with a redirect to `/contact?form=...&outcome=...` instead of the JSON or problem body, success and failure alike; the query carries the outcome (`sent`, `subscribed`, `invalid` with `errors=<field>:<rule>,...`, `bot-check`, `rate-limited` with `retryAfter=<seconds>`, `stored`, `unavailable`, `error`), the page's `lang` when the post's URL carried one (`?lang=fr`), and never a value; after a failure the entered values travel in a sealed HttpOnly cookie `form_values` (Path=/contact, 5 minutes). `Cache-Control: no-store`. Every other client gets the JSON answers listed here. */
      303: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description The contact page with the outcome, e.g. `/contact?form=contact&outcome=sent#contact-form`. */
          Location?: string;
          /** @description `form_values=<sealed>` after a failure; cleared after a success. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description VALIDATION_FAILED (every failing field in `errors`), FILE_UPLOAD_NOT_ACCEPTED or MALFORMED_BODY. */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description CROSS_SITE_FORM_POST: posted from a page of another site (`Sec-Fetch-Site: cross-site`) or with an `Origin` that is not one of the site's (PUBLIC_BASE_URL, CORS_ORIGINS); `reason` is `cross-site` or `origin-not-allowed`. Browsers' posts from the site's own pages, and requests with neither header, are not refused. */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description METHOD_NOT_ALLOWED, with `Allow: POST`. */
      405: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          Allow?: string;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description NEWSLETTER_OPTED_OUT: the address unsubscribed from all e-mail before, and a signup form cannot undo that; the `hint` says what the visitor can do (the resubscribe link of an earlier e-mail, or contacting the shop). Sending it again gives the same answer. */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description PAYLOAD_TOO_LARGE. */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UNSUPPORTED_MEDIA_TYPE: send form-encoded or multipart data. */
      415: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description INTERNAL_ERROR (reveals nothing; quote X-Request-Id). */
      500: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description UPSTREAM_UNAVAILABLE: the helpdesk failed; retrying is safe. */
      502: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  listVersions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The versions, their status (current or deprecated), endpoints and links, and the deprecated unversioned paths. */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "name": "Website API",
           *       "versions": [
           *         {
           *           "version": "v1",
           *           "status": "current",
           *           "links": {
           *             "self": "/api/v1",
           *             "openapi": "/api/v1/openapi.json",
           *             "reference": "/docs"
           *           },
           *           "endpoints": [
           *             {
           *               "method": "POST",
           *               "path": "/api/v1/contact-form",
           *               "summary": "Send the contact form (opens a helpdesk ticket).",
           *               "href": "/api/v1/contact-form"
           *             },
           *             {
           *               "method": "POST",
           *               "path": "/api/v1/newsletter-signup",
           *               "summary": "Subscribe an address to the newsletter.",
           *               "href": "/api/v1/newsletter-signup"
           *             }
           *           ]
           *         }
           *       ],
           *       "unversioned": [
           *         {
           *           "method": "POST",
           *           "path": "/api/contact-form",
           *           "href": "/api/contact-form",
           *           "deprecated": true,
           *           "sameAs": "/api/v1/contact-form"
           *         },
           *         {
           *           "method": "POST",
           *           "path": "/api/newsletter-signup",
           *           "href": "/api/newsletter-signup",
           *           "deprecated": true,
           *           "sameAs": "/api/v1/newsletter-signup"
           *         }
           *       ],
           *       "links": {
           *         "problems": "/problems",
           *         "docs": "/docs"
           *       }
           *     }
           */
          'application/json': components['schemas']['ApiIndex'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  describeV1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Version 1 as listed by GET /api. */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "version": "v1",
           *       "status": "current",
           *       "links": {
           *         "self": "/api/v1",
           *         "openapi": "/api/v1/openapi.json",
           *         "reference": "/docs"
           *       },
           *       "endpoints": [
           *         {
           *           "method": "POST",
           *           "path": "/api/v1/contact-form",
           *           "summary": "Send the contact form (opens a helpdesk ticket).",
           *           "href": "/api/v1/contact-form"
           *         },
           *         {
           *           "method": "POST",
           *           "path": "/api/v1/newsletter-signup",
           *           "summary": "Subscribe an address to the newsletter.",
           *           "href": "/api/v1/newsletter-signup"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['VersionDescription'];
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  getOpenApiV1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document. */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
            components: Record<string, never>;
          };
        };
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
  getReferenceV1: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Moved to `/docs`. */
      301: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          /** @description `v1` on every /api/v1 response (absent on the unversioned paths). */
          'API-Version'?: 'v1';
          /** @description `/docs` */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description RATE_LIMITED: more than 30 requests in 60 seconds from this client to this endpoint; wait `Retry-After` seconds. */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
      /** @description Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details. */
      default: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimit-Policy'];
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['ProblemDetails'];
        };
      };
    };
  };
}
