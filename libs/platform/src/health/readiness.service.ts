import { Injectable } from '@nestjs/common';

/** A dependency the app needs before it can serve: resolves when healthy, rejects otherwise. */
export type ReadinessCheck = () => Promise<void>;

/**
 * Registry of readiness checks (database, Redis, ...). Libraries register their
 * check when their module starts; `/readyz` runs them all.
 */
@Injectable()
export class ReadinessService {
  private readonly checks = new Map<string, ReadinessCheck>();

  /** Adds or replaces the check called `name`. */
  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /**
   * Runs every check with a time limit.
   * @param timeoutMs limit per check in milliseconds
   * @returns `ok` or the failure message per check name, and whether all passed
   */
  async run(timeoutMs = 2000): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
            }),
          ]);
          return [name, 'ok'] as const;
        } catch (err) {
          return [name, `failed: ${(err as Error).message}`] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    return { ready: entries.every(([, v]) => v === 'ok'), checks };
  }
}
