import { INestApplication, Module } from '@nestjs/common';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { startupFacts } from '../logging/startup-line';
import { buildVersion, releaseVersion } from './release-version';

/**
 * The version an app shows in `GET /healthz` and in its start-up line. A built app has both
 * stamped in by webpack (tools/webpack/app-config.cjs replaces `process.env.FULFIL_*`); here,
 * from sources, the variables stand in for the stamp.
 */
const STAMPS = ['FULFIL_RELEASE_VERSION', 'FULFIL_BUILD_VERSION', 'APP_VERSION'] as const;

function withEnv(values: Partial<Record<(typeof STAMPS)[number], string>>): () => void {
  const saved = STAMPS.map((name) => [name, process.env[name]] as const);
  for (const name of STAMPS) delete process.env[name];
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/** An app of the shared bootstrap (PlatformModule, configureApp), as every app's e2e tests build it. */
async function platformApp(): Promise<INestApplication> {
  const config = loadConfig(BaseAppConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  @Module({ imports: [PlatformModule.forRoot({ appName: 'version-test', config })] })
  class VersionTestModule {}
  return createTestApp(VersionTestModule, config);
}

describe('the running version', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('is 0.0.0-dev from sources, a semver version below every release', () => {
    restore = withEnv({});
    expect([releaseVersion(), buildVersion()]).toEqual(['0.0.0-dev', '0.0.0-dev']);
  });

  it('GET /healthz says the release the build stamped, without build metadata', async () => {
    restore = withEnv({ FULFIL_RELEASE_VERSION: '1.4.2', FULFIL_BUILD_VERSION: '1.4.2+5c4909d', APP_VERSION: 'image-tag-7' });
    const app = await platformApp();
    try {
      await request(app.getHttpServer()).get('/healthz').expect(200, { status: 'ok', version: '1.4.2' });
    } finally {
      await app.close();
    }
  });

  it('GET /healthz says 0.0.0-dev from sources', async () => {
    restore = withEnv({});
    const app = await platformApp();
    try {
      await request(app.getHttpServer()).get('/healthz').expect(200, { status: 'ok', version: '0.0.0-dev' });
    } finally {
      await app.close();
    }
  });

  it('the start-up line says the release with its commit, or APP_VERSION when set', () => {
    const config = loadConfig(BaseAppConfig, {});
    restore = withEnv({ FULFIL_RELEASE_VERSION: '1.4.2', FULFIL_BUILD_VERSION: '1.4.2+5c4909d' });
    expect(startupFacts('demo-api', 'http://127.0.0.1:1', config).version).toBe('1.4.2+5c4909d');
    restore();
    restore = withEnv({ FULFIL_BUILD_VERSION: '1.4.2+5c4909d', APP_VERSION: 'image-tag-7' });
    expect(startupFacts('demo-api', 'http://127.0.0.1:1', config).version).toBe('image-tag-7');
    restore();
    restore = withEnv({});
    expect(startupFacts('demo-api', 'http://127.0.0.1:1', config).version).toBe('0.0.0-dev');
  });
});
