// The OpenTelemetry SDK set-up behind `startTracing`. This module imports the SDK, the
// exporter and every instrumentation at its top, so it is only ever loaded by
// `startTracing` (start-tracing.ts) once tracing is on: never import it elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, trace, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { getNumberFromEnv, getStringFromEnv, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, resourceAttributesEnvDetector, resourceFromAttributes, serviceNameEnvDetector } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type ReadableSpan,
  type Sampler,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import {
  ATTR_CLIENT_ADDRESS,
  ATTR_NETWORK_PEER_ADDRESS,
  ATTR_NETWORK_PEER_PORT,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
  ATTR_URL_FULL,
  ATTR_URL_QUERY,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import { releaseVersion } from '../health/release-version';
import { BetterSqlite3Instrumentation } from './sqlite-instrumentation';

/**
 * The attribute of an HTTP server span holding the request's id: the `X-Request-Id` the
 * app answered with (`assignRequestId`, libs/platform/src/logging/request-context.ts),
 * which is also the `reqId` of its log lines. Not an OpenTelemetry semantic convention
 * (there is none for it); docs/tracing.md, "Attributes".
 */
export const ATTR_REQUEST_ID = 'http.request.id';

/** Incoming GET/HEAD paths that get no span: the probes and the metrics scrape (docs/operations.md). */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Attributes the instrumentations record that may identify a person (the client's IP
 * address and user agent) or carry what a caller typed (query strings): removed from
 * every span before it is exported (docs/tracing.md, "Never recorded").
 */
const DROPPED_ATTRIBUTES = [ATTR_CLIENT_ADDRESS, ATTR_NETWORK_PEER_ADDRESS, ATTR_NETWORK_PEER_PORT, ATTR_USER_AGENT_ORIGINAL, ATTR_URL_QUERY];

/** Tracing as {@link startSdk} set it up. */
export interface TracingSdk {
  /** Flushes queued spans, shuts the exporter down and removes the instrumentations. */
  shutdown(): Promise<void>;
}

/** Whether an incoming request is a probe or a metrics scrape (no span: they would flood the traces). */
function isProbe(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return UNTRACED_PATHS.has(query === -1 ? url : url.slice(0, query));
}

/** Puts the request id the app answered with on its HTTP server span (called by the http instrumentation as the response ends). */
function tagRequestId(span: { setAttribute(key: string, value: string): unknown }, _request: unknown, response: IncomingMessage | ServerResponse): void {
  if (!('getHeader' in response)) return; // a client span's response
  const id = response.getHeader('x-request-id');
  if (typeof id === 'string') span.setAttribute(ATTR_REQUEST_ID, id);
}

/**
 * Removes {@link DROPPED_ATTRIBUTES} from each ended span and the query string from its
 * `url.full`, before the batch processor (next in line) queues it for export.
 */
class RedactingSpanProcessor implements SpanProcessor {
  onStart(): void {
    // Nothing to do until the span ends.
  }

  onEnd(span: ReadableSpan): void {
    const attributes = span.attributes as Attributes;
    for (const key of DROPPED_ATTRIBUTES) delete attributes[key];
    const full = attributes[ATTR_URL_FULL];
    if (typeof full === 'string' && full.includes('?')) attributes[ATTR_URL_FULL] = full.slice(0, full.indexOf('?'));
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The sampler of `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` (the SDK's
 * `TracerProvider` reads neither): `always_on`, `always_off`, `traceidratio`,
 * `parentbased_always_on` (the default), `parentbased_always_off`,
 * `parentbased_traceidratio`; the ratio is 0-1, default 1. An unknown name or a bad ratio
 * falls back to the default.
 */
export function samplerFromEnv(): Sampler {
  const name = getStringFromEnv('OTEL_TRACES_SAMPLER')?.toLowerCase() ?? 'parentbased_always_on';
  const arg = getNumberFromEnv('OTEL_TRACES_SAMPLER_ARG');
  const ratio = () => new TraceIdRatioBasedSampler(arg !== undefined && arg >= 0 && arg <= 1 ? arg : 1);
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Sets OpenTelemetry up for the whole process: the tracer provider (resource
 * `service.name` = `serviceName`, `service.version` = the release; `OTEL_SERVICE_NAME` and
 * `OTEL_RESOURCE_ATTRIBUTES` override them), the AsyncLocalStorage context manager, W3C
 * trace-context propagation, a batch processor with the OTLP/HTTP exporter (which reads
 * `OTEL_EXPORTER_OTLP_*` itself) and the instrumentations of docs/tracing.md.
 *
 * @public loaded by `startTracing` with `require` (start-tracing.ts), which knip cannot follow
 */
export function startSdk(serviceName: string): TracingSdk {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName, [ATTR_SERVICE_VERSION]: releaseVersion() }).merge(
    detectResources({ detectors: [resourceAttributesEnvDetector, serviceNameEnvDetector] }),
  );
  const provider = new TracerProvider({
    resource,
    sampler: samplerFromEnv(),
    spanProcessors: [
      new RedactingSpanProcessor(),
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: getNumberFromEnv('OTEL_BSP_SCHEDULE_DELAY'),
        exportTimeoutMillis: getNumberFromEnv('OTEL_BSP_EXPORT_TIMEOUT'),
        maxQueueSize: getNumberFromEnv('OTEL_BSP_MAX_QUEUE_SIZE'),
        maxExportBatchSize: getNumberFromEnv('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
      }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isProbe, applyCustomAttributesOnSpan: tagRequestId }),
      // Route spans only (with http.route): a span per middleware (about ten per request: helmet,
      // compression, CORS, body parsers...) cost most of the tracing overhead (docs/tracing.md, "Cost").
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.REQUEST_HANDLER] }),
      new NestInstrumentation(),
      // The statement as written, with its `?` placeholders: never the bound values (the default formats them in).
      new MySQL2Instrumentation({ maskStatement: true, maskStatementHook: (sql) => sql }),
      // The command's name only: keys hold shop domains and client addresses (rate limits).
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new UndiciInstrumentation(),
      new BetterSqlite3Instrumentation(),
    ],
  });
  return {
    async shutdown() {
      try {
        await provider.shutdown();
      } finally {
        unregister();
        trace.disable();
        propagation.disable();
        context.disable();
      }
    },
  };
}
