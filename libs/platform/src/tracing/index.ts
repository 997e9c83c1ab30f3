// `@fulfil/platform/tracing`: what an app's first import needs, without loading Nest
// (the main `@fulfil/platform` entry does). docs/tracing.md.
export { startTracing, type TracingOptions } from './start-tracing';
