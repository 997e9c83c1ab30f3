import { DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseTimeouts, DatabaseModule, type TableSet } from '@fulfil/database';
import type { DestinationStream } from 'pino';
import { PlatformModule } from '@fulfil/platform';
import {
  CapacityRepository,
  IdempotencyKeyStore,
  PlatformCredentialsRepository,
  SecretBox,
  secretBoxFor,
  StoreSettingsModule,
  UsageCounter,
} from '@fulfil/store-settings';
import { GeoService } from './geo.service';
import { ShopResolver } from './shop-resolver';
import { StorefrontConfig } from './storefront-config';

/** Options of {@link StorefrontModule.forRoot}. */
export interface StorefrontModuleOptions {
  /** Name on every log line (`fulfilment-api`, `widget-api`). */
  appName: string;
  /** The app's validated configuration (a {@link StorefrontConfig}). */
  config: StorefrontConfig;
  /** The app's tables: the store's (`STORE_TABLE_SET`) plus any of its own. */
  tables: TableSet;
  /**
   * Milliseconds calendars may reuse capacity counts (`UsageCounter` `maxAgeMs`); 0
   * (default) counts on every request. Reservations always count exactly.
   */
  capacityCacheMs?: number;
  /** Where log lines go; stdout by default (tests pass a stream to read them, e.g. to prove a secret is never logged). */
  logDestination?: DestinationStream;
}

/**
 * What a storefront app is built on, imported once by its root module (global): the
 * platform (config, clock, logs, probes), the database with the app's tables, the store
 * (`StoreSettingsModule`), and the storefront providers: {@link ShopResolver} (shop
 * resolution, 404 SHOP_NOT_FOUND), {@link GeoService} (the one geocoder set-up),
 * `UsageCounter` (the one capacity count), `CapacityRepository` (holding capacity) and
 * `IdempotencyKeyStore` (the Idempotency-Keys of both APIs, claimed in the holds'
 * transactions; docs/api-decisions.md, "Idempotency keys") and
 * `PlatformCredentialsRepository` (the shops' storefront-platform credentials, sealed with
 * PLATFORM_CREDENTIALS_KEYS; docs/draft-orders.md, "Credentials").
 */
@Global()
@Module({})
export class StorefrontModule {
  static forRoot(options: StorefrontModuleOptions): DynamicModule {
    const { appName, config, tables } = options;
    return {
      module: StorefrontModule,
      imports: [
        PlatformModule.forRoot({ appName, config, logDestination: options.logDestination }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, tables, timeouts: databaseTimeouts(config) }),
        StoreSettingsModule,
      ],
      providers: [
        { provide: StorefrontConfig, useValue: config },
        ShopResolver,
        GeoService,
        { provide: UsageCounter, useFactory: (ds: DataSource) => new UsageCounter(ds, { maxAgeMs: options.capacityCacheMs ?? 0 }), inject: [DataSource] },
        { provide: IdempotencyKeyStore, useFactory: (ds: DataSource) => new IdempotencyKeyStore(ds), inject: [DataSource] },
        {
          provide: CapacityRepository,
          useFactory: (ds: DataSource, keys: IdempotencyKeyStore) => new CapacityRepository(ds, keys),
          inject: [DataSource, IdempotencyKeyStore],
        },
        {
          provide: PlatformCredentialsRepository,
          useFactory: (ds: DataSource) => new PlatformCredentialsRepository(ds, credentialsBox(config, appName)),
          inject: [DataSource],
        },
      ],
      exports: [
        StoreSettingsModule,
        StorefrontConfig,
        ShopResolver,
        GeoService,
        UsageCounter,
        CapacityRepository,
        IdempotencyKeyStore,
        PlatformCredentialsRepository,
      ],
    };
  }
}

/**
 * The key ring of PLATFORM_CREDENTIALS_KEYS (already syntax-checked by the config; a
 * duplicate key id stops the app here, at boot), the public development ring outside
 * production when unset, or null in production when unset (credentials disabled).
 */
export function credentialsBox(config: StorefrontConfig, appName: string): SecretBox | null {
  const box = secretBoxFor(config.PLATFORM_CREDENTIALS_KEYS, config.NODE_ENV);
  if (!config.PLATFORM_CREDENTIALS_KEYS && config.NODE_ENV !== 'test') {
    new Logger(appName).warn(
      box
        ? 'PLATFORM_CREDENTIALS_KEYS is not set: using the public development key (not for production)'
        : 'PLATFORM_CREDENTIALS_KEYS is not set: storefront-platform credentials can be neither set nor used',
    );
  }
  return box;
}
