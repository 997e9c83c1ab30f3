import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Clock, loadConfig } from '@fulfil/platform';
import { createTestApp } from '@fulfil/platform/testing';
import { CAPACITY_TABLE_SET } from '@fulfil/capacity';
import { importStore, validateStoreConfig } from '@fulfil/store-settings';
import type { DatabaseEngine } from '@fulfil/database';
import { createTestDatabase, TestDatabase } from '@fulfil/database/testing';
import { AppModule } from '../src/app.module';
import { fulfilmentBootstrapOptions } from '../src/bootstrap-options';
import { FulfilmentConfig } from '../src/config';

/** The fixed "now" of the e2e suites: Monday 9 March 2026, 10:30 in Chicago (CDT, the day after the US spring-forward). */
export const CLOCK_NOW = '2026-03-09T15:30:00Z';
export const BAKERY = 'demo-bakery.myshopify.com';
export const LONDON = 'demo-london.myshopify.com';

const ROOT = join(__dirname, '../../..');

/** A demo store-configuration file of `demo/` (parsed; fresh object per call). */
export function demoFile(name: 'demo-bakery' | 'demo-london' | 'demo-eats'): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'demo', `${name}.json`), 'utf8'));
}

/** A clock tests can move. */
export class TestClock extends Clock {
  constructor(private instant: number) {
    super();
  }
  now(): Date {
    return new Date(this.instant);
  }
  set(iso: string | number): void {
    this.instant = typeof iso === 'number' ? iso : Date.parse(iso);
  }
  advanceMinutes(minutes: number): void {
    this.instant += minutes * 60_000;
  }
}

/** A running app under test on its own database. */
export interface Running {
  app: INestApplication;
  db: TestDatabase;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** Options of {@link startApp}. */
export interface StartOptions {
  /** Share this database (a second instance); it is then not dropped on close. */
  db?: TestDatabase;
  /** Store files to import before the app starts (default: the demo bakery). */
  stores?: Record<string, unknown>[];
  /** A movable clock instead of CLOCK_NOW. */
  clock?: Clock;
  /** Extra environment. */
  env?: Record<string, string>;
}

/** Creates a database (unless given), imports the stores and starts the app exactly as production does (shared bootstrap, CORS options). */
export async function startApp(engine: DatabaseEngine, options: StartOptions = {}): Promise<Running> {
  const db = options.db ?? (await createTestDatabase(engine, CAPACITY_TABLE_SET));
  if (!options.db) {
    for (const file of options.stores ?? [demoFile('demo-bakery')]) await importStore(db.dataSource, validateStoreConfig(file));
  }
  const config = loadConfig(FulfilmentConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    ...(options.clock ? {} : { CLOCK_NOW }),
    // A stand-in for the picker bundle, so that /widget/v1/storefront.js answers 200 without a build.
    STOREFRONT_WIDGET_FILE: join(__dirname, 'fixtures', 'storefront-widget.js'),
    ...options.env,
  });
  const running: INestApplication = await createTestApp(AppModule.forRoot(config), config, {
    ...fulfilmentBootstrapOptions(config, () => running),
    overrides: options.clock ? [{ provide: Clock, useValue: options.clock }] : [],
  });
  return {
    app: running,
    db,
    http: () => request(running.getHttpServer()),
    close: async () => {
      await running.close();
      if (!options.db) await db.drop();
    },
  };
}

/** The id of a location of a shop by external id. */
export async function locationId(db: TestDatabase, shop: string, externalId: string): Promise<number> {
  const [row] = await db.dataSource.query('SELECT l.id AS id FROM locations l JOIN shops s ON s.id = l.shop_id WHERE s.domain = ? AND l.external_id = ?', [
    shop,
    externalId,
  ]);
  if (!row) throw new Error(`no location ${externalId} in ${shop}`);
  return Number(row.id);
}
