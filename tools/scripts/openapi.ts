/**
 * The apps' OpenAPI documents without a network port (docs/openapi.md):
 *
 *   npm run openapi:lint                        # write dist/openapi/<app>.json, run Redocly and Spectral on each
 *   npm run openapi:lint -- --app widget-api    # one app
 *   npm run openapi:examples                    # record each app's examples from its demo data
 *
 * `lint` builds each app exactly as its `main.ts` does (the shared bootstrap, `createApp`)
 * on an empty SQLite database of its own, without listening, reads the document its
 * OpenAPI provider serves, writes it to dist/openapi/<app>.json and lints it with the
 * pinned Redocly CLI (`redocly.yaml`: the `recommended` rules) and Spectral (`.spectral.yaml`:
 * `spectral:oas`). Exits 1 when either reports an error.
 *
 * `examples` starts each app on its demo shop as its contract test does (test/contract-samples.ts),
 * sends the contract samples and writes the first answer per operation and status to the
 * app's examples file, which its document serves as `example`s.
 */
/// <reference types="jest" />
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, loadConfig } from '@fulfil/platform';
import { storefrontBootstrapOptions } from '@fulfil/storefront';
import { examplesOf, sendSamples } from '@fulfil/platform/testing';
import type { ContractSample } from '@fulfil/platform/testing';

