import { Injectable, Optional } from '@nestjs/common';
import type { INestApplication, OnApplicationBootstrap } from '@nestjs/common';
import { ApplicationConfig, HttpAdapterHost, ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerDocumentOptions, SwaggerModule } from '@nestjs/swagger';
import { BaseAppConfig } from '../config/config';

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
   * A document builder with the app's title, version and description, and its
   * PUBLIC_BASE_URL (when configured) as the server; add tags and security to it.
   */
  protected documentBuilder(title: string, version: string, description: string): DocumentBuilder {
    const builder = new DocumentBuilder().setTitle(title).setVersion(version).setDescription(description);
    if (this.appConfig?.PUBLIC_BASE_URL) builder.addServer(this.appConfig.PUBLIC_BASE_URL);
    return builder;
  }

  onApplicationBootstrap(): void {
    this.document = this.build();
  }

  /** The document (built on first use if asked before start-up finished). */
  get(): OpenAPIObject {
    this.document ??= this.build();
    return this.document;
  }

  /** Builds the app's document from its controllers. */
  protected abstract build(): OpenAPIObject;
}
