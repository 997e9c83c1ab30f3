/**
 * Throughput of the website API's contact form, as a ratio to a bare NestJS route:
 *
 *   npm run bench:website
 *
 * Boots website-api exactly as production does (shared bootstrap, WEBSITE_BOOTSTRAP_OPTIONS)
 * on a fresh SQLite file under tmp/, with HubSpot and reCAPTCHA siteverify played by
 * the fake servers of @fulfil/helpdesk/testing on loopback (in a worker thread, as
 * remote services would be), and the rate limit raised out of the way. Each contact
 * form carries a unique message (so none is de-duplicated) and runs the whole path:
 * validation, siteverify call, enquiry stored, contact upsert and ticket calls,
 * enquiry marked delivered. Reference rows: the bare NestJS app (tools/bench/lib) on
 * the same form body, and website-api's GET /healthz (the platform stack alone).
 *
 * Loopback only, 50 connections, 5 s per scenario (BENCH_SECONDS, BENCH_CONNECTIONS override).
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { runScenario, ScenarioResult, printResults, startBareApp } from '../lib';

interface FakeUrls {
  hubspot: string;
  siteverify: string;
}

/** Worker side: runs the two fakes until the main thread terminates the worker. */
async function serveFakes(): Promise<void> {
  const { FakeHubSpot, FakeSiteverify } = await import('@fulfil/helpdesk/testing');
  const hubspot = new FakeHubSpot();
  const siteverify = new FakeSiteverify();
  await Promise.all([hubspot.start(), siteverify.start()]);
  // The fakes answer `Keep-Alive: timeout=1`, which undici treats as "do not reuse"
  // (a new TCP connection per call, unlike HubSpot and Google); keep connections like they do.
  for (const fake of [hubspot, siteverify]) (fake as unknown as { server: { keepAliveTimeout: number } }).server.keepAliveTimeout = 60_000;
  // The fakes record every request; drop them now and then so a long run stays small.
  setInterval(() => {
    hubspot.requests.length = 0;
    siteverify.requests.length = 0;
    hubspot.tickets.length = 0;
  }, 1000);
  parentPort?.postMessage({ hubspot: hubspot.url, siteverify: siteverify.verifyUrl } satisfies FakeUrls);
}

function startFakesWorker(): Promise<{ urls: FakeUrls; worker: Worker }> {
  const worker = new Worker(__filename);
  return new Promise((resolve, reject) => {
    worker.once('message', (urls: FakeUrls) => resolve({ urls, worker }));
    worker.once('error', reject);
  });
}

const DATABASE_FILE = `tmp/bench-website/${randomBytes(6).toString('hex')}.sqlite`;

async function startWebsiteApi(fakes: FakeUrls): Promise<INestApplication> {
  const { createTestApp } = await import('@fulfil/platform/testing');
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  const { AppModule } = await import('../../../apps/website-api/src/app.module');
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  const { WEBSITE_BOOTSTRAP_OPTIONS } = await import('../../../apps/website-api/src/bootstrap-options');
  // eslint-disable-next-line @nx/enforce-module-boundaries -- a script loads the project it runs by path (projects have no package name)
  const { loadWebsiteConfig } = await import('../../../apps/website-api/src/config');
  const config = loadWebsiteConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `sqlite:${DATABASE_FILE}`,
    HUBSPOT_ACCESS_TOKEN: 'test-token',
    HUBSPOT_BASE_URL: fakes.hubspot,
    HUBSPOT_PIPELINE: '0',
    HUBSPOT_PIPELINE_STAGE: '1',
    HUBSPOT_SUBSCRIPTION_ID: '12345',
    HUBSPOT_TICKET_ENQUIRY_PROPERTY: 'fulfil_enquiry_id',
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_SITE_KEY: 'bench-site-key',
    RECAPTCHA_VERIFY_URL: fakes.siteverify,
    RATE_LIMIT: '1000000000',
    ENQUIRY_RETRY_INTERVAL_MS: '0',
  });
  const app = await createTestApp(AppModule.forRoot(config), config, WEBSITE_BOOTSTRAP_OPTIONS);
  await app.listen(0, '127.0.0.1');
  return app;
}

/** Waits (at most 15 s) until no enquiry is being delivered: autocannon stops sending, not the app working. */
async function drain(app: INestApplication): Promise<void> {
  const { DataSource } = await import('typeorm');
  const dataSource = app.get(DataSource);
  for (let i = 0; i < 150; i++) {
    const [{ n }] = await dataSource.query('SELECT COUNT(*) AS n FROM enquiries WHERE lease_until IS NOT NULL');
    if (Number(n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  // The website app runs in this process: autocannon gets a worker thread of its own.
  const load = { durationSeconds: Number(process.env.BENCH_SECONDS ?? 5), connections: Number(process.env.BENCH_CONNECTIONS ?? 50), workers: 1 };
  // `[<id>]` becomes a fresh random id per request, so no two enquiries are the same.
  const body =
    'email=bench%40example.com&firstName=Ben&lastName=Chmark&telephone=%2B493012345678&company=Acme' +
    '&helpWith=Delivery&message=Where+is+my+order+[<id>]&captchaToken=valid&captchaAction=contact_form_submit';
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const results: ScenarioResult[] = [];

  const bare = await startBareApp();
  try {
    results.push(
      await runScenario({ name: 'bare NestJS POST /bare (same form body)', url: `${bare.url}/bare`, method: 'POST', headers: formHeaders, body }, load),
    );
  } finally {
    await bare.close();
  }

  const { urls, worker } = await startFakesWorker();
  const app = await startWebsiteApi(urls);
  try {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    results.push(await runScenario({ name: 'website-api GET /healthz (platform stack)', url: `${base}/healthz` }, load));
    results.push(
      await runScenario(
        { name: 'website-api POST /api/v1/contact-form', url: `${base}/api/v1/contact-form`, method: 'POST', headers: formHeaders, body },
        load,
      ),
    );
  } finally {
    await drain(app);
    await app.close();
    await worker.terminate();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
  }

  printResults(results, {
    baseline: results[0].name,
    title: `Contact form throughput (${load.connections} connections, ${load.durationSeconds} s per scenario, loopback, node ${process.version})`,
  });
  const contact = results[2];
  console.log(
    `\ncontact form: ${contact.requestsPerSecond.toFixed(0)} req/s, p99 ${contact.p99Ms.toFixed(1)} ms, ratio to bare NestJS route ${(contact.requestsPerSecond / results[0].requestsPerSecond).toFixed(3)}`,
  );
  if (results.some((r) => r.unexpected > 0)) console.log('warning: some answers had an unexpected status (see the "unexpected" column)');
}

if (isMainThread) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  void serveFakes();
}
