import { prototypeNameRequests } from './fuzz-requests';
import { formatFailure, formatReport, FuzzTarget, runFuzz, runFuzzRequests } from './fuzz-runner';

/** Fixed, so every run of `npm test` sends the same requests; `npm run fuzz` sends more with other seeds. */
export const FUZZ_SEED = 20260523;

/**
 * Longest answer the fuzz suites accept (ms): a hang detector, not a latency goal (speed is
 * shown by the benchmarks). Five seconds leave room for a CI machine whose 2 cores run other
 * suites, Chromium and databases at the same time; a request that hangs still fails.
 */
const HANG_MS = 5_000;

/**
 * The fuzz suite every app runs in `npm test` (issue "Hardening: no 5xx on any input"):
 * `FUZZ_RUNS` (default 1,000) requests generated from every operation of the app's OpenAPI
 * document, fed malformed input (wrong types, missing and unknown fields, deep and huge
 * values, NUL and lone surrogates, odd path parameters, repeated query keys, odd media
 * types and codings, malformed HTTP); it expects no 5xx, a complete problem on every 4xx
 * and every answer within {@link HANG_MS}, and prints the report. A failure prints the request to
 * send it again. Then every operation once more with each `Object.prototype` member name
 * wherever a request names something ({@link prototypeNameRequests}), under the same rules.
 *
 * @param appName the app, for the suite's title
 * @param start starts the app exactly as production does and returns the target to fuzz
 */
export function describeFuzzSuite(appName: string, start: () => Promise<{ target: FuzzTarget; close(): Promise<void> }>): void {
  const runs = Number(process.env.FUZZ_RUNS ?? 1000);
  describe(`${appName} under fuzzing`, () => {
    let running: { target: FuzzTarget; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      running = await start();
    }, 60_000);
    afterAll(() => running?.close());

    it(`answers ${runs} generated malformed requests without a 5xx, with a problem on every 4xx, each within ${HANG_MS / 1000} s`, async () => {
      if (!running) throw new Error('the app did not start');
      const report = await runFuzz(running.target, { runs, seed: FUZZ_SEED, maxAnswerMs: HANG_MS });
      process.stdout.write(`${formatReport(report)}\n`);
      expect(report.sent).toBe(runs);
      expect(report.failures.map((f) => formatFailure(f, FUZZ_SEED))).toEqual([]);
    }, 120_000);
  });

  // On an app of its own: the random run above may have revoked a token or deleted the known ids.
  describe(`${appName} with Object.prototype member names everywhere`, () => {
    let running: { target: FuzzTarget; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      running = await start();
    }, 60_000);
    afterAll(() => running?.close());

    it('answers every operation with them in its path segments, query keys and values and body keys without a 5xx (docs/api-decisions.md, "Names from requests never reach a prototype")', async () => {
      if (!running) throw new Error('the app did not start');
      const requests = prototypeNameRequests(running.target.document, running.target.examples);
      const report = await runFuzzRequests(running.target, requests, { runs: requests.length, seed: 0, maxAnswerMs: HANG_MS, authoriseEvery: true });
      process.stdout.write(`${formatReport(report).replace('(seed 0)', '(Object.prototype names)')}\n`);
      expect(report.sent).toBe(requests.length);
      expect(report.serverErrors).toBe(0);
      expect(report.failures.map((f) => formatFailure(f))).toEqual([]);
    }, 120_000);
  });
}
