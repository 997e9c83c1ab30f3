import { ConfigValidationError } from './config/config';
import { ClockConfigError } from './clock/clock';

/**
 * Runs an app's start-up and turns a failure into a clear message and a non-zero
 * exit: a bad environment prints the variables at fault (no stack trace), anything
 * else prints its error.
 */
export function runMain(appName: string, start: () => Promise<unknown>): void {
  start().catch((err: unknown) => {
    if (err instanceof ConfigValidationError || err instanceof ClockConfigError) {
      process.stderr.write(`${appName}: ${err.message}\n`);
    } else {
      process.stderr.write(`${appName}: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    }
    process.exit(1);
  });
}
