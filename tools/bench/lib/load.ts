/**
 * A bounded, loopback-only load runner on autocannon, shared by the benchmarks:
 *
 *   const result = await runScenario({ name: 'bare', url: `${bare.url}/bare` });
 *   printResults([result, ...], { baseline: 'bare' });
 *
 * Defaults: 50 connections, 5 s per scenario after a 1 s warm-up that is not
 * counted, autocannon in the calling thread, so the warm-up warms the load
 * generator's own JIT as well as the server's (a worker thread would start cold on
 * every call, and a cold autocannon parsing large responses is slower than the app
 * it measures for the first second or two). Benches that run an app in their own
 * process pass `workers: 1` so that app and load generator keep separate event loops.
 * Refuses any target that is not on the loopback interface.
 */
import autocannon from 'autocannon';

/** One thing to measure. */
export interface Scenario {
  /** Label of the row. */
  name: string;
  /** Full URL on 127.0.0.1 / localhost / [::1]. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Request body; `[<id>]` in it becomes a fresh random id per request. */
  body?: string;
  /** Request bodies sent in turn instead of `body` (each connection cycles through them). */
  bodies?: string[];
  /** A new body for every request instead of `body` (e.g. a point no earlier request asked for, so that no answer cache helps). */
  makeBody?: () => string;
  /** Status every answer should have (default 200); others are counted as `unexpected`. */
  expectStatus?: number;
}

/** Options of {@link runScenario}. */
export interface LoadOptions {
  /** Seconds measured (default 5, at most 60). */
  durationSeconds?: number;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Seconds of warm-up before measuring, not counted (default 1; 0 = none). */
  warmupSeconds?: number;
  /** autocannon worker threads (default 0 = in this thread; 1 when an app under test runs in this process). */
  workers?: number;
}

/** What one scenario measured. */
export interface ScenarioResult {
  name: string;
  /** Mean requests per second over the run. */
  requestsPerSecond: number;
  /** Latency percentiles, ms. */
  p50Ms: number;
  p99Ms: number;
  /** Requests completed. */
  total: number;
  /** Answers with another status than expected, plus errors and timeouts. */
  unexpected: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Throws unless `url` points at this machine's loopback interface. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname)) throw new Error(`benchmarks only target loopback addresses, not ${hostname}`);
}

function fire(scenario: Scenario, seconds: number, options: LoadOptions): Promise<autocannon.Result> {
  const workers = options.workers ?? 0;
  return autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    ...(scenario.bodies?.length ? { requests: scenario.bodies.map((body) => ({ body })) } : {}),
    ...(scenario.makeBody ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: (scenario.makeBody as () => string)() }) }] } : {}),
    idReplacement: scenario.body?.includes('[<id>]') ?? false,
    connections: options.connections ?? 50,
    duration: seconds,
    timeout: 10,
    ...(workers > 0 ? { workers } : {}),
  });
}

/** Runs one scenario (warm-up, then the measured run) and summarises it. */
export async function runScenario(scenario: Scenario, options: LoadOptions = {}): Promise<ScenarioResult> {
  assertLoopback(scenario.url);
  const duration = Math.min(60, Math.max(1, options.durationSeconds ?? 5));
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await fire(scenario, warmup, options);
  const result = await fire(scenario, duration, options);
  const expected = scenario.expectStatus ?? 200;
  const statusCounts = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const matching = statusCounts[String(expected)]?.count ?? (expected >= 200 && expected < 300 ? result['2xx'] : 0);
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    unexpected: result.requests.total - matching + result.errors + result.timeouts,
  };
}

/**
 * Prints one row per result (req/s, p50, p99, requests, unexpected answers) and,
 * with `baseline`, each throughput as a ratio to the baseline row's.
 */
export function printResults(results: ScenarioResult[], options: { baseline?: string; title?: string } = {}): void {
  const base = results.find((r) => r.name === options.baseline);
  if (options.title) console.log(`\n${options.title}`);
  console.log(
    `${'scenario'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'unexpected'.padStart(10)}${base ? '  ratio' : ''}`,
  );
  for (const r of results) {
    const ratio = base ? `  ${(r.requestsPerSecond / base.requestsPerSecond).toFixed(3)}` : '';
    console.log(
      `${r.name.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${r.p50Ms.toFixed(1).padStart(8)} ${r.p99Ms.toFixed(1).padStart(8)} ${String(r.total).padStart(9)} ${String(r.unexpected).padStart(10)}${ratio}`,
    );
  }
}
