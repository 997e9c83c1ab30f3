import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, jsonSchemaToOpenApi, nullable, objectSchema, schemaRef } from '@fulfil/platform';
import { StoreBlockName, storeBlockJsonSchemas } from '@fulfil/store-settings';
import { SHOP_DOMAIN_PATTERN } from '@fulfil/storefront-platform';
import { ORDER_SCHEMAS } from './schemas-admin-orders';
import { INSIGHT_SCHEMAS } from './schemas-admin-insights';

/*
 * The admin API's bodies for the OpenAPI document: the store-configuration file's JSON
 * Schema, the one definition the admin API validates with (`validateStoreBlock`), converted
 * to OpenAPI 3.0. Definitions become `Store<Name>` components, the blocks `Admin<Name>Body`,
 * the whole file `StoreFile`. Objects are left open (the converter drops
 * `additionalProperties: false`) so the same components describe the answers, which carry
 * ids; the API still refuses unknown members (400 VALIDATION_FAILED, rule
 * `additionalProperties`). The answers built on them are below.
 */

const upper = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/** Component name of a definition of the store file (`pickupSlot` -> `StorePickupSlot`). */
export const storeComponent = (def: string) => `Store${upper(def)}`;

/** Component name of an admin block (`pickupSlots` -> `AdminPickupSlotsBody`). */
export const adminBody = (block: StoreBlockName) => `Admin${upper(block)}Body`;

const id: SchemaObject = { type: 'integer', minimum: 1, maximum: 2147483647 };

/** The object schema with no `default` on its members (a patch fills in nothing). */
function withoutDefaults(schema: SchemaObject): SchemaObject {
  const out = structuredClone(schema);
  for (const p of Object.values(out.properties ?? {})) delete (p as SchemaObject).default;
  return out;
}

function storeSchemas(): Record<string, SchemaObject> {
  const { file, blocks, defs } = storeBlockJsonSchemas();
  const convert = (schema: unknown) => jsonSchemaToOpenApi(schema, { componentName: storeComponent, openObjects: true });
  const components: Record<string, SchemaObject> = {
    StoreFile: convert(file),
    ...Object.fromEntries(Object.entries(defs).map(([name, schema]) => [storeComponent(name), convert(schema)])),
    ...Object.fromEntries(Object.entries(blocks).map(([name, schema]) => [adminBody(name as StoreBlockName), convert(schema)])),
  };
  const location = components[adminBody('location')];
  const shop = structuredClone(components[storeComponent('shop')]);
  delete shop.properties?.['webhook_secret'];
  return {
    ...components,
    AdminLocationPatchBody: {
      ...withoutDefaults(location),
      required: undefined,
      description: "Any subset of the location's fields; the merged location is validated as PUT's body is.",
    },
    AdminLocation: { type: 'object', allOf: [schemaRef(adminBody('location')), objectSchema({ id, sort_position: { type: 'integer', minimum: 0 } })] },
    AdminLocationPage: objectSchema({
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: 200 },
      locations: arrayOf({
        allOf: [
          schemaRef('AdminLocation'),
          objectSchema({ checks: arrayOf(schemaRef('AdminLocationCheck'), { description: 'With `include=checks` only.' }) }, { optional: ['checks'] }),
        ],
      }),
    }),
    AdminShop: {
      ...shop,
      required: [...(shop.required ?? []).filter((r) => r !== 'webhook_secret'), 'webhook_secret_set', 'settings_version'],
      properties: {
        ...shop.properties,
        webhook_secret_set: { type: 'boolean', description: 'A webhook secret is set (the secret itself is never returned).' },
        settings_version: { type: 'integer', minimum: 0, description: "Grows with every change of the shop's settings." },
      },
    },
    AdminLocationPreparation: objectSchema(
      { general: nullable(schemaRef(storeComponent('generalPreparation'))) },
      { description: "`general` null: the location uses the shop's preparation times." },
    ),
    AdminConditionalActivation: objectSchema(
      { rule: nullable(schemaRef(storeComponent('conditionalActivation'))) },
      { description: '`rule` null: none is set.' },
    ),
    AdminWidget: objectSchema({ widget: nullable(schemaRef(storeComponent('widget'))) }, { description: '`widget` null: the shop has no ordering widget.' }),
    AdminImportResult: objectSchema({
      shopId: id,
      created: { type: 'boolean', description: 'The shop was new.' },
      changed: { type: 'boolean', description: 'Anything changed.' },
      locations: { type: 'integer', minimum: 0, description: 'Locations in the shop now.' },
    }),
    ...CONSOLE_SCHEMAS,
    ...ORDER_SCHEMAS,
    ...INSIGHT_SCHEMAS,
    ...PLATFORM_SCHEMAS,
  };
}

