import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock, PeriodicTask } from '@fulfil/platform';
import {
  PlatformCatalogueRepository,
  PlatformCredentialsRepository,
  PlatformSyncRepository,
  ShopEntity,
  StoreWriter,
  type PlatformSyncState,
  type SyncedItem,
  type SyncedLevel,
  type SyncedPlatformLocation,
  type SyncedProduct,
} from '@fulfil/store-settings';
import {
  BULK_LOCATIONS_QUERY,
  BULK_PRODUCTS_QUERY,
  BulkSyncClient,
  StorefrontPlatformClient,
  StorefrontPlatformError,
  type BulkSyncOptions,
  type StorefrontPlatformConfig,
} from '@fulfil/storefront-platform';
import { FulfilmentConfig } from '../config';

/** How often every connected shop's catalogue is reconciled in full (nightly). */
export const PLATFORM_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/** Rows written per transaction. */
const BATCH = 500;

/** A sync older than this still marked `running` is taken as abandoned (its instance stopped). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Counts of one sync, reported in the state's `details`. */
interface SyncCounts {
  products: number;
  variants: number;
  collections: number;
  platform_locations: number;
  levels_applied: number;
  levels_kept_aside: number;
  levels_skipped: number;
  rows_deleted: number;
}

/**
 * The catalogue sync from the storefront platform (docs/platform-install.md, "Sync"): two
 * bulk queries (products with variants and inventory items; locations with inventory
 * levels) whose JSONL is streamed and written in batches of {@link BATCH} rows, one
 * transaction each, through `PlatformSyncRepository`. Runs on demand
 * (`POST /admin/v1.0/storefront-platform/sync`) and every {@link PLATFORM_SYNC_EVERY_MS} for
 * every connected shop. One sync per shop at a time per instance; the state table says
 * when one runs elsewhere.
 */
