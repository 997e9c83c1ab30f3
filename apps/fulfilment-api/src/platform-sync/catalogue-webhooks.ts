import type { DataSource } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import { PlatformSyncRepository } from '@fulfil/store-settings';

/** The product and location webhooks of the catalogue sync (docs/platform-install.md, "Sync"). */
export type CatalogueTopic = 'products/update' | 'products/delete' | 'locations/create' | 'locations/update' | 'locations/delete';

/** The work of a catalogue webhook, as queued: the object's id and, for `products/update`, its variants. */
export interface QueuedCatalogueChange {
  /** The product or location id (null beyond 2^53: nothing is applied). */
  id: number | null;
  /** `products/update`: the product's variants (`tracked` null when the payload does not say). */
  variants?: Array<{ variantId: number; inventoryItemId: number; tracked: boolean | null }>;
}

const id = (v: unknown): number | null | undefined => {
  const n = typeof v === 'string' && /^\d{1,30}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return undefined;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Reads the body of a catalogue webhook (the platform's REST shapes: a product `{id,
 * variants: [{id, inventory_item_id, inventory_management}]}`, `{id}` for a deletion, a
 * location `{id, name, active}`). `inventory_management: "shopify"` means tracked, null
 * untracked; absent: as stored.
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming `id`, or `variants[i].id` /
 *   `variants[i].inventory_item_id`, when missing or not a positive integer
 */
export function readCatalogueWebhook(topic: CatalogueTopic, body: unknown): QueuedCatalogueChange {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fail = (field: string) => new ValidationProblem([{ field, rule: 'type', message: `${field} must be a positive integer.` }]);
  const own = id(b['id']);
  if (own === undefined) throw fail('id');
  if (topic !== 'products/update') return { id: own };
  const list = Array.isArray(b['variants']) ? (b['variants'] as unknown[]) : [];
  const variants = list.flatMap((raw, i) => {
    const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const [variantId, inventoryItemId] = [id(v['id']), id(v['inventory_item_id'])];
    if (variantId === undefined) throw fail(`variants[${i}].id`);
    if (inventoryItemId === undefined) throw fail(`variants[${i}].inventory_item_id`);
    if (variantId === null || inventoryItemId === null) return [];
    const management = v['inventory_management'];
    return [{ variantId, inventoryItemId, tracked: management === undefined ? null : management === 'shopify' }];
  });
  return { id: own, variants };
}

/**
 * Applies a catalogue webhook: `products/update` makes the product's synced variants exactly
 * those of the payload (tracked as it says); `products/delete` removes the product's items and
 * their inventory rows; `locations/delete` clears what the platform location stocked (kept
 * aside, or at our linked location); `locations/create` and `locations/update` change no
 * inventory (a new location is listed by the next sync, which reports it unlinked).
 * @returns what was done, for the log
 */
export async function applyCatalogueWebhook(
  dataSource: DataSource,
  shopId: number,
  topic: CatalogueTopic,
  change: QueuedCatalogueChange,
): Promise<Record<string, number>> {
  const repo = new PlatformSyncRepository(dataSource);
  if (change.id === null) return {};
  switch (topic) {
    case 'products/update':
      return repo.replaceProductVariants(shopId, change.id, change.variants ?? []);
    case 'products/delete':
      return { removed: await repo.deleteProduct(shopId, change.id) };
    case 'locations/delete':
      return { removed: await repo.clearPlatformLocation(shopId, change.id) };
    default:
      return {};
  }
}
