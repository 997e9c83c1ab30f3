import { randomUUID } from 'node:crypto';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Clock, clockFromEnv } from './clock/clock';
import { BaseAppConfig } from './config/config';
import { HealthController } from './health/health.controller';
import { ReadinessService } from './health/readiness.service';
import { ProblemsController } from './problems/problems.controller';
import { RedisReadiness } from './redis/redis-readiness';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Options of {@link PlatformModule.forRoot}. */
export interface PlatformOptions {
  /** Name written on every log line (`app`). */
  appName: string;
  /** The app's validated configuration (see `loadConfig`). */
  config: BaseAppConfig;
}

/**
 * What every app shares inside its module tree: validated config, the clock
 * (honouring CLOCK_NOW), structured JSON logs with a request id (taken from a
 * well-formed incoming `X-Request-Id`, generated otherwise, and returned in the
 * `X-Request-Id` response header), the `/healthz` and `/readyz` probes, and
 * `/problems/<code>`, the description behind every problem `type` URI.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, appName } = options;
    return {
      module: PlatformModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { app: appName },
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const incoming = req.headers['x-request-id'];
              const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-shopify-hmac-sha256"]'],
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || req.url === '/readyz' },
          },
        }),
      ],
      controllers: [HealthController, ProblemsController],
      providers: [
        { provide: BaseAppConfig, useValue: config },
        { provide: config.constructor, useValue: config },
        { provide: Clock, useFactory: () => clockFromEnv(config) },
        ReadinessService,
        RedisReadiness,
      ],
      exports: [BaseAppConfig, config.constructor, Clock, ReadinessService],
    };
  }
}
