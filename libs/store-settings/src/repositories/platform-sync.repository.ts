import { Brackets, DataSource, In, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { chunks } from '@fulfil/database';
import { InventoryLevelEntity } from '../entities/inventory.entity';
import { LocationEntity } from '../entities/location.entity';
import {
  PlatformInventoryItemEntity,
  PlatformLocationLinkEntity,
  PlatformSyncStateEntity,
  PlatformUnmappedLevelEntity,
} from '../entities/platform-sync.entity';
import { upsert } from './upsert';

/** A link of a platform location to one of our locations (`PUT /admin/v1.0/storefront-platform/locations`). */
export interface PlatformLocationLink {
  platform_location_id: number;
  location_id: number;
}

/** A platform inventory item as synced: its variant, product and whether it is tracked. */
export interface SyncedItem {
  inventoryItemId: number;
  variantId: number;
  productId: number;
  tracked: boolean;
}

/** A platform inventory level: `available` of an item at a platform location. */
export interface SyncedLevel {
  platformLocationId: number;
  inventoryItemId: number;
  available: number;
}

/** The last sync of a shop, as `GET /admin/v1.0/storefront-platform/sync` answers it. */
export interface PlatformSyncState {
  status: 'never' | 'running' | 'completed' | 'failed';
  started_at: string | null;
  finished_at: string | null;
  details: Record<string, unknown>;
}

/** Refusal of {@link PlatformSyncRepository.setLinks}: a location id that is not the shop's, or a location or platform location named twice. */
export class LocationLinkError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'LocationLinkError';
  }
}

/**
 * The tables of the catalogue sync from the storefront platform (docs/platform-install.md,
 * "Sync"; migration `1764900000000`): location links, inventory items, inventory applied to
 * our locations (`inventory_levels`), inventory kept aside for unlinked platform locations,
 * and the sync state. Every write of a batch is one transaction.
 */
