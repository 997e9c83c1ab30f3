// Start-up script used by start-tracing.spec.ts: starts tracing as an app's main.ts does,
// then loads what the instrumentations patch, and prints as one JSON line whether tracing
// is on, which OpenTelemetry packages this process loaded and which modules were patched.
import { startTracing } from '../src/tracing';
import { shutdownTracing } from '../src/tracing/start-tracing';

const on = startTracing({ serviceName: 'probe-api' });
const Database = require('better-sqlite3') as { prototype: { prepare: { __wrapped?: boolean } } };
require('@nestjs/core');
require('express');
require('mysql2');
require('ioredis');
const packages = [
  ...new Set(
    Object.keys(require.cache)
      .map((file) => /node_modules[\\/](@opentelemetry[\\/][^\\/]+)/.exec(file)?.[1].replace('\\', '/'))
      .filter((name): name is string => Boolean(name)),
  ),
].sort();
process.stdout.write(`${JSON.stringify({ on, packages, sqlitePatched: Database.prototype.prepare.__wrapped === true })}\n`);
void shutdownTracing();
