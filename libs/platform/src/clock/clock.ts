/**
 * The one source of "now" for every app (docs/scheduling-rules.md §1). Domain
 * libraries never read the clock: services take `clock.now()` and pass it on.
 */
export abstract class Clock {
  /** The current instant. */
  abstract now(): Date;
}

/** Reads the machine's clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** Always answers the same instant (demos, acceptance runs, tests). */
export class FixedClock extends Clock {
  constructor(private readonly instant: Date) {
    super();
  }

  now(): Date {
    return new Date(this.instant.getTime());
  }
}

/** Thrown when CLOCK_NOW is malformed or set in production. */
export class ClockConfigError extends Error {}

/**
 * Builds the clock from the environment: a {@link FixedClock} at `CLOCK_NOW`
 * (an ISO-8601 instant with a zone offset or `Z`) when it is set, the system clock
 * otherwise.
 *
 * @throws ClockConfigError when CLOCK_NOW is set while NODE_ENV=production, or is
 *   not an ISO-8601 instant with an explicit offset.
 */
export function clockFromEnv(env: { CLOCK_NOW?: string; NODE_ENV?: string }): Clock {
  const value = env.CLOCK_NOW?.trim();
  if (!value) return new SystemClock();
  if (env.NODE_ENV === 'production') {
    throw new ClockConfigError('CLOCK_NOW is refused when NODE_ENV=production: a production server must use the real clock.');
  }
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  const ms = Date.parse(value);
  if (!iso.test(value) || Number.isNaN(ms)) {
    throw new ClockConfigError(`CLOCK_NOW must be an ISO-8601 instant with an offset, e.g. 2026-03-08T06:30:00Z (got "${value}").`);
  }
  return new FixedClock(new Date(ms));
}
