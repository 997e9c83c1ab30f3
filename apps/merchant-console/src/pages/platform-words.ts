/**
 * The Shopify store page's data in the merchant's words: counts, webhook topics, addresses,
 * the store address the install link needs. No rule of the API is restated here beyond the
 * shape of a Shopify store address, which the install page needs before any API call.
 */
import type { AdminPlatformLocation as PlatformLocation, AdminPlatformSyncState as PlatformSyncState } from '@fulfil/api-client';

/**
 * What the console reads of a sync's `details`. The document leaves `details` an open object
 * (`GET /admin/v1.0/storefront-platform/sync` in libs/api-client/openapi/fulfilment-api.json);
 * these are the members the sync writes.
 */
export interface SyncDetails {
  counts?: Partial<
    Record<'products' | 'variants' | 'collections' | 'platform_locations' | 'levels_applied' | 'levels_kept_aside' | 'levels_skipped' | 'rows_deleted', number>
  >;
  unmapped_platform_locations?: { platform_location_id: number; name: string }[];
  kept_aside?: { platform_location_id: number; levels: number }[];
  error?: { reason: string; operation: string; message: string } | null;
}

/** The `details` of a sync as {@link SyncDetails} (`{}` when it has none). */
export function syncDetails(state: PlatformSyncState): SyncDetails {
  return (state.details ?? {}) as SyncDetails;
}

/** `1,000 products` / `1 product`. */
export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * What the last sync brought, as short phrases: `["1,000 products", "50 Shopify locations"]`.
 * Not `collections`: it counts each product's membership of a collection, not collections.
 */
export function syncCounts(state: PlatformSyncState): string[] {
  const c = syncDetails(state).counts ?? {};
  const phrases: string[] = [];
  if (c.products !== undefined) phrases.push(count(c.products, 'product', 'products'));
  if (c.variants !== undefined && c.variants !== c.products) phrases.push(count(c.variants, 'product variant', 'product variants'));
  if (c.platform_locations !== undefined) phrases.push(count(c.platform_locations, 'Shopify location', 'Shopify locations'));
  return phrases;
}

/** What happened to the stock figures of the last sync (`60 used at your locations, 20 set aside ...`), or null when it counted none. */
export function stockCounts(state: PlatformSyncState): string | null {
  const c = syncDetails(state).counts ?? {};
  const parts: string[] = [];
  if (c.levels_applied !== undefined) parts.push(`${c.levels_applied.toLocaleString('en-US')} used at your locations`);
  if (c.levels_kept_aside) parts.push(`${c.levels_kept_aside.toLocaleString('en-US')} set aside because their Shopify location is not mapped`);
  if (c.levels_skipped) parts.push(`${c.levels_skipped.toLocaleString('en-US')} skipped`);
  return parts.length ? `${parts.join(', ')}.` : null;
}

const TOPICS: Record<string, string> = {
  ORDERS_CREATE: 'new orders',
  ORDERS_UPDATED: 'order changes',
  ORDERS_CANCELLED: 'cancelled orders',
  ORDERS_DELETE: 'deleted orders',
  INVENTORY_LEVELS_UPDATE: 'stock changes',
  LOCATIONS_CREATE: 'new locations',
  LOCATIONS_UPDATE: 'location changes',
  LOCATIONS_DELETE: 'deleted locations',
  PRODUCTS_UPDATE: 'product changes',
  PRODUCTS_DELETE: 'deleted products',
  APP_UNINSTALLED: 'the app being removed',
};

/** A webhook topic (`ORDERS_CREATE`) as what Shopify would tell us about (`new orders`). */
export function topicWords(topic: string): string {
  return TOPICS[topic] ?? topic.toLowerCase().replace(/_/g, ' ');
}

/** A list in words: `a`, `a and b`, `a, b and 3 more`. */
export function listWords(items: string[], max = 5): string {
  if (items.length <= 1) return items.join('');
  if (items.length > max) return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A platform location's address on one line (`1 Main St, Springfield, IL 62701, US`), or a dash. */
export function addressLine(address: PlatformLocation['address']): string {
  if (!address) return '–';
  const region = [address.province_code, address.zip].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, region, address.country_code].filter(Boolean).join(', ') || '–';
}

/** The address of a store on Shopify (`my-bakery.myshopify.com`). */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** What a merchant typed as their store's address, tidied (`https://My-Shop.myshopify.com/` → `my-shop.myshopify.com`). */
export function tidyDomain(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/** Why a typed store address cannot be used, in plain words, or null when it can. */
export function domainProblem(typed: string): string | null {
  const domain = tidyDomain(typed);
  if (!domain) return 'Enter your Shopify store address.';
  if (!domain.endsWith('.myshopify.com'))
    return 'Enter the address Shopify gave your store, ending in .myshopify.com (e.g. my-bakery.myshopify.com), not your own web address.';
  if (!SHOP_DOMAIN.test(domain)) return 'The part before .myshopify.com may hold only letters, digits and hyphens, and must not start with a hyphen.';
  return null;
}

/** The install page of our Shopify app for a store: `install_url` with `shop=<domain>` added. */
export function installHref(installUrl: string, domain: string): string {
  const url = new URL(installUrl, window.location.href);
  url.searchParams.set('shop', tidyDomain(domain));
  return url.toString();
}

/**
 * A refused link of the location mapping in plain words. The API names the link by its
 * place in the body (`[2].location_id`) and says `location_id 5 appears more than once`.
 * @param ours the name of our location in that link, when known
 */
export function linkProblemWords(field: string, message: string, ours: string | undefined): string {
  if (/^\[\d+\]\.location_id$/.test(field) && /more than once/.test(message))
    return `${ours ?? 'This location'} is already chosen for another Shopify location. Each of your locations can stand for one Shopify location only.`;
  if (/not a location of this shop/.test(message)) return 'This location no longer exists in your shop. Choose another one.';
  return message;
}

/** Why a location could not be made from a Shopify location, in plain words (the API's problem codes). */
export function createProblemWords(code: string, name: string): string | null {
  if (code === 'PLATFORM_LOCATION_INCOMPLETE')
    return `${name} has too little address in Shopify to place it on a map. Complete its address in Shopify and sync again, or create the location yourself on the Locations page.`;
  if (code === 'PLATFORM_LOCATION_LINKED') return `${name} is already mapped to one of your locations; the list now shows which.`;
  if (code === 'PLATFORM_LOCATION_NOT_FOUND') return `${name} is no longer among your Shopify locations. Sync again to see the current list.`;
  return null;
}
