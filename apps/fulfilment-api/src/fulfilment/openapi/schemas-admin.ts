import type { SchemaObject } from '@nestjs/swagger';
import { arrayOf, jsonSchemaToOpenApi, nullable, objectSchema, schemaRef } from '@fulfil/platform';
import { StoreBlockName, storeBlockJsonSchemas } from '@fulfil/store-settings';

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
      locations: arrayOf(schemaRef('AdminLocation')),
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
  };
}

/** The admin API's schema components, by name. */
export const ADMIN_SCHEMAS: Record<string, SchemaObject> = storeSchemas();
