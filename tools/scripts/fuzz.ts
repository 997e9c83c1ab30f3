/**
 * A long fuzz run of the three apps (the e2e suites run 1,000 requests per app with a
 * fixed seed; this sends as many as asked, with any seed):
 *
 *   npm run fuzz                                    # 5,000 requests per app, seed 1
 *   npm run fuzz -- --runs 20000 --seed 7 --app fulfilment-api,widget-api --concurrency 2
 *
 * Each app starts exactly as its e2e suites start it (`apps/<app>/test/fuzz-target.ts`:
 * createTestApp, a fresh SQLite database with the test shops, fakes for outside services)
 * and gets the generated malformed requests of `runFuzz` (@fulfil/platform/testing), each
 * on its own connection. Prints per app the requests sent, the status histogram, the
 * problem codes, and every request that got a 5xx or broke another rule (a 4xx without a
 * problem body, an answer slower than --max-ms), with what is needed to send it again.
 * Each app then gets every operation with the `Object.prototype` member names in its path
 * segments, query keys and values and body keys (`prototypeNameRequests`), under the same
 * rules. Exits 1 when any request broke one.
 */
// The apps' fuzz targets start them with their e2e helpers, whose modules also declare
// Jest suites (never run here): their types must resolve.
/// <reference types="jest" />
import 'reflect-metadata';
import { formatFailure, formatReport, prototypeNameRequests, runFuzz, runFuzzRequests } from '@fulfil/platform/testing';
import type { FuzzReport, FuzzTarget } from '@fulfil/platform/testing';

interface Started {
  target: FuzzTarget;
  close(): Promise<void>;
}

const APPS: Record<string, () => Promise<Started>> = {
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  'fulfilment-api': async () => (await import('../../apps/fulfilment-api/test/fuzz-target')).startFulfilmentFuzzTarget(),
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  'widget-api': async () => (await import('../../apps/widget-api/test/fuzz-target')).startWidgetFuzzTarget(),
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  'website-api': async () => (await import('../../apps/website-api/test/fuzz-target')).startWebsiteFuzzTarget(),
};

interface Options {
  runs: number;
  seed: number;
  apps: string[];
  concurrency: number;
  maxMs: number;
}

const USAGE = `usage: npm run fuzz -- [--runs N (per app, default 5000)] [--seed N (default 1)] [--app ${Object.keys(APPS).join(',')}] [--concurrency N (default 2)] [--max-ms N (default 2000)]`;

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5000, seed: 1, apps: Object.keys(APPS), concurrency: 2, maxMs: 2000 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const whole = (v: string | undefined) => {
      if (v === undefined || !/^\d{1,9}$/.test(v)) throw new Error(`${flag} needs a whole number\n${USAGE}`);
      return Number(v);
    };
    if (flag === '--runs') options.runs = whole(value);
    else if (flag === '--seed') options.seed = whole(value);
    else if (flag === '--concurrency') options.concurrency = Math.max(1, whole(value));
    else if (flag === '--max-ms') options.maxMs = whole(value);
    else if (flag === '--app') options.apps = (value ?? '').split(',').filter(Boolean);
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  const unknown = options.apps.filter((a) => !APPS[a]);
  if (unknown.length || options.apps.length === 0) throw new Error(`unknown app ${unknown.join(', ')}\n${USAGE}`);
  return options;
}

/** Runs `run` on a fresh start of the app (its own database), then stops it. */
async function withApp<T>(name: string, run: (target: FuzzTarget) => Promise<T>): Promise<T> {
  const started = await APPS[name]();
  try {
    return await run(started.target);
  } finally {
    await started.close();
  }
}

async function fuzzApp(name: string, options: Options): Promise<FuzzReport[]> {
  let last = Date.now();
  const random = await withApp(name, (target) =>
    runFuzz(target, {
      runs: options.runs,
      seed: options.seed,
      concurrency: options.concurrency,
      maxAnswerMs: options.maxMs,
      onAnswer: (i) => {
        if (Date.now() - last < 5000) return;
        last = Date.now();
        process.stdout.write(`  ${name}: ${i + 1} / ${options.runs}\n`);
      },
    }),
  );
  // On a fresh app: the random run may have revoked a token or deleted the known ids.
  const prototypes = await withApp(name, (target) => {
    const named = prototypeNameRequests(target.document, target.examples);
    return runFuzzRequests({ ...target, name: `${name} (Object.prototype names)` }, named, {
      runs: named.length,
      seed: options.seed,
      concurrency: options.concurrency,
      maxAnswerMs: options.maxMs,
      authoriseEvery: true,
    });
  });
  return [random, prototypes];
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  process.stdout.write(
    `Fuzzing ${options.apps.join(', ')}: ${options.runs} requests each, seed ${options.seed}, ${options.concurrency} at a time, answers within ${options.maxMs} ms\n`,
  );
  const reports: FuzzReport[] = [];
  for (const app of options.apps) {
    for (const report of await fuzzApp(app, options)) {
      reports.push(report);
      process.stdout.write(`${formatReport(report)}\n`);
      const failures = [...report.failures].sort((a, b) => Number(b.answer.status >= 500) - Number(a.answer.status >= 500));
      for (const failure of failures.slice(0, 50)) process.stdout.write(`\n${formatFailure(failure, options.seed)}\n`);
      if (failures.length > 50) process.stdout.write(`\n... and ${failures.length - 50} more\n`);
    }
  }
  const sent = reports.reduce((n, r) => n + r.sent, 0);
  const serverErrors = reports.reduce((n, r) => n + r.serverErrors, 0);
  const violations = reports.reduce((n, r) => n + r.failures.length, 0);
  const statuses: Record<string, number> = {};
  for (const r of reports) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  process.stdout.write(
    `\nTotal: ${sent} requests; statuses ${Object.entries(statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}; 5xx: ${serverErrors}; rule violations: ${violations}\n`,
  );
  process.exitCode = violations > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
