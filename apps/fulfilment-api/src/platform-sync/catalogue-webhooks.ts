import type { DataSource } from 'typeorm';
import { ValidationProblem } from '@fulfil/problem-details';
import { PlatformCatalogueRepository, PlatformSyncRepository, type PlatformLocationAddress } from '@fulfil/store-settings';

/** The product and location webhooks of the catalogue sync (docs/platform-install.md, "Sync"). */
export type CatalogueTopic = 'products/update' | 'products/delete' | 'locations/create' | 'locations/update' | 'locations/delete';

/** The work of a catalogue webhook, as queued: the object's id and, for `products/update`, its variants. */
export interface QueuedCatalogueChange {
  /** The product or location id (null beyond 2^53: nothing is applied). */
  id: number | null;
  /** `products/update`: the product's variants (`tracked` null when the payload does not say). */
  variants?: Array<{ variantId: number; inventoryItemId: number; tracked: boolean | null }>;
  /** `products/update`: the product's properties (absent in work queued before they were read). */
  product?: { tags: string[]; vendor: string; productType: string };
  /** `locations/create` and `locations/update`: the location (no coordinates in these payloads). */
  location?: { name: string; active: boolean; address?: PlatformLocationAddress };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 255) : '');
const orNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, 255) : null);

/** A REST location payload's name, `active` and address (absent when it has no address field; its coordinates are not in it: null). */
function readLocation(b: Record<string, unknown>): NonNullable<QueuedCatalogueChange['location']> {
  const fields = ['address1', 'address2', 'city', 'zip', 'province_code', 'country_code'];
  return {
    name: text(b['name']),
    active: b['active'] !== false,
    address: !fields.some((k) => k in b)
      ? undefined
      : {
          address1: orNull(b['address1']),
          address2: orNull(b['address2']),
          city: orNull(b['city']),
          zip: orNull(b['zip']),
          province_code: orNull(b['province_code']),
          country_code: orNull(b['country_code']),
          latitude: null,
          longitude: null,
        },
  };
}

const id = (v: unknown): number | null | undefined => {
  const n = typeof v === 'string' && /^\d{1,30}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return undefined;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Reads the body of a catalogue webhook (the platform's REST shapes: a product `{id, tags
 * ("a, b"), vendor, product_type, variants: [{id, inventory_item_id, inventory_management}]}`,
 * `{id}` for a deletion, a location `{id, name, active, address1, address2, city, zip,
 * province_code, country_code}`). `inventory_management: "shopify"` means tracked, null
 * untracked; absent: as stored.
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming `id`, or `variants[i].id` /
 *   `variants[i].inventory_item_id`, when missing or not a positive integer
 */
export function readCatalogueWebhook(topic: CatalogueTopic, body: unknown): QueuedCatalogueChange {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const fail = (field: string) => new ValidationProblem([{ field, rule: 'type', message: `${field} must be a positive integer.` }]);
  const own = id(b['id']);
  if (own === undefined) throw fail('id');
  if (topic === 'locations/create' || topic === 'locations/update') return { id: own, location: readLocation(b) };
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
  const tags =
    typeof b['tags'] === 'string'
      ? b['tags']
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
  return { id: own, variants, product: { tags, vendor: text(b['vendor']), productType: text(b['product_type']) } };
}

/**
 * Applies a catalogue webhook: `products/update` makes the product's synced variants exactly
 * those of the payload (tracked as it says) and stores its tags, vendor and type (collections
 * stay as synced: the payload has none); `products/delete` removes the product's items, their
 * inventory rows and its properties; `locations/delete` clears what the platform location
 * stocked (kept aside, or at our linked location) and drops it from the list;
 * `locations/create` and `locations/update` list it (name, active, address; coordinates
 * come with the next sync) and change no inventory.
 * @returns what was done, for the log
 */
export async function applyCatalogueWebhook(
  dataSource: DataSource,
  shopId: number,
  topic: CatalogueTopic,
  change: QueuedCatalogueChange,
): Promise<Record<string, number>> {
  const repo = new PlatformSyncRepository(dataSource);
  const catalogue = new PlatformCatalogueRepository(dataSource);
  if (change.id === null) return {};
  switch (topic) {
    case 'products/update':
      if (change.product) await catalogue.updateProduct(shopId, { productId: change.id, ...change.product });
      return repo.replaceProductVariants(shopId, change.id, change.variants ?? []);
    case 'products/delete':
      await catalogue.deleteProduct(shopId, change.id);
      return { removed: await repo.deleteProduct(shopId, change.id) };
    case 'locations/delete':
      await catalogue.deleteLocation(shopId, change.id);
      return { removed: await repo.clearPlatformLocation(shopId, change.id) };
    default:
      if (change.location) await catalogue.upsertLocations(shopId, [{ platformLocationId: change.id, ...change.location }]);
      return {};
  }
}
