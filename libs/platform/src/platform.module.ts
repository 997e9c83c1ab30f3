import { DynamicModule, Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { IncomingMessage } from 'node:http';
import { Clock, clockFromEnv } from './clock/clock';
import { BaseAppConfig } from './config/config';
import { HealthController } from './health/health.controller';
import { ReadinessService } from './health/readiness.service';
import { ProblemsController } from './problems/problems.controller';
import { IdentifiedRequest, logsEachRequest } from './logging/request-context';
import { RedisReadiness } from './redis/redis-readiness';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.controller';
import { shutdownTracing } from './tracing/start-tracing';

/** Options of {@link PlatformModule.forRoot}. */
export interface PlatformOptions {
  /** Name written on every log line (`app`). */
  appName: string;
  /** The app's validated configuration (see `loadConfig`). */
  config: BaseAppConfig;
  /** Where log lines go; stdout by default (tests pass a stream to read them). */
  logDestination?: DestinationStream;
}

/**
 * What every app shares inside its module tree: validated config, the clock
 * (honouring CLOCK_NOW), structured JSON logs (pino, through nestjs-pino so Nest's
 * `Logger` writes them), the `/healthz` and `/readyz` probes, and `/problems/<code>`,
 * the description behind every problem `type` URI, and the app's Prometheus
 * {@link Metrics} (`GET /metrics`: METRICS_PORT or METRICS_TOKEN, docs/operations.md).
 *
 * Request ids come from the bootstrap's `assignRequestId`. At LOG_LEVEL `info`,
 * `debug` or `trace` every request is logged by pino-http and every line logged while
 * it runs carries its `reqId`; at `warn` and above there is no per-request logging
 * work at all ({@link logsEachRequest}) and errors name the request id themselves.
 *
 * When the app shuts down (SIGTERM, `app.close()`) it flushes the spans tracing still
 * queues ({@link shutdownTracing}; nothing when tracing is off, docs/tracing.md).
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await shutdownTracing();
  }

  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, appName } = options;
    const pinoOptions: PinoHttpOptions = {
      level: config.LOG_LEVEL,
      base: { app: appName },
      genReqId: (req: IncomingMessage) => (req as IdentifiedRequest).id,
      // Lines logged during a request carry `reqId`; the request itself is on its completion line.
      quietReqLogger: true,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-shopify-hmac-sha256"]'],
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || req.url === '/readyz' },
    };
    return {
      module: PlatformModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: options.logDestination ? [pinoOptions, options.logDestination] : pinoOptions,
          // No routes: nestjs-pino still builds the root logger Nest's Logger writes to,
          // but binds no per-request middleware.
          ...(logsEachRequest(config.LOG_LEVEL) ? {} : { forRoutes: [] }),
        }),
      ],
      // /metrics on the app's port only with a token (docs/operations.md, "Metrics").
      controllers: [HealthController, ProblemsController, ...(config.METRICS_TOKEN ? [MetricsController] : [])],
      providers: [
        { provide: BaseAppConfig, useValue: config },
        { provide: config.constructor, useValue: config },
        { provide: Clock, useFactory: () => clockFromEnv(config) },
        ReadinessService,
        RedisReadiness,
        { provide: Metrics, useFactory: () => new Metrics(appName) },
      ],
      exports: [BaseAppConfig, config.constructor, Clock, ReadinessService, Metrics],
    };
  }
}
