import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseTimeouts, DatabaseModule, type TableSet } from '@fulfil/database';
import { Metrics, PlatformModule } from '@fulfil/platform';
import { CapacityRepository, IdempotencyKeyStore, StoreReader, StoreSettingsModule, UsageCounter } from '@fulfil/store-settings';
import { CountedCapacityRepository } from './counted-capacity';
import { GeoService } from './geo.service';
import { ShopResolver } from './shop-resolver';
import { StorefrontConfig } from './storefront-config';

const SHOP_CACHE_METRICS = Symbol('ShopCacheMetrics');

/**
 * `shop_cache_hits_total` and `shop_cache_loads_total`: the StoreReader's own running
 * totals (`cacheStats()`), read at each scrape. docs/operations.md, "Metrics".
 */
function shopCacheMetrics(metrics: Metrics, reader: StoreReader): void {
  metrics.mirrorCounter(
    'shop_cache_hits_total',
    'Shop configurations served from the in-memory cache (fresh, or revalidated unchanged).',
    () => reader.cacheStats().hits,
  );
  metrics.mirrorCounter('shop_cache_loads_total', 'Shop configurations loaded from the database (first use or changed).', () => reader.cacheStats().loads);
}

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
 * (`StoreSettingsModule`; its cache's hits and loads are metrics), and the storefront providers: {@link ShopResolver} (shop
 * resolution, 404 SHOP_NOT_FOUND), {@link GeoService} (the one geocoder set-up),
 * `UsageCounter` (the one capacity count), `CapacityRepository` (holding capacity,
 * counted: {@link CountedCapacityRepository}) and
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
        ShopResolver,
        GeoService,
        { provide: UsageCounter, useFactory: (ds: DataSource) => new UsageCounter(ds, { maxAgeMs: options.capacityCacheMs ?? 0 }), inject: [DataSource] },
        { provide: IdempotencyKeyStore, useFactory: (ds: DataSource) => new IdempotencyKeyStore(ds), inject: [DataSource] },
        {
          provide: CapacityRepository,
          useFactory: (ds: DataSource, keys: IdempotencyKeyStore, metrics: Metrics) => new CountedCapacityRepository(ds, keys, metrics),
          inject: [DataSource, IdempotencyKeyStore, Metrics],
        },
        { provide: SHOP_CACHE_METRICS, useFactory: shopCacheMetrics, inject: [Metrics, StoreReader] },
      ],
      exports: [StoreSettingsModule, StorefrontConfig, ShopResolver, GeoService, UsageCounter, CapacityRepository, IdempotencyKeyStore],
    };
  }
}
