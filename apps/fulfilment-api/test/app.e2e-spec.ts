import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@fulfil/platform';
import { createTestApp, itHonoursThePlatformContract } from '@fulfil/platform/testing';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/database/testing';
import { AppModule } from '../src/app.module';
import { fulfilmentBootstrapOptions } from '../src/bootstrap-options';
import { FulfilmentConfig } from '../src/config';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';

describeEachEngine('fulfilment-api platform conventions', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase(engine, CAPACITY_TABLE_SET, { migrate: false });
    const config = loadConfig(FulfilmentConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url });
    app = await createTestApp(
      AppModule.forRoot(config),
      config,
      fulfilmentBootstrapOptions(config, () => app),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  itHonoursThePlatformContract(() => app, { path: '/healthz', allowed: 'GET, HEAD', forbidden: 'delete' });
});
