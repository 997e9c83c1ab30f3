import { problemType } from './catalogue';

/**
 * One failing field of a request, as listed in the `errors` extension member of a
 * validation problem (docs/api-decisions.md, Website API: "field, rule, message").
 */
export interface FieldError {
  /** Dotted path of the field in the request, e.g. `email` or `shoppingCart[0].quantity`. */
  field: string;
  /** The rule that failed, e.g. `isEmail`, `minLength`, `required`. */
  rule: string;
  /** Human-readable explanation; may change. */
  message: string;
}

/** Constructor argument of {@link ProblemError}. */
export interface ProblemInit {
  /** HTTP status of the problem (400-599). */
  status: number;
  /** Stable UPPER_SNAKE_CASE code clients branch on (docs/api-decisions.md). */
  code: string;
  /** Short summary of the problem class; defaults to the catalogue title of `code`. */
  title?: string;
  /** Explanation of this occurrence. */
  detail: string;
  /** Optional human hint on how to fix the request; defaults to the catalogue entry's `hint` of `code`. */
  hint?: string;
  /** Failing fields of a validation problem. */
  errors?: FieldError[];
  /** Response headers the problem needs (e.g. `Allow` for 405, `Retry-After` for 429). */
  headers?: Record<string, string>;
  /** Further extension members, serialised as they are. */
  extensions?: Record<string, unknown>;
}

/**
 * Base class of every error that should reach a client as RFC 9457 problem details.
 *
 * Each domain subclasses it with its own name and codes (SchedulingError, GeoError,
 * StoreSettingsError, HelpdeskError, ...); the single global filter in
 * `@fulfil/platform` turns any ProblemError into `application/problem+json`.
 * Pure TypeScript: no framework imports, so domain libraries may throw it.
 */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly detail: string;
  readonly hint?: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly extensions?: Record<string, unknown>;

  constructor(init: ProblemInit) {
    super(init.detail);
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.hint = init.hint ?? problemType(init.code)?.hint;
    this.errors = init.errors;
    this.headers = init.headers;
    this.extensions = init.extensions;
  }
}

/** 400 VALIDATION_FAILED listing every failing field. */
export class ValidationProblem extends ProblemError {
  constructor(errors: FieldError[], detail?: string) {
    super({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: detail ?? `The request has ${errors.length} invalid field${errors.length === 1 ? '' : 's'}: ${errors.map((e) => e.field).join(', ')}.`,
      hint: 'Correct the listed fields and send the request again.',
      errors,
    });
  }
}

/** 404 with a domain code (e.g. SHOP_NOT_FOUND, LOCATION_NOT_FOUND). */
export class NotFoundProblem extends ProblemError {
  constructor(code: string, detail: string) {
    super({ status: 404, code, detail });
  }
}
