import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@fulfil/platform';
import { createTestApp, itHonoursThePlatformContract } from '@fulfil/platform/testing';
import { createTestDatabase, describeEachEngine, TestDatabase } from '@fulfil/store-settings/testing';
import { AppModule } from '../src/app.module';
import { WidgetConfig } from '../src/config';

describeEachEngine('widget-api platform conventions', (engine) => {
  let db: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    db = await createTestDatabase(engine, { schema: 'store', migrate: false });
    const config = loadConfig(WidgetConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url });
    app = await createTestApp(AppModule.forRoot(config), config);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  itHonoursThePlatformContract(() => app, { path: '/healthz', allowed: 'GET, HEAD', forbidden: 'delete' });
});
