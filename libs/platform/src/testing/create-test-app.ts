import { INestApplication } from '@nestjs/common';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { BaseAppConfig } from '../config/config';
import { BootstrapOptions, configureApp } from '../bootstrap';
import { PlatformExpressAdapter } from '../http/express-adapter';

/** A provider replacement for a third party (never the app's own classes). */
export interface ProviderOverride {
  provide: unknown;
  useValue: unknown;
}

/**
 * Builds an app for e2e tests exactly as production does (Twenty's create-app
 * helper): the same root module, the same HTTP adapter and {@link configureApp}; only the listed
 * third-party providers are replaced.
 */
export async function createTestApp(
  module: unknown,
  config: BaseAppConfig,
  options: BootstrapOptions & { overrides?: ProviderOverride[]; customize?: (b: TestingModuleBuilder) => TestingModuleBuilder } = {},
): Promise<INestApplication> {
  let builder = Test.createTestingModule({ imports: [module as never] });
  for (const o of options.overrides ?? []) builder = builder.overrideProvider(o.provide).useValue(o.useValue);
  if (options.customize) builder = options.customize(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication(new PlatformExpressAdapter(), { bodyParser: false, rawBody: true, bufferLogs: true });
  configureApp(app, config, options);
  await app.init();
  return app;
}
