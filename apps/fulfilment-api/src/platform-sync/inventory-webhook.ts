import type { DataSource } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import { PlatformSyncRepository } from '@fulfil/store-settings';

/** The work of an `inventory_levels/update` webhook, as queued: the platform's ids and the new quantity. */
export interface QueuedInventoryLevel {
  /** The platform's inventory item id (a safe integer; larger ids are kept as null and ignored). */
  inventory_item_id: number | null;
  /** The platform location id. */
  location_id: number | null;
  /** Units available there; null when the item is no longer stocked there. */
  available: number | null;
  updated_at: string | null;
}

/** What applying an inventory webhook did. */
export type InventoryLevelOutcome = 'applied' | 'kept_aside' | 'removed' | 'unknown_item';

const id = (v: unknown): number | null | undefined => {
  const n = typeof v === 'string' && /^\d{1,30}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return undefined;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Reads the body of `inventory_levels/update` (the platform's REST shape:
 * `{inventory_item_id, location_id, available, updated_at, admin_graphql_api_id}`;
 * docs/platform-install.md, "Sync").
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming `inventory_item_id`, `location_id`
 *   or `available` when missing or not a number
 */
export function readInventoryLevelPayload(body: unknown): QueuedInventoryLevel {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fail = (field: string, message: string) => new ValidationProblem([{ field, rule: 'type', message }]);
  const item = id(b['inventory_item_id']);
  if (item === undefined) throw fail('inventory_item_id', 'inventory_item_id must be a positive integer.');
  const location = id(b['location_id']);
  if (location === undefined) throw fail('location_id', 'location_id must be a positive integer.');
  const available = b['available'];
  if (available !== null && available !== undefined && (typeof available !== 'number' || !Number.isInteger(available) || Math.abs(available) > 2147483647))
    throw fail('available', 'available must be an integer or null.');
  const updated = typeof b['updated_at'] === 'string' && !Number.isNaN(Date.parse(b['updated_at'])) ? new Date(b['updated_at']).toISOString() : null;
  return { inventory_item_id: item, location_id: location, available: typeof available === 'number' ? available : null, updated_at: updated };
}

/**
 * Applies one inventory change (docs/platform-install.md, "Sync"): the item's variant at our
 * location linked to the platform location (`inventory_levels`, with the item's `tracked`),
 * or kept aside for an unlinked platform location; `available: null` removes the level. An
 * item the last sync did not see (or an id beyond 2^53) changes nothing (`unknown_item`):
 * the next sync brings it. The row carries the shop's current sync run, so a full sync under
 * way does not delete it at its end (the next one does, unless it sees it).
 */
export async function applyInventoryLevel(dataSource: DataSource, shopId: number, level: QueuedInventoryLevel): Promise<InventoryLevelOutcome> {
  const repo = new PlatformSyncRepository(dataSource);
  if (level.inventory_item_id === null || level.location_id === null) return 'unknown_item';
  const item = (await repo.items(shopId, [level.inventory_item_id])).get(level.inventory_item_id);
  if (!item) return 'unknown_item';
  const links = new Map((await repo.links(shopId)).map((l) => [l.platform_location_id, l.location_id]));
  if (level.available === null) {
    await repo.removeLevel(shopId, level.location_id, item, links);
    return 'removed';
  }
  const outcome = await repo.applyLevels(
    shopId,
    [{ platformLocationId: level.location_id, inventoryItemId: item.inventoryItemId, available: level.available }],
    new Map([[item.inventoryItemId, item]]),
    links,
    await repo.currentRun(shopId), // a sync running now: its end keeps the row
  );
  return outcome.applied ? 'applied' : 'kept_aside';
}
