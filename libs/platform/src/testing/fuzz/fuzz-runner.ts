import fc from 'fast-check';
import { RawAnswer, sendRaw, ServerAddress } from '../raw-http';
import { describeRequest, FuzzRequest, fuzzRequests, serializeRequest } from './fuzz-requests';
import { FuzzOperation, fuzzOperations, OpenApiDocument } from './openapi-walk';

/** An app under fuzz: where it listens, its document and what it knows. */
export interface FuzzTarget {
  /** The app's name, for reports. */
  name: string;
  address: ServerAddress;
  /** The OpenAPI document the app serves. */
  document: OpenApiDocument;
  /** Values that exist in the app, by parameter or field name (see `FuzzRequestOptions.examples`). */
  examples?: Record<string, readonly unknown[]>;
  /**
   * Adds valid credentials to a request of an operation that needs them (a bearer token,
   * a webhook signature over the body); called for about half the requests of secured
   * operations, so bodies get past authentication and reach validation.
   */
  authorise?: (req: FuzzRequest, op: FuzzOperation | undefined) => FuzzRequest;
  /** A 4xx answer that the API's contract makes a non-problem (e.g. fulfilment-api's NO_LOCATIONS_FOUND envelope). */
  acceptsNonProblem?: (answer: RawAnswer, req: FuzzRequest) => boolean;
}

/** Options of {@link runFuzz}. */
export interface FuzzRunOptions {
  /** Requests to send. */
  runs: number;
  /** fast-check seed: the same seed sends the same requests. */
  seed: number;
  /** Longest acceptable answer time (ms); default 2000. */
  maxAnswerMs?: number;
  /** Requests in flight at once; default 1. */
  concurrency?: number;
  /** Called after each answer (progress output of scripts). */
  onAnswer?: (index: number, req: FuzzRequest, answer: RawAnswer) => void;
  /** Add credentials to every request of a secured operation, not to every other one (`target.authorise`). */
  authoriseEvery?: boolean;
}

/** A request whose answer broke a rule. */
export interface FuzzFailure {
  /** Position in the run (0-based); with the seed it identifies the request. */
  index: number;
  request: FuzzRequest;
  answer: RawAnswer;
  /** The rules broken, e.g. `status 500`, `4xx without a problem body`. */
  reasons: string[];
}

/** What a run did. */
export interface FuzzReport {
  target: string;
  seed: number;
  /** Requests sent. */
  sent: number;
  /** Answers by status (`0` = the server closed without answering). */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** Problem answers by `code` (what the requests ran into). */
  codes: Record<string, number>;
  /** Answers with a 5xx status. */
  serverErrors: number;
  slowestMs: number;
  /** The request that got the slowest answer (`METHOD target`, shortened). */
  slowest?: string;
  elapsedMs: number;
}

const PROBLEM_MEMBERS = ['type', 'title', 'status', 'detail', 'instance', 'code', 'hint'] as const;

/**
 * The rules every answer must keep (issue "Hardening: no 5xx on any input"): an answer
 * at all, no 5xx, every 4xx an RFC 9457 problem (`application/problem+json` with type,
 * title, status equal to the HTTP status, detail, instance, hint and an UPPER_SNAKE_CASE
 * code; HEAD answers carry the media type only), and an answer within `maxAnswerMs`.
 *
 * @returns the rules broken, empty when the answer is fine
 */
export function answerViolations(answer: RawAnswer, req: FuzzRequest, target: Pick<FuzzTarget, 'acceptsNonProblem'>, maxAnswerMs = 2000): string[] {
  const reasons: string[] = [];
  if (answer.status === 0) return [answer.closed ? 'closed without an answer' : `no answer within ${Math.round(answer.ms)} ms`];
  if (answer.status >= 500) reasons.push(`status ${answer.status}`);
  if (answer.ms > maxAnswerMs) reasons.push(`answered in ${Math.round(answer.ms)} ms (limit ${maxAnswerMs} ms)`);
  if (answer.status >= 400 && answer.status < 500 && !target.acceptsNonProblem?.(answer, req)) {
    if (!/^application\/problem\+json/.test(answer.headers['content-type'] ?? ''))
      reasons.push(`4xx with Content-Type ${answer.headers['content-type'] ?? '(none)'}`);
    else if (req.method !== 'HEAD') {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(answer.body) as Record<string, unknown>;
      } catch {
        reasons.push('4xx problem body is not JSON');
      }
      if (body) {
        const missing = PROBLEM_MEMBERS.filter((m) => body[m] === undefined || body[m] === '');
        if (missing.length) reasons.push(`problem without ${missing.join(', ')}`);
        if (body.status !== answer.status) reasons.push(`problem status ${String(body.status)} differs from HTTP ${answer.status}`);
        if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(body.code))
          reasons.push(`problem code ${JSON.stringify(body.code)} is not UPPER_SNAKE_CASE`);
      }
    }
  }
  return reasons;
}

