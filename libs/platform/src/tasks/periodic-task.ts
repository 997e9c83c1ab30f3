/** Receives a failed pass (Nest's Logger fits). */
export interface PeriodicTaskLogger {
  error(message: unknown, ...rest: unknown[]): void;
}

/**
 * The loop of an outbox worker (a retry worker that delivers what a request stored but
 * could not finish): runs `pass` every `intervalMs` on an unref'd timer (so it never keeps
 * the process alive), never two passes at once (a call during a pass joins it), and on
 * `stop()` waits for the pass under way. A pass that throws is logged and the loop goes
 * on. `intervalMs` 0 turns the timer off (tests call {@link runOnce}).
 *
 * The claiming itself (lease columns and a conditional UPDATE, so several instances never
 * take the same row) belongs to the table's repository; docs/api-decisions.md, "No
 * submission is lost", and docs/draft-orders.md describe the two users.
 */
export class PeriodicTask<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;
  private stopped = false;

  /**
   * @param name shown in the log line of a failed pass
   * @param pass one pass; resolves with a summary
   * @param idle what {@link runOnce} resolves with after {@link stop}
   */
  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<T>,
    private readonly idle: T,
    private readonly logger: PeriodicTaskLogger,
  ) {}

  /** Starts the timer (no-op when `intervalMs` <= 0 or already started). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.logger.error({ err: error, msg: `${this.name}: pass failed` }));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way. Later {@link runOnce} calls do nothing. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass now; joins the pass under way instead of starting a second one. */
  runOnce(): Promise<T> {
    if (this.stopped) return Promise.resolve(this.idle);
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
