/**
 * The catalogue of problem types: one entry per stable `code`. The `type` URI of a
 * problem is `<base>/problems/<code-in-kebab-case>` (docs/api-decisions.md), and
 * `GET /problems/<kebab>` on each app serves the description below.
 *
 * Libraries and apps add their own codes with {@link registerProblemType}; codes
 * are never renamed once published.
 */
export interface ProblemType {
  /** UPPER_SNAKE_CASE code. */
  code: string;
  /** HTTP status the code is sent with. */
  status: number;
  /** Stable title of the problem class. */
  title: string;
  /** What the problem means and what a client should do about it. */
  description: string;
  /**
   * One sentence on what the client should do next. Every problem answer carries a
   * `hint`: the error's own when it has one, else this one.
   */
  hint: string;
}

const catalogue = new Map<string, ProblemType>();

/**
 * Adds a problem type to the catalogue; registering the same code twice with a
 * different status or title throws, so two libraries cannot disagree on a code.
 */
export function registerProblemType(type: ProblemType): ProblemType {
  const existing = catalogue.get(type.code);
  if (existing && (existing.status !== type.status || existing.title !== type.title)) {
    throw new Error(`Problem code ${type.code} registered twice with different status or title`);
  }
  catalogue.set(type.code, type);
  return type;
}

/** Registers several problem types at once. */
export function registerProblemTypes(types: ProblemType[]): void {
  types.forEach(registerProblemType);
}

/** The type of a code, or undefined when the code is not catalogued. */
export function problemType(code: string): ProblemType | undefined {
  return catalogue.get(code);
}

