import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseTimeouts, DatabaseModule, type TableSet } from '@fulfil/database';
import { PlatformModule } from '@fulfil/platform';
import { CapacityRepository, IdempotencyKeyStore, STORE_READER_OPTIONS, StoreSettingsModule, UsageCounter } from '@fulfil/store-settings';
import { ShopChangeBus } from './shop-change-bus';
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
}

/**
 * What a storefront app is built on, imported once by its root module (global): the
 * platform (config, clock, logs, probes), the database with the app's tables, the store
 * (`StoreSettingsModule`), and the storefront providers: {@link ShopResolver} (shop
 * resolution, 404 SHOP_NOT_FOUND), the shop cache's budget (SHOP_CACHE_MB) and its
 * cross-instance invalidation ({@link ShopChangeBus}, Redis pub/sub), {@link GeoService} (the one geocoder set-up),
 * `UsageCounter` (the one capacity count), `CapacityRepository` (holding capacity) and
 * `IdempotencyKeyStore` (the Idempotency-Keys of both APIs, claimed in the holds'
 * transactions; docs/api-decisions.md, "Idempotency keys").
 */
@Global()
@Module({})
export class StorefrontModule {
  static forRoot(options: StorefrontModuleOptions): DynamicModule {
    const { appName, config, tables } = options;
    return {
      module: StorefrontModule,
      imports: [
        PlatformModule.forRoot({ appName, config }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsRun: config.DB_MIGRATIONS_RUN, tables, timeouts: databaseTimeouts(config) }),
        StoreSettingsModule,
      ],
      providers: [
        { provide: StorefrontConfig, useValue: config },
        { provide: STORE_READER_OPTIONS, useValue: { maxBytes: config.SHOP_CACHE_MB * 1024 * 1024 } },
        ShopChangeBus,
        ShopResolver,
        GeoService,
        { provide: UsageCounter, useFactory: (ds: DataSource) => new UsageCounter(ds, { maxAgeMs: options.capacityCacheMs ?? 0 }), inject: [DataSource] },
        { provide: IdempotencyKeyStore, useFactory: (ds: DataSource) => new IdempotencyKeyStore(ds), inject: [DataSource] },
        {
          provide: CapacityRepository,
          useFactory: (ds: DataSource, keys: IdempotencyKeyStore) => new CapacityRepository(ds, keys),
          inject: [DataSource, IdempotencyKeyStore],
        },
      ],
      exports: [
        StoreSettingsModule,
        STORE_READER_OPTIONS,
        ShopChangeBus,
        StorefrontConfig,
        ShopResolver,
        GeoService,
        UsageCounter,
        CapacityRepository,
        IdempotencyKeyStore,
      ],
    };
  }
}
