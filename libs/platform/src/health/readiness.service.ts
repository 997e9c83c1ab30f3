import { Injectable } from '@nestjs/common';

/** A dependency the app needs before it can serve: resolves when healthy, rejects otherwise. */
export type ReadinessCheck = () => Promise<void>;

/** How a check counts towards readiness. */
export interface ReadinessCheckOptions {
  /**
   * True for a dependency the app can serve without (Redis for rate limits: the app
   * counts in memory meanwhile). Its failure reports `degraded: <reason>` and leaves
   * the app ready; a required check's failure makes `/readyz` answer 503. Default false.
   */
  optional?: boolean;
}

/** What `/readyz` reports: see {@link ReadinessService.run}. */
export interface ReadinessReport {
  /** False when a required check failed (`/readyz` then answers 503). */
  ready: boolean;
  /** True when an optional check failed (the app serves, with less). */
  degraded: boolean;
  /** Per check: `ok`, `failed: <reason>` (required) or `degraded: <reason>` (optional). */
  checks: Record<string, string>;
  /** Counters contributed by libraries (see {@link ReadinessService.addDetails}), by name. */
  details: Record<string, unknown>;
}

/**
 * Registry of readiness checks (database, Redis, ...). Libraries register their
 * check when their module starts; `/readyz` runs them all. Readiness fails only for
 * a dependency the app cannot serve without (docs/api-decisions.md, "Dependency
 * failures"); an optional one that fails is reported as degraded.
 */
@Injectable()
export class ReadinessService {
  private readonly checks = new Map<string, { check: ReadinessCheck; optional: boolean }>();
  private readonly details = new Map<string, () => unknown>();

  /** Adds or replaces the check called `name`; see {@link ReadinessCheckOptions} for `optional`. */
  register(name: string, check: ReadinessCheck, options: ReadinessCheckOptions = {}): void {
    this.checks.set(name, { check, optional: options.optional ?? false });
  }

  /**
   * Adds (or replaces) a section of `/readyz`'s `details` member: `describe()` is called
   * on every probe and must be cheap and synchronous (e.g. a library's counters). It
   * never affects readiness.
   */
  addDetails(name: string, describe: () => unknown): void {
    this.details.set(name, describe);
  }

  /**
   * Runs every check with a time limit.
   * @param timeoutMs limit per check in milliseconds
   * @returns the {@link ReadinessReport}: readiness, degradation, a line per check and the details
   */
  async run(timeoutMs = 2000): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, { check, optional }]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
            }),
          ]);
          return { name, optional, ok: true, line: 'ok' };
        } catch (err) {
          return { name, optional, ok: false, line: `${optional ? 'degraded' : 'failed'}: ${(err as Error).message}` };
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const details: Record<string, unknown> = {};
    for (const [name, describe] of this.details) {
      try {
        details[name] = describe();
      } catch (err) {
        details[name] = `unavailable: ${(err as Error).message}`;
      }
    }
    return {
      ready: entries.every((e) => e.ok || e.optional),
      degraded: entries.some((e) => !e.ok && e.optional),
      checks: Object.fromEntries(entries.map((e) => [e.name, e.line])),
      details,
    };
  }
}
