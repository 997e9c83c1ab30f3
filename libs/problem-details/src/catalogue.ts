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

/** `SHOP_NOT_FOUND` -> `shop-not-found`. */
export function codeToSlug(code: string): string {
  return code.toLowerCase().replace(/_/g, '-');
}

/** `shop-not-found` -> `SHOP_NOT_FOUND`. */
export function slugToCode(slug: string): string {
  return slug.toUpperCase().replace(/-/g, '_');
}

registerProblemTypes([
  { code: 'BAD_REQUEST', status: 400, title: 'Bad request', description: 'The request cannot be served as sent; `detail` says why.', hint: 'Read `detail`, correct the request and send it again.' },
  { code: 'VALIDATION_FAILED', status: 400, title: 'Validation failed', description: 'One or more fields of the request are missing or invalid. The `errors` member lists each failing field with the rule it broke.', hint: 'Correct each field named in `errors` and send the request again.' },
  { code: 'MALFORMED_BODY', status: 400, title: 'Malformed request body', description: 'The request body could not be parsed in its declared content type (for example broken JSON).', hint: 'Send a well-formed body in the declared Content-Type (for JSON: quotes, commas and brackets).' },
  { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, title: 'Unsupported media type', description: 'The request body has a content type this endpoint does not accept.', hint: 'Send the body as application/json, or as a form type where the endpoint documents one.' },
  { code: 'PAYLOAD_TOO_LARGE', status: 413, title: 'Payload too large', description: 'The request body exceeds the size limit of the endpoint.', hint: 'Send a smaller body; the API reference gives the endpoint\'s limit.' },
  { code: 'NOT_FOUND', status: 404, title: 'Not found', description: 'No resource exists at this path.', hint: 'Check the path against the API reference.' },
  { code: 'PROBLEM_TYPE_NOT_FOUND', status: 404, title: 'Problem type not found', description: 'No problem type has this name; `GET /problems` lists them all.', hint: 'GET /problems lists every problem type.' },
  { code: 'METHOD_NOT_ALLOWED', status: 405, title: 'Method not allowed', description: 'The path exists but does not serve this HTTP method. The `Allow` header lists the methods it serves.', hint: 'Use one of the methods the Allow header lists.' },
  { code: 'RATE_LIMITED', status: 429, title: 'Rate limit exceeded', description: 'Too many requests from this client to this endpoint. Wait the number of seconds given in `Retry-After`, and pace requests with `RateLimit-Remaining`.', hint: 'Wait the seconds given in Retry-After before sending again.' },
  { code: 'UNAUTHORIZED', status: 401, title: 'Unauthorized', description: 'The request lacks valid credentials for this endpoint.', hint: 'Send valid credentials (the admin API takes Authorization: Bearer <token>).' },
  { code: 'FORBIDDEN', status: 403, title: 'Forbidden', description: 'The request is understood but not allowed.', hint: 'Use credentials that are allowed this operation.' },
  { code: 'CONFLICT', status: 409, title: 'Conflict', description: 'The request conflicts with the current state of the resource.', hint: 'Fetch the current state of the resource and try again.' },
  { code: 'UNPROCESSABLE', status: 422, title: 'Unprocessable request', description: 'The request is well-formed but cannot be carried out.', hint: 'Read `detail`: the request is well-formed but cannot be carried out as it stands.' },
  { code: 'INTERNAL_ERROR', status: 500, title: 'Internal server error', description: 'The server failed unexpectedly. Nothing about the failure is revealed; the request id in the response headers lets an operator find it in the logs.', hint: 'Try again later; quote the X-Request-Id header when reporting it.' },
  { code: 'UPSTREAM_UNAVAILABLE', status: 502, title: 'Upstream service unavailable', description: 'A service this API depends on failed or did not answer in time. Retrying later is safe.', hint: 'Try again later; retrying is safe and loses nothing.' },
  { code: 'SERVICE_UNAVAILABLE', status: 503, title: 'Service unavailable', description: 'The service is not ready (for example its database is unreachable).', hint: 'Try again in a few seconds.' },
]);
