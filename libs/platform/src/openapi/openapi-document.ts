import { Injectable, Optional } from '@nestjs/common';
import type { INestApplication, OnApplicationBootstrap } from '@nestjs/common';
import { ApplicationConfig, HttpAdapterHost, ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerDocumentOptions, SwaggerModule } from '@nestjs/swagger';
import type { ResponseObject } from '@nestjs/swagger';
import { BaseAppConfig } from '../config/config';
import { linkBase } from '../http/public-base';
import { PROBLEM_DETAILS, PROBLEM_DETAILS_SCHEMA, problemResponse } from './problem-schema';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The `default` response {@link finishOpenApiDocument} gives every operation: any other error, as a problem. */
export function defaultProblemResponse(): ResponseObject {
  return problemResponse('Any other error (429 RATE_LIMITED, 500 INTERNAL_ERROR, 503 DEPENDENCY_UNAVAILABLE, ...), as problem details.');
}

/**
 * What every app's document gets once its own parts are built (docs/openapi.md):
 *
 * - the one {@link PROBLEM_DETAILS} schema component (RFC 9457), defined here only;
 * - on every operation without a `default` response, a `default` problem response (every
 *   operation can answer 429, 500 or 503 as a problem);
 * - `security: []` on every operation that declares no security of its own: public
 *   operations say so explicitly, so a client generator never guesses.
 *
 * The document is changed in place and returned.
 */
export function finishOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, [PROBLEM_DETAILS]: PROBLEM_DETAILS_SCHEMA };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses['default'] ??= defaultProblemResponse();
      operation.security ??= [];
    }
  }
  return document;
}

/**
 * Builds an app's OpenAPI document from its controllers' decorators, from inside the
 * app (a provider, once the app has started), so every app built by the shared
 * bootstrap, in production and in e2e tests, serves the same document.
 *
 * `SwaggerModule.createDocument` wants the application object, which is not
 * injectable; it reads only its module container, its application config (default
 * here: no global prefix) and the HTTP adapter, passed from their injectable
 * equivalents.
 *
 * @param info the document's info, tags and servers (`new DocumentBuilder()...build()`)
 * @param ownPath keeps the app's own paths (e.g. drops the platform's probes and problem pages)
 * @param options Swagger options overriding the defaults (operation id = method name,
 *   no automatic controller tags)
 */
export function buildOpenApiDocument(
  modules: ModulesContainer,
  adapterHost: HttpAdapterHost,
  info: Omit<OpenAPIObject, 'paths'>,
  ownPath: (path: string) => boolean,
  options: SwaggerDocumentOptions = {},
): OpenAPIObject {
  const app = {
    container: { getModules: () => modules, isGlobalModule: () => false },
    config: new ApplicationConfig(),
    getHttpAdapter: () => adapterHost.httpAdapter,
  } as unknown as INestApplication;
  const document = SwaggerModule.createDocument(app, info, {
    operationIdFactory: (_controller: string, method: string) => method,
    autoTagControllers: false,
    ...options,
  });
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => ownPath(path)));
  return document;
}

/** Recorded responses by operation id and status: `{ getSettings: { "200": {...} } }` (docs/openapi.md, "Examples"). */
export type RecordedExamples = Record<string, Record<string, unknown>>;

/**
 * Puts recorded responses into the document as the `example` of each operation's
 * response with that status (for its first media type). Examples are recorded from the
 * demo shops through the app (`npm run openapi:examples`), never written by hand; an
 * example for an operation or status the document lacks is an error, so a renamed
 * operation cannot keep a stale example.
 * @throws Error naming the operation id and status that the document does not have
 */
export function attachExamples(document: OpenAPIObject, examples: RecordedExamples): OpenAPIObject {
  const operations = new Map(
    Object.values(document.paths).flatMap((item) => METHODS.flatMap((m) => (item[m] ? [[item[m].operationId ?? '', item[m]] as const] : []))),
  );
  for (const [operationId, byStatus] of Object.entries(examples)) {
    for (const [status, example] of Object.entries(byStatus)) {
      const response = operations.get(operationId)?.responses[status] as { content?: Record<string, { example?: unknown }> } | undefined;
      const media = response?.content && Object.values(response.content)[0];
      if (!media) throw new Error(`Recorded example ${operationId} ${status}: the document has no such response with a body`);
      media.example = example;
    }
  }
  return document;
}

/**
 * Base of each app's OpenAPI provider: builds the document once the app has started
 * (so production and every e2e test serve the same one) and hands it out with `get()`.
 * A subclass implements `build()`, usually with {@link documentBuilder} and
 * {@link buildOpenApiDocument}; it needs no constructor (this one's dependencies are
 * injected: the module container, the HTTP adapter and the app's `BaseAppConfig`). A
 * subclass with a constructor of its own passes `modules` and `adapterHost` to `super`.
 */
@Injectable()
export abstract class OpenApiDocumentService implements OnApplicationBootstrap {
  private document?: OpenAPIObject;

  constructor(
    protected readonly modules: ModulesContainer,
    protected readonly adapterHost: HttpAdapterHost,
    @Optional() protected readonly appConfig?: BaseAppConfig,
  ) {}

  /**
   * A document builder with the app's title, version, description and licence, and its
   * PUBLIC_BASE_URL as the server (`/`, the host that served the document, when none is
   * configured); add tags and security schemes to it.
   */
  protected documentBuilder(title: string, version: string, description: string): DocumentBuilder {
    return new DocumentBuilder()
      .setTitle(title)
      .setVersion(version)
      .setDescription(description)
      .setLicense('MIT', 'https://opensource.org/license/mit')
      .addServer(linkBase(this.appConfig?.PUBLIC_BASE_URL) || '/');
  }

  onApplicationBootstrap(): void {
    this.document ??= finishOpenApiDocument(this.build());
  }

  /** The document (built on first use if asked before start-up finished), finished by {@link finishOpenApiDocument}. */
  get(): OpenAPIObject {
    this.document ??= finishOpenApiDocument(this.build());
    return this.document;
  }

  /** Builds the app's document from its controllers. */
  protected abstract build(): OpenAPIObject;
}
