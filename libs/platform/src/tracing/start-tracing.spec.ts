import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { tracingEnabled } from './start-tracing';

const root = join(__dirname, '..', '..', '..', '..');

/** What libs/platform/test/tracing-main.ts reports. */
interface Probe {
  on: boolean;
  packages: string[];
  sqlitePatched: boolean;
}

const OTEL_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_SDK_DISABLED'];

/** Runs the probe script in a fresh Node process (real `require`, as `main.ts` runs) with `env` on top of a clean environment. */
function probe(env: Record<string, string>): Promise<Probe> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OTEL_VARIABLES.includes(name)));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', join(root, 'libs', 'platform', 'test', 'tracing-main.ts')],
      { cwd: root, env: { ...clean, SWC_NODE_PROJECT: 'tsconfig.tools.json', ...env } },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout.trim().split('\n').pop() as string))),
    );
  });
}

describe('tracing', () => {
  jest.setTimeout(30_000);

  describe('tracingEnabled', () => {
    it('is on with either endpoint variable, unless OTEL_SDK_DISABLED is true', () => {
      expect(tracingEnabled({})).toBe(false);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(true);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
      expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'false' })).toBe(true);
    });
  });

  describe('startTracing', () => {
    it('without OTEL_EXPORTER_OTLP_ENDPOINT loads no OpenTelemetry package and patches nothing', async () => {
      expect(await probe({})).toEqual({ on: false, packages: [], sqlitePatched: false });
    });

    it('with OTEL_SDK_DISABLED=true loads nothing either, endpoint or not', async () => {
      expect(await probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' })).toEqual({
        on: false,
        packages: [],
        sqlitePatched: false,
      });
    });

    it('with an endpoint loads the SDK, the OTLP/HTTP exporter and the instrumentations, and patches what loads after it', async () => {
      const result = await probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
      expect(result.on).toBe(true);
      expect(result.sqlitePatched).toBe(true);
      expect(result.packages).toEqual(
        expect.arrayContaining([
          '@opentelemetry/sdk-trace',
          '@opentelemetry/exporter-trace-otlp-http',
          '@opentelemetry/context-async-hooks',
          '@opentelemetry/instrumentation-http',
          '@opentelemetry/instrumentation-express',
          '@opentelemetry/instrumentation-nestjs-core',
          '@opentelemetry/instrumentation-mysql2',
          '@opentelemetry/instrumentation-ioredis',
          '@opentelemetry/instrumentation-undici',
        ]),
      );
    });
  });
});
