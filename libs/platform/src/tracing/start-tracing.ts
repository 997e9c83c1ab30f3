import type { TracingSdk } from './sdk';

/** Options of {@link startTracing}. */
export interface TracingOptions {
  /**
   * The app's name, the `service.name` of every span it sends, e.g. `widget-api`
   * (`OTEL_SERVICE_NAME` overrides it; docs/tracing.md, "Variables").
   */
  serviceName: string;
}

/** The running SDK, once {@link startTracing} turned tracing on in this process. */
let running: TracingSdk | undefined;

/**
 * Whether the environment asks for traces: `OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set (not blank), and `OTEL_SDK_DISABLED` is
 * not `true` (any case). docs/tracing.md, "Variables".
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Turns OpenTelemetry tracing on for this process when {@link tracingEnabled} says so,
 * and does nothing otherwise: off, it loads no OpenTelemetry SDK, exporter or
 * instrumentation package at all, so an app without the variables pays nothing.
 *
 * Must run before `@nestjs/core`, `express`, `mysql2`, `ioredis` and `better-sqlite3`
 * are first required, since the instrumentations patch them as they load: each app's
 * `main.ts` imports its `./tracing` module first, which calls this. On, it sends spans
 * by OTLP/HTTP (JSON) to the endpoint of the variables, batched (`OTEL_BSP_*`); what is
 * traced and which attributes spans carry: docs/tracing.md. Spans still queued when the
 * app stops are flushed by the platform's shutdown ({@link shutdownTracing}).
 *
 * Synchronous on purpose: the SDK is loaded with `require` so that it is in place before
 * the next import of `main.ts` runs. Calling it again is a no-op.
 *
 * @returns whether tracing is on in this process
 * @throws nothing for a bad variable: the SDK logs it through OpenTelemetry's diagnostics and uses its default
 */
export function startTracing(options: TracingOptions): boolean {
  if (running) return true;
  if (!tracingEnabled()) return false;
  // Loaded only now (node_modules stay external in the app bundles): see the function's doc.
  const { startSdk } = require('./sdk') as typeof import('./sdk');
  running = startSdk(options.serviceName);
  return true;
}

/**
 * Ends tracing in this process: flushes the spans still queued to the exporter (waiting
 * for at most the export timeout, `OTEL_BSP_EXPORT_TIMEOUT`, 30 s by default), then
 * removes the instrumentations. Called by the platform when the app shuts down
 * (`PlatformModule`'s `onApplicationShutdown`, e.g. on SIGTERM) and before `runMain` exits
 * on a failed start; resolves at once when tracing is off. Never rejects: a collector
 * that cannot be reached loses these spans, not the shutdown.
 */
export async function shutdownTracing(): Promise<void> {
  const sdk = running;
  running = undefined;
  if (sdk) await sdk.shutdown().catch(() => undefined);
}