const ROOT = join(__dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');

interface AppEntry {
  /** Builds the app on an empty database at `databaseUrl` and returns it with its document. */
  build(databaseUrl: string): Promise<{ app: INestApplication; document: OpenAPIObject }>;
  /** Starts the app on its demo data with its contract samples (for `examples`). */
  demo(): Promise<{ app: INestApplication; samples: ContractSample[]; close(): Promise<void> }>;
  /** Where its recorded examples live. */
  examplesFile: string;
}

const quiet = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

/* eslint-disable @nx/enforce-module-boundaries -- a script loads the apps it documents by path (projects have no package name) */
const APPS: Record<string, AppEntry> = {
  'website-api': {
    async build(databaseUrl) {
      const { AppModule } = await import('../../apps/website-api/src/app.module');
      const { WEBSITE_BOOTSTRAP_OPTIONS } = await import('../../apps/website-api/src/bootstrap-options');
      const { loadWebsiteConfig } = await import('../../apps/website-api/src/config');
      const { OpenApiService } = await import('../../apps/website-api/src/discovery/openapi.service');
      const config = loadWebsiteConfig({ ...quiet, DATABASE_URL: databaseUrl, ENQUIRY_RETRY_INTERVAL_MS: '0' });
      const app = await createApp(AppModule.forRoot(config), config, WEBSITE_BOOTSTRAP_OPTIONS);
      await app.init();
      return { app, document: app.get(OpenApiService).get() };
    },
    async demo() {
      const { startDemoWebsiteApp, websiteContractSamples } = await import('../../apps/website-api/test/contract-samples');
      const demo = await startDemoWebsiteApp();
      return { ...demo, samples: websiteContractSamples() };
    },
    examplesFile: 'apps/website-api/src/discovery/examples.json',
  },
  'fulfilment-api': {
    async build(databaseUrl) {
      const { AppModule } = await import('../../apps/fulfilment-api/src/app.module');
      const { fulfilmentBootstrapOptions } = await import('../../apps/fulfilment-api/src/bootstrap-options');
      const { FulfilmentConfig } = await import('../../apps/fulfilment-api/src/config');
      const { OpenApiService } = await import('../../apps/fulfilment-api/src/fulfilment/openapi/openapi.service');
      const config = loadConfig(FulfilmentConfig, { ...quiet, DATABASE_URL: databaseUrl });
      const app: INestApplication = await createApp(
        AppModule.forRoot(config),
        config,
        fulfilmentBootstrapOptions(config, () => app),
      );
      await app.init();
      return { app, document: app.get(OpenApiService).get() };
    },
    async demo() {
      const { startDemoFulfilmentApp, fulfilmentContractSamples } = await import('../../apps/fulfilment-api/test/contract-samples');
      const demo = await startDemoFulfilmentApp();
      return { ...demo, samples: await fulfilmentContractSamples(demo) };
    },
    examplesFile: 'apps/fulfilment-api/src/fulfilment/openapi/examples.json',
  },
  'widget-api': {
    async build(databaseUrl) {
      const { AppModule } = await import('../../apps/widget-api/src/app.module');
      const { WidgetConfig } = await import('../../apps/widget-api/src/config');
      const { OpenApiService } = await import('../../apps/widget-api/src/docs/openapi.service');
      const config = loadConfig(WidgetConfig, { ...quiet, DATABASE_URL: databaseUrl });
      const app: INestApplication = await createApp(
        AppModule.forRoot(config),
        config,
        storefrontBootstrapOptions(() => app),
      );
      await app.init();
      return { app, document: app.get(OpenApiService).get() };
    },
    async demo() {
      const { startDemoWidgetApp, widgetContractSamples } = await import('../../apps/widget-api/test/contract-samples');
      const demo = await startDemoWidgetApp();
      return { ...demo, samples: await widgetContractSamples(demo.app) };
    },
    examplesFile: 'apps/widget-api/src/docs/examples.json',
  },
};
/* eslint-enable @nx/enforce-module-boundaries */

/** The names of the apps that serve an OpenAPI document. */
export const OPENAPI_APPS = Object.keys(APPS);

/**
 * The document an app serves, built without a port on an empty SQLite database of its own
 * (the same document `lint` writes; tools/scripts/api-client.ts generates the browser client from it).
 */
export async function buildDocument(name: string): Promise<OpenAPIObject> {
  const dir = mkdtempSync(join(tmpdir(), `openapi-${name}-`));
  try {
    const { app, document } = await APPS[name].build(`sqlite:${join(dir, 'db.sqlite')}`);
    await app.close();
    return document;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes dist/openapi/<app>.json from the app built without a port. */
async function exportDocument(name: string): Promise<string> {
  const document = await buildDocument(name);
  const file = join(ROOT, 'dist/openapi', `${name}.json`);
  mkdirSync(join(ROOT, 'dist/openapi'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

/** Runs a linter; returns its error and warning counts (from its JSON output) and prints its findings. */
function runLinter(label: string, bin: string, args: string[]): { errors: number; warnings: number } {
  let out: string;
  try {
    out = execFileSync(join(BIN, bin), args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? '');
    if (!out.trim()) throw error;
  }
  const findings = label === 'redocly' ? redoclyFindings(out) : spectralFindings(out);
  for (const f of findings) console.log(`  ${label} ${f.severity.padEnd(7)} ${f.rule}: ${f.message} (${f.where})`);
  return { errors: findings.filter((f) => f.severity === 'error').length, warnings: findings.filter((f) => f.severity === 'warning').length };
}

interface Finding {
  severity: string;
  rule: string;
  message: string;
  where: string;
}

function redoclyFindings(out: string): Finding[] {
  const json = JSON.parse(out.slice(out.indexOf('{'))) as {
    problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[];
  };
  return json.problems.map((p) => ({
    severity: p.severity === 'warn' ? 'warning' : p.severity,
    rule: p.ruleId,
    message: p.message,
    where: p.location[0]?.pointer ?? '',
  }));
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

function spectralFindings(out: string): Finding[] {
  const json = JSON.parse(out.slice(out.indexOf('['))) as { code: string; message: string; severity: number; path: string[] }[];
  return json.map((p) => ({ severity: SPECTRAL_SEVERITY[p.severity] ?? String(p.severity), rule: p.code, message: p.message, where: p.path.join('.') }));
}

async function lint(names: string[]): Promise<boolean> {
  let ok = true;
  for (const name of names) {
    const file = await exportDocument(name);
    console.log(`${name}: ${file}`);
    const redocly = runLinter('redocly', 'redocly', ['lint', file, '--config', 'redocly.yaml', '--format', 'json']);
    const spectral = runLinter('spectral', 'spectral', [
      'lint',
      file,
      '--ruleset',
      '.spectral.yaml',
      '--format',
      'json',
      '--quiet',
      '--fail-severity',
      'error',
    ]);
    console.log(`${name}: Redocly ${redocly.errors} errors / ${redocly.warnings} warnings; Spectral ${spectral.errors} errors / ${spectral.warnings} warnings`);
    ok &&= redocly.errors === 0 && spectral.errors === 0;
  }
  return ok;
}

async function recordExamples(names: string[]): Promise<void> {
  for (const name of names) {
    const demo = await APPS[name].demo();
    try {
      const examples = examplesOf(await sendSamples(demo.app.getHttpServer(), demo.samples));
      writeFileSync(join(ROOT, APPS[name].examplesFile), `${JSON.stringify(examples, null, 2)}\n`);
      console.log(`${name}: ${Object.values(examples).reduce((n, e) => n + Object.keys(e).length, 0)} examples -> ${APPS[name].examplesFile}`);
    } finally {
      await demo.close();
    }
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const appIndex = rest.indexOf('--app');
  const names = appIndex >= 0 ? (rest[appIndex + 1] ?? '').split(',').filter(Boolean) : Object.keys(APPS);
  const unknown = names.filter((n) => !APPS[n]);
  if (unknown.length || !names.length || (command !== 'lint' && command !== 'examples')) {
    console.error(`usage: openapi.ts lint|examples [--app ${Object.keys(APPS).join(',')}]`);
    return 2;
  }
  if (command === 'examples') {
    await recordExamples(names);
    return 0;
  }
  return (await lint(names)) ? 0 : 1;
}

// Run as a script, not when tools/scripts/api-client.ts imports `buildDocument`.
if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
