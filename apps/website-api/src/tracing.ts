// main.ts's first import: OpenTelemetry tracing must start before Nest, Express and the
// database drivers load, for its instrumentations to patch them. Off unless
// OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/tracing.md).
import { startTracing } from '@fulfil/platform/tracing';

startTracing({ serviceName: 'website-api' });