/** Every catalogued problem type, sorted by code. */
export function allProblemTypes(): ProblemType[] {
  return [...catalogue.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Codes any app may answer to a request it cannot read, whatever the route (the shared
 * platform's request parsing: docs/api-decisions.md, "Request bodies" and "Requests the
 * HTTP server refuses"). Apps add them to the code lists of their OpenAPI documents.
 */
export const REQUEST_PROBLEM_CODES = [
  'MALFORMED_BODY',
  'BODY_TOO_DEEP',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNSUPPORTED_CONTENT_ENCODING',
  'MALFORMED_REQUEST',
  'REQUEST_HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'EXPECTATION_FAILED',
] as const;

/** The hint of a problem whose code's catalogue entry has none. */
export const GENERIC_HINT = 'Read `detail`, change the request accordingly and send it again; the `type` URI describes this problem.';

/** `SHOP_NOT_FOUND` -> `shop-not-found`. */
export function codeToSlug(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

/** `shop-not-found` -> `SHOP_NOT_FOUND`. */
export function slugToCode(slug: string): string {
  return slug.toUpperCase().replace(/-/g, '_');
}

registerProblemTypes([
  {
    code: 'BAD_REQUEST',
    status: 400,
    title: 'Bad request',
    description: 'The request cannot be served as sent; `detail` says why.',
    hint: 'Correct the request as `detail` says and send it again.',
  },
  {
    code: 'VALIDATION_FAILED',
    status: 400,
    title: 'Validation failed',
    description: 'One or more fields of the request are missing or invalid. The `errors` member lists each failing field with the rule it broke.',
    hint: 'Correct the listed fields and send the request again.',
  },
  {
    code: 'MALFORMED_BODY',
    status: 400,
    title: 'Malformed request body',
    description: 'The request body could not be parsed in its declared content type (for example broken JSON).',
    hint: 'Send well-formed JSON or form data.',
  },
  {
    code: 'BODY_TOO_DEEP',
    status: 400,
    title: 'Request body nested too deeply',
    description:
      'The JSON body nests objects and arrays deeper than the API accepts (32 levels by default; `detail` gives the limit). No request of these APIs needs more than a handful of levels. See docs/api-decisions.md, "Request bodies".',
    hint: 'Send a body with fewer levels of nested objects and arrays.',
  },
  {
    code: 'UNSUPPORTED_CONTENT_ENCODING',
    status: 415,
    title: 'Unsupported content encoding',
    description:
      'The request body carries a `Content-Encoding` (such as gzip) the API does not decode: request bodies are accepted uncompressed (`identity`) only. The `Accept-Encoding` response header lists what is accepted (RFC 7694). See docs/api-decisions.md, "Request bodies".',
    hint: 'Send the body uncompressed, without a Content-Encoding header.',
  },
  {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    title: 'Unsupported media type',
    description: 'The request body has a content type this endpoint does not accept.',
    hint: 'Send the body in a content type the endpoint documents (usually application/json).',
  },
  {
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
    title: 'Payload too large',
    description: 'The request body exceeds the size limit of the endpoint.',
    hint: 'Send a smaller body.',
  },
  {
    code: 'REQUEST_HEADERS_TOO_LARGE',
    status: 431,
    title: 'Request header fields too large',
    description:
      'The request line and headers together exceed 16 KiB, so the server did not read the request (a very long URL or query string counts too). See docs/api-decisions.md, "Requests the HTTP server refuses".',
    hint: 'Send a shorter URL, fewer or smaller headers (cookies count), and pass long data in the body.',
  },
  {
    code: 'MALFORMED_REQUEST',
    status: 400,
    title: 'Malformed HTTP request',
    description:
      'The request is not valid HTTP/1.1 (request line, header syntax, Content-Length or chunked framing), so the server could not read it and closed the connection. See docs/api-decisions.md, "Requests the HTTP server refuses".',
    hint: 'Check the HTTP client; send a well-formed HTTP/1.1 request.',
  },
  {
    code: 'REQUEST_TIMEOUT',
    status: 408,
    title: 'Request timeout',
    description:
      'The client did not send the whole request (headers or body) in time, so the server closed the connection. See docs/api-decisions.md, "Requests the HTTP server refuses".',
    hint: 'Send the request again, at once and in full.',
  },
  {
    code: 'EXPECTATION_FAILED',
    status: 417,
    title: 'Expectation failed',
    description:
      'The request carries an `Expect` header other than `100-continue`, which the server cannot meet, so it did not process the request (RFC 9110). See docs/api-decisions.md, "Requests the HTTP server refuses".',
    hint: 'Send the request without the Expect header (or with Expect: 100-continue).',
  },
  { code: 'NOT_FOUND', status: 404, title: 'Not found', description: 'No resource exists at this path.', hint: 'Check the path against the API reference.' },
  {
    code: 'PROBLEM_TYPE_NOT_FOUND',
    status: 404,
    title: 'Problem type not found',
    description: 'No problem type has this name; `GET /problems` lists them all.',
    hint: 'GET /problems lists every problem type.',
  },
  {
    code: 'METHOD_NOT_ALLOWED',
    status: 405,
    title: 'Method not allowed',
    description: 'The path exists but does not serve this HTTP method. The `Allow` header lists the methods it serves.',
    hint: 'Use one of the methods in the Allow header.',
  },
  {
    code: 'RATE_LIMITED',
    status: 429,
    title: 'Rate limit exceeded',
    description:
      'Too many requests from this client to this endpoint. Wait the number of seconds given in `Retry-After`, and pace requests with `RateLimit-Remaining`.',
    hint: 'Wait the seconds given in Retry-After before trying again.',
  },
  {
    code: 'UNAUTHORIZED',
    status: 401,
    title: 'Unauthorized',
    description: 'The request lacks valid credentials for this endpoint.',
    hint: 'Send valid credentials for this endpoint.',
  },
  {
    code: 'FORBIDDEN',
    status: 403,
    title: 'Forbidden',
    description: 'The request is understood but not allowed.',
    hint: 'Use credentials that are allowed this operation.',
  },
  {
    code: 'CONFLICT',
    status: 409,
    title: 'Conflict',
    description: 'The request conflicts with the current state of the resource.',
    hint: 'Read the resource again and retry with its current state.',
  },
  {
    code: 'UNPROCESSABLE',
    status: 422,
    title: 'Unprocessable request',
    description: 'The request is well-formed but cannot be carried out.',
    hint: 'Change the request as `detail` says.',
  },
  {
    code: 'INTERNAL_ERROR',
    status: 500,
    title: 'Internal server error',
    description:
      'The server failed unexpectedly. Nothing about the failure is revealed; the request id in the response headers lets an operator find it in the logs.',
    hint: 'Try again later; quote the X-Request-Id header when reporting it.',
  },
  {
    code: 'UPSTREAM_UNAVAILABLE',
    status: 502,
    title: 'Upstream service unavailable',
    description: 'A service this API depends on failed or did not answer in time. Retrying later is safe.',
    hint: 'Retry later.',
  },
  {
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
    title: 'Service unavailable',
    description: 'The service is not ready (for example its database is unreachable).',
    hint: 'Retry later.',
  },
  {
    code: 'DEPENDENCY_UNAVAILABLE',
    status: 503,
    title: 'Dependency unavailable',
    description:
      'A service this API cannot work without (its database) is unreachable, did not answer in time, or is overloaded, so the request was not carried out; the answer comes within about a second instead of waiting for it. The failure is on the server side and temporary. A write that failed this way may or may not have been applied.',
    hint: 'Retry after the number of seconds in Retry-After. Repeat a write only where it is safe to repeat (an Idempotency-Key, or an operation that is idempotent).',
  },
]);
