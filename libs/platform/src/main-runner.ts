import { ConfigValidationError } from './config/config';
import { ClockConfigError } from './clock/clock';
import { shutdownTracing } from './tracing/start-tracing';

/**
 * Runs an app's start-up and turns a failure into a clear message and a non-zero
 * exit: a bad environment prints the variables at fault (no stack trace), anything
 * else prints its error. Tracing's queued spans are flushed before that exit.
 */
export function runMain(appName: string, start: () => Promise<unknown>): void {
  start().catch((err: unknown) => {
    if (err instanceof ConfigValidationError || err instanceof ClockConfigError) {
      process.stderr.write(`${appName}: ${err.message}\n`);
    } else {
      process.stderr.write(`${appName}: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    }
    // The spans of the failed start (tracing on: docs/tracing.md) are sent before exiting.
    void shutdownTracing().finally(() => process.exit(1));
  });
}
