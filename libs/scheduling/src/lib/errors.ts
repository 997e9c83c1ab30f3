import { FieldError, ProblemError, ProblemType, registerProblemTypes } from '@fulfil/problem-details';

/** Stable codes of the scheduling engine (UPPER_SNAKE_CASE, never renamed). */
export type SchedulingErrorCode = 'INVALID_DATE' | 'INVALID_INSTANT' | 'INVALID_RULES';

/**
 * The problem types the scheduling engine throws, registered in the shared catalogue
 * of `@fulfil/problem-details` when this module loads (so `GET /problems/<slug>` on
 * every app describes them).
 */
export const SCHEDULING_PROBLEM_TYPES: readonly ProblemType[] = [
  {
    code: 'INVALID_DATE',
    status: 400,
    title: 'Invalid date',
    description:
      'A date parameter is not a real calendar date in the form YYYY-MM-DD with a 1-based month (for example 2025-12-25). Send the date in that form.',
    hint: 'Send the date as YYYY-MM-DD with a real month (01-12) and day.',
  },
  {
    code: 'INVALID_INSTANT',
    status: 400,
    title: 'Invalid instant',
    description:
      'An instant is not a valid ISO-8601 date-time with an explicit offset or Z (for example 2025-03-09T06:30:00Z), nor a finite epoch-millisecond number.',
    hint: 'Send an ISO-8601 instant with an offset or Z, such as 2026-03-02T15:00:00Z.',
  },
  {
    code: 'INVALID_RULES',
    status: 422,
    title: 'Invalid scheduling rules',
    description:
      "The merchant's scheduling configuration (time zone, windows, slots, preparation times, blackout dates, limits) cannot be evaluated. The `errors` member lists each offending field; the merchant must correct the configuration.",
    hint: "The shop's stored rules for this calendar cannot be evaluated; the merchant must correct the fields named in `errors`.",
  },
];

registerProblemTypes([...SCHEDULING_PROBLEM_TYPES]);

/**
 * Error thrown by every function of the scheduling engine. A {@link ProblemError}, so the
 * platform's global filter renders it as RFC 9457 problem details.
 *
 * Codes: `INVALID_DATE` (400) for a malformed `YYYY-MM-DD`, `INVALID_INSTANT` (400) for an
 * unusable "now", `INVALID_RULES` (422) for a configuration that cannot be evaluated, with
 * `errors` listing each failing field (`field`, `rule`, `message`).
 */
export class SchedulingError extends ProblemError {
  constructor(code: SchedulingErrorCode, detail: string, errors?: FieldError[]) {
    const type = SCHEDULING_PROBLEM_TYPES.find((t) => t.code === code);
    super({ status: type?.status ?? 400, code, detail, errors, hint: hintFor(code) });
  }
}

function hintFor(code: SchedulingErrorCode): string {
  switch (code) {
    case 'INVALID_DATE':
      return 'Use YYYY-MM-DD with a 1-based month, e.g. 2025-12-25.';
    case 'INVALID_INSTANT':
      return 'Use an ISO-8601 instant with an offset, e.g. 2025-03-09T06:30:00Z.';
    case 'INVALID_RULES':
      return 'Correct the listed fields of the scheduling configuration.';
  }
}

/** Collects field errors of a configuration and throws them together as INVALID_RULES. */
export class RuleIssues {
  readonly errors: FieldError[] = [];

  add(field: string, rule: string, message: string): void {
    this.errors.push({ field, rule, message });
  }

  /** Throws `INVALID_RULES` when any error was collected. */
  throwIfAny(what: string): void {
    if (this.errors.length > 0) {
      const fields = this.errors.map((e) => e.field).join(', ');
      throw new SchedulingError('INVALID_RULES', `The ${what} cannot be evaluated: invalid ${fields}.`, this.errors);
    }
  }
}
