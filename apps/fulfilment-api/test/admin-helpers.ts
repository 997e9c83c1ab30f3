import type { INestApplication } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { loadConfig } from '@fulfil/platform';
import { createTestApp } from '@fulfil/platform/testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { AdminTokenRepository, importStore, validateStoreConfig } from '@fulfil/store-settings';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { sampleStoreFile } from '@fulfil/store-settings/testing';
import type { DatabaseEngine } from '@fulfil/database';
import { AppModule } from '../src/app.module';
import { fulfilmentBootstrapOptions } from '../src/bootstrap-options';
import { FulfilmentConfig } from '../src/config';

/** An app on a fresh database holding shops A and B (the sample file), with a token for each. */
export interface AdminFixture {
  app: INestApplication;
  db: TestDatabase;
  shopA: { id: number; domain: string; token: string };
  shopB: { id: number; domain: string; token: string };
  close(): Promise<void>;
}

/**
 * Builds an {@link AdminFixture} on one engine; `env` adds to the app's environment (e.g.
 * `BODY_LIMIT`, `LOG_LEVEL`); `logDestination` receives the app's log lines.
 */
export async function adminFixture(engine: DatabaseEngine, env: Record<string, string> = {}, logDestination?: Writable): Promise<AdminFixture> {
  const db = await createTestDatabase(engine, CAPACITY_TABLE_SET);
  const tokens = new AdminTokenRepository(db.dataSource);
  const shop = async (domain: string) => {
    const { shopId } = await importStore(db.dataSource, validateStoreConfig(sampleStoreFile(domain)));
    return { id: shopId, domain, token: (await tokens.create(domain, 'e2e')).token };
  };
  const shopA = await shop('shop-a.myshopify.com');
  const shopB = await shop('shop-b.myshopify.com');
  const config = loadConfig(FulfilmentConfig, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, ...env });
  const app: INestApplication = await createTestApp(
    AppModule.forRoot(config, { logDestination }),
    config,
    fulfilmentBootstrapOptions(config, () => app),
  );
  return {
    app,
    db,
    shopA,
    shopB,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