const DATE: SchemaObject = { type: 'string', format: 'date', description: 'Local date YYYY-MM-DD (1-based month).' };
const TIME: SchemaObject = { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'Local time HH:MM.' };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The answers of the merchant console's operations (usage, tokens, geocoder, import dry run; admin-console.controller.ts). */
const CONSOLE_SCHEMAS: Record<string, SchemaObject> = {
  AdminSlotUsage: objectSchema(
    {
      date: DATE,
      weekday: { type: 'string', enum: WEEKDAYS },
      method: { type: 'string', enum: ['pickup', 'delivery'] },
      slot_id: nullable({ ...id, description: 'The slot; null: date-only holds (or a removed slot).' }),
      from: nullable({ ...TIME, description: 'Slot start, local; null without a slot.' }),
      until: nullable({ ...TIME, description: 'Slot end, local; null without a slot.' }),
      limit: nullable({ type: 'integer', minimum: 0, description: 'Orders plus live holds allowed; null: not limited.' }),
      orders: { type: 'integer', minimum: 0, description: 'Active orders counted in the slot.' },
      reservations: { type: 'integer', minimum: 0, description: "Places taken by live holds (fulfilment-api's reservations and widget-api's checkouts)." },
      full: { type: 'boolean', description: '`orders + reservations >= limit` (false without a limit).' },
    },
    { description: 'One slot of one date (docs/scheduling-rules.md §6).' },
  ),
  AdminLocationUsage: objectSchema({
    location_id: id,
    timezone: { type: 'string', description: "IANA zone of the dates: the location's, else the shop's." },
    from: DATE,
    to: DATE,
    rows: arrayOf(schemaRef('AdminSlotUsage'), { description: 'Pickup rows, then delivery rows, each by date and slot start.' }),
  }),
  AdminTokenInfo: objectSchema({
    id,
    label: { type: 'string', maxLength: 255 },
    created_at: { type: 'string', format: 'date-time' },
    revoked_at: nullable({ type: 'string', format: 'date-time', description: 'null: the token is valid.' }),
  }),
  AdminTokenList: objectSchema({ tokens: arrayOf(schemaRef('AdminTokenInfo'), { description: 'Oldest first; never the tokens themselves.' }) }),
  AdminCreatedToken: objectSchema({
    id,
    label: { type: 'string', maxLength: 255 },
    token: { type: 'string', pattern: '^fsa_[A-Za-z0-9_-]{43}$', description: 'The bearer token, shown this once (only its SHA-256 is stored).' },
  }),
  AdminGeocode: objectSchema(
    {
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
      postal_code: nullable({ type: 'string', description: 'The matched postal code as published, or null.' }),
      place_name: nullable({ type: 'string' }),
      region: nullable({ type: 'string', description: 'First-order subdivision code (`IL`, `ENG`), or null.' }),
      country_code: nullable({ type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, or null.' }),
      source: { type: 'string', description: "What resolved it: `query` (coordinates), `merchant` (the shop's own codes) or the data set." },
      timezone: nullable({
        type: 'string',
        description: 'The IANA time zone at the found point (`timeZoneAt` of @fulfil/geo), or null at sea or off the map.',
        example: 'America/New_York',
      }),
    },
    { description: 'WGS 84 degrees.' },
  ),
  AdminImportDryRun: objectSchema({
    dry_run: { type: 'boolean', enum: [true] },
    changes: arrayOf(
      objectSchema({
        path: { type: 'string', description: "In the file's terms (`shop.timezone`, `locations[bakery-7].pickup.interval`; locations by `external_id`)." },
        change: { type: 'string', enum: ['added', 'removed', 'changed'] },
      }),
      { description: 'At most 500.' },
    ),
    more: { type: 'integer', minimum: 0, description: 'Changes not listed.' },
  }),
  AdminImportAnswer: {
    oneOf: [schemaRef('AdminImportResult'), schemaRef('AdminImportDryRun')],
    description: '`AdminImportResult`, or `AdminImportDryRun` with `?dry_run=true`.',
  },
};

/**
 * The storefront-platform credentials (admin-platform.controller.ts; docs/draft-orders.md,
 * "Credentials"): the body is write-only, the answer says only whether they are set.
 */
const PLATFORM_SCHEMAS: Record<string, SchemaObject> = {
  AdminPlatformCredentialsBody: objectSchema({
    shop_domain: {
      type: 'string',
      pattern: SHOP_DOMAIN_PATTERN.source,
      description: "The shop's domain on the storefront platform (the Admin API host), lower case.",
      example: 'demo-eats.myshopify.com',
    },
    access_token: {
      type: 'string',
      pattern: '^[\\x21-\\x7e]{8,255}$',
      writeOnly: true,
      description: 'Admin API access token of the shop (needs the draft orders scope): 8 to 255 printable characters. Stored sealed; never returned.',
    },
  }),
  AdminPlatformCredentials: objectSchema(
    {
      configured: { type: 'boolean', description: 'The shop has storefront-platform credentials (its checkouts become draft orders).' },
      updated_at: nullable({ type: 'string', format: 'date-time', description: 'When they were last set; null when none are set.' }),
    },
    { description: 'Whether credentials are set and since when; never the token.' },
  ),
};

/** The admin API's schema components, by name. */
export const ADMIN_SCHEMAS: Record<string, SchemaObject> = storeSchemas();