export class PlatformSyncRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The shop's location links, by platform location id. */
  async links(shopId: number): Promise<PlatformLocationLink[]> {
    const rows = await this.dataSource.getRepository(PlatformLocationLinkEntity).find({ where: { shopId }, order: { platformLocationId: 'ASC' } });
    return rows.map((r) => ({ platform_location_id: r.platformLocationId, location_id: r.locationId }));
  }

  /**
   * Replaces the shop's location links (one transaction). Inventory follows at the next sync
   * or inventory webhook; nothing already applied moves.
   * @throws LocationLinkError when a `location_id` is not one of the shop's locations, or a
   *   location or a platform location appears twice
   */
  async setLinks(shopId: number, links: PlatformLocationLink[]): Promise<PlatformLocationLink[]> {
    const twice = (key: keyof PlatformLocationLink) => links.findIndex((l, i) => links.findIndex((m) => m[key] === l[key]) !== i);
    for (const key of ['platform_location_id', 'location_id'] as const) {
      const at = twice(key);
      if (at >= 0) throw new LocationLinkError(`[${at}].${key}`, `${key} ${links[at][key]} appears more than once`);
    }
    const ids = links.map((l) => l.location_id);
    const own = ids.length ? await this.dataSource.getRepository(LocationEntity).find({ where: { shopId, id: In(ids) }, select: { id: true } }) : [];
    const known = new Set(own.map((l) => l.id));
    const unknown = links.findIndex((l) => !known.has(l.location_id));
    if (unknown >= 0) throw new LocationLinkError(`[${unknown}].location_id`, `location ${links[unknown].location_id} is not a location of this shop`);
    await this.dataSource.transaction(async (m) => {
      await m.getRepository(PlatformLocationLinkEntity).delete({ shopId });
      if (links.length)
        await m
          .getRepository(PlatformLocationLinkEntity)
          .insert(links.map((l) => ({ shopId, platformLocationId: l.platform_location_id, locationId: l.location_id })));
    });
    return this.links(shopId);
  }

  /** The shop's last sync (`status: never` before the first). */
  async state(shopId: number): Promise<PlatformSyncState> {
    const row = await this.dataSource.getRepository(PlatformSyncStateEntity).findOne({ where: { shopId } });
    if (!row) return { status: 'never', started_at: null, finished_at: null, details: {} };
    return {
      status: row.status as PlatformSyncState['status'],
      started_at: row.startedAt ? new Date(row.startedAt).toISOString() : null,
      finished_at: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
      details: row.details ?? {},
    };
  }

  /** Records the shop's sync state (a new run: `running` with `startedAt`; its end: `completed` or `failed`). */
  async saveState(
    shopId: number,
    status: 'running' | 'completed' | 'failed',
    startedAt: Date,
    finishedAt: Date | null,
    details: Record<string, unknown>,
  ): Promise<void> {
    await upsert(
      this.dataSource.manager,
      PlatformSyncStateEntity,
      [{ shopId, status, startedAt, finishedAt, details }],
      ['status', 'started_at', 'finished_at', 'details'],
      ['shop_id'],
    );
  }

  /** Inserts or updates a batch of inventory items (one transaction). */
  async upsertItems(shopId: number, items: SyncedItem[]): Promise<void> {
    if (!items.length) return;
    await this.dataSource.transaction((m) =>
      upsert(
        m,
        PlatformInventoryItemEntity,
        items.map((i) => ({ shopId, ...i })),
        ['variant_id', 'product_id', 'tracked'],
        ['shop_id', 'inventory_item_id'],
      ),
    );
  }

  /** Deletes the shop's inventory items (and their applied inventory rows) whose id is not in `keep`. @returns how many items went */
  async deleteItemsExcept(shopId: number, keep: Set<number>): Promise<number> {
    const rows = await this.dataSource
      .getRepository(PlatformInventoryItemEntity)
      .find({ where: { shopId }, select: { id: true, inventoryItemId: true, variantId: true } });
    const gone = rows.filter((r) => !keep.has(r.inventoryItemId));
    for (const part of chunks(gone)) {
      await this.dataSource.transaction(async (m) => {
        await m.getRepository(InventoryLevelEntity).delete({ shopId, variantId: In(part.map((r) => r.variantId)) });
        await m.getRepository(PlatformInventoryItemEntity).delete({ id: In(part.map((r) => r.id)) });
      });
    }
    return gone.length;
  }

  /** The synced item of each inventory item id (those the shop has). */
  async items(shopId: number, inventoryItemIds: number[]): Promise<Map<number, SyncedItem>> {
    const found = new Map<number, SyncedItem>();
    for (const part of chunks(inventoryItemIds)) {
      for (const r of await this.dataSource.getRepository(PlatformInventoryItemEntity).find({ where: { shopId, inventoryItemId: In(part) } }))
        found.set(r.inventoryItemId, { inventoryItemId: r.inventoryItemId, variantId: r.variantId, productId: r.productId, tracked: r.tracked });
    }
    return found;
  }

  /**
   * Applies a batch of platform inventory levels (one transaction): a level of a linked
   * platform location becomes our location's `inventory_levels` row of the item's variant
   * (with `tracked` of the item); one of an unlinked platform location is kept aside in
   * `platform_unmapped_levels`. Levels of items the shop does not have are skipped.
   * @param links platform location id → our location id
   * @param run the sync run writing (the sync's own, or {@link currentRun} for a webhook)
   * @returns how many were applied, kept aside and skipped
   */
  async applyLevels(
    shopId: number,
    levels: SyncedLevel[],
    items: Map<number, SyncedItem>,
    links: Map<number, number>,
    run: number,
  ): Promise<{ applied: number; keptAside: number; skipped: number }> {
    const applied: Partial<InventoryLevelEntity>[] = [];
    const aside: Partial<PlatformUnmappedLevelEntity>[] = [];
    let skipped = 0;
    for (const level of levels) {
      const item = items.get(level.inventoryItemId);
      const locationId = links.get(level.platformLocationId);
      if (locationId === undefined)
        aside.push({ shopId, platformLocationId: level.platformLocationId, inventoryItemId: level.inventoryItemId, available: level.available, syncRun: run });
      else if (!item) skipped++;
      else
        applied.push({
          shopId,
          locationId,
          variantId: item.variantId,
          productId: item.productId,
          available: level.available,
          tracked: item.tracked,
          syncRun: run,
        });
    }
    await this.dataSource.transaction(async (m) => {
      if (applied.length) await upsert(m, InventoryLevelEntity, applied, ['product_id', 'available', 'tracked', 'sync_run'], ['location_id', 'variant_id']);
      if (aside.length)
        await upsert(m, PlatformUnmappedLevelEntity, aside, ['available', 'sync_run'], ['shop_id', 'platform_location_id', 'inventory_item_id']);
    });
    return { applied: applied.length, keptAside: aside.length, skipped };
  }

  /**
   * Removes an item's level at a platform location (no longer stocked there): our row of its
   * variant at the linked location, or the kept-aside row.
   */
  async removeLevel(shopId: number, platformLocationId: number, item: SyncedItem, links: Map<number, number>): Promise<void> {
    const locationId = links.get(platformLocationId);
    if (locationId !== undefined) await this.dataSource.getRepository(InventoryLevelEntity).delete({ shopId, locationId, variantId: item.variantId });
    else await this.dataSource.getRepository(PlatformUnmappedLevelEntity).delete({ shopId, platformLocationId, inventoryItemId: item.inventoryItemId });
  }

  /**
   * After full sync `run`: deletes the inventory rows of our linked locations and the
   * kept-aside rows that neither it nor an inventory webhook since wrote (`sync_run` null or
   * older). Two DELETE statements (one per 500 linked locations): no row is read, whatever the
   * catalogue's size. @returns how many rows went
   */
  async deleteLevelsExcept(shopId: number, linkedLocationIds: number[], run: number): Promise<number> {
    let deleted = 0;
    const stale = <T extends ObjectLiteral>(entity: EntityTarget<T>) =>
      this.dataSource
        .createQueryBuilder()
        .delete()
        .from(entity)
        .where('shop_id = :shopId', { shopId })
        .andWhere(new Brackets((w) => w.where('sync_run IS NULL').orWhere('sync_run < :run', { run })));
    for (const part of chunks(linkedLocationIds))
      deleted += (await stale(InventoryLevelEntity).andWhere('location_id IN (:...part)', { part }).execute()).affected ?? 0;
    deleted += (await stale(PlatformUnmappedLevelEntity).execute()).affected ?? 0;
    return deleted;
  }

  /**
   * Records the start of a full sync: state `running` and the next run number.
   * @returns the run number, which the sync's rows carry
   */
  async beginRun(shopId: number, startedAt: Date): Promise<number> {
    await this.saveState(shopId, 'running', startedAt, null, {});
    await this.dataSource.getRepository(PlatformSyncStateEntity).increment({ shopId }, 'run', 1);
    return this.currentRun(shopId);
  }

  /** The shop's last full sync run (0 before the first), which an inventory webhook's rows carry. */
  async currentRun(shopId: number): Promise<number> {
    const row = await this.dataSource.getRepository(PlatformSyncStateEntity).findOne({ where: { shopId }, select: { shopId: true, run: true } });
    return row?.run ?? 0;
  }

  /**
   * A product changed on the platform (`products/update`): its variants become exactly
   * `variants` (one transaction). A variant gone loses its item and its inventory rows; a
   * variant's `tracked` (null: as stored, true for a new one) is also set on its rows.
   * @returns how many variants were kept and removed
   */
  async replaceProductVariants(
    shopId: number,
    productId: number,
    variants: Array<{ variantId: number; inventoryItemId: number; tracked: boolean | null }>,
  ): Promise<{ kept: number; removed: number }> {
    return this.dataSource.transaction(async (m) => {
      const existing = await m.getRepository(PlatformInventoryItemEntity).find({ where: { shopId, productId } });
      const byItem = new Map(existing.map((e) => [e.inventoryItemId, e]));
      const keep = new Set(variants.map((v) => v.inventoryItemId));
      const gone = existing.filter((e) => !keep.has(e.inventoryItemId));
      if (gone.length) {
        await m.getRepository(InventoryLevelEntity).delete({ shopId, variantId: In(gone.map((g) => g.variantId)) });
        await m.getRepository(PlatformInventoryItemEntity).delete({ id: In(gone.map((g) => g.id)) });
      }
      const rows = variants.map((v) => ({
        shopId,
        productId,
        inventoryItemId: v.inventoryItemId,
        variantId: v.variantId,
        tracked: v.tracked ?? byItem.get(v.inventoryItemId)?.tracked ?? true,
      }));
      if (rows.length) await upsert(m, PlatformInventoryItemEntity, rows, ['variant_id', 'product_id', 'tracked'], ['shop_id', 'inventory_item_id']);
      for (const row of rows) await m.getRepository(InventoryLevelEntity).update({ shopId, variantId: row.variantId }, { tracked: row.tracked, productId });
      return { kept: rows.length, removed: gone.length };
    });
  }

  /** A product deleted on the platform (`products/delete`): its items and their inventory rows go. @returns how many variants went */
  async deleteProduct(shopId: number, productId: number): Promise<number> {
    return (await this.replaceProductVariants(shopId, productId, [])).removed;
  }

  /**
   * A platform location deleted (`locations/delete`): its kept-aside rows go, and at our
   * location linked to it every inventory row of a synced variant (so they are available
   * there no more). The link stays (the admin removes it). @returns how many rows went
   */
  async clearPlatformLocation(shopId: number, platformLocationId: number): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const aside = await m.getRepository(PlatformUnmappedLevelEntity).delete({ shopId, platformLocationId });
      const link = await m.getRepository(PlatformLocationLinkEntity).findOne({ where: { shopId, platformLocationId } });
      let applied = 0;
      if (link) {
        const synced = await m.getRepository(PlatformInventoryItemEntity).find({ where: { shopId }, select: { variantId: true } });
        for (const part of chunks(synced.map((s) => s.variantId)))
          applied += (await m.getRepository(InventoryLevelEntity).delete({ shopId, locationId: link.locationId, variantId: In(part) })).affected ?? 0;
      }
      return (aside.affected ?? 0) + applied;
    });
  }

  /** How many inventory rows are kept aside per unlinked platform location. */
  async keptAside(shopId: number): Promise<Array<{ platform_location_id: number; levels: number }>> {
    const rows: Array<{ platform_location_id: string | number; levels: string | number }> = await this.dataSource
      .getRepository(PlatformUnmappedLevelEntity)
      .createQueryBuilder('u')
      .select('u.platform_location_id', 'platform_location_id')
      .addSelect('COUNT(*)', 'levels')
      .where('u.shop_id = :shopId', { shopId })
      .groupBy('u.platform_location_id')
      .orderBy('u.platform_location_id')
      .getRawMany();
    return rows.map((r) => ({ platform_location_id: Number(r.platform_location_id), levels: Number(r.levels) }));
  }
}