@Injectable()
export class PlatformSyncService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PlatformSync');
  private readonly task = new PeriodicTask<number>('platform sync', () => this.syncAll(), 0, this.logger);
  private readonly running = new Map<number, Promise<PlatformSyncState>>();
  /** Options of the bulk client (tests shorten the poll interval). */
  bulkOptions: BulkSyncOptions = { pollIntervalMs: 1000 };

  constructor(
    private readonly config: FulfilmentConfig,
    private readonly dataSource: DataSource,
    private readonly credentials: PlatformCredentialsRepository,
    private readonly clock: Clock,
    private readonly writer: StoreWriter,
  ) {}

  /** The sync tables. */
  get repository(): PlatformSyncRepository {
    return new PlatformSyncRepository(this.dataSource);
  }

  /** Products' properties, platform locations, the shop's platform currency and webhook reconcile. */
  get catalogue(): PlatformCatalogueRepository {
    return new PlatformCatalogueRepository(this.dataSource);
  }

  onApplicationBootstrap(): void {
    this.task.start(PLATFORM_SYNC_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Starts a sync of the shop unless one is running (here, or elsewhere for less than an
   * hour); answers the state right after (status `running`).
   * @returns the state, and whether this call started the sync
   */
  async start(shopId: number): Promise<{ state: PlatformSyncState; started: boolean }> {
    const state = await this.repository.state(shopId);
    const elsewhere = state.status === 'running' && state.started_at !== null && this.clock.now().getTime() - Date.parse(state.started_at) < ABANDONED_AFTER_MS;
    if (this.running.has(shopId) || elsewhere) return { state, started: false };
    const run = await this.repository.beginRun(shopId, new Date(this.clock.now()));
    const task = this.sync(shopId, run).finally(() => this.running.delete(shopId));
    this.running.set(shopId, task);
    return { state: await this.repository.state(shopId), started: true };
  }

  /** Resolves when the shop's sync under way (if any) has ended (tests). */
  async settled(shopId: number): Promise<void> {
    await this.running.get(shopId)?.catch(() => undefined);
  }

  /** One pass over every shop with credentials, one at a time; resolves with how many completed. */
  async syncAll(): Promise<number> {
    const rows: Array<{ shop_id: number | string }> = await this.dataSource.query('SELECT shop_id FROM platform_credentials ORDER BY shop_id');
    let completed = 0;
    for (const row of rows) {
      const { started } = await this.start(Number(row.shop_id));
      if (!started) continue;
      await this.settled(Number(row.shop_id));
      if ((await this.repository.state(Number(row.shop_id))).status === 'completed') completed++;
    }
    return completed;
  }

  /**
   * Runs the full sync `run` of one shop and records its outcome (never throws: a failure is
   * the state `failed` with `details.error`). Its rows carry `run`; at its end, the rows of
   * older runs at linked locations and kept aside go.
   */
  private async sync(shopId: number, run: number): Promise<PlatformSyncState> {
    const startedAt = new Date(this.clock.now());
    const counts: SyncCounts = {
      products: 0,
      variants: 0,
      collections: 0,
      platform_locations: 0,
      levels_applied: 0,
      levels_kept_aside: 0,
      levels_skipped: 0,
      rows_deleted: 0,
    };
    const repo = this.repository;
    const catalogue = this.catalogue;
    const platformLocations: Array<{ platform_location_id: number; name: string; linked: boolean }> = [];
    try {
      const credentials = await this.credentials.open(shopId);
      if (!credentials) throw new Error('the shop has no storefront-platform credentials');
      const platform: StorefrontPlatformConfig = {
        shopDomain: credentials.platformDomain,
        accessToken: credentials.accessToken.reveal(),
        baseUrl: this.config.STOREFRONT_PLATFORM_BASE_URL,
      };
      const client = new BulkSyncClient(platform, this.bulkOptions);
      await this.readShop(shopId, platform);

      // 1. Products: inventory items with their variant, product and tracked flag; the
      // products' properties (their collections come on lines of their own, in any order).
      const items = new Map<number, SyncedItem>();
      const properties = new Map<number, SyncedProduct>();
      const productOf = (productId: number) => {
        const known = properties.get(productId) ?? { productId, tags: [], vendor: '', productType: '', collections: [] };
        properties.set(productId, known);
        return known;
      };
      let batch: SyncedItem[] = [];
      const products = await client.run(BULK_PRODUCTS_QUERY);
      if (products.url) {
        for await (const record of client.records(products.url)) {
          if (record.kind === 'product') {
            counts.products++;
            Object.assign(productOf(record.productId), { tags: record.tags, vendor: record.vendor, productType: record.productType });
          } else if (record.kind === 'collection') {
            counts.collections++;
            productOf(record.productId).collections.push({ handle: record.handle, title: record.title });
          } else if (record.kind === 'variant') {
            counts.variants++;
            const item = { inventoryItemId: record.inventoryItemId, variantId: record.variantId, productId: record.productId, tracked: record.tracked };
            items.set(item.inventoryItemId, item);
            batch.push(item);
            if (batch.length >= BATCH) {
              await repo.upsertItems(shopId, batch);
              batch = [];
            }
          }
        }
      }
      await repo.upsertItems(shopId, batch);
      counts.rows_deleted += await repo.deleteItemsExcept(shopId, new Set(items.keys()));
      for (let i = 0; i < properties.size; i += BATCH) await catalogue.upsertProducts(shopId, [...properties.values()].slice(i, i + BATCH));
      counts.rows_deleted += await catalogue.deleteProductsExcept(shopId, new Set(properties.keys()));
      properties.clear();

      // 2. Locations and their inventory levels, applied to linked locations or kept aside.
      const links = new Map((await repo.links(shopId)).map((l) => [l.platform_location_id, l.location_id]));
      let levels: SyncedLevel[] = [];
      const flush = async () => {
        const outcome = await repo.applyLevels(shopId, levels, items, links, run);
        counts.levels_applied += outcome.applied;
        counts.levels_kept_aside += outcome.keptAside;
        counts.levels_skipped += outcome.skipped;
        levels = [];
      };
      const located: SyncedPlatformLocation[] = [];
      const locations = await client.run(BULK_LOCATIONS_QUERY);
      if (locations.url) {
        for await (const record of client.records(locations.url)) {
          if (record.kind === 'location') {
            counts.platform_locations++;
            platformLocations.push({ platform_location_id: record.locationId, name: record.name, linked: links.has(record.locationId) });
            located.push({ platformLocationId: record.locationId, name: record.name, active: record.isActive, address: record.address });
          } else if (record.kind === 'level') {
            levels.push({ platformLocationId: record.locationId, inventoryItemId: record.inventoryItemId, available: record.available });
            if (levels.length >= BATCH) await flush();
          }
        }
      }
      await flush();
      counts.rows_deleted += await repo.deleteLevelsExcept(shopId, [...links.values()], run);
      await catalogue.upsertLocations(shopId, located);
      await catalogue.deleteLocationsExcept(shopId, new Set(located.map((l) => l.platformLocationId)));
      await repo.saveState(shopId, 'completed', startedAt, new Date(this.clock.now()), {
        counts,
        unmapped_platform_locations: platformLocations.filter((l) => !l.linked).map(({ platform_location_id, name }) => ({ platform_location_id, name })),
        kept_aside: await repo.keptAside(shopId),
        error: null,
      });
    } catch (error) {
      const failure = error instanceof StorefrontPlatformError ? error.failure : undefined;
      this.logger.warn({ msg: 'platform sync failed', shopId, reason: failure?.reason, err: failure ? undefined : error });
      await repo
        .saveState(shopId, 'failed', startedAt, new Date(this.clock.now()), {
          counts,
          unmapped_platform_locations: platformLocations.filter((l) => !l.linked).map(({ platform_location_id, name }) => ({ platform_location_id, name })),
          error: failure
            ? { reason: failure.reason, operation: failure.operation, message: failure.message ?? null }
            : { reason: 'internal', message: String((error as Error)?.message ?? error).slice(0, 300) },
        })
        .catch((err: unknown) => this.logger.error({ msg: 'platform sync: could not record the failure', shopId, err }));
    }
    return repo.state(shopId);
  }

  /**
   * Reads what the sync keeps of the platform shop itself (docs/platform-install.md, "Status"):
   * its currency, which the console compares with the ordering widget's; and its storefront's
   * origins (`https://<shop>.myshopify.com` and the primary domain's), added to the shop's
   * storefront origins when missing so the picker's calls are allowed from there (none is
   * ever removed). A failure is logged and changes nothing; the sync goes on.
   */
  private async readShop(shopId: number, platform: StorefrontPlatformConfig): Promise<void> {
    const client = new StorefrontPlatformClient({ ...platform, maxThrottleWaitMs: 10_000 });
    try {
      await this.catalogue.saveCurrency(shopId, await client.shopCurrency(), new Date(this.clock.now()));
      const origins = [`https://${platform.shopDomain}`, await client.shopPrimaryOrigin()];
      const shop = await this.dataSource.getRepository(ShopEntity).findOne({ where: { id: shopId }, select: { id: true, storefrontOrigins: true } });
      const known = shop?.storefrontOrigins ?? [];
      const added = origins.filter((o, i) => !known.includes(o) && origins.indexOf(o) === i);
      if (added.length) {
        await this.writer.updateShop(shopId, { storefront_origins: [...known, ...added] });
        this.logger.log({ msg: 'platform sync: storefront origins added', shopId, added });
      }
    } catch (err) {
      this.logger.warn({
        msg: 'platform sync: could not read the shop',
        shopId,
        reason: err instanceof StorefrontPlatformError ? err.failure.reason : String(err),
      });
    }
  }
}