const BATCH = 50;

/** The requests of a run, generated lazily in batches (each batch seeded from the run's seed). */
function* requestsOf(doc: OpenApiDocument, examples: FuzzTarget['examples'], runs: number, seed: number): Generator<FuzzRequest> {
  const arbitrary = fuzzRequests(doc, { examples });
  for (let batch = 0; batch * BATCH < runs; batch++) {
    yield* fc.sample(arbitrary, { seed: seed + batch, numRuns: Math.min(BATCH, runs - batch * BATCH) });
  }
}

/**
 * Sends `runs` generated requests ({@link fuzzRequests}) to the app, each on its own
 * connection (so malformed ones cannot spill into the next), and checks every answer
 * ({@link answerViolations}). Never throws for a bad answer: the report lists them.
 *
 * @returns the report: requests sent, statuses, failures with their requests
 */
export async function runFuzz(target: FuzzTarget, options: FuzzRunOptions): Promise<FuzzReport> {
  return runFuzzRequests(target, requestsOf(target.document, target.examples, options.runs, options.seed), options);
}

/**
 * Sends the given requests (e.g. {@link prototypeNameRequests}) as {@link runFuzz} sends
 * its generated ones, each on its own connection, and checks every answer the same way.
 * `options.runs` and `options.seed` are only reported.
 */
export async function runFuzzRequests(target: FuzzTarget, requests: Iterable<FuzzRequest>, options: FuzzRunOptions): Promise<FuzzReport> {
  const started = Date.now();
  const operations = new Map(fuzzOperations(target.document).map((op) => [op.id, op]));
  const report: FuzzReport = {
    target: target.name,
    seed: options.seed,
    sent: 0,
    statuses: {},
    codes: {},
    failures: [],
    serverErrors: 0,
    slowestMs: 0,
    elapsedMs: 0,
  };
  const iterator = requests[Symbol.iterator]();
  let index = 0;
  const worker = async () => {
    for (;;) {
      const next = iterator.next();
      if (next.done) return;
      const i = index++;
      let req = next.value;
      if (req.credentials && target.authorise && (options.authoriseEvery || i % 2 === 0)) req = target.authorise(req, operations.get(req.operation));
      const answer = await sendRaw(target.address, serializeRequest(req), Math.max(10_000, (options.maxAnswerMs ?? 2000) * 3));
      report.sent++;
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) report.serverErrors++;
      const code = /"code":"([A-Z0-9_]{1,64})"/.exec(answer.body)?.[1];
      if (code && answer.status >= 400) report.codes[code] = (report.codes[code] ?? 0) + 1;
      if (answer.ms > report.slowestMs) {
        report.slowestMs = answer.ms;
        report.slowest = `${req.method} ${req.target.slice(0, 120)}`;
      }
      const reasons = answerViolations(answer, req, target, options.maxAnswerMs);
      if (reasons.length) report.failures.push({ index: i, request: req, answer, reasons });
      options.onAnswer?.(i, req, answer);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  report.elapsedMs = Date.now() - started;
  return report;
}

/** A failure as text: the rules broken, the answer, and the request to reproduce it ({@link describeRequest}). */
export function formatFailure(failure: FuzzFailure, seed?: number): string {
  const answer = `${failure.answer.status} in ${Math.round(failure.answer.ms)} ms, ${failure.answer.headers['content-type'] ?? 'no Content-Type'}: ${failure.answer.body.slice(0, 600)}`;
  return [
    `#${failure.index}${seed === undefined ? '' : ` (seed ${seed})`}: ${failure.reasons.join('; ')}`,
    `answer: ${answer}`,
    describeRequest(failure.request),
  ].join('\n');
}

/** The report as a few lines: requests sent, statuses, problem codes, 5xx count, slowest answer, time. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s === '0' ? 'none' : s}: ${n}`)
    .join(', ');
  return [
    `${report.target}: ${report.sent} requests (seed ${report.seed}) in ${(report.elapsedMs / 1000).toFixed(1)} s`,
    `  statuses: ${statuses}`,
    `  problem codes: ${Object.entries(report.codes)
      .sort(([, a], [, b]) => b - a)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
    `  5xx: ${report.serverErrors}; rule violations: ${report.failures.length}; slowest answer: ${Math.round(report.slowestMs)} ms${report.slowest ? ` (${report.slowest})` : ''}`,
  ].join('\n');
}
