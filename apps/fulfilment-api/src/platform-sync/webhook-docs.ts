import type { SchemaObject } from '@nestjs/swagger';

/** OpenAPI text and body of `POST /v1.0/webhooks/inventory_levels/update` (docs/platform-install.md, "Sync"). */
export const INVENTORY_LEVELS_UPDATE: { summary: string; description: string; schema: SchemaObject } = {
  summary: 'Platform webhook: inventory_levels/update',
  description:
    "An inventory item's available quantity changed at a platform location: applied to the item's variant at our location linked to that platform location (`inventory_levels`; a tracked item is then available there only with enough stock), or kept aside when the platform location is linked to none of ours; `available: null` removes the level. An item the last catalogue sync did not see changes nothing (the next sync brings it). Deliveries are applied in arrival order; the nightly sync reconciles everything.",
  schema: {
    type: 'object',
    additionalProperties: true,
    required: ['inventory_item_id', 'location_id'],
    properties: {
      inventory_item_id: {
        oneOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^\\d{1,30}$' },
        ],
        description: "The platform's inventory item id.",
      },
      location_id: {
        oneOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^\\d{1,30}$' },
        ],
        description: 'The platform location id.',
      },
      available: { type: 'integer', nullable: true, description: 'Units available there; null: no longer stocked there.' },
      updated_at: { type: 'string', format: 'date-time' },
      admin_graphql_api_id: { type: 'string' },
    },
    example: {
      inventory_item_id: 9000000,
      location_id: 60000,
      available: 6,
      updated_at: '2026-03-09T10:00:00-05:00',
      admin_graphql_api_id: 'gid://shopify/InventoryLevel/60000?inventory_item_id=9000000',
    },
  },
};

const ID = {
  oneOf: [
    { type: 'integer', minimum: 1 },
    { type: 'string', pattern: '^\\d{1,30}$' },
  ],
};
const NEXT_SYNC = 'Deliveries are applied in arrival order; the nightly sync reconciles everything (docs/platform-install.md, "Sync").';

/** OpenAPI text and body of the product and location webhooks of the catalogue sync. */
export const CATALOGUE_WEBHOOK_DOCS: Record<
  'products/update' | 'products/delete' | 'locations/create' | 'locations/update' | 'locations/delete',
  { summary: string; description: string; schema: SchemaObject }
> = {
  'products/update': {
    summary: 'Platform webhook: products/update',
    description: `A product changed: its synced variants become those of \`variants\` (a variant gone loses its inventory rows); \`inventory_management: "shopify"\` marks a variant tracked, null untracked (absent: unchanged). ${NEXT_SYNC}`,
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['id'],
      properties: {
        id: ID,
        variants: {
          type: 'array',
          maxItems: 2048,
          items: {
            type: 'object',
            additionalProperties: true,
            required: ['id', 'inventory_item_id'],
            properties: { id: ID, inventory_item_id: ID, inventory_management: { type: 'string', nullable: true } },
          },
        },
      },
      example: {
        id: 7000002,
        title: 'Sourdough',
        variants: [{ id: 8000020, product_id: 7000002, inventory_item_id: 9000020, inventory_management: 'shopify' }],
      },
    },
  },
  'products/delete': {
    summary: 'Platform webhook: products/delete',
    description: `A product was deleted: its synced variants and their inventory rows go (they are then available nowhere). ${NEXT_SYNC}`,
    schema: { type: 'object', additionalProperties: true, required: ['id'], properties: { id: ID }, example: { id: 7000002 } },
  },
  'locations/create': {
    summary: 'Platform webhook: locations/create',
    description: `A platform location was created: no inventory changes; the next sync lists it (unlinked until \`PUT /admin/v1.0/storefront-platform/locations\` links it). ${NEXT_SYNC}`,
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['id'],
      properties: { id: ID, name: { type: 'string' }, active: { type: 'boolean' } },
      example: { id: 60050, name: 'New store', active: true },
    },
  },
  'locations/update': {
    summary: 'Platform webhook: locations/update',
    description: `A platform location changed: no inventory changes (its levels come with inventory_levels/update and the next sync). ${NEXT_SYNC}`,
    schema: {
      type: 'object',
      additionalProperties: true,
      required: ['id'],
      properties: { id: ID, name: { type: 'string' }, active: { type: 'boolean' } },
      example: { id: 60000, name: 'Location 0', active: true },
    },
  },
  'locations/delete': {
    summary: 'Platform webhook: locations/delete',
    description: `A platform location was deleted: what it stocked goes (kept-aside rows, or the synced variants' rows at our linked location, which then stocks none of them); the link stays until the admin removes it. ${NEXT_SYNC}`,
    schema: { type: 'object', additionalProperties: true, required: ['id'], properties: { id: ID }, example: { id: 60049 } },
  },
};
