import { getHeapStatistics } from 'node:v8';
import { DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { databaseTimeouts, DatabaseModule, type TableSet } from '@fulfil/database';
import type { DestinationStream } from 'pino';
import { Metrics, PlatformModule } from '@fulfil/platform';
import { CapacityRepository, IdempotencyKeyStore, OrderRepository, UsageCounter } from '@fulfil/capacity';
import {
  PlatformCredentialsRepository,
  SecretBox,
  secretBoxFor,
  STORE_READER_OPTIONS,
  StoreReader,
  StoreSettingsModule,
  type ShopCacheStats,
} from '@fulfil/store-settings';
import { CountedCapacityRepository } from '../holds/counted-capacity';
import { ShopChangeBus } from '../shop/shop-change-bus';
import { GeoService } from '../geo/geo.service';
import { ShopResolver } from '../shop/shop-resolver';
import { UsageService } from '../usage/usage.service';
import { DeliveryAreaService } from '../delivery-area/delivery-area.service';
import { HoldService } from '../holds/hold.service';
import { CalendarService } from '../calendars/calendar.service';
import { StorefrontConfig } from './storefront-config';

const SHOP_CACHE_METRICS = Symbol('ShopCacheMetrics');

/**
 * A warning when V8's heap limit (`heapLimitBytes`, `--max-old-space-size`) leaves too
 * little room for the shop cache's budget (`shopCacheMb`, SHOP_CACHE_MB): the cache, the
 * geocoder's data (about 100 MiB) and the garbage of loads need about 2.5 times the
 * budget; below twice the budget plus 128 MiB the process risks running out of heap.
 * Null when the limit is large enough. docs/scaling.md, "Each instance's cache".
 */
export function heapLimitWarning(shopCacheMb: number, heapLimitBytes: number): string | null {
  const limitMb = Math.floor(heapLimitBytes / 1024 / 1024);
  if (limitMb >= shopCacheMb * 2 + 128) return null;
  return `the V8 heap limit (${limitMb} MiB) is small for SHOP_CACHE_MB=${shopCacheMb}: give node --max-old-space-size=${Math.ceil(shopCacheMb * 2.5)} or lower SHOP_CACHE_MB`;
}

/**
 * The shop cache's metrics, read at each scrape from the StoreReader's own counters
 * (`shopCacheStats()`): `shop_cache_{hits,misses,loads,partial_reloads,evictions}_total`,
 * and the gauges `shop_cache_shops` and `shop_cache_bytes` (estimated; the budget is
 * SHOP_CACHE_MB). docs/operations.md, "Metrics"; docs/scaling.md.
 */
function shopCacheMetrics(metrics: Metrics, reader: StoreReader): void {
  const counters: Array<[keyof ShopCacheStats, string, string]> = [
    ['hits', 'shop_cache_hits_total', 'Shop configurations served from the in-memory cache (fresh, or revalidated unchanged).'],
    ['misses', 'shop_cache_misses_total', 'Requests for a shop that was not in the cache (first use, or evicted).'],
    ['loads', 'shop_cache_loads_total', 'Shop configurations loaded whole from the database (first use, evicted, or changed).'],
    ['partialReloads', 'shop_cache_partial_reloads_total', 'Shop configurations refreshed by re-reading only the changed locations.'],
    ['evictions', 'shop_cache_evictions_total', 'Shops evicted from the cache to stay within its memory budget.'],
  ];
  for (const [key, name, help] of counters) metrics.mirrorCounter(name, help, () => reader.shopCacheStats()[key]);
  metrics.gauge('shop_cache_shops', 'Shops held in the cache now.', [], (g) => g.set(reader.shopCacheStats().shops));
  metrics.gauge('shop_cache_bytes', 'Estimated bytes of the shops held in the cache now (budget: SHOP_CACHE_MB).', [], (g) =>
    g.set(reader.shopCacheStats().bytes),
  );
}

/** Options of {@link StorefrontModule.forRoot}. */
export interface StorefrontModuleOptions {
  /** Name on every log line (`fulfilment-api`, `widget-api`). */
  appName: string;
  /** The app's validated configuration (a {@link StorefrontConfig}). */
  config: StorefrontConfig;
  /** The app's tables: the store's and the capacity ledger's (`CAPACITY_TABLE_SET` of @fulfil/capacity) plus any of its own. */
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
 * (`StoreSettingsModule`; its cache's counters are metrics), and the storefront providers: {@link ShopResolver} (shop
 * resolution, 404 SHOP_NOT_FOUND), the shop cache's budget (SHOP_CACHE_MB) and its
 * cross-instance invalidation ({@link ShopChangeBus}, Redis pub/sub), {@link GeoService} (the one geocoder set-up),
 * `UsageCounter` (the one capacity count) with {@link UsageService} (capacity in use for
 * calendars, slot lists and searches over the one horizon rule), {@link DeliveryAreaService}
 * (delivery eligibility and distance), {@link CalendarService} (a location's calendars), {@link HoldService} (the steps of a hold) on
 * `CapacityRepository` (holding capacity, counted: {@link CountedCapacityRepository}),
 * `OrderRepository` (orders from the order webhooks) and
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
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          migrationsRun: config.DB_MIGRATIONS_RUN,
          tables,
          timeouts: databaseTimeouts(config),
          poolSize: config.DB_POOL_SIZE,
        }),
        StoreSettingsModule,
      ],
      providers: [
        { provide: StorefrontConfig, useValue: config },
        {
          provide: STORE_READER_OPTIONS,
          useFactory: () => {
            const warning = heapLimitWarning(config.SHOP_CACHE_MB, getHeapStatistics().heap_size_limit);
            if (warning) new Logger(appName).warn(warning);
            return { maxBytes: config.SHOP_CACHE_MB * 1024 * 1024, eagerLocations: config.SHOP_EAGER_LOCATIONS };
          },
        },
        ShopChangeBus,
        ShopResolver,
        GeoService,
        { provide: UsageCounter, useFactory: (ds: DataSource) => new UsageCounter(ds, { maxAgeMs: options.capacityCacheMs ?? 0 }), inject: [DataSource] },
        { provide: IdempotencyKeyStore, useFactory: (ds: DataSource) => new IdempotencyKeyStore(ds), inject: [DataSource] },
        {
          provide: CapacityRepository,
          useFactory: (ds: DataSource, keys: IdempotencyKeyStore, metrics: Metrics) => new CountedCapacityRepository(ds, keys, metrics),
          inject: [DataSource, IdempotencyKeyStore, Metrics],
        },
        { provide: OrderRepository, useFactory: (ds: DataSource) => new OrderRepository(ds), inject: [DataSource] },
        UsageService,
        DeliveryAreaService,
        HoldService,
        CalendarService,
        { provide: SHOP_CACHE_METRICS, useFactory: shopCacheMetrics, inject: [Metrics, StoreReader] },
        {
          provide: PlatformCredentialsRepository,
          useFactory: (ds: DataSource) => new PlatformCredentialsRepository(ds, credentialsBox(config, appName)),
          inject: [DataSource],
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
        OrderRepository,
        UsageService,
        DeliveryAreaService,
        HoldService,
        CalendarService,
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
