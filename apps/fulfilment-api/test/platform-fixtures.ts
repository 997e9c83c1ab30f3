/**
 * What the storefront-platform suites share about the fake platform's catalogue and
 * webhooks: the ids `FakeCatalogue.generate` gives (libs/storefront-platform/src/testing),
 * and the `inventory_levels/update` body as the platform sends it.
 */

/** Catalogue ids of the fake (`FakeCatalogue.generate`, one variant per product): product p, its variant, its inventory item, platform location l. */
export const fakeIds = {
  product: (p: number) => 7000000 + p,
  variant: (p: number) => 8000000 + 10 * p,
  item: (p: number) => 9000000 + 10 * p,
  platformLocation: (l: number) => 60000 + l,
};

/**
 * The body of an `inventory_levels/update` webhook, in the shape of the platform's example
 * payload (`inventory_item_id`, `location_id`, `available`, `updated_at`,
 * `admin_graphql_api_id`); `available` null: the item is no longer stocked there.
 */
export function inventoryLevelUpdate(inventoryItemId: number, locationId: number, available: number | null, updatedAt: string): Record<string, unknown> {
  return {
    inventory_item_id: inventoryItemId,
    location_id: locationId,
    available,
    updated_at: updatedAt,
    admin_graphql_api_id: `gid://shopify/InventoryLevel/${locationId}?inventory_item_id=${inventoryItemId}`,
  };
}

/** The webhook subscriptions fulfilment-api holds for each connected shop (docs/platform-install.md, "Webhooks"): `[WebhookSubscriptionTopic, route under /v1.0/webhooks/]`. */
const PLATFORM_WEBHOOK_TOPICS: ReadonlyArray<readonly [string, string]> = [
  ['ORDERS_CREATE', 'orders/create'],
  ['ORDERS_UPDATED', 'orders/updated'],
  ['ORDERS_CANCELLED', 'orders/cancelled'],
  ['ORDERS_DELETE', 'orders/delete'],
  ['INVENTORY_LEVELS_UPDATE', 'inventory_levels/update'],
  ['LOCATIONS_CREATE', 'locations/create'],
  ['LOCATIONS_UPDATE', 'locations/update'],
  ['LOCATIONS_DELETE', 'locations/delete'],
  ['PRODUCTS_UPDATE', 'products/update'],
  ['PRODUCTS_DELETE', 'products/delete'],
  ['APP_UNINSTALLED', 'app/uninstalled'],
];

/** {@link PLATFORM_WEBHOOK_TOPICS} as `TOPIC uri` lines for an app at `base`, sorted. */
export function expectedSubscriptions(base: string): string[] {
  return PLATFORM_WEBHOOK_TOPICS.map(([topic, route]) => `${topic} ${base}/v1.0/webhooks/${route}`).sort();
}
