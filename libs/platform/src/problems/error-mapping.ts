import { ProblemError } from '@fulfil/problem-details';

/**
 * Turns an error a library knows (a database driver's connection or timeout error, ...)
 * into the problem it means, or returns undefined for any other error. Must be cheap,
 * synchronous and never throw; the problem must reveal no internals.
 */
export type ErrorMapper = (error: unknown) => ProblemError | undefined;

const mappers = new Map<string, ErrorMapper>();

/**
 * Registers (or replaces) the mapper called `name`. The platform's
 * `ProblemDetailsFilter` asks every registered mapper about any error that is neither a
 * `ProblemError` nor an `HttpException` before answering 500 INTERNAL_ERROR, so a
 * library maps its errors in one place without the platform importing it (for example
 * `@fulfil/database` maps driver connection and timeout errors to 503
 * DEPENDENCY_UNAVAILABLE: docs/api-decisions.md, "Dependency failures").
 */
export function registerErrorMapper(name: string, mapper: ErrorMapper): void {
  mappers.set(name, mapper);
}

/** The problem the first registered mapper makes of `error`, or undefined when none knows it. */
export function mapKnownError(error: unknown): ProblemError | undefined {
  for (const mapper of mappers.values()) {
    const problem = mapper(error);
    if (problem) return problem;
  }
  return undefined;
}
