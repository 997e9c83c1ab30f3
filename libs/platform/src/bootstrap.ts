import { INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { BaseAppConfig, trustProxySetting } from './config/config';
import { installHttpServerProblems, requireHost } from './http/client-error';
import { ProblemDetailsFilter } from './http/problem-details.filter';
import { bodyParsers } from './http/request-body';
import { MultipartFields, type MultipartLimits } from './http/multipart';
import { createValidationPipe } from './http/validation';
import { assignRequestId } from './logging/request-context';
import { PlatformExpressAdapter } from './http/express-adapter';
import { httpCaching, responseCompression } from './http/http-caching';
import { constantHeaders } from './http/constant-headers';
import { Metrics } from './metrics/metrics';
import { announceStartup, startupFacts } from './logging/startup-line';

/**
 * Decides per request whether a browser origin may call the app (CORS), e.g. the
 * fulfilment API allows the storefront origins registered for the `shop` in the query.
 */
export type CorsOriginCheck = (origin: string, req: Request) => boolean | Promise<boolean>;

/** Per-app choices of the shared bootstrap. */
export interface BootstrapOptions {
  /** Origins allowed besides CORS_ORIGINS; evaluated per request. */
  corsOrigin?: CorsOriginCheck;
  /** Response headers browsers may read (added to the shared list). */
  exposedHeaders?: string[];
  /** Content-Security-Policy directives for apps that serve HTML pages. */
  contentSecurityPolicy?: Record<string, string[]>;
  /**
   * Deepest nesting of objects and arrays accepted in a JSON body (default
   * `DEFAULT_MAX_BODY_DEPTH`, 32); deeper is 400 BODY_TOO_DEEP (docs/api-decisions.md,
   * "Request bodies").
   */
  maxBodyDepth?: number;
  /** Other JSON body size limits for some paths (see `bodyParsers`' `routes`); BODY_LIMIT elsewhere. */
  bodyLimits?: readonly { path: string; limit: string }[];
  /**
   * Paths whose `multipart/form-data` bodies the shared body middleware reads into
   * `req.body` ({@link MultipartFields} with these limits), e.g. fulfilment-api's
   * storefront endpoints under `/v1.0`; no Nest guard or interceptor per handler.
   */
  multipartBodies?: readonly { path: string; limits: MultipartLimits }[];
  /** Problems also carry `error: {code, message}` (`ProblemDetailsFilterOptions.errorMember`); fulfilment-api's choice. */
  problemErrorMember?: boolean;
}

const EXPOSED = [
  'X-Request-Id',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'API-Version',
  'Deprecation',
  'Sunset',
  'Link',
];

/**
 * The one shared set-up of every app, called by each `main.ts` and by every e2e test
 * (so tests run the production setup): structured logger, HTTP metrics ({@link Metrics}),
 * request ids, ETags, default Cache-Control and compression ({@link httpCaching},
 * {@link responseCompression}; docs/operations.md), trust proxy, security headers
 * (helmet), body parsers with size limits ({@link bodyParsers}: no content coding,
 * JSON depth, no NUL or lone surrogate; raw body kept), CORS, the global validation pipe,
 * the global problem-details filter, problem bodies for what Node's HTTP server answers
 * by itself ({@link installHttpServerProblems}) and shutdown hooks.
 *
 * The app must have been created with `bodyParser: false` and `rawBody: true`
 * ({@link createApp} and `createTestApp` do so).
 */
export function configureApp(app: INestApplication, config: BaseAppConfig, options: BootstrapOptions = {}): INestApplication {
  const express = app as NestExpressApplication;
  express.useLogger(app.get(Logger));
  express.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  // Strong ETags on the bytes sent, 304 on a matching If-None-Match (GET/HEAD); kept on
  // successful GET/HEAD answers only, suffixed per content coding (httpCaching).
  express.set('etag', 'strong');
  const metrics = app.get(Metrics);
  // One layer for the four (each Express layer costs every request a dispatch).
  express.use((req: Request, res: Response, next: NextFunction) => {
    metrics.observe(req, res);
    httpCaching(req, res, () => assignRequestId(req, res, (error?: unknown) => (error ? next(error) : requireHost(req, res, next))));
  });
  express.use(responseCompression());
  // Helmet's headers are constant: recorded once (constantHeaders), set per response.
  express.use(
    constantHeaders(
      helmet({
        contentSecurityPolicy: options.contentSecurityPolicy
          ? { directives: options.contentSecurityPolicy }
          : { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      }),
    ),
  );
  const multipart = (options.multipartBodies ?? []).map(({ path, limits }) => {
    const fields = new MultipartFields(limits);
    return { path, read: (req: Request, res: Response) => fields.readRequest(req, res) };
  });
  for (const middleware of bodyParsers({ limit: config.BODY_LIMIT, maxDepth: options.maxBodyDepth, routes: options.bodyLimits, multipart }))
    express.use(middleware);

  const staticOrigins = new Set(
    config.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  // The two possible answers of the CORS check, built once (lists pre-joined: the cors
  // package would join them for every request).
  const corsBase = { methods: 'GET,HEAD,POST,PUT,PATCH,DELETE', exposedHeaders: [...EXPOSED, ...(options.exposedHeaders ?? [])].join(','), maxAge: 600 };
  const refused = { ...corsBase, origin: false };
  express.enableCors((req: Request, callback: (err: Error | null, options: object) => void) => {
    const origin = req.header('Origin');
    const respond = (allowed: boolean) => callback(null, allowed ? { ...corsBase, origin } : refused);
    if (!origin) return respond(false);
    if (staticOrigins.has(origin)) return respond(true);
    if (!options.corsOrigin) return respond(false);
    const decision = options.corsOrigin(origin, req);
    if (typeof decision === 'boolean') return respond(decision);
    decision.then(respond, () => respond(false));
  });

  express.useGlobalPipes(createValidationPipe());
  express.useGlobalFilters(
    new ProblemDetailsFilter(app.get(HttpAdapterHost), { publicBaseUrl: config.PUBLIC_BASE_URL, errorMember: options.problemErrorMember }),
  );
  installHttpServerProblems(express.getHttpServer(), { publicBaseUrl: config.PUBLIC_BASE_URL });
  express.enableShutdownHooks();
  return app;
}

/**
 * Creates and configures an app for production use (called by `main.ts`), on the
 * {@link PlatformExpressAdapter}.
 * @param module the app's root module
 */
export async function createApp(module: unknown, config: BaseAppConfig, options: BootstrapOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module as never, new PlatformExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
    rawBody: true,
  });
  configureApp(app, config, options);
  return app;
}

/**
 * Starts listening on `config.PORT` (or `defaultPort`; 0: a free port the OS chooses), and the metrics listener on
 * METRICS_PORT when set, then logs the one start-up line (`announceStartup`: app,
 * version, address, database engine, Redis or not, where metrics are) at every LOG_LEVEL
 * but `silent`.
 * @returns the bound URL
 */
export async function listen(app: INestApplication, config: BaseAppConfig, appName: string, defaultPort: number): Promise<string> {
  const port = config.PORT ?? defaultPort;
  await app.listen(port, config.HOST);
  // PORT=0: the OS chose the port; the URL (and the start-up line) name the one bound.
  const bound = (app.getHttpServer() as Server).address();
  const url = `http://${config.HOST}:${bound && typeof bound === 'object' ? bound.port : port}`;
  const metricsUrl = config.METRICS_PORT === undefined ? undefined : await app.get(Metrics).serve(config.METRICS_PORT, config.METRICS_HOST ?? config.HOST);
  announceStartup(startupFacts(appName, url, config, metricsUrl), config.LOG_LEVEL);
  return url;
}
