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
   * Default `hint` of a problem with this code: what the client should do next. A
   * {@link ProblemError} without a hint of its own carries this one.
   */
  hint?: string;
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
  { code: 'BAD_REQUEST', status: 400, title: 'Bad request', description: 'The request cannot be served as sent; `detail` says why.' },
  { code: 'VALIDATION_FAILED', status: 400, title: 'Validation failed', description: 'One or more fields of the request are missing or invalid. The `errors` member lists each failing field with the rule it broke.' },
  { code: 'MALFORMED_BODY', status: 400, title: 'Malformed request body', description: 'The request body could not be parsed in its declared content type (for example broken JSON).' },
  { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, title: 'Unsupported media type', description: 'The request body has a content type this endpoint does not accept.' },
  { code: 'PAYLOAD_TOO_LARGE', status: 413, title: 'Payload too large', description: 'The request body exceeds the size limit of the endpoint.' },
  { code: 'NOT_FOUND', status: 404, title: 'Not found', description: 'No resource exists at this path.' },
  { code: 'PROBLEM_TYPE_NOT_FOUND', status: 404, title: 'Problem type not found', description: 'No problem type has this name; `GET /problems` lists them all.' },
  { code: 'METHOD_NOT_ALLOWED', status: 405, title: 'Method not allowed', description: 'The path exists but does not serve this HTTP method. The `Allow` header lists the methods it serves.' },
  { code: 'RATE_LIMITED', status: 429, title: 'Rate limit exceeded', description: 'Too many requests from this client to this endpoint. Wait the number of seconds given in `Retry-After`, and pace requests with `RateLimit-Remaining`.' },
  { code: 'UNAUTHORIZED', status: 401, title: 'Unauthorized', description: 'The request lacks valid credentials for this endpoint.' },
  { code: 'FORBIDDEN', status: 403, title: 'Forbidden', description: 'The request is understood but not allowed.' },
  { code: 'CONFLICT', status: 409, title: 'Conflict', description: 'The request conflicts with the current state of the resource.' },
  { code: 'UNPROCESSABLE', status: 422, title: 'Unprocessable request', description: 'The request is well-formed but cannot be carried out.' },
  { code: 'INTERNAL_ERROR', status: 500, title: 'Internal server error', description: 'The server failed unexpectedly. Nothing about the failure is revealed; the request id in the response headers lets an operator find it in the logs.' },
  { code: 'UPSTREAM_UNAVAILABLE', status: 502, title: 'Upstream service unavailable', description: 'A service this API depends on failed or did not answer in time. Retrying later is safe.' },
  { code: 'SERVICE_UNAVAILABLE', status: 503, title: 'Service unavailable', description: 'The service is not ready (for example its database is unreachable).' },
]);
